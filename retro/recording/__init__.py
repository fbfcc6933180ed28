"""Recordings of a run: the exact frames a VGA showed, as an animated GIF, APNG or WebP.

``timeline`` watches the machine and keeps each picture with the machine time it
appeared (the mouse cursor drawn in, blink and cursor phases split out);
``animation`` writes the frames with durations from the machine clock.
"""

from retro.recording.animation import FORMATS, write_animation
from retro.recording.timeline import Frame, Recorder

__all__ = ["FORMATS", "Frame", "Recorder", "write_animation"]
