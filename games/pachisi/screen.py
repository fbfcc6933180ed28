"""The Pachisi board drawn onto the text screen from the game state (pure drawing).

Layout (see ``layout`` for the exact places)::

    row  0       title bar: the game, whose turn, the keys of the board
    rows 1-19    the board: four arms of 3 x 8 squares round the centre home, each
                 player's corner with its start and home blocks; at the right the
                 panel: whose turn, the dice, what is left of the roll
    rows 20-21   what happened last (two lines, the newest below)
    row  22      what the player may do now
    row  23      messages (the shell's)
    row  24      the function-key legend (the shell's)

A square is three characters: one pawn stands in the middle, two (a blockade) at
both ends. With the numbers shown (N) every square shows its number instead, on its
pawn's colour when a pawn stands there.
"""

from __future__ import annotations

import functools
import textwrap
from dataclasses import dataclass, field
from typing import NamedTuple

from games._shared.look import Look
from games.pachisi import layout as lay
from games.pachisi.board import (
    ARM_STRIDE,
    HOME_CELLS,
    NUM_PLAYERS,
    SQUARES,
    TRACK,
    cell,
    home_path_owner,
    is_safe,
    number,
)
from games.pachisi.messages import COLOURS
from games.pachisi.moves import occupancy
from games.pachisi.palette import (
    BLOCKADE_MARK,
    CHOSEN_MARKS,
    HOME_MARK,
    POINTER_MARKS,
    SHAPES,
    TRAVEL_ARROWS,
    BoardLook,
)
from games.pachisi.panel import draw_panel
from games.pachisi.rules import PachisiState
from retro.textmode import TextScreen

LINE_W = 78
"""Characters of a news or prompt row (one column of margin either side)."""


@dataclass
class View:
    """What the screen shows beyond the rules' state: the pointer, choices, words."""

    pointer: int | None = None          # the spot under the pointer (None: hidden)
    chosen: int | None = None           # the spot of the pawn chosen to move
    targets: frozenset[int] = frozenset()  # spots the chosen pawn may go to
    numbers: bool = False               # square numbers instead of pawns
    seats: str = "KCCC"                 # who plays each seat (K keyboard, C computer)
    demo: bool = False
    news: list[str] = field(default_factory=list)   # what happened, newest last
    prompt: str = ""


def draw(s: TextScreen, state: PachisiState, view: View, look: Look, board: BoardLook) -> None:
    """The whole screen except the message row and the legend."""
    s.fill(0, 0, 80, 23, 0x20, look.table)
    _title_bar(s, state, view, look)
    _frame(s, board)
    for player in range(NUM_PLAYERS):
        _corner(s, state, view, player, board)
    _squares(s, state, view, board)
    _centre(s, view, board)
    draw_panel(s, state, view.seats, view.demo, look, board)
    if view.numbers:
        numbers_key(s, look, board)
    for row, (line, newest) in zip(lay.NEWS_ROWS, news_rows(view.news), strict=True):
        s.write(1, row, line, look.bright if newest else look.text)
    s.write(1, lay.PROMPT_ROW, fit(view.prompt), look.bright)


def fit(line: str, width: int = LINE_W) -> str:
    """``line`` as it is if it fits, else shortened at a word with "..." (never mid-word)."""
    return line if len(line) <= width else textwrap.shorten(line, width, placeholder="...")


def news_rows(news: list[str]) -> list[tuple[str, bool]]:
    """The two news rows: (text, whether it is the newest line).

    A news line is never shortened: what it says may be all a player learns of a
    computer's move. The newest line takes the lower row, or both wrapped between words
    when it is longer; the older line shows above it only when it fits its row whole.
    (Every event's line fits one row, ``messages.say``; the wrapping is the safety net.)
    """
    if not news:
        return [("", False), ("", False)]
    wrapped = textwrap.wrap(news[-1], LINE_W)
    if len(wrapped) > 1:
        return [(wrapped[0], True), (" ".join(wrapped[1:]), True)]
    older = news[-2] if len(news) > 1 and len(news[-2]) <= LINE_W else ""
    return [(older, False), (news[-1], True)]


