"""The terminal decoder: bytes as xterm, VT220, rxvt, the Linux console, tmux and screen
send them, to the BIOS words the window gives for the same key.

The window's own table (retro.frontend.keymap) needs pyglet, so the expected words are
built here the way it builds them, from ``us_layout.BY_IDENT[ident].word(...)``, plus a
few words written out to catch a layout and a decoder that are wrong together. Every
sequence is also fed one byte at a time, and all of them as one stream cut at random.
"""

from __future__ import annotations

import random

import pytest

from retro.bios.keys import Key, Keys
from retro.bios.us_layout import BY_IDENT
from retro.terminal.input import Chord, MouseReport, TerminalEvent, TerminalInput

ESC = b"\x1b"
CSI = b"\x1b["
SS3 = b"\x1bO"
SCREENSHOT: list[TerminalEvent] = [Chord("screenshot")]
KEEP_REPLAY: list[TerminalEvent] = [Chord("keep replay")]


def k(ident: str, *, shift: bool = False, ctrl: bool = False, alt: bool = False,
      numlock: bool = False) -> list[TerminalEvent]:
    """What the window posts for this key: its word, or nothing when AH=00h has none."""
    word = BY_IDENT[ident].word(shift=shift, ctrl=ctrl, alt=alt, numlock=numlock)
    return [] if word is None else [Key.from_word(word)]


def press(button: int, col: int, row: int) -> list[TerminalEvent]:
    return [MouseReport("press", button, col, row)]


def x10(code: int, col: int, row: int) -> bytes:
    """The legacy mouse report for a 0-based cell: three raw bytes, each value + 32."""
    return CSI + b"M" + bytes([code + 32, col + 33, row + 33])


