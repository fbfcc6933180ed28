"""Replays: every input a run took, with the machine time and the point of the program
at which it took it, so the run can be played again exactly.

``log`` is what the machine keeps as it runs (``Machine.input_log``), ``file`` reads and
writes it with the program, version, seed, settings and data files it started with, and
``driver`` hands a log's inputs to a program again, headless or paced in the window.
"""

from retro.replay.log import Delivery, End, InputLog, screen_digest

__all__ = ["Delivery", "End", "InputLog", "screen_digest"]
