"""BIOS keystrokes: the (scan code, ASCII) word INT 16h AH=00h returns.

A program of the period read keys with Turbo Pascal's ``ReadKey`` or BASIC's
``INKEY$``, both built on INT 16h: AH holds the key's scan code, AL its ASCII
character, and AL = 0 marks an extended key (F1, cursor keys, Alt+letter).
``Key`` is that word; ``Keys`` names the ones games test for. The words for
every key and shift state come from ``us_layout`` (hardware.md §2.2).
"""

from __future__ import annotations

from typing import NamedTuple

import retro.bios.us_layout as us_layout
from retro.bios.key_names import parse_word, word_name


class Key(NamedTuple):
    """One keystroke as INT 16h AH=00h returns it: AH = ``scan``, AL = ``ascii``."""

    scan: int
    ascii: int

    @classmethod
    def from_word(cls, word: int) -> Key:
        """The key whose AX word is ``word`` (scan in the high byte)."""
        if not 0 <= word <= 0xFFFF:
            raise ValueError(f"a BIOS key word is 16 bits, got {word:#x}")
        return cls(word >> 8, word & 0xFF)

    @property
    def word(self) -> int:
        """The AX value: scan code in the high byte, ASCII in the low byte."""
        return self.scan << 8 | self.ascii

    @property
    def is_extended(self) -> bool:
        """True for keys with no character (AL = 0): ReadKey returns #0 then the scan."""
        return self.ascii == 0

    @property
    def char(self) -> str:
        """The character the key types; '' for extended keys and control codes."""
        if self.ascii < 0x20 or self.ascii == 0x7F:
            return ""
        return bytes([self.ascii]).decode("cp437")

    @property
    def name(self) -> str:
        """A readable name such as ``Shift+F1``, ``PgDn``, ``Alt+X`` or ``a``."""
        return word_name(self.word)

    def __str__(self) -> str:
        return f"{self.word:04X} {self.name}"


def _row(first_scan: int) -> tuple[Key, ...]:
    return tuple(Key(first_scan + i, 0) for i in range(10))


class Keys:
    """Named BIOS words for the keys games test for (hardware.md §2.2)."""

    F1, F2, F3, F4, F5, F6, F7, F8, F9, F10 = _row(0x3B)
    SHIFT_F1, SHIFT_F2, SHIFT_F3, SHIFT_F4, SHIFT_F5, \
        SHIFT_F6, SHIFT_F7, SHIFT_F8, SHIFT_F9, SHIFT_F10 = _row(0x54)
    CTRL_F1, CTRL_F2, CTRL_F3, CTRL_F4, CTRL_F5, \
        CTRL_F6, CTRL_F7, CTRL_F8, CTRL_F9, CTRL_F10 = _row(0x5E)
    ALT_F1, ALT_F2, ALT_F3, ALT_F4, ALT_F5, \
        ALT_F6, ALT_F7, ALT_F8, ALT_F9, ALT_F10 = _row(0x68)

    UP = Key(0x48, 0)
    DOWN = Key(0x50, 0)
    LEFT = Key(0x4B, 0)
    RIGHT = Key(0x4D, 0)
    HOME = Key(0x47, 0)
    END = Key(0x4F, 0)
    PGUP = Key(0x49, 0)
    PGDN = Key(0x51, 0)
    INS = Key(0x52, 0)
    DEL = Key(0x53, 0)
    CTRL_LEFT = Key(0x73, 0)
    CTRL_RIGHT = Key(0x74, 0)
    CTRL_HOME = Key(0x77, 0)
    CTRL_END = Key(0x75, 0)
    CTRL_PGUP = Key(0x84, 0)
    CTRL_PGDN = Key(0x76, 0)

    ENTER = Key(0x1C, 0x0D)
    CTRL_ENTER = Key(0x1C, 0x0A)
    ESC = Key(0x01, 0x1B)
    BACKSPACE = Key(0x0E, 0x08)
    CTRL_BACKSPACE = Key(0x0E, 0x7F)
    TAB = Key(0x0F, 0x09)
    SHIFT_TAB = Key(0x0F, 0x00)
    SPACE = Key(0x39, 0x20)


