"""Terminal input bytes -> BIOS key words (INT 16h AH=00h) and mouse reports.

A terminal sends bytes, not key presses: text as UTF-8, Ctrl+letter as a
control byte, Alt+key as ESC before the key, other keys and the mouse as
escape sequences (xterm's CSI/SS3 forms, which tmux and GNU screen pass on,
and the Linux console's and rxvt's own). They become exactly the words
``retro.frontend.keymap`` gives in the window, always built by ``us_layout``:
Esc is always 011Bh; F11/F12, keypad 5 with NumLock off, Ctrl+Up give nothing.

Decoded by hand, not with a terminal library: blessed blocks for seconds at
start-up asking terminals that never answer, and reports the mouse only after
a DECRQM answer the Linux console and screen never give; prompt_toolkit's
parser knows no Alt+F-keys and no application keypad.

ESC alone is ambiguous: the Esc key, or a sequence's start. A sequence comes
in one burst, so ESC with nothing after it for ``esc_timeout_s`` is Esc;
ESC + key is Alt+key, ESC + a sequence (rxvt's Alt+F1, ESC ESC [ 1 1 ~) is
Alt+that key, and an ESC that starts neither is Esc (held Esc repeats it).

Nobody can tell apart Ctrl+H and Backspace, Ctrl+I and Tab, Ctrl+M and Enter,
keypad and main-row digits (outside the application keypad), or xterm's 8-bit
Meta from a typed 'ø' (ask for metaSendsEscape). Unknown sequences (focus,
paste marks, kitty keys) are dropped whole, never typed as letters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from retro.bios.keys import Key, Keys
from retro.bios.us_layout import BY_IDENT, char_key

ESC, CSI_INTRO, SS3_INTRO = 0x1B, ord("["), ord("O")
MAX_SEQUENCE = 32  # parameter bytes; more than any key or mouse report, so garbage
CLOCK_SLACK_S = 1e-9  # expire(now + due_s(now)) resolves, whatever the float rounding

# Modifier bits as xterm encodes them: parameter m, m - 1 = these bits (8 Meta ignored).
SHIFT, ALT, CTRL = 1, 2, 4

# LF is Enter as CR is: keys typed before the terminal is raw come through the tty's own
# CR -> LF translation, and a paste may end its lines either way.
_CONTROL_BYTES: dict[int, tuple[str, int]] = {
    0x00: ("2", CTRL), 0x08: ("backspace", 0), 0x09: ("tab", 0), 0x0A: ("enter", 0),
    0x0D: ("enter", 0), 0x1C: ("\\", CTRL), 0x1D: ("]", CTRL), 0x1E: ("6", CTRL),
    0x1F: ("-", CTRL), 0x7F: ("backspace", 0),
}
# Finals both CSI and SS3 use (xterm normal and application cursor mode, VT220 PF keys);
# E and G are the keypad centre with NumLock off.
_COMMON_FINALS = {"A": "up", "B": "down", "C": "right", "D": "left", "H": "home",
                  "F": "end", "E": "kp5", "G": "kp5", "P": "f1", "Q": "f2", "R": "f3",
                  "S": "f4"}
_RXVT_ARROWS = {"a": "up", "b": "down", "c": "right", "d": "left"}
_CSI_FINALS: dict[str, tuple[str, int]] = {
    **{f: (ident, 0) for f, ident in _COMMON_FINALS.items()}, "Z": ("tab", SHIFT),
    **{f: (ident, SHIFT) for f, ident in _RXVT_ARROWS.items()},  # rxvt Shift+arrow
}
_SS3_FINALS: dict[str, tuple[str, int]] = {
    **{f: (ident, 0) for f, ident in _COMMON_FINALS.items()},
    **{f: (ident, CTRL) for f, ident in _RXVT_ARROWS.items()},  # rxvt Ctrl+arrow
}
# Application keypad (DECKPAM): the keypad with NumLock on. 'l' is the Linux console's +.
_APP_KEYPAD = {**{chr(ord("p") + d): f"kp{d}" for d in range(10)}, "n": "kp.",
               "M": "kpenter", "k": "kp+", "l": "kp+", "m": "kp-", "j": "kp*", "o": "kp/"}
_TILDE_CODES: dict[int, tuple[str, int]] = {
    1: ("home", 0), 7: ("home", 0), 2: ("ins", 0), 3: ("del", 0), 4: ("end", 0),
    8: ("end", 0), 5: ("pgup", 0), 6: ("pgdn", 0),
    **{c: (f"f{n}", 0) for n, c in enumerate((11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24), 1)},
    # The Linux console and rxvt send Shift+F3..F10 as F13..F20 (Shift+F1/F2 as F11/F12).
    **{c: (f"f{n}", SHIFT) for n, c in enumerate((25, 26, 28, 29, 31, 32, 33, 34), 3)},
}
_TILDE_FINALS = {"~": 0, "^": CTRL, "$": SHIFT}  # rxvt marks Ctrl and Shift in the final
_LINUX_F_KEYS = {ord(c): f"f{n}" for n, c in enumerate("ABCDE", 1)}  # ESC [ [ A .. E

# Mouse button byte (X10, SGR 1006, urxvt 1015): low two bits the button, then flags.
_MOUSE_BUTTONS = {0: 0, 1: 2, 2: 1}  # left, middle, right -> INT 33h 0 left, 1 right, 2 middle
MOUSE_NO_BUTTON, MOUSE_MOTION, MOUSE_WHEEL, MOUSE_EXTRA = 3, 32, 64, 128
X10_OFFSET = 32  # X10 sends button and 1-based coordinates as raw bytes + 32


@dataclass(frozen=True)
class MouseReport:
    """A mouse report in terminal cells, 0-based; the front end maps it to screen cells."""

    kind: Literal["move", "press", "release"]
    button: int  # 0 left, 1 right, 2 middle (INT 33h numbering); -1 for a move
    col: int
    row: int


@dataclass(frozen=True)
class Chord:
    """A key the front end keeps for itself instead of posting it to the program."""

    name: str


SCREENSHOT = Chord("screenshot")  # Ctrl+F5 with any other modifiers, as in the window
KEEP_REPLAY = Chord("keep replay")  # Ctrl+F7, as in the window
TerminalEvent = Key | MouseReport | Chord
_Parsed = tuple[int, list[TerminalEvent]] | None  # (bytes used, events); None = need more


def _key_events(ident: str, mods: int = 0, numlock: bool = False) -> list[TerminalEvent]:
    """What a key with modifiers gives: the window's word, a chord, or nothing."""
    if ident == "f5" and mods & CTRL:
        return [SCREENSHOT]
    if ident == "f7" and mods & CTRL:
        return [KEEP_REPLAY]
    if ident == "esc":
        return [Keys.ESC]
    key = BY_IDENT.get(ident)  # none for "" (unknown), f11, f12: AH=00h never sees them
    word = None if key is None else key.word(shift=bool(mods & SHIFT), ctrl=bool(mods & CTRL),
                                             alt=bool(mods & ALT), numlock=numlock)
    return [] if word is None else [Key.from_word(word)]


