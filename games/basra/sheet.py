"""The score screen after each hand: every component for both players, and the totals.

It covers the table (rows 0-22) with a box: one row per component of
``scoring.PlayerScore`` as ``messages.score_rows`` names them (cards or clubs, the
majority bonus, basras or surs and their points, jacks, aces, twos, tens), the hand's
total, then the game's totals and the gamepoint. The question or message that follows
(keep or replay the hand, the next dealer, the winner) goes on the message row or in the
shell's Y/N box under the sheet (``QUESTION_ROW``).
"""

from __future__ import annotations

from games._shared.look import Look
from games.basra import messages
from games.basra.game import BasraGame
from retro.textmode import TextScreen

BOX_COL, BOX_TOP, BOX_WIDTH = 17, 1, 46
QUESTION_ROW = 18
"""Where a Y/N question's box starts: under the sheet."""
FIGURE_COLS = (31, 39)
"""Right edge (exclusive) of the YOU and ABDUL figures, relative to the box."""


def sheet_lines(game: BasraGame, human: int) -> list[tuple[str, str, str]]:
    """The sheet's rows: (what, your figure, Abdul's figure); ``("", "", "")`` a gap."""
    hand = game.hand
    assert hand is not None and hand.score is not None
    rows = [(what, str(mine), str(his))
            for what, mine, his in messages.score_rows(hand.score, game.options, human)]
    total = rows.pop()
    rows += [("", "", ""), ("THIS HAND", total[1], total[2]),
             ("GAME TOTAL", str(game.scores[human]), str(game.scores[1 - human]))]
    return rows


def draw_sheet(s: TextScreen, game: BasraGame, human: int, look: Look) -> None:
    """The score screen for the hand just finished (``game.hand``)."""
    s.fill(0, 0, 80, 23, 0x20, look.table)
    lines = sheet_lines(game, human)
    height = len(lines) + 6
    s.box(BOX_COL, BOX_TOP, BOX_WIDTH, height, look.dialog, style="double", fill=look.dialog)
    number = len(game.hand_scores) + (1 if game.deciding else 0)
    name = "PASSUR" if game.options.passur else "BASRA"
    title = f" {name}: SCORE AFTER HAND {number} "
    s.write(BOX_COL + (BOX_WIDTH - len(title)) // 2, BOX_TOP, title, look.dialog_key)
    head = BOX_TOP + 2
    for right, word in zip(FIGURE_COLS, ("YOU", messages.COMPUTER_NAME), strict=True):
        s.write(BOX_COL + right - len(word), head, word, look.dialog_key)
    for i, (what, mine, his) in enumerate(lines):
        row = head + 1 + i
        bold = what in ("THIS HAND", "GAME TOTAL")
        attr = look.dialog_key if bold else look.dialog
        s.write(BOX_COL + 3, row, what, attr)
        for right, figure in zip(FIGURE_COLS, (mine, his), strict=True):
            s.write(BOX_COL + right - len(figure), row, figure, attr)
    note = f"GAME TO {game.options.gamepoint}"
    s.write(BOX_COL + (BOX_WIDTH - len(note)) // 2, BOX_TOP + height - 2, note, look.dialog)
