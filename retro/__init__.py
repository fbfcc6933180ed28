"""A small virtual IBM PC with a VGA card, for rebuilding 1990s DOS text-mode games.

Programs are plain functions of a ``Machine``: they write to its 80x25 text
screen, sound its PC speaker, wait and read keys, all blocking, and run
unchanged in a pyglet window or headless on a virtual clock.
"""

from retro.bios import Key, Keys, MouseEvent
from retro.errors import InputExhausted, PowerOff, RetroError, VirtualTimeLimit
from retro.headless import RunResult, run_headless
from retro.machine import Machine
from retro.program import run_program
from retro.script import Script

__all__ = [
    "InputExhausted",
    "Key",
    "Keys",
    "Machine",
    "MouseEvent",
    "PowerOff",
    "RetroError",
    "RunResult",
    "Script",
    "VirtualTimeLimit",
    "run_headless",
    "run_program",
]
