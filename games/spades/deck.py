"""Tommy's 52-card Spades pack as small ints, with the tables the rules and the AI use.

The pack is the usual 52 cards without the two of diamonds and the two of clubs, with two
jokers added; both jokers are spades, the Joker above the Extra Joker above the ace. A card
is an int 0..51, numbered suit by suit (hearts, diamonds, clubs, spades, the order of
``games._shared.cards.Suit``) and, inside a suit, from the lowest card up:

* hearts 2..A are 0..12, diamonds 3..A are 13..24, clubs 3..A are 25..36,
* spades 2..A are 37..49, the Extra Joker is 50 and the Joker 51.

So inside a suit a larger int is a stronger card, and every spade is above every other
card: the winner of a trick is simply the largest card among those of the led suit and
the spades. Sets of cards are 52-bit masks, bit ``c`` for card ``c``; the same ints are
the play actions.
"""

from __future__ import annotations

from games._shared.cards import Card, CardParseError, Rank, Suit

NUM_CARDS = 52
HEARTS, DIAMONDS, CLUBS, SPADES = 0, 1, 2, 3
SUIT_LETTERS = "HDCS"

_FIRST_RANK = (2, 3, 3, 2)
"""The lowest rank of each suit in this pack (no 2 of diamonds, no 2 of clubs)."""
SUIT_SIZES = (13, 12, 12, 15)
SUIT_BASE = (0, 13, 25, 37)
"""The int of each suit's lowest card."""
EXTRA_JOKER, JOKER = 50, 51
EXTRA_JOKER_RANK, JOKER_RANK = 15, 16
"""Rank numbers of the jokers, above the ace's 14."""

ALL_CARDS = (1 << NUM_CARDS) - 1
SUIT_MASK = tuple(((1 << SUIT_SIZES[s]) - 1) << SUIT_BASE[s] for s in range(4))
SPADE_MASK = SUIT_MASK[SPADES]
SIDE_MASK = ALL_CARDS & ~SPADE_MASK
"""Hearts, diamonds and clubs: the cards that are not spades."""


def _suit_of(card: int) -> int:
    return max(s for s in range(4) if SUIT_BASE[s] <= card)


SUIT_OF = tuple(_suit_of(c) for c in range(NUM_CARDS))
RANK_OF = tuple(c - SUIT_BASE[SUIT_OF[c]] + _FIRST_RANK[SUIT_OF[c]] for c in range(NUM_CARDS))
"""Rank number of each card: 2..14 for two..ace, 15 for the Extra Joker, 16 for the Joker."""


def card_of(rank: int, suit: int) -> int:
    """The int of the card of ``rank`` (2..16) in ``suit``; ValueError if it is not in the pack."""
    size, first = SUIT_SIZES[suit], _FIRST_RANK[suit]
    if not first <= rank < first + size:
        raise ValueError(f"no card of rank {rank} in suit {suit}")
    return SUIT_BASE[suit] + rank - first


_CHUNK = 13
_CHUNK_CARDS = tuple(
    tuple(tuple(base + i for i in range(_CHUNK) if value >> i & 1) for value in range(1 << _CHUNK))
    for base in range(0, NUM_CARDS, _CHUNK)
)
"""For each 13-card slice of the pack, the cards named by every pattern of its 13 bits."""


def bits(mask: int) -> list[int]:
    """The cards in ``mask``, lowest first."""
    low = (1 << _CHUNK) - 1
    a, b, c, d = _CHUNK_CARDS
    return [*a[mask & low], *b[mask >> 13 & low], *c[mask >> 26 & low], *d[mask >> 39 & low]]


def mask_of(cards: list[int] | tuple[int, ...] | set[int]) -> int:
    """The mask holding ``cards``."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def highest(mask: int) -> int:
    """The strongest card of a non-empty mask (within one suit, or spades over the rest)."""
    return mask.bit_length() - 1


def lowest(mask: int) -> int:
    """The lowest card (lowest int) of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def card_text(card: int) -> str:
    """Two-character input form: ``"TD"``, ``"AS"``, ``"JO"`` (Joker), ``"EJ"`` (Extra Joker)."""
    return CARD_TEXT[card]


def to_card(card: int) -> Card:
    """The shared ``Card``: jokers are ``Rank.JOKER`` of spades (Joker) or clubs (Extra Joker)."""
    if card == JOKER:
        return Card(Rank.JOKER, Suit.SPADES)
    if card == EXTRA_JOKER:
        return Card(Rank.JOKER, Suit.CLUBS)
    return Card(Rank(RANK_OF[card]), Suit(SUIT_OF[card]))


CARD_TEXT = tuple(
    "JO" if c == JOKER else "EJ" if c == EXTRA_JOKER else to_card(c).text
    for c in range(NUM_CARDS))


NAMES = {text: card for card, text in enumerate(CARD_TEXT)}
"""Every name of the pack, ``T`` for the ten (``TD``, ``AS``, ``JO``, ``EJ``): the names the
shared reader (``games._shared.card_names``) reads from the keyboard, and the only ones."""
RANK_LETTERS = "AKQJT98765432"


def parse(text: str) -> int:
    """Card int from ``"TD"``, ``"jo"``, ``"EJ"`` (a name of ``NAMES``, any case); a
    readable ``CardParseError`` else."""
    card = NAMES.get(text.strip().upper())
    if card is None:
        raise CardParseError(
            f"{text!r} is not a card of this pack: a rank (A K Q J T 9 .. 2, T the ten) and"
            " a suit (S H D C), or JO for the Joker and EJ for the Extra Joker")
    return card


def suit_title(suit: int) -> str:
    """Upper-case suit name for messages."""
    return Suit(suit).title
