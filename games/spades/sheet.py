"""The score sheet shown after each hand, and the game log shown after each game.

The sheet is ``scoring.score_table`` (the original's layout: a line per hand with what
each side bid, made and scored, penalty lines, the running totals with the sandbags in
the units digit) drawn in the middle of the table, the latest hand picked out. When a
game is over the game log kept in ``SPADES.SCR`` (games won by each side, draws, points)
is shown in a box at the bottom, with room left between the two for the question whether
to play another game. A sheet too long for the screen shows the latest hands and says
which are above; PgUp and PgDn page through all of them, the first hands included.
"""

from __future__ import annotations

from collections.abc import Mapping

from games._shared.look import Look
from games._shared.scorelog import COUNT, Bounds, ScoreLog
from games.spades.places import PROMPT_ROW, TITLE_ROW
from games.spades.rulebook import TEAM_NAMES
from games.spades.rules import SpadesState
from games.spades.scoring import bag_note, points_line, score_table
from retro.textmode import TextScreen

LOG_NAME = "SPADES.SCR"
LOG_FIELDS = ("NS_WON", "EW_WON", "DRAWS", "NS_POINTS", "EW_POINTS")
"""The game log's counters: games won by each side, drawn games, points scored."""
POINTS_RANGE = Bounds(-999_999, 9_999_999)
"""Points scored over all games: below nought is possible (a side may lose a game far
under zero), but no more than the log box's seven columns hold."""
LOG_RANGES = {"NS_WON": COUNT, "EW_WON": COUNT, "DRAWS": COUNT,
              "NS_POINTS": POINTS_RANGE, "EW_POINTS": POINTS_RANGE}
SHEET_COL, SHEET_ROW = 13, 2
QUESTION_ROW = 13
"""At the end of a game, PLAY ANOTHER GAME? goes between the sheet and the log (rows 13-17),
so it hides neither the last hand, nor the totals, nor the log."""
LOG_ROW, LOG_COL, LOG_WIDTH = 18, 10, 60
"""The game log's box, rows 18-22 (the prompt row has nothing to say by then)."""


def sheet_lines(state: SpadesState) -> list[str]:
    """The sheet as lines for the screen: the totals' sandbag note gets a line of its own.

    Once the game is over a last line gives the points alone, the sandbags left out, as
    the result line and the game log count them: the totals above hold the bags in their
    units digit (+413 is 410 points and 3 bags), and only points win."""
    scores = (state.scores[0], state.scores[1])
    lines = score_table(state.sheet, scores, label="HAND")
    note = bag_note(scores)
    lines[-1] = lines[-1].removesuffix("  " + note)
    lines.append(note)
    if state.phase == "over":
        lines.append(points_line(scores))
    return lines


def hand_groups(body: list[str]) -> list[list[str]]:
    """The sheet's hand lines, each with the penalty lines that follow it."""
    groups: list[list[str]] = []
    for line in body:
        if line.startswith("HAND ") or not groups:
            groups.append([line])
        else:
            groups[-1].append(line)
    return groups


def window(groups: list[list[str]], space: int, first: int | None) -> tuple[int, int]:
    """Which hands fit in ``space`` lines, from hand index ``first`` (None: the latest),
    keeping a line for each note that says hands are above or below."""
    if sum(map(len, groups)) <= space:
        return 0, len(groups)
    if first is None:
        start, used = len(groups), 1
        while start > 0 and used + len(groups[start - 1]) <= space:
            start -= 1
            used += len(groups[start])
        return start, len(groups)
    start = min(max(first, 0), len(groups) - 1)
    end, used = start, (1 if start else 0) + 1
    while end < len(groups) and used + len(groups[end]) <= space:
        used += len(groups[end])
        end += 1
    return start, end


def _fit(lines: list[str], room: int, tail_size: int,
         first: int | None = None) -> tuple[list[str], tuple[int, int]]:
    """The header, the hands that fit from ``first`` on, the totals; where hands are left
    out a note says which and the key that shows them. Also the hands shown (a range)."""
    head, body, tail = lines[:1], lines[1:-tail_size], lines[-tail_size:]
    groups = hand_groups(body)
    start, end = window(groups, room - len(head) - len(tail), first)
    shown = [line for group in groups[start:end] for line in group]
    above = [_hands_note(1, start, "ABOVE: PGUP")] if start else []
    below = [_hands_note(end + 1, len(groups), "BELOW: PGDN")] if end < len(groups) else []
    return [*head, *above, *shown, *below, *tail], (start, end)


