"""``python -m retro.speaker``: WAV output, note list, errors, running with no sound device."""

from __future__ import annotations

import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from retro.speaker.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def test_wav_option_writes_a_valid_file(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "scale.wav"
    assert main(["play", "T120 O3 L8 CDEFGAB>C", "--wav", str(out), "--rate", "48000"]) == 0
    with wave.open(str(out), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 48000)
        assert wav.getnframes() == 8 * 99 * 120  # 8 notes of 99 units of 2.5 ms
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split() == ["0.0", "523.10", "217.5", "30.0"]
    assert lines[8].split()[:2] == ["1732.5", "1047.57"]
    assert lines[-1].startswith(f"wrote {out}")


def test_malformed_macro_exits_2_naming_the_position(capsys: pytest.CaptureFixture) -> None:
    assert main(["play", "T120 O3 CDQ"]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == "PLAY: unknown command 'Q' at position 11"
    assert captured.out == ""


def test_unwritable_wav_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["play", "C", "--wav", str(tmp_path / "no" / "such" / "dir.wav")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_live_play_without_a_device_says_so_once(capsys: pytest.CaptureFixture) -> None:
    assert os.environ["PYGLET_AUDIO"] == "silent"  # set by tests/conftest.py
    assert main(["play", "L64 CDE"]) == 0
    out = capsys.readouterr().out
    assert out.count("no sound device: running silent") == 1
    assert out.index("t_ms") < out.index("no sound device")


def test_module_entry_point_exit_status(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    bad = subprocess.run([sys.executable, "-m", "retro.speaker", "play", "O9"], cwd=tmp_path,
                         env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2
    assert bad.stderr.strip() == "PLAY: octave 9 is outside 0..6 at position 1"
    usage = subprocess.run([sys.executable, "-m", "retro.speaker", "play", "C", "--rate", "1"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert usage.returncode == 2 and "invalid choice" in usage.stderr
