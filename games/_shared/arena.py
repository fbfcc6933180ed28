"""Seeded matches between two computer players, for measuring AI strength and speed.

Player "a" and player "b" play ``games`` games. Game ``i`` uses arrangement ``k = i mod n``
of the ``n`` seats: "a" sits in seat ``k`` and "b" in all the others, or, in a game with
teams, "a" plays every seat of the team that holds seat ``k``'s partnership shifted by
``k`` and "b" the other team (in Spades: N-S, then E-W, then N-S with the partners
swapped...). With ``duplicate = d`` games ``d*j .. d*j+d-1`` share one chance seed, so a
deal or a run of dice is played in every arrangement, which removes most of the luck.
Every random number comes from a ``random.Random`` seeded by (seed, game, role), so the
same command prints the same figures; only the timings vary.

A game counts as a win for "a" when its return is larger than every "b" seat's (a team's
seats share one return); equal best returns are a draw. Per seat, the arena also counts
which seat won, whoever sat there (the first player's edge in Pachisi, say). The time of
each decision of "a" is measured with a timer passed in, and so is each whole turn: the
decisions "a" makes one after another without anybody else moving in between.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from games._shared.bots import Bot
from games._shared.registry import GameEntry, load_entry
from games._shared.state import sample_chance

Timer = Callable[[], float]
BotMaker = Callable[[str, str], Bot]
"""Makes a bot the game's entry does not list, from the game's and the bot's names (the
arena's command line passes OpenSpiel's bots in this way; ``None``: entry bots only)."""


@dataclass
class GameRecord:
    """The outcome of one arena game from player a's side."""

    index: int
    a_seat: int
    a_return: float
    b_return: float
    a_decision_ms: list[float] = field(default_factory=list)
    stats: dict[str, float] = field(default_factory=dict)
    a_seats: tuple[int, ...] = ()
    winner_seat: int | None = None
    """The seat with the best return (the lowest of a winning team's seats), None on a tie."""
    a_turn_ms: list[float] = field(default_factory=list)


def a_seats(entry: GameEntry, index: int) -> tuple[int, ...]:
    """The seats player "a" holds in arena game ``index``."""
    n = entry.num_players
    shift = index % n
    base = entry.teams[0] if entry.teams else (0,)
    return tuple(sorted((seat + shift) % n for seat in base))


def make_bot(entry: GameEntry, name: str, maker: BotMaker | None = None) -> Bot:
    """A fresh bot ``name``: one of ``entry.bots``, else one ``maker`` makes."""
    if name in entry.bots or maker is None:
        return entry.bots[name]()
    return maker(entry.name, name)


def play_game(entry: GameEntry, index: int, a: str, b: str, seed: int,
              timer: Timer | None = None, maker: BotMaker | None = None) -> GameRecord:
    """Play arena game ``index`` between bots ``a`` and ``b`` (names in ``entry.bots``, or
    names ``maker`` knows)."""
    state = entry.new_state()
    chance_rng = random.Random(f"{seed}:chance:{index // entry.duplicate}")
    mine = a_seats(entry, index)
    bots = [make_bot(entry, a if seat in mine else b, maker) for seat in range(entry.num_players)]
    rngs = [random.Random(f"{seed}:bot:{index}:{seat}") for seat in range(entry.num_players)]
    times: list[float] = []
    turns: list[float] = []
    last_mover: int | None = None
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, chance_rng))
            continue
        player = state.current_player()
        clock = timer if player in mine else None
        start = clock() if clock is not None else 0.0
        action = bots[player].choose(state.clone(), rngs[player])
        if clock is not None:
            spent = (clock() - start) * 1000.0
            times.append(spent)
            if last_mover == player and turns:
                turns[-1] += spent
            else:
                turns.append(spent)
        last_mover = player
        state.apply_action(action)
        if len(state.history) > entry.max_length:
            raise RuntimeError(f"game {index} exceeded {entry.max_length} actions")
    returns = state.returns()
    b_best = max(r for seat, r in enumerate(returns) if seat not in mine)
    stats = entry.game_stats(state, mine[0]) if entry.game_stats is not None else {}
    return GameRecord(index, mine[0], returns[mine[0]], b_best, times, stats, mine,
                      _winner_seat(returns, entry.teams), turns)


def _winner_seat(returns: list[float], teams: tuple[tuple[int, ...], ...]) -> int | None:
    """The first seat of the seat or team whose return is best, None when that is shared."""
    groups = teams or tuple((seat,) for seat in range(len(returns)))
    best = max(returns[group[0]] for group in groups)
    winners = [group for group in groups if returns[group[0]] == best]
    return min(winners[0]) if len(winners) == 1 else None


def _play_by_name(job: tuple[str, int, str, str, int, Timer | None, BotMaker | None]
                  ) -> GameRecord:
    game, index, a, b, seed, timer, maker = job
    return play_game(load_entry(game), index, a, b, seed, timer, maker)


