"""Fast play-outs of the rest of a hand, for the AI's sampling (no ``SpadesState`` involved).

A ``Table`` is the trick-play part of a hand with every hand known (one sampled world):
four hand masks, the trick on the table, who led it, whether spades are broken, the books
credited to each team and the books each team still owes for reneges. ``play_out`` plays
it to the end with a cheap policy for all four seats and returns team 0's books.

Two policies: ``RANDOM`` (any legal card) and ``GREEDY`` (after the lead: win as cheaply
as possible unless the partner is already winning, else throw the cheapest card; leads
are random). Nobody reneges in a play-out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.spades.deck import SIDE_MASK, SPADE_MASK, SUIT_MASK, SUIT_OF
from games.spades.tricks import ABOVE, CONTENDERS

RANDOM, GREEDY = "random", "greedy"


@dataclass
class Table:
    """The trick play of a hand with all four hands known."""

    hands: list[int]
    leader: int
    trick: list[int]
    broken: bool
    books: list[int]
    owed: list[int]
    forced: int = -1
    """The team the trick on the table goes to whoever wins it (after a renege), or -1."""

    def copy(self) -> Table:
        """An independent copy."""
        return Table(self.hands.copy(), self.leader, self.trick.copy(), self.broken,
                     self.books.copy(), self.owed.copy(), self.forced)


def _pick(mask: int, rnd: float) -> int:
    """The card at a random position (``rnd`` in [0, 1)) of a non-empty mask."""
    skip = int(rnd * mask.bit_count())
    for _ in range(skip):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def _cheapest(mask: int) -> int:
    """A card to throw away: the lowest side card by rank, else the lowest spade."""
    side = mask & SIDE_MASK
    if not side:
        return (mask & -mask).bit_length() - 1
    best, best_rank = -1, 99
    for suit in range(3):
        cards = side & SUIT_MASK[suit]
        if cards:
            low = (cards & -cards).bit_length() - 1
            rank = low - _SUIT_FLOOR[suit]
            if rank < best_rank:
                best, best_rank = low, rank
    return best


_SUIT_FLOOR = (0, 13 - 1, 25 - 1)
"""Subtracted from a side card's int to compare ranks across suits (2 of hearts = 0)."""


def play_card(table: Table, card: int) -> None:
    """Put ``card`` on the table for the seat to move, finishing the trick if it is full."""
    seat = (table.leader + len(table.trick)) % 4
    table.hands[seat] &= ~(1 << card)
    table.trick.append(card)
    if card >= 37:
        table.broken = True
    if len(table.trick) == 4:
        _finish(table)


def _finish(table: Table) -> None:
    trick = table.trick
    contenders = CONTENDERS[SUIT_OF[trick[0]]]
    best = 0
    for i in (1, 2, 3):
        if trick[i] > trick[best] and contenders >> trick[i] & 1:
            best = i
    winner = (table.leader + best) % 4
    team = winner & 1
    if table.forced >= 0:
        team, table.forced = table.forced, -1
    elif table.owed[team]:
        table.owed[team] -= 1
        team ^= 1
    table.books[team] += 1
    table.leader = winner
    table.trick = []


def play_out(table: Table, rnd: Callable[[], float], policy: str = RANDOM) -> int:
    """Play ``table`` (changed in place) to the end of the hand; team 0's books.

    ``rnd`` gives the random numbers in [0, 1) (an rng's ``random``, or the ``__next__`` of
    an iterator over numbers drawn beforehand, so that several play-outs share them).
    """
    hands, books, owed = table.hands, table.books, table.owed
    leader, trick, broken = table.leader, table.trick, table.broken
    greedy = policy == GREEDY
    forced = table.forced
    best = 0
    if trick:
        contenders = CONTENDERS[SUIT_OF[trick[0]]]
        for i in range(1, len(trick)):
            if trick[i] > trick[best] and contenders >> trick[i] & 1:
                best = i
    while hands[leader] or trick:
        n = len(trick)
        seat = (leader + n) % 4
        hand = hands[seat]
        if n == 0:
            playable = hand if broken else (hand & SIDE_MASK or hand)
            card = _pick(playable, rnd())
            contenders = CONTENDERS[SUIT_OF[card]]
        else:
            playable = hand & SUIT_MASK[SUIT_OF[trick[0]]] or hand
            if greedy:
                if n >= 2 and best == n - 2:
                    card = _cheapest(playable)
                else:
                    winners = playable & ABOVE[trick[best]] & contenders
                    card = (winners & -winners).bit_length() - 1 if winners else (
                        _cheapest(playable))
            else:
                card = _pick(playable, rnd())
            if card > trick[best] and contenders >> card & 1:
                best = n
        hands[seat] = hand & ~(1 << card)
        if card >= 37:
            broken = True
        trick.append(card)
        if n == 3:
            winner = (leader + best) % 4
            team = winner & 1
            if forced >= 0:
                team, forced = forced, -1
            elif owed[team]:
                owed[team] -= 1
                team ^= 1
            books[team] += 1
            leader, trick, best = winner, [], 0
    table.leader, table.trick, table.broken, table.forced = leader, trick, broken, forced
    return books[0]


assert SPADE_MASK >> 37 & 1 and not SPADE_MASK >> 36 & 1, "spades start at card 37"
