"""Benchmark Sixty-Six AI settings against each other (prints figures, asserts nothing).

Usage: python bench/sixty_six_ai.py [DEALS] [SEED] [--a k=v ...] [--b k=v ...]
Plays duplicate deals (each deal twice, seats swapped) between ``AIBot(AISettings(**a))`` and
``AIBot(AISettings(**b))`` (or ``random``/``greedy``) and prints game points per deal for a,
deals won, and the decision times of a.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games._shared.arena import play_game, summarize  # noqa: E402
from games._shared.bots import RandomBot  # noqa: E402
from games.sixty_six.ai import AIBot, AISettings, GreedyBot  # noqa: E402
from games.sixty_six.arena import ENTRY  # noqa: E402
from retro.progress import counted


def _settings(pairs: list[str]) -> AISettings:
    fields = {f.name: f.type for f in dataclasses.fields(AISettings)}
    values = {}
    for pair in pairs:
        key, _, text = pair.partition("=")
        values[key] = float(text) if fields[key] in ("float", float) else int(text)
    return AISettings(**values)


def _bot(spec: list[str] | str):
    if spec == "random":
        return RandomBot
    if spec == "greedy":
        return GreedyBot
    settings = _settings(spec)
    return lambda: AIBot(settings)


def _job(args: tuple) -> object:
    index, seed, a_spec, b_spec = args
    entry = dataclasses.replace(ENTRY, bots={"a": _bot(a_spec), "b": _bot(b_spec)})
    return play_game(entry, index, "a", "b", seed, time.perf_counter)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("deals", type=int, nargs="?", default=200)
    parser.add_argument("seed", type=int, nargs="?", default=1)
    parser.add_argument("--a", nargs="*", default=[])
    parser.add_argument("--b", nargs="*", default=[])
    parser.add_argument("--b-bot", choices=["ai", "random", "greedy"], default="ai")
    args = parser.parse_args()
    b_spec = args.b if args.b_bot == "ai" else args.b_bot
    jobs = [(i, args.seed, args.a, b_spec) for i in range(args.deals)]
    with multiprocessing.get_context("fork").Pool(2) as pool:
        records = list(counted(pool.imap(_job, jobs, chunksize=4), len(jobs), "sixty-six: deals"))
    summary = summarize(records, game="sixty-six", a=" ".join(args.a) or "default",
                        b=" ".join(b_spec) if isinstance(b_spec, list) else b_spec, seed=args.seed)
    times = sorted(t for r in records for t in r.a_decision_ms)
    summary["ms_p90"] = round(times[int(0.9 * len(times))], 2)
    summary["ms_mean"] = round(statistics.fmean(times), 2)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