def _title_bar(s: TextScreen, state: PachisiState, view: View, look: Look) -> None:
    s.fill(0, 0, 80, 1, 0x20, look.legend)
    s.write(1, 0, "PACHISI", look.legend)
    right = "N HIDE NUMBERS" if view.numbers else "N SQUARE NUMBERS"
    s.write(79 - len(right), 0, right, look.legend)
    s.write(79 - len(right), 0, "N", look.legend_key)


def _frame(s: TextScreen, board: BoardLook) -> None:
    s.fill(0, lay.BOARD_ROW, lay.BOARD_W + 2, 19, 0x20, board.frame)


def _corner(s: TextScreen, state: PachisiState, view: View, player: int,
            board: BoardLook) -> None:
    corner = lay.CORNERS[player]
    col, row = corner.area
    s.fill(col, row, 8 * lay.CELL_W, 8, 0x20, board.corner[player])
    who = "KEYBOARD" if view.seats[player] == "K" and not view.demo else "COMPUTER"
    s.write(corner.name_col, corner.name_row, f"{COLOURS[player]} {chr(SHAPES[player])}",
            board.corner_text[player])
    s.write(corner.name_col + 10, corner.name_row, who, board.corner_text[player])
    waiting = state.pawns_in_start(player)
    home = state.pawns_home(player)
    for block, count, title in ((corner.start, waiting, "START"), (corner.home, home, "HOME")):
        spot = lay.START_SPOT + player if title == "START" else lay.HOME_SPOT + player
        goes_home = title == "HOME" and player == state.turn and lay.CENTRE in view.targets
        attr = _block_attr(spot, view, board, board.block[player], target=goes_home)
        style = "double" if spot == view.pointer else "single"
        s.box(block.col, block.row, block.width, block.height, attr, style=style, fill=attr)
        s.write(block.col + (block.width - len(title)) // 2, block.row, title, attr)
        for i in range(4):
            pc, pr = block.slot(i)
            if i < count:
                s.put(pc, pr, SHAPES[player], board.token[player])
            else:
                s.put(pc, pr, 0xFA, attr)


def _block_attr(spot: int, view: View, board: BoardLook, plain: int,
                target: bool = False) -> int:
    """The look of a square or block: a target stays marked as one under the pointer too
    (the pointer's arrows or double frame show the pointer there)."""
    target = target or spot in view.targets
    if spot == view.pointer and not target:
        return board.pointer if board.pointer != plain else board.pointer_alt
    if spot == view.chosen:
        return board.chosen
    if target:
        return board.target
    return plain


class _Square(NamedTuple):
    """What never changes about a square on the screen: place, colour, empty look."""

    col: int
    row: int
    attr: int
    empty: bytes
    number: bytes


@functools.lru_cache(maxsize=2)
def _square_table(board: BoardLook) -> tuple[_Square, ...]:
    table = []
    for square in range(SQUARES):
        col, row = lay.square_pos(square)
        gc, gr = cell(square)
        owner = home_path_owner(square)
        if owner is not None:
            attr, empty = board.home_path[owner], board.path_empty
        elif is_safe(square):
            attr, empty = board.safety, board.safety_empty
        else:
            attr, empty = board.squares[(gc + gr) % 2], board.empty[(gc + gr) % 2]
            arrow = travel_arrow(square)
            if arrow is not None:
                empty = bytes([0x20, arrow, 0x20])
        table.append(_Square(col, row, attr, empty, f"{number(square):>2} ".encode()))
    return tuple(table)


LANE_ENDS = (1, 8, 9, 16)
"""Where on each arm's 17 track squares an empty square shows the direction of travel:
both ends of its two lanes."""


def travel_arrow(square: int) -> int | None:
    """The arrow drawn on an empty track ``square`` at a lane's end, pointing the way the
    pawns go along that lane (rising numbers); None for the other squares."""
    if square >= TRACK or square % ARM_STRIDE not in LANE_ENDS:
        return None
    first = square % ARM_STRIDE in (1, 9)  # a lane's first square: toward the next one
    a, b = (square, square + 1) if first else (square - 1, square)
    (ac, ar), (bc, br) = cell(a % TRACK), cell(b % TRACK)
    return TRAVEL_ARROWS[(bc - ac, br - ar)]


def _squares(s: TextScreen, state: PachisiState, view: View, board: BoardLook) -> None:
    occ = occupancy(state.places)
    for square, fixed in enumerate(_square_table(board)):
        col, row = fixed.col, fixed.row
        pawns = [index // 4 for index in occ.get(square, ())]
        attr = _block_attr(square, view, board, fixed.attr)
        if view.numbers:
            _numbered(s, square, fixed, pawns, attr, board)
            continue
        s.write_codes(col, row, b"   " if pawns else fixed.empty, attr)
        marks = POINTER_MARKS if square == view.pointer else (
            CHOSEN_MARKS if square == view.chosen else None)
        if marks is not None and len(pawns) < 2:
            s.put(col, row, marks[0], attr)
            s.put(col + 2, row, marks[1], attr)
        places = (col + 1,) if len(pawns) == 1 else (col, col + 2)
        for player, place in zip(pawns, places, strict=False):
            pawn_attr = board.pointer_pawn[player] if square == view.pointer else (
                board.token[player])
            s.put(place, row, SHAPES[player], pawn_attr)


def _numbered(s: TextScreen, square: int, fixed: _Square, pawns: list[int], attr: int,
              board: BoardLook) -> None:
    """A square in the numbers view: its number, then its pawn's shape, or the blockade
    mark for two pawns. A safety square keeps its own look behind the number, so it
    stays recognisable with a pawn on it."""
    plain = attr == fixed.attr
    colour = board.token[pawns[0]] if pawns and plain and not is_safe(square) else attr
    s.write_codes(fixed.col, fixed.row, fixed.number, colour)
    if pawns:
        mark = BLOCKADE_MARK if len(pawns) == 2 else SHAPES[pawns[0]]
        s.put(fixed.col + 2, fixed.row, mark, board.token[pawns[0]] if plain else attr)


def numbers_key(s: TextScreen, look: Look, board: BoardLook) -> None:
    """Under the panel in the numbers view: what a safety square and a blockade look like."""
    col, row = lay.PANEL_COL, lay.KEY_ROW
    s.write(col, row, "IN THIS VIEW:", look.text)
    s.write_codes(col, row + 1, b" 6 ", board.safety)
    s.write(col + 4, row + 1, "SAFETY SQUARE", look.text)
    s.write_codes(col, row + 2, bytes([0x31, 0x30, BLOCKADE_MARK]), look.bright)
    s.write(col + 4, row + 2, "BLOCKADE", look.text)


def _centre(s: TextScreen, view: View, board: BoardLook) -> None:
    """The centre home: each player's colour on the side of its arm, the house sign."""
    col0, row0 = lay.CENTRE_COL, lay.CENTRE_ROW
    sides = {(9, 10): 0, (10, 9): 1, (9, 8): 2, (8, 9): 3}
    for gc, gr in HOME_CELLS:
        owner = sides.get((gc, gr))
        attr = board.centre[owner] if owner is not None else board.frame
        s.fill(col0 + (gc - 8) * lay.CELL_W, row0 + gr - 8, lay.CELL_W, 1, 0x20, attr)
    attr = _block_attr(lay.CENTRE, view, board, board.frame)
    marks = POINTER_MARKS if view.pointer == lay.CENTRE else (0x20, 0x20)
    s.write_codes(col0 + 3, row0 + 1, bytes([marks[0], HOME_MARK, marks[1]]), attr)
