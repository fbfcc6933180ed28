"""The title bar's note after Ctrl+F5 goes after a few seconds, back to the program's name."""

from __future__ import annotations

from retro.caption import NOTE_SECONDS, Caption


def test_a_note_shows_beside_the_title_and_then_goes() -> None:
    caption = Caption()
    assert caption.text("SPADES", 10.0) == "SPADES"
    caption.note("saved SHOT0001.PNG", 10.0)
    assert caption.text("SPADES", 10.0) == "SPADES - saved SHOT0001.PNG"
    assert caption.text("SPADES", 10.0 + NOTE_SECONDS - 0.01) == "SPADES - saved SHOT0001.PNG"
    assert caption.text("SPADES", 10.0 + NOTE_SECONDS) == "SPADES"
    assert caption.text("SPADES", 100.0) == "SPADES"  # and stays gone


def test_the_note_follows_the_program_running_now() -> None:
    caption = Caption()
    caption.note("saved SHOT0002.PNG", 0.0)
    assert caption.text("BASRA", 1.0) == "BASRA - saved SHOT0002.PNG"
    assert 2.0 <= NOTE_SECONDS <= 8.0  # long enough to read, short enough not to linger


def test_a_mark_stays_after_the_title_while_set_and_a_note_goes_after_it() -> None:
    caption = Caption()
    caption.mark = "RECORDING REC0001.GIF"
    caption.note("saved SCRN0001.PNG", now=0.0)
    assert caption.text("SIXTY-SIX", 1.0) == \
        "SIXTY-SIX - RECORDING REC0001.GIF - saved SCRN0001.PNG"
    assert caption.text("SIXTY-SIX", 100.0) == "SIXTY-SIX - RECORDING REC0001.GIF"
    caption.mark = ""
    assert caption.text("SIXTY-SIX", 100.0) == "SIXTY-SIX"
