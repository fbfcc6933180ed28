"""BIOS key words (INT 16h AH=00h, hardware.md §2.2), their names and the name parser."""

from __future__ import annotations

import pytest

from retro.bios import Key, Keys, key_for_char, parse_key
from retro.bios.key_names import NAMES
from retro.bios.keys import alt_key, ctrl_key, keypad_key

# (name given to parse_key, expected AX word) — rows of hardware.md §2.2.
TABLE = [
    ("F1", 0x3B00), ("F10", 0x4400), ("Shift+F1", 0x5400), ("Shift+F10", 0x5D00),
    ("Ctrl+F1", 0x5E00), ("Ctrl+F10", 0x6700), ("Alt+F1", 0x6800), ("Alt+F10", 0x7100),
    ("Up", 0x4800), ("Down", 0x5000), ("Left", 0x4B00), ("Right", 0x4D00),
    ("Home", 0x4700), ("End", 0x4F00), ("PgUp", 0x4900), ("PgDn", 0x5100),
    ("Ins", 0x5200), ("Del", 0x5300), ("Shift+Up", 0x4800), ("Shift+Del", 0x5300),
    ("Ctrl+Left", 0x7300), ("Ctrl+Right", 0x7400), ("Ctrl+Home", 0x7700),
    ("Ctrl+End", 0x7500), ("Ctrl+PgUp", 0x8400), ("Ctrl+PgDn", 0x7600),
    ("kp7", 0x4737), ("kp8", 0x4838), ("kp9", 0x4939), ("kp4", 0x4B34), ("kp5", 0x4C35),
    ("kp6", 0x4D36), ("kp1", 0x4F31), ("kp2", 0x5032), ("kp3", 0x5133), ("kp0", 0x5230),
    ("kp.", 0x532E), ("kp-", 0x4A2D), ("kp+", 0x4E2B), ("kp*", 0x372A), ("kp/", 0x352F),
    ("kpenter", 0x1C0D), ("ctrl+kpenter", 0x1C0A), ("shift+kp8", 0x4800),
    ("Enter", 0x1C0D), ("Shift+Enter", 0x1C0D), ("Ctrl+Enter", 0x1C0A),
    ("Esc", 0x011B), ("Shift+Esc", 0x011B), ("Ctrl+Esc", 0x011B),
    ("Backspace", 0x0E08), ("Shift+Backspace", 0x0E08), ("Ctrl+Backspace", 0x0E7F),
    ("Tab", 0x0F09), ("Shift+Tab", 0x0F00),
    ("Space", 0x3920), ("Shift+Space", 0x3920), ("Ctrl+Space", 0x3920), ("Alt+Space", 0x3920),
    ("a", 0x1E61), ("A", 0x1E41), ("Shift+a", 0x1E41), ("Ctrl+A", 0x1E01), ("Alt+A", 0x1E00),
    ("q", 0x1071), ("p", 0x1970), ("l", 0x266C), ("z", 0x2C7A), ("m", 0x326D),
    ("Ctrl+Z", 0x2C1A), ("Alt+X", 0x2D00), ("alt+x", 0x2D00),
    ("1", 0x0231), ("9", 0x0A39), ("0", 0x0B30), ("!", 0x0221), ("@", 0x0340), ("#", 0x0423),
    ("$", 0x0524), ("%", 0x0625), ("^", 0x075E), ("&", 0x0826), ("*", 0x092A), ("(", 0x0A28),
    (")", 0x0B29), ("Shift+1", 0x0221), ("Ctrl+2", 0x0300), ("Ctrl+6", 0x071E),
    ("Alt+1", 0x7800), ("Alt+9", 0x8000), ("Alt+0", 0x8100),
    ("-", 0x0C2D), ("=", 0x0D3D), ("_", 0x0C5F), ("+", 0x0D2B), ("Ctrl+-", 0x0C1F),
    ("Alt+-", 0x8200), ("Alt+=", 0x8300),
    ("[", 0x1A5B), ("}", 0x1B7D), (";", 0x273B), (":", 0x273A), ("'", 0x2827), ('"', 0x2822),
    ("`", 0x2960), ("~", 0x297E), ("\\", 0x2B5C), ("|", 0x2B7C), (",", 0x332C), ("<", 0x333C),
    (".", 0x342E), (">", 0x343E), ("/", 0x352F), ("?", 0x353F), (" ", 0x3920),
    ("3B00", 0x3B00), ("0x4800", 0x4800),
]


