"""What a played card takes from the floor, and why: the capture rules of Basra and Passur.

Capturing is automatic, so for every card and floor there is exactly one outcome
(games.md section 2.3):

* Basra, a numeral (ace 1; with ace high a *played* ace counts 14 and also pairs the
  floor's aces): the floor numerals form groups that each add up to the card's value (a
  card of the same value is a group of one); the card takes the largest possible number
  of cards in disjoint groups. So 9 on 2-4-5-7 takes 4+5 and 2+7, and 10 on A-A-A-A-2-2-2
  takes all seven. Equal counts: the most points, then the first cards in the fixed order
  (``pack.ORDER_KEY``).
* Basra, king or queen: every floor card of its own rank. A jack: the whole floor. The
  seven of diamonds (unless the option turns its sweeps off): the whole floor too.
* Passur, a numeral: one group of floor numerals that makes 11 *with* the played card;
  among several, the most points, then the most clubs, then the most cards, then the fixed
  order. King or queen: one card of its rank. Jack: every numeral and jack, leaving kings
  and queens; with none of those on the floor the jack stays there.

A capture that empties the floor is a basra (Passur: a sur), except a jack's, and except
the seven of diamonds' unless the floor was all numerals adding up to 10 or less.
``Capturer.outcome`` is the cached fast path the AI's search uses; ``resolve`` also says
how the cards split into groups, for the screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from games._shared.cards import Rank
from games.basra.pack import (
    CLUBS,
    JACKS,
    NUMERALS,
    ORDER_KEY,
    RANK_OF,
    SEVEN_OF_DIAMONDS,
    VALUE_OF,
    bits,
    rank_mask,
)
from games.basra.rulebook import SEVEN_BASRA_LIMIT, Options, card_points

TRAIL = "trail"
"""Nothing taken: the card stays on the floor."""
MATCH = "match"
"""Cards of the played card's own rank (every group is one card)."""
SUM = "sum"
"""Groups of numerals adding up to the played card (Basra)."""
ELEVEN = "eleven"
"""Numerals that make 11 with the played card (Passur)."""
JACK = "jack"
"""The jack clears the floor (Passur: all but kings and queens)."""
SEVEN = "seven"
"""The seven of diamonds clears the floor (Basra)."""


@dataclass(frozen=True, slots=True)
class Capture:
    """The outcome of playing ``card`` to a floor.

    ``taken`` is the mask of floor cards taken (the played card goes with them unless
    ``how`` is ``TRAIL``). ``groups`` splits ``taken`` into the groups that explain it (one
    mask for a sweep). ``sweep`` marks a basra or sur.
    """

    card: int
    taken: int
    groups: tuple[int, ...]
    how: str
    sweep: bool
    points: int = 0
    """Points of the cards taken and the played card (0 for a trail)."""
    cards: tuple[int, ...] = ()
    """The cards taken, as a tuple (``taken`` as a list of card ints)."""
    group_cards: tuple[tuple[int, ...], ...] = ()
    """``groups`` as tuples of card ints."""


CACHE_LIMIT = 200_000