def _byte_events(byte: int, mods: int = 0) -> list[TerminalEvent]:
    """An ASCII byte: the key that types it (Shift implied), a control key or Ctrl+letter."""
    if byte in _CONTROL_BYTES:
        ident, extra = _CONTROL_BYTES[byte]
        return _key_events(ident, mods | extra)
    if 0x01 <= byte <= 0x1A:
        return _key_events(chr(0x60 + byte), mods | CTRL)
    if not 0x20 <= byte < 0x7F:
        return []
    key, shifted = char_key(chr(byte))  # a US keyboard types every printable ASCII character
    return _key_events(key.ident, mods | (SHIFT if shifted else 0))


def _numbers(params: str) -> list[int] | None:
    """``"15;5"`` -> [15, 5], an empty field counting as 1; None for private or sub-parameters."""
    if params.strip("0123456789;"):
        return None
    return [int(p) if p else 1 for p in params.split(";")] if params else []


def _modifiers(numbers: list[int]) -> int:
    return max(numbers[0] - 1, 0) & (SHIFT | ALT | CTRL) if numbers else 0


def _utf8_length(lead: int) -> int:
    """Bytes in the UTF-8 character ``lead`` starts; 1 for a byte that starts none."""
    if not 0xC2 <= lead <= 0xF4:
        return 1
    return 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4