def _hands_note(first: int, last: int, where: str) -> str:
    """``"(HANDS 1-5 ABOVE: PGUP SHOWS THEM)"``."""
    if first == last:
        return f"(HAND {first} {where} SHOWS IT)"
    return f"(HANDS {first}-{last} {where} SHOWS THEM)"


def draw_sheet(s: TextScreen, state: SpadesState, look: Look,
               log: Mapping[str, int] | None = None, first: int | None = None
               ) -> tuple[int, int]:
    """The sheet over the table (rows 0-22), with the game log under it if given; from
    hand index ``first`` when the sheet is too long (None: the latest hands). Returns the
    range of hand indexes shown, for paging with PgUp and PgDn."""
    s.fill(0, 0, 80, PROMPT_ROW + 1, 0x20, look.table)
    s.fill(0, TITLE_ROW, 80, 1, 0x20, look.legend)
    s.write(1, TITLE_ROW, f"SPADES   SCORE SHEET AFTER HAND {state.hand_number}", look.legend)
    target = f"GAME TO {state.options.target}"
    s.write(79 - len(target), TITLE_ROW, target, look.legend)
    bottom = QUESTION_ROW if log is not None else PROMPT_ROW - 1
    tail_size = 4 if state.phase == "over" else 3
    lines, shown = _fit(sheet_lines(state), bottom - SHEET_ROW, tail_size, first)
    latest = max((i for i, line in enumerate(lines) if line.startswith("HAND ")), default=0)
    if shown[1] < len(state.sheet):
        latest = len(lines)  # the hand just played is below: nothing is picked out
    for i, line in enumerate(lines):
        attr = look.bright if i == 0 or i >= latest else look.text  # the hand just played
        col = (80 - len(line)) // 2 if line.startswith("(") else SHEET_COL
        s.write(col, SHEET_ROW + i, line, attr)
    if log is not None:
        draw_log(s, log, look)
    return shown


def check_log() -> str | None:
    """Read the log at start, so that a damaged one (a value out of its range, say) is set
    aside as ``.BAD`` at once and said; what to say, if anything."""
    return ScoreLog.load(LOG_NAME, LOG_FIELDS, LOG_RANGES).warning


def record_game(state: SpadesState) -> tuple[ScoreLog, list[str]]:
    """Add a finished game to the log on disk: the log, and what to tell the player about
    the file (a damaged one set aside, a disk that said no)."""
    log = ScoreLog.load(LOG_NAME, LOG_FIELDS, LOG_RANGES)
    told = [log.warning] if log.warning else []
    won = {0: "NS_WON", 1: "EW_WON", None: "DRAWS"}[state.winner]
    log.add(**{won: 1, "NS_POINTS": state.scores[0].points, "EW_POINTS": state.scores[1].points})
    problem = log.save()
    return log, told + ([problem] if problem else [])


def log_lines(log: Mapping[str, int]) -> list[str]:
    """The game log in three lines."""
    ns, ew = TEAM_NAMES
    return [f"GAMES WON BY {ns} {log['NS_WON']:>5}     POINTS SCORED BY {ns} {log['NS_POINTS']:>7}",
            f"GAMES WON BY {ew} {log['EW_WON']:>5}     POINTS SCORED BY {ew} {log['EW_POINTS']:>7}",
            f"{'DRAWN GAMES':<16} {log['DRAWS']:>5}"]


def draw_log(s: TextScreen, log: Mapping[str, int], look: Look) -> None:
    """The game log in a box under the sheet."""
    s.box(LOG_COL, LOG_ROW, LOG_WIDTH, 5, look.text, style="double", fill=look.table)
    s.write(LOG_COL + 2, LOG_ROW, f" GAME LOG ({LOG_NAME}): EVERY GAME SO FAR ", look.bright)
    for i, line in enumerate(log_lines(log)):
        s.write(LOG_COL + 2, LOG_ROW + 1 + i, line, look.text)