class Capturer:
    """The capture rules under one set of options, with a cache for the search."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.points = card_points(options)
        self._preference = tuple((-self.points[c], ORDER_KEY[c]) for c in range(len(self.points)))
        """Which of two cards of one value a capture takes first: more points, then the
        fixed order."""
        self._cache: dict[int, tuple[int, bool]] = {}
        self._captures: dict[int, Capture] = {}

    def outcome(self, card: int, floor: int) -> tuple[int, bool]:
        """``(taken, sweep)`` of playing ``card`` to ``floor`` (cached)."""
        key = floor << 6 | card
        hit = self._cache.get(key)
        if hit is None:
            capture = self.resolve(card, floor)
            hit = (capture.taken, capture.sweep)
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = hit
        return hit

    def resolve(self, card: int, floor: int) -> Capture:
        """The full outcome of playing ``card`` to ``floor`` (cached)."""
        key = floor << 6 | card
        hit = self._captures.get(key)
        if hit is None:
            hit = self._work_out(card, floor)
            if len(self._captures) >= CACHE_LIMIT:
                self._captures.clear()
            self._captures[key] = hit
        return hit

    def _work_out(self, card: int, floor: int) -> Capture:
        rank = RANK_OF[card]
        passur = self.options.passur
        if rank is Rank.JACK:
            taken = floor & (NUMERALS | JACKS) if passur else floor
            return self._make(card, taken, (taken,) if taken else (),
                              JACK if taken else TRAIL, False)
        if card == SEVEN_OF_DIAMONDS and self.options.seven_sweeps and floor:
            numerals_only = not floor & ~NUMERALS
            total = sum(VALUE_OF[c] for c in bits(floor))
            return self._make(card, floor, (floor,), SEVEN,
                              numerals_only and total <= SEVEN_BASRA_LIMIT)
        if rank in (Rank.QUEEN, Rank.KING):
            same = floor & rank_mask(rank)
            if passur and same:
                same = 1 << min(bits(same), key=ORDER_KEY.__getitem__)
            groups = tuple(1 << c for c in bits(same))
            return self._finish(card, floor, same, groups, MATCH)
        if passur:
            return self._passur_numeral(card, floor)
        return self._basra_numeral(card, floor)

    def _finish(self, card: int, floor: int, taken: int, groups: tuple[int, ...],
                how: str) -> Capture:
        return self._make(card, taken, groups, how if taken else TRAIL, taken == floor)

    def _make(self, card: int, taken: int, groups: tuple[int, ...], how: str,
              sweep: bool) -> Capture:
        if not taken:
            return Capture(card, 0, (), TRAIL, False)
        cards = tuple(bits(taken))
        points = self.points[card] + sum(self.points[c] for c in cards)
        return Capture(card, taken, groups, how, sweep, points, cards,
                       tuple(tuple(bits(g)) for g in groups))

    def _basra_numeral(self, card: int, floor: int) -> Capture:
        ace = RANK_OF[card] is Rank.ACE
        target = self.options.ace_value if ace else VALUE_OF[card]
        numerals = bits(floor & NUMERALS)
        if not numerals:
            return self._make(card, 0, (), TRAIL, False)
        by_value: list[list[int]] = [[] for _ in range(11)]
        for c in numerals:
            by_value[VALUE_OF[c]].append(c)
        for cards in by_value:
            if len(cards) > 1:
                cards.sort(key=self._preference.__getitem__)
        counts = tuple(len(cards) for cards in by_value)
        plans = _best_plans(target, counts, ace and target != 1)
        if not plans:
            return self._make(card, 0, (), TRAIL, False)
        best_plan = plans[0]
        if len(plans) > 1:
            best: tuple[int, tuple[int, ...]] | None = None
            for taken_counts, used in plans:
                chosen = [c for v, n in enumerate(taken_counts) for c in by_value[v][:n]]
                key = (-sum(self.points[c] for c in chosen),
                       tuple(sorted(ORDER_KEY[c] for c in chosen)))
                if best is None or key < best:
                    best, best_plan = key, (taken_counts, used)
        taken_counts, used = best_plan
        pools = [iter(cards[:n]) for cards, n in zip(by_value, taken_counts, strict=True)]
        groups = []
        for group_type in used:
            mask = 0
            for value in group_type:
                mask |= 1 << next(pools[value])
            groups.append(mask)
        taken = 0
        for mask in groups:
            taken |= mask
        how = MATCH if all(mask & (mask - 1) == 0 for mask in groups) else SUM
        return self._finish(card, floor, taken, tuple(groups), how)

    def _passur_numeral(self, card: int, floor: int) -> Capture:
        target = 11 - VALUE_OF[card]
        cards = sorted(bits(floor & NUMERALS), key=lambda c: (VALUE_OF[c], ORDER_KEY[c]))
        best: tuple[int, int, int, tuple[int, ...]] | None = None
        best_group: list[int] = []
        for group in _subsets_adding_to(cards, target):
            key = (-sum(self.points[c] for c in group),
                   -sum(CLUBS >> c & 1 for c in group),
                   -len(group),
                   tuple(sorted(ORDER_KEY[c] for c in group)))
            if best is None or key < best:
                best, best_group = key, group
        taken = sum(1 << c for c in best_group)
        return self._finish(card, floor, taken, (taken,) if taken else (), ELEVEN)


def _subsets_adding_to(cards: list[int], target: int) -> Iterator[list[int]]:
    """Every subset of ``cards`` (sorted by value) whose values add up to ``target``."""
    chosen: list[int] = []

    def walk(start: int, remaining: int) -> Iterator[list[int]]:
        if remaining == 0:
            yield list(chosen)
            return
        for i in range(start, len(cards)):
            value = VALUE_OF[cards[i]]
            if value > remaining:
                break
            chosen.append(cards[i])
            yield from walk(i + 1, remaining - value)
            chosen.pop()

    if target > 0:
        yield from walk(0, target)


@lru_cache(maxsize=256)
def _group_types(target: int, ace_pair: bool) -> tuple[tuple[int, ...], ...]:
    """The ways a group of floor numerals can add up to ``target``, as sorted value tuples
    (largest part first); with ``ace_pair`` also a lone ace (a played high ace pairs it)."""
    out: list[tuple[int, ...]] = []

    def parts(remaining: int, largest: int, prefix: tuple[int, ...]) -> None:
        if remaining == 0:
            out.append(prefix)
            return
        for value in range(min(largest, remaining, 10), 0, -1):
            parts(remaining - value, value, (*prefix, value))

    parts(target, 10, ())
    if ace_pair and (1,) not in out:
        out.append((1,))
    return tuple(out)


@lru_cache(maxsize=256)
def _group_needs(target: int, ace_pair: bool
                 ) -> tuple[tuple[tuple[int, ...], tuple[tuple[int, int], ...]], ...]:
    """Each group type with how many cards of each value it needs."""
    out = []
    for group_type in _group_types(target, ace_pair):
        need: dict[int, int] = {}
        for value in group_type:
            need[value] = need.get(value, 0) + 1
        out.append((group_type, tuple(need.items())))
    return tuple(out)


Plan = tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]
"""How many cards of each value (index 0..10) a capture takes, and the groups (as value
tuples) that make it up."""


@lru_cache(maxsize=65_536)
def _best_plans(target: int, counts: tuple[int, ...], ace_pair: bool) -> tuple[Plan, ...]:
    """Every way to take the most cards in disjoint groups from a floor with ``counts``
    numerals of each value (one plan per distinct set of values taken); empty if no group
    fits."""
    types = [(group_type, need) for group_type, need in _group_needs(target, ace_pair)
             if all(counts[v] >= n for v, n in need)]
    remaining = list(counts)
    used: list[tuple[int, ...]] = []
    best_n = 0
    plans: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}

    def walk(start: int, taken: int) -> None:
        nonlocal best_n
        if taken > best_n:
            best_n = taken
            plans.clear()
        if taken == best_n and taken:
            key = tuple(c - r for c, r in zip(counts, remaining, strict=True))
            plans.setdefault(key, tuple(used))
        for i in range(start, len(types)):
            group_type, need = types[i]
            if not all(remaining[v] >= n for v, n in need):
                continue
            for value in group_type:
                remaining[value] -= 1
            used.append(group_type)
            walk(i, taken + len(group_type))
            used.pop()
            for value in group_type:
                remaining[value] += 1

    walk(0, 0)
    return tuple(plans.items())


_CAPTURERS: dict[Options, Capturer] = {}


def capturer_for(options: Options) -> Capturer:
    """The shared ``Capturer`` for ``options`` (one cache per set of options)."""
    found = _CAPTURERS.get(options)
    if found is None:
        found = _CAPTURERS[options] = Capturer(options)
    return found
