"""``--record``: a run's frames written as the file its name asks for, and its sound."""

from __future__ import annotations

from pathlib import Path

from retro.clock import NS_PER_S
from retro.options import CAST_SUFFIX
from retro.recording.animation import write_animation
from retro.recording.cast import cast_of
from retro.recording.timeline import Recorder
from retro.storage import write_and_report


def save_recording(prog: str, path: Path, recorder: Recorder, end_ns: int) -> bool:
    """``--record``: write the run's frames (and beside an animation its sound) to
    ``path``, and say so, or why not."""
    frames = recorder.frames(end_ns)
    seconds = f"{end_ns / NS_PER_S:.1f} s"

    def write() -> str:
        if path.suffix.lower() == CAST_SUFFIX:
            cast_of(frames).write(path)
            return f"({seconds})"
        count = write_animation(path, frames)
        sound = path.with_suffix(".wav")
        recorder.tape.write_wav(sound, frames[0].start_ns, end_ns)
        return f"({count} frames, {seconds}) and its sound to {sound.name}"

    return write_and_report(prog, "recording", path, write)
