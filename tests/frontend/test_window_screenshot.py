"""Ctrl+F5 in a real window (Xvfb, xdotool): the PNG, .BIN, .ANS and .TXT of one screen."""

from __future__ import annotations

import pytest
from demo_window import ProgramWindow, expected_screen

from retro.script import Script
from retro.textmode.ans_file import read_ans

pytestmark = pytest.mark.window


def test_ctrl_f5_saves_the_screen_as_four_files_of_one_name(demo: ProgramWindow) -> None:
    snap = demo.screenshot_until(expected_screen(Script()), "the demo's first screen")
    folder = demo.data_dir / "screenshots"
    png = sorted(folder.glob("SCRN*.PNG"))[-1]
    assert sorted(p.name for p in folder.glob(f"{png.stem}.*")) == [
        f"{png.stem}{suffix}" for suffix in (".ANS", ".BIN", ".PNG", ".TXT")]
    reading = read_ans(png.with_suffix(".ANS").read_bytes())
    assert reading.snap.to_bin() == png.with_suffix(".BIN").read_bytes() == snap.to_bin()
    assert png.with_suffix(".TXT").read_text(encoding="utf-8") == snap.text() + "\n"
