"""Pachisi's words: the F5 text fits the viewer and states the rules; every event is told."""

from __future__ import annotations

import random
import re

import pytest
from test_instructions import VIEWER_WIDTH

from games._shared.state import sample_chance
from games.pachisi import events as ev
from games.pachisi import messages
from games.pachisi.grounds import Grounds, grounds
from games.pachisi.instructions import TEXT
from games.pachisi.position import make_position
from games.pachisi.rulebook import PASS, bonus_action, move_action
from games.pachisi.rules import PachisiState
from tests.games.seed_copy import copied_from_seed

LINES = TEXT.splitlines()
SEED = "003_bf4c68eee8215430.txt"


def headings() -> list[str]:
    return [line[:-1] for line in LINES if line.endswith(":") and line == line.upper()]


def section(name: str) -> str:
    start = LINES.index(name + ":") + 1
    end = next((i for i in range(start, len(LINES)) if LINES[i].endswith(":")
                and LINES[i][:-1] in headings()), len(LINES))
    return "\n".join(LINES[start:end])


def test_the_help_fits_the_viewer_in_capitals():
    assert [line for line in LINES if len(line) > VIEWER_WIDTH] == []
    assert [line for line in LINES if line != line.upper()] == []
    assert all(line == line.rstrip() for line in LINES)


def test_the_help_has_its_sections():
    assert headings() == [
        "PLAYERS", "THE BOARD", "THE GOAL", "ROLLING AND MOVING", "ENTERING",
        "SHARING SQUARES AND CAPTURING", "BLOCKADES", "BONUS MOVES", "DOUBLES", "GOING HOME",
        "PASSING", "KEYS", "SAVING", "COMMAND LINE",
    ]


@pytest.mark.parametrize("key", ["ARROWS", "ENTER", "SPACE", "ESC", "P", "N", "F1", "F2",
                                 "F4", "F6", "F5", "F7", "F8", "F9", "F10", "PGUP", "PGDN"])
def test_the_keys_section_names_every_key(key):
    assert re.search(rf"(?<![\w-]){key}(?![\w-])", section("KEYS")), key


@pytest.mark.parametrize("fact", [
    "96 SQUARES", "1 TO 68", "69 TO 96", "71 STEPS", "FOURTH FROM THE MIDDLE",
    "COUNTER-CLOCKWISE", "CLOCKWISE, TO THE\nPLAYER ON THE LEFT", "ADD UP TO 5",
    "DOUBLE\nFIVES BRING OUT TWO PAWNS", "AT MOST TWO PAWNS", "20 SQUARES", "ONE OF 10",
    "FULL\nDISTANCE", "7 MINUS THE TOP", "14 IN ALL", "ALL FOUR NUMBERS MUST BE PLAYED",
    "THIRD DOUBLES", "EXACT COUNT", "PACHISI.TMP", "PACHISI MS", "HZ", "MOUSE",
])
def test_the_rules_facts_are_stated(fact):
    assert fact in TEXT


@pytest.mark.parametrize("letter", ["S", "M", "C", "D"])
def test_command_line_letters_are_listed(letter):
    assert re.search(rf"^  {letter} {{3,}}\S", section("COMMAND LINE"), re.MULTILINE)


def test_the_star_letter_is_not_offered_but_the_flag_is():
    assert not re.search(r"^  \* ", section("COMMAND LINE"), re.MULTILINE)
    assert "--NO-INTRO" in section("COMMAND LINE")


@pytest.mark.parametrize("banned", ["TOMMY", "TOYS", "CATALOG", "P.O. BOX", "$", "DEMO DISK",
                                    "ALIENS"])
def test_no_company_or_mail_order_text(banned):
    assert banned not in TEXT


def test_no_eight_word_run_of_the_original_instructions():
    assert copied_from_seed(TEXT, SEED) == []
    events = _events_of_random_games()
    said = "\n".join(messages.say(e) for e in events)
    assert copied_from_seed(said, SEED) == []


# --- messages ----------------------------------------------------------------------------


def _events_of_random_games() -> list[ev.Event]:
    found: list[ev.Event] = []
    rng = random.Random(2)
    for _ in range(3):
        state = PachisiState()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        found += state.events
    return found


def test_every_event_of_random_games_has_a_line():
    events = _events_of_random_games()
    assert {e.kind for e in events} >= {ev.FIRST, ev.ROLL, ev.ENTER, ev.MOVE, ev.CAPTURE,
                                        ev.HOME, ev.BONUS_EARNED, ev.BONUS_MOVE, ev.TURN,
                                        ev.ROLL_AGAIN, ev.WIN}
    for event in events:
        line = messages.say(event)
        assert line and line == line.upper(), event


