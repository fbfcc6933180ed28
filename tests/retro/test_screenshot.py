"""Screenshots (Ctrl+F5 in the window and the terminal, ``--screenshot``): one stem, four
files, PNG, .BIN, .ANS and .TXT, each saying the same screen."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PIL import Image

from retro.screenshot import next_free_name, save_and_tell, save_screenshot, write_screenshot
from retro.textmode import ScreenSnapshot, render
from retro.textmode.ans_file import read_ans
from retro.textmode.sauce import read_sauce


def screen(blink_enabled: bool = True) -> ScreenSnapshot:
    data = bytearray(random.Random(11).randbytes(4000))
    data[0:10] = b"H\x1eI\x1e!\x1e\x1a\x1e\x1b\x1e"
    return ScreenSnapshot.from_bin(bytes(data), blink_enabled=blink_enabled,
                                   cursor_visible=False)


def test_ctrl_f5_writes_four_files_of_one_stem(tmp_path: Path) -> None:
    snap = screen(blink_enabled=False)
    png = save_screenshot(snap, tmp_path / "screenshots", blink_on=True)
    assert png == tmp_path / "screenshots" / "SCRN0001.PNG"
    assert sorted(p.name for p in png.parent.iterdir()) == [
        "SCRN0001.ANS", "SCRN0001.BIN", "SCRN0001.PNG", "SCRN0001.TXT"]
    assert png.with_suffix(".BIN").read_bytes() == snap.to_bin()
    reading = read_ans(png.with_suffix(".ANS").read_bytes())
    assert reading.snap.data == snap.data and not reading.snap.blink_enabled
    text = png.with_suffix(".TXT").read_text(encoding="utf-8")
    assert text == snap.text() + "\n" and text.count("\n") == 25
    assert text.startswith("HI!→←")
    with Image.open(png) as image:
        assert image.convert("RGB").tobytes() == render(snap).convert("RGB").tobytes()


def test_the_next_number_is_free_of_all_four_files(tmp_path: Path) -> None:
    save_screenshot(screen(), tmp_path)
    (tmp_path / "SCRN0002.TXT").write_text("someone's notes\n", encoding="utf-8")
    assert next_free_name(tmp_path) == tmp_path / "SCRN0003.PNG"
    assert save_screenshot(screen(), tmp_path).name == "SCRN0003.PNG"
    assert (tmp_path / "SCRN0002.TXT").read_text(encoding="utf-8") == "someone's notes\n"


def test_the_sauce_is_dated_as_asked(tmp_path: Path) -> None:
    write_screenshot(tmp_path / "shot.png", screen(), date="19990101")
    sauce = read_sauce((tmp_path / "shot.ANS").read_bytes())
    assert sauce is not None and sauce.date == "19990101"


def test_screenshot_flag_writes_the_four_and_names_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "last.png"
    assert save_and_tell("basra", out, screen())
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "last.ANS", "last.BIN", "last.TXT", "last.png"]
    assert capsys.readouterr().out == (
        f"basra: screenshot saved to {out} (and last.BIN, .ANS, .TXT)\n")


def test_screenshot_flag_into_a_missing_folder_says_why(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert not save_and_tell("basra", tmp_path / "gone" / "last.png", screen())
    assert "cannot save the screenshot" in capsys.readouterr().err
