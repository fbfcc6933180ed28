"""The two packs of Russian Bank: 104 cards that remember which pack they came from.

A card is a small int ``0..103``: ``pack * 52 + suit * 13 + (rank - 1)``, so pack 0 (player
1's) holds 0..51 and pack 1 (player 2's) 52..103. Ranks run ace = 1 up to king = 13, the
order both the foundations and the houses use; suits follow ``games._shared.cards.Suit``
(hearts, diamonds, clubs, spades). Lookup tables keep the rules and the search fast.

Text forms: ``card_text`` gives the rank and suit letters and the pack's number, ``"7H1"``
(the seven of hearts of player 1's pack); ``parse`` reads that form back. The screen draws
cards through ``to_card`` (a shared ``Card``) and shows the pack by colour, not by text.
"""

from __future__ import annotations

from games._shared.cards import Card, CardParseError, Rank, Suit

PACK_SIZE = 52
NUM_CARDS = 2 * PACK_SIZE
ACE, KING = 1, 13

PACK_OF = [card // PACK_SIZE for card in range(NUM_CARDS)]
SUIT_OF = [card % PACK_SIZE // 13 for card in range(NUM_CARDS)]
RANK_OF = [card % 13 + 1 for card in range(NUM_CARDS)]
RED = [Suit(SUIT_OF[card]).is_red for card in range(NUM_CARDS)]
FACE_OF = [2 * RANK_OF[card] + RED[card] for card in range(NUM_CARDS)]
"""Rank and colour in one int: cards with equal faces build on the same house cards."""
BUILDER_FACE_OF = [2 * (RANK_OF[card] - 1) + (not RED[card]) for card in range(NUM_CARDS)]
"""The face of the cards that build on ``card`` (one rank lower, the other colour)."""

_RANK_LETTERS = "A23456789TJQK"
_SUIT_LETTERS = "".join(suit.letter for suit in Suit)


def card_of(pack: int, suit: int, rank: int) -> int:
    """The card int of ``rank`` (1..13) of ``suit`` in ``pack`` (0 or 1)."""
    return pack * PACK_SIZE + suit * 13 + rank - 1


def pack_cards(pack: int) -> list[int]:
    """Every card of one pack, in card-int order."""
    return list(range(pack * PACK_SIZE, (pack + 1) * PACK_SIZE))


def card_text(card: int) -> str:
    """``"7H1"``: rank letter, suit letter, pack number (1 or 2)."""
    return f"{_RANK_LETTERS[RANK_OF[card] - 1]}{_SUIT_LETTERS[SUIT_OF[card]]}{PACK_OF[card] + 1}"


def face_text(card: int) -> str:
    """``"7H"``: the card's face without its pack (what a player reads on the table)."""
    return card_text(card)[:2]


def parse(text: str) -> int:
    """Read ``"7H1"`` (or ``"10h2"``) as a card int.

    Raises:
        CardParseError: when the text is not a rank, a suit letter and a pack number 1 or 2.
    """
    cleaned = text.strip().upper().replace("10", "T")
    if len(cleaned) != 3 or cleaned[0] not in _RANK_LETTERS or cleaned[1] not in _SUIT_LETTERS \
            or cleaned[2] not in "12":
        raise CardParseError(f"{text!r} is not a Russian Bank card: give rank, suit and pack,"
                             " e.g. 7H1 or TS2")
    return card_of(int(cleaned[2]) - 1, _SUIT_LETTERS.index(cleaned[1]),
                   _RANK_LETTERS.index(cleaned[0]) + 1)


def to_card(card: int) -> Card:
    """The shared ``Card`` with this card's face (the pack is dropped)."""
    rank = RANK_OF[card]
    return Card(Rank.ACE if rank == ACE else Rank(rank), Suit(SUIT_OF[card]))


def builds_on(card: int, top: int) -> bool:
    """Whether ``card`` may go on house card ``top``: one rank lower, the other colour.

    Nothing is ever built on an ace (it belongs on a foundation).
    """
    return RANK_OF[top] != ACE and RANK_OF[card] == RANK_OF[top] - 1 and RED[card] != RED[top]


def loads_on(card: int, top: int) -> bool:
    """Whether ``card`` may be loaded onto an opponent's reserve or waste top ``top``.

    Same suit, one rank higher or lower (either pack).
    """
    return SUIT_OF[card] == SUIT_OF[top] and abs(RANK_OF[card] - RANK_OF[top]) == 1
