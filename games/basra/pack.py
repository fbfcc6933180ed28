"""The 52 cards of Basra and Passur as small ints, with the tables the rules and the AI use.

A card is the shared ``Card.code``: ``suit * 13 + rank - 2`` with suits hearts, diamonds,
clubs, spades (``games._shared.cards.Suit``) and ranks 2..ace (ace = 14). Sets of cards are
52-bit masks, bit ``c`` for card ``c``; the same ints are the play actions.

In these games an ace counts 1 when cards are added up and the face cards have no number:
``VALUE_OF`` is 1..10 for the numerals (ace to ten) and 0 for jack, queen and king.
"""

from __future__ import annotations

from collections.abc import Iterable

from games._shared.cards import Card, Rank, Suit, parse_card

NUM_CARDS = 52
ALL_CARDS = (1 << NUM_CARDS) - 1

RANK_OF = tuple(Rank(c % 13 + 2) for c in range(NUM_CARDS))
SUIT_OF = tuple(Suit(c // 13) for c in range(NUM_CARDS))
VALUE_OF = tuple(
    1 if r is Rank.ACE else (int(r) if int(r) <= 10 else 0) for r in RANK_OF)
"""Adding value: ace 1, two to ten at face value, 0 for the face cards."""


def code(rank: Rank, suit: Suit) -> int:
    """The card int of ``rank`` of ``suit``."""
    return Card(rank, suit).code


SEVEN_OF_DIAMONDS = code(Rank.SEVEN, Suit.DIAMONDS)
TWO_OF_CLUBS = code(Rank.TWO, Suit.CLUBS)
TEN_OF_DIAMONDS = code(Rank.TEN, Suit.DIAMONDS)


def rank_mask(rank: Rank) -> int:
    """All four cards of ``rank``."""
    return sum(1 << code(rank, suit) for suit in Suit)


def suit_mask(suit: Suit) -> int:
    """All thirteen cards of ``suit``."""
    return ((1 << 13) - 1) << (13 * int(suit))


JACKS = rank_mask(Rank.JACK)
QUEENS = rank_mask(Rank.QUEEN)
KINGS = rank_mask(Rank.KING)
ACES = rank_mask(Rank.ACE)
TWOS = rank_mask(Rank.TWO)
TENS = rank_mask(Rank.TEN)
PICTURES = JACKS | QUEENS | KINGS
NUMERALS = ALL_CARDS & ~PICTURES
CLUBS = suit_mask(Suit.CLUBS)

_SUIT_ORDER = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
ORDER_KEY = tuple(
    _SUIT_ORDER[SUIT_OF[c]] * 13 + (0 if RANK_OF[c] is Rank.ACE else int(RANK_OF[c]) - 1)
    for c in range(NUM_CARDS))
"""The fixed order that settles ties: suits clubs, diamonds, hearts, spades; ranks ace to
king. A smaller key comes first."""


_CHUNK = 13
_CHUNK_MASK = (1 << _CHUNK) - 1
_CHUNK_BITS = tuple(
    tuple(tuple(offset * _CHUNK + i for i in range(_CHUNK) if v >> i & 1)
          for v in range(1 << _CHUNK))
    for offset in range(4))
"""The set bits of every 13-bit value, for each of the four suits' positions."""


def bits(mask: int) -> list[int]:
    """The cards in ``mask``, lowest int first."""
    t0, t1, t2, t3 = _CHUNK_BITS
    return [*t0[mask & _CHUNK_MASK], *t1[mask >> 13 & _CHUNK_MASK],
            *t2[mask >> 26 & _CHUNK_MASK], *t3[mask >> 39 & _CHUNK_MASK]]


def mask_of(cards: Iterable[int]) -> int:
    """The mask holding ``cards``."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def to_card(c: int) -> Card:
    """The shared ``Card`` for card int ``c``."""
    return Card.from_code(c)


TEXT_OF = tuple(Card.from_code(c).text for c in range(NUM_CARDS))


def card_text(c: int) -> str:
    """Two-character form, e.g. ``"TD"`` for the ten of diamonds."""
    return TEXT_OF[c]


def cards_text(mask: int) -> str:
    """The cards of ``mask`` as text, in the fixed order, or ``"-"``."""
    return " ".join(TEXT_OF[c] for c in sorted(bits(mask), key=ORDER_KEY.__getitem__)) or "-"


def parse(text: str) -> int:
    """Card int from ``"TD"``, ``"10d"``, ``"7D"``; ``CardParseError`` otherwise."""
    return parse_card(text).code


def parse_mask(text: str) -> int:
    """Mask of the cards listed in ``text`` (space separated, e.g. ``"AH TS 9D"``)."""
    return mask_of(parse(word) for word in text.split())
