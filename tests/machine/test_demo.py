"""The hardware test program, run headless: golden screens and the command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PIL import Image

from retro import Script, run_headless
from retro.demo import main
from retro.textmode.ans_file import read_ans


def test_demo_first_screen(golden) -> None:
    result = run_headless(main, seed=1)
    golden("screens/demo/first.txt", result.screens[0].to_text())


def test_demo_shows_keys_border_and_mouse(golden) -> None:
    script = Script().key("F10", "F10", "F10").click(12, 7).key("shift+f1")
    result = run_headless(main, seed=1, script=script)
    last = result.screens[-1]
    assert last.border_colour == 3
    lines = last.text().splitlines()
    assert lines[19][31:].startswith("KEY 5400 Shift+F1")
    assert "COL 12 ROW  7" in lines[20]
    assert "LEFT RELEASE AT 12,7" in lines[21]
    assert lines[22][31:].startswith("BORDER  3 CYAN")
    golden("screens/demo/after_keys.txt", last.to_text())


def test_f1_plays_the_tune_and_esc_quits() -> None:
    result = run_headless(main, seed=1, script=Script().key("F1").wait(3000).key("Esc"))
    assert result.ended_by == "return"
    tones = [c.hz for c in result.machine.speaker.timeline if c.hz]
    assert len(tones) >= 10


def test_f7_quits_too() -> None:
    assert run_headless(main, script=Script().key("F7")).ended_by == "return"


def test_command_line_headless_screenshot(tmp_path: Path) -> None:
    out = tmp_path / "demo.png"
    run = subprocess.run(
        [sys.executable, "-m", "retro.demo", "--headless", "--seed", "2", "--keys", "F10 a",
         "--screenshot", str(out)],
        capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert "ended (input exhausted)" in run.stdout
    with Image.open(out) as image:
        assert image.size == (720, 400)
    assert len(out.with_suffix(".BIN").read_bytes()) == 4000
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "demo.ANS", "demo.BIN", "demo.TXT", "demo.png"]
    assert read_ans(out.with_suffix(".ANS").read_bytes()).snap.to_bin() == (
        out.with_suffix(".BIN").read_bytes())
    assert "(and demo.BIN, .ANS, .TXT)" in run.stdout


def test_command_line_rejects_unknown_arguments() -> None:
    run = subprocess.run([sys.executable, "-m", "retro.demo", "--headless", "Q"],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 2
    assert "unknown argument 'Q'" in run.stderr


def test_command_line_rejects_a_bad_key_script() -> None:
    run = subprocess.run([sys.executable, "-m", "retro.demo", "--headless", "--keys", "F99"],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 2
    assert "bad key script word 'F99'" in run.stderr


def test_window_without_a_display_is_a_clear_error() -> None:
    env = {k: v for k, v in __import__("os").environ.items() if k != "DISPLAY"}
    run = subprocess.run([sys.executable, "-m", "retro.demo"], capture_output=True, text=True,
                         timeout=60, check=False, env=env)
    assert run.returncode == 2
    assert "no display" in run.stderr
    assert "Traceback" not in run.stderr


def test_command_line_saves_named_shots_beside_the_screenshot(tmp_path: Path) -> None:
    out = tmp_path / "run.png"
    run = subprocess.run(
        [sys.executable, "-m", "retro.demo", "--headless", "--keys", "F10 shot:one F10",
         "--screenshot", str(out)],
        capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    one = (tmp_path / "run-one.BIN").read_bytes()
    assert len(one) == 4000 and (tmp_path / "run-one.png").exists()
    assert one != out.with_suffix(".BIN").read_bytes()  # one F10 fewer on the BORDER line
