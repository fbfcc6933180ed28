"""Sixty-Six's 24 cards as small ints, with the tables the rules and the search use.

A card is ``suit * 6 + order`` where ``order`` 0..5 is A, 10, K, Q, J, 9 (strongest first)
and the suit follows ``games._shared.cards.Suit`` (hearts, diamonds, clubs, spades). Sets
of cards are 24-bit masks, bit ``c`` for card ``c``. The same ints are the play actions.
"""

from __future__ import annotations

from games._shared.cards import Card, Rank, Suit, parse_card

NUM_CARDS = 24
SUIT_SIZE = 6
ALL_CARDS = (1 << NUM_CARDS) - 1

RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)
"""Ranks from strongest to weakest; index = a card's ``order``."""
RANK_POINTS = (11, 10, 4, 3, 2, 0)
"""Card points by order (A, 10, K, Q, J, 9): 11, 10, 4, 3, 2 and 0."""
KING_ORDER, QUEEN_ORDER, NINE_ORDER = 2, 3, 5

SUIT_OF = tuple(c // SUIT_SIZE for c in range(NUM_CARDS))
ORDER_OF = tuple(c % SUIT_SIZE for c in range(NUM_CARDS))
POINTS_OF = tuple(RANK_POINTS[c % SUIT_SIZE] for c in range(NUM_CARDS))
SUIT_MASK = tuple(((1 << SUIT_SIZE) - 1) << (SUIT_SIZE * s) for s in range(4))


def _partner(c: int) -> int:
    order = c % SUIT_SIZE
    if order == KING_ORDER:
        return c + 1
    if order == QUEEN_ORDER:
        return c - 1
    return -1


PARTNER_OF = tuple(_partner(c) for c in range(NUM_CARDS))
"""The marriage partner (king <-> queen of the same suit), or -1."""


def nine_of(suit: int) -> int:
    """The nine of ``suit``."""
    return suit * SUIT_SIZE + NINE_ORDER


def bits(mask: int) -> list[int]:
    """The cards in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: list[int] | tuple[int, ...] | set[int]) -> int:
    """The mask holding ``cards``."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def trick_winner_is_follower(led: int, follow: int, trump: int) -> bool:
    """Whether ``follow`` beats ``led``: higher card of the led suit, or a trump on a non-trump."""
    led_suit, follow_suit = SUIT_OF[led], SUIT_OF[follow]
    if led_suit == follow_suit:
        return follow < led
    return follow_suit == trump


def to_card(c: int) -> Card:
    """The shared ``Card`` for card int ``c``."""
    return Card(RANKS[c % SUIT_SIZE], Suit(c // SUIT_SIZE))


def from_card(card: Card) -> int:
    """Card int of a shared ``Card``; ValueError for cards not in the 24-card pack."""
    if card.rank not in RANKS:
        raise ValueError(f"{card.text} is not in the Sixty-Six pack (A 10 K Q J 9 only)")
    return int(card.suit) * SUIT_SIZE + RANKS.index(card.rank)


def card_text(c: int) -> str:
    """Two-character form, e.g. ``"TH"`` for the ten of hearts."""
    return to_card(c).text


def parse(text: str) -> int:
    """Card int from ``"TH"``/``"10h"``; ValueError with a readable message otherwise."""
    return from_card(parse_card(text))


def suit_title(suit: int) -> str:
    """Upper-case suit name for messages."""
    return Suit(suit).title
