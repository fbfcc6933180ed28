"""Scoring a hand of Spades and writing the score sheet, as pure functions.

A team's running score is two numbers kept apart (games.md 6.3): ``points``, always a
multiple of 10, and ``bags``, the sandbags not yet paid for. The score shown to players is
the two together, the bags in the units digit: 70 points and 4 bags read ``+74``;
-30 points and 4 bags read ``-34`` (the sign belongs to the points). Only the points
decide who wins.

A hand: a team that takes at least its bid gains 10 per book bid and one bag per book
over; a team short of its bid loses 10 per missing book. When the bags reach the limit
(10 the first time in a game, 3 after any penalty) the team loses 100 points and the
limit is taken off the bags, as often as it fits.

``score_table`` lays a sheet out in the columns of the example in the original's
instructions: a header with the two teams, a line per hand headed "BOOK" and its number
with each team's ``hand_text`` (a penalty adds a line in the team's column), dashes,
and the totals with the sandbag counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.spades.rulebook import (
    BAG_PENALTY,
    BOOK_POINTS,
    FIRST_BAG_LIMIT,
    LATER_BAG_LIMIT,
    TEAM_NAMES,
    Options,
)


@dataclass(frozen=True)
class TeamScore:
    """A team's running score: points, unpaid sandbags, penalties taken so far."""

    points: int = 0
    bags: int = 0
    penalties: int = 0

    @property
    def bag_limit(self) -> int:
        """Bags that cost the next 100: 10 before any penalty, 3 after."""
        return FIRST_BAG_LIMIT if self.penalties == 0 else LATER_BAG_LIMIT

    @property
    def shown(self) -> str:
        """The score as the sheet shows it, e.g. ``"+74"``, ``"-34"``."""
        return format_total(self.points, self.bags)


@dataclass(frozen=True)
class TeamHand:
    """One team's line of the score sheet for one hand."""

    bid: int
    made: int
    points: int
    """Points from the bid: +10 per book bid when made, -10 per missing book when set."""
    bags: int
    """Sandbags taken in this hand (books over the bid)."""
    penalties: int
    """How many 100-point sandbag penalties this hand caused."""
    bags_paid: int
    """Bags taken off the count by those penalties."""
    before: TeamScore
    after: TeamScore

    @property
    def set(self) -> bool:
        """Whether the team fell short of its bid."""
        return self.made < self.bid


@dataclass(frozen=True)
class HandRecord:
    """One hand on the score sheet: its number (from 1), its dealer and both teams' lines."""

    number: int
    dealer: int
    teams: tuple[TeamHand, TeamHand]


def score_hand(score: TeamScore, bid: int, made: int) -> TeamHand:
    """The line for a team with ``score`` before a hand where it bid ``bid`` and took ``made``."""
    if made >= bid:
        points, bags = BOOK_POINTS * bid, made - bid
    else:
        points, bags = -BOOK_POINTS * (bid - made), 0
    total_points, total_bags = score.points + points, score.bags + bags
    penalties = paid = 0
    limit = score.bag_limit
    while total_bags >= limit:
        total_points -= BAG_PENALTY
        total_bags -= limit
        paid += limit
        penalties += 1
        limit = LATER_BAG_LIMIT
    after = TeamScore(total_points, total_bags, score.penalties + penalties)
    return TeamHand(bid, made, points, bags, penalties, paid, score, after)


def end_reason(points: tuple[int, int], hands_played: int, options: Options) -> str | None:
    """Why the game ends after a hand with these points, or None if it goes on.

    ``"target"`` when a team's points reach the target, else (with the arena's options)
    ``"floor"`` when a team's points fall to ``lose_at``, ``"hand_limit"`` after the last
    hand allowed. Bags never count.
    """
    if max(points) >= options.target:
        return "target"
    if options.lose_at is not None and min(points) <= options.lose_at:
        return "floor"
    if options.hand_limit is not None and hands_played >= options.hand_limit:
        return "hand_limit"
    return None


