"""An immutable copy of a text screen: the 4000 bytes of B800h plus display state.

A snapshot is what the renderer draws, what tests compare and what golden
files store. Its text form (:meth:`ScreenSnapshot.to_text`) is meant to be read
and diffed by people; it keeps every byte, so it round-trips exactly::

    textmode 80x25 cursor=0,24 cursor_shape=13,14 cursor_visible=1 border_colour=0 ...
    00|GAME SHELF   ...                                                            |
    ... 25 rows of 80 characters between bars ...
    -- attributes: 2 hex digits per cell (bits 0-3 fg, 4-6 bg, 7 blink) --
    00 1F1F1F1F...   (160 hex digits per row)

In the character rows, code 00h is written as U+2400 (a visible "NUL"
symbol) so that the file never holds a real NUL byte.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .attributes import blink_table
from .cp437 import FROM_UNICODE, TO_UNICODE

COLS = 80
ROWS = 25
#: One (character, attribute) byte pair per cell, row by row: the B800h layout.
SCREEN_BYTES = COLS * ROWS * 2

_NUL_SYMBOL = "\u2400"
_TEXT_ROW_CHARS = [_NUL_SYMBOL if code == 0 else ch for code, ch in enumerate(TO_UNICODE)]
_VIEW_CHARS = [" " if code == 0 else ch for code, ch in enumerate(TO_UNICODE)]
_ATTR_RULE = "-- attributes: 2 hex digits per cell (bits 0-3 fg, 4-6 bg, 7 blink) --"
_HEADER_WORD = "textmode"


def _yes(flag: bool) -> str:
    return "1" if flag else "0"


@dataclass(frozen=True)
class ScreenSnapshot:
    """The whole visible state of an 80x25 text screen at one moment."""

    data: bytes = field(repr=False)
    cursor: tuple[int, int] = (0, 0)
    cursor_shape: tuple[int, int] = (13, 14)
    cursor_visible: bool = True
    border_colour: int = 0
    blink_enabled: bool = True
    mono: bool = False

    def __post_init__(self) -> None:
        if len(self.data) != SCREEN_BYTES:
            raise ValueError(
                f"a text screen is {SCREEN_BYTES} bytes (80x25 char/attribute pairs), "
                f"got {len(self.data)}"
            )
        object.__setattr__(self, "data", bytes(self.data))
        col, row = self.cursor
        if not (0 <= col < COLS and 0 <= row < ROWS):
            raise ValueError(f"cursor {self.cursor} is outside the 80x25 screen")
        start, end = self.cursor_shape
        if not (0 <= start <= 31 and 0 <= end <= 31):
            raise ValueError(f"cursor shape {self.cursor_shape}: scan lines must be 0-31")
        if not 0 <= self.border_colour <= 15:
            raise ValueError(f"border colour must be 0-15, got {self.border_colour}")
        object.__setattr__(self, "cursor", (int(col), int(row)))
        object.__setattr__(self, "cursor_shape", (int(start), int(end)))

    @classmethod
    def from_bin(cls, data: bytes, **state: Any) -> ScreenSnapshot:
        """Make a snapshot from a raw 4000-byte dump; ``state`` sets the other fields."""
        return cls(bytes(data), **state)

    def to_bin(self) -> bytes:
        """The raw 4000 bytes, as a DOS program would find them at B800:0000."""
        return self.data

    def cell(self, col: int, row: int) -> tuple[int, int]:
        """(character code, attribute) of one cell."""
        if not (0 <= col < COLS and 0 <= row < ROWS):
            raise IndexError(f"cell ({col}, {row}) is outside the 80x25 screen")
        offset = (row * COLS + col) * 2
        return self.data[offset], self.data[offset + 1]

    def with_data(self, data: bytes) -> ScreenSnapshot:
        """The same display state with other screen bytes."""
        return replace(self, data=bytes(data))

    def has_blinking_cells(self) -> bool:
        """Whether the blink phase changes how any cell looks (a scan at C speed, ~3 us):
        a still screen with none needs no repaint when the phase turns."""
        return 1 in self.data[1::2].translate(blink_table(self.blink_enabled, self.mono))

    def row_text(self, row: int) -> str:
        """One row as Unicode, 80 characters (code 00h shows as a space)."""
        if not 0 <= row < ROWS:
            raise IndexError(f"row {row} is outside 0-{ROWS - 1}")
        start = row * COLS * 2
        return "".join([_VIEW_CHARS[c] for c in self.data[start : start + COLS * 2 : 2]])

    def text(self) -> str:
        """The characters of the screen as 25 lines of Unicode joined by newlines."""
        return "\n".join(self.row_text(row) for row in range(ROWS))

    def _header(self) -> str:
        return (
            f"{_HEADER_WORD} {COLS}x{ROWS} cursor={self.cursor[0]},{self.cursor[1]} "
            f"cursor_shape={self.cursor_shape[0]},{self.cursor_shape[1]} "
            f"cursor_visible={_yes(self.cursor_visible)} border_colour={self.border_colour} "
            f"blink_enabled={_yes(self.blink_enabled)} mono={_yes(self.mono)}"
        )

    def to_text(self) -> str:
        """The golden-file form: header, 25 character rows, rule, 25 attribute rows."""
        lines = [self._header()]
        for row in range(ROWS):
            start = row * COLS * 2
            chars = "".join([_TEXT_ROW_CHARS[c] for c in self.data[start : start + COLS * 2 : 2]])
            lines.append(f"{row:02d}|{chars}|")
        lines.append(_ATTR_RULE)
        for row in range(ROWS):
            start = row * COLS * 2
            lines.append(f"{row:02d} {self.data[start + 1 : start + COLS * 2 : 2].hex().upper()}")
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str) -> ScreenSnapshot:
        """Read what :meth:`to_text` wrote (ValueError naming the bad line otherwise)."""
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if len(lines) != 2 * ROWS + 2:
            raise ValueError(f"a screen text has {2 * ROWS + 2} lines, got {len(lines)}")
        state = _parse_header(lines[0])
        data = bytearray(SCREEN_BYTES)
        for row in range(ROWS):
            codes = _parse_char_row(lines[1 + row], row)
            data[row * COLS * 2 : (row + 1) * COLS * 2 : 2] = codes
        if lines[1 + ROWS] != _ATTR_RULE:
            raise ValueError(f"line {ROWS + 2}: expected the attribute rule {_ATTR_RULE!r}")
        for row in range(ROWS):
            attrs = _parse_attr_row(lines[2 + ROWS + row], row, line_no=3 + ROWS + row)
            data[row * COLS * 2 + 1 : (row + 1) * COLS * 2 : 2] = attrs
        return cls(bytes(data), **state)

    def diff(self, other: ScreenSnapshot, limit: int = 20) -> str:
        """A short list of what differs from ``other``, for assertion messages."""
        out = [
            f"{name}: {getattr(self, name)!r} -> {getattr(other, name)!r}"
            for name in ("cursor", "cursor_shape", "cursor_visible", "border_colour",
                         "blink_enabled", "mono")
            if getattr(self, name) != getattr(other, name)
        ]
        cells = [
            i // 2
            for i in range(0, SCREEN_BYTES, 2)
            if self.data[i : i + 2] != other.data[i : i + 2]
        ]
        for index in cells[:limit]:
            row, col = divmod(index, COLS)
            (c1, a1), (c2, a2) = self.cell(col, row), other.cell(col, row)
            out.append(
                f"(col {col}, row {row}): {TO_UNICODE[c1]!r} {c1:02X}h attr {a1:02X}h"
                f" -> {TO_UNICODE[c2]!r} {c2:02X}h attr {a2:02X}h"
            )
        if len(cells) > limit:
            out.append(f"... and {len(cells) - limit} more differing cells")
        if cells:
            out.insert(0, f"{len(cells)} differing cells")
        return "\n".join(out) if out else "no differences"


def _parse_header(line: str) -> dict[str, Any]:
    words = line.split()
    if len(words) != 8 or words[0] != _HEADER_WORD or words[1] != f"{COLS}x{ROWS}":
        raise ValueError(f"line 1: expected a '{_HEADER_WORD} {COLS}x{ROWS} ...' header")
    fields = dict(word.split("=", 1) for word in words[2:] if "=" in word)
    try:
        col, row = (int(v) for v in fields["cursor"].split(","))
        start, end = (int(v) for v in fields["cursor_shape"].split(","))
        return {
            "cursor": (col, row),
            "cursor_shape": (start, end),
            "cursor_visible": fields["cursor_visible"] == "1",
            "border_colour": int(fields["border_colour"]),
            "blink_enabled": fields["blink_enabled"] == "1",
            "mono": fields["mono"] == "1",
        }
    except (KeyError, ValueError) as exc:
        raise ValueError(f"line 1: bad screen header {line!r} ({exc})") from None


def _parse_char_row(line: str, row: int) -> bytes:
    prefix = f"{row:02d}|"
    if len(line) != COLS + 4 or not line.startswith(prefix) or not line.endswith("|"):
        raise ValueError(f"line {row + 2}: expected '{prefix}' + 80 characters + '|'")
    out = bytearray()
    for col, char in enumerate(line[3:-1]):
        code = 0 if char == _NUL_SYMBOL else FROM_UNICODE.get(char)
        if code is None:
            raise ValueError(f"line {row + 2}, col {col}: {char!r} is not a CP437 character")
        out.append(code)
    return bytes(out)


def _parse_attr_row(line: str, row: int, line_no: int) -> bytes:
    prefix = f"{row:02d} "
    if len(line) != 3 + COLS * 2 or not line.startswith(prefix):
        raise ValueError(f"line {line_no}: expected '{prefix}' + {COLS * 2} hex digits")
    try:
        return bytes.fromhex(line[3:])
    except ValueError:
        raise ValueError(f"line {line_no}: attributes must be hex digits") from None