def test_a_capture_names_both_colours_and_the_square():
    state = make_position({0: [10], 1: [12]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    lines = [messages.say(e) for e in state.events]
    assert "RED CAPTURES PURPLE'S PAWN ON SQUARE 12: BACK TO ITS START" in lines
    assert "RED EARNS A BONUS MOVE OF 20 FOR THE CAPTURE" in lines
    assert "RED ROLLS 1 AND 2" in lines


def test_tops_and_bottoms_lines():
    state = make_position({0: [71, "home", "home", "home"]}, roll=(2, 2))
    state.apply_action(PASS)
    lines = [messages.say(e) for e in state.events]
    assert lines == [
        "RED ROLLS DOUBLE 2S",
        "ALL PAWNS OUT: RED PLAYS TOPS AND BOTTOMS, 2, 2, 5 AND 5 (ALL FOUR OR NONE)",
        "RED CANNOT PLAY ALL FOUR NUMBERS, SO PLAYS NONE",
        "DOUBLES: RED ROLLS AGAIN",
    ]


def test_triple_doubles_line_and_refusals():
    state = make_position({0: [10]}, roll=(4, 4), doubles=2)
    assert messages.say(state.events[-2]) == (
        "THIRD DOUBLES FOR RED: THE PAWN ON SQUARE 10 GOES BACK TO START; TURN OVER")
    assert messages.say(state.events[-1]) == "GREEN'S TURN"
    state = make_position({0: [10]}, roll=(2, 3))
    assert messages.refusal(state.why_illegal(move_action(1, 2)) or "") == (
        "YOU NEED A FIVE TO ENTER")
    assert messages.refusal(state.why_illegal(PASS) or "") == messages.PASS_REFUSED


def _refused(state, action) -> str:
    reason = state.why_illegal(action)
    assert reason is not None
    return messages.refusal(reason, grounds(state, action, reason))


def test_refusals_say_whose_blockade_which_safety_square_and_which_throw():
    state = make_position({0: [10, "home", "home", "home"], 1: [12, 12]}, roll=(1, 3))
    assert _refused(state, move_action(0, 3)) == (
        "PURPLE'S BLOCKADE ON SQUARE 12 IS IN THE WAY: NO PAWN MAY PASS A BLOCKADE")
    state = make_position({0: [10, 12, 12]}, roll=(4, 6))
    assert _refused(state, move_action(0, 4)).startswith("YOUR OWN BLOCKADE ON SQUARE 12")
    state = make_position({0: [10], 1: [13]}, roll=(3, 1))
    assert _refused(state, move_action(0, 3)) == (
        "PURPLE IS SAFE ON SQUARE 13, A SAFETY SQUARE: NO CAPTURE THERE")
    state = make_position({1: [6, 6]}, roll=(5, 2))
    assert _refused(state, move_action(0, 5)) == (
        "PURPLE'S BLOCKADE FILLS YOUR ENTRY, SQUARE 6: NO PAWN CAN ENTER")
    state = make_position({0: [10]}, roll=(2, 3))
    assert _refused(state, move_action(1, 2)) == (
        "A PAWN ENTERS ONLY WITH A 5 OR TWO DICE MAKING 5: YOU HAVE 2 AND 3")
    assert _refused(state, move_action(0, 6)) == (
        "YOU HAVE NO 6 TO PLAY: WHAT IS LEFT IS 2 AND 3")
    state = make_position({0: [73, 10, "home", "home"]}, roll=(4, 1))
    assert _refused(state, move_action(0, 4)) == (
        "THAT PAWN NEEDS EXACTLY 3 TO GO HOME: 4 WOULD GO PAST IT")


def test_a_lost_bonus_says_why_it_was_lost():
    state = make_position({0: [10], 1: [12]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(0, 1))
    assert _refused(state, bonus_action(1)).startswith("A BONUS MOVE (20) CANNOT ENTER A PAWN")
    state.apply_action(PASS)
    lost = next(e for e in state.events if e.kind == ev.BONUS_GIVEN_UP)
    assert messages.say(lost) == "RED GIVES UP THE BONUS MOVE OF 20 BY PASSING"
    state = make_position({0: [73, 70]}, roll=(3, 1))
    state.apply_action(move_action(0, 3))
    state.apply_action(move_action(1, 1))
    state.apply_action(PASS)
    lost = next(e for e in state.events if e.kind == ev.BONUS_GIVEN_UP)
    assert messages.say(lost) == (
        "RED LOSES THE BONUS MOVE OF 10: NO PAWN CAN MOVE ALL 10 SQUARES")
    assert "BLOCKED OR PAST HOME" in messages.no_move(0, (), 10)


def test_every_worded_refusal_fits_the_message_row():
    for reason in [*messages._REFUSALS, "you have no 6 to move"]:
        facts = Grounds(reason, 1, square=95, owner=1, dice=(6, 6, 1, 1), bonus=20, need=10,
                        tried=20)
        for owner in (1, 2):
            line = messages.refusal(reason, facts._replace(owner=owner))
            assert len(line) <= 78 and line == line.upper(), line
