"""How a window program ends: Esc or F7 in the demo, the close button, a crash.

The exit status is the contract with the shell: 0 for a normal end
(including the user closing the window), 1 with a traceback on stderr when
the program raised. The time limits only guard against hangs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from demo_window import ProgramWindow, WindowFactory

pytestmark = pytest.mark.window

QUICK_EXIT_S = 5.0
"""Far longer than the ~0.1 s an exit takes; only a hang or a lost event exceeds it."""


@pytest.mark.parametrize("key", ["Escape", "F7"])
def test_quit_keys_end_the_demo_with_status_0(demo: ProgramWindow, key: str) -> None:
    demo.key("a")  # a key before the quit key must not matter
    demo.key(key)
    status = demo.wait_exit(QUICK_EXIT_S)
    assert status == 0, demo.stderr()
    assert "Traceback" not in demo.stderr()


def test_closing_the_window_ends_the_program_with_status_0(demo: ProgramWindow) -> None:
    demo.request_close()
    status = demo.wait_exit(QUICK_EXIT_S)
    assert status == 0, demo.stderr()
    assert "Traceback" not in demo.stderr()


FAILING_PROGRAM = '''
import sys

from retro.program import run_program


def main(m):
    m.screen.write(0, 0, "THIS PROGRAM FAILS ON THE FIRST KEY", 0x1F)
    m.readkey()
    raise ValueError("the test program fails on purpose")


sys.exit(run_program(main, prog="failing", title="FAILING PROGRAM",
                     description="A program that raises."))
'''


def test_a_program_exception_gives_status_1_and_a_traceback(
        open_window: WindowFactory, tmp_path: Path) -> None:
    source = tmp_path / "failing.py"
    source.write_text(FAILING_PROGRAM.lstrip("\n"))
    window = open_window([sys.executable, str(source), "--seed", "1", "--scale", "1"],
                         "FAILING PROGRAM")
    window.key("space")
    status = window.wait_exit(QUICK_EXIT_S)
    err = window.stderr()
    assert status == 1, err
    assert "Traceback (most recent call last)" in err
    assert "ValueError: the test program fails on purpose" in err
    line = FAILING_PROGRAM.lstrip("\n").splitlines().index(
        '    raise ValueError("the test program fails on purpose")') + 1
    assert f'File "{source}", line {line}, in main' in err



SAVING_PROGRAM = '''
import sys
from pathlib import Path

from retro.errors import PowerOff
from retro.program import run_program
from retro.storage import atomic_write


def main(m):
    m.screen.write(0, 0, "A GAME THAT SAVES WHEN ITS WINDOW IS CLOSED", 0x1F)
    try:
        while True:
            m.readkey()
    except PowerOff:
        m.screen.write(0, 1, "SAVING...", 0x1F)
        for step in range(5):  # a save that takes a while, as a big one might
            atomic_write(Path(sys.argv[-1]), f"saved after step {step}".encode())
        raise


sys.exit(run_program(main, sys.argv[1:-1], prog="saving", title="SAVING PROGRAM",
                     description="A program that saves when closed."))
'''


def test_closing_the_window_gives_the_program_time_to_save(
        open_window: WindowFactory, tmp_path: Path) -> None:
    source, saved = tmp_path / "saving.py", tmp_path / "GAME.TMP"
    source.write_text(SAVING_PROGRAM.lstrip("\n"))
    window = open_window([sys.executable, str(source), "--seed", "1", "--scale", "1",
                          str(saved)], "SAVING PROGRAM")
    window.request_close()
    status = window.wait_exit(QUICK_EXIT_S)
    assert status == 0, window.stderr()
    assert saved.read_text() == "saved after step 4"
