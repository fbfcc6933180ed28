"""``tommys``: the menu of the five games, run in one window.

Arrows (grey or keypad) move the bar, Enter or a click starts a game, the
first letter of a title jumps to it (again to the next with that letter).
Under each title, a line of the game's lifetime statistics (``lifetime``); F3 opens
the fuller page of the game under the bar (``standings_screen``).
A game runs on the same machine and comes back here when it quits. The
shared function keys work here too; F7 leaves the collection.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import replace
from pathlib import Path

from games._shared import lifetime, tunes
from games._shared.bigtext import draw_big_centred
from games._shared.files import file_path
from games._shared.lifetime import Lifetime
from games._shared.shell import QuitGame, Shell
from games._shared.spec import Command, GameSpec, run_game
from games._shared.standings_screen import show_standings, summary
from games.catalogue import PROGRAMS, Program
from retro.bios import Keys, MouseEvent, cursor_key
from retro.machine import Machine
from retro.replay.file import ReplayError, read_replay

FIRST_ROW = 11
"""The first title's row; the titles sit on every other row below it."""
BOX_HEIGHT = 23
"""The frame ends on row 22 so that messages (row 23) do not cut through it."""
MESSAGE_ROW = 23
STATISTICS_KEY = "F3"
"""Opens the lifetime statistics page of the game under the bar (F3 opens a page of
options in every game: here, the page of figures)."""
HELP = """\
THE COLLECTION:
FIVE CARD AND BOARD GAMES FROM THE DAYS OF DOS, REBUILT FOR A SMALL
VIRTUAL PC WITH A VGA CARD AND A PC SPEAKER.

CHOOSING A GAME:
UP AND DOWN (GREY OR KEYPAD ARROWS) MOVE THE BAR; ENTER STARTS THE GAME.
THE FIRST LETTER OF A TITLE JUMPS TO IT; PRESS IT AGAIN FOR THE NEXT
TITLE WITH THAT LETTER. A MOUSE CLICK ON A TITLE STARTS IT TOO.
{coming}WHEN YOU QUIT A GAME WITH F7 YOU COME BACK TO THIS MENU. A GAME MARKED
KEPT HAS AN UNFINISHED GAME WAITING: IT GOES ON WHERE YOU LEFT IT.

LIFETIME STATISTICS:
UNDER EACH TITLE: GAMES PLAYED, WON, LOST AND DRAWN, THE SHARE WON, THE
WINNING STREAK NOW AND AT ITS LONGEST, AND THE GAME'S BEST RESULT. F3
OPENS THE GAME'S PAGE: THE GAMES AGAINST EACH OF THE COMPUTER'S
STRENGTHS, THE HINTS AND TAKE-BACKS USED, AND R TO RESET (Y OR N).
A GAME COUNTS WHEN YOU PLAYED A SEAT YOURSELF, MADE A MOVE, AND THE
COMPUTER PLAYED AGAINST YOU; A GAME THROWN AWAY WITH G AFTER YOUR FIRST
MOVE COUNTS AS LOST. THE DEMO AND GAMES THE COMPUTER PLAYED ALONE DO NOT.
THE FIGURES ARE KEPT IN LIFETIME.SCR IN THE DATA FOLDER.

KEYS EVERYWHERE:
F1  SOUND ON OR OFF          F5  THESE INSTRUCTIONS
F7  QUIT (ANSWER Y OR N)     F10 NEXT BORDER COLOUR
F3  (HERE) THE LIFETIME STATISTICS OF THE GAME UNDER THE BAR
EACH GAME ALSO HAS ITS OWN COMMAND: BASRA, RBANK, SIXTYSIX, PACHISI, SPADES.
""".format(coming="" if all(prog.ready for prog in PROGRAMS)
           else "GAMES MARKED COMING ARE STILL BEING BUILT.\n")

SPEC = GameSpec(
    title="GAME SHELF", command="tommys", settings_file="TOMMYS.CFG", instructions=HELP,
    subtitle="FIVE DOS CARD AND BOARD GAMES", dials=(), has_demo=False,
    tagline="FIVE TEXT-MODE GAMES FOR THE VIRTUAL PC",
    tune=tunes.LAUNCHER, message_row=MESSAGE_ROW,
    commands=(Command(STATISTICS_KEY, "STATISTICS"),),
    description="The menu of the five DOS games.",
)


def draw_menu(shell: Shell, selected: int, records: Lifetime | None = None) -> None:
    """The titles, each with its line of lifetime statistics on the row below."""
    records = records or Lifetime()
    m, look = shell.m, shell.look
    s = m.screen
    s.cursor_visible = False
    s.clear(0x07)
    s.box(0, 0, 80, BOX_HEIGHT, look.title_text, style="double")
    draw_big_centred(s, 2, "GAME SHELF", look.title_big)
    s.write(25, 9, "CHOOSE A GAME AND PRESS ENTER", look.title_text)
    for i, prog in enumerate(PROGRAMS):
        row = FIRST_ROW + 2 * i
        attr = look.legend if i == selected else 0x07
        status = "COMING" if not prog.ready else "KEPT" if has_kept_game(prog) else "READY"
        line = f" {prog.title:<13}  {prog.year}  {prog.blurb:<47}  {status:<6} "
        s.write(1, row, line[:78], attr)  # the bar spans the frame's inside, cols 1-78
        s.write(2, row, prog.title[0], look.legend_key if i == selected else look.title_big)
        if prog.ready:
            figures = summary(records.of(prog.command), prog.command)
            s.write(4, row + 1, figures[:74], 0x07 if s.mono else 0x03)
    shell.draw_legend()