def run_games(game: str, a: str, b: str, games: int, seed: int, *, jobs: int = 1,
              timer: Timer | None = None, maker: BotMaker | None = None
              ) -> Iterator[GameRecord]:
    """Play the games in order of index, on ``jobs`` processes; yield each record."""
    job_list = [(game, i, a, b, seed, timer, maker) for i in range(games)]
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


def summarize(records: list[GameRecord], *, game: str, a: str, b: str, seed: int,
              long_turns: bool = False) -> dict[str, object]:
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
    summary |= _shares(records)
    turns = [t for r in records for t in r.a_turn_ms]
    if long_turns and turns:
        summary |= {"a_turns": len(turns),
                    "ms_per_turn_median": round(statistics.median(turns), 2),
                    "ms_per_turn_max": round(max(turns), 2)}
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


def _shares(records: list[GameRecord]) -> dict[str, object]:
    """Win shares per bot, per seat (whoever sat there), and of "a" per arrangement."""
    n = len(records) or 1
    a_wins = sum(r.a_return > r.b_return for r in records)
    b_wins = sum(r.a_return < r.b_return for r in records)
    seats = 1 + max((max(r.a_seats or (r.a_seat,)) for r in records), default=0)
    seat_wins = [sum(r.winner_seat == seat for r in records) for seat in range(seats)]
    arrangements: dict[tuple[int, ...], list[GameRecord]] = {}
    for record in records:
        arrangements.setdefault(record.a_seats or (record.a_seat,), []).append(record)
    return {
        "b_win_rate": round(b_wins / n, 4),
        "draw_rate": round((len(records) - a_wins - b_wins) / n, 4),
        "seat_win_shares": [round(w / n, 4) for w in seat_wins],
        "a_win_rate_by_seats": {
            "+".join(map(str, seats_of_a)): round(
                sum(r.a_return > r.b_return for r in group) / len(group), 4)
            for seats_of_a, group in sorted(arrangements.items())},
    }


def format_table(summary: dict[str, object]) -> str:
    """A small human-readable table of ``summary``."""
    n = summary["games"]
    low, high = _pair(summary["a_win_rate_ci95"])
    plow, phigh = _pair(summary["a_points_ci95"])
    win_rate = _number(summary["a_win_rate"])
    lines = [
        f"{summary['game']}: {summary['a']} (a) vs {summary['b']} (b),"
        f" {n} games, seed {summary['seed']}",
        *(f"  {role} = {summary[role]}: {text}"
          for role, text in _labels(summary).items()),
        f"  a wins            {summary['a_wins']:>6}  {100 * win_rate:5.1f} %"
        f"  (95 % {100 * low:.1f}-{100 * high:.1f})",
        f"  b wins            {summary['b_wins']:>6}",
        f"  draws             {summary['draws']:>6}",
        f"  a points per game {summary['a_points_per_deal']:+6.3f}"
        f"  (95 % {plow:+.3f}..{phigh:+.3f})",
    ]
    lines.append(f"  b win rate        {100 * _number(summary['b_win_rate']):5.1f} %"
                 f"   draws {100 * _number(summary['draw_rate']):.1f} %")
    seat_shares = summary["seat_win_shares"]
    by_seats = summary["a_win_rate_by_seats"]
    assert isinstance(seat_shares, list) and isinstance(by_seats, dict)
    lines.append("  wins by seat      " + "  ".join(
        f"{seat}: {100 * _number(share):.1f} %" for seat, share in enumerate(seat_shares)))
    lines.append("  a wins when in    " + "  ".join(
        f"seat {seats}: {100 * _number(share):.1f} %" for seats, share in by_seats.items()))
    if summary["ms_per_decision_median"] is not None:
        lines.append(f"  a ms per decision  median {summary['ms_per_decision_median']}"
                     f"  max {summary['ms_per_decision_max']}"
                     f"  ({summary['a_decisions']} decisions)")
    if "ms_per_turn_median" in summary:
        lines.append(f"  a ms per turn      median {summary['ms_per_turn_median']}"
                     f"  max {summary['ms_per_turn_max']}  ({summary['a_turns']} turns)")
    for key, value in summary.items():
        if key.startswith("a_") and key not in _CORE_KEYS:
            lines.append(f"  {key:<24} {value}")
    return "\n".join(lines)


def _labels(summary: dict[str, object]) -> dict[str, str]:
    """What the players named in ``summary["labels"]`` are (OpenSpiel's bots say so)."""
    labels = summary.get("labels", {})
    assert isinstance(labels, dict)
    return {str(role): str(text) for role, text in labels.items()}


def _number(value: object) -> float:
    """A numeric field of a ``summarize`` dict (whose values are typed ``object``)."""
    assert isinstance(value, (int, float)), f"not a number: {value!r}"
    return value


def _pair(value: object) -> tuple[float, float]:
    """A confidence interval of a ``summarize`` dict: a list of two numbers."""
    assert isinstance(value, list) and len(value) == 2, f"not a pair: {value!r}"
    return _number(value[0]), _number(value[1])


_CORE_KEYS = {"a_wins", "a_win_rate", "a_win_rate_ci95", "a_points_per_deal", "a_points_ci95",
              "a_decisions", "a_win_rate_by_seats", "a_turns"}
