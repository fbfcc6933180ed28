"""The computer's three strengths in Pachisi: who plays each, and how the beginner slips.

The figures of the three against each other are the arena's (issue 17's closing note):
these tests check what each player does, on positions from seeded games.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from games._shared.state import sample_chance
from games._shared.strength import BEGINNER, EXPERT, LEVELS, STANDARD
from games.pachisi import keeping, program
from games.pachisi.ai import AIBot, GreedyBot
from games.pachisi.arena import ENTRY
from games.pachisi.program import main
from games.pachisi.rulebook import PASS
from games.pachisi.rules import PachisiState
from games.pachisi.settings import DEFAULT_STRENGTH, SPEC
from games.pachisi.strengths import BeginnerBot, player_for
from retro import Script, run_headless
from retro.options import Options


def positions(seed: int, count: int) -> list[PachisiState]:
    """Positions with a choice to make, from greedy games of ``seed``."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        state, bot = PachisiState(), GreedyBot()
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if len(state.legal_actions()) > 1:
                found.append(state.clone())
            state.apply_action(bot.choose(state, rng))
    return found


def options_of(state: PachisiState) -> dict:
    assert state.roll is not None
    return {o.action: o for o in state.roll.options(state.places, state.left)
            if o.action in state.legal_actions()}


def with_a_capture(count: int) -> list[PachisiState]:
    return [s for s in positions(3, 1500)
            if any(o.landing.victim >= 0 for o in options_of(s).values())][:count]


def test_each_strength_has_its_player_and_the_arena_names_them() -> None:
    assert isinstance(player_for(BEGINNER), BeginnerBot)
    assert type(player_for(STANDARD)) is GreedyBot
    assert type(player_for(EXPERT)) is AIBot
    assert type(player_for("NONSENSE")) is GreedyBot
    for name, bot in (("beginner", BeginnerBot), ("standard", GreedyBot), ("expert", AIBot),
                      ("ai", AIBot)):
        assert ENTRY.bots[name] is bot
    menu = {o.setting: o for o in SPEC.options}["STRENGTH"]
    assert menu.values == LEVELS and menu.default == DEFAULT_STRENGTH == STANDARD


def test_the_beginner_sometimes_misses_a_capture_the_standard_never() -> None:
    found = with_a_capture(12)
    assert len(found) == 12
    taken = missed = 0
    for state in found:
        greedy = options_of(state)[GreedyBot().choose(state, random.Random(0))]
        assert greedy.landing.victim >= 0
        for seed in range(10):
            choice = options_of(state)[BeginnerBot().choose(state, random.Random(seed))]
            if choice.landing.victim >= 0:
                taken += 1
            else:
                missed += 1
    assert taken > 10 and missed > 10


def test_the_beginner_moves_its_leading_pawn_or_the_first_it_sees() -> None:
    """Without a capture or a pawn home in sight, its move is one of two: the pawn
    farthest along, or the first legal move; the same generator, the same choice."""
    for state in positions(4, 60):
        moves = options_of(state)
        if any(o.landing.victim >= 0 or o.landing.progress == 71 for o in moves.values()):
            continue
        lead = max(o.before for o in moves.values())
        first = min(a for a in moves if a != PASS) if set(moves) != {PASS} else PASS
        for seed in range(4):
            action = BeginnerBot().choose(state, random.Random(seed))
            assert action == BeginnerBot().choose(state, random.Random(seed))
            assert action == first or moves[action].before == lead


def test_the_program_plays_the_strength_the_options_name(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The settings file's strength makes the computer's players; C in the menu of a new
    game changes it (STANDARD -> EXPERT) and the next decisions are the new level's."""
    made: list[str] = []

    def recorded(level: str) -> GreedyBot:
        made.append(level)
        return GreedyBot()

    monkeypatch.setattr(program, "player_for", recorded)
    quiet = Options(intro=False, sound=False)
    (data_folder / "PACHISI.CFG").write_text("SEATS=CCCC\nDELAY=1\nSTRENGTH=BEGINNER\n")
    run_headless(main, seed=3, script=Script().key("Esc").wait(3000), options=quiet)
    assert made and set(made) == {BEGINNER}
    made.clear()
    (data_folder / keeping.FILE).unlink()  # a new game, so that the menu opens
    (data_folder / "PACHISI.CFG").write_text("SEATS=KCCC\nDELAY=1\n")
    menu = Script().type("r").type("c").key("Esc")  # red to the computer, then EXPERT
    run_headless(main, seed=3, script=menu.wait(3000), options=quiet)
    assert made and set(made) == {EXPERT}
    assert "STRENGTH=EXPERT" in (data_folder / "PACHISI.CFG").read_text()

