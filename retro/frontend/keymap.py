"""From pyglet key presses to BIOS key words (INT 16h AH=00h), on a US layout.

Only the window imports this module. ``pyglet.window.key`` is a plain table of
constants, but importing it imports the ``pyglet.window`` package, which opens
a shadow window (and fails with no display) unless ``shadow_window`` is off or
pyglet runs headless. So pyglet is imported lazily, the first time a key is
translated, by which time the window exists anyway.

**Which event to use.** Every BIOS word is built from ``on_key_press``
(symbol + modifiers, including MOD_NUMLOCK and MOD_CAPSLOCK); ``on_text`` is
ignored. Reasons (hardware.md §5b, §7):

* ``on_text`` never comes for Ctrl/Alt combinations, Esc, Tab, Backspace or
  F-keys, so a press-based table is needed anyway, and it covers every
  character a US keyboard types.
* ``on_text`` repeats while a key is held (X autorepeat) but ``on_key_press``
  does not; the BIOS layer runs its own ``Typematic`` from press and release,
  so using ``on_text`` as well would deliver repeated keys twice.
* Pairing an ``on_text`` with the press that caused it is guesswork.

The cost: characters that exist only on other layouts (``é``) are not typed.
The 1990s games need ASCII only, and a BIOS without a layout driver behaved
the same way.

The window should also return ``EVENT_HANDLED`` for Esc (pyglet's default
handler closes the window), call ``Typematic.release(scan_from_pyglet(sym))``
on key release, and ``Typematic.release_all()`` when a press gives None.
"""

from __future__ import annotations

from functools import cache

from retro.bios.keyboard import ShiftFlags
from retro.bios.keys import Key, Keys
from retro.bios.us_layout import BY_IDENT, CHAR_KEYS, PhysicalKey

# X11 keycode of the Tab key: with Shift it arrives as user_key(0x17) because
# pyglet does not know the ISO_Left_Tab keysym (hardware.md §5b).
X11_TAB_KEYCODE = 0x17

_GREY_KEYS = {"UP": "up", "DOWN": "down", "LEFT": "left", "RIGHT": "right",
              "HOME": "home", "END": "end", "PAGEUP": "pgup", "PAGEDOWN": "pgdn",
              "INSERT": "ins", "DELETE": "del", "ESCAPE": "esc", "ENTER": "enter",
              "BACKSPACE": "backspace", "TAB": "tab", "SPACE": "space"}
_KEYPAD_KEYS = {
    "NUM_0": "kp0", "NUM_INSERT": "kp0", "NUM_1": "kp1", "NUM_END": "kp1",
    "NUM_2": "kp2", "NUM_DOWN": "kp2", "NUM_3": "kp3", "NUM_PAGE_DOWN": "kp3",
    "NUM_4": "kp4", "NUM_LEFT": "kp4", "NUM_5": "kp5", "NUM_BEGIN": "kp5",
    "NUM_6": "kp6", "NUM_RIGHT": "kp6", "NUM_7": "kp7", "NUM_HOME": "kp7",
    "NUM_8": "kp8", "NUM_UP": "kp8", "NUM_9": "kp9", "NUM_PAGE_UP": "kp9",
    "NUM_DECIMAL": "kp.", "NUM_DELETE": "kp.", "NUM_ADD": "kp+",
    "NUM_SUBTRACT": "kp-", "NUM_MULTIPLY": "kp*", "NUM_DIVIDE": "kp/",
    "NUM_ENTER": "kpenter",
}


@cache
def _symbols() -> dict[int, tuple[PhysicalKey, bool]]:
    """pyglet symbol -> (physical key, whether the symbol itself implies Shift)."""
    from pyglet.window import key as pk

    table: dict[int, tuple[PhysicalKey, bool]] = {}
    for ch, entry in CHAR_KEYS.items():  # pyglet's printable symbols are their ASCII codes
        if 0x21 <= ord(ch) < 0x7F:
            table[ord(ch)] = entry
    for names in (_GREY_KEYS, _KEYPAD_KEYS):
        for name, ident in names.items():
            table[getattr(pk, name)] = (BY_IDENT[ident], False)
    for n in range(1, 11):
        table[getattr(pk, f"F{n}")] = (BY_IDENT[f"f{n}"], False)
    table[pk.user_key(X11_TAB_KEYCODE)] = (BY_IDENT["tab"], True)
    return table


@cache
def _modifier_bits() -> tuple[int, int, int, int, int]:
    from pyglet.window import key as pk

    return pk.MOD_SHIFT, pk.MOD_CTRL, pk.MOD_ALT, pk.MOD_CAPSLOCK, pk.MOD_NUMLOCK


def key_from_pyglet(symbol: int, modifiers: int) -> Key | None:
    """The BIOS word for a pyglet key press, or None if AH=00h would get nothing.

    None for bare modifiers and lock keys, F11/F12, keypad 5 with NumLock
    off, and combinations AH=00h discards (Ctrl+Up, Alt+Tab ...). Esc is the
    exception: it always gives 011Bh, even with Alt, so the way out of every
    game works whatever is held down.
    """
    entry = _symbols().get(symbol)
    if entry is None:
        return None
    key, implied_shift = entry
    shift, ctrl, alt, caps, num = (bool(modifiers & bit) for bit in _modifier_bits())
    if key.ident == "esc":
        return Keys.ESC
    word = key.word(shift=shift or implied_shift, ctrl=ctrl, alt=alt,
                    capslock=caps, numlock=num)
    return None if word is None else Key.from_word(word)


def scan_from_pyglet(symbol: int) -> int | None:
    """The scan code of the physical key behind a symbol, whatever the modifiers.

    For key releases: Shift may go up before the letter, so the release cannot
    be matched on the full word.
    """
    entry = _symbols().get(symbol)
    return None if entry is None else entry[0].scan


def shift_flags_from_pyglet(modifiers: int) -> ShiftFlags:
    """The 0040:0017 shift byte (INT 16h AH=02h) for pyglet modifiers.

    pyglet does not say which Shift is down; it is reported as the left one.
    """
    shift, ctrl, alt, caps, num = (bool(modifiers & bit) for bit in _modifier_bits())
    flags = ShiftFlags.NONE
    for on, flag in ((shift, ShiftFlags.LEFT_SHIFT), (ctrl, ShiftFlags.CTRL),
                     (alt, ShiftFlags.ALT), (caps, ShiftFlags.CAPS_LOCK),
                     (num, ShiftFlags.NUM_LOCK)):
        if on:
            flags |= flag
    return flags


def mouse_button_from_pyglet(button: int) -> int | None:
    """INT 33h button number (0 left, 1 right, 2 middle) for a pyglet button.

    pyglet numbers them LEFT=1, MIDDLE=2, RIGHT=4, so the two orders differ.
    """
    from pyglet.window import mouse

    return {mouse.LEFT: 0, mouse.RIGHT: 1, mouse.MIDDLE: 2}.get(button)


_REPLAY_KEYS = {"SPACE": "pause", "PLUS": "faster", "EQUAL": "faster", "NUM_ADD": "faster",
                "RIGHT": "faster", "MINUS": "slower", "NUM_SUBTRACT": "slower",
                "LEFT": "slower", "ESCAPE": "close"}
"""The keys that steer a replay in the window (``retro.replay.pace``), by pyglet name."""


def replay_action(symbol: int) -> str | None:
    """What a key does to a replay playing in the window: pause, faster, slower, close."""
    from pyglet.window import key as pk

    return next((action for name, action in _REPLAY_KEYS.items()
                 if getattr(pk, name) == symbol), None)
