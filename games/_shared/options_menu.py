"""The pop-up menu of a game's options: toggles, choices among names, whole numbers.

One line per ``Option``, its letter picked out, its value at the right. The
player moves with Up/Down, changes the chosen line with Enter or Space (a
toggle flips, a choice steps to the next name, a number opens for typing),
Left/Right step a choice or a number either way, a letter goes straight to
its line and changes it, and Esc (or the key that opened the menu) closes
it. A number is typed with digits and Backspace and taken with Enter when it
lies in its range; Esc forgets it. With the mouse, a click on a line does what
Enter does, a click outside the box closes it. Every change is saved at once
in the game's settings file; the menu returns what changed, so the game can
act on it (start a new game when its rules changed, say).
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.shell import Shell, key_is
from games._shared.spec import OPTION_CHOICE, OPTION_NUMBER, OPTION_TOGGLE, Option
from retro.bios import Key, Keys, MouseEvent, cursor_key

WIDTH = 46
HELP_LINE = "\x18\x19 CHOOSE  ENTER CHANGE  ESC DONE"
"""Up and down arrows (CP437 18h, 19h), then what the other keys do."""

Changes = dict[str, tuple[str, str]]


@dataclass
class _Menu:
    shell: Shell
    options: tuple[Option, ...]
    title: str
    selected: int = 0
    typing: str | None = None  # digits typed for the selected number, while editing
    complaint: str = ""

    @property
    def col(self) -> int:
        return (80 - WIDTH) // 2

    @property
    def top(self) -> int:
        return max(1, (22 - self.height) // 2)

    @property
    def height(self) -> int:
        return len(self.options) + 6

    def line_row(self, index: int) -> int:
        return self.top + 2 + index


def options_menu(shell: Shell, options: tuple[Option, ...] | None = None,
                 title: str = "OPTIONS", close_key: str = "") -> Changes:
    """Show the menu until it is closed; return ``{setting: (old, new)}`` of what changed."""
    menu = _Menu(shell, shell.spec.options if options is None else options, title)
    before = {o.setting: shell.setting(o.setting) for o in menu.options}
    s = shell.m.screen
    saved = s.save(menu.col, menu.top, WIDTH, menu.height)
    try:
        while True:
            _draw(menu)
            event = shell.next_event()  # a legend item is its key
            if _closes(menu, event, close_key):
                break
            _act(menu, event)
    finally:
        s.restore(saved)
        shell.draw_legend()
    return {key: (old, shell.setting(key)) for key, old in before.items()
            if shell.setting(key) != old}


def _value_text(menu: _Menu, index: int) -> str:
    option = menu.options[index]
    if index == menu.selected and menu.typing is not None:
        return f"{menu.typing}_ ({option.least}-{option.most})"
    return menu.shell.setting(option.setting)


def _draw(menu: _Menu) -> None:
    s, look = menu.shell.m.screen, menu.shell.look
    col, top = menu.col, menu.top
    s.box(col, top, WIDTH, menu.height, look.dialog, style="double", fill=look.dialog)
    s.write(col + (WIDTH - len(menu.title) - 2) // 2, top, f" {menu.title} ", look.dialog_key)
    for i, option in enumerate(menu.options):
        row, chosen = menu.line_row(i), i == menu.selected
        attr = look.legend if chosen else look.dialog
        s.fill(col + 2, row, WIDTH - 4, 1, 0x20, attr)
        s.write(col + 3, row, option.letter, look.legend_key if chosen else look.dialog_key)
        s.write(col + 6, row, option.title, attr)
        value = _value_text(menu, i)
        s.write(col + WIDTH - 3 - len(value), row, value, attr)
    bottom = menu.complaint or HELP_LINE
    s.write(col + (WIDTH - len(bottom)) // 2, top + menu.height - 2, bottom, look.dialog)


def _closes(menu: _Menu, event: Key | MouseEvent, close_key: str) -> bool:
    if isinstance(event, MouseEvent):
        inside = (menu.col <= event.col < menu.col + WIDTH
                  and menu.top <= event.row < menu.top + menu.height)
        return event.kind == "press" and not inside
    if menu.typing is not None:
        return False
    return event == Keys.ESC or bool(close_key and key_is(event, close_key))


def _act(menu: _Menu, event: Key | MouseEvent) -> None:
    menu.complaint = ""
    if isinstance(event, MouseEvent):
        index = event.row - menu.line_row(0)
        if event.kind == "press" and 0 <= index < len(menu.options):
            menu.typing = None
            menu.selected = index
            _change(menu, +1)
        return
    if menu.typing is not None:
        _type(menu, event)
        return
    arrow = cursor_key(event)
    letters = [o.letter.upper() for o in menu.options]
    if arrow in (Keys.UP, Keys.DOWN):
        step = -1 if arrow == Keys.UP else 1
        menu.selected = (menu.selected + step) % len(menu.options)
    elif arrow in (Keys.LEFT, Keys.RIGHT):
        _step(menu, -1 if arrow == Keys.LEFT else 1)
    elif event in (Keys.ENTER, Keys.SPACE):
        _change(menu, +1)
    elif event.char.upper() in letters and event.char.strip():
        menu.selected = letters.index(event.char.upper())
        _change(menu, +1)
    elif event.char.isdigit() and menu.options[menu.selected].kind == OPTION_NUMBER:
        menu.typing = event.char
    else:
        menu.shell.handle_key(event)


def _change(menu: _Menu, step: int) -> None:
    """What Enter does to the chosen line: flip, step on, or open a number for typing."""
    if menu.options[menu.selected].kind == OPTION_NUMBER:
        menu.typing = ""
    else:
        _step(menu, step)


def _step(menu: _Menu, step: int) -> None:
    option = menu.options[menu.selected]
    now = menu.shell.setting(option.setting)
    if option.kind == OPTION_NUMBER:
        value = min(option.most, max(option.least, int(now) + step))
        _save(menu, option, str(value))
    elif option.kind in (OPTION_TOGGLE, OPTION_CHOICE):
        at = option.values.index(now) if now in option.values else 0
        _save(menu, option, option.values[(at + step) % len(option.values)])


def _type(menu: _Menu, key: Key) -> None:
    option = menu.options[menu.selected]
    typed = menu.typing or ""
    if key.char.isdigit() and len(typed) < len(str(option.most)):
        menu.typing = typed + key.char
    elif key == Keys.BACKSPACE:
        menu.typing = typed[:-1]
    elif key == Keys.ESC:
        menu.typing = None
    elif key == Keys.ENTER:
        if typed and option.least <= int(typed) <= option.most:
            _save(menu, option, str(int(typed)))
            menu.typing = None
        else:
            menu.complaint = f"{option.title}: {option.least} TO {option.most}"
            menu.shell.effect("MB L32 O2 C")
    else:
        menu.shell.handle_key(key)


def _save(menu: _Menu, option: Option, value: str) -> None:
    if menu.shell.setting(option.setting) != value:
        menu.shell.set_setting(option.setting, value)
