"""Pop-up questions and one-line messages, shared by every game.

A question box saves what it covers and puts it back exactly. Answers come
from the Y and N keys or from a click on any Y or N on the screen, as the
originals allowed; the shell's function keys keep working meanwhile.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from contextlib import contextmanager

from games._shared.host import Host
from retro.bios import Key, Keys, MouseEvent

YES, NO = frozenset("Yy"), frozenset("Nn")


def _answer_from_click(shell: Host, event: MouseEvent) -> bool | None:
    if event.kind != "press":
        return None
    # as the original had it: ANY Y or N on the screen answers, even inside a word
    ch = chr(shell.m.screen.cell(event.col, event.row)[0])
    return True if ch in YES else False if ch in NO else None


QUESTION_ROW = 9
"""The top row of a question box, unless the game puts it elsewhere."""


def ask_yes_no(shell: Host, question: str, esc_is_no: bool = True,
               row: int = QUESTION_ROW) -> bool:
    """Ask in a box centred across the screen, its top on ``row`` (a game may move it off
    what the player needs to see meanwhile); return True for Y, False for N.

    Esc backs out as No, unless ``esc_is_no`` is False: a question whose No
    ends the program (PLAY ANOTHER MATCH?) must not be answered by an Esc,
    which never closes anything.
    """
    m, look = shell.m, shell.look
    s = m.screen
    text = question.upper()
    width = max(len(text) + 6, 26)
    col = (80 - width) // 2
    saved = s.save(col, row, width, 5)
    s.box(col, row, width, 5, look.dialog, style="double", fill=look.dialog)
    s.write(col + (width - len(text)) // 2, row + 1, text, look.dialog)
    answer_col = col + (width - 9) // 2
    s.write(answer_col, row + 3, "Y", look.dialog_key)
    s.write(answer_col + 1, row + 3, " OR ", look.dialog)
    s.write(answer_col + 5, row + 3, "N", look.dialog_key)
    s.write(answer_col + 6, row + 3, " ? ", look.dialog)
    try:
        while True:
            event = shell.clicked_key(m.read_event())  # a legend item is its key
            if isinstance(event, MouseEvent):
                answer = _answer_from_click(shell, event)
            elif event.char in YES or event.char in NO:
                answer = event.char in YES
            elif event == Keys.ESC:
                answer = False if esc_is_no else None
            else:
                if event not in (Keys.F7, Keys.F5):
                    shell.handle_key(event)
                answer = None
            if answer is not None:
                return answer
    finally:
        s.restore(saved)


MESSAGE_WIDTH = 78
"""The longest message that fits on the message row; a longer one gets a box."""
BOX_TEXT_WIDTH = 60


def message(shell: Host, text: str, wait: bool, hold: float = 1.0) -> None:
    """A message kept ``hold`` delays or until a key/click.

    One line on the game's message row when it fits; otherwise a centred box
    with the words wrapped, so nothing is ever cut off mid-word.
    """
    asking = waiting_words(shell.spec.dismiss_keys) if wait else None
    with _shown(shell, text, asking):
        _hold(shell, wait, hold)


READING_MS = 2000
"""The least time a notice stays when nobody presses a key: long enough to read a short
line at leisure, whatever the computer's pace (our choice, not the originals')."""
READING_MS_PER_CHAR = 50
"""And this much more for each character, so a long refusal is not gone half read."""


def reading_ms(text: str) -> int:
    """How long a notice of ``text`` stays on its own."""
    return READING_MS + READING_MS_PER_CHAR * len(text)


def notice(shell: Host, text: str, wait: bool = False) -> None:
    """Tell the person at the keyboard something (a refusal, a lost bonus) and keep it
    readable: it stays until their next key or click, or for its reading time.

    The key or click that ends it is left waiting for the game, so typing on is
    never lost; shell keys (F1, F10...) are answered meanwhile and do not end it,
    nor do mouse moves and releases. ``wait`` (a game's "wait" message mode) keeps
    it until that key or click, however long. The computer's pace dial plays no part.
    """
    with _shown(shell, text, None):
        m = shell.m
        deadline = None if wait else m.now_ms() + reading_ms(text)
        while deadline is None or m.now_ms() < deadline:
            if not m.wait_for_input(deadline):
                continue
            key = m.keyboard.peek()
            if key is not None:
                if not shell.is_shell_key(key):
                    return
                m.keyboard.pop()
                shell.handle_key(key)
                continue
            event = m.mouse.peek_event()
            if event is not None and event.kind == "press":
                clicked = shell.clicked_key(event)
                if not isinstance(clicked, Key) or not shell.is_shell_key(clicked):
                    return  # a click for the game (a legend item of the game's too)
                m.mouse.next_event()
                shell.handle_key(clicked)  # a click on F1 SOUND, say: like the key
                continue
            m.mouse.next_event()  # a move or a release: nothing to read there


@contextmanager
def _shown(shell: Host, text: str, asking: str | None) -> Iterator[None]:
    """Show ``text`` (and what ends it, if anything is asked) while the block runs."""
    m, look = shell.m, shell.look
    s = m.screen
    row = shell.spec.message_row
    line = text.upper() + (f" - {asking}" if asking else "")
    if len(line) <= MESSAGE_WIDTH:
        s.fill(0, row, 80, 1, 0x20, look.table)
        s.write((80 - len(line)) // 2, row, line, look.bright)
        try:
            yield
        finally:
            s.fill(0, row, 80, 1, 0x20, look.table)
        return
    lines = textwrap.wrap(text.upper(), BOX_TEXT_WIDTH) + (["", asking] if asking else [])
    width, height = max(map(len, lines)) + 6, len(lines) + 2
    col, top = (80 - width) // 2, max(1, (row - height) // 2)
    saved = s.save(col, top, width, height)
    s.box(col, top, width, height, look.dialog, style="double", fill=look.dialog)
    for i, text_line in enumerate(lines):
        s.write(col + (width - len(text_line)) // 2, top + 1 + i, text_line, look.dialog)
    try:
        yield
    finally:
        s.restore(saved)


def waiting_words(dismiss_keys: tuple[str, ...] | None) -> str:
    """What a waiting message asks for: any key, or just the game's ``dismiss_keys``.

    A game that lets only Space or Enter end a message must not say "press a key",
    or a player pressing a letter thinks the program has hung."""
    if dismiss_keys is None:
        return "PRESS A KEY"
    return "PRESS " + " OR ".join(name.upper() for name in dismiss_keys)


def _hold(shell: Host, wait: bool, hold: float) -> None:
    """Wait for a key or click (after throwing away type-ahead), or for the delay."""
    m = shell.m
    if wait:
        m.flush_input()
        while not shell.is_dismissal(m.read_event()):
            pass
    else:
        shell.pause(hold)
