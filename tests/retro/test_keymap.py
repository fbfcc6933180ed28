"""pyglet key presses to BIOS words (hardware.md §2.2, §5b), with no display needed.

tests/conftest.py sets PYGLET_SHADOW_WINDOW=0, so importing pyglet.window.key
opens no window; one test checks that in a fresh interpreter with DISPLAY unset.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pyglet.window import key as pk
from pyglet.window import mouse as pm

from retro.bios import Keys, Typematic, key_for_char
from retro.bios.keyboard import ShiftFlags
from retro.frontend.keymap import (
    key_from_pyglet,
    mouse_button_from_pyglet,
    scan_from_pyglet,
    shift_flags_from_pyglet,
)

SHIFT, CTRL, ALT = pk.MOD_SHIFT, pk.MOD_CTRL, pk.MOD_ALT
CAPS, NUM = pk.MOD_CAPSLOCK, pk.MOD_NUMLOCK
SHIFT_TAB_SYMBOL = pk.user_key(0x17)

TABLE = [
    (pk.F1, 0, 0x3B00), (pk.F1, SHIFT, 0x5400), (pk.F1, CTRL, 0x5E00), (pk.F1, ALT, 0x6800),
    (pk.F10, 0, 0x4400), (pk.F10, SHIFT, 0x5D00), (pk.F10, CTRL, 0x6700), (pk.F10, ALT, 0x7100),
    (pk.F5, CTRL | SHIFT, 0x6200), (pk.F5, CTRL | ALT, 0x6C00),  # Alt beats Ctrl beats Shift
    (pk.UP, 0, 0x4800), (pk.DOWN, NUM, 0x5000), (pk.LEFT, SHIFT, 0x4B00), (pk.RIGHT, 0, 0x4D00),
    (pk.HOME, 0, 0x4700), (pk.END, 0, 0x4F00), (pk.PAGEUP, 0, 0x4900), (pk.PAGEDOWN, 0, 0x5100),
    (pk.INSERT, 0, 0x5200), (pk.DELETE, 0, 0x5300),
    (pk.LEFT, CTRL, 0x7300), (pk.RIGHT, CTRL, 0x7400), (pk.HOME, CTRL, 0x7700),
    (pk.END, CTRL, 0x7500), (pk.PAGEUP, CTRL, 0x8400), (pk.PAGEDOWN, CTRL, 0x7600),
    (pk.NUM_8, NUM, 0x4838), (pk.NUM_UP, 0, 0x4800), (pk.NUM_0, NUM, 0x5230),
    (pk.NUM_INSERT, 0, 0x5200), (pk.NUM_DECIMAL, NUM, 0x532E), (pk.NUM_DELETE, 0, 0x5300),
    (pk.NUM_7, NUM, 0x4737), (pk.NUM_HOME, 0, 0x4700), (pk.NUM_3, NUM, 0x5133),
    (pk.NUM_PAGE_DOWN, 0, 0x5100), (pk.NUM_5, NUM, 0x4C35), (pk.NUM_BEGIN, SHIFT, 0x4C35),
    (pk.NUM_UP, NUM | SHIFT, 0x4800), (pk.NUM_8, SHIFT, 0x4838),  # NumLock XOR Shift
    (pk.NUM_4, NUM | CTRL, 0x7300), (pk.NUM_LEFT, CTRL, 0x7300),
    (pk.NUM_ENTER, 0, 0x1C0D), (pk.NUM_ENTER, CTRL, 0x1C0A), (pk.NUM_ADD, NUM, 0x4E2B),
    (pk.NUM_SUBTRACT, 0, 0x4A2D), (pk.NUM_MULTIPLY, 0, 0x372A), (pk.NUM_DIVIDE, 0, 0x352F),
    (pk.ENTER, 0, 0x1C0D), (pk.ENTER, SHIFT, 0x1C0D), (pk.ENTER, CTRL, 0x1C0A),
    (pk.ESCAPE, 0, 0x011B), (pk.BACKSPACE, 0, 0x0E08), (pk.BACKSPACE, CTRL, 0x0E7F),
    (pk.TAB, 0, 0x0F09), (pk.TAB, SHIFT, 0x0F00), (SHIFT_TAB_SYMBOL, SHIFT, 0x0F00),
    (pk.SPACE, 0, 0x3920), (pk.SPACE, CTRL, 0x3920),
    (pk.A, 0, 0x1E61), (pk.A, SHIFT, 0x1E41), (pk.A, CAPS, 0x1E41), (pk.A, CAPS | SHIFT, 0x1E61),
    (pk.A, CTRL, 0x1E01), (pk.A, CTRL | CAPS, 0x1E01), (pk.X, ALT, 0x2D00), (pk.Z, 0, 0x2C7A),
    (pk.Q, NUM, 0x1071),
    (pk._1, 0, 0x0231), (pk._1, CAPS, 0x0231), (pk.EXCLAMATION, SHIFT, 0x0221),
    (pk._1, SHIFT, 0x0221), (pk._1, ALT, 0x7800), (pk._0, ALT, 0x8100), (pk._2, CTRL, 0x0300),
    (pk.AT, SHIFT | CTRL, 0x0300), (pk._6, CTRL, 0x071E), (pk.MINUS, 0, 0x0C2D),
    (pk.UNDERSCORE, SHIFT, 0x0C5F), (pk.EQUAL, ALT, 0x8300), (pk.SLASH, 0, 0x352F),
    (pk.QUESTION, SHIFT, 0x353F), (pk.COLON, SHIFT, 0x273A), (pk.BRACKETLEFT, CTRL, 0x1A1B),
    (pk.GRAVE, 0, 0x2960), (pk.APOSTROPHE, 0, 0x2827), (pk.BACKSLASH, 0, 0x2B5C),
]


@pytest.mark.parametrize(("symbol", "modifiers", "word"), TABLE)
def test_pyglet_press_gives_the_bios_word(symbol: int, modifiers: int, word: int) -> None:
    key = key_from_pyglet(symbol, modifiers)
    assert key is not None, f"{pk.symbol_string(symbol)} {pk.modifiers_string(modifiers)}"
    assert key.word == word, f"{pk.symbol_string(symbol)} {pk.modifiers_string(modifiers)}"


@pytest.mark.parametrize(
    ("symbol", "modifiers"),
    [(pk.LSHIFT, SHIFT), (pk.RCTRL, CTRL), (pk.LALT, ALT), (pk.CAPSLOCK, 0), (pk.NUMLOCK, NUM),
     (pk.SCROLLLOCK, 0), (pk.F11, 0), (pk.F12, SHIFT), (pk.NUM_BEGIN, 0), (pk.NUM_5, 0),
     (pk.UP, CTRL), (pk.UP, ALT), (pk.TAB, ALT), (pk.TAB, CTRL), (pk.ENTER, ALT),
     (pk._1, CTRL), (pk.NUM_8, NUM | ALT), (pk.NUM_ADD, CTRL), (pk.NUM_EQUAL, 0),
     (pk.PRINT, 0), (pk.user_key(0x99), 0)],
)
def test_keys_without_an_ah00_word_give_none(symbol: int, modifiers: int) -> None:
    assert key_from_pyglet(symbol, modifiers) is None


def test_esc_is_never_none() -> None:
    for modifiers in range(1 << 9):
        assert key_from_pyglet(pk.ESCAPE, modifiers) == Keys.ESC


def test_numlock_both_ways_for_every_keypad_digit() -> None:
    cursor = {pk.NUM_7: 0x4700, pk.NUM_8: 0x4800, pk.NUM_9: 0x4900, pk.NUM_4: 0x4B00,
              pk.NUM_6: 0x4D00, pk.NUM_1: 0x4F00, pk.NUM_2: 0x5000, pk.NUM_3: 0x5100,
              pk.NUM_0: 0x5200}
    for symbol, cursor_word in cursor.items():
        digit = symbol - pk.NUM_0
        on = key_from_pyglet(symbol, NUM)
        assert on is not None and on.char == str(digit) and on.scan == cursor_word >> 8
        off = key_from_pyglet(symbol, 0)
        assert off is not None and off.word == cursor_word


def test_every_printable_character_round_trips_through_its_symbol() -> None:
    """Pressing the key for a character (with Shift if needed) types that character."""
    for code in range(0x21, 0x7F):
        ch = chr(code)
        symbol = ord(ch.lower()) if ch.isalpha() else code
        modifiers = SHIFT if ch.isupper() or ch in '~!@#$%^&*()_+{}|:"<>?' else 0
        assert key_from_pyglet(symbol, modifiers) == key_for_char(ch), ch


def test_scan_codes_match_presses_for_release() -> None:
    t = Typematic()
    t.press(key_from_pyglet(pk.A, SHIFT), 0)  # type: ignore[arg-type]
    t.release(scan_from_pyglet(pk.A))  # type: ignore[arg-type]
    assert t.held is None
    assert scan_from_pyglet(pk.NUM_8) == scan_from_pyglet(pk.UP) == 0x48
    assert scan_from_pyglet(pk.NUM_BEGIN) == 0x4C
    assert scan_from_pyglet(pk.LSHIFT) is None


def test_shift_flags_and_mouse_buttons() -> None:
    assert shift_flags_from_pyglet(SHIFT | NUM) == ShiftFlags.LEFT_SHIFT | ShiftFlags.NUM_LOCK
    assert shift_flags_from_pyglet(CTRL | ALT | CAPS) == (
        ShiftFlags.CTRL | ShiftFlags.ALT | ShiftFlags.CAPS_LOCK)
    assert shift_flags_from_pyglet(0) == ShiftFlags.NONE
    assert [mouse_button_from_pyglet(b) for b in (pm.LEFT, pm.RIGHT, pm.MIDDLE)] == [0, 1, 2]
    assert mouse_button_from_pyglet(pm.MOUSE4) is None


def test_works_with_no_display_and_bios_never_imports_pyglet() -> None:
    code = (
        "import sys\n"
        "import retro.bios\n"
        "assert 'pyglet' not in sys.modules, 'retro.bios imported pyglet'\n"
        "from retro.frontend.keymap import key_from_pyglet\n"
        "from pyglet.window import key\n"
        "print(key_from_pyglet(key.F1, key.MOD_SHIFT))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["PYGLET_SHADOW_WINDOW"] = "0"
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=env, cwd=Path(__file__).parent, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "5400 Shift+F1"
