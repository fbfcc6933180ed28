"""Compare Pachisi AI settings in the arena's four-seat format (prints figures only).

Usage: python bench/pachisi_strength.py [GAMES] [SEED] [--b random|greedy] [--a k=v ...]

Player a is ``AIBot(AISettings(**a))`` in one seat (rotated with duplicate dice, as in the
arena) against three ``--b`` players. Weights of the evaluation are set with ``w.NAME=V``,
e.g. ``--a lookahead=1 w.danger=1.5``. Prints the arena summary as one JSON line.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games._shared.arena import GameRecord, play_game, summarize  # noqa: E402
from games.pachisi.ai import AIBot, AISettings  # noqa: E402
from games.pachisi.arena import ENTRY  # noqa: E402
from games.pachisi.evaluation import Weights  # noqa: E402
from retro.progress import counted


def settings_from(pairs: list[str]) -> AISettings:
    """``AISettings`` from ``name=value`` pairs (``w.name`` for evaluation weights)."""
    plain: dict[str, object] = {}
    weights: dict[str, float] = {}
    for pair in pairs:
        key, _, text = pair.partition("=")
        if key.startswith("w."):
            weights[key[2:]] = float(text)
        elif key == "quick_replies":
            plain[key] = text.lower() in ("1", "true", "yes")
        else:
            plain[key] = int(text)
    return AISettings(weights=Weights(**weights), **plain)  # type: ignore[arg-type]


def _job(job: tuple[int, int, list[str], str]) -> GameRecord:
    index, seed, a_pairs, b_name = job
    settings = settings_from(a_pairs)
    bots = dict(ENTRY.bots)
    bots["a"] = lambda: AIBot(settings)
    entry = dataclasses.replace(ENTRY, bots=bots)
    return play_game(entry, index, "a", b_name, seed, time.perf_counter)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("seed", type=int, nargs="?", default=1)
    parser.add_argument("--b", choices=["random", "greedy", "ai"], default="greedy")
    parser.add_argument("--a", nargs="*", default=[])
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(i, args.seed, args.a, args.b) for i in range(args.games)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        records = list(counted(pool.imap(_job, jobs, chunksize=4), len(jobs), "pachisi: games"))
    summary = summarize(records, game="pachisi", a=" ".join(args.a) or "default", b=args.b,
                        seed=args.seed)
    keep = ("a", "b", "games", "a_wins", "a_win_rate", "a_win_rate_ci95",
            "ms_per_decision_median", "ms_per_decision_max", "a_captures", "a_pawns_lost")
    print(json.dumps({k: summary[k] for k in keep}))


if __name__ == "__main__":
    main()
