"""Closing the window keeps the game: a Spades game closed mid-hand comes back dealt
the same on the next start, in a real window (issue 16).

The second start is given another seed on purpose: the hand it shows can only come
from SPADES.TMP, not from dealing the same seed again.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from demo_window import ProgramWindow, wait_for

from retro.textmode import ScreenSnapshot

pytestmark = pytest.mark.window

HAND_ROWS = (18, 19)
"""South's cards, face up along the bottom of the table: ranks, then suits."""
SPADES_TITLE = "SPADES"


def spades_command(seed: int) -> list[str]:
    launch = "import sys; from games.catalogue import spades; sys.exit(spades())"
    return [sys.executable, "-c", launch, "--seed", str(seed), "--scale", "1", "*"]


@pytest.fixture
def windows(x_display: str, xdotool_present: None, tmp_path: Path) -> Iterator[list[ProgramWindow]]:
    started: list[ProgramWindow] = []
    yield started
    for window in started:
        window.stop()


def start(x_display: str, workdir: Path, seed: int, started: list[ProgramWindow]) -> ProgramWindow:
    """Spades in a window; every start in ``workdir`` shares one data folder."""
    window = ProgramWindow(x_display, spades_command(seed), SPADES_TITLE, workdir)
    window.data_dir.mkdir(parents=True, exist_ok=True)
    started.append(window)
    return window.start()


def south_hand(window: ProgramWindow) -> ScreenSnapshot | None:
    """The screen once South's thirteen cards are on it (Ctrl+F5), else None."""
    snap = window.screenshot()
    return snap if snap.row_text(HAND_ROWS[0]).count("│") >= 26 else None


def test_closing_the_window_mid_hand_brings_the_same_hand_back(
        x_display: str, windows: list[ProgramWindow], tmp_path: Path) -> None:
    first = start(x_display, tmp_path / "spades", 5, windows)
    dealt = wait_for(lambda: south_hand(first), "South's hand on the table")
    kept = first.data_dir / "SPADES.TMP"
    wait_for(kept.exists, "SPADES.TMP after the deal")
    first.request_close()
    assert first.wait_exit() == 0, first.stderr()
    assert kept.exists()  # closing the window is not the end of the game

    second = start(x_display, tmp_path / "spades", 77, windows)
    again = wait_for(lambda: south_hand(second), "South's hand after the restart")
    assert [again.row_text(r) for r in HAND_ROWS] == [dealt.row_text(r) for r in HAND_ROWS]
    assert "Traceback" not in second.stderr()
