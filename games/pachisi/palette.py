"""The board's colours (VGA with bright backgrounds) and its mono looks (MDA rules).

The program turns off blinking, as many games of the period did (INT 10h, AX=1003h), so
that all sixteen colours can be backgrounds: white and grey squares, bright pawns.
Attribute bytes here are background << 4 | foreground. In mono only the four MDA looks
exist (07h normal, 0Fh intense, 70h reverse, 01h underline), so there the squares, the
safety squares and the home paths differ by their characters as well, and the players'
pawns by their shapes, which are the same in colour.

Yellow is bright yellow (14) everywhere: colour 6, its dim partner, is brown on VGA and
was taken for a fifth player's colour in the play-test.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from games._shared.look import Look

SHAPES = (0x03, 0x04, 0x05, 0x06)
"""Each player's pawn: heart, diamond, club, spade (code page 437)."""
PIP, HOME_MARK = 0x07, 0x7F
"""A die's spot; the house sign on the centre home."""
POINTER_MARKS = (0x10, 0x11)
"""The pointer's arrows either side of a square: right- and left-pointing triangles."""
CHOSEN_MARKS = (0xAF, 0xAE)
"""Either side of the chosen pawn's square: the guillemets >> and <<."""
BLOCKADE_MARK = 0xBA
"""In the numbers view, after a square's number: two pawns stand there (a wall: a double
bar), instead of the one pawn's shape."""
TRAVEL_ARROWS = {(0, -1): 0x18, (0, 1): 0x19, (1, 0): 0x1A, (-1, 0): 0x1B}
"""The direction-of-travel marks on the track, by grid step (column, row): up, down,
right, left."""


def table_look(look: Look, mono: bool) -> Look:
    """The shared look on the board's black table (colour); mono's is black already."""
    return look if mono else replace(look, table=0x07, text=0x07, bright=0x0E)


@dataclass(frozen=True)
class BoardLook:
    """Attributes and characters of everything on the board."""

    frame: int                       # the board's edge and empty places
    squares: tuple[int, int]         # track squares, in a checker
    safety: int                      # the blue safety squares
    home_path: tuple[int, ...]       # each player's home path squares
    corner: tuple[int, ...]          # each player's corner
    corner_text: tuple[int, ...]     # names in the corners
    block: tuple[int, ...]           # inside the start and home blocks
    token: tuple[int, ...]           # a pawn: its shape on its colour
    pointer: int                     # the square under the pointer
    pointer_alt: int                 # the pointer on a square that already looks so
    pointer_pawn: tuple[int, ...]    # a pawn under the pointer
    chosen: int                      # the square of the pawn chosen to move
    target: int                      # a square the chosen pawn may go to
    centre: tuple[int, ...]          # the centre home, each player's side
    die: int
    die_used: int
    empty: tuple[bytes, bytes]       # characters of empty track squares, in the checker
    safety_empty: bytes              # an empty safety square
    path_empty: bytes                # an empty home path square


COLOUR = BoardLook(
    frame=0x00,
    squares=(0xF0, 0x70),
    safety=0x1F,
    home_path=(0x4F, 0x5F, 0xE0, 0x2F),
    corner=(0x00, 0x00, 0x00, 0x00),
    corner_text=(0x0C, 0x0D, 0x0E, 0x0A),
    block=(0x4C, 0x5D, 0xE0, 0x2A),
    token=(0xC0, 0xD0, 0xE0, 0xA0),
    pointer=0x0F,
    pointer_alt=0x70,
    pointer_pawn=(0x0C, 0x0D, 0x0E, 0x0A),
    chosen=0x3F,
    target=0xB0,
    centre=(0x4F, 0x5F, 0xE0, 0x2F),
    die=0xF0,
    die_used=0x78,
    empty=(b"   ", b"   "),
    safety_empty=b"   ",
    path_empty=b"   ",
)

MONO = BoardLook(
    frame=0x07,
    squares=(0x07, 0x07),
    safety=0x70,
    home_path=(0x0F, 0x0F, 0x0F, 0x0F),
    corner=(0x07, 0x07, 0x07, 0x07),
    corner_text=(0x0F, 0x0F, 0x0F, 0x0F),
    block=(0x07, 0x07, 0x07, 0x07),
    token=(0x0F, 0x0F, 0x0F, 0x0F),
    pointer=0x70,
    pointer_alt=0x0F,
    pointer_pawn=(0x70, 0x70, 0x70, 0x70),
    chosen=0x0F,
    target=0x01,
    centre=(0x07, 0x07, 0x07, 0x07),
    die=0x70,
    die_used=0x07,
    empty=(b"\xb0\xb0\xb0", b" \xfa "),
    safety_empty=b" \x0f ",
    path_empty=b"\xb1\xb1\xb1",
)


def board_look(mono: bool) -> BoardLook:
    return MONO if mono else COLOUR
