"""Scripted input for headless runs: keys, clicks and waits on the virtual clock.

A script is a list of steps. When a program wants input and the keyboard
buffer is empty, the next due step is delivered, so a scripted key is never
lost to a full buffer, to a pause that would use it up, or to a flush. A
``wait`` step makes the following input arrive that much virtual time after
the one before it, whatever the program is then doing (so ``wait:500 F2``
presses F2 in the middle of the computer's play).

The text form (the ``--keys`` flag) is a list of words::

    Enter Enter F1 wait:500 "hello" click:10,5 rclick:0,24 shot:title Esc

Key words are BIOS key names (``F1``, ``shift+f1``, ``Up``, ``kp8``, ``a``,
``3B00``...); ``"text"`` types each character; ``wait:MS`` waits;
``click:COL,ROW`` / ``rclick:COL,ROW`` press and release a mouse button on a
cell; ``move:COL,ROW`` moves the mouse; ``shot:NAME`` captures the screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retro.bios import Key, key_for_char, parse_key
from retro.errors import RetroError

_WORD = re.compile(r'"[^"]*"|\'[^\']*\'|\S+')
_CELL = re.compile(r"^(\d+),(\d+)$")


@dataclass(frozen=True)
class Step:
    """One scripted event: a key, a mouse action, a wait, or a screen capture."""

    kind: str  # "key" | "click" | "move" | "wait" | "shot"
    key: Key | None = None
    ms: int = 0
    col: int = 0
    row: int = 0
    button: int = 0
    name: str = ""


class Script:
    """A builder and container of input steps.

    >>> Script().key("F1").wait(100).type("ab").steps[-1].key.char
    'b'
    """

    def __init__(self, steps: list[Step] | None = None) -> None:
        self.steps: list[Step] = list(steps or [])

    def key(self, *specs: str | Key) -> Script:
        """Press keys given by name (``"F1"``, ``"Enter"``) or as ``Key`` values."""
        for spec in specs:
            key = spec if isinstance(spec, Key) else parse_key(spec)
            self.steps.append(Step("key", key=key))
        return self

    def type(self, text: str) -> Script:
        """Type each character of ``text`` as its key."""
        for ch in text:
            self.steps.append(Step("key", key=key_for_char(ch)))
        return self

    def wait(self, ms: int) -> Script:
        """Let ``ms`` milliseconds of machine time pass before the next input."""
        self.steps.append(Step("wait", ms=int(ms)))
        return self

    def click(self, col: int, row: int, button: int = 0) -> Script:
        """Press and release a mouse button (0 left, 1 right, 2 middle) on a cell."""
        self.steps.append(Step("click", col=col, row=row, button=button))
        return self

    def move(self, col: int, row: int) -> Script:
        """Move the mouse to a cell."""
        self.steps.append(Step("move", col=col, row=row))
        return self

    def shot(self, name: str) -> Script:
        """Capture the screen under ``name`` when this step is reached."""
        self.steps.append(Step("shot", name=name))
        return self

    def __add__(self, other: Script) -> Script:
        return Script(self.steps + other.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def text(self) -> str:
        """The script's text form, which ``parse`` reads back step for step; keys are
        written as their BIOS words in hex (``1C0D``), which names every key exactly.

        >>> Script.parse(Script().key("F1").wait(5).type("a").click(3, 4).text()).steps[0].key
        Key(scan=59, ascii=0)
        """
        return " ".join(_word(step) for step in self.steps)

    @classmethod
    def parse(cls, text: str) -> Script:
        """Build a script from its text form; a bad word raises ``RetroError``."""
        script = cls()
        for word in _WORD.findall(text):
            try:
                _parse_word(script, word)
            except ValueError as err:
                raise RetroError(f"bad key script word {word!r}: {err}") from None
        return script


_CLICK_WORDS = ("click", "rclick", "mclick")
"""The text form's words for a click with button 0, 1 and 2."""


def _word(step: Step) -> str:
    """One step in the text form."""
    if step.kind == "key" and step.key is not None:
        return f"{step.key.word:04X}"
    if step.kind == "wait":
        return f"wait:{step.ms}"
    if step.kind == "click":
        return f"{_CLICK_WORDS[step.button]}:{step.col},{step.row}"
    if step.kind == "move":
        return f"move:{step.col},{step.row}"
    return f"shot:{step.name}"


def _cell(arg: str) -> tuple[int, int]:
    match = _CELL.match(arg)
    if not match:
        raise ValueError("expected COL,ROW such as 10,5")
    col, row = int(match.group(1)), int(match.group(2))
    if not (0 <= col < 80 and 0 <= row < 25):
        raise ValueError("the cell must lie on the 80x25 screen")
    return col, row


def _parse_word(script: Script, word: str) -> None:
    if len(word) >= 2 and word[0] == word[-1] and word[0] in "\"'":
        script.type(word[1:-1])
        return
    head, sep, arg = word.partition(":")
    head = head.lower()
    if sep and head == "wait":
        ms = arg.lower().removesuffix("ms")
        if not ms.isdigit():
            raise ValueError("wait takes milliseconds, e.g. wait:500")
        script.wait(int(ms))
    elif sep and head in _CLICK_WORDS:
        col, row = _cell(arg)
        script.click(col, row, _CLICK_WORDS.index(head))
    elif sep and head == "move":
        script.move(*_cell(arg))
    elif sep and head == "shot":
        if not arg or not re.fullmatch(r"[A-Za-z0-9_.-]+", arg):
            raise ValueError("shot needs a plain name (letters, digits, - _ .), e.g. shot:title")
        script.shot(arg)
    else:
        script.key(word)