CASES: list[tuple[bytes, list[TerminalEvent]]] = [
    # text: the key that types it, Shift implied
    (b"a", k("a")), (b"A", k("a", shift=True)), (b"!", k("1", shift=True)),
    (b"~", k("`", shift=True)), (b" ", k("space")), (b"hi", k("h") + k("i")),
    ("é".encode(), []), ("€".encode(), []), ("🎲".encode(), []),
    ("aé b".encode(), k("a") + k("space") + k("b")),
    (b"\xc3a", k("a")),  # a broken character is dropped, the next byte kept
    # control bytes
    (b"\r", k("enter")), (b"\n", k("enter")), (b"\t", k("tab")),
    (b"\x7f", k("backspace")), (b"\x08", k("backspace")), (b"\x01", k("a", ctrl=True)),
    (b"\x18", k("x", ctrl=True)), (b"\x1a", k("z", ctrl=True)), (b"\x00", k("2", ctrl=True)),
    (b"\x1c", k("\\", ctrl=True)), (b"\x1d", k("]", ctrl=True)), (b"\x1e", k("6", ctrl=True)),
    (b"\x1f", k("-", ctrl=True)),
    # ESC + key = Alt+key; ESC ESC = Esc, then the rest
    (ESC + b"x", k("x", alt=True)), (ESC + b"X", k("x", alt=True)), (ESC + b"1", k("1", alt=True)),
    (ESC + b"-", k("-", alt=True)), (ESC + b" ", k("space", alt=True)), (ESC + b";", []),
    (ESC + b"\x01", k("a", alt=True)), (ESC + b"\r", []), (ESC + "é".encode(), []),
    (ESC + ESC + b"x", [Keys.ESC] + k("x", alt=True)),
    (ESC + ESC + b"\r", [Keys.ESC] + k("enter", alt=True)),  # Esc, then Alt+Enter: nothing
    (ESC + ESC + b"[11~", k("f1", alt=True)), (ESC + ESC + b"OP", k("f1", alt=True)),
    (ESC + ESC + b"[A", []),  # Alt+Up: AH=10h only
    # CSI cursor keys, xterm modifiers (m - 1: 1 Shift, 2 Alt, 4 Ctrl, 8 Meta ignored)
    (CSI + b"A", k("up")), (CSI + b"B", k("down")), (CSI + b"C", k("right")),
    (CSI + b"D", k("left")), (CSI + b"H", k("home")), (CSI + b"F", k("end")),
    (CSI + b"E", k("kp5")), (CSI + b"G", k("kp5")), (CSI + b"Z", k("tab", shift=True)),
    (CSI + b"1;2A", k("up", shift=True)), (CSI + b"1;5A", k("up", ctrl=True)),
    (CSI + b"1;5D", k("left", ctrl=True)), (CSI + b"1;5C", k("right", ctrl=True)),
    (CSI + b"1;5H", k("home", ctrl=True)), (CSI + b"1;5F", k("end", ctrl=True)),
    (CSI + b"1;3C", k("right", alt=True)), (CSI + b"1;9C", k("right")),
    (CSI + b"1;13C", k("right", ctrl=True)), (CSI + b"5C", k("right", ctrl=True)),
    # CSI ~ codes (VT220, xterm, the Linux console)
    (CSI + b"1~", k("home")), (CSI + b"7~", k("home")), (CSI + b"2~", k("ins")),
    (CSI + b"3~", k("del")), (CSI + b"4~", k("end")), (CSI + b"8~", k("end")),
    (CSI + b"5~", k("pgup")), (CSI + b"6~", k("pgdn")), (CSI + b"5;5~", k("pgup", ctrl=True)),
    (CSI + b"6;5~", k("pgdn", ctrl=True)), (CSI + b"3;5~", k("del", ctrl=True)),
    *[(CSI + f"{c}~".encode(), k(f"f{n}")) for n, c in enumerate(
        (11, 12, 13, 14, 15, 17, 18, 19, 20, 21), 1)],
    (CSI + b"23~", []), (CSI + b"24~", []), (CSI + b"24;5~", []),  # F11, F12: no AH=00h word
    (CSI + b"11;2~", k("f1", shift=True)), (CSI + b"11;5~", k("f1", ctrl=True)),
    (CSI + b"11;3~", k("f1", alt=True)), (CSI + b"21;3~", k("f10", alt=True)),
    (CSI + b"25~", k("f3", shift=True)), (CSI + b"34~", k("f10", shift=True)),
    (CSI + b"1;2P", k("f1", shift=True)), (CSI + b"1;5Q", k("f2", ctrl=True)),
    (CSI + b"1;6R", k("f3", ctrl=True)), (CSI + b"1;3S", k("f4", alt=True)),
    # the Linux console's F1-F5
    *[(CSI + b"[" + c.encode(), k(f"f{n}")) for n, c in enumerate("ABCDE", 1)],
    # rxvt: ^ Ctrl and $ Shift in the final; lower-case arrows
    (CSI + b"2^", k("ins", ctrl=True)), (CSI + b"5^", k("pgup", ctrl=True)),
    (CSI + b"11^", k("f1", ctrl=True)), (CSI + b"13$", k("f3", shift=True)),
    (CSI + b"7$", k("home", shift=True)), (CSI + b"a", k("up", shift=True)),
    (SS3 + b"d", k("left", ctrl=True)), (SS3 + b"c", k("right", ctrl=True)),
    (SS3 + b"a", k("up", ctrl=True)),
    # Ctrl+F5 in every form is the screenshot chord, whatever else is held
    (CSI + b"15;5~", SCREENSHOT), (CSI + b"15;6~", SCREENSHOT), (CSI + b"15;7~", SCREENSHOT),
    (CSI + b"15^", SCREENSHOT), (CSI + b"28^", SCREENSHOT), (ESC + ESC + b"[15^", SCREENSHOT),
    (CSI + b"15;2~", k("f5", shift=True)), (CSI + b"15;3~", k("f5", alt=True)),
    # Ctrl+F7 keeps the replay, as in the window; F7 alone is the games' quit key
    (CSI + b"18;5~", KEEP_REPLAY), (CSI + b"18^", KEEP_REPLAY), (CSI + b"18~", k("f7")),
    # SS3: PF keys, application cursor keys, application keypad (NumLock on)
    (SS3 + b"P", k("f1")), (SS3 + b"Q", k("f2")), (SS3 + b"R", k("f3")), (SS3 + b"S", k("f4")),
    (SS3 + b"A", k("up")), (SS3 + b"B", k("down")), (SS3 + b"C", k("right")),
    (SS3 + b"D", k("left")), (SS3 + b"H", k("home")), (SS3 + b"F", k("end")),
    (SS3 + b"E", k("kp5")),
    *[(SS3 + chr(ord("p") + d).encode(), k(f"kp{d}", numlock=True)) for d in range(10)],
    (SS3 + b"n", k("kp.", numlock=True)), (SS3 + b"M", k("kpenter")), (SS3 + b"k", k("kp+")),
    (SS3 + b"l", k("kp+")), (SS3 + b"m", k("kp-")), (SS3 + b"j", k("kp*")),
    (SS3 + b"o", k("kp/")),
    (SS3 + b"5P", k("f1", ctrl=True)), (SS3 + b"1;2Q", k("f2", shift=True)),
    # mouse, SGR (1006): 1-based cells; 0 left, 1 middle, 2 right; 32 motion; 64 wheel
    (CSI + b"<0;10;5M", press(0, 9, 4)), (CSI + b"<2;1;1M", press(1, 0, 0)),
    (CSI + b"<1;80;25M", press(2, 79, 24)),
    (CSI + b"<0;10;5m", [MouseReport("release", 0, 9, 4)]),
    (CSI + b"<2;10;5m", [MouseReport("release", 1, 9, 4)]),
    (CSI + b"<32;11;5M", [MouseReport("move", -1, 10, 4)]),
    (CSI + b"<35;200;60M", [MouseReport("move", -1, 199, 59)]),
    (CSI + b"<64;10;5M", []), (CSI + b"<65;10;5M", []),
    (CSI + b"<4;3;3M", press(0, 2, 2)), (CSI + b"<16;3;3M", press(0, 2, 2)),
    # mouse, legacy X10 (raw bytes, above 127 too) and urxvt (1015)
    (x10(0, 9, 4), press(0, 9, 4)), (x10(2, 0, 0), press(1, 0, 0)),
    (x10(32, 150, 3), [MouseReport("move", -1, 150, 3)]), (x10(64, 1, 1), []),
    (CSI + b"32;10;5M", press(0, 9, 4)),
    # unknown sequences go whole, the next byte is kept
    (CSI + b"?1;2c", []), (CSI + b"I", []), (CSI + b"O", []), (CSI + b"Ia", k("a")),
    (CSI + b"200~hi" + CSI + b"201~", k("h") + k("i")), (CSI + b"27;5;13~", []),
    (CSI + b"13;5u", []), (CSI + b"1;5:3A", []), (CSI + b"99~", []), (SS3 + b"z", []),
    (CSI + b"[Z", []), (CSI + b"<0;1M", []),
    # a sequence broken by a control byte is dropped; ESC O then one is Alt+O
    (CSI + b"1\r", k("enter")), (SS3 + b"\r", k("o", shift=True, alt=True) + k("enter")),
]


