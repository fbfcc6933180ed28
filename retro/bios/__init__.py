"""The BIOS input layer of the virtual PC: INT 16h keyboard and INT 33h mouse.

Nothing here imports pyglet: the window translates its events with
``retro.frontend.keymap`` and feeds them in, and headless runs feed scripted
keys and clicks the same way.
"""

from __future__ import annotations

from retro.bios.keyboard import KeyboardBuffer, ShiftFlags, Typematic
from retro.bios.keys import (
    Key,
    Keys,
    alt_key,
    ctrl_key,
    cursor_key,
    key_for_char,
    keypad_key,
    parse_key,
)
from retro.bios.mouse import Mouse, MouseEvent

__all__ = [
    "Key",
    "KeyboardBuffer",
    "Keys",
    "Mouse",
    "MouseEvent",
    "ShiftFlags",
    "Typematic",
    "alt_key",
    "ctrl_key",
    "cursor_key",
    "key_for_char",
    "keypad_key",
    "parse_key",
]
