"""Startup tunes and effects: valid PLAY strings of the promised lengths, free of MB/MF."""

from __future__ import annotations

import re

import pytest

from games._shared import tunes
from retro.speaker import PlayState, parse_play

STARTUP = ["SIXTY_SIX", "BASRA", "RUSSIAN_BANK", "PACHISI", "SPADES", "LAUNCHER"]
EFFECTS = ["CARD", "TRICK_WON", "TRICK_LOST", "ERROR", "FANFARE", "SAD", "SHUFFLE"]
NS_PER_S = 1_000_000_000


def seconds(macro: str, state: PlayState | None = None) -> float:
    """How long the speaker is busy with ``macro``: every note's sound plus its gap."""
    return sum(note.sound_ns + note.gap_ns for note in parse_play(macro, state)) / NS_PER_S


@pytest.mark.parametrize("name", STARTUP + EFFECTS)
def test_every_string_parses(name: str) -> None:
    notes = parse_play(getattr(tunes, name))
    assert any(note.hz is not None for note in notes), f"{name} makes no sound"


@pytest.mark.parametrize("name", STARTUP)
def test_startup_tunes_last_six_to_twelve_seconds(name: str) -> None:
    assert 6.0 <= seconds(getattr(tunes, name)) <= 12.0


@pytest.mark.parametrize("name", EFFECTS)
def test_effects_are_shorter_than_a_second_and_a_half(name: str) -> None:
    assert seconds(getattr(tunes, name)) < 1.5


def test_card_blip_is_shorter_than_0_15_seconds() -> None:
    assert seconds(tunes.CARD) < 0.15


@pytest.mark.parametrize("name", STARTUP + EFFECTS)
def test_no_background_or_foreground_switch(name: str) -> None:
    squeezed = getattr(tunes, name).upper().replace(" ", "")
    assert re.search(r"M[BF]", squeezed) is None
    state = PlayState(background=True)
    parse_play(getattr(tunes, name), state)
    assert state.background is True, "the caller's MB/MF choice must survive the string"


@pytest.mark.parametrize("name", STARTUP + EFFECTS)
def test_strings_do_not_depend_on_earlier_play_state(name: str) -> None:
    """BASIC keeps octave, tempo, length and style between PLAYs; ours set their own."""
    fresh = parse_play(getattr(tunes, name))
    odd = PlayState(octave=0, tempo=32, length=1, style="ML")
    assert parse_play(getattr(tunes, name), odd) == fresh


def test_startup_tunes_are_distinct_melodies() -> None:
    melodies = {tuple(n.hz for n in parse_play(getattr(tunes, name))) for name in STARTUP}
    assert len(melodies) == len(STARTUP)


def test_tables_name_every_tune() -> None:
    assert set(tunes.STARTUP_TUNES.values()) == {getattr(tunes, name) for name in STARTUP}
    assert tunes.STARTUP_TUNES["passur"] == tunes.BASRA
    assert set(tunes.EFFECTS) == {name.lower() for name in EFFECTS}
    assert all(tunes.EFFECTS[name.lower()] == getattr(tunes, name) for name in EFFECTS)
