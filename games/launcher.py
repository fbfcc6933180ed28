"""``tommys``: the menu of the five games, run in one window.

Arrows (grey or keypad) move the bar, Enter or a click starts a game, the
first letter of a title jumps to it (again to the next with that letter).
A game runs on the same machine and comes back here when it quits. The
shared function keys work here too; F7 leaves the collection.
"""

from __future__ import annotations

import sys

from games._shared import tunes
from games._shared.bigtext import draw_big_centred
from games._shared.shell import GameSpec, QuitGame, Shell
from games.catalogue import PROGRAMS, Program
from retro.bios import Keys, MouseEvent
from retro.machine import Machine
from retro.program import run_program

FIRST_ROW = 12
HELP = """\
THE COLLECTION:
FIVE CARD AND BOARD GAMES FROM THE DAYS OF DOS, REBUILT FOR A SMALL
VIRTUAL PC WITH A VGA CARD AND A PC SPEAKER.

CHOOSING A GAME:
UP AND DOWN (GREY OR KEYPAD ARROWS) MOVE THE BAR; ENTER STARTS THE GAME.
THE FIRST LETTER OF A TITLE JUMPS TO IT; PRESS IT AGAIN FOR THE NEXT
TITLE WITH THAT LETTER. A MOUSE CLICK ON A TITLE STARTS IT TOO.
GAMES MARKED COMING ARE STILL BEING BUILT.
WHEN A GAME QUITS (F7, THEN Y) YOU COME BACK TO THIS MENU.

KEYS EVERYWHERE:
F1  SOUND ON OR OFF          F5  THESE INSTRUCTIONS
F7  QUIT (ANSWER Y OR N)     F10 NEXT BORDER COLOUR
EACH GAME ALSO HAS ITS OWN COMMAND: BASRA, RBANK, SIXTYSIX, PACHISI, SPADES.
"""

SPEC = GameSpec(
    title="GAME SHELF", command="tommys", settings_file="TOMMYS.CFG", instructions=HELP,
    subtitle="FIVE DOS CARD AND BOARD GAMES", delay_tenths=None, has_demo=False,
    tune=tunes.LAUNCHER,
)


def draw_menu(shell: Shell, selected: int) -> None:
    m, look = shell.m, shell.look
    s = m.screen
    s.cursor_visible = False
    s.clear(0x07)
    s.box(0, 0, 80, 24, look.title_text, style="double")
    draw_big_centred(s, 2, "GAME SHELF", look.title_big)
    s.write(25, 9, "CHOOSE A GAME AND PRESS ENTER", look.title_text)
    for i, prog in enumerate(PROGRAMS):
        row = FIRST_ROW + 2 * i
        attr = look.legend if i == selected else 0x07
        status = "READY " if prog.ready else "COMING"
        line = f" {prog.title:<13} {prog.year}  {prog.blurb:<47} {status} "
        s.write(1, row, line[:78], attr)
        s.write(2, row, prog.title[0], look.legend_key if i == selected else look.title_big)
    shell.draw_legend()


def jump(selected: int, letter: str) -> int:
    """The next title after ``selected`` that starts with ``letter`` (or ``selected``)."""
    n = len(PROGRAMS)
    for step in range(1, n + 1):
        i = (selected + step) % n
        if PROGRAMS[i].title.startswith(letter.upper()):
            return i
    return selected


def start(shell: Shell, prog: Program) -> None:
    """Run a ready game on this machine, or say that it is coming."""
    if not prog.ready:
        shell.message(f"{prog.title} IS COMING SOON: NOT BUILT YET", wait=True)
        return
    border = shell.m.screen.border_colour
    prog.load()(shell.m)
    shell.m.nosound()
    shell.m.screen.border_colour = border
    shell.m.sound_enabled = shell.m.options.sound and shell.setting("SOUND") == "ON"


def main(m: Machine) -> None:
    """The launcher's loop."""
    shell = Shell(m, SPEC)
    shell.start()
    m.mouse.show()
    selected = next(i for i, p in enumerate(PROGRAMS) if p.ready)
    try:
        while True:
            draw_menu(shell, selected)
            event = shell.read_event()
            if event is None:
                continue
            if isinstance(event, MouseEvent):
                i = (event.row - FIRST_ROW) // 2
                if event.kind == "press" and (event.row - FIRST_ROW) % 2 == 0 and \
                        0 <= i < len(PROGRAMS):
                    selected = i
                    start(shell, PROGRAMS[i])
            elif event in (Keys.UP, Keys.DOWN) or event.scan in (0x48, 0x50):
                selected = (selected + (-1 if event.scan == 0x48 else 1)) % len(PROGRAMS)
            elif event == Keys.ENTER:
                start(shell, PROGRAMS[selected])
            elif event == Keys.ESC:
                shell.ask_quit()
            elif event.char.isalpha():
                selected = jump(selected, event.char)
    except QuitGame:
        return


def cli(argv: list[str] | None = None) -> int:
    return run_program(main, argv, prog="tommys", title="GAME SHELF",
                       description="The menu of the five DOS games.")


if __name__ == "__main__":
    sys.exit(cli())
