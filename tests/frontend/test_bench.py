"""``python -m retro.bench``: a table, then one JSON line, and a still window never redraws.

Speeds are only printed, never asserted; what is checked is the shape of
the output and the one figure that is behaviour, not speed: a screen that
does not change costs no redraws.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest
from demo_window import REPO

from retro.bench.__main__ import main as bench_main

JSON_KEYS = {"render_ms", "render_png_ms", "window_fps_2x", "window_fps_2x_capped",
             "idle_redraws_per_s", "speaker_x_realtime", "headless_keys_per_s",
             "terminal_bytes_per_key_24-bit", "terminal_redraw_24-bit",
             "terminal_key_to_screen_ms"}
QUICK = ["--runs", "3", "--keys", "40", "--seconds", "0.5", "--no-terminal"]


def run_bench(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "retro.bench", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=120, env=env)


def test_prints_the_table_then_the_json_line_last() -> None:
    done = run_bench(*QUICK, "--no-window")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    figures = json.loads(lines[-1])
    assert set(figures) == JSON_KEYS
    for key in ("render_ms", "render_png_ms", "speaker_x_realtime", "headless_keys_per_s"):
        assert figures[key] > 0, key
        assert any(line.startswith(key) for line in lines[:-1]), f"{key} missing from the table"
    assert figures["window_fps_2x"] is None and figures["terminal_redraw_24-bit"] is None
    assert "window: skipped (--no-window)" in lines
    assert done.stderr == ""  # no progress line where stderr is not a terminal


class Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_on_a_terminal_it_shows_how_many_measures_are_done(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert bench_main([*QUICK, "--no-window"]) == 0
    shown = terminal.getvalue()
    assert "\rretro.bench: measures 1/3, about " in shown and shown.endswith("\r")
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["render_ms"] > 0


def test_the_terminal_figures_come_from_a_game_played_in_a_pty() -> None:
    """One move of Sixty-Six typed into ``sixtysix --terminal`` and one F10 timed: every
    figure is there and the redraws are real screens (more than the 2,000 cells' text)."""
    done = run_bench("--runs", "1", "--keys", "1", "--no-window", "--moves", "1",
                     "--presses", "1")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    figures = json.loads(lines[-1])
    assert figures["terminal_bytes_per_key_24-bit"] > 0
    assert figures["terminal_key_to_screen_ms"] > 0
    assert 2 < figures["terminal_redraw_24-bit"] < 64  # KB
    for depth in ("24-bit", "256", "16"):
        assert any(line.startswith(f"terminal_redraw_{depth} ") for line in lines), depth
        assert any(line.startswith(f"terminal_bytes_per_update_{depth} ") for line in lines)


@pytest.mark.parametrize("args", [["--runs", "0"], ["--seconds", "soon"], ["--bogus"]])
def test_bad_options_are_a_usage_error(args: list[str]) -> None:
    done = run_bench(*args)
    assert done.returncode == 2
    assert "usage:" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.window
def test_starts_its_own_xvfb_and_a_still_screen_never_redraws(x_display: str) -> None:
    """``x_display`` only brings the skip-or-fail rule: the bench starts its own Xvfb."""
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    done = run_bench(*QUICK, env=env)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    figures = json.loads(lines[-1])
    assert any("(a private Xvfb)" in line for line in lines), done.stdout
    assert figures["window_fps_2x"] > 0
    assert figures["window_fps_2x_capped"] > 0
    assert figures["idle_redraws_per_s"] == 0
