"""The Pachisi board as pure geometry: 96 numbered squares, lanes, safety squares, paths.

The board is a cross of four arms round the central home. Each arm is 3 lanes of 8
squares (24 squares); 4 x 24 = 96. As in Parcheesi (games.md section 5.3):

* The two outer lanes of every arm, plus the far-end square of its middle lane, are the
  shared track: 17 squares per arm, 68 in all, indexed ``t = 0..67`` in the direction the
  pawns travel (counter-clockwise).
* The other 7 middle-lane squares of arm ``k`` are player ``k``'s home path (28 in all),
  which nobody else may enter.

Arms and players share numbers, counted counter-clockwise as seen on the screen
(row 0 at the top): arm 0 points down (south), 1 right (east), 2 up (north), 3 left
(west). Pawns travel counter-clockwise, the direction of rising numbers, south -> east
-> north -> west. The turn passes clockwise, "to the left", so player ``k`` is followed by
``next_player(k) = (k + 3) % 4``: 0 -> 3 -> 2 -> 1 -> 0.

Track of arm ``k``: ``t = 17k`` is the far end of its middle lane (the way into player
``k``'s home path); ``17k+1 .. 17k+8`` run along one outer lane toward the centre;
``17k+9 .. 17k+16`` run out along the nearer outer lane of the next arm ``k+1``. Player
``k`` enters at ``17k+5`` (its own arm, the fourth square from the centre), goes round to
``17k`` (63 steps later), then up its 7 home-path squares and into home: 71 steps from
the entry square to home, home counting as a step.

Square numbers (what the players see, 1..96): track square ``t`` is number ``t + 1``
(1..68); step ``j`` (1..7) of player ``k``'s home path is ``68 + 7k + j`` (69..96).
Internally a square is its ``id = number - 1`` (0..95).

A pawn's place is its *progress* along its owner's path: ``START`` (-1, in the start
block), ``0..63`` on the track (0 = the entry square), ``64..70`` on the home path,
``HOME`` (71).
"""

from __future__ import annotations

NUM_PLAYERS = 4
PAWNS = 4
TRACK = 68
"""Squares of the shared track."""
HOME_PATH = 7
"""Squares of each player's home path."""
SQUARES = TRACK + NUM_PLAYERS * HOME_PATH
"""96 numbered squares."""
ARM_STRIDE = 17
"""Track squares per arm."""
ENTRY_OFFSET = 5
"""A player's entry square is track square ``17k + 5``."""

START = -1
"""Progress of a pawn in its start block."""
LAST_TRACK = TRACK - ENTRY_OFFSET
"""Progress 63: the far end of the owner's middle lane, the last track square."""
HOME = LAST_TRACK + HOME_PATH + 1
"""Progress 71: home, the centre."""

SIDES = ("SOUTH", "EAST", "NORTH", "WEST")
"""Where each arm (and player) is on the screen."""
GRID = 19
"""The board fits a 19 x 19 grid of cells: arms of 8 cells round a 3 x 3 centre."""


def next_player(player: int) -> int:
    """Whose turn follows ``player``'s: the turn passes clockwise (to the left)."""
    return (player + NUM_PLAYERS - 1) % NUM_PLAYERS


def entry_track(player: int) -> int:
    """Track index of ``player``'s entry square."""
    return ARM_STRIDE * player + ENTRY_OFFSET


def square_id(player: int, progress: int) -> int:
    """Square id (0..95) of a pawn of ``player`` at ``progress`` (0..70)."""
    if not 0 <= progress < HOME:
        raise ValueError(f"progress {progress} is not on a square")
    if progress <= LAST_TRACK:
        return (entry_track(player) + progress) % TRACK
    return TRACK + HOME_PATH * player + progress - LAST_TRACK - 1


def number(square: int) -> int:
    """The number players see (1..96) for square id ``square``."""
    return square + 1


def from_number(shown: int) -> int:
    """Square id of the number players see."""
    if not 1 <= shown <= SQUARES:
        raise ValueError(f"no square numbered {shown}")
    return shown - 1


def home_path_owner(square: int) -> int | None:
    """The player whose home path holds ``square``, or None for a track square."""
    return None if square < TRACK else (square - TRACK) // HOME_PATH


SAFE_TRACK: frozenset[int] = frozenset(
    ARM_STRIDE * k + offset for k in range(NUM_PLAYERS) for offset in (0, ENTRY_OFFSET, 12))
"""The 12 safety squares (track indices): each arm's far middle square, entry square, and
the square on its other outer lane facing the entry."""
ENTRY_SQUARES: tuple[int, ...] = tuple(entry_track(k) for k in range(NUM_PLAYERS))
ENTRY_OWNER: dict[int, int] = {sq: k for k, sq in enumerate(ENTRY_SQUARES)}


def is_safe(square: int) -> bool:
    """Whether ``square`` is a safety square (home-path squares are private, not "safe")."""
    return square in SAFE_TRACK


PATH: tuple[tuple[int, ...], ...] = tuple(
    tuple(square_id(k, q) for q in range(HOME)) for k in range(NUM_PLAYERS))
"""``PATH[k][q]``: square id of player ``k``'s pawn at progress ``q`` (0..70)."""


def progress_of(player: int, square: int) -> int | None:
    """The progress at which ``player``'s path passes ``square``, or None if it does not."""
    try:
        return PATH[player].index(square)
    except ValueError:
        return None


def next_square(player: int, square: int) -> int | None:
    """The square after ``square`` on ``player``'s path; None before home (or off path)."""
    q = progress_of(player, square)
    if q is None or q + 1 >= HOME:
        return None
    return PATH[player][q + 1]


def _track_cell(t: int) -> tuple[int, int]:
    """Grid cell (column, row) of track square ``t``; row 0 is the top of the screen."""
    arm, offset = divmod(t, ARM_STRIDE)
    if offset == 0:
        return _turn(arm, 9, 18)
    if offset <= 8:  # outer lane of this arm, running in toward the centre
        return _turn(arm, 10, 19 - offset)
    # nearer outer lane of the next arm, running out from the centre
    return _turn(arm, 11 + offset - 9, 10)


def _turn(arm: int, col: int, row: int) -> tuple[int, int]:
    """Rotate a south-arm cell to ``arm``: a quarter turn counter-clockwise per arm."""
    for _ in range(arm):
        col, row = row, GRID - 1 - col
    return col, row


def cell(square: int) -> tuple[int, int]:
    """Grid cell (column, row) of square id ``square`` on the 19 x 19 board grid."""
    if square < TRACK:
        return _track_cell(square)
    owner, step = divmod(square - TRACK, HOME_PATH)
    return _turn(owner, 9, 17 - step)


HOME_CELLS: tuple[tuple[int, int], ...] = tuple(
    (col, row) for row in range(8, 11) for col in range(8, 11))
"""The 3 x 3 centre: home."""
