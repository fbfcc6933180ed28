"""Playing cards for all the card games: suits, ranks, a small frozen ``Card``, parsing.

Suits carry their CP437 glyph codes (the text-mode font draws hearts, diamonds, clubs and
spades at codes 3, 4, 5 and 6) and their colour. Ranks run 2..14 (ace high) plus ``JOKER``
for games that use jokers (Spades); what a joker's suit means is up to that game.

Text forms:

* ``Card.text`` / ``str(card)`` is the two-character input form, rank letter then suit
  letter: ``"AH"``, ``"TD"``, ``"9S"``. A ten is ``"T"`` there so every card is two letters.
* ``Rank.label`` is the form drawn on a card face where two columns fit: ``"10"`` for a ten,
  otherwise the letter.
* ``parse_card`` accepts ``"TD"`` and ``"10D"`` alike, any case, and raises
  ``CardParseError`` (a ``ValueError``) with a message a player can read.

``Card.code`` is a compact int for action encodings and bitmasks: ``suit * 13 + rank - 2``
for 2..ace (0..51), and ``52 + suit`` for jokers. A game may use a denser private numbering
(Sixty-Six numbers its 24 cards 0..23) and convert at its edges.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

CP437_HEART = 3
CP437_DIAMOND = 4
CP437_CLUB = 5
CP437_SPADE = 6
"""Code points of the suit symbols in the IBM PC character set (code page 437)."""

JOKER_CODE_BASE = 52
"""Jokers come after the 52 ordinary cards in ``Card.code``."""


class CardParseError(ValueError):
    """Text that does not name a card; the message says what was expected."""


class Suit(IntEnum):
    """The four suits, in the order of their CP437 glyphs."""

    HEARTS = 0
    DIAMONDS = 1
    CLUBS = 2
    SPADES = 3

    @property
    def glyph(self) -> int:
        """CP437 code of the suit symbol (3..6)."""
        return CP437_HEART + int(self)

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red, clubs and spades black."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def letter(self) -> str:
        """One-letter input form: H, D, C or S."""
        return self.name[0]

    @property
    def title(self) -> str:
        """Upper-case name for messages, e.g. ``"HEARTS"``."""
        return self.name


class Rank(IntEnum):
    """Card ranks, numbered by face value with jack 11 .. ace 14, and a joker above."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def letter(self) -> str:
        """One-character input form: 2..9, T, J, Q, K, A, or * for a joker."""
        return _RANK_LETTERS[self]

    @property
    def label(self) -> str:
        """Face label: ``"10"`` for a ten (two columns), otherwise the letter."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def title(self) -> str:
        """Upper-case name for messages, e.g. ``"KING"``."""
        return self.name


_RANK_LETTERS = {rank: str(int(rank)) for rank in Rank if int(rank) <= 9}
_RANK_LETTERS.update(
    {Rank.TEN: "T", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A",
     Rank.JOKER: "*"}
)
_RANK_BY_TEXT = {letter: rank for rank, letter in _RANK_LETTERS.items()}
_RANK_BY_TEXT["10"] = Rank.TEN
_SUIT_BY_LETTER = {suit.letter: suit for suit in Suit}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. Orders by rank, then suit."""

    rank: Rank
    suit: Suit

    @property
    def code(self) -> int:
        """Compact int: 0..51 for 2..ace by suit, 52..55 for jokers."""
        if self.rank is Rank.JOKER:
            return JOKER_CODE_BASE + int(self.suit)
        return int(self.suit) * 13 + int(self.rank) - 2

    @classmethod
    def from_code(cls, code: int) -> Card:
        """Inverse of ``code``; raises ValueError for numbers that are no card."""
        if not 0 <= code < JOKER_CODE_BASE + 4:
            raise ValueError(f"no card has code {code}")
        if code >= JOKER_CODE_BASE:
            return cls(Rank.JOKER, Suit(code - JOKER_CODE_BASE))
        return cls(Rank(code % 13 + 2), Suit(code // 13))

    @property
    def text(self) -> str:
        """Two-character input form, e.g. ``"TD"``."""
        return self.rank.letter + self.suit.letter

    @property
    def is_red(self) -> bool:
        """Whether the card is drawn in red."""
        return self.suit.is_red

    def __str__(self) -> str:
        return self.text


def parse_card(text: str) -> Card:
    """Read ``"AH"``, ``"td"``, ``"9S"`` or ``"10D"`` as a card.

    Raises:
        CardParseError: when the text is not a rank followed by a suit letter.
    """
    cleaned = text.strip().upper()
    rank = _RANK_BY_TEXT.get(cleaned[:-1]) if len(cleaned) >= 2 else None
    suit = _SUIT_BY_LETTER.get(cleaned[-1:]) if cleaned else None
    if rank is None or suit is None or rank is Rank.JOKER:
        raise CardParseError(
            f"{text!r} is not a card: give a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10) "
            f"then a suit (H D C S), e.g. TD or 10D"
        )
    return Card(rank, suit)


def deck(ranks: Iterable[Rank]) -> list[Card]:
    """Every card of the given ranks, suit by suit in ``Suit`` order, ranks as given."""
    ranks = tuple(ranks)
    return [Card(rank, suit) for suit in Suit for rank in ranks]
