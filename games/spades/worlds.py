"""Sampled worlds: the other three hands, dealt consistently with what one seat has seen.

A world gives every seat a full hand: the observer's own cards, each other seat's
face-up cards, and the observer's unseen cards shared out so that each seat gets as many
as it holds face down and none of a suit it has shown it lacks. Only the observation and
the rng are used, so reshuffling the hidden cards of a real game cannot change the worlds.

The cards are handed out one at a time, the most constrained first, each to a seat that
may hold it, chosen with chances in proportion to the room the seats have left; when
the voids leave a card nowhere to go, a card is moved along to make room (a short
augmenting path), which always succeeds because the real deal is one solution.
"""

from __future__ import annotations

import random

from games.spades.deck import SUIT_MASK, SUIT_OF, bits
from games.spades.observation import Observation


def allowed_mask(voids: int) -> int:
    """Cards a seat with these shown voids (bit per suit) may hold."""
    mask = 0
    for suit in range(4):
        if not voids >> suit & 1:
            mask |= SUIT_MASK[suit]
    return mask


def sample_hands(obs: Observation, rng: random.Random) -> list[int]:
    """Four full hands (masks) consistent with ``obs``, drawn with ``rng``."""
    me = obs.player
    others = [s for s in range(4) if s != me]
    room = {s: obs.hidden_count(s) for s in others}
    unseen = obs.unseen
    pool = bits(unseen)
    rng.shuffle(pool)
    held: dict[int, list[int]] = {s: [] for s in others}
    if not any(obs.voids[s] for s in others):
        at = 0
        for seat in others:
            held[seat] = pool[at:at + room[seat]]
            at += room[seat]
    else:
        takers = [[s for s in others if not obs.voids[s] >> suit & 1] for suit in range(4)]
        pool.sort(key=lambda c: len(takers[SUIT_OF[c]]))
        rnd = rng.random
        for card in pool:
            seats = [s for s in takers[SUIT_OF[card]] if room[s]]
            if len(seats) == 1:
                seat = seats[0]
            elif seats:
                pick = rnd() * sum(room[s] for s in seats)
                for seat in seats:
                    pick -= room[seat]
                    if pick < 0:
                        break
            else:
                allowed = {s: allowed_mask(obs.voids[s]) for s in others}
                seat = _make_room(card, others, room, allowed, held)
            held[seat].append(card)
            room[seat] -= 1
    hands = [0, 0, 0, 0]
    hands[me] = obs.hand
    for seat in others:
        mask = obs.face_up[seat]
        for card in held[seat]:
            mask |= 1 << card
        hands[seat] = mask
    return hands


def _make_room(card: int, others: list[int], room: dict[int, int],
               allowed: dict[int, int], held: dict[int, list[int]]) -> int:
    """Move cards so that a seat allowed to hold ``card`` has room; that seat."""
    for first in others:
        if not allowed[first] >> card & 1:
            continue
        for moved in held[first]:
            for second in others:
                if second == first or not allowed[second] >> moved & 1:
                    continue
                if room[second]:
                    _move(moved, first, second, room, held)
                    return first
                for moved2 in held[second]:
                    for third in others:
                        if third in (first, second) or not room[third]:
                            continue
                        if allowed[third] >> moved2 & 1:
                            _move(moved2, second, third, room, held)
                            _move(moved, first, second, room, held)
                            return first
    raise ValueError(f"no seat can take card {card}: the observation is inconsistent")


def _move(card: int, source: int, target: int, room: dict[int, int],
          held: dict[int, list[int]]) -> None:
    held[source].remove(card)
    held[target].append(card)
    room[source] += 1
    room[target] -= 1


def consistent(obs: Observation, hands: list[int]) -> bool:
    """Whether ``hands`` could be the real hands behind ``obs`` (for tests)."""
    if hands[obs.player] != obs.hand:
        return False
    for seat in range(4):
        if hands[seat].bit_count() != obs.hand_sizes[seat]:
            return False
        if hands[seat] & obs.face_up[seat] != obs.face_up[seat]:
            return False
        if any(obs.voids[seat] >> SUIT_OF[c] & 1 for c in bits(hands[seat])):
            return False
    return True
