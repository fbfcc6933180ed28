"""Where things are on the 80 x 25 screen: squares, blocks, dice, and the pointer's spots.

The board's 19 x 19 grid (``board.cell``) is drawn with each grid cell three characters
wide and one row high, from column 1 and row 1, so the board takes columns 1-57 and rows
1-19. The four corners between the arms belong to the players: each holds the player's
start block (beside its entry square) and home block. The panel at the right (columns
59-79) shows whose turn it is and the dice.

The pointer moves among *spots*: the 96 squares (ids 0..95), the centre home, and each
player's start and home blocks. ``spot_at`` turns a click into a spot, ``step`` moves the
pointer with an arrow key to the nearest spot in that direction.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from games.pachisi.board import GRID, NUM_PLAYERS, SQUARES, cell

BOARD_COL, BOARD_ROW = 1, 1
CELL_W = 3
BOARD_W = GRID * CELL_W
"""57 columns of board."""
CENTRE_COL, CENTRE_ROW = BOARD_COL + 8 * CELL_W, BOARD_ROW + 8
"""Top left of the 3 x 3 centre (home): 9 columns, 3 rows."""
PANEL_COL, PANEL_W = 60, 19
DICE_ROW = 4
DIE_W, DIE_H = 7, 3
DICE_COLS = (PANEL_COL + 1, PANEL_COL + 1 + DIE_W + 3)
NEWS_ROWS = (20, 21)
PROMPT_ROW = 22
KEY_ROW = 16
"""The numbers view's key under the panel (three rows)."""

CENTRE = SQUARES
"""The spot of the centre home."""
START_SPOT = SQUARES + 1
"""``START_SPOT + p``: player ``p``'s start block."""
HOME_SPOT = START_SPOT + NUM_PLAYERS
"""``HOME_SPOT + p``: player ``p``'s home block."""
SPOTS = HOME_SPOT + NUM_PLAYERS


@dataclass(frozen=True)
class Block:
    """A box of 8 x 4 characters holding up to four pawns (two rows of two)."""

    col: int
    row: int
    width: int = 8
    height: int = 4

    def slot(self, i: int) -> tuple[int, int]:
        """Screen cell of the ``i``-th pawn place (0..3) inside the box."""
        return self.col + 2 + 3 * (i % 2), self.row + 1 + i // 2

    def holds(self, col: int, row: int) -> bool:
        return self.col <= col < self.col + self.width and self.row <= row < self.row + self.height


@dataclass(frozen=True)
class Corner:
    """A player's corner of the board: its start and home blocks and its name plate."""

    start: Block
    home: Block
    name_col: int
    name_row: int
    area: tuple[int, int]
    """Top left (column, row) of the 24 x 8 corner."""


CORNERS: tuple[Corner, ...] = (
    # player 0, south arm: bottom right; its entry square is at the corner's left edge
    Corner(Block(36, 13), Block(47, 13), 36, 18, (34, 12)),
    # player 1, east arm: top right; its entry square is just under the corner
    Corner(Block(42, 5), Block(51, 5), 37, 2, (34, 1)),
    # player 2, north arm: top left; its entry square is at the corner's right edge
    Corner(Block(15, 3), Block(4, 3), 4, 8, (1, 1)),
    # player 3, west arm: bottom left; its entry square is just over the corner
    Corner(Block(10, 12), Block(1 + 1, 12), 4, 18, (1, 12)),
)


def square_pos(square: int) -> tuple[int, int]:
    """Screen (column, row) of the leftmost of a square's three characters."""
    col, row = cell(square)
    return BOARD_COL + CELL_W * col, BOARD_ROW + row


def spot_centre(spot: int) -> tuple[float, float]:
    """The middle of a spot on the screen, in characters."""
    if spot < SQUARES:
        col, row = square_pos(spot)
        return col + 1, row
    if spot == CENTRE:
        return CENTRE_COL + 4, CENTRE_ROW + 1
    block = block_of(spot)
    return block.col + (block.width - 1) / 2, block.row + (block.height - 1) / 2


def block_of(spot: int) -> Block:
    """The start or home block that ``spot`` names."""
    if START_SPOT <= spot < HOME_SPOT:
        return CORNERS[spot - START_SPOT].start
    if HOME_SPOT <= spot < SPOTS:
        return CORNERS[spot - HOME_SPOT].home
    raise ValueError(f"spot {spot} is not a block")


def spot_at(col: int, row: int) -> int | None:
    """The spot drawn at a screen cell, if any (a click on it means that spot)."""
    for square in range(SQUARES):
        left, top = square_pos(square)
        if top == row and left <= col < left + CELL_W:
            return square
    if CENTRE_COL <= col < CENTRE_COL + 3 * CELL_W and CENTRE_ROW <= row < CENTRE_ROW + 3:
        return CENTRE
    for spot in range(START_SPOT, SPOTS):
        if block_of(spot).holds(col, row):
            return spot
    return None


def on_dice(col: int, row: int) -> bool:
    """Whether a screen cell lies on the dice (a click there passes)."""
    return (DICE_ROW <= row < DICE_ROW + DIE_H
            and DICE_COLS[0] <= col < DICE_COLS[1] + DIE_W)


@functools.cache
def _centres() -> tuple[tuple[float, float], ...]:
    return tuple(spot_centre(spot) for spot in range(SPOTS))


_DIRECTIONS = {"UP": (0, -1), "DOWN": (0, 1), "LEFT": (-1, 0), "RIGHT": (1, 0)}


def step(spot: int, direction: str) -> int:
    """The spot an arrow key (``"UP"``...) moves the pointer to from ``spot``.

    The nearest spot lying in that direction within a quarter turn (as far ahead as
    aside, at most), counting a sideways offset three times as far as a step straight
    ahead (distances in board cells); the same spot when there is none.
    """
    dx, dy = _DIRECTIONS[direction]
    centres = _centres()
    x0, y0 = centres[spot]
    best, best_cost = spot, float("inf")
    for other, (x, y) in enumerate(centres):
        ahead = ((x - x0) / CELL_W) * dx + (y - y0) * dy
        aside = abs((x - x0) / CELL_W * dy) + abs((y - y0) * dx)
        if ahead <= 0.1 or aside > ahead or other == spot:
            continue
        cost = ahead + 3 * aside
        if cost < best_cost:
            best, best_cost = other, cost
    return best
