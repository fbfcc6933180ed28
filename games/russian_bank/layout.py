"""Where each pile of the Russian Bank table sits on the 80x25 screen, and what a click hits.

Player 1 sits at the bottom and player 2 at the top, facing each other. Each has his hand
(deck, ``D``) on his left and his reserve (``R``) on his right, so player 2's reserve is at
the top left and player 1's at the bottom right. The houses form a column above each
reserve (seen from its owner): houses 1-4 down the right side, 5-8 down the left, each
house fanned outwards from its top card, which stays next to the middle. The middle holds
player 2's running score, waste (``W``), turned-up card and hand at the top, the eight
foundations (``F``), and player 1's hand, turned-up card, waste and running score at the
bottom::

    col 0          20   25 28                      51 53  55       79
    row 0   the header bar: game, mode, match
    rows 1-4    P2 name      R2 H? [score] W2  T   D2  H1 [H1 ...fan]
    row 5                           labels of P2's piles
    rows 5-20   [fan... H5-8]  H5                      H1-4  [H2-4 ...fan]
    rows 7-14                      8 foundations (4+4)
    row 16                          labels of P1's piles
    rows 17-20  [fan... H8]  H8     D1  T   W1 [score]  R1   P1 name
    row 21      the letters legend;  row 22 what may be typed now

``place_at`` turns a screen cell into a ``Place``; the input module turns places into keys.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games._shared.card_art import CARD_H, CARD_W
from games.russian_bank.notation import NUM_HOUSES

HEADER_ROW = 0
BAND_ROWS = (1, 5, 9, 13, 17)
"""Top rows of the five bands of the side columns (reserves and houses), 4 rows each."""
LEFT_TOP_COL, RIGHT_TOP_COL = 20, 55
"""Where the top card of a left or right house (and a reserve) is drawn."""
LEFT_LABEL_COL, RIGHT_LABEL_COL = 25, 53
"""Two columns for the ``H5`` or ``R`` labels beside the side columns."""
FAN_SPAN = 16
"""Columns the covered cards of a house may spread over beyond its first covered card."""
SCORE_W = 6
"""The blank card display of a running score is one column wider than a card."""
FOUNDATION_ROWS = (7, 11)
FOUNDATION_COLS = (28, 34, 40, 46)
FOUNDATION_LABEL_ROW = 6
LETTERS_ROW = 21
PROMPT_ROW = 22
NAME_COLS = (61, 0)
"""Left column of each player's name panel (player 1 bottom right, player 2 top left)."""

DECK, TURNUP, WASTE, RESERVE, HOUSE, FOUNDATION, SCORE = (
    "deck", "turnup", "waste", "reserve", "house", "foundation", "score")


@dataclass(frozen=True)
class Place:
    """A spot of the table: ``kind`` (one of the names above), whose it is, which one."""

    kind: str
    player: int | None = None
    """The owner of a deck, turned-up card, waste, reserve or score; None for the common
    houses and foundations."""
    index: int = 0
    """The house (0..7) or foundation (0..7)."""


@dataclass(frozen=True)
class Box:
    """A rectangle of the screen: top-left corner, width, height."""

    col: int
    row: int
    width: int = CARD_W
    height: int = CARD_H

    def holds(self, col: int, row: int) -> bool:
        return self.col <= col < self.col + self.width and self.row <= row < self.row + self.height


_MIDDLE = {
    # player: (band row, label row, {kind: column})
    0: (BAND_ROWS[4], BAND_ROWS[4] - 1, {DECK: 28, TURNUP: 34, WASTE: 40, SCORE: 46}),
    1: (BAND_ROWS[0], BAND_ROWS[0] + CARD_H, {SCORE: 28, WASTE: 35, TURNUP: 41, DECK: 47}),
}


def pile_box(kind: str, player: int) -> Box:
    """Where a player's deck, turned-up card, waste or running score is drawn."""
    row, _, cols = _MIDDLE[player]
    return Box(cols[kind], row, SCORE_W if kind == SCORE else CARD_W)


def pile_label_row(player: int) -> int:
    """The row of the labels of a player's middle piles (the side facing the foundations)."""
    return _MIDDLE[player][1]


def is_left(house: int) -> bool:
    """Houses 5-8 (indexes 4..7) form the left column, fanned to the left."""
    return house >= NUM_HOUSES // 2


def house_box(house: int) -> Box:
    """Where the top card of house ``house`` (0..7) is drawn."""
    if is_left(house):
        return Box(LEFT_TOP_COL, BAND_ROWS[house - NUM_HOUSES // 2 + 1])
    return Box(RIGHT_TOP_COL, BAND_ROWS[house])


def house_area(house: int, cards: int) -> Box:
    """Where house ``house`` (0..7) with ``cards`` cards lies: its top card (or empty place)
    and the fan of the cards it covers; a click there means the house."""
    top = house_box(house)
    cols = fan_cols(house, cards - 1)
    if not cols:
        return top
    if is_left(house):
        return Box(cols[-1], top.row, top.col + CARD_W - cols[-1], CARD_H)
    return Box(top.col, top.row, cols[-1] + CARD_W - top.col, CARD_H)


def house_label(house: int) -> Box:
    """The ``H1``-``H8`` label beside a house's top card (a click there means the house)."""
    top = house_box(house)
    return Box(side_label_col(top), top.row + 1, 2, 1)


def fan_cols(house: int, covered: int) -> list[int]:
    """Columns of the covered cards of a house, nearest the top card first.

    The first covered card shares the top card's outer border; the rest step outwards 4
    columns apart (a card's rank and suit show), closer when the build is long, and a
    build too long even for 2 columns a card keeps only the covered cards nearest the top.
    """
    if covered <= 0:
        return []
    step = 4 if covered == 1 else max(2, min(4, FAN_SPAN // (covered - 1)))
    shown = min(covered, FAN_SPAN // step + 1)
    first = LEFT_TOP_COL - (CARD_W - 1) if is_left(house) else RIGHT_TOP_COL + CARD_W - 1
    direction = -1 if is_left(house) else 1
    return [first + direction * step * k for k in range(shown)]


def reserve_box(player: int) -> Box:
    """Player 1's reserve at the bottom right, player 2's at the top left."""
    return Box(RIGHT_TOP_COL, BAND_ROWS[4]) if player == 0 else Box(LEFT_TOP_COL, BAND_ROWS[0])


def foundation_box(index: int) -> Box:
    """Foundations 0..3 in the upper row, 4..7 in the lower."""
    return Box(FOUNDATION_COLS[index % 4], FOUNDATION_ROWS[index // 4])


def side_label_col(box: Box) -> int:
    """Where the label of a side-column pile goes: beside it, towards the middle."""
    return LEFT_LABEL_COL if box.col == LEFT_TOP_COL else RIGHT_LABEL_COL


def place_at(col: int, row: int, house_sizes: Sequence[int] = (0,) * NUM_HOUSES) \
        -> Place | None:
    """The pile under a screen cell, or None for the bare table. ``house_sizes`` (the cards
    in each house) tells how far each house's fan reaches."""
    for player in (0, 1):
        for kind in (DECK, TURNUP, WASTE, SCORE):
            if pile_box(kind, player).holds(col, row):
                return Place(kind, player)
        if reserve_box(player).holds(col, row):
            return Place(RESERVE, player)
    for house, size in enumerate(house_sizes):
        if house_area(house, size).holds(col, row) or house_label(house).holds(col, row):
            return Place(HOUSE, None, house)
    for index in range(8):
        if foundation_box(index).holds(col, row):
            return Place(FOUNDATION, None, index)
    return None
