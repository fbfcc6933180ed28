"""Sampled worlds: complete deals consistent with what one player has seen.

A ``World`` fixes the opponent's hand and the order of the face-down stock. The computer
player draws worlds uniformly from all those consistent with its ``Observation``: the
opponent's known cards stay with him, cards he cannot hold go to the stock, the rest of
the unseen cards are dealt at random. When there are few consistent worlds they are all
enumerated instead (each is equally likely). Only the observation and the rng are used,
so reshuffling the hidden cards cannot change the worlds drawn.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

from games.sixty_six.deck import bits, mask_of
from games.sixty_six.observation import Observation


@dataclass(frozen=True)
class World:
    """One complete deal: both hands (masks, by seat) and the draws still to come.

    ``stock`` lists the face-down cards in draw order followed by the face-up trump card,
    while the stock is open; it is empty once the stock is used up or closed.
    """

    hands: tuple[int, int]
    stock: tuple[int, ...]


def count_worlds(obs: Observation) -> int:
    """How many distinct worlds are consistent with ``obs``."""
    free = _free_cards(obs)
    unknown = obs.opponent_unknown_count
    hands = math.comb(len(free), unknown)
    if obs.closed_by is not None or obs.trump_card is None:
        return hands
    return hands * math.perm(len(bits(obs.unseen)) - unknown)


def _free_cards(obs: Observation) -> list[int]:
    return bits(obs.unseen & ~obs.opponent_excluded)


def _world(obs: Observation, opponent_cards: tuple[int, ...] | list[int],
           stock_order: tuple[int, ...] | list[int]) -> World:
    opponent_hand = obs.opponent_known | mask_of(opponent_cards)
    hands = [0, 0]
    hands[obs.player], hands[obs.opponent] = obs.hand, opponent_hand
    stock: tuple[int, ...] = ()
    if obs.closed_by is None and obs.trump_card is not None:
        stock = (*stock_order, obs.trump_card)
    return World((hands[0], hands[1]), stock)


def sample_world(obs: Observation, rng: random.Random) -> World:
    """One world drawn uniformly among those consistent with ``obs``."""
    free = _free_cards(obs)
    opponent_cards = rng.sample(free, obs.opponent_unknown_count)
    rest = bits(obs.unseen & ~mask_of(opponent_cards))
    rng.shuffle(rest)
    return _world(obs, opponent_cards, rest)


def worlds_for(obs: Observation, rng: random.Random, count: int) -> list[World]:
    """All consistent worlds if there are at most ``count``, else ``count`` sampled ones."""
    if count_worlds(obs) > count:
        return [sample_world(obs, rng) for _ in range(count)]
    free = _free_cards(obs)
    open_stock = obs.closed_by is None and obs.trump_card is not None
    worlds: list[World] = []
    for opponent_cards in itertools.combinations(free, obs.opponent_unknown_count):
        rest = bits(obs.unseen & ~mask_of(opponent_cards))
        orders = itertools.permutations(rest) if open_stock else [rest]
        worlds.extend(_world(obs, opponent_cards, order) for order in orders)
    return worlds
