"""The PC speaker: PIT channel 2 and port 61h, BASIC SOUND/PLAY/BEEP, synthesis, WAV.

Nothing here makes a sound or imports pyglet: the speaker writes a timeline
of tone changes, ``synthesize`` turns a timeline into PCM, and the live
playback lives in ``retro.frontend.audio``.
"""

from retro.speaker.pit import PIT_HZ, divisor_for, hz_for
from retro.speaker.play import PlayError, PlayState, parse_play
from retro.speaker.speaker import Speaker
from retro.speaker.synth import Synth, synthesize
from retro.speaker.timeline import Note, ToneChange
from retro.speaker.wav import write_wav

__all__ = [
    "PIT_HZ",
    "Note",
    "PlayError",
    "PlayState",
    "Speaker",
    "Synth",
    "ToneChange",
    "divisor_for",
    "hz_for",
    "parse_play",
    "synthesize",
    "write_wav",
]
