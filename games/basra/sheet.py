"""The score screen after each hand: every component for both players, and the totals.

It covers the table (rows 0-22) with a box: one row per component of
``scoring.PlayerScore`` as ``messages.score_rows`` names them (cards or clubs with the
majority bonus, basras or surs, jacks, aces, twos, tens), each with two figures per player
under COUNT and POINTS, so 24 cards are never read as 24 points; then the hand's total
and the game's totals (points only) and the gamepoint. The question or message that follows
(keep or replay the hand, the next dealer, the winner) goes on the message row or in the
shell's Y/N box under the sheet (``QUESTION_ROW``).
"""

from __future__ import annotations

from games._shared.look import Look
from games.basra import messages
from games.basra.game import BasraGame
from retro.textmode import TextScreen

BOX_COL, BOX_TOP, BOX_WIDTH = 14, 1, 52
QUESTION_ROW = 18
"""Where a Y/N question's box starts: under the sheet."""
FIGURE_COLS = (27, 34, 41, 48)
"""Right edge (exclusive) of your COUNT and POINTS, then Abdul's, relative to the box."""
HEADS = ("COUNT", "POINTS")


def _figure(value: int | None) -> str:
    return "" if value is None else str(value)


def sheet_lines(game: BasraGame, human: int) -> list[tuple[str, ...]]:
    """The sheet's rows: (what, your count, your points, Abdul's count, Abdul's points),
    "" where a figure does not apply; ``("",) * 5`` is a gap."""
    hand = game.hand
    assert hand is not None and hand.score is not None
    rows = [(what, *map(_figure, mine), *map(_figure, his))
            for what, mine, his in messages.score_rows(hand.score, game.options, human)]
    total = rows.pop()
    rows += [("",) * 5, ("THIS HAND", "", total[2], "", total[4]),
             ("GAME TOTAL", "", str(game.scores[human]), "", str(game.scores[1 - human]))]
    return rows


def draw_sheet(s: TextScreen, game: BasraGame, human: int, look: Look) -> None:
    """The score screen for the hand just finished (``game.hand``): what each player took
    (COUNT) and what it scores (POINTS), in columns of their own."""
    s.fill(0, 0, 80, 23, 0x20, look.table)
    lines = sheet_lines(game, human)
    height = len(lines) + 7
    s.box(BOX_COL, BOX_TOP, BOX_WIDTH, height, look.dialog, style="double", fill=look.dialog)
    number = len(game.hand_scores) + (1 if game.deciding else 0)
    name = "PASSUR" if game.options.passur else "BASRA"
    title = f" {name}: SCORE AFTER HAND {number} "
    s.write(BOX_COL + (BOX_WIDTH - len(title)) // 2, BOX_TOP, title, look.dialog_key)
    head = BOX_TOP + 2
    for (left, right), word in zip(((FIGURE_COLS[0] - len(HEADS[0]), FIGURE_COLS[1]),
                                    (FIGURE_COLS[2] - len(HEADS[0]), FIGURE_COLS[3])),
                                   ("YOU", messages.COMPUTER_NAME), strict=True):
        s.write(BOX_COL + (left + right - len(word)) // 2, head, word, look.dialog_key)
    for right, word in zip(FIGURE_COLS, HEADS * 2, strict=True):
        s.write(BOX_COL + right - len(word), head + 1, word, look.dialog_key)
    for i, (what, *figures) in enumerate(lines):
        row = head + 2 + i
        bold = what in ("THIS HAND", "GAME TOTAL")
        attr = look.dialog_key if bold else look.dialog
        s.write(BOX_COL + 3, row, what, attr)
        for right, figure in zip(FIGURE_COLS, figures, strict=True):
            s.write(BOX_COL + right - len(figure), row, figure, attr)
    note = f"GAME TO {game.options.gamepoint}"
    s.write(BOX_COL + (BOX_WIDTH - len(note)) // 2, BOX_TOP + height - 2, note, look.dialog)
