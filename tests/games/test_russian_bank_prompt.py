"""Russian Bank's prompt offers only what the rules allow at that moment, and every
message names the other side the one way the corner panels do (PLAYER 1 or PLAYER 2)."""

from __future__ import annotations

from types import SimpleNamespace

from games.russian_bank.input import check, prompt_for
from games.russian_bank.notation import is_move, parse_move
from games.russian_bank.position import make_position
from games.russian_bank.rules import BankState, Options
from games.russian_bank.screen import View

ONE_PERSON = ("YOU", "PLAYER 2")
KINGS = ("KS1", "KH1", "KD1", "KC1", "KS2", "KH2", "KD2", "KC2")
"""Eight full houses: no house waits to be filled."""


def prompt(game: BankState, names: tuple[str, str] = ONE_PERSON) -> str:
    """The prompt for ``game`` as the program shows it to the person."""
    bank = SimpleNamespace(game=game, view=View(), names=lambda: names, hinted_action=lambda: None)
    return prompt_for(bank)  # type: ignore[arg-type]


def test_no_turning_up_is_offered_while_a_house_must_be_filled_from_the_reserve() -> None:
    game = make_position(houses=("KS1", "", "9H2"), reserves=("5C1 7D1", "4S2"),
                         hands=("3D1 QD1", "2C2"))
    assert ". TURN UP" not in prompt(game)
    assert prompt(game) == "YOUR TURN: FILL THE EMPTY HOUSE FROM YOUR RESERVE (R2)  X ABANDON"
    stop_mode = make_position(houses=("KS1", "", "9H2"), reserves=("5C1 7D1", "4S2"),
                              hands=("3D1 QD1", "2C2"), options=Options(stop_mode=True))
    assert ". TURN UP" in prompt(stop_mode)  # allowed there, and open to a stop


def test_only_a_foundation_move_is_offered_when_one_must_come_first() -> None:
    game = make_position(houses=("KS1", "9H2"), foundations=("AH2",),
                         reserves=("5C1 2H1", "7S2"), hands=("3D1 4D1", "8C2"))
    assert prompt(game) == "YOUR TURN: TO A FOUNDATION FIRST (RF...)  X ABANDON"


def test_a_free_turn_offers_moves_and_turning_up() -> None:
    game = make_position(houses=KINGS, reserves=("5C1 QD1", "7S2"), hands=("3D1 4D1", "8C2"))
    assert prompt(game) == "YOUR TURN: A MOVE (R3 7F DR...)  . TURN UP  X ABANDON"
    assert prompt(game, ("PLAYER 1", "PLAYER 2")).startswith("PLAYER 1: A MOVE")


def test_a_refusal_names_the_other_side_by_its_seat() -> None:
    game = make_position(houses=("KS1", "9H2"), reserves=("5C1 QD1", ""),
                         hands=("3D1 4D1", "8C2"))
    assert check(game, parse_move("1R"), ONE_PERSON) == "PLAYER 2'S RESERVE IS EMPTY"
    assert check(game, parse_move("1W"), ONE_PERSON) == "PLAYER 2'S WASTE IS EMPTY"
    assert check(game, parse_move("1W")) == "PLAYER 2'S WASTE IS EMPTY"


def test_with_only_turning_up_left_the_prompt_has_no_hole_for_a_move() -> None:
    game = make_position(houses=KINGS, reserves=("", "7S2"), hands=("3D1 4D1", "8C2"))
    assert [action for action in game.legal_actions() if is_move(action)] == []
    assert prompt(game) == "YOUR TURN: . TURN UP  X ABANDON"
