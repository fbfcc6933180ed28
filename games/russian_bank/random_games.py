"""Many seeded random games of Russian Bank with the invariants checked at every step.

The shared random-play test (``games._shared.simulate``) replays each game from the start
every few steps, which costs too much for games of some 2,000 actions; this loop checks
the positions themselves (every card in one place, each pack's 52 once, piles in order,
face-down cards at home) at every step and a replay only now and then, so thousands of
games run in minutes. Every other game is played in the stop mode, where random players
also break the order rules and call or let pass the stops.

Command line: ``python -m games.russian_bank.random_games --games 2000`` prints the
figures (wins by seat, draws, lengths, the longest turn, time) as a table and one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

from games._shared.simulate import check_invariants, check_replay_and_clone
from games._shared.state import sample_chance
from games.russian_bank import events as ev
from games.russian_bank.invariants import check_game
from games.russian_bank.rules import BankState, Options


@dataclass
class RandomPlayReport:
    """Figures of a run of random games."""

    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws_stuck: int = 0
    draws_long: int = 0
    stops: int = 0
    lengths: list[int] = field(default_factory=list)
    """Actions per game, the deal included."""
    longest_turn: int = 0
    seconds: float = 0.0

    def summary(self) -> dict[str, object]:
        """The figures as one flat dict."""
        figures = asdict(self)
        lengths = figures.pop("lengths")
        figures |= {"length_mean": round(statistics.fmean(lengths), 1) if lengths else 0,
                    "length_max": max(lengths, default=0),
                    "seconds": round(self.seconds, 2)}
        return figures


def play_one(seed: int, options: Options, *, replay: bool = False) -> BankState:
    """One random game, checked at every step; the final state.

    Raises:
        AssertionError: on the first broken invariant.
    """
    rng = random.Random(f"random-play:{seed}")
    state = BankState(options)
    while not state.is_terminal():
        check_invariants(state)
        check_game(state)
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    check_invariants(state)
    check_game(state)
    if replay:
        check_replay_and_clone(state, lambda: BankState(options))
    return state


def play_random_games(count: int, *, first_seed: int = 0, replay_every: int = 25) -> \
        RandomPlayReport:
    """Play ``count`` games (odd seeds in the stop mode); replay every ``replay_every``-th."""
    report = RandomPlayReport()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        options = Options(stop_mode=seed % 2 == 1)
        try:
            state = play_one(seed, options, replay=replay_every > 0 and seed % replay_every == 0)
        except AssertionError as error:
            raise AssertionError(f"random game {seed}: {error}") from error
        report.games += 1
        if state.winner is not None:
            report.wins[state.winner] += 1
        report.draws_stuck += state.draw_reason == ev.DRAW_STUCK
        report.draws_long += state.draw_reason == ev.DRAW_LONG
        report.stops += sum(state.stops)
        report.lengths.append(len(state.history))
        report.longest_turn = max(report.longest_turn, *state.longest_turn)
    report.seconds = time.perf_counter() - start
    return report


def main(argv: Sequence[str] | None = None) -> int:
    """Run the random games named on the command line and print their figures."""
    parser = argparse.ArgumentParser(prog="python -m games.russian_bank.random_games",
                                     description="Seeded random Russian Bank games, checked.")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)
    figures = play_random_games(args.games, first_seed=args.seed).summary()
    for key, value in figures.items():
        print(f"  {key:<14} {value}")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
