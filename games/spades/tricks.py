"""Trick arithmetic on card masks, shared by the rules bots, the AI and its fast playouts.

Because every spade has a larger int than every other card and, inside a suit, a larger
int is a stronger card, "beats the card winning the trick so far" is a single mask test:
a larger int that is of the led suit or a spade.
"""

from __future__ import annotations

from games.spades.deck import ALL_CARDS, RANK_OF, SPADE_MASK, SUIT_MASK, SUIT_OF, bits

ABOVE = tuple(ALL_CARDS & ~((1 << (c + 1)) - 1) for c in range(52))
"""``ABOVE[c]``: the mask of every card with a larger int than ``c``."""
CONTENDERS = tuple(SUIT_MASK[s] | SPADE_MASK for s in range(4))
"""Cards that can win a trick led in suit ``s``: that suit and the spades."""


def winning_index(trick: list[int] | tuple[int, ...]) -> int:
    """Position in ``trick`` (play order) of the card winning it so far."""
    contenders = CONTENDERS[SUIT_OF[trick[0]]]
    best = 0
    for i in range(1, len(trick)):
        card = trick[i]
        if card > trick[best] and contenders >> card & 1:
            best = i
    return best


def beating(mask: int, trick: list[int] | tuple[int, ...]) -> int:
    """The cards of ``mask`` that would take the lead of ``trick`` (all of them if empty)."""
    if not trick:
        return mask
    best = trick[winning_index(trick)]
    return mask & ABOVE[best] & CONTENDERS[SUIT_OF[trick[0]]]


def lowest_first(mask: int) -> int:
    """The card to throw cheaply: the lowest side card if any, else the lowest spade."""
    side = mask & ~SPADE_MASK
    return lowest_rank(side if side else mask)


def lowest_rank(mask: int) -> int:
    """Lowest card by rank within ``mask`` (ties across suits: the lower int)."""
    return min(bits(mask), key=lambda c: (RANK_OF[c], c))


def highest_rank(mask: int) -> int:
    """Highest card by rank within ``mask``; equal ranks: the larger int (a spade first)."""
    return max(bits(mask), key=lambda c: (RANK_OF[c], c))
