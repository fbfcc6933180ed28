"""SAUCE: the 128-byte record that ANSI-art files carry at their end, after a 1Ah.

SAUCE00 (ACiD, 1994) tells a viewer what the bytes before it are and how to
show them. For an ``.ANS`` of our screen the record says: character data
(DataType 1), ANSi (FileType 1), 80 columns (TInfo1) by 25 lines (TInfo2),
the font "IBM VGA" (TInfoS) with 9-pixel letter spacing as the VGA draws it
(TFlags bits 1-2 = 10b), and, when the screen has blink disabled, "non-blink
mode" (TFlags bit 0): attribute bit 7 is then a bright background, what the
art scene calls iCE colours.

The layout, little-endian, text fields CP437 padded with spaces (TInfoS with
NULs): ID "SAUCE" 5, version "00" 2, title 35, author 20, group 20, date
CCYYMMDD 8, file size 4 (the data before the 1Ah), DataType 1, FileType 1,
TInfo1-4 2 each, comment lines 1, TFlags 1, TInfoS 22.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, replace

EOF_BYTE = 0x1A
"""Where a DOS ``TYPE`` stops: the data ends there and the record follows."""
RECORD_BYTES = 128
_LAYOUT = struct.Struct("<5s2s35s20s20s8sIBBHHHHBB22s")
_ID = b"SAUCE00"
_COMMENT_ID = b"COMNT"
_COMMENT_LINE = 64
CHARACTER, ANSI = 1, 1
"""DataType 1 (character) and, within it, FileType 1 (ANSi)."""
ICE_COLOURS = 0x01
"""TFlags bit 0, non-blink mode: attribute bit 7 is a bright background."""
LETTER_SPACING_9 = 0x04
"""TFlags bits 1-2 = 10b: the glyphs are 8 pixels drawn in 9 columns, as on a VGA."""
VGA_FONT = "IBM VGA"

assert _LAYOUT.size == RECORD_BYTES


@dataclass(frozen=True)
class Sauce:
    """The fields of one SAUCE record that a text screen uses."""

    date: str
    """CCYYMMDD; passed in rather than taken from the clock, so a file is reproducible."""
    file_size: int
    title: str = ""
    author: str = ""
    group: str = ""
    data_type: int = CHARACTER
    file_type: int = ANSI
    columns: int = 80
    """TInfo1: the width the art is drawn at."""
    lines: int = 25
    """TInfo2: how many lines it has."""
    flags: int = LETTER_SPACING_9
    font: str = VGA_FONT
    comment_lines: int = 0

    @property
    def ice_colours(self) -> bool:
        """Whether attribute bit 7 means a bright background rather than blink."""
        return bool(self.flags & ICE_COLOURS)

    def record(self) -> bytes:
        """The 128 bytes of this record."""
        if len(self.date) != 8 or not self.date.isdigit():
            raise ValueError(f"a SAUCE date is CCYYMMDD, got {self.date!r}")
        return _LAYOUT.pack(
            b"SAUCE", b"00", _field(self.title, 35), _field(self.author, 20),
            _field(self.group, 20), self.date.encode("ascii"), self.file_size,
            self.data_type, self.file_type, self.columns, self.lines, 0, 0,
            self.comment_lines, self.flags, self.font.encode("cp437", "replace")[:22])


def _field(text: str, size: int) -> bytes:
    """A SAUCE character field: CP437, cut or padded with spaces to ``size``."""
    return text.encode("cp437", "replace")[:size].ljust(size, b" ")


def _text(raw: bytes) -> str:
    return raw.decode("cp437").rstrip(" \x00")


def with_sauce(data: bytes, sauce: Sauce) -> bytes:
    """``data``, the end-of-file byte and the record (its file size set to ``data``'s)."""
    return data + bytes([EOF_BYTE]) + replace(sauce, file_size=len(data)).record()


def read_sauce(data: bytes) -> Sauce | None:
    """The record at the end of ``data``, or None when it has none."""
    if len(data) < RECORD_BYTES or data[-RECORD_BYTES:][:len(_ID)] != _ID:
        return None
    (_, _, title, author, group, date, size, data_type, file_type, columns, lines, _, _,
     comments, flags, font) = _LAYOUT.unpack(data[-RECORD_BYTES:])
    return Sauce(date=date.decode("cp437").strip(), file_size=size, title=_text(title),
                 author=_text(author), group=_text(group), data_type=data_type,
                 file_type=file_type, columns=columns, lines=lines, flags=flags,
                 font=_text(font), comment_lines=comments)


def without_sauce(data: bytes) -> bytes:
    """The data before the record, its comment block and the end-of-file byte: what a
    viewer draws. A file with no record is cut at its first 1Ah, as DOS would."""
    sauce = read_sauce(data)
    if sauce is not None:
        data = data[:-RECORD_BYTES]
        block = len(_COMMENT_ID) + _COMMENT_LINE * sauce.comment_lines
        if sauce.comment_lines and data[-block:][:len(_COMMENT_ID)] == _COMMENT_ID:
            data = data[:-block]
    end = data.find(bytes([EOF_BYTE]))
    return data if end < 0 else data[:end]
