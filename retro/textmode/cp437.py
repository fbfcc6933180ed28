"""Code page 437: the 256 characters a VGA text screen can show, and Unicode.

A text-mode cell stores a byte; the VGA font turns every byte into a picture,
including 00h-1Fh and 7Fh. Python's ``cp437`` codec maps those bytes to ASCII
control characters, which is right for files but wrong for a screen, so this
module keeps its own 256-entry table (the "graphic" CP437 used by IBM PCs and
by python-tcod's ``CHARMAP_CP437``).

Choices:

* 00h maps to U+0000. The glyph is blank, so screen views
  (:meth:`ScreenSnapshot.text`) show it as a space, but the table itself keeps
  it distinct from 20h so that every byte round-trips through Unicode.
* :data:`FROM_UNICODE` is the inverse table plus a few aliases: the ASCII
  control characters U+0001-U+001F and U+007F map to their own byte (writing
  ``"\\x03"`` shows a heart, as writing byte 3 to B800h does), and some
  look-alike letters (Greek beta/mu/Omega, the micro and ohm signs) map to the
  CP437 glyph that shows them.
"""

from __future__ import annotations

#: 01h-1Fh: the pictures the VGA font shows for the ASCII control codes.
_PICTURES_01_1F = "☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼"

#: 7Fh: a small house.
_HOUSE_7F = "⌂"

#: 20h-7Eh is ASCII; 80h-FFh agrees with the Unicode consortium's CP437 table,
#: which is what Python's codec implements for those bytes.
TO_UNICODE: tuple[str, ...] = (
    ("\x00",)
    + tuple(_PICTURES_01_1F)
    + tuple(bytes(range(0x20, 0x7F)).decode("ascii"))
    + (_HOUSE_7F,)
    + tuple(bytes(range(0x80, 0x100)).decode("cp437"))
)

#: Characters that have no glyph of their own but look like a CP437 glyph.
_ALIASES: dict[str, int] = {
    "β": 0xE1,  # Greek beta drawn as the sharp s
    "μ": 0xE6,  # Greek mu, same glyph as the micro sign
    "Ω": 0xEA,  # Greek capital Omega
    "\u2126": 0xEA,  # OHM SIGN
    "∈": 0xEE,  # element-of, drawn with the epsilon
    "\u2205": 0xED,  # empty set, drawn with the phi
}

FROM_UNICODE: dict[str, int] = {
    **_ALIASES,
    **{chr(code): code for code in range(0x01, 0x20)},
    "\x7f": 0x7F,
    **{char: code for code, char in enumerate(TO_UNICODE)},
}

#: Byte used for characters that CP437 cannot show.
UNKNOWN = ord("?")

#: The four card suits, as they sit in the font.
HEART, DIAMOND, CLUB, SPADE = 0x03, 0x04, 0x05, 0x06

assert len(TO_UNICODE) == 256 and len(set(TO_UNICODE)) == 256


def encode(text: str) -> bytes:
    """Turn Unicode text into CP437 screen codes; unknown characters become ``?``.

    >>> encode("A♥")
    b'A\\x03'
    """
    get = FROM_UNICODE.get
    return bytes([get(char, UNKNOWN) for char in text])


def decode(data: bytes) -> str:
    """Turn screen codes into Unicode, one character per byte.

    >>> decode(b"\\x06 \\x7f")
    '♠ ⌂'
    """
    return "".join([TO_UNICODE[code] for code in data])
