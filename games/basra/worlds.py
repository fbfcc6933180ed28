"""Sampled worlds: the opponent's hand, drawn consistently with what one player has seen.

Within a batch nothing more is dealt, so a world needs only the opponent's hand. Its
known cards (bottom-of-pack cards dealt to him) stay with him; the rest is drawn from the
unseen cards that are not known to lie at the bottom of the pack. Worlds in which the
opponent holds the same cards up to suits that cannot matter (``CLASS_OF``) are merged
and weighted, and when all possible hands are few they are enumerated instead of drawn.
Only the observation and the rng are used, so reshuffling hidden cards cannot change
the worlds.
"""

from __future__ import annotations

import itertools
import math
import random

from games.basra.observation import Observation
from games.basra.pack import CLUBS, NUM_CARDS, RANK_OF, SEVEN_OF_DIAMONDS, bits, mask_of
from games.basra.rulebook import Options, card_points


def card_classes(options: Options) -> tuple[int, ...]:
    """A class number per card: two cards of one class play exactly alike (same rank,
    points and, in Passur, clubs or not; the seven of diamonds alone when it sweeps)."""
    points = card_points(options)
    classes = []
    for c in range(NUM_CARDS):
        club = options.passur and bool(CLUBS >> c & 1)
        special = c == SEVEN_OF_DIAMONDS and options.seven_sweeps
        classes.append(int(RANK_OF[c]) * 64 + points[c] * 4 + club * 2 + special)
    return tuple(classes)


def _free_pool(obs: Observation) -> list[int]:
    return bits(obs.unseen & ~mask_of(obs.tail))


def count_hands(obs: Observation) -> int:
    """How many opponent hands are consistent with ``obs``."""
    return math.comb(len(_free_pool(obs)), obs.opponent_unknown_count)


def worlds_for(obs: Observation, rng: random.Random, count: int,
               classes: tuple[int, ...]) -> list[tuple[int, float]]:
    """Opponent hands (masks) with weights summing to 1: all of them if there are at most
    ``count``, else ``count`` drawn uniformly; hands alike up to ``classes`` merged."""
    pool = _free_pool(obs)
    unknown = obs.opponent_unknown_count
    if math.comb(len(pool), unknown) <= count:
        drawn = [list(h) for h in itertools.combinations(pool, unknown)]
    else:
        drawn = [rng.sample(pool, unknown) for _ in range(count)]
    merged: dict[tuple[int, ...], list[float]] = {}
    hands: dict[tuple[int, ...], int] = {}
    for cards in drawn:
        key = tuple(sorted(classes[c] for c in cards))
        if key in merged:
            merged[key][0] += 1.0
        else:
            merged[key] = [1.0]
            hands[key] = obs.opponent_known | mask_of(cards)
    total = float(len(drawn))
    return [(hands[key], weight[0] / total) for key, weight in merged.items()]

