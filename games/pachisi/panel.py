"""The panel at the right of the board: whose turn it is, the dice, what is left to play.

Two dice are drawn as dice, seven characters by three with their spots; a die already
used is drawn dim. With tops and bottoms the bottoms show below the dice as numbers, as
do the bonus moves waiting and the doubles rolled in a row. Whether a waiting pawn may
enter comes from the rules' legal moves (``grounds.entry``), with the reason when not.
"""

from __future__ import annotations

from games._shared.look import Look
from games.pachisi import layout as lay
from games.pachisi.grounds import entry
from games.pachisi.messages import COLOURS, entry_hint
from games.pachisi.palette import PIP, SHAPES, BoardLook
from games.pachisi.rulebook import OPPOSITE_FACES
from games.pachisi.rules import PachisiState
from retro.textmode import TextScreen

_SPOTS = {
    1: ((1, 3),),
    2: ((0, 5), (2, 1)),
    3: ((0, 5), (1, 3), (2, 1)),
    4: ((0, 1), (0, 5), (2, 1), (2, 5)),
    5: ((0, 1), (0, 5), (1, 3), (2, 1), (2, 5)),
    6: ((0, 1), (0, 3), (0, 5), (2, 1), (2, 3), (2, 5)),
}
"""The spots of each face: (row, column) inside a 7 x 3 die."""


def draw_die(s: TextScreen, col: int, row: int, value: int, attr: int) -> None:
    """One die showing ``value`` (1..6) with its top left at (col, row)."""
    s.fill(col, row, lay.DIE_W, lay.DIE_H, 0x20, attr)
    for r, c in _SPOTS[value]:
        s.put(col + c, row + r, PIP, attr)


def draw_dice(s: TextScreen, faces: tuple[int, int], board: BoardLook) -> None:
    """Both dice, unused, showing ``faces`` (the frames of a roll)."""
    for col, value in zip(lay.DICE_COLS, faces, strict=True):
        draw_die(s, col, lay.DICE_ROW, value, board.die)


def used_dice(state: PachisiState) -> tuple[bool, bool]:
    """Which of the two dice shown are used up in the roll being played."""
    if state.dice is None:
        return (False, False)
    left = state.left
    # with tops and bottoms the dice show the tops, which are done once the bottoms are due
    tops_done = state.tops_and_bottoms and not left.bottoms
    remaining = [] if tops_done else list(left.dice)
    used = []
    for value in state.dice:
        if value in remaining:
            remaining.remove(value)
            used.append(False)
        else:
            used.append(True)
    return used[0], used[1]


def draw_panel(s: TextScreen, state: PachisiState, seats: str, demo: bool, look: Look,
               board: BoardLook) -> None:
    """Whose turn, the dice and what is left of the roll; the winner once it is over."""
    col = lay.PANEL_COL
    if state.first_player is None:
        s.write(col, 1, "THE DRAW FOR FIRST", look.bright)
        return
    if state.winner is not None:
        s.write(col, 1, f"{COLOURS[state.winner]} {chr(SHAPES[state.winner])} WINS!", look.bright)
        s.write(col, 2, "ALL FOUR PAWNS HOME", look.text)
        return
    player = state.turn
    who = "KEYBOARD" if seats[player] == "K" and not demo else "COMPUTER"
    s.write(col, 1, f"{COLOURS[player]} {chr(SHAPES[player])} TO PLAY", look.bright)
    s.write(col, 2, f"({who})", look.text)
    dice = state.dice
    if dice is not None:
        used = used_dice(state)
        for die_col, value, spent in zip(lay.DICE_COLS, dice, used, strict=True):
            draw_die(s, die_col, lay.DICE_ROW, value, board.die_used if spent else board.die)
    _roll_notes(s, state, look)


def _roll_notes(s: TextScreen, state: PachisiState, look: Look) -> None:
    col, row = lay.PANEL_COL, lay.DICE_ROW + lay.DIE_H + 1
    lines: list[str] = []
    dice, left = state.dice, state.left
    if dice is not None:
        if state.tops_and_bottoms:
            bottom = OPPOSITE_FACES - dice[0]
            lines.append("TOPS AND BOTTOMS")
            waiting = len(left.bottoms) if left.bottoms else len(left.dice)
            lines.append(f"BOTTOMS {bottom} {bottom}" + (" DONE" if not waiting else ""))
        elif dice[0] == dice[1]:
            lines.append("DOUBLES: ROLL AGAIN")
        if left.dice:
            lines.append("TO PLAY " + " ".join(str(d) for d in left.dice))
        if left.dice:
            lines += entry_hint(entry(state), left.dice)
        for value in left.bonuses:
            lines.append(f"BONUS MOVE {value}")
    if state.doubles:
        lines.append(f"DOUBLES IN A ROW {state.doubles}")
    for i, line in enumerate(lines):
        s.write(col, row + i, line[:lay.PANEL_W + 1], look.text)
