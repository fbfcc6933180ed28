"""The VGA 8x16 font and the 9-dot cells VGA mode 3 shows it in.

The font lives in ``fonts/cp437.png``: 256 glyphs of 8x16 pixels on a 16x16
sheet (glyph code = sheet row * 16 + sheet column), white on black. See
``fonts/README.md`` for its origin (SeaBIOS, public domain) and
``tools/make_font.py`` for how it is made.

In mode 3 every cell is 9 pixels wide. The 9th column repeats the 8th for the
line-graphics codes C0h-DFh, so horizontal lines and blocks join up; for all
other codes it is background (attribute controller register 10h bit 2,
reference/vga.md "The 9th column").
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

from PIL import Image

GLYPH_WIDTH = 8
CELL_WIDTH = 9
CELL_HEIGHT = 16
GLYPH_COUNT = 256
#: Bytes of a raw font: one byte per glyph row, most significant bit leftmost.
FONT_BYTES = GLYPH_COUNT * CELL_HEIGHT
#: The glyph sheet: 16 glyphs across, 16 down.
SHEET_GLYPHS_ACROSS = 16
SHEET_SIZE = (SHEET_GLYPHS_ACROSS * GLYPH_WIDTH, (GLYPH_COUNT // SHEET_GLYPHS_ACROSS) * CELL_HEIGHT)
#: Codes whose 9th column copies the 8th (VGA line-graphics characters).
LINE_GRAPHICS = range(0xC0, 0xE0)

_COVERAGE = bytes.maketrans(b"\x00\x01", b"\x00\xff")

FONT_RESOURCE = ("retro.textmode", "fonts/cp437.png")
"""Where the VGA font ships: inside the package, so a plain ``pip install .``, a wheel
or pipx has it. In the repository ``retro/textmode/fonts/cp437.png`` is a link to
``fonts/cp437.png``, which stays the one copy that is edited."""


class Font:
    """256 glyphs as 9x16 coverage masks, with the 9th-column rule applied."""

    def __init__(self, bitmap: bytes) -> None:
        if len(bitmap) != FONT_BYTES:
            raise ValueError(f"a VGA 8x16 font is {FONT_BYTES} bytes, got {len(bitmap)}")
        self.bitmap = bytes(bitmap)
        self._rows = tuple(_cell_rows(self.bitmap, code) for code in range(GLYPH_COUNT))
        self._masks = tuple(_rows_to_mask(rows) for rows in self._rows)

    def rows(self, code: int) -> tuple[int, ...]:
        """16 row patterns of 9 bits each; bit 8 is the leftmost pixel."""
        return self._rows[code]

    def mask(self, code: int) -> bytes:
        """144 bytes, 9 per row for 16 rows: 1 where the glyph is foreground, else 0."""
        return self._masks[code]

    def mask_image(self, code: int) -> Image.Image:
        """The 9x16 mask as an "L" image (255 = foreground)."""
        coverage = self.mask(code).translate(_COVERAGE)
        return Image.frombytes("L", (CELL_WIDTH, CELL_HEIGHT), coverage)

    def atlas_bytes(self) -> bytes:
        """A 144x256 coverage atlas of 9x16 cells (255 = foreground), top row first.

        Glyph ``code`` sits at x = (code % 16) * 9, y = (code // 16) * 16: the
        9th-column rule already applied, ready for a one-channel GPU texture.
        """
        width = SHEET_GLYPHS_ACROSS * CELL_WIDTH
        atlas = bytearray(width * SHEET_SIZE[1])
        for code in range(GLYPH_COUNT):
            sheet_row, sheet_col = divmod(code, SHEET_GLYPHS_ACROSS)
            mask = self._masks[code]
            for y in range(CELL_HEIGHT):
                start = (sheet_row * CELL_HEIGHT + y) * width + sheet_col * CELL_WIDTH
                row = mask[y * CELL_WIDTH : (y + 1) * CELL_WIDTH]
                atlas[start : start + CELL_WIDTH] = row.translate(_COVERAGE)
        return bytes(atlas)

    def sheet(self) -> Image.Image:
        """The font as a 128x256 one-bit glyph sheet, the layout of ``fonts/cp437.png``."""
        return sheet_from_bitmap(self.bitmap)

    @classmethod
    def from_sheet(cls, image: Image.Image) -> Font:
        """Read a 16x16 sheet of 8x16 glyphs (any mode; bright pixels are ink)."""
        if image.size != SHEET_SIZE:
            width, height = SHEET_SIZE
            raise ValueError(f"a font sheet is {width}x{height} px, got {image.size}")
        pixels = image.convert("L").tobytes()
        width = SHEET_SIZE[0]
        out = bytearray()
        for code in range(GLYPH_COUNT):
            sheet_row, sheet_col = divmod(code, SHEET_GLYPHS_ACROSS)
            for y in range(CELL_HEIGHT):
                start = (sheet_row * CELL_HEIGHT + y) * width + sheet_col * GLYPH_WIDTH
                byte = 0
                for value in pixels[start : start + GLYPH_WIDTH]:
                    byte = (byte << 1) | (value >= 128)
                out.append(byte)
        return cls(bytes(out))


def _cell_rows(bitmap: bytes, code: int) -> tuple[int, ...]:
    rows = []
    for byte in bitmap[code * CELL_HEIGHT : (code + 1) * CELL_HEIGHT]:
        ninth = byte & 1 if code in LINE_GRAPHICS else 0
        rows.append((byte << 1) | ninth)
    return tuple(rows)


def _rows_to_mask(rows: tuple[int, ...]) -> bytes:
    return bytes((row >> (CELL_WIDTH - 1 - x)) & 1 for row in rows for x in range(CELL_WIDTH))


def sheet_from_bitmap(bitmap: bytes) -> Image.Image:
    """Lay a raw 4096-byte 8x16 font out as a 16x16 glyph sheet, mode "1"."""
    if len(bitmap) != FONT_BYTES:
        raise ValueError(f"a VGA 8x16 font is {FONT_BYTES} bytes, got {len(bitmap)}")
    sheet = Image.new("1", SHEET_SIZE, 0)
    for code in range(GLYPH_COUNT):
        glyph = Image.frombytes("1", (GLYPH_WIDTH, CELL_HEIGHT),
                                bitmap[code * CELL_HEIGHT : (code + 1) * CELL_HEIGHT])
        sheet_row, sheet_col = divmod(code, SHEET_GLYPHS_ACROSS)
        sheet.paste(glyph, (sheet_col * GLYPH_WIDTH, sheet_row * CELL_HEIGHT))
    return sheet


@lru_cache(maxsize=8)
def _load(path: Path) -> Font:
    try:
        with Image.open(path) as image:
            return Font.from_sheet(image)
    except FileNotFoundError:
        raise FileNotFoundError(f"font sheet not found: {path} (see tools/make_font.py)") from None


def load_font(path: Path | None = None) -> Font:
    """Load (once, then from a cache) a glyph sheet; default: the VGA font shipped inside
    the package (read through ``importlib.resources``)."""
    if path is not None:
        return _load(Path(path).resolve())
    package, name = FONT_RESOURCE
    with resources.as_file(resources.files(package).joinpath(name)) as shipped:
        return _load(Path(shipped).resolve())