def decode_whole(data: bytes) -> tuple[list[TerminalEvent], TerminalInput]:
    decoder = TerminalInput()
    return decoder.feed(data, 10.0), decoder


def decode_bytewise(data: bytes) -> list[TerminalEvent]:
    """One byte per feed, each well inside the timeout of the one before."""
    decoder, events = TerminalInput(), []
    for i, byte in enumerate(data):
        events += decoder.feed(bytes([byte]), 10.0 + i * 0.01)
    return events


@pytest.mark.parametrize(("data", "expected"), CASES, ids=[repr(c[0])[2:-1] for c in CASES])
def test_each_sequence_gives_the_windows_words_whole_and_byte_by_byte(
        data: bytes, expected: list[TerminalEvent]) -> None:
    events, decoder = decode_whole(data)
    assert events == expected
    assert decoder.due_s(10.0) is None  # complete: nothing waits for the timeout
    assert decode_bytewise(data) == expected


def test_all_sequences_in_one_stream_cut_anywhere_decode_the_same() -> None:
    stream = b"".join(data for data, _ in CASES)
    expected = [event for _, events in CASES for event in events]
    assert decode_whole(stream)[0] == expected
    rng = random.Random(1990)
    for _ in range(20):
        decoder, events, at = TerminalInput(), [], 0
        while at < len(stream):
            step = rng.randint(1, 7)
            events += decoder.feed(stream[at:at + step], 10.0)
            at += step
        assert events == expected