def _key(word: int | None, what: str) -> Key:
    if word is None:
        raise ValueError(f"{what} gives no key code that INT 16h AH=00h returns")
    return Key.from_word(word)


def key_for_char(ch: str) -> Key:
    """The key that types ``ch`` on a US keyboard (Shift applied when needed).

    Letters, digits, punctuation and space, plus ``\\r``/``\\n`` (Enter),
    ``\\t`` (Tab), ``\\b`` (Backspace) and ``\\x1b`` (Esc). Anything else
    raises ``ValueError``.
    """
    key, shifted = us_layout.char_key(ch)
    return _key(key.word(shift=shifted), repr(ch))


def ctrl_key(letter: str) -> Key:
    """Ctrl with a key: ``ctrl_key("a")`` is 1E01h. Case does not matter."""
    key, _ = us_layout.char_key(letter.lower() if len(letter) == 1 else letter)
    return _key(key.ctrl, f"Ctrl+{letter}")


def alt_key(letter_or_digit: str) -> Key:
    """Alt with a letter or digit (or - =): ``alt_key("x")`` is 2D00h."""
    ch = letter_or_digit.lower() if len(letter_or_digit) == 1 else letter_or_digit
    key, _ = us_layout.char_key(ch)
    return _key(key.alt, f"Alt+{letter_or_digit}")


def keypad_key(name: str, numlock: bool, shift: bool, *,
               ctrl: bool = False, alt: bool = False) -> Key | None:
    """A numeric keypad key (``"0"``..``"9"``, ``"."``, ``"+"``, ``"-"``, ``"*"``, ``"/"``,
    ``"Enter"``) in a shift state.

    Digits and ``.`` follow NumLock XOR Shift: the digit when exactly one is
    on, the cursor key otherwise. Returns None when AH=00h gets nothing
    (keypad 5 with NumLock off, Alt combinations, Ctrl+8 ...).
    """
    ident = "kp" + name.strip().lower()
    key = us_layout.BY_IDENT.get(ident)
    if key is None:
        raise ValueError(f"no keypad key {name!r}; use 0-9 . + - * / or Enter")
    word = key.word(shift=shift, ctrl=ctrl, alt=alt, numlock=numlock)
    return None if word is None else Key.from_word(word)


def parse_key(spec: str) -> Key:
    """The key a name means: ``"F1"``, ``"shift+f1"``, ``"Up"``, ``"kp8"``, ``"a"``, ``"3B00"``.

    ``parse_key(key.name) == key`` for every key. Unknown names raise
    ``ValueError`` with examples of names that work.
    """
    return Key.from_word(parse_word(spec))


_CURSOR_KEYS = {Keys.UP.scan: Keys.UP, Keys.DOWN.scan: Keys.DOWN, Keys.LEFT.scan: Keys.LEFT,
                Keys.RIGHT.scan: Keys.RIGHT, Keys.HOME.scan: Keys.HOME, Keys.END.scan: Keys.END,
                Keys.PGUP.scan: Keys.PGUP, Keys.PGDN.scan: Keys.PGDN}


def cursor_key(key: Key) -> Key | None:
    """The cursor key meant, whether it came from the grey keys or the keypad.

    Games of the time told players to use "the arrows on the numeric keypad".
    As on the PC, a key is an arrow only when its ASCII byte is 0 (the keypad
    with NumLock off) or E0h (the grey keys): with NumLock on, keypad 8 gives
    the digit 8 (4838h) and means 8, so a game can take it as a card place.

    >>> cursor_key(Key(0x48, 0)) == Keys.UP, cursor_key(Key(0x48, 0xE0)) == Keys.UP
    (True, True)
    >>> cursor_key(Key(0x48, ord("8")))
    """
    plain = _CURSOR_KEYS.get(key.scan)
    if plain is None or key.ascii not in (0, 0xE0):
        return None
    return plain
