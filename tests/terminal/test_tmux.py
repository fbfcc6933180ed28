"""Each game in a real tmux session: keys by ``send-keys``, the screen by ``capture-pane``.

tmux is a terminal of its own (TERM=tmux-256color or screen inside it), with its own
key encodings and its own idea of colours, and many players live in one. In a private
tmux server, every program plays a few moves, shows its screen whole, and quits with F7
and Y with exit status 0; the pane then shows the shell's screen again, not the game's.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pty_terminal import ROOT, START, fastest_pace

REQUIRED = bool(os.environ.get("RETRO_REQUIRE_WINDOW") or os.environ.get("CI"))
"""On CI (which installs tmux) a missing tmux is a failure, elsewhere a skip."""

PLAYS: dict[str, tuple[list[str], str]] = {
    "sixtysix": (["Enter", "Enter", "1", "2", "3", "4"], "YOUR HAND"),
    "basra": (["Enter", "Enter", "Enter", "Enter", "Enter"], "YOUR HAND"),
    "spades": (["3", "Enter", "Right", "Enter", "Enter"], "N-S: YOUR SIDE"),
    "rbank": (["?", "Enter", "?", "Enter"], "RUSSIAN BANK"),
    "pachisi": (["Esc", "Enter", "Enter", "Enter"], "PACHISI"),
    "tommys": (["Down", "Up", "F10"], "CHOOSE A GAME AND PRESS ENTER"),
}
"""command: tmux key names for a few moves (pressed a second apart), a phrase its screen shows."""


@pytest.fixture
def tmux(tmp_path: Path):
    """A private tmux server (its own socket), killed afterwards."""
    if shutil.which("tmux") is None:
        if REQUIRED:
            pytest.fail("tmux is not installed (.ci/run installs it)")
        pytest.skip("tmux is not installed")
    socket = tmp_path / "tmux.sock"

    def run(*args: str) -> str:
        done = subprocess.run(["tmux", "-S", str(socket), *args], capture_output=True,
                              text=True, timeout=20, check=True)
        return done.stdout

    yield run
    subprocess.run(["tmux", "-S", str(socket), "kill-server"], capture_output=True)


def pane(tmux, what: str) -> str:
    return tmux("display-message", "-p", "-t", "game", what).strip()


@pytest.mark.parametrize("command", list(PLAYS))
def test_a_few_moves_in_tmux_then_f7_quits_cleanly(command: str, tmux, tmp_path: Path) -> None:
    keys, phrase = PLAYS[command]
    data = fastest_pace(tmp_path / "data")
    game = " ".join([sys.executable, "-c", _shell_quote(START), command, "--terminal",
                     "--seed", "3", "--no-sound", "--no-intro"])
    # the shell keeps the exit status in a file: tmux 3.3 does not always keep
    # #{pane_dead_status}, nor the last lines a pane wrote just before it died
    status = tmp_path / "status"
    program = "sh -c " + _shell_quote(f"{game}; echo $? > {status}")
    tmux("-f", "/dev/null", "new-session", "-d", "-s", "game", "-x", "80", "-y", "25",
         "-e", f"TOMMYS_DATA={data}", "-e", f"PYTHONPATH={ROOT}", "-c", str(ROOT))
    tmux("set-option", "-t", "game", "remain-on-exit", "on")
    tmux("set-option", "-t", "game", "status", "off")
    tmux("resize-window", "-t", "game", "-x", "80", "-y", "25")
    tmux("respawn-pane", "-k", "-t", "game", program)
    screen = wait_for(tmux, lambda text: "F1 SOUND" in text or "F1 " in text.splitlines()[-1])
    for key in keys:
        tmux("send-keys", "-t", "game", key)
        time.sleep(1.0)
    screen = capture(tmux)
    assert phrase in screen, screen
    assert len(screen.splitlines()) == 25 and "F7 QUIT" in screen
    tmux("send-keys", "-t", "game", "F7")
    time.sleep(1.0)
    tmux("send-keys", "-t", "game", "Y")
    end = time.monotonic() + 20
    while pane(tmux, "#{pane_dead}") != "1" and time.monotonic() < end:
        time.sleep(0.2)
    assert pane(tmux, "#{pane_dead}") == "1", capture(tmux)
    assert status.read_text().strip() == "0", capture(tmux)
    assert pane(tmux, "#{alternate_on}") == "0", "the game's screen is given back"


def capture(tmux) -> str:
    return tmux("capture-pane", "-p", "-t", "game")


def wait_for(tmux, seen, timeout_s: float = 30.0) -> str:
    end = time.monotonic() + timeout_s
    text = capture(tmux)
    while time.monotonic() < end:
        text = capture(tmux)
        if text.strip() and seen(text):
            return text
        time.sleep(0.2)
    raise AssertionError(f"the game never showed:\n{text}")


def _shell_quote(text: str) -> str:
    """``text`` as one word for the shell tmux runs the command in."""
    return "'" + text.replace("'", "'\"'\"'") + "'"
