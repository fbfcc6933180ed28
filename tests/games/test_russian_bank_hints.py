"""Russian Bank's hint: the expert's next move from the seat's own view, in words that
say where to and why and fit the message row; honest; ``?`` then Enter plays it in
the program, the count is kept with the game and told at its end; a golden of the
screen with a hint line."""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from games._shared.files import file_path
from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.strength import BEGINNER, EXPERT, STRENGTH
from games.russian_bank import bank_table, hinting, keeping
from games.russian_bank.ai import GreedyBot
from games.russian_bank.hint import LINE_WIDTH, hint_for
from games.russian_bank.notation import STOP, parse_move
from games.russian_bank.observation import observe
from games.russian_bank.position import make_position
from games.russian_bank.program import main
from games.russian_bank.rules import Options
from games.russian_bank.strengths import BeginnerBot, ExpertBot, player_for
from games.spiel.worlds import russian_bank as reshuffle_face_down
from retro import Script, run_headless
from retro.options import Options as RunOptions
from tests.games.russian_bank_play import plan_game
from tests.games.test_russian_bank_ai import hidden_cards, random_position

QUIET = RunOptions(intro=False, sound=False)
FULL = ("KC1", "QC2", "9S2", "KS1", "KS2", "KC2", "JC1", "5S2")


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())


class HintedBot:
    """A player that plays whatever the hint says."""

    def choose(self, state, rng):
        return hint_for(state, state.current_player(), rng).action


def test_the_hint_is_the_move_the_expert_would_make_and_fits_the_row():
    rng = random.Random(8)
    for i in range(40):
        state = random_position(rng, stop=0.01)
        seat = state.current_player()
        hint = hint_for(state.clone(), seat, random.Random(i))
        assert hint.action == ExpertBot().choose(state.clone(), random.Random(i))
        assert len(hint.line()) <= LINE_WIDTH, hint.line()
        assert hint.words.split()[0] in hint.line()


def test_a_hint_tells_no_face_down_card():
    probe = HonestyProbe(position=lambda rng: random_position(rng, stop=0.004),
                         observe=observe, resample=reshuffle_face_down, hidden=hidden_cards)
    report = honesty_report(HintedBot(), probe, positions=60, seed=24)
    assert report.moved >= 50 and report.changed == 0


@pytest.mark.parametrize(("setup", "keys", "why"), [
    ({"reserves": ("5S1 2H2", "5C2"), "turnup": "2H1", "foundations": ("AH1", "AH2")},
     "RF", "THE RESERVE'S CARD GOES UP FIRST"),
    ({"houses": ("KC1", "QC2", "9S2", "KS1", "KS2", "KC2", "JC1", "7H1"),
      "reserves": ("5S1 4C1 2D1", "6H2"), "hands": ("9C1 4H1 JD1", "8C2")},
     "8R", "ONTO PLAYER 2'S RESERVE: A LOAD"),
    ({"reserves": ("5S1 8D1", "5C2")}, "R3", "ON 9♠ IN HOUSE 3: SHED THE RESERVE"),
    ({"houses": ("KC1", "QC2", "", "KS1", "KS2", "KC2", "JC1", "5S2"),
      "reserves": ("5S1 8D1", "5C2")}, "R3", "TO EMPTY HOUSE 3"),
])
def test_the_hint_says_where_the_card_goes_and_why(setup, keys, why):
    state = make_position(houses=setup.get("houses", FULL),
                          foundations=setup.get("foundations", ("AS1",)),
                          reserves=setup["reserves"],
                          hands=setup.get("hands", ("9C1 4C1", "8C2")),
                          turnup=setup.get("turnup"))
    hint = hint_for(state, 0, random.Random(0))
    assert hint.action == parse_move(keys)
    assert hint.words.startswith(keys) and why in hint.words


