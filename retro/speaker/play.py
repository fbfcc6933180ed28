"""BASIC's ``PLAY`` music macro language, with GW-BASIC's own arithmetic.

``parse_play("T120 O2 L4 A")`` gives the notes GW-BASIC would queue: the
pitch is the top-octave table value shifted down by octave (rounding up
when the last bit shifted out is 1), then turned into a PIT count, so the
``hz`` of a ``Note`` is exactly what the speaker sounds. Durations use the
integer arithmetic of ``GWSTS.ASM`` in units of 2.5 ms: ``96000 // (T * L)``,
each dot ``* 3 >> 1``, and a note split into sound and gap by the MN/MS
style. GW-BASIC does some of these products in a 16-bit register and drops
the overflow; we do the same, so even its odd results match.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.speaker.pit import exact_pitch
from retro.speaker.timeline import Note

NS_PER_UNIT = 2_500_000
"""GW-BASIC's music duration unit: 2.5 ms, 400 to the second."""
WHOLE_NOTE_UNITS_X_BEATS = 96_000
"""4 beats x 60 s x 400 units: a whole note lasts ``96000 // tempo`` units."""

TOP_OCTAVE_HZ = (4186, 4435, 4699, 4978, 5274, 5588, 5920, 6272, 6645, 7040, 7459, 7902)
"""GW-BASIC's NOTTAB: C..B of octave 6 in whole hertz; lower octaves are shifted down."""

_LETTER_SEMITONES = (9, 11, 0, 2, 4, 5, 7)
"""Semitone above C of the letters A..G (so A- is G# of the same octave)."""
_NO_SUCH_NOTE = {("C", -1), ("B", 1), ("E", 1), ("F", -1)}
"""C-, B#, E# and F- are not in GW-BASIC's table: Illegal function call."""

TOP_OCTAVE = 6
NOTE_NUMBERS = 84
LONGEST_LENGTH = 64
TEMPO_RANGE = (32, 255)
STYLE_SHIFT = {"MN": 3, "MS": 2}
"""Sound = duration * multiplier >> shift, gap = duration >> shift (7/8 + 1/8, 3/4 + 1/4)."""
STYLE_MULTIPLIER = {"MN": 7, "MS": 3}


@dataclass
class PlayState:
    """What persists between PLAY statements: octave, tempo, length, style, MB/MF."""

    octave: int = 4
    tempo: int = 120
    length: int = 4
    style: str = "MN"
    background: bool = False


class PlayError(ValueError):
    """A malformed PLAY string; ``position`` is 1-based in the string."""

    def __init__(self, position: int, message: str) -> None:
        super().__init__(f"PLAY: {message} at position {position}")
        self.position = position
        self.message = message


def note_frequency(octave: int, semitone: int) -> int:
    """GW-BASIC's whole-hertz frequency of ``semitone`` (0 = C) in ``octave`` 0..6."""
    shift = TOP_OCTAVE - octave
    top = TOP_OCTAVE_HZ[semitone]
    if shift == 0:
        return top
    return (top >> shift) + ((top >> (shift - 1)) & 1)  # SHR then ADC: round half up


def note_units(tempo: int, length: int, dots: int, position: int) -> int:
    """A note's whole duration in 2.5 ms units, dots included (16-bit as in GW-BASIC)."""
    units = WHOLE_NOTE_UNITS_X_BEATS // (tempo * length)
    for _ in range(dots):
        product = units * 3
        if product >> 17:
            raise PlayError(position, "too many dots")
        units = (product & 0xFFFF) >> 1  # only the low word is shifted, as in the original
    return units


def split_note(hz: float | None, units: int, style: str) -> Note:
    """Split a duration into sound and gap by MN (7/8), MS (3/4) or ML (all sound)."""
    if hz is None or style == "ML":
        return Note(hz, units * NS_PER_UNIT, 0)
    shift = STYLE_SHIFT[style]
    sound = ((units * STYLE_MULTIPLIER[style]) & 0xFFFF) >> shift or 1
    return Note(hz, sound * NS_PER_UNIT, (units >> shift) * NS_PER_UNIT)


