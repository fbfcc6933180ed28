"""Recording while a person plays: Alt+F5 for the pictures and sound, Ctrl+F6 for sound.

The window looks at the machine once a VGA frame while a recording runs (``look``);
stopping writes the files into the data folder's ``recordings/``, named as the
screenshots are (``REC0001.GIF`` with ``REC0001.WAV`` beside it, or ``SND0001.WAV``),
the first number whose files are all free. Frames and sound are timed by the machine
clock, as in a headless recording.
"""

from __future__ import annotations

from pathlib import Path

from retro.machine import Machine
from retro.recording.animation import write_animation
from retro.recording.timeline import Recorder

VIDEO_STEM, SOUND_STEM = "REC", "SND"


def free_name(folder: Path, stem: str, suffixes: tuple[str, ...]) -> Path:
    """``folder/STEMnnnn`` + the first suffix, the first number none of ``suffixes`` took."""
    number = 1
    while any((folder / f"{stem}{number:04d}{suffix}").exists() for suffix in suffixes):
        number += 1
    return folder / f"{stem}{number:04d}{suffixes[0]}"


class LiveRecording:
    """One recording in progress: the pictures and sound (``video``) or the sound alone."""

    def __init__(self, folder: Path, video: bool) -> None:
        self.video = video
        self.recorder = Recorder()
        suffixes = (".GIF", ".WAV") if video else (".WAV",)
        self.path = free_name(folder, VIDEO_STEM if video else SOUND_STEM, suffixes)
        self.started_ns: int | None = None

    def look(self, machine: Machine) -> None:
        """Once a frame: the screen and the speaker as they are now."""
        if self.started_ns is None:
            self.started_ns = machine.now_ns()
        if self.video:
            self.recorder.look(machine)
        else:
            self.recorder.tape.look(machine.speaker)

    def stop(self, machine: Machine) -> list[Path]:
        """Write the files (the folder made if missing); the paths written. Raises
        ``OSError`` when the disk refuses and ``ValueError`` when nothing was seen."""
        end = machine.now_ns()
        self.look(machine)
        start = self.started_ns if self.started_ns is not None else end
        self.path.parent.mkdir(parents=True, exist_ok=True)
        sound = self.path.with_suffix(".WAV")
        if self.video:
            write_animation(self.path, self.recorder.frames(end))
        self.recorder.tape.write_wav(sound, start, end)
        return [self.path, sound] if self.video else [sound]