def has_kept_game(prog: Program) -> bool:
    """Whether a game left unfinished waits in the program's kept file (KEPT, not READY)."""
    return bool(prog.kept) and file_path(prog.kept).is_file()


def jump(selected: int, letter: str) -> int:
    """The next playable title after ``selected`` that starts with ``letter``.

    Games still marked COMING are skipped; with no match the bar stays.
    """
    n = len(PROGRAMS)
    for step in range(1, n + 1):
        i = (selected + step) % n
        if PROGRAMS[i].ready and PROGRAMS[i].title.startswith(letter.upper()):
            return i
    return selected


def clicked_title(event: MouseEvent) -> int | None:
    """The title a button press landed on (its bar, inside the frame), if any."""
    offset = event.row - FIRST_ROW
    i = offset // 2
    if event.kind != "press" or offset % 2 or not 0 <= i < len(PROGRAMS):
        return None
    return i if 1 <= event.col <= 78 else None


def start(shell: Shell, prog: Program) -> None:
    """Run a ready game on this machine, or say that it is coming."""
    if not prog.ready:
        shell.message(f"{prog.title} IS COMING SOON: NOT BUILT YET", wait=True)
        return
    m = shell.m
    border, sound, title = m.screen.border_colour, m.sound_enabled, m.title
    with suppress(QuitGame):  # a game that lets F7 escape still comes back to the menu
        prog.load()(m)
    m.nosound()
    m.screen.border_colour = border
    m.sound_enabled = sound
    m.title = title  # the title bar names the menu again


def loaded(shell: Shell, selected: int) -> Lifetime:
    """The lifetime records afresh (a game may have just counted one); a damaged file
    is set aside, and said over the menu."""
    records = lifetime.load()
    if records.warning:
        draw_menu(shell, selected, records)
        shell.message(records.warning, wait=True)
    return records


def statistics(shell: Shell, selected: int) -> int:
    """F3: the statistics page of the game under the bar (others with Left and Right);
    the bar is then on the game last shown."""
    ready = [i for i, prog in enumerate(PROGRAMS) if prog.ready]
    if selected not in ready:
        return selected
    games = [(PROGRAMS[i].title, PROGRAMS[i].command) for i in ready]
    return ready[show_standings(shell, games, ready.index(selected))]


def main(m: Machine) -> None:
    """The launcher's loop."""
    shell = Shell(m, SPEC)
    # the menu is drawn on black, not on a card table: messages must match it
    shell.look = replace(shell.look, table=0x07, bright=0x0F if m.screen.mono else 0x0E)
    selected = next(i for i, p in enumerate(PROGRAMS) if p.ready)
    try:
        shell.start()  # F7 + Y during the opening show leaves at once
        m.mouse.show()
        records = loaded(shell, selected)
        while True:
            draw_menu(shell, selected, records)
            event = shell.read_event()
            if event is None:
                continue
            if isinstance(event, MouseEvent):
                i = clicked_title(event)
                if i is not None:
                    selected = i
                    draw_menu(shell, selected, records)  # the bar moves to it first
                    start(shell, PROGRAMS[i])
                    records = loaded(shell, selected)
            elif cursor_key(event) in (Keys.UP, Keys.DOWN):
                step = -1 if cursor_key(event) == Keys.UP else 1
                selected = (selected + step) % len(PROGRAMS)
            elif event == Keys.ENTER:
                start(shell, PROGRAMS[selected])
                records = loaded(shell, selected)
            elif event == Keys.F3:
                selected = statistics(shell, selected)
                records = loaded(shell, selected)
            elif event == Keys.ESC:
                shell.ask_quit()
            elif event.char.isalpha():
                selected = jump(selected, event.char)
    except QuitGame:
        return


def cli(argv: Sequence[str] | None = None) -> int:
    """``tommys``: the menu; ``tommys --replay FILE`` plays a replay of any of the games."""
    words = list(sys.argv[1:] if argv is None else argv)
    game = replayed_game(words)
    if game is not None:
        return game.cli()(words)
    return run_game(main, SPEC, words)


def replayed_game(words: Sequence[str]) -> Program | None:
    """The game a ``--replay FILE`` among ``words`` was written by, when it is one of the
    five (a replay of the menu, or a file that cannot be read, is the menu's to handle)."""
    path = next((w.split("=", 1)[1] for w in words if w.lower().startswith("--replay=")), None)
    for flag, value in zip(words, words[1:], strict=False):
        if flag.lower() == "--replay":
            path = value
    if path is None:
        return None
    try:
        command = read_replay(Path(path)).program
    except ReplayError:
        return None
    return next((prog for prog in PROGRAMS if prog.command == command and prog.ready), None)


if __name__ == "__main__":
    sys.exit(cli())
