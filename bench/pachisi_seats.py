"""Seat fairness: four identical players, win shares per seat (prints figures only).

Usage: python bench/pachisi_seats.py [GAMES] [SEED] [--bot random] [--jobs 2]

The arena gives per-seat shares of a bot against others; this plays GAMES seeded games
of four identical ``--bot`` players (the first player drawn by chance, as in every game)
and prints each seat's wins and share with a 95 % interval, and the first player's share.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games._shared.arena import wilson_interval  # noqa: E402
from games._shared.state import sample_chance  # noqa: E402
from games.pachisi.arena import ENTRY  # noqa: E402
from games.pachisi.rules import PachisiState  # noqa: E402
from retro.progress import counted


def _game(job: tuple[int, int, str]) -> tuple[int, int, int]:
    """(winner, first player, length) of one seeded game."""
    index, seed, bot_name = job
    chance = random.Random(f"{seed}:chance:{index}")
    rngs = [random.Random(f"{seed}:bot:{index}:{seat}") for seat in range(4)]
    bots = [ENTRY.bots[bot_name]() for _ in range(4)]
    state = PachisiState()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, chance))
        else:
            player = state.current_player()
            state.apply_action(bots[player].choose(state.clone(), rngs[player]))
    assert state.winner is not None and state.first_player is not None
    return state.winner, state.first_player, len(state.history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=4000)
    parser.add_argument("seed", type=int, nargs="?", default=1)
    parser.add_argument("--bot", choices=sorted(ENTRY.bots), default="random")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(i, args.seed, args.bot) for i in range(args.games)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        results = list(counted(pool.imap(_game, jobs, chunksize=20), len(jobs), "pachisi: games"))
    n = len(results)
    wins = [sum(1 for w, _, _ in results if w == seat) for seat in range(4)]
    first_wins = sum(1 for w, f, _ in results if w == f)
    print(f"pachisi seats: 4 x {args.bot}, {n} games, seed {args.seed}")
    for seat, count in enumerate(wins):
        low, high = wilson_interval(count, n)
        print(f"  seat {seat}  wins {count:>5}  {100 * count / n:5.1f} %"
              f"  (95 % {100 * low:.1f}-{100 * high:.1f})")
    low, high = wilson_interval(first_wins, n)
    print(f"  first player wins {first_wins}  {100 * first_wins / n:5.1f} %"
          f"  (95 % {100 * low:.1f}-{100 * high:.1f})")
    lengths = sorted(length for _, _, length in results)
    print(f"  actions per game: median {lengths[n // 2]}  max {lengths[-1]}")
    print(json.dumps({"games": n, "seat_wins": wins, "first_player_wins": first_wins,
                      "max_length": lengths[-1]}))


if __name__ == "__main__":
    main()
