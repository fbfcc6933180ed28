"""Recording while a person plays: Alt+F5 for the pictures and sound, Ctrl+F6 for sound.

The window looks at the machine once a VGA frame while a recording runs (``look``);
stopping writes the files into the data folder's ``recordings/``, named as the
screenshots are (``REC0001.GIF`` with ``REC0001.WAV`` beside it, or ``SND0001.WAV``),
the first number whose files are all free. Frames and sound are timed by the machine
clock, as in a headless recording.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path

from retro.machine import Machine
from retro.recording.animation import write_animation
from retro.recording.timeline import Frame, Recorder
from retro.storage import free_name, why_not

VIDEO_STEM, SOUND_STEM = "REC", "SND"


class LiveRecording:
    """One recording in progress: the pictures and sound (``video``) or the sound alone."""

    def __init__(self, folder: Path, video: bool) -> None:
        self.video = video
        self.recorder = Recorder()
        suffixes = (".GIF", ".WAV", ".REPLAY") if video else (".WAV", ".REPLAY")
        self.path = free_name(folder, VIDEO_STEM if video else SOUND_STEM, suffixes)
        self.started_ns: int | None = None
        self.outcome: list[Path] | str | None = None
        """After ``finish``: the files written, or why none were; None until then."""

    def look(self, machine: Machine) -> None:
        """Once a frame: the screen and the speaker as they are now."""
        if self.started_ns is None:
            self.started_ns = machine.now_ns()
        if self.video:
            self.recorder.look(machine)
        else:
            self.recorder.tape.look(machine.speaker)

    def finish(self, machine: Machine) -> threading.Thread:
        """Stop now and write the files on a thread of their own, since a long GIF takes
        seconds to encode and the window must go on meanwhile; ``outcome`` is set when
        it is done: the paths written, or why nothing was."""
        end = machine.now_ns()
        self.look(machine)
        start = self.started_ns if self.started_ns is not None else end
        frames = self.recorder.frames(end) if self.video else []
        thread = threading.Thread(target=self._write, args=(frames, start, end),
                                  name="recording")
        thread.start()
        return thread

    def _write(self, frames: list[Frame], start: int, end: int) -> None:
        sound = self.path.with_suffix(".WAV")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self.video:
                write_animation(self.path, frames)
            self.recorder.tape.write_wav(sound, start, end)
        except (OSError, ValueError) as err:
            self.outcome = why_not(err)
            return
        self.outcome = [self.path, sound] if self.video else [sound]


class Recordings:
    """A front end's Alt+F5 and Ctrl+F6: at most one recording running, and those being
    written; what to tell the person comes back as text for the title bar and stdout."""

    def __init__(self, folder: Callable[[], Path]) -> None:
        self.folder = folder
        """Where recordings go, asked at each start (the data folder may be missing)."""
        self.running: LiveRecording | None = None
        self.writing: list[tuple[LiveRecording, threading.Thread]] = []
        self.beside: Callable[[Path], None] | None = None
        """Told the path of each recording as it stops, to keep the run's replay beside it."""

    @property
    def mark(self) -> str:
        """What the title bar keeps while a recording runs."""
        return f"RECORDING {self.running.path.name}" if self.running else ""

    def toggle(self, machine: Machine, video: bool) -> str:
        """Start a recording, or stop the one running and begin writing it; a note when
        it could not start."""
        if self.running is None:
            try:
                self.running = LiveRecording(self.folder(), video)
            except OSError as err:
                return f"recording NOT started: {why_not(err)}"
            return ""
        recording, self.running = self.running, None
        self.writing.append((recording, recording.finish(machine)))
        if self.beside is not None:
            with contextlib.suppress(OSError):  # else the writing thread makes it later
                recording.path.parent.mkdir(parents=True, exist_ok=True)
            self.beside(recording.path)
        return ""

    def look(self, machine: Machine) -> None:
        """Once a frame: the running recording sees the machine."""
        if self.running is not None:
            self.running.look(machine)

    def finished(self) -> list[str]:
        """What each recording written since the last call says: where it went, or why
        it did not."""
        told = []
        for entry in [e for e in self.writing if e[0].outcome is not None]:
            self.writing.remove(entry)
            outcome = entry[0].outcome
            if isinstance(outcome, str):
                told.append(f"recording NOT saved: {outcome}")
            elif outcome:
                beside = " and its .REPLAY" if self.beside is not None else ""
                told.append(f"saved {', '.join(str(path) for path in outcome)}{beside}")
        return told

    def close(self, machine: Machine) -> list[str]:
        """The end of the run: stop a running recording, wait for every write, say how
        they went."""
        if self.running is not None:
            self.toggle(machine, self.running.video)
        for _, thread in self.writing:
            thread.join()
        return self.finished()