class _Reader:
    """Characters of a macro, blanks skipped and upper-cased, with 1-based positions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def next(self) -> tuple[str, int] | None:
        while self.i < len(self.text):
            ch = self.text[self.i]
            self.i += 1
            if ch not in " \t":
                return ch.upper(), self.i
        return None

    def peek(self) -> tuple[str, int] | None:
        saved = self.i
        got = self.next()
        self.i = saved
        return got

    def digits(self) -> int | None:
        """A number written in digits (blanks between digits are skipped, as in BASIC)."""
        value = None
        while (got := self.peek()) is not None and got[0].isdigit():
            self.next()
            value = (value or 0) * 10 + int(got[0])
        return value

    def argument(self, command: str, position: int) -> int:
        """The number a command needs; an optional sign is allowed before it."""
        sign = 1
        while (got := self.peek()) is not None and got[0] in "+-":
            self.next()
            sign = -sign if got[0] == "-" else sign
        if got is not None and got[0] == "=":
            raise PlayError(got[1], f"variables (={command}...) are not supported")
        value = self.digits()
        if value is None:
            raise PlayError(position, f"'{command}' needs a number")
        return sign * value

    def dots(self) -> int:
        count = 0
        while (got := self.peek()) is not None and got[0] == ".":
            self.next()
            count += 1
        return count


def _check(value: int, lo: int, hi: int, what: str, position: int) -> int:
    if not lo <= value <= hi:
        raise PlayError(position, f"{what} {value} is outside {lo}..{hi}")
    return value


def _note_length(reader: _Reader, state: PlayState, position: int) -> int:
    """An optional length after a note (0 or none = the current L)."""
    length = reader.digits()
    if length is None or length == 0:
        return state.length
    return _check(length, 1, LONGEST_LENGTH, "note length", position)


def _letter_note(letter: str, position: int, reader: _Reader, state: PlayState) -> tuple[int, int]:
    """(octave, semitone) of a lettered note with its optional #, + or -."""
    accidental = 0
    got = reader.peek()
    if got is not None and got[0] in "#+-":
        reader.next()
        accidental = -1 if got[0] == "-" else 1
    if (letter, accidental) in _NO_SUCH_NOTE:
        raise PlayError(position, f"no such note '{letter}{'-' if accidental < 0 else '#'}'")
    semitone = _LETTER_SEMITONES[ord(letter) - ord("A")] + accidental
    if semitone < 0:  # only C- would go below C, and it is refused above
        semitone += 12
    return state.octave, semitone


def _sounding_note(pitch: tuple[int, int] | None, position: int, reader: _Reader,
                   state: PlayState) -> Note:
    length = _note_length(reader, state, position)
    units = note_units(state.tempo, length, reader.dots(), position)
    hz = None if pitch is None else exact_pitch(note_frequency(*pitch))
    return split_note(hz, units, state.style)


def _meta(reader: _Reader, state: PlayState, position: int) -> None:
    got = reader.next()
    kind = got[0] if got else ""
    if kind in ("N", "L", "S"):
        state.style = "M" + kind
    elif kind in ("F", "B"):
        state.background = kind == "B"
    else:
        where = got[1] if got else position
        raise PlayError(where, "M must be followed by N, L, S, F or B")


def parse_play(macro: str, state: PlayState | None = None) -> list[Note]:
    """The notes a PLAY string queues; ``state`` carries over between calls, as in BASIC.

    Raises:
        PlayError: naming the 1-based position of the first malformed command.

    >>> [(round(n.hz, 2), n.sound_ns, n.gap_ns) for n in parse_play("O2 A")]
    [(440.13, 437500000, 62500000)]
    """
    state = PlayState() if state is None else state
    reader = _Reader(macro)
    notes: list[Note] = []
    while (got := reader.next()) is not None:
        command, position = got
        if "A" <= command <= "G":
            letter_pitch = _letter_note(command, position, reader, state)
            notes.append(_sounding_note(letter_pitch, position, reader, state))
        elif command == "N":
            number = _check(reader.argument("N", position), 0, NOTE_NUMBERS, "note number",
                            position)
            pitch = None if number == 0 else divmod(number - 1, 12)
            notes.append(_sounding_note(pitch, position, reader, state))
        elif command == "P":
            length = _check(reader.argument("P", position), 0, LONGEST_LENGTH, "pause length",
                            position)
            dots = reader.dots()
            if length:
                notes.append(Note(None, note_units(state.tempo, length, dots, position)
                                  * NS_PER_UNIT, 0))
        elif command == "O":
            state.octave = _check(reader.argument("O", position), 0, TOP_OCTAVE, "octave",
                                  position)
        elif command in ("<", ">"):
            step = 1 if command == ">" else -1
            state.octave = min(TOP_OCTAVE, max(0, state.octave + step))
        elif command == "T":
            state.tempo = _check(reader.argument("T", position), *TEMPO_RANGE, "tempo", position)
        elif command == "L":
            state.length = _check(reader.argument("L", position), 1, LONGEST_LENGTH, "length",
                                  position)
        elif command == "M":
            _meta(reader, state, position)
        elif command == ";":
            continue
        elif command == "X":
            raise PlayError(position, "X (play a string variable) is not supported")
        elif command == ".":
            raise PlayError(position, "a dot must follow a note or a pause")
        else:
            raise PlayError(position, f"unknown command '{macro[position - 1]}'")
    return notes
