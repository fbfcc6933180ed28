"""Counting the books a hand should take, after the strategy notes of the original game.

The notes, in short: a quarter of 13 (about 3) is an average bid; the highest spade
left always wins, so the Joker is a sure book and the Joker with the Extra Joker two; a
high spade without the ones above it is safe only with enough low spades to play under
them ("protection"); in the other suits only aces and kings usually win, a queen only
in a short suit; a short side suit lets low spades win books by trumping.

``estimate`` turns that into an expected number of books (a float): each spade is worth
what its protection allows, each side honour what its suit's length allows, and the
spades not needed as winners are worth something each for the short suits they can
trump. ``notes_bid`` rounds it: the bid of the ``rules`` and ``greedy`` players.
Cards a partner holds face up are no threat to our spades, so they can be passed in.
"""

from __future__ import annotations

from games.spades.deck import (
    RANK_OF,
    SPADE_MASK,
    SPADES,
    SUIT_MASK,
    bits,
)
from games.spades.rulebook import MAX_BID

SPADE_BY_SHORTFALL = (1.0, 0.5, 0.2)
"""Worth of a spade by how many more spades above it are out than we hold below it
(0 or less: a sure book)."""
ACE_BY_LENGTH = (0.95, 0.95, 0.95, 0.95, 0.95, 0.85, 0.7, 0.5)
KING_WITH_ACE = (0.0, 0.0, 0.85, 0.85, 0.7, 0.55, 0.35)
KING_ALONE = (0.0, 0.1, 0.55, 0.55, 0.45, 0.25)
"""Worth of a side ace or king by the length of its suit (index = length, the last
entry for every longer suit)."""
RUFFS_BY_LENGTH = (2.0, 1.0, 0.5)
"""How many tricks a void, a singleton and a doubleton side suit can give to trumping."""
RUFF_WORTH = 0.55
"""Expected books per such chance, for each spare spade that can take it."""
NOTES_SHORTFALL = 0.45
"""Books the count misses on average: the four hands' counts add up to about 11.2 of 13."""


def _by_length(table: tuple[float, ...], length: int) -> float:
    return table[min(length, len(table) - 1)]


def spade_worth(hand: int, friendly: int = 0) -> tuple[float, int]:
    """Expected books from ``hand``'s spades as winners, and how many spades are spare.

    ``friendly`` holds spades known to be with our side (a partner's face-up cards): they
    are not counted as threats.
    """
    spades = bits(hand & SPADE_MASK)
    threats_out = SPADE_MASK & ~hand & ~friendly
    worth, spare = 0.0, 0
    for below, card in enumerate(spades):
        threats = (threats_out >> (card + 1)).bit_count()
        shortfall = threats - below
        if shortfall <= 0:
            worth += 1.0
        else:
            spare += 1
            if shortfall < len(SPADE_BY_SHORTFALL):
                worth += SPADE_BY_SHORTFALL[shortfall]
    return worth, spare


def side_worth(hand: int, suit: int) -> float:
    """Expected books from the ace, king and queen of one side suit."""
    cards = bits(hand & SUIT_MASK[suit])
    length = len(cards)
    ranks = {RANK_OF[c] for c in cards}
    ace, king, queen = 14 in ranks, 13 in ranks, 12 in ranks
    worth = 0.0
    if ace:
        worth += _by_length(ACE_BY_LENGTH, length)
    if king:
        worth += _by_length(KING_WITH_ACE if ace else KING_ALONE, length)
    if queen:
        if ace and king:
            worth += 0.5 if length <= 3 else 0.3 if length == 4 else 0.1
        elif ace or king:
            worth += 0.35 if length <= 3 else 0.15 if length == 4 else 0.0
        elif length >= 3:
            worth += 0.1
    return worth


def ruff_chances(hand: int) -> float:
    """How many books short side suits may let spades take (before counting spare spades)."""
    total = 0.0
    for suit in range(3):
        length = (hand & SUIT_MASK[suit]).bit_count()
        if length < len(RUFFS_BY_LENGTH):
            total += RUFFS_BY_LENGTH[length]
    return total


def estimate(hand: int, friendly: int = 0) -> float:
    """Expected books for ``hand`` by the strategy notes (see the module docstring)."""
    spades, spare = spade_worth(hand, friendly)
    sides = sum(side_worth(hand, suit) for suit in range(3) if suit != SPADES)
    return spades + sides + RUFF_WORTH * min(spare, ruff_chances(hand))


def notes_bid(hand: int, friendly: int = 0) -> int:
    """The estimate rounded to a whole bid (0..13)."""
    return max(0, min(MAX_BID, int(estimate(hand, friendly) + 0.5)))