def test_after_a_move_out_of_order_the_hint_is_to_stop_it():
    state = make_position(houses=("2H1", "KC1", "9S2"), foundations=("AH2",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"),
                          options=Options(stop_mode=True))
    state.apply_action(parse_move("R3"))
    hint = hint_for(state, 1, random.Random(0), names=("PLAYER 1", "YOU"))
    assert hint.action == STOP and "STOP PLAYER 1" in hint.words


def test_a_hint_is_only_for_the_seat_to_move():
    state = make_position(houses=FULL, foundations=("AS1",), reserves=("5S1 8D1", "5C2"),
                          hands=("9C1 4C1", "8C2"))
    with pytest.raises(ValueError):
        hint_for(state, 1)


# --- in the program --------------------------------------------------------------------------

def recorded_hints(monkeypatch: pytest.MonkeyPatch) -> list:
    """(game, its length, hint) of each hint the program works out."""
    made: list = []

    def recording(state, seat, rng=None, **kwargs):
        hint = hint_for(state, seat, rng, **kwargs)
        made.append((state, len(state.history), hint))
        return hint
    monkeypatch.setattr(hinting, "hint_for", recording)
    return made


def test_question_mark_then_enter_plays_the_hinted_move(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch, golden) -> None:
    made = recorded_hints(monkeypatch)
    script = Script().type("?").shot("hint").key("Enter").wait(100).key("F7").type("y")
    result = run_headless(main, seed=12, options=QUIET, script=script)  # player 1 begins
    (game, length, hint), = made
    assert game.history[length] == hint.action, "Enter played the hinted move"
    screen = result.shots["hint"].text()
    assert hint.line() in screen
    assert "IS THE HINT: ENTER PLAYS IT" in screen
    golden("screens/russian_bank/hint.txt", result.shots["hint"].to_text())
    saved = json.loads(file_path(keeping.FILE).read_text())
    assert saved["hints"] == 1 and saved["actions"][length] == hint.action


def test_another_key_after_a_hint_makes_a_move_of_ones_own(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    made = recorded_hints(monkeypatch)
    script = Script().type("?").type(".").wait(100).key("F7").type("y")
    run_headless(main, seed=12, options=QUIET, script=script)
    (game, length, hint), = made
    assert hint.action != parse_move(".")  # seed 12: the hint is a card move
    assert game.history[length] == parse_move("."), "the key typed, not the hint"


def test_the_result_says_how_many_hints_were_used(data_folder: Path) -> None:
    plan = plan_game(9)  # player 2 begins; player 1 wins the greedy game by 33
    keys = [keys for _, keys in plan.keys]
    script = Script()
    for i, move in enumerate(keys):
        if i in (3, 12):
            script.type("?")
        script.type(move)
    result = run_headless(main, seed=9, options=QUIET, script=script.shot("result"))
    said = " ".join(result.shots["result"].text().replace("\u2551", " ").split())
    assert "YOU WIN 33" in said and "WITH 2 HINTS" in said


def test_a_question_mark_typed_while_the_computer_plays_waits_for_the_persons_turn(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seats: list[int] = []

    def recording(state, seat, rng=None, **kwargs):
        seats.append(seat)
        assert state.table.mover == seat and state.turns >= 1, "the computer's turn is over"
        return hint_for(state, seat, rng, **kwargs)
    monkeypatch.setattr(hinting, "hint_for", recording)
    result = run_headless(main, seed=9, options=QUIET,  # player 2, the computer, begins
                          script=Script().type("?").shot("told"))
    assert seats == [0]
    assert "HINT: " in result.shots["told"].text()


def test_the_count_of_hints_goes_on_in_the_game_resumed_next_time(data_folder: Path) -> None:
    quit_after_a_hint = Script().type("?").key("Esc").key("F7").type("y")
    run_headless(main, seed=12, options=QUIET, script=quit_after_a_hint)
    assert json.loads(file_path(keeping.FILE).read_text())["hints"] == 1
    run_headless(main, seed=5, options=QUIET, script=quit_after_a_hint)  # resumed, not dealt
    assert json.loads(file_path(keeping.FILE).read_text())["hints"] == 2


def test_a_new_strength_plays_from_the_computers_next_decision(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", player_for)  # the real players here
    class Table:
        """Just what ``BankTable.bot`` looks at."""

        shell = SimpleNamespace(values={STRENGTH: EXPERT})
        level = ""
        bots: tuple = ()

    table = Table()
    first = bank_table.BankTable.bot(table, 1)  # type: ignore[arg-type]
    assert isinstance(first, ExpertBot)
    assert bank_table.BankTable.bot(table, 1) is first, "the same player while unchanged"
    table.shell.values[STRENGTH] = BEGINNER
    assert isinstance(bank_table.BankTable.bot(table, 1), BeginnerBot)
