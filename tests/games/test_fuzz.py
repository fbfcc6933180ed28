"""Every program of the collection survives a seeded monkey on its keys and mouse.

A few thousand events per program here; ``python -m games.fuzz`` runs as many
as asked (100,000 per program is the reference run).
"""

from __future__ import annotations

import io
import re
import subprocess
import sys

import pytest

from games.catalogue import PROGRAMS
from games.fuzz import fuzz_program, monkey_script, program_table

EVENTS = 1500


def test_every_ready_game_the_menu_and_the_hardware_test_are_fuzzed() -> None:
    assert set(program_table()) == {p.command for p in PROGRAMS if p.ready} | {"tommys", "demo"}


@pytest.mark.parametrize("name", sorted(program_table()))
def test_the_monkey_finds_no_crash_and_no_hang(name: str) -> None:
    report = fuzz_program(name, EVENTS, seed=1)
    assert report.crashes == [], report.crashes[0]
    assert report.hangs == 0
    assert report.events >= EVENTS


def test_the_monkey_presses_every_kind_of_input() -> None:
    import random

    steps = monkey_script(random.Random(3), 600).steps
    kinds = {s.kind for s in steps}
    keys = {s.key.name for s in steps if s.key is not None}
    assert kinds == {"wait", "key", "click"}
    assert {"F1", "F7", "Esc", "Enter"} <= keys
    assert any(name.startswith(("Shift+", "Ctrl+", "Alt+")) for name in keys)
    assert [s.kind for s in steps[::2]] == ["wait"] * 600  # every event comes when due


def test_the_command_reports_events_crashes_and_hangs() -> None:
    done = subprocess.run([sys.executable, "-m", "games.fuzz", "--events", "60", "demo"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "demo" in done.stdout and "0 crashes  0 hangs" in done.stdout
    assert done.stderr == ""  # no progress line where stderr is not a terminal
    bad = subprocess.run([sys.executable, "-m", "games.fuzz", "chess"], capture_output=True,
                         text=True, timeout=60)
    assert bad.returncode == 2 and "unknown program 'chess'" in bad.stderr


def test_a_crash_and_a_hang_are_caught() -> None:
    def fragile(m) -> None:
        m.readkey()
        raise ZeroDivisionError("the program under test fails on purpose")

    def deaf(m) -> None:
        while True:
            m.delay(1000)  # never looks at the keyboard

    crashed = fuzz_program("fragile", 5, seed=1, main=fragile)
    assert len(crashed.crashes) >= 1 and "ZeroDivisionError" in crashed.crashes[0]
    assert fuzz_program("deaf", 5, seed=1, main=deaf).hangs >= 1


def test_on_a_terminal_the_monkey_shows_how_many_events_are_done(
        monkeypatch: pytest.MonkeyPatch) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    fuzz_program("demo", 60, seed=1)
    shown = terminal.getvalue()
    assert re.search(r"\rdemo: events \d+/60", shown), shown
    assert shown.endswith("\r")
