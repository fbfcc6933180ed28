"""Recordings (``retro.recording``, ``--record``): exact frames, timed by the machine clock.

A recording is checked against the one exact picture of each moment: every frame
decoded from the file must equal the screenshot renderer's picture of the screen as it
stood then (with its blink and cursor phase and the mouse cursor drawn in), and the
frames together must last as long as the run did on the machine's clock.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageSequence

import retro.demo
from retro import Script, run_headless
from retro.clock import NS_PER_MS
from retro.recording import Frame, Recorder, write_animation
from retro.recording.animation import FORMATS, gif_bytes, timed
from retro.recording.timeline import frame_at, frame_start_ns
from retro.textmode import ScreenSnapshot, render

ROOT = Path(__file__).resolve().parents[2]
DEMO_KEYS = "wait:700 a wait:300 F10 click:10,5 wait:1200 Up wait:40 Down wait:2500"
"""The demo: keys, a click (the mouse cursor moves), and still screens whose blinking
cells change with the blink phase."""


def recorded_demo() -> tuple[list[Frame], int]:
    recorder = Recorder()
    result = run_headless(retro.demo.main, seed=1, script=Script.parse(DEMO_KEYS),
                          on_time_moves=recorder.look)
    end = result.machine.now_ns()
    return recorder.frames(end), end


def decoded(data: bytes) -> list[tuple[bytes, int]]:
    """Each frame of an animation as RGB bytes (composited as a viewer shows it) and ms."""
    with Image.open(io.BytesIO(data)) as image:
        return [(frame.convert("RGB").tobytes(), frame.info.get("duration", 0))
                for frame in ImageSequence.Iterator(image)]


def exact(frame: Frame) -> bytes:
    return render(frame.snap, blink_on=frame.text_on, cursor_on=frame.cursor_on) \
        .convert("RGB").tobytes()


def test_the_frames_cover_the_run_and_follow_the_blink_and_the_mouse() -> None:
    frames, end = recorded_demo()
    assert frames[-1].end_ns == end
    for before, after in zip(frames, frames[1:], strict=False):
        assert before.end_ns == after.start_ns  # no gap, no overlap
        assert (before.snap, before.text_on, before.cursor_on) != \
            (after.snap, after.text_on, after.cursor_on)
    assert {f.text_on for f in frames} == {True, False}  # blinking cells in both phases
    clicked = [f for f in frames if f.snap.cell(10, 5) != frames[0].snap.cell(10, 5)]
    assert clicked, "the mouse cursor drawn where the click put it"


def test_a_gif_decoded_frame_by_frame_is_the_exact_picture_of_each_moment() -> None:
    frames, end = recorded_demo()
    kept = timed(frames, *FORMATS[".gif"])
    shown = decoded(gif_bytes(kept))
    assert len(shown) == len(kept) > 10
    for (frame, ms), (pixels, duration) in zip(kept, shown, strict=True):
        assert pixels == exact(frame), f"frame at {frame.start_ns / NS_PER_MS:.0f} ms"
        assert duration == ms
    first = frames[0].start_ns
    assert sum(ms for _, ms in shown) == round(end / 10e6) * 10 - round(first / 10e6) * 10


@pytest.mark.parametrize("suffix", [".png", ".webp"])
def test_apng_and_webp_hold_the_same_exact_frames(suffix: str, tmp_path: Path) -> None:
    frames, end = recorded_demo()
    out = tmp_path / f"demo{suffix}"
    count = write_animation(out, frames)
    kept = timed(frames, *FORMATS[suffix])
    shown = decoded(out.read_bytes())
    assert count == len(shown) == len(kept)
    assert [pixels for pixels, _ in shown] == [exact(frame) for frame, _ in kept]
    assert sum(ms for _, ms in shown) == round((end - frames[0].start_ns) / NS_PER_MS)


def test_durations_are_rounded_on_the_total_so_they_never_drift() -> None:
    snaps = [ScreenSnapshot.from_bin(bytes([ord("A") + i % 26, 7] * 2000)) for i in range(2)]
    frames = [Frame(snaps[i % 2], True, False, i * 15 * NS_PER_MS, (i + 1) * 15 * NS_PER_MS)
              for i in range(400)]  # 15 ms each: no GIF unit fits, the sum must still
    kept = timed(frames, 10, 20)
    assert sum(ms for _, ms in kept) == 6000
    assert all(ms >= 20 for _, ms in kept)
    blink = [Frame(snaps[0], True, False, 0, 5 * NS_PER_MS),
             Frame(snaps[1], True, False, 5 * NS_PER_MS, 100 * NS_PER_MS)]
    assert timed(blink, 10, 20) == [(blink[1], 100)]  # too short to be seen: the next starts


def test_a_change_undone_before_time_passes_is_never_recorded() -> None:
    class Seen:
        def __init__(self, data: bytes, now: int) -> None:
            self.data, self.now = data, now
            self.screen = self
            self.mouse = self
            self.speaker = self
            self.timeline: list[object] = []
            self.generation = (data, now)  # a new look each time: the screen was written
            self.position, self.visible = (0, 0), False

        def snapshot(self) -> ScreenSnapshot:
            return ScreenSnapshot.from_bin(self.data)

        def overlay(self, data: bytes) -> bytes:
            return data

        def now_ns(self) -> int:
            return self.now

    a, b = bytes([65, 7] * 2000), bytes([66, 7] * 2000)
    recorder = Recorder()
    for data, now in ((a, 0), (b, 5), (a, 5), (a, 9), (b, 12)):
        recorder.look(Seen(data, now))  # type: ignore[arg-type]
    assert [(t, s.data[0]) for t, s in recorder.seen] == [(0, 65), (12, 66)]


def test_vga_frame_numbers_and_their_start_times_agree() -> None:
    for number in (0, 1, 7, 8, 70, 4206, 123_457):
        assert frame_at(frame_start_ns(number)) == number
        assert frame_at(frame_start_ns(number + 1) - 1) == number



def test_record_writes_a_game_as_a_gif_that_lasts_the_machine_time(tmp_path: Path) -> None:
    out = tmp_path / "deal.gif"
    keys = " ".join(["wait:2000 ? Enter"] * 6)
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from games.catalogue import run_command; "
         "sys.exit(run_command('sixtysix', sys.argv[1:]))", "--headless", "--seed", "3",
         "--keys", keys, "--record", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert f"recording saved to {out}" in done.stdout
    shown = decoded(out.read_bytes())
    assert len(shown) > 5
    machine_ms = int(done.stdout.split("after ")[1].split(" ms")[0])
    assert abs(sum(ms for _, ms in shown) - machine_ms) <= 10


@pytest.mark.parametrize("args, said", [
    (["--headless", "--record", "out.avi"], "--record writes .gif, .png, .apng, .webp"),
    (["--record", "out.gif"], "--record goes with --headless"),
])
def test_a_bad_record_flag_is_a_usage_error(args: list[str], said: str) -> None:
    done = subprocess.run([sys.executable, "-m", "retro.demo", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and said in done.stderr and "Traceback" not in done.stderr


def test_a_recording_that_cannot_be_written_says_why(tmp_path: Path) -> None:
    out = tmp_path / "missing" / "demo.gif"
    done = subprocess.run([sys.executable, "-m", "retro.demo", "--headless", "--keys",
                           "wait:500", "--record", str(out)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "cannot save the recording" in done.stderr
    assert not out.exists()


def test_the_wav_beside_a_recording_holds_the_whole_sound_though_the_speaker_forgets(
        tmp_path: Path) -> None:
    """The speaker keeps only ten seconds of its past once it holds 4096 changes; the
    tape must still have every change of a 60 s run of 6000 of them."""
    from retro.machine import Machine
    from retro.options import Options

    def beeper(m: Machine) -> None:
        for i in range(3000):
            m.sound(300 + i % 500)
            m.delay(10)
            m.nosound()
            m.delay(10)

    recorder = Recorder()
    result = run_headless(beeper, options=Options(sound=True), on_time_moves=recorder.look)
    want = [(i * 10 * NS_PER_MS, None if i % 2 else 300 + i // 2 % 500) for i in range(6000)]
    assert len(result.machine.speaker.timeline) < 4096  # it did forget
    got = [(c.t_ns, c.hz) for c in recorder.tape.changes]
    assert [t for t, _ in got] == [t for t, _ in want]
    for (_, hz), (_, asked) in zip(got, want, strict=True):  # the PIT's nearest pitch
        assert (hz is None) == (asked is None) and (asked is None or abs(hz - asked) < 1)
    wav = tmp_path / "beeps.wav"
    recorder.tape.write_wav(wav, 0, result.machine.now_ns())
    import wave
    with wave.open(str(wav)) as sound:
        assert sound.getnframes() == 60 * 44100 and sound.getframerate() == 44100


def test_alt_f5_recordings_are_written_on_a_thread_and_tell_how_they_went(
        tmp_path: Path) -> None:
    from retro.headless import make_headless_machine
    from retro.recording.live import Recordings

    machine, _ = make_headless_machine(1)
    recordings = Recordings(lambda: tmp_path / "recordings")
    assert recordings.toggle(machine, video=True) == ""
    assert recordings.mark == "RECORDING REC0001.GIF"
    recordings.look(machine)
    machine.clock.advance_to(500 * NS_PER_MS)  # type: ignore[attr-defined]
    assert recordings.toggle(machine, video=True) == "" and recordings.mark == ""
    said = recordings.close(machine)
    assert said == [f"saved {tmp_path / 'recordings' / 'REC0001.GIF'}, "
                    f"{tmp_path / 'recordings' / 'REC0001.WAV'}"]
    shown = decoded((tmp_path / "recordings" / "REC0001.GIF").read_bytes())
    assert sum(ms for _, ms in shown) == 500  # the cursor blinks: several frames
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    refused = Recordings(lambda: blocked / "recordings")
    refused.toggle(machine, video=False)
    refused.toggle(machine, video=False)
    assert refused.close(machine)[0].startswith("recording NOT saved: ")

    def no_data_folder() -> Path:
        raise PermissionError(13, "Permission denied")

    assert Recordings(no_data_folder).toggle(machine, video=True) == \
        "recording NOT started: Permission denied"