def test_hard_known_words() -> None:
    """Written out, so that a wrong layout cannot agree with itself."""
    words = {b"\x1bOP": 0x3B00, b"\x1b[11~": 0x3B00, b"\x1b[1;5P": 0x5E00, b"\x1bx": 0x2D00,
             b"\x1b[A": 0x4800, b"\r": 0x1C0D, b"\n": 0x1C0D, b"\x1b[Z": 0x0F00,
             b"\x1b[1;5D": 0x7300, b"\x1bOp": 0x5230, b"\x1b\x1b[11~": 0x6800, b"A": 0x1E41,
             b"\x1b[1;3P": 0x6800, b"\x7f": 0x0E08}
    for data, word in words.items():
        assert [key.word for key in decode_whole(data)[0] if isinstance(key, Key)] == [word]
    # Up: the grey key's E0h marker is what AH=10h sees; AH=00h turns 48E0h into 4800h
    assert BY_IDENT["up"].word() == 0x4800


def test_keys_with_no_bios_word_give_nothing_as_in_the_window() -> None:
    assert "f11" not in BY_IDENT and "f12" not in BY_IDENT
    assert BY_IDENT["up"].word(ctrl=True) is None and BY_IDENT["kp5"].word() is None
    assert BY_IDENT["["].word(alt=True) is None
    for data in (b"\x1b[23~", b"\x1b[24~", b"\x1b[1;5A", b"\x1b[E", b"\x1b[1;3A"):
        assert decode_whole(data)[0] == []


def test_esc_alone_is_esc_once_the_timeout_has_passed() -> None:
    decoder = TerminalInput()
    assert decoder.due_s(10.0) is None
    assert decoder.feed(ESC, 10.0) == []
    assert decoder.due_s(10.0) == pytest.approx(0.05)
    assert decoder.due_s(10.03) == pytest.approx(0.02)
    assert decoder.expire(10.04) == []
    assert decoder.expire(10.06) == [Keys.ESC]
    assert Keys.ESC.word == 0x011B
    assert decoder.due_s(10.06) is None and decoder.expire(11.0) == []
    for start in (20.0, 30.0, 12345.678):  # waking after exactly due_s is late enough
        decoder.feed(ESC, start + 0.01)
        due = decoder.due_s(start + 0.02)
        assert due is not None and decoder.expire(start + 0.02 + due) == [Keys.ESC]


def test_esc_then_a_key_inside_the_timeout_is_alt_and_after_it_two_keys() -> None:
    decoder = TerminalInput()
    assert decoder.feed(ESC, 10.0) == []
    assert decoder.feed(b"x", 10.02) == k("x", alt=True) == [Key.from_word(0x2D00)]
    assert decoder.feed(ESC, 20.0) == []
    assert decoder.feed(b"x", 20.1) == [Keys.ESC] + k("x")  # expire was never called


def test_a_longer_timeout_waits_longer() -> None:
    decoder = TerminalInput(esc_timeout_s=0.2)
    decoder.feed(ESC, 0.0)
    assert decoder.expire(0.1) == []
    assert decoder.feed(b"[A", 0.15) == k("up")


