"""Russian Bank's comforts: Backspace takes back to the person's last decision (a whole
computer turn undone with it, never stuck on a turn that ended by itself), the same keys
then lead to the same table; the count at the end; L the log; G a new game; the option
off, nobody at the keyboard, nothing yet to take back, half a move typed.

Seed 9: player 2 (the computer, the greedy bot) begins and player 1, at the keyboard,
wins the greedy game by 33 points. ``plan_game`` gives player 1's moves as typed.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games import launcher
from games._shared.comforts import NO_KEYBOARD, SWITCHED_OFF
from games._shared.files import file_path
from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.kept_game import Luck
from games.catalogue import PROGRAMS
from games.russian_bank import bank_table, keeping, resuming
from games.russian_bank.ai import AIBot, GreedyBot
from games.russian_bank.notation import END
from games.russian_bank.observation import observe
from games.russian_bank.program import main
from games.russian_bank.rules import BankState
from games.spiel.worlds import russian_bank as reshuffle_face_down
from retro import Script, run_headless
from retro.options import Options
from tests.games.russian_bank_play import plan_game
from tests.games.test_russian_bank_ai import hidden_cards

QUIET = Options(intro=False, sound=False)
PLAN = plan_game(9)
KEYS = [keys for _, keys in PLAN.keys]


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())


def decision_points() -> list[int]:
    """Where each typed move of the plan begins in the game's actions."""
    assert PLAN.game is not None
    game, points = BankState(), []
    for i, action in enumerate(PLAN.game.history):
        if game.starter is not None and game.current_player() == 0 \
                and game.legal_actions() != [END]:
            points.append(i)
        game.apply_action(action)
    assert len(points) == len(KEYS)
    return points


POINTS = decision_points()


def typed(moves: list[str], then: str = "") -> Script:
    script = Script()
    for move in moves:
        script.type(move)
    for key in then.split():
        script.key(key)
    return script


def kept() -> dict:
    return json.loads(file_path(keeping.FILE).read_text())


def run(script: Script, seed: int = 9):
    return run_headless(main, seed=seed, options=QUIET, script=script)


def table_rows(snapshot) -> list[str]:
    """The header and the table, without the prompt, message and legend rows."""
    return snapshot.text().splitlines()[:22]


def longest_reply() -> int:
    """The typed move after which the computer's turn is longest (the move ends the turn)."""
    gaps = [(POINTS[k + 1] - POINTS[k], k) for k in range(len(POINTS) - 1)]
    return max(gaps)[1]


def test_one_take_back_undoes_a_whole_computer_turn(data_folder: Path) -> None:
    k = longest_reply()
    assert POINTS[k + 1] - POINTS[k] > 15  # the computer's turn in between is long
    run(typed(KEYS[:k + 1], "Backspace F7 y"))
    saved = kept()
    assert PLAN.game is not None
    assert saved["actions"] == PLAN.game.history[:POINTS[k]]
    assert saved["take_backs"] == 1 and saved["settings"]["BY"].count(keeping.KEYBOARD) == k


def test_a_turn_that_ended_by_itself_is_no_decision_to_stop_at(data_folder: Path) -> None:
    """After a move that left nothing but ending the turn, the program ended it alone;
    a take-back goes back past that end to the move itself, and twice to the one before."""
    k = min(i for i in PLAN.ends_alone if i > 0)
    run(typed(KEYS[:k + 1], "Backspace Backspace F7 y"))
    saved = kept()
    assert PLAN.game is not None
    assert saved["actions"] == PLAN.game.history[:POINTS[k - 1]]
    assert saved["take_backs"] == 2


def test_take_back_three_then_the_same_keys_give_the_same_table(data_folder: Path) -> None:
    k = longest_reply() + 1
    straight = run(typed(KEYS[:k]))
    straight_kept = kept()
    file_path(keeping.FILE).unlink()
    again = run(typed(KEYS[:k], "Backspace Backspace Backspace") + typed(KEYS[k - 3:k]))
    assert table_rows(again.screen) == table_rows(straight.screen)
    back = kept()
    assert back["actions"] == straight_kept["actions"] and back["take_backs"] == 3


def test_the_person_is_told_the_move_is_back_and_the_count(data_folder: Path) -> None:
    result = run(typed(KEYS[:6], "Backspace") + Script().shot("told"))
    told = result.shots["told"].text()
    assert "TAKEN BACK: YOUR MOVE AGAIN (1 TAKE-BACK IN THIS GAME)" in told


def test_the_result_says_how_many_take_backs_were_used(data_folder: Path) -> None:
    script = typed(KEYS[:10], "Backspace") + typed(KEYS[9:]) + Script().shot("result")
    result = run(script)
    said = " ".join(result.shots["result"].text().replace("\u2551", " ").split())
    assert "YOU WIN 33" in said and "WITH 1 TAKE-BACK" in said