@pytest.mark.parametrize(("spec", "word"), TABLE)
def test_parse_key_gives_the_bios_word(spec: str, word: int) -> None:
    assert parse_key(spec).word == word


@pytest.mark.parametrize(
    ("constant", "word"),
    [(Keys.F1, 0x3B00), (Keys.F10, 0x4400), (Keys.SHIFT_F1, 0x5400), (Keys.SHIFT_F10, 0x5D00),
     (Keys.CTRL_F5, 0x6200), (Keys.CTRL_F10, 0x6700), (Keys.ALT_F1, 0x6800),
     (Keys.ALT_F10, 0x7100), (Keys.UP, 0x4800), (Keys.DOWN, 0x5000), (Keys.LEFT, 0x4B00),
     (Keys.RIGHT, 0x4D00), (Keys.HOME, 0x4700), (Keys.END, 0x4F00), (Keys.PGUP, 0x4900),
     (Keys.PGDN, 0x5100), (Keys.INS, 0x5200), (Keys.DEL, 0x5300), (Keys.CTRL_LEFT, 0x7300),
     (Keys.CTRL_RIGHT, 0x7400), (Keys.CTRL_HOME, 0x7700), (Keys.CTRL_END, 0x7500),
     (Keys.CTRL_PGUP, 0x8400), (Keys.CTRL_PGDN, 0x7600), (Keys.ENTER, 0x1C0D),
     (Keys.CTRL_ENTER, 0x1C0A), (Keys.ESC, 0x011B), (Keys.BACKSPACE, 0x0E08),
     (Keys.CTRL_BACKSPACE, 0x0E7F), (Keys.TAB, 0x0F09), (Keys.SHIFT_TAB, 0x0F00),
     (Keys.SPACE, 0x3920)],
)
def test_keys_constants(constant: Key, word: int) -> None:
    assert constant.word == word


def test_every_function_key_constant_matches_the_layout() -> None:
    for n in range(1, 11):
        for prefix, attr in (("", ""), ("Shift+", "SHIFT_"), ("Ctrl+", "CTRL_"), ("Alt+", "ALT_")):
            assert getattr(Keys, f"{attr}F{n}") == parse_key(f"{prefix}F{n}")


def test_key_properties() -> None:
    assert Key(0x3B, 0) == Keys.F1 and Keys.F1.is_extended and Keys.F1.char == ""
    a = key_for_char("a")
    assert (a.scan, a.ascii, a.char, a.is_extended) == (0x1E, 0x61, "a", False)
    assert Keys.ENTER.char == "" and not Keys.ENTER.is_extended  # control code, not extended
    assert Keys.CTRL_BACKSPACE.char == ""
    assert Key(0, 0x82).char == "é"  # an Alt+keypad code, shown through CP437
    assert Key.from_word(0x5400) == Keys.SHIFT_F1
    with pytest.raises(ValueError):
        Key.from_word(0x10000)


@pytest.mark.parametrize(
    ("key", "text"),
    [(Keys.F1, "3B00 F1"), (Keys.SHIFT_F1, "5400 Shift+F1"), (Keys.CTRL_F5, "6200 Ctrl+F5"),
     (Key(0x2D, 0), "2D00 Alt+X"), (Keys.UP, "4800 Up"), (Keys.PGDN, "5100 PgDn"),
     (Keys.ENTER, "1C0D Enter"), (Keys.ESC, "011B Esc"), (Key(0x1E, 0x41), "1E41 A"),
     (Key(0x1E, 0x61), "1E61 a"), (Keys.SPACE, "3920 Space"), (Key(0x48, 0x38), "4838 Keypad 8"),
     (Key(0x12, 0x34), "1234 1234")],
)
def test_str_shows_word_and_name(key: Key, text: str) -> None:
    assert str(key) == text


def test_every_name_parses_back_to_its_key() -> None:
    assert len(NAMES) > 200
    for word, name in NAMES.items():
        key = Key.from_word(word)
        assert key.name == name
        assert parse_key(name) == key, name
    assert parse_key(Key(0x12, 0x34).name) == Key(0x12, 0x34)  # unnamed: the hex word


