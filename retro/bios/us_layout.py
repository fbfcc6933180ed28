"""The US keyboard as BIOS key words: which word each key gives under each shift state.

Every physical key has four columns, as in the BIOS translation table: the word
it gives alone, with Shift, with Ctrl and with Alt. The values are what INT 16h
AH=00h hands a program (hardware.md §2.2): DOSBox's table "ripped from BOCHS"
(``src/ints/bios_keyboard.cpp``) after the AH=00h filter, which turns grey-key
codes ``xxE0`` into ``xx00`` and drops codes whose scan code is above 84h or
whose ASCII byte is F0h. A dropped combination is ``None`` here.

Precedence follows the BIOS keyboard interrupt: Alt beats Ctrl beats Shift.
CapsLock inverts Shift for letters only; keypad keys obey NumLock XOR Shift
(DOSBox ``IRQ1_Handler``). Grey cursor keys ignore both.

This module only deals in ints (``scan << 8 | ascii``) so that ``keys`` and
``key_names`` can build on it without import cycles.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PhysicalKey:
    """One key on the keyboard and the BIOS word it gives in each shift state."""

    ident: str  # lookup name: the unshifted character, or "f1", "up", "kp8"...
    label: str  # how names show it: "A", "1", "F1", "Up", "Keypad 8"...
    normal: int | None
    shift: int | None
    ctrl: int | None
    alt: int | None
    letter: bool = False  # CapsLock inverts Shift
    keypad: bool = False  # NumLock inverts Shift

    def word(self, shift: bool = False, ctrl: bool = False, alt: bool = False,
             capslock: bool = False, numlock: bool = False) -> int | None:
        """The AH=00h word for this key in a shift state; None if AH=00h drops it."""
        if alt:
            return self.alt
        if ctrl:
            return self.ctrl
        if self.letter:
            shift ^= capslock
        if self.keypad:
            shift ^= numlock
        return self.shift if shift else self.normal

    @property
    def scan(self) -> int:
        """The key's scan code (the high byte of any of its words)."""
        for word in (self.normal, self.shift, self.ctrl, self.alt):
            if word is not None:
                return word >> 8
        raise ValueError(f"{self.label} has no BIOS word")


_W = int | None
_MAIN_ROWS: list[tuple[str, str, _W, _W, _W, _W]] = [
    # ident, label, normal, shift, ctrl, alt
    ("esc", "Esc", 0x011B, 0x011B, 0x011B, None),
    ("-", "-", 0x0C2D, 0x0C5F, 0x0C1F, 0x8200),
    ("=", "=", 0x0D3D, 0x0D2B, None, 0x8300),
    ("backspace", "Backspace", 0x0E08, 0x0E08, 0x0E7F, None),
    ("tab", "Tab", 0x0F09, 0x0F00, None, None),
    ("[", "[", 0x1A5B, 0x1A7B, 0x1A1B, None),
    ("]", "]", 0x1B5D, 0x1B7D, 0x1B1D, None),
    ("enter", "Enter", 0x1C0D, 0x1C0D, 0x1C0A, None),
    (";", ";", 0x273B, 0x273A, None, None),
    ("'", "'", 0x2827, 0x2822, None, None),
    ("`", "`", 0x2960, 0x297E, None, None),
    ("\\", "\\", 0x2B5C, 0x2B7C, 0x2B1C, None),
    (",", ",", 0x332C, 0x333C, None, None),
    (".", ".", 0x342E, 0x343E, None, None),
    ("/", "/", 0x352F, 0x353F, None, None),
    ("space", "Space", 0x3920, 0x3920, 0x3920, 0x3920),
]

# Grey cursor block: Shift changes nothing, Ctrl+Up/Down/Ins/Del and every Alt
# combination exist only for AH=10h.
_GREY_ROWS: list[tuple[str, str, int, _W]] = [
    ("up", "Up", 0x4800, None), ("down", "Down", 0x5000, None),
    ("left", "Left", 0x4B00, 0x7300), ("right", "Right", 0x4D00, 0x7400),
    ("home", "Home", 0x4700, 0x7700), ("end", "End", 0x4F00, 0x7500),
    ("pgup", "PgUp", 0x4900, 0x8400), ("pgdn", "PgDn", 0x5100, 0x7600),
    ("ins", "Ins", 0x5200, None), ("del", "Del", 0x5300, None),
]

# Numeric keypad: "normal" is the cursor meaning, "shift" the digit; Alt with a
# digit composes a character code in the BIOS, which this layer leaves out.
_KEYPAD_ROWS: list[tuple[str, _W, int, _W]] = [
    ("7", 0x4700, 0x4737, 0x7700), ("8", 0x4800, 0x4838, None),
    ("9", 0x4900, 0x4939, 0x8400), ("4", 0x4B00, 0x4B34, 0x7300),
    ("5", None, 0x4C35, None), ("6", 0x4D00, 0x4D36, 0x7400),
    ("1", 0x4F00, 0x4F31, 0x7500), ("2", 0x5000, 0x5032, None),
    ("3", 0x5100, 0x5133, 0x7600), ("0", 0x5200, 0x5230, None),
    (".", 0x5300, 0x532E, None),
]

