"""No golden screen shows the BIOS cursor: the games draw their own pointers.

A visible cursor on a game screen is the DOS prompt's underline left blinking
at the top left ("_DEAL 1"), which the shell hides whichever way a game starts.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games.sixty_six.program import main as sixty_six
from retro import Script, run_headless
from retro.options import Options

SCREENS = sorted((Path(__file__).parents[1] / "goldens" / "screens").rglob("*.txt"))


def test_there_are_golden_screens_to_check() -> None:
    assert len(SCREENS) >= 10


@pytest.mark.parametrize("path", SCREENS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_cursor_is_hidden_on_every_golden_screen(path: Path) -> None:
    header = path.read_text(encoding="utf-8").splitlines()[0]
    assert "cursor_visible=0" in header.split(), header


@pytest.mark.parametrize("options", [Options(intro=False), Options()], ids=["star", "show"])
def test_the_cursor_stays_hidden_through_a_deal(options: Options) -> None:
    script = Script().key("Enter", "Enter") if options.intro else Script()
    script.type("123456" * 4)
    result = run_headless(sixty_six, seed=3, script=script, options=options)
    assert len(result.screens) > 10
    assert not any(s.cursor_visible for s in result.screens)
