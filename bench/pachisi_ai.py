"""Time the Pachisi AI's decisions and find its slowest positions (prints, asserts nothing).

Usage: python bench/pachisi_ai.py [GAMES] [SEED] [--opponent random|greedy|ai]

Plays GAMES seeded games of the AI in seat 0 against three opponents and prints the
median and maximum CPU time (``time.process_time``, so the figures do not depend on how
busy the machine is) of its planning decisions (the first decision of a roll with more
than one legal action) and of all its decisions, then the slowest position.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games._shared.bots import RandomBot  # noqa: E402
from games._shared.state import sample_chance  # noqa: E402
from games.pachisi.ai import AIBot, GreedyBot  # noqa: E402
from games.pachisi.rules import PachisiState  # noqa: E402
from retro.progress import counted

OPPONENTS = {"random": RandomBot, "greedy": GreedyBot, "ai": AIBot}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=20)
    parser.add_argument("seed", type=int, nargs="?", default=1)
    parser.add_argument("--opponent", choices=sorted(OPPONENTS), default="greedy")
    args = parser.parse_args()
    all_times: list[float] = []
    plan_times: list[float] = []
    slowest: tuple[float, str] = (0.0, "")
    for game in counted(range(args.games), args.games, "pachisi: games"):
        rng = random.Random(f"{args.seed}:{game}")
        bots = [AIBot()] + [OPPONENTS[args.opponent]() for _ in range(3)]
        state = PachisiState()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            player = state.current_player()
            first_of_roll = not state.left.moved and not state.left.bonuses
            many = len(state.legal_actions()) > 1
            start = time.process_time()
            action = bots[player].choose(state.clone(), rng)
            spent = 1000 * (time.process_time() - start)
            if player == 0:
                all_times.append(spent)
                if first_of_roll and many:
                    plan_times.append(spent)
                if spent > slowest[0]:
                    slowest = (spent, str(state))
            state.apply_action(action)
    print(f"{args.games} games vs {args.opponent}, seed {args.seed}")
    print(f"planning decisions {len(plan_times)}: median {statistics.median(plan_times):.1f} ms"
          f"  90% {statistics.quantiles(plan_times, n=10)[-1]:.1f} ms"
          f"  max {max(plan_times):.1f} ms (CPU)")
    print(f"all decisions {len(all_times)}: median {statistics.median(all_times):.2f} ms"
          f"  max {max(all_times):.1f} ms (CPU)")
    print(f"slowest ({slowest[0]:.1f} ms):\n{slowest[1]}")


if __name__ == "__main__":
    main()
