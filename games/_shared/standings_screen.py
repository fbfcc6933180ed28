"""The lifetime statistics on screen: a line per game for the launcher, a page per game.

The launcher shows each game's record in one line under its title (``summary``); its F3
opens the fuller page (``show_standings``): every figure, the games against each of
the computer's strengths, the hints and take-backs used, and R to reset that game's
record after a Y/N question. Left and Right turn to the other games; Esc goes back.
"""

from __future__ import annotations

from collections.abc import Sequence

from games._shared import lifetime
from games._shared.legend import LegendItem, draw_legend
from games._shared.lifetime import BESTS, DRAWN, LOST, WON, Lifetime, Record
from games._shared.shell import Shell
from games._shared.strength import LEVELS
from retro.bios import Key, Keys, cursor_key

LEGEND = (LegendItem("LEFT/RIGHT", "OTHER GAME"), LegendItem("R", "RESET"),
          LegendItem("ESC", "BACK"))
RULE = """\
COUNTED: A GAME YOU PLAYED YOURSELF TO ITS END AGAINST THE COMPUTER; A
GAME YOU THREW AWAY WITH G AFTER YOUR FIRST MOVE COUNTS AS LOST. THE
DEMO AND GAMES THE COMPUTER PLAYED ALONE ARE NOT COUNTED."""
"""What counts, said on the page (the same rule as ``lifetime`` and the help)."""


def summary(record: Record, command: str) -> str:
    """The launcher's line: ``PLAYED 12: 7 WON 4 LOST 1 DRAWN (58%)  STREAK 2, BEST 4 ...``."""
    if not record.played:
        return "NOT PLAYED YET"
    line = (f"PLAYED {record.played}: {record.won} WON {record.lost} LOST {record.drawn}"
            f" DRAWN ({record.percent}%)  STREAK {record.streak}, BEST {record.best_streak}")
    best = BESTS.get(command)
    if best is not None and record.best is not None:
        line += f"  {best.label} {record.best}"
    return line


def page_lines(record: Record, command: str) -> list[str]:
    """The page's figures, one line each ("" for a gap)."""
    percent = "" if record.percent is None else f"   ({record.percent}% OF THE GAMES PLAYED)"
    lines = [f"GAMES PLAYED     {record.played:>6}",
             f"WON              {record.won:>6}{percent}",
             f"LOST             {record.lost:>6}",
             f"DRAWN            {record.drawn:>6}",
             "",
             f"WINNING STREAK   {record.streak:>6}   (THE LONGEST: {record.best_streak})"]
    best = BESTS.get(command)
    if best is not None:
        figure = "-" if record.best is None else best.said(record.best).removeprefix(
            best.label + " ")
        lines.append(f"{best.label:<16} {figure:>6}")
    lines += ["", f"AGAINST THE COMPUTER PLAYING AS    {WON:>6}{LOST:>6}{DRAWN:>7}"]
    lines += [f"  {level:<32} {counts[WON]:>6}{counts[LOST]:>6}{counts[DRAWN]:>7}"
              for level, counts in ((level, record.levels[level]) for level in LEVELS)]
    lines += ["", f"HINTS ASKED FOR  {record.hints:>6}",
              f"MOVES TAKEN BACK {record.take_backs:>6}"]
    return lines


def draw_page(shell: Shell, title: str, command: str, record: Record) -> None:
    """The page of one game's record, with its own legend."""
    s, look = shell.m.screen, shell.look
    s.cursor_visible = False
    s.clear(0x07)
    heading = f"{title} - LIFETIME STATISTICS"
    s.fill(0, 0, 80, 1, 0x20, look.legend)
    s.write((80 - len(heading)) // 2, 0, heading, look.legend)
    s.box(0, 1, 80, 22, look.title_text, style="double")
    for row, line in enumerate(page_lines(record, command), start=3):
        s.write(6, row, line, look.bright if line.startswith("AGAINST") else 0x07)
    for row, line in enumerate(RULE.splitlines(), start=19):
        s.write(4, row, line, look.title_text)
    spots = draw_legend(s, 24, list(LEGEND), [], look)
    shell.hotspots.set_row(24, spots)


def show_standings(shell: Shell, games: Sequence[tuple[str, str]], index: int) -> int:
    """The page of ``games[index]`` (title, command) until Esc; Left and Right turn to
    the others; R resets the one shown (Y/N). Returns the index of the game last shown."""
    records = _loaded(shell)
    while True:
        title, command = games[index]
        draw_page(shell, title, command, records.of(command))
        event = shell.read_event()
        if not isinstance(event, Key):
            continue
        arrow = cursor_key(event)
        if arrow in (Keys.LEFT, Keys.RIGHT, Keys.UP, Keys.DOWN):
            index = (index + (-1 if arrow in (Keys.LEFT, Keys.UP) else 1)) % len(games)
        elif event.char.upper() == "R":
            if shell.ask_yes_no(f"RESET THE STATISTICS OF {title}?"):
                problem = lifetime.reset(command)
                if problem:
                    shell.message(problem, wait=True)
                records = _loaded(shell)
        elif event in (Keys.ESC, Keys.ENTER) or event == Keys.F3:
            return index


def _loaded(shell: Shell) -> Lifetime:
    """The records from the file; a damaged one is set aside and said."""
    records = lifetime.load()
    if records.warning:
        shell.message(records.warning, wait=True)
    return records
