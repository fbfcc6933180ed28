"""One wording per key in every legend: the five games and the menu say a key the same way.

The shared keys' words come from the shared legend, a crowded row never swaps a
word for a shorter one, and the delay figure is labelled DELAY, the word the
legend gives the keys that turn it.
"""

from __future__ import annotations

import importlib
import itertools

import pytest

from games._shared.legend import fit
from games._shared.shell import Shell
from games._shared.spec import GameSpec
from games.catalogue import PROGRAMS
from games.launcher import SPEC as LAUNCHER
from retro import Machine, run_headless
from retro.options import Options

SPECS = [LAUNCHER, *(importlib.import_module(p.main.partition(":")[0]).SPEC
                     for p in PROGRAMS if p.main is not None)]


def states(spec: GameSpec):
    toggles = [t.values for t in spec.toggles]
    seats = ["".join(c) for c in itertools.product("KC", repeat=len(spec.seat_names))]
    yield from itertools.product((True, False), (True, False), itertools.product(*toggles),
                                 seats)


def legends(spec: GameSpec) -> list[tuple[bool, bool, dict[str, str], str]]:
    """For every state: sound, demo, each legend item's text by key, the figures' text."""
    seen: list[tuple[bool, bool, dict[str, str], str]] = []

    def draw(m: Machine) -> None:
        shell = Shell(m, spec)
        for sound, demo, values, code in states(spec):
            m.sound_enabled, shell.demo = sound, demo
            for toggle, value in zip(spec.toggles, values, strict=True):
                shell.values[toggle.setting] = value
            shell.seats.set_code(code)
            layout = fit(shell.legend_items(), shell.figures())
            texts = {item.key: text.strip() for item, text in layout.items}
            seen.append((sound, demo, texts, layout.figure))

    run_headless(draw, options=Options(intro=False))
    return seen


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.command)
def test_every_key_has_one_wording_in_every_game_and_the_menu(spec: GameSpec) -> None:
    words = {"F5": "F5 HELP", "F7": "F7 QUIT", "F10": "F10 BORDER"}
    words |= {c.key: f"{c.key} OPTIONS" for c in spec.commands if "OPTION" in c.word}
    for sound, demo, texts, _ in legends(spec):
        assert texts["F1"] == ("F1 SOUND OFF" if sound else "F1 SOUND ON")
        if spec.has_demo:
            assert texts["F2"] == ("F2 DEMO OFF" if demo else "F2 DEMO ON")
        for key, text in words.items():
            assert texts.get(key, text) == text, (spec.command, texts)
        for toggle in spec.toggles:  # a toggle keeps its own words, crowded or not
            assert texts[toggle.key].partition(" ")[2] in toggle.words


@pytest.mark.parametrize("spec", [s for s in SPECS if s.delay_dial is not None],
                         ids=lambda s: s.command)
def test_the_delay_figure_is_labelled_with_the_word_of_its_keys(spec: GameSpec) -> None:
    dial = spec.delay_dial
    assert dial is not None
    for *_, figure in legends(spec):
        assert f"{dial.legend_keys} DELAY ".lstrip() in figure  # e.g. "F8/F9 DELAY 1.0"
