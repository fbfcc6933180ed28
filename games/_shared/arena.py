"""Seeded matches between two computer players, for measuring AI strength and speed.

Player "a" and player "b" play ``games`` games. Game ``i`` puts "a" in seat ``i mod n``;
with ``duplicate = 2`` games ``2k`` and ``2k+1`` share one chance seed, so each deal is
played twice with the seats (and so the dealer role) swapped, which removes most of the luck
of the cards. Every random number comes from a ``random.Random`` seeded by (seed, game,
role), so the same command prints the same figures; only the timings vary.

A game counts as a win for whoever has the larger return; equal returns are a draw (in
Sixty-Six a 65-65 deal: nobody scores and, the arena's games being independent, the carried
point is dropped). The time of each decision of "a" is measured with a timer passed in.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from games._shared.registry import GameEntry, load_entry
from games._shared.state import sample_chance

Timer = Callable[[], float]


@dataclass
class GameRecord:
    """The outcome of one arena game from player a's side."""

    index: int
    a_seat: int
    a_return: float
    b_return: float
    a_decision_ms: list[float] = field(default_factory=list)
    stats: dict[str, float] = field(default_factory=dict)


def play_game(entry: GameEntry, index: int, a: str, b: str, seed: int,
              timer: Timer | None = None) -> GameRecord:
    """Play arena game ``index`` between bots ``a`` and ``b`` (names in ``entry.bots``)."""
    state = entry.new_state()
    chance_rng = random.Random(f"{seed}:chance:{index // entry.duplicate}")
    a_seat = index % entry.num_players
    bots = [entry.bots[a if seat == a_seat else b]() for seat in range(entry.num_players)]
    rngs = [random.Random(f"{seed}:bot:{index}:{seat}") for seat in range(entry.num_players)]
    times: list[float] = []
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, chance_rng))
            continue
        player = state.current_player()
        clock = timer if player == a_seat else None
        start = clock() if clock is not None else 0.0
        action = bots[player].choose(state.clone(), rngs[player])
        if clock is not None:
            times.append((clock() - start) * 1000.0)
        state.apply_action(action)
        if len(state.history) > entry.max_length:
            raise RuntimeError(f"game {index} exceeded {entry.max_length} actions")
    returns = state.returns()
    b_returns = [r for seat, r in enumerate(returns) if seat != a_seat]
    stats = entry.game_stats(state, a_seat) if entry.game_stats is not None else {}
    return GameRecord(index, a_seat, returns[a_seat], max(b_returns), times, stats)


def _play_by_name(job: tuple[str, int, str, str, int, Timer | None]) -> GameRecord:
    game, index, a, b, seed, timer = job
    return play_game(load_entry(game), index, a, b, seed, timer)


def run_games(game: str, a: str, b: str, games: int, seed: int, *, jobs: int = 1,
              timer: Timer | None = None) -> Iterator[GameRecord]:
    """Play the games in order of index, on ``jobs`` processes; yield each record."""
    job_list = [(game, i, a, b, seed, timer) for i in range(games)]
    if jobs <= 1:
        yield from map(_play_by_name, job_list)
        return
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        yield from pool.imap(_play_by_name, job_list, chunksize=1)


def wilson_interval(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95 % for z = 1.96)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return (max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale))


def summarize(records: list[GameRecord], *, game: str, a: str, b: str,
              seed: int) -> dict[str, object]:
    """Figures of a finished run (the arena's JSON line)."""
    n = len(records)
    a_wins = sum(r.a_return > r.b_return for r in records)
    b_wins = sum(r.a_return < r.b_return for r in records)
    points = [r.a_return for r in records]
    mean = statistics.fmean(points) if points else 0.0
    spread = statistics.stdev(points) / math.sqrt(n) if n > 1 else 0.0
    low, high = wilson_interval(a_wins, n)
    times = [t for r in records for t in r.a_decision_ms]
    summary: dict[str, object] = {
        "game": game, "a": a, "b": b, "seed": seed, "games": n,
        "a_wins": a_wins, "b_wins": b_wins, "draws": n - a_wins - b_wins,
        "a_win_rate": round(a_wins / n, 4) if n else 0.0,
        "a_win_rate_ci95": [round(low, 4), round(high, 4)],
        "a_points_per_deal": round(mean, 4),
        "a_points_ci95": [round(mean - 1.96 * spread, 4), round(mean + 1.96 * spread, 4)],
        "a_decisions": len(times),
        "ms_per_decision_median": round(statistics.median(times), 2) if times else None,
        "ms_per_decision_max": round(max(times), 2) if times else None,
    }
    totals: dict[str, float] = {}
    for record in records:
        for key, value in record.stats.items():
            totals[key] = totals.get(key, 0.0) + value
    for key, value in sorted(totals.items()):
        summary[f"a_{key}"] = value
        base = key.removesuffix("_won")
        if key != base and totals.get(base):
            summary[f"a_{base}_success_rate"] = round(value / totals[base], 4)
    return summary


def format_table(summary: dict[str, object]) -> str:
    """A small human-readable table of ``summary``."""
    n = summary["games"]
    low, high = _pair(summary["a_win_rate_ci95"])
    plow, phigh = _pair(summary["a_points_ci95"])
    win_rate = _number(summary["a_win_rate"])
    lines = [
        f"{summary['game']}: {summary['a']} (a) vs {summary['b']} (b),"
        f" {n} games, seed {summary['seed']}",
        f"  a wins            {summary['a_wins']:>6}  {100 * win_rate:5.1f} %"
        f"  (95 % {100 * low:.1f}-{100 * high:.1f})",
        f"  b wins            {summary['b_wins']:>6}",
        f"  draws             {summary['draws']:>6}",
        f"  a points per game {summary['a_points_per_deal']:+6.3f}"
        f"  (95 % {plow:+.3f}..{phigh:+.3f})",
    ]
    if summary["ms_per_decision_median"] is not None:
        lines.append(f"  a ms per decision  median {summary['ms_per_decision_median']}"
                     f"  max {summary['ms_per_decision_max']}"
                     f"  ({summary['a_decisions']} decisions)")
    for key, value in summary.items():
        if key.startswith("a_") and key not in _CORE_KEYS:
            lines.append(f"  {key:<24} {value}")
    return "\n".join(lines)


def _number(value: object) -> float:
    """A numeric field of a ``summarize`` dict (whose values are typed ``object``)."""
    assert isinstance(value, (int, float)), f"not a number: {value!r}"
    return value


def _pair(value: object) -> tuple[float, float]:
    """A confidence interval of a ``summarize`` dict: a list of two numbers."""
    assert isinstance(value, list) and len(value) == 2, f"not a pair: {value!r}"
    return _number(value[0]), _number(value[1])


_CORE_KEYS = {"a_wins", "a_win_rate", "a_win_rate_ci95", "a_points_per_deal", "a_points_ci95",
              "a_decisions"}