class TerminalInput:
    """Incremental decoder: feed bytes as they come, expire a lone ESC when it is due."""

    def __init__(self, esc_timeout_s: float = 0.05) -> None:
        self.esc_timeout_s = esc_timeout_s
        self._pending = b""  # an unfinished sequence or character
        self._since_s = 0.0  # when its last byte came
        self._held: set[int] = set()  # buttons down, for X10 releases, which name none

    def feed(self, data: bytes, now_s: float) -> list[TerminalEvent]:
        """Every event complete so far; an unfinished sequence waits (bytes after its
        timeout are not part of it)."""
        events = self.expire(now_s)
        buf, at = self._pending + data, 0
        while at < len(buf):
            parsed = self._unit(buf, at)
            if parsed is None:
                break
            used, found = parsed
            events += found
            at += used
        if data:
            self._since_s = now_s  # the wait counts from the last byte
        self._pending = buf[at:]
        return events

    def due_s(self, now_s: float) -> float | None:
        """Seconds until ``expire`` would resolve what waits; None when nothing does."""
        if not self._pending:
            return None
        return max(0.0, self._since_s + self.esc_timeout_s - now_s)

    def expire(self, now_s: float) -> list[TerminalEvent]:
        """Resolve what has waited ``esc_timeout_s`` as the keys that typed it.

        A lone ESC is Esc and ESC + one byte is Alt+that key (ESC O is Alt+O);
        a longer unfinished sequence or a broken character is dropped.
        """
        due = self.due_s(now_s)
        if due is None or due > CLOCK_SLACK_S:
            return []
        rest, self._pending = self._pending, b""
        events: list[TerminalEvent] = []
        while rest[:2] == bytes([ESC, ESC]):
            events.append(Keys.ESC)
            rest = rest[1:]
        if rest == bytes([ESC]):
            events.append(Keys.ESC)
        elif len(rest) == 2 and rest[0] == ESC and rest[1] < 0x80:
            events += _byte_events(rest[1], ALT)
        return events

    # --- one unit: a byte, a character or a sequence -----------------------------------
    def _unit(self, buf: bytes, at: int, mods: int = 0) -> _Parsed:
        byte = buf[at]
        if byte == ESC:
            return self._escape(buf, at)
        if byte < 0x80:
            return 1, _byte_events(byte, mods)
        size = _utf8_length(byte)
        for i in range(1, size):
            if at + i == len(buf):
                return None
            if not 0x80 <= buf[at + i] <= 0xBF:
                return i, []  # a broken character: drop it, go on with this byte
        return size, []  # no US key types a character beyond ASCII (us_layout.CHAR_KEYS)

    def _escape(self, buf: bytes, at: int) -> _Parsed:
        """ESC at ``at``: a sequence, Alt+key, Alt+sequence (ESC ESC [ ...), or the Esc key."""
        doubled = at + 1 < len(buf) and buf[at + 1] == ESC
        intro = at + 2 if doubled else at + 1
        if intro >= len(buf):
            return None
        if buf[intro] in (CSI_INTRO, SS3_INTRO):
            parsed = self._sequence(buf, intro, ALT if doubled else 0)
        elif doubled:
            return 1, [Keys.ESC]  # this ESC starts nothing: the Esc key; go on at the next ESC
        else:
            parsed = self._unit(buf, intro, ALT)
        return None if parsed is None else (parsed[0] + intro - at, parsed[1])

    def _sequence(self, buf: bytes, intro: int, mods: int) -> _Parsed:
        """``ESC [ ...`` or ``ESC O ...``; ``intro`` is where the [ or O stands."""
        start = intro + 1
        if start == len(buf):
            return None
        if buf[intro] == CSI_INTRO and buf[start] == CSI_INTRO:  # Linux console F1-F5
            if start + 1 == len(buf):
                return None
            last = buf[start + 1]
            ident = _LINUX_F_KEYS.get(last)
            return (3 if 0x20 <= last <= 0x7E else 2), _key_events(ident or "", mods)
        if buf[intro] == CSI_INTRO and buf[start] == ord("M"):  # X10 mouse: 3 raw bytes
            if start + 4 > len(buf):
                return None
            cb, cx, cy = (b - X10_OFFSET for b in buf[start + 1:start + 4])
            return 5, self._mouse(cb, cx - 1, cy - 1, released=False)
        end = start
        while end < len(buf):
            byte = buf[end]
            if 0x40 <= byte <= 0x7E or (byte == ord("$") and buf[start:end].isdigit()):
                params, final = buf[start:end].decode("ascii"), chr(byte)
                if buf[intro] == CSI_INTRO:
                    return end + 1 - intro, self._csi(params, final, mods)
                return end + 1 - intro, self._ss3(params, final, mods)
            if not 0x20 <= byte <= 0x3F:
                if end == start:  # ESC [ or ESC O was Alt+[ (nothing) or Alt+O
                    return 1, ([Keys.ESC] if mods else []) + _byte_events(buf[intro], ALT)
                return end - intro, []  # a broken sequence: drop it, go on with this byte
            if end - start == MAX_SEQUENCE:
                return end + 1 - intro, []  # garbage: stop reading it as one sequence
            end += 1
        return None

    def _csi(self, params: str, final: str, mods: int) -> list[TerminalEvent]:
        sgr = params.startswith("<")  # SGR mouse (1006): < b;x;y M or m
        numbers = _numbers(params[1:] if sgr else params)
        if numbers is None:
            return []
        if len(numbers) == 3 and (final == "M" or sgr and final == "m"):
            button, x, y = numbers  # urxvt (1015) sends X10's values in decimal
            return self._mouse(button - (0 if sgr else X10_OFFSET), x - 1, y - 1, final == "m")
        if sgr:
            return []
        if final in _TILDE_FINALS:
            ident, extra = _TILDE_CODES.get(numbers[0] if numbers else 0, ("", 0))
            extra |= _TILDE_FINALS[final] | _modifiers(numbers[1:2])
            return _key_events(ident, mods | extra)
        ident, extra = _CSI_FINALS.get(final, ("", 0))
        return _key_events(ident, mods | extra | _modifiers(numbers[-1:]))  # CSI 1;5A or CSI 5A

    def _ss3(self, params: str, final: str, mods: int) -> list[TerminalEvent]:
        numbers = _numbers(params)
        if numbers is None:
            return []
        mods |= _modifiers(numbers[-1:])  # rare: ESC O 5 P, ESC O 1;5 P
        if final in _APP_KEYPAD:
            return _key_events(_APP_KEYPAD[final], mods, numlock=True)
        ident, extra = _SS3_FINALS.get(final, ("", 0))
        return _key_events(ident, mods | extra)

    def _mouse(self, code: int, col: int, row: int, released: bool) -> list[TerminalEvent]:
        """A mouse button byte (modifier bits 4/8/16 ignored) at a 0-based cell."""
        if code < 0 or col < 0 or row < 0 or code & (MOUSE_WHEEL | MOUSE_EXTRA):
            return []
        if code & MOUSE_MOTION:
            return [MouseReport("move", -1, col, row)]
        low = code & 3
        if low == MOUSE_NO_BUTTON:  # X10 release: whichever buttons were down
            held, self._held = sorted(self._held), set()
            return [MouseReport("release", b, col, row) for b in held]
        button = _MOUSE_BUTTONS[low]
        if released:
            self._held.discard(button)
            return [MouseReport("release", button, col, row)]
        self._held.add(button)
        return [MouseReport("press", button, col, row)]
