"""Keys pyglet still thinks are held after the window was rebuilt (a full-screen switch).

On X, pyglet ignores a key press while the key is in its ``pressed_keys``
set: that is how it tells X's auto-repeat from a real press. The set loses
a key on the key's release. A full-screen switch destroys the X window and
makes a new one while Alt and Enter are still down; their releases go to
the window that no longer exists (or, with no window manager, to no window
at all), so pyglet would swallow the next Enter and the next Alt+Enter.

``forget_released_keys`` asks the X server which keys are down and drops
the others from the set, as their lost releases would have. Keys still held
stay in it, so a held Enter does not auto-repeat into a second switch.
Other platforms keep no such set; there it does nothing.
"""

from __future__ import annotations

import ctypes
from typing import Any

_USER_KEY_SHIFT = 32
"""pyglet's ``key.user_key(keycode)`` is ``keycode << 32`` for keys it has no name for."""


def forget_released_keys(window: Any) -> bool:
    """Drop keys no longer down from pyglet's set; True while some are still held."""
    pressed: set[int] | None = getattr(window, "pressed_keys", None)
    display = getattr(window, "_x_display", None)
    if not pressed or not display:
        return False
    from pyglet.libs.x11 import xlib

    keymap = (ctypes.c_char * 32)()
    xlib.XQueryKeymap(display, keymap)
    down = keymap.raw
    for symbol in list(pressed):
        code = (symbol >> _USER_KEY_SHIFT if symbol >> _USER_KEY_SHIFT
                else xlib.XKeysymToKeycode(display, symbol))
        if not (0 < code < 256 and down[code >> 3] & (1 << (code & 7))):
            pressed.discard(symbol)
    return bool(pressed)