def ahead(points: tuple[int, int]) -> int | None:
    """The team with more points, or None when they are equal (a draw if the game ends)."""
    if points[0] == points[1]:
        return None
    return 0 if points[0] > points[1] else 1


def format_total(points: int, bags: int) -> str:
    """Points and bags as one number with the bags in the units digit: ``+74``, ``-34``, ``0``."""
    value = abs(points) + bags
    if value == 0:
        return "0"
    return f"{'-' if points < 0 else '+'}{value}"


def hand_text(line: TeamHand) -> str:
    """``"+51 (5 BID, 6 MADE)"``: what the hand brought, bags in the units digit."""
    return f"{format_total(line.points, line.bags)} ({line.bid} BID, {line.made} MADE)"


def penalty_text(line: TeamHand) -> str:
    """``"-110 (100 PENALTY, 10 BAGS CLEARED)"`` for a line with a penalty, else ``""``.

    The number is what the shown score loses: the 100s plus the bags taken off the units
    digit, so a column of the sheet always adds up to its total; the words name both parts.
    """
    if not line.penalties:
        return ""
    lost = BAG_PENALTY * line.penalties
    return f"-{lost + line.bags_paid} ({lost} PENALTY, {line.bags_paid} BAGS CLEARED)"


_NS_END, _EW_END = 13, 36
"""Columns just after the right-aligned numbers of the N-S and E-W halves of the sheet."""


def _place(line: str, end: int, number: str, rest: str) -> str:
    start = max(end - len(number), len(line) + (2 if line.strip() else 0))
    return line.ljust(start) + number + rest


def _split(text: str) -> tuple[str, str]:
    number, _, rest = text.partition(" ")
    return number, " " + rest


def bag_note(scores: tuple[TeamScore, TeamScore]) -> str:
    """``"(EACH TEAM HAS 4 SANDBAGS)"``, or both counts when they differ."""
    ns, ew = scores[0].bags, scores[1].bags
    if ns == ew:
        return f"(EACH TEAM HAS {ns} SANDBAG{'' if ns == 1 else 'S'})"
    return f"({TEAM_NAMES[0]} HAS {ns}, {TEAM_NAMES[1]} HAS {ew} SANDBAGS)"


def points_line(scores: tuple[TeamScore, TeamScore]) -> str:
    """The points alone, in the sheet's columns, for the end of a game: the totals hold
    the sandbags in their units digit, but only points decide the game."""
    ns = _place("", _NS_END, str(scores[0].points), " POINTS")
    return _place(ns, _EW_END, str(scores[1].points), " POINTS  (SANDBAGS LEFT OUT)")


def score_table(records: list[HandRecord], scores: tuple[TeamScore, TeamScore],
                label: str = "BOOK") -> list[str]:
    """The score sheet as text lines: a line per hand (and per penalty), then the totals."""
    lines = [_place(_place("", _NS_END + 1, TEAM_NAMES[0], ""), _EW_END, TEAM_NAMES[1], "")]
    for record in records:
        ns_number, ns_rest = _split(hand_text(record.teams[0]))
        ew_number, ew_rest = _split(hand_text(record.teams[1]))
        line = _place(f"{label} {record.number}", _NS_END, ns_number, ns_rest)
        lines.append(_place(line, _EW_END, ew_number, " " + ew_rest))
        for team, end in ((0, _NS_END), (1, _EW_END)):  # a line each: both do not fit one
            text = penalty_text(record.teams[team])
            if text:
                lines.append(_place("", end, *_split(text)))
    lines.append(_place(_place("", _NS_END, "---", ""), _EW_END, "---", ""))
    ns_total = _place("", _NS_END, scores[0].shown, " TOTAL TO DATE")
    lines.append(_place(ns_total, _EW_END, scores[1].shown, " TOTAL TO DATE  " + bag_note(scores)))
    return lines
