"""Replays of real window sessions (Xvfb, xdotool): keys and clicks a person could give,
the replay kept, played back headless to the same screen, and played in the window at
its own speed to the same screen again.

The session is Sixty-Six on a fixed seed: hints and Enters play cards while the
computer plays its own at the game's pace, so keys land in its pauses too; F10 turns
the border and a click lands on the table. Ctrl+F7 keeps the replay mid-game, closing
the window keeps the whole session's (``--keep-replay``).
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from demo_window import ProgramWindow, WindowFactory, wait_for, xdotool

from retro.bios import Keys, MouseEvent
from retro.replay.file import read_replay
from retro.textmode import ScreenSnapshot

pytestmark = pytest.mark.window

TITLE = "SIXTY-SIX"
LAUNCH = "import sys; from games.catalogue import sixtysix; sys.exit(sixtysix())"


def sixtysix(*extra: str) -> list[str]:
    return [sys.executable, "-c", LAUNCH, "--scale", "1", *extra]


def headless_replay(replay: Path, out: Path) -> tuple[str, ScreenSnapshot]:
    done = subprocess.run([*sixtysix("--headless", "--replay", str(replay),
                                     "--screenshot", str(out))],
                          capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "TOMMYS_DATA": str(out.parent)})
    assert done.returncode == 0, done.stderr
    return done.stdout, ScreenSnapshot.from_bin(out.with_suffix(".BIN").read_bytes(),
                                                cursor_visible=False)


def title(window: ProgramWindow) -> str:
    return xdotool(window.display, "getwindowname", str(window.wid)).strip()


def play_a_while(window: ProgramWindow) -> None:
    """Cards played by hint and Enter, some while the computer plays; F10; a click."""
    for pause in (1.2, 0.1, 1.2, 0.4, 1.2, 0.05, 1.5):
        window.key("shift+slash")
        window.key("Return")
        time.sleep(pause)
    window.key("F10")
    window.click(40, 12)
    time.sleep(1.5)


def cells_apart(a: ScreenSnapshot, b: ScreenSnapshot, mouse: tuple[int, int]) -> list[tuple]:
    """The cells where two screens differ, but for the one under the mouse cursor (a
    window's Ctrl+F5 draws the cursor in, a headless screenshot has none)."""
    return [(col, row) for row in range(25) for col in range(80)
            if (col, row) != mouse and a.cell(col, row) != b.cell(col, row)]


def session(open_window: WindowFactory, seed: int, kept: Path
            ) -> tuple[ProgramWindow, ScreenSnapshot]:
    """Sixty-Six played a while in a window that keeps its replay; its screen then."""
    window = open_window(sixtysix("--seed", str(seed), "*", "--keep-replay", str(kept)), TITLE)
    time.sleep(1.0)
    play_a_while(window)
    return window, window.screenshot()


def test_a_window_session_replays_headless_to_the_same_screen(
        open_window: WindowFactory, tmp_path: Path) -> None:
    whole = tmp_path / "session.replay"
    window, shot = session(open_window, 5, whole)
    window.key("ctrl+F7")
    kept = window.data_dir / "replays" / "SIXTYSIX0001.replay"
    wait_for(kept.exists, "the replay Ctrl+F7 keeps")
    window.request_close()
    assert window.wait_exit() == 0, window.stderr()
    assert whole.exists(), window.stderr()

    said, mid = headless_replay(kept, tmp_path / "mid.png")
    assert "on a screen that is the original's" in said
    assert cells_apart(mid, shot, (40, 12)) == []
    taken = [d.event for d in read_replay(kept).log.deliveries]
    assert Keys.F10 in taken and any(isinstance(e, MouseEvent) for e in taken)

    said, end = headless_replay(whole, tmp_path / "end.png")
    assert "ended (power off) on a screen that is the original's" in said
    assert cells_apart(end, shot, (40, 12)) == []


def test_a_replay_plays_in_the_window_at_its_own_speed(
        open_window: WindowFactory, tmp_path: Path) -> None:
    whole = tmp_path / "session.replay"
    live, shot = session(open_window, 9, whole)
    live.request_close()
    assert live.wait_exit() == 0, live.stderr()

    replay = open_window(sixtysix("--replay", str(whole)), TITLE)
    wait_for(lambda: "REPLAY 1X" in title(replay), "the title of a replay")
    replay.key("equal")
    wait_for(lambda: "REPLAY 2X" in title(replay), "the title at 2X")
    replay.key("space")
    wait_for(lambda: "REPLAY PAUSED" in title(replay), "the title paused")
    replay.key("space")
    replay.key("alt+F5")  # a recording of the replay has the replay beside it
    wait_for(lambda: "REPLAY ENDED" in title(replay), "the replay's end", 60)
    replay.key("alt+F5")
    beside = replay.data_dir / "recordings" / "REC0001.REPLAY"
    wait_for(beside.exists, "REC0001.REPLAY beside the recording of the replay")
    assert beside.read_bytes() == whole.read_bytes()
    shown = replay.screenshot()
    assert cells_apart(shown, shot, (40, 12)) == []
    assert shown.data == shot.data  # the mouse cursor too, where the person left it
    replay.key("Escape")
    assert replay.wait_exit() == 0, replay.stderr()


def test_sigterm_switches_the_window_off_and_the_replay_is_kept(
        open_window: WindowFactory, tmp_path: Path) -> None:
    whole = tmp_path / "killed.replay"
    window = open_window(sixtysix("--seed", "30", "*", "--keep-replay", str(whole)), TITLE)
    time.sleep(1.0)
    window.key("Return")
    time.sleep(0.5)
    assert window.proc is not None
    window.proc.send_signal(signal.SIGTERM)
    assert window.wait_exit() == 0, window.stderr()
    said, _ = headless_replay(whole, tmp_path / "killed.png")
    assert "ended (power off) on a screen that is the original's" in said