def test_backspace_with_half_a_move_typed_rubs_it_out(data_folder: Path) -> None:
    k = next(i for i in range(6, len(KEYS)) if len(KEYS[i]) == 2)  # a card, then its place
    run(typed(KEYS[:k]) + Script().type(KEYS[k][0]).key("Backspace").key("F7").type("y"))
    saved = kept()
    assert saved["take_backs"] == 0
    assert saved["settings"]["BY"].count(keeping.KEYBOARD) == k


@pytest.mark.parametrize(("settings", "said"), [
    ("TAKEBACK=OFF\n", SWITCHED_OFF),
    ("SEATS=CC\n", NO_KEYBOARD),
])
def test_a_take_back_refused_says_why(data_folder: Path, settings: str, said: str) -> None:
    (data_folder / "RBANK.CFG").write_text(settings)
    wait = 0 if "OFF" in settings else 1500
    result = run(typed(KEYS[:3]) + Script().wait(wait).key("Backspace").shot("told"))
    assert said in result.shots["told"].text()


def test_nothing_to_take_back_at_the_start_of_the_game(data_folder: Path) -> None:
    result = run(Script().key("Backspace").shot("told"), seed=12)  # player 1 begins
    assert resuming.NOTHING_TO_TAKE_BACK in result.shots["told"].text()
    assert kept()["take_backs"] == 0


def test_l_shows_the_log_and_esc_comes_back_to_the_same_table(data_folder: Path) -> None:
    result = run(typed(KEYS[:4]) + Script().shot("before").key("L").shot("log").key("Esc")
                 .shot("after"))
    log = result.shots["log"].text()
    assert "RUSSIAN BANK - GAME LOG" in log and "TURN " in log and " TO " in log
    assert result.shots["after"].text() == result.shots["before"].text()


def test_g_asks_then_abandons_the_game_and_deals_a_new_one(data_folder: Path) -> None:
    result = run(typed(KEYS[:4]) + Script().key("G").shot("asked").type("y").shot("gone")
                 .key("Enter").shot("new"))
    assert "START A NEW GAME?" in result.shots["asked"].text()
    assert "GAME ABANDONED" in result.shots["gone"].text()
    assert "GAME 1" in result.shots["new"].text().splitlines()[0]
    saved = kept()
    assert set(saved["settings"]["BY"]) == {keeping.RULES}  # the new deal, nothing played
    assert not (data_folder / "RBANK.SCR").exists()  # nothing counted


def test_the_launcher_marks_russian_bank_kept_while_its_game_waits(data_folder: Path) -> None:
    row = launcher.FIRST_ROW + 2 * [p.title for p in PROGRAMS].index("RUSSIAN BANK")
    run(typed(KEYS[:2], "F7 y"))
    menu = run_headless(launcher.main, seed=5, script=Script(), options=QUIET).screens[0]
    assert menu.row_text(row).rstrip(" ║").endswith("KEPT")
    file_path(keeping.FILE).unlink()
    menu = run_headless(launcher.main, seed=5, script=Script(), options=QUIET).screens[0]
    assert menu.row_text(row).rstrip(" ║").endswith("READY")


def test_after_a_take_back_the_computer_decides_only_from_what_its_seat_knows() -> None:
    """Positions reached by a take-back of seat 0's move, that move made again another
    way, and the computer (seat 1) to choose, with the generator the program gives it:
    dealing the face-down cards again among their places never changes its choice."""
    def position(rng: random.Random) -> BankState:
        while True:
            luck, game, by = Luck(random.Random(rng.random()), [], seed="honest"), \
                BankState(), ""
            while not game.over and len(game.history) < rng.randrange(130, 400):
                chance = game.is_chance_node()
                by += keeping.RULES if chance else "KC"[game.current_player()]
                game.apply_action(luck.draw(game) if chance
                                  else rng.choice(game.legal_actions()))
            if game.over:
                continue
            saved = keeping.record_of(game, by, "KC", luck, "")
            back = keeping.taken_back(saved, [0])
            if back is None or not isinstance(back.state, BankState):
                continue
            state = back.state
            state.apply_action(rng.choice(state.legal_actions()))  # seat 0's move, again
            while not state.over and state.current_player() == 0:
                state.apply_action(rng.choice(state.legal_actions()))
            if not state.over and state.current_player() == 1 \
                    and len(state.legal_actions()) > 1:
                return state

    class AfterTakeBack:
        """The computer as the program asks it: the generator made by ``Luck.decider``."""

        def choose(self, state, rng):
            return AIBot().choose(state, Luck(random.Random(0), [], seed="s").decider(state))

    probe = HonestyProbe(position=position, observe=observe, resample=reshuffle_face_down,
                         hidden=hidden_cards)
    report = honesty_report(AfterTakeBack(), probe, positions=25, seed=16)
    assert report.moved > 15 and report.changed == 0
