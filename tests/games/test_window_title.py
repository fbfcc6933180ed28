"""The window's title names the game running, also when the menu started it."""

from __future__ import annotations

from games import launcher
from games.catalogue import PROGRAMS
from retro import Machine, Script, run_headless
from retro.options import Options


def test_the_title_names_the_game_started_from_the_menu_and_then_the_menu_again() -> None:
    seen: list[str] = []

    def program(m: Machine) -> None:
        m.on_input_wait = lambda machine: seen.append(machine.title)
        launcher.main(m)

    first = next(p for p in PROGRAMS if p.ready)
    run_headless(program, seed=5, options=Options(intro=False),
                 script=Script().key("Enter").wait(3000).key("F7", "y", "Y").wait(500)
                 .key("F7", "y"))
    titles = [t for i, t in enumerate(seen) if i == 0 or seen[i - 1] != t]
    assert titles[:3] == [launcher.SPEC.title, first.title, launcher.SPEC.title], seen
