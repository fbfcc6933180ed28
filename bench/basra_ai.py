"""Benchmark Basra/Passur players hand by hand (prints figures, asserts nothing).

Usage: python bench/basra_ai.py [HANDS] [SEED] [--passur] [--jobs N]
       [--a SPEC k=v ...] [--b SPEC k=v ...]

Plays duplicate hands (each deal twice, seats swapped, the same dealer seat) between two
players and prints a's mean point margin per hand with its standard error, hands won and
a's decision times. A hand margin is far less noisy than whole games, so this is the
quick way to compare settings; the arena gives the game figures. Decision times are
given as wall time and as the worker's CPU time, which a busy machine does not inflate.
SPEC is ``ai``, ``greedy``, ``greedy_safe`` or ``random``; ``k=v`` pairs set
``AISettings`` fields (``worlds=16``) or ``Judgement`` fields (``j.floor_share=0.5``).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games._shared.bots import RandomBot  # noqa: E402
from games._shared.state import sample_chance  # noqa: E402
from games.basra.ai import AIBot, AISettings, GreedyBot, GreedySafeBot  # noqa: E402
from games.basra.judgement import Judgement  # noqa: E402
from games.basra.rulebook import DEFAULT_OPTIONS, PASSUR_OPTIONS  # noqa: E402
from games.basra.rules import HandState  # noqa: E402
from retro.progress import counted


def make_bot(spec: list[str]) -> object:
    """A bot from ``[name, k=v, ...]``."""
    name, *pairs = spec
    if name != "ai":
        return {"random": RandomBot, "greedy": GreedyBot, "greedy_safe": GreedySafeBot}[name]()
    settings: dict[str, object] = {}
    judgement: dict[str, float] = {}
    for pair in pairs:
        key, _, text = pair.partition("=")
        if key.startswith("j."):
            judgement[key[2:]] = float(text)
        else:
            settings[key] = int(text)
    return AIBot(AISettings(judgement=dataclasses.replace(Judgement(), **judgement),
                            **settings))  # type: ignore[arg-type]


Timing = tuple[float, float]
"""One decision of a: (wall ms, CPU ms of the process)."""


def play_pair(job: tuple[int, int, bool, list[str], list[str]]
              ) -> list[tuple[float, list[Timing]]]:
    """Both seatings of hand ``index``: (a's margin, a's decision times) each."""
    index, seed, passur, a_spec, b_spec = job
    out = []
    for a_seat in (0, 1):
        state = HandState(1, PASSUR_OPTIONS if passur else DEFAULT_OPTIONS)
        chance = random.Random(f"{seed}:{index}")
        bots = {a_seat: make_bot(a_spec), 1 - a_seat: make_bot(b_spec)}
        rngs = {p: random.Random(f"{seed}:{index}:{a_seat}:{p}") for p in (0, 1)}
        times: list[Timing] = []
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, chance))
                continue
            p = state.current_player()
            start, cpu = time.perf_counter(), time.process_time()
            action = bots[p].choose(state.clone(), rngs[p])  # type: ignore[attr-defined]
            if p == a_seat:
                times.append(((time.perf_counter() - start) * 1000,
                              (time.process_time() - cpu) * 1000))
            state.apply_action(action)
        out.append((state.returns()[a_seat], times))
    return out


def main() -> None:
    """Run the benchmark from the command line."""
    parser = argparse.ArgumentParser()
    parser.add_argument("hands", type=int, nargs="?", default=200)
    parser.add_argument("seed", type=int, nargs="?", default=1)
    parser.add_argument("--passur", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--a", nargs="+", default=["ai"])
    parser.add_argument("--b", nargs="+", default=["greedy_safe"])
    args = parser.parse_args()
    jobs = [(i, args.seed, args.passur, args.a, args.b) for i in range(args.hands)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        pairs = list(counted(pool.imap(play_pair, jobs, chunksize=4), len(jobs), "basra: hands"))
    margins = [m for pair in pairs for m, _ in pair]
    pair_means = [(pair[0][0] + pair[1][0]) / 2 for pair in pairs]
    walls = sorted(t[0] for pair in pairs for _, ts in pair for t in ts)
    cpus = sorted(t[1] for pair in pairs for _, ts in pair for t in ts)
    se = statistics.stdev(pair_means) / math.sqrt(len(pair_means))
    won = sum(m > 0 for m in margins) / len(margins)
    print(f"{' '.join(args.a)} vs {' '.join(args.b)} ({'passur' if args.passur else 'basra'}):"
          f" {len(margins)} hands, margin {statistics.fmean(margins):+.3f} +- {se:.3f},"
          f" hands won {100 * won:.1f} %; a's decisions: {_spread(walls)} ms wall,"
          f" {_spread(cpus)} ms CPU")


def _spread(times: list[float]) -> str:
    """Median, 90th percentile and maximum of sorted ``times``."""
    return (f"median {times[len(times) // 2]:.1f} p90 {times[int(len(times) * 0.9)]:.1f}"
            f" max {times[-1]:.1f}")


if __name__ == "__main__":
    main()