# Keypad operators ignore NumLock; their Ctrl/Alt words are AH=10h only.
# Keypad "/" and Enter reach AH=00h as the main keys' words (E02F -> 352F).
_KEYPAD_OPERATORS: list[tuple[str, str, int, _W]] = [
    ("-", "-", 0x4A2D, None), ("+", "+", 0x4E2B, None), ("*", "*", 0x372A, None),
    ("/", "/", 0x352F, None), ("enter", "Enter", 0x1C0D, 0x1C0A),
]

DIGITS = "1234567890"
SHIFTED_DIGITS = "!@#$%^&*()"
LETTER_ROWS = (("qwertyuiop", 0x10), ("asdfghjkl", 0x1E), ("zxcvbnm", 0x2C))
DIGIT_SCAN_FIRST = 0x02  # "1"; "0" is 0Bh
ALT_DIGIT_SCAN_FIRST = 0x78  # Alt+1 = 7800h ... Alt+0 = 8100h
CTRL_DIGITS = {"2": 0x0300, "6": 0x071E}  # the only digits with a Ctrl word
F_KEY_SCANS = (0x3B, 0x54, 0x5E, 0x68)  # F1 alone, with Shift, Ctrl, Alt


def _letters() -> list[PhysicalKey]:
    keys = []
    for row, first_scan in LETTER_ROWS:
        for i, ch in enumerate(row):
            scan = (first_scan + i) << 8
            keys.append(PhysicalKey(ch, ch.upper(), scan | ord(ch), scan | ord(ch.upper()),
                                    scan | (ord(ch) - 0x60), scan, letter=True))
    return keys


def _digits() -> list[PhysicalKey]:
    keys = []
    for i, (ch, shifted) in enumerate(zip(DIGITS, SHIFTED_DIGITS, strict=True)):
        scan = (DIGIT_SCAN_FIRST + i) << 8
        keys.append(PhysicalKey(ch, ch, scan | ord(ch), scan | ord(shifted),
                                CTRL_DIGITS.get(ch), (ALT_DIGIT_SCAN_FIRST + i) << 8))
    return keys


def _function_keys() -> list[PhysicalKey]:
    plain, shift, ctrl, alt = F_KEY_SCANS
    return [PhysicalKey(f"f{n}", f"F{n}", (plain + n - 1) << 8, (shift + n - 1) << 8,
                        (ctrl + n - 1) << 8, (alt + n - 1) << 8) for n in range(1, 11)]


def _build() -> list[PhysicalKey]:
    """All keys, main block first: name lookups take the first key giving a word."""
    keys = [PhysicalKey(*row) for row in _MAIN_ROWS]
    keys += _letters() + _digits() + _function_keys()
    keys += [PhysicalKey(i, lab, w, w, c, None) for i, lab, w, c in _GREY_ROWS]
    keys += [PhysicalKey(f"kp{d}", f"Keypad {d}", cur, dig, c, None, keypad=True)
             for d, cur, dig, c in _KEYPAD_ROWS]
    keys += [PhysicalKey(f"kp{op}", f"Keypad {lab}", w, w, c, None)
             for op, lab, w, c in _KEYPAD_OPERATORS]
    return keys


ALL_KEYS: tuple[PhysicalKey, ...] = tuple(_build())
BY_IDENT: dict[str, PhysicalKey] = {k.ident: k for k in ALL_KEYS}


def _build_char_keys() -> dict[str, tuple[PhysicalKey, bool]]:
    """Characters typed by a main-block key alone or with Shift: char -> (key, needs Shift)."""
    chars: dict[str, tuple[PhysicalKey, bool]] = {}
    for key in ALL_KEYS:
        if key.ident.startswith("kp"):
            continue  # keypad characters are also on the main block
        for word, shifted in ((key.normal, False), (key.shift, True)):
            if word is not None and 0x20 <= (word & 0xFF) < 0x7F:
                chars.setdefault(chr(word & 0xFF), (key, shifted))
    # Control characters a script may type.
    for ch, ident in (("\r", "enter"), ("\n", "enter"), ("\t", "tab"), ("\b", "backspace"),
                      ("\x1b", "esc")):
        chars[ch] = (BY_IDENT[ident], False)
    return chars


CHAR_KEYS: dict[str, tuple[PhysicalKey, bool]] = _build_char_keys()


def char_key(ch: str) -> tuple[PhysicalKey, bool]:
    """The key that types ``ch`` on a US keyboard and whether Shift is needed."""
    try:
        return CHAR_KEYS[ch]
    except (KeyError, TypeError):
        raise ValueError(f"no key on a US keyboard types {ch!r}") from None
