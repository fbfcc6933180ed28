"""The PC speaker's whole part in a recording, kept for a WAV beside the pictures.

The speaker keeps only the last ten seconds of its past (``HISTORY_NS``), so a tape
copies what it holds each time the recorder looks: the changes before the earliest
one the speaker still holds are the tape's own, the rest are taken fresh, since queued
music may have been cut short (NOSOUND) since the last look. The program only runs at
the moments the recorder looks, so nothing sounds between two looks that the second
does not see.
"""

from __future__ import annotations

import bisect
from pathlib import Path

from retro.speaker import Speaker, ToneChange, synthesize, write_wav

SAMPLE_RATE = 44100


class SpeakerTape:
    """Every tone change of a run."""

    def __init__(self) -> None:
        self.changes: list[ToneChange] = []

    def look(self, speaker: Speaker) -> None:
        """Take in what the speaker holds now."""
        held = speaker.timeline
        if not held:
            return
        keep = bisect.bisect_left(self.changes, held[0].t_ns, key=lambda change: change.t_ns)
        self.changes[keep:] = held

    def write_wav(self, path: Path, start_ns: int, end_ns: int) -> None:
        """The speaker from ``start_ns`` to ``end_ns`` as a 44.1 kHz WAV (atomically)."""
        write_wav(path, synthesize(self.changes, start_ns, end_ns, SAMPLE_RATE), SAMPLE_RATE)
