"""The OpenSpiel yardstick's parts that need no OpenSpiel: the resample functions, the
one-hand arena games, the arena's words when the extra is missing, and the rule that only
``games.spiel``'s ``game`` and ``bots`` import OpenSpiel (the default install lacks it)."""

from __future__ import annotations

import ast
import random
import sys
from pathlib import Path

import pytest

import games.spiel
from games import arena as cli
from games._shared.registry import GAMES, UNITS, load_entry
from games._shared.state import GameState, sample_chance
from games.spiel.worlds import RESAMPLE

ROOT = Path(__file__).resolve().parents[1]
PRIVATE_HANDS = {"sixty-six", "basra", "passur", "spades", "basra-hand", "passur-hand",
                 "spades-hand"}
"""Games where a seat's own cards are hidden from the others (in Russian Bank nobody sees
the face-down cards, in Pachisi nothing is hidden)."""


def decisions(name: str, count: int, seed: int) -> list[GameState]:
    """``count`` positions with a player to move, from random play of arena game ``name``."""
    entry, rng, found = load_entry(name), random.Random(seed), []
    while len(found) < count:
        state = entry.new_state()
        for _ in range(600):
            if state.is_terminal() or len(found) >= count:
                break
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if rng.random() < 0.15:
                found.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("name", sorted(RESAMPLE))
def test_a_resample_keeps_what_the_mover_sees_and_moves_what_it_does_not(name):
    entry = load_entry(name)
    rng = random.Random(f"worlds:{name}")
    moved = others_changed = 0
    for state in decisions(name, 30, seed=17):
        viewer = state.current_player()
        other = RESAMPLE[name](state, viewer, rng)
        assert other.information_state(viewer) == state.information_state(viewer)
        assert other.legal_actions() == state.legal_actions()
        if entry.check_state is not None:
            entry.check_state(other)
        moved += str(other) != str(state)
        others_changed += any(other.information_state(p) != state.information_state(p)
                              for p in range(entry.num_players) if p != viewer)
    if name == "pachisi":
        assert moved == 0 and others_changed == 0
    elif name in PRIVATE_HANDS:
        assert moved >= 20 and others_changed >= 20
    else:
        assert moved >= 20 and others_changed == 0, "nobody sees Russian Bank's face-down cards"


def test_every_arena_game_has_a_resample_function():
    assert set(RESAMPLE) == set(GAMES) | set(UNITS)


def test_a_one_hand_game_ends_after_its_hand(capsys):
    assert cli.main(["basra-hand", "--a", "greedy", "--b", "random", "--games", "2"]) == 0
    assert '"games": 2' in capsys.readouterr().out
    state = decisions("spades-hand", 1, seed=3)[0]
    rng = random.Random(4)
    while not state.is_terminal():
        state.apply_action(sample_chance(state, rng) if state.is_chance_node()
                           else rng.choice(state.legal_actions()))
    assert len(state.sheet) == 1


def test_without_openspiel_the_arena_says_how_to_get_it(monkeypatch, capsys):
    monkeypatch.delattr(games.spiel, "bots", raising=False)
    monkeypatch.setitem(sys.modules, "games.spiel.bots", None)
    with pytest.raises(SystemExit) as stopped:
        cli.main(["sixty-six", "--b", "ismcts:1000", "--games", "2"])
    assert stopped.value.code == 2
    said = capsys.readouterr().err
    assert "OpenSpiel is not installed" in said and "pip install -e '.[openspiel]'" in said


def test_the_arena_names_openspiels_players_and_says_mcts_sees_every_card(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "SEES EVERY CARD" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stopped:
        cli.main(["sixty-six", "--b", "mcts:x"])
    assert stopped.value.code == 2
    assert "ismcts:N, mcts:N" in capsys.readouterr().err


def _imports(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    if not any(name in text for name in ("pyspiel", "open_spiel", "numpy")):
        return set()
    found = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


def test_only_the_spiel_game_and_bots_import_openspiel():
    allowed = {ROOT / "games/spiel/game.py", ROOT / "games/spiel/bots.py"}
    for path in sorted([*(ROOT / "games").rglob("*.py"), *(ROOT / "retro").rglob("*.py")]):
        if path not in allowed:
            assert not _imports(path) & {"pyspiel", "open_spiel", "numpy"}, path
