"""The Spades benchmarks: the AI team against a random team and against a ``rules`` team.

``python -m games.spades.benchmark [--tier quick|full] [--jobs N] [--seed S]``

Each match is an arena run (``games._shared.arena``): whole games to 400, duplicate deals
(the same cards in all four seatings), the AI in both seats of one team. The quick tier
plays 20 games a match for everyday runs; the full tier plays 200 and compares with the
issue's targets (at least 99 % of the games against random, 80 % against rules). For each
match it prints the arena's table, the AI team's bidding calibration per hand (books made
minus bid, sets, sandbags, bag penalties) and the wall time; then the total time.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from games._shared.arena import format_table, run_games, summarize
from retro.progress import counted

TIERS = {"quick": 20, "full": 200}
TARGETS = {"random": 0.99, "rules": 0.80}
"""Least share of games the AI team must win against each opponent (full tier)."""


def calibration(summary: dict[str, object]) -> dict[str, float]:
    """Per-hand figures of the AI team's bidding from the arena's summed counters."""
    hands = summary.get("a_hands")
    assert isinstance(hands, float) and hands > 0, "the summary has no hands counted"
    figures = {}
    for key, name in (("a_books_over_bid", "made_minus_bid"), ("a_sets", "sets"),
                      ("a_bags", "bags"), ("a_bag_penalties", "bag_penalties")):
        value = summary[key]
        assert isinstance(value, float)
        figures[name] = round(value / hands, 3)
    return figures


def run_match(b: str, games: int, seed: int, jobs: int, a: str = "ai") -> dict[str, object]:
    """One arena run of ``a`` against ``b``; the summary with calibration and wall time."""
    start = time.perf_counter()
    played = run_games("spades", a, b, games, seed, jobs=jobs, timer=time.perf_counter)
    records = list(counted(played, games, f"spades {a} vs {b}: games"))
    summary = summarize(records, game="spades", a=a, b=b, seed=seed)
    summary["calibration"] = calibration(summary)
    summary["seconds"] = round(time.perf_counter() - start, 1)
    return summary


def report(summary: dict[str, object], full: bool) -> list[str]:
    """The lines printed for one match."""
    lines = [format_table(summary)]
    figures = summary["calibration"]
    assert isinstance(figures, dict)
    lines.append("  calibration per hand: " + ", ".join(
        f"{name.replace('_', ' ')} {value:+.3f}" if name == "made_minus_bid" else
        f"{name.replace('_', ' ')} {value:.3f}" for name, value in figures.items()))
    target = TARGETS.get(str(summary["b"]))
    if full and target is not None:
        rate = summary["a_win_rate"]
        assert isinstance(rate, float)
        verdict = "met" if rate >= target else "NOT MET"
        lines.append(f"  target {100 * target:.0f} %: {verdict} ({100 * rate:.1f} %)")
    lines.append(f"  time {summary['seconds']} s")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tier's matches and print their figures."""
    parser = argparse.ArgumentParser(prog="python -m games.spades.benchmark",
                                     description="The Spades AI benchmarks.")
    parser.add_argument("--tier", choices=sorted(TIERS), default="quick")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", choices=sorted(TARGETS), action="append",
                        help="only this opponent (may be repeated)")
    args = parser.parse_args(argv)
    games, full = TIERS[args.tier], args.tier == "full"
    start = time.perf_counter()
    for b in args.against or sorted(TARGETS):
        summary = run_match(b, games, args.seed, max(1, args.jobs))
        print("\n".join(report(summary, full)), flush=True)
    print(f"spades {args.tier} tier: {time.perf_counter() - start:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