@pytest.mark.parametrize(("pending", "expected"), [
    (ESC + b"O", k("o", shift=True, alt=True)),  # Alt+O (Alt+Shift+o)
    (ESC + b"[", []),  # Alt+[ has no word
    (ESC + ESC, [Keys.ESC, Keys.ESC]),
    (ESC + ESC + b"O", [Keys.ESC] + k("o", alt=True)),
    (CSI + b"1;5", []), (CSI + b"<0;10", []), (CSI + b"M !", []), ("€".encode()[:2], []),
])
def test_what_is_unfinished_at_the_timeout_is_the_keys_that_typed_it_or_nothing(
        pending: bytes, expected: list[TerminalEvent]) -> None:
    decoder = TerminalInput()
    assert decoder.feed(pending, 10.0) == []
    assert decoder.due_s(10.0) == pytest.approx(0.05)
    assert decoder.expire(10.1) == expected
    assert decoder.due_s(10.1) is None
    assert decoder.feed(b"a", 10.2) == k("a")  # nothing of it is left behind


def test_the_wait_counts_from_the_last_byte_of_a_slowly_arriving_sequence() -> None:
    decoder = TerminalInput()
    for i, byte in enumerate(b"\x1b[15;5"):
        assert decoder.feed(bytes([byte]), 10.0 + i * 0.04) == []
        assert decoder.expire(10.0 + i * 0.04 + 0.03) == []
    assert decoder.feed(b"~", 10.23) == SCREENSHOT


def test_a_character_split_across_feeds() -> None:
    decoder = TerminalInput()
    euro = "€".encode()
    assert decoder.feed(b"a" + euro[:1], 10.0) == k("a")
    assert decoder.due_s(10.0) is not None
    assert decoder.feed(euro[1:2], 10.01) == []
    assert decoder.feed(euro[2:] + b"b", 10.02) == k("b")
    assert decoder.due_s(10.02) is None


def test_mouse_press_move_release_sgr_and_x10() -> None:
    decoder = TerminalInput()
    sgr = CSI + b"<0;5;3M" + CSI + b"<32;6;3M" + CSI + b"<0;6;3m"
    assert decoder.feed(sgr, 1.0) == [MouseReport("press", 0, 4, 2),
                                      MouseReport("move", -1, 5, 2),
                                      MouseReport("release", 0, 5, 2)]
    # X10 releases name no button: each button still down is released
    legacy = x10(0, 4, 2) + x10(2, 4, 2) + x10(32, 7, 2) + x10(3, 7, 2)
    assert decoder.feed(legacy, 2.0) == [MouseReport("press", 0, 4, 2),
                                         MouseReport("press", 1, 4, 2),
                                         MouseReport("move", -1, 7, 2),
                                         MouseReport("release", 0, 7, 2),
                                         MouseReport("release", 1, 7, 2)]
    assert decoder.feed(x10(3, 7, 2), 3.0) == []  # nothing was down


def test_x10_cell_bytes_that_look_like_keys_or_utf8_stay_cells() -> None:
    """X10's raw bytes run to 255: DEL (7Fh) and a UTF-8 lead (C3h) are cells here."""
    assert decode_whole(x10(0, 0x7F - 33, 0xC3 - 33))[0] == press(0, 94, 162)
    assert decode_bytewise(x10(0, 0xC3 - 33, 0x7F - 33)) == press(0, 162, 94)


def test_random_bytes_in_random_bursts_never_fail_and_give_only_keys_mice_and_chords() -> None:
    """A monkey on the terminal: 200,000 bytes, escape-heavy, cut anywhere, with pauses
    that expire half-read sequences; the decoder never raises and never holds on to
    more than one sequence's worth."""
    rng = random.Random(18)
    alphabet = b"\x1b\x1b\x1b[[O;<0123456789~ABCDHFPQRSMmZ\x7f\r\n\t" + bytes(range(256))
    decoder = TerminalInput()
    now = 0.0
    events: list[TerminalEvent] = []
    for _ in range(20_000):
        burst = bytes(rng.choice(alphabet) for _ in range(rng.randint(1, 20)))
        now += rng.choice((0.0, 0.001, 0.2))
        events += decoder.feed(burst, now)
        events += decoder.expire(now)
    events += decoder.expire(now + 10)
    assert events and all(isinstance(e, (Key, MouseReport, Chord)) for e in events)
    assert decoder.due_s(now + 10) is None  # nothing left half read
