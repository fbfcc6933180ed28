"""Alt+F5 and Ctrl+F6 in a real window (Xvfb, xdotool): a recording of what it showed.

Alt+F5 starts and stops an animated GIF of the exact frames with its WAV beside it;
Ctrl+F6 the sound alone. The last frame of the GIF must be the exact picture of the
screen when it stopped (the same as Ctrl+F5 saves then, in one of its blink phases).
"""

from __future__ import annotations

import array
import time
import wave

import pytest
from demo_window import ProgramWindow, expected_screen, wait_for
from PIL import Image, ImageSequence

import retro.demo
from retro.bios import Key, Keys
from retro.bios.keys import parse_key
from retro.replay.file import read_replay
from retro.replay.play import run_replay
from retro.script import Script
from retro.textmode import ScreenSnapshot, render

pytestmark = pytest.mark.window


def last_frame_and_length(gif: str) -> tuple[bytes, int, int]:
    with Image.open(gif) as image:
        frames = [(f.convert("RGB").tobytes(), f.info.get("duration", 0))
                  for f in ImageSequence.Iterator(image)]
    return frames[-1][0], len(frames), sum(ms for _, ms in frames)


def pictures(snap: ScreenSnapshot) -> list[bytes]:
    return [render(snap, blink_on=text, cursor_on=cursor).convert("RGB").tobytes()
            for text in (True, False) for cursor in (True, False)]


def test_alt_f5_records_the_exact_frames_and_the_sound(demo: ProgramWindow) -> None:
    demo.screenshot_until(expected_screen(Script()), "the demo's first screen")
    folder = demo.data_dir / "recordings"
    demo.key("alt+F5")
    started = time.monotonic()
    demo.key("F10", "a", "F1")  # the border, a key shown, the demo's tune
    time.sleep(1.5)
    demo.key("alt+F5")
    elapsed_ms = (time.monotonic() - started) * 1000
    gif = folder / "REC0001.GIF"
    wait_for(lambda: gif.exists() and gif.with_suffix(".WAV").exists(), "REC0001.GIF + .WAV")
    shot = demo.screenshot()  # the screen now, as it stood when the recording stopped
    last, count, length_ms = last_frame_and_length(str(gif))
    with_mouse = ScreenSnapshot.from_bin(
        (demo.data_dir / "screenshots" / "SCRN0002.BIN").read_bytes(),
        cursor_visible=shot.cursor_visible)
    assert last in pictures(with_mouse) or last in pictures(shot)
    assert count > 2
    assert 1000 < length_ms < elapsed_ms + 500  # machine time, not more than the wall's
    with wave.open(str(gif.with_suffix(".WAV"))) as sound:
        seconds = sound.getnframes() / sound.getframerate()
        samples = array.array("h", sound.readframes(sound.getnframes()))
    assert abs(seconds * 1000 - length_ms) < 100
    assert any(samples), "the tune F1 played is in the WAV"
    beside = gif.with_suffix(".REPLAY")  # the run so far, to play again
    wait_for(beside.exists, "REC0001.REPLAY beside the recording")
    replay = read_replay(beside)
    assert replay.program == "retro.demo" and replay.seed == 1
    assert [d.event for d in replay.log.deliveries if isinstance(d.event, Key)] == [
        Keys.F10, parse_key("a"), Keys.F1]
    again = run_replay(retro.demo.main, replay)
    assert again.arrived, again.ended_by  # on the screen the window showed then


def test_ctrl_f6_records_the_sound_alone(demo: ProgramWindow) -> None:
    demo.screenshot_until(expected_screen(Script()), "the demo's first screen")
    demo.key("ctrl+F6", "F1")
    time.sleep(1.0)
    demo.key("ctrl+F6")
    wav = demo.data_dir / "recordings" / "SND0001.WAV"
    wait_for(wav.exists, "SND0001.WAV")
    with wave.open(str(wav)) as sound:
        assert 0.8 < sound.getnframes() / sound.getframerate() < 5
        assert any(array.array("h", sound.readframes(sound.getnframes())))
    assert not list((demo.data_dir / "recordings").glob("*.GIF"))