def test_names_are_case_insensitive_except_single_characters() -> None:
    assert parse_key("SHIFT+f1") == parse_key("shift+F1") == Keys.SHIFT_F1
    assert parse_key("pgdn") == parse_key("PageDown") == parse_key("next") == Keys.PGDN
    assert parse_key("escape") == parse_key("ESC") == Keys.ESC
    assert parse_key("Keypad 8") == parse_key("kp8") == parse_key("KP8")
    assert parse_key("a") != parse_key("A")
    assert parse_key("ctrl+alt+x") == parse_key("alt+x")  # Alt wins, as in the BIOS
    assert parse_key("  F2 ") == Keys.F2


@pytest.mark.parametrize("spec", ["foo", "F13", "shift+", "", "   ", "hyper+a"])
def test_unknown_names_explain_with_examples(spec: str) -> None:
    with pytest.raises(ValueError, match="shift\\+f1|empty"):
        parse_key(spec)


@pytest.mark.parametrize("spec", ["ctrl+1", "alt+esc", "ctrl+up", "alt+tab", "alt+enter",
                                  "ctrl+=", "alt+kp8", "shift+kp5"])
def test_combinations_ah00_never_returns_are_refused(spec: str) -> None:
    with pytest.raises(ValueError, match="AH=00h"):
        parse_key(spec)


def test_f11_and_f12_are_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="AH=10h"):
        parse_key("F12")


def test_key_for_char_covers_the_printable_us_keys() -> None:
    for code in range(0x20, 0x7F):
        key = key_for_char(chr(code))
        assert key.ascii == code and key.char == chr(code)
    assert key_for_char("\r") == key_for_char("\n") == Keys.ENTER
    assert key_for_char("\t") == Keys.TAB and key_for_char("\b") == Keys.BACKSPACE
    assert key_for_char("\x1b") == Keys.ESC
    for bad in ("é", "ab", "", "\x01"):
        with pytest.raises(ValueError):
            key_for_char(bad)


def test_ctrl_and_alt_helpers() -> None:
    assert ctrl_key("a").word == ctrl_key("A").word == 0x1E01
    assert ctrl_key("z").word == 0x2C1A and ctrl_key("[").word == 0x1A1B
    assert alt_key("x").word == alt_key("X").word == 0x2D00
    assert alt_key("1").word == 0x7800 and alt_key("0").word == 0x8100
    with pytest.raises(ValueError):
        ctrl_key("1")
    with pytest.raises(ValueError):
        alt_key(";")


@pytest.mark.parametrize(
    ("name", "numlock", "shift", "word"),
    [("8", True, False, 0x4838), ("8", False, False, 0x4800), ("8", True, True, 0x4800),
     ("8", False, True, 0x4838), ("5", False, False, None), ("5", True, False, 0x4C35),
     (".", True, False, 0x532E), (".", False, False, 0x5300), ("0", False, False, 0x5200),
     ("+", False, False, 0x4E2B), ("+", True, True, 0x4E2B), ("Enter", True, False, 0x1C0D),
     ("/", False, True, 0x352F)],
)
def test_keypad_follows_numlock_xor_shift(name: str, numlock: bool, shift: bool,
                                          word: int | None) -> None:
    key = keypad_key(name, numlock=numlock, shift=shift)
    assert (None if key is None else key.word) == word


def test_keypad_ctrl_and_alt() -> None:
    assert keypad_key("4", numlock=True, shift=False, ctrl=True) == Keys.CTRL_LEFT
    assert keypad_key("8", numlock=False, shift=False, ctrl=True) is None  # 8D00: AH=10h
    assert keypad_key("Enter", numlock=False, shift=False, ctrl=True) == Keys.CTRL_ENTER
    assert keypad_key("7", numlock=True, shift=False, alt=True) is None  # Alt composes
    with pytest.raises(ValueError, match="keypad"):
        keypad_key("x", numlock=True, shift=False)


def test_cursor_key_takes_grey_and_numlock_off_keypad_arrows_alike() -> None:
    from retro.bios import cursor_key, keypad_key

    assert cursor_key(Keys.UP) == Keys.UP
    assert cursor_key(keypad_key("8", numlock=False, shift=False)) == Keys.UP
    assert cursor_key(keypad_key("3", numlock=False, shift=False)) == Keys.PGDN
    assert cursor_key(keypad_key("8", numlock=True, shift=False)) is None  # NumLock: a digit
    assert keypad_key("8", numlock=True, shift=False).char == "8"
    assert cursor_key(key_for_char("8")) is None          # the top-row 8 is just a digit
    assert cursor_key(Keys.CTRL_LEFT) is None
    assert cursor_key(Keys.ENTER) is None
