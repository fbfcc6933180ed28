"""The VGA font sheet and the 9th-column rule of mode 3."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from retro.textmode import Font, load_font
from retro.textmode.font import FONT_BYTES, FONT_RESOURCE

REPOSITORY_FONT = Path(__file__).resolve().parents[2] / "fonts" / "cp437.png"


def column(font: Font, code: int, x: int) -> list[int]:
    mask = font.mask(code)
    return [mask[y * 9 + x] for y in range(16)]


def test_the_repository_sheet_is_a_16x16_grid_of_8x16_glyphs() -> None:
    with Image.open(REPOSITORY_FONT) as sheet:
        assert sheet.size == (128, 256)
        assert sheet.mode in ("1", "L")


def test_the_package_ships_the_repository_font() -> None:
    from importlib import resources

    package, name = FONT_RESOURCE
    assert resources.files(package).joinpath(name).read_bytes() == REPOSITORY_FONT.read_bytes()


def test_load_font_is_cached() -> None:
    assert load_font() is load_font()
    assert load_font(REPOSITORY_FONT) is load_font()


def test_known_glyphs() -> None:
    font = load_font()
    assert len(font.bitmap) == FONT_BYTES
    assert font.bitmap[0:16] == bytes(16)
    assert font.bitmap[16:32] == bytes.fromhex("00007E81A58181BD9981817E00000000")  # ☺
    assert font.rows(0xDB) == (0x1FF,) * 16  # █ fills all 9 columns
    assert sum(font.mask(0x20)) == 0


def test_ninth_column_repeats_the_eighth_only_for_c0_to_df() -> None:
    font = load_font()
    for code in range(256):
        eighth, ninth = column(font, code, 7), column(font, code, 8)
        if 0xC0 <= code <= 0xDF:
            assert ninth == eighth, f"code {code:02X}h"
        else:
            assert ninth == [0] * 16, f"code {code:02X}h"
    assert any(column(font, 0xC4, 8))  # ─ runs into the next cell
    assert any(column(font, 0xB1, 7)) and not any(column(font, 0xB1, 8))  # ▒ does not


def test_atlas_has_9x16_cells_in_a_16x16_grid() -> None:
    font = load_font()
    atlas = font.atlas_bytes()
    assert len(atlas) == 144 * 256
    for code in (0x01, 0x41, 0xC4, 0xDB, 0xFF):
        x0, y0 = (code % 16) * 9, (code // 16) * 16
        cell = bytes(atlas[(y0 + y) * 144 + x0 + x] for y in range(16) for x in range(9))
        assert cell == bytes(255 * b for b in font.mask(code))
    assert set(atlas) == {0, 255}


def test_sheet_round_trip_and_mask_image() -> None:
    font = load_font()
    assert Font.from_sheet(font.sheet()).bitmap == font.bitmap
    image = font.mask_image(0x41)
    assert image.size == (9, 16) and image.tobytes() == bytes(255 * b for b in font.mask(0x41))


def test_bad_fonts_are_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="4096 bytes"):
        Font(bytes(100))
    with pytest.raises(ValueError, match="128x256"):
        Font.from_sheet(Image.new("1", (64, 64)))
    with pytest.raises(FileNotFoundError, match="make_font"):
        load_font(tmp_path / "missing.png")
