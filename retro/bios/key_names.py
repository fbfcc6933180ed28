"""Readable names for BIOS key words, and the parser that reads them back.

Names are what a person would write on a keyboard cheat sheet: ``F1``,
``Shift+F1``, ``Ctrl+Left``, ``Alt+X``, ``PgDn``, ``Keypad 8``, ``a``, ``A``,
``!``. The parser accepts those names in any case (except single characters,
where case is the point), common aliases (``Escape``, ``Return``, ``PageDown``,
``kp8``), modifier prefixes in any order, and a raw four-digit hex word
(``3B00``) for anything else. A word with no name is shown as that hex word,
so ``parse_word(word_name(w)) == w`` holds for every word.
"""

from __future__ import annotations

import re

from retro.bios.us_layout import ALL_KEYS, BY_IDENT, PhysicalKey, char_key

_MODIFIER = re.compile(r"(shift|ctrl|control|alt)\+(?=.)", re.IGNORECASE)
_HEX_WORD = re.compile(r"(?:0x)?([0-9a-f]{4})", re.IGNORECASE)

_ALIASES = {
    "escape": "esc", "return": "enter", "bksp": "backspace", "bs": "backspace",
    "spacebar": "space", "pageup": "pgup", "prior": "pgup", "pagedown": "pgdn",
    "next": "pgdn", "insert": "ins", "delete": "del",
}

EXAMPLES = ("F1, shift+f1, Ctrl+F5, alt+x, Up, PgDn, Ctrl+Left, kp8, Enter, Esc, "
            "Space, Tab, a, A, 7, ? or a hex word such as 3B00")


def _is_char_key(key: PhysicalKey) -> bool:
    """Keys named by the character they type ("a", "!") rather than a label."""
    return len(key.ident) == 1


def _column_names(key: PhysicalKey) -> list[tuple[int | None, str]]:
    """(word, name) for the key's normal, Shift, Ctrl and Alt columns."""
    if _is_char_key(key):
        normal = chr(key.normal & 0xFF) if key.normal is not None else key.label
        shifted = chr(key.shift & 0xFF) if key.shift is not None else key.label
    else:
        normal = key.label
        shifted = key.label if key.keypad else f"Shift+{key.label}"
    return [(key.normal, normal), (key.shift, shifted),
            (key.ctrl, f"Ctrl+{key.label}"), (key.alt, f"Alt+{key.label}")]


def _build_names() -> dict[int, str]:
    names: dict[int, str] = {}
    for key in ALL_KEYS:  # main block first, so Up wins over keypad 8 for 4800h
        for word, name in _column_names(key):
            if word is not None:
                names.setdefault(word, name)
    return names


NAMES: dict[int, str] = _build_names()


def word_name(word: int) -> str:
    """A readable name for a BIOS word; the hex word itself when it has none."""
    return NAMES.get(word, f"{word:04X}")


def _base_key(text: str) -> tuple[PhysicalKey, bool]:
    """The physical key a name (without modifiers) means, and whether it implies Shift."""
    if len(text) == 1:
        return char_key(text)
    ident = text.lower().replace(" ", "").replace("_", "")
    if ident.startswith("keypad"):
        ident = "kp" + ident.removeprefix("keypad")
    ident = _ALIASES.get(ident, ident)
    if ident in ("f11", "f12"):
        raise ValueError(f"{text} reaches programs only through INT 16h AH=10h, not AH=00h")
    if ident in BY_IDENT:
        return BY_IDENT[ident], False
    raise ValueError(f"unknown key name {text!r}; try {EXAMPLES}")


def parse_word(spec: str) -> int:
    """The BIOS word for a key name such as ``"shift+F1"`` (see the module docstring).

    Keypad names (``kp8``) mean the NumLock-on key, so ``kp8`` is the digit 8
    (4838h) and ``shift+kp8`` the cursor key (4800h). Raises ``ValueError``
    with examples for an unknown name, and for a combination that INT 16h
    AH=00h never returns (``ctrl+1``, ``alt+esc``, ``F11``).
    """
    if not isinstance(spec, str) or not spec.strip() and spec != " ":
        raise ValueError(f"empty key name; try {EXAMPLES}")
    mods: set[str] = set()
    text = spec
    if len(spec) > 1:
        text = spec.strip()
        hex_match = _HEX_WORD.fullmatch(text)
        if hex_match:
            return int(hex_match.group(1), 16)
        while match := _MODIFIER.match(text):
            mods.add(match.group(1).lower().replace("control", "ctrl"))
            text = text[match.end():]
    key, shifted = _base_key(text)
    word = key.word(shift="shift" in mods or shifted, ctrl="ctrl" in mods,
                    alt="alt" in mods, numlock=True)
    if word is None:
        raise ValueError(f"{spec!r} gives no key code that INT 16h AH=00h returns")
    return word
