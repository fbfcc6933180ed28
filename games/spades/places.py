"""Where things go on the Spades table, and the cards drawn the Spades way.

The table is drawn from the point of view of one seat, the one at the bottom (yours,
South unless the seats say otherwise). The others sit round it clockwise, as at a real
table: the next seat on the left, the partner at the top, the last on the right. A
*place* is 0 bottom, 1 left, 2 top, 3 right.

Cards are the shared renderer's 5x4 faces and backs; the two jokers get their own faces
(``JO`` and ``EJ`` with a grinning jester), since the shared ranks have no such cards.
"""

from __future__ import annotations

from games._shared.card_art import CARD_H, CARD_W, draw_back, draw_face, face_attr, suit_char
from games._shared.cards import Suit
from games._shared.look import Look
from games.spades.deck import CARD_TEXT, EXTRA_JOKER, JOKER, SPADES, SUIT_OF, bits, to_card
from retro.textmode import TextScreen

BOTTOM, LEFT, TOP, RIGHT = 0, 1, 2, 3
NUM_PLACES = 4

TITLE_ROW = 0
TOP_NAME_ROW, TOP_HAND_ROW = 1, 2
SIDE_NAME_ROW, SIDE_HAND_ROW, SIDE_UP_ROW = 7, 8, 12
LEFT_COL, RIGHT_COL = 1, 56
SIDE_WIDTH = 23
TOP_COL, TOP_WIDTH = 22, 36
BOTTOM_NAME_ROW, HAND_ROW, SHOWN_ROW, PROMPT_ROW = 16, 17, 21, 22
MESSAGE_ROW = 23
"""The shell's message row (``GameSpec.message_row``)."""
HAND_STEP = CARD_W + 1
UP_STEP = CARD_W + 1
"""Cards dealt face up lie side by side, a column apart."""
TRICK_CELLS = {BOTTOM: (37, 12), LEFT: (29, 9), TOP: (37, 6), RIGHT: (45, 9)}
"""Top-left corner of each place's card in the book being played."""

SUIT_ORDER = {SPADES: 0, 0: 1, 2: 2, 1: 3}
"""Spades first, then hearts, clubs, diamonds: the colours alternate along the hand."""
JESTER = {JOKER: "\u263b", EXTRA_JOKER: "\u263a"}
"""The faces on the jokers: a solid jester for the Joker, an outlined one for the Extra."""


BID_CHOICE_COL = 47
"""Where the clickable bids 0 to 13 start, on the bottom name row right of the name."""


def bid_choice_cols() -> list[tuple[int, int]]:
    """(column, bid) of each clickable bid, a space apart: ``0 1 2 ... 12 13``."""
    cols, col = [], BID_CHOICE_COL
    for bid in range(14):
        cols.append((col, bid))
        col += len(str(bid)) + 1
    return cols


def bid_at(col: int, row: int) -> int | None:
    """The bid a click at (col, row) hit among the clickable numbers, if any."""
    if row != BOTTOM_NAME_ROW:
        return None
    for start, bid in bid_choice_cols():
        if start <= col < start + len(str(bid)):
            return bid
    return None


def place_of(seat: int, bottom: int) -> int:
    """Where ``seat`` sits on the screen when ``bottom`` sits at the bottom."""
    return (seat - bottom) % NUM_PLACES


def seat_at(place: int, bottom: int) -> int:
    """The seat drawn at ``place``."""
    return (bottom + place) % NUM_PLACES


def in_hand_order(mask: int) -> list[int]:
    """The cards of a hand as they are laid out: by suit, highest first."""
    return sorted(bits(mask), key=lambda c: (SUIT_ORDER[SUIT_OF[c]], -c))


def rank_text(card: int) -> str:
    """``"10"``, ``"Q"``, ``"JO"``: a card's rank as the hand diagrams write it."""
    if card in JESTER:
        return CARD_TEXT[card]
    return to_card(card).rank.label


def card_name(card: int) -> str:
    """``"10♦"``, ``"JO"``: a card in a line of text."""
    if card in JESTER:
        return CARD_TEXT[card]
    return rank_text(card) + suit_char(Suit(SUIT_OF[card]))


def draw_card(s: TextScreen, col: int, row: int, card: int, look: Look,
              selected: bool = False) -> None:
    """A face-up card, the jokers included."""
    draw_face(s, col, row, to_card(card), look, selected)
    if card in JESTER:
        attr = face_attr(to_card(card), look, selected)
        s.write(col + 1, row + 1, f"{CARD_TEXT[card]} ", attr)
        s.write(col + 1, row + 2, f" {JESTER[card]} ", attr)


def draw_fan(s: TextScreen, col: int, row: int, count: int, look: Look) -> int:
    """``count`` backs squared up like a held hand, a column apart; returns its width."""
    for i in range(count):
        draw_back(s, col + i, row, look)
    return count + CARD_W - 1 if count else 0


def draw_row(s: TextScreen, col: int, row: int, cards: list[int], look: Look) -> None:
    """Cards side by side (the ones dealt face up, at a player's place)."""
    for i, card in enumerate(cards):
        draw_card(s, col + i * UP_STEP, row, card, look)


def row_width(count: int, step: int = UP_STEP) -> int:
    """Columns taken by ``count`` cards laid ``step`` apart."""
    return (count - 1) * step + CARD_W if count else 0


def diagram(mask: int, width: int) -> list[str]:
    """A hand as four lines, one per suit, highest first: ``"♠ JO A 10 4"``.

    The ranks are spaced when the line fits ``width``, run together when it does not.
    """
    lines = []
    for suit in sorted(SUIT_ORDER, key=SUIT_ORDER.__getitem__):
        ranks = [rank_text(c) for c in in_hand_order(mask) if SUIT_OF[c] == suit]
        symbol = suit_char(Suit(suit))
        spaced = " ".join(ranks) or "-"
        lines.append(f"{symbol} {spaced if len(spaced) + 2 <= width else ''.join(ranks)}")
    return lines


def hand_col(count: int) -> int:
    """The column of the first card of a bottom hand of ``count`` cards (centred)."""
    return (80 - row_width(count, HAND_STEP)) // 2


def hand_index_at(col: int, row: int, count: int) -> int | None:
    """Which card of the bottom hand a click at (col, row) hit, if any."""
    if not HAND_ROW <= row < HAND_ROW + CARD_H or count == 0:
        return None
    index, offset = divmod(col - hand_col(count), HAND_STEP)
    if 0 <= index < count and offset < CARD_W:
        return index
    return None
