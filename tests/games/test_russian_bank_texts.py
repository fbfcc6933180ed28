"""Russian Bank words: the keyboard notation, the program's messages and the F5 text."""

from __future__ import annotations

import re
import textwrap

import pytest

from games._shared.dialogs import BOX_TEXT_WIDTH, MESSAGE_WIDTH
from games.russian_bank import events as ev
from games.russian_bank.instructions import TEXT
from games.russian_bank.messages import refusal, result, running, say
from games.russian_bank.notation import (
    ABANDON,
    ALLOW,
    DST_OPP_RESERVE,
    END,
    NUM_MOVES,
    SRC_DECK,
    STOP,
    STOP_MODE_OFF,
    STOP_MODE_ON,
    TURN,
    MoveParseError,
    format_move,
    house_destination,
    house_source,
    move,
    parse_move,
)
from games.russian_bank.order import FILL_FROM_RESERVE, FOUNDATION_FIRST, RESERVE_FIRST
from games.russian_bank.packs import parse
from games.russian_bank.position import make_position
from games.russian_bank.rules import Options
from tests.games.seed_copy import copied_from_seed
from tests.games.test_instructions import VIEWER_WIDTH

# --- notation ------------------------------------------------------------------------------


@pytest.mark.parametrize(("keys", "action"), [
    ("R3", move(1, house_destination(2))),
    ("7F", move(house_source(6), 0)),
    ("DR", move(SRC_DECK, DST_OPP_RESERVE)),
    ("rw", move(1, 10)),
    ("1 8", move(house_source(0), house_destination(7))),
    ("P", END), ("S", STOP), ("N", ALLOW), ("X", ABANDON),
])
def test_the_seeds_keys_name_actions(keys, action):
    assert parse_move(keys) == action


def test_dot_turns_up_a_card_or_with_one_turned_up_ends_the_turn():
    assert parse_move(".") == TURN and parse_move(".", turned_up=True) == END
    assert parse_move("F6") == STOP_MODE_ON and parse_move("F6", stop_mode=True) == STOP_MODE_OFF


def test_every_move_formats_to_keys_that_parse_back():
    for action in range(NUM_MOVES):
        assert parse_move(format_move(action)) == action
    assert [format_move(a) for a in (TURN, END, STOP, ALLOW, ABANDON)] == [".", "P", "S", "N", "X"]


@pytest.mark.parametrize(("keys", "reason"), [
    ("W3", "cards never move from a waste pile"),
    ("F1", "cards never leave the foundations"),
    ("RD", "nothing can be put on a hand"),
    ("H3", "H is no place to take a card from"),
    ("R9", "9 is no place to put a card"),
    ("R", "type two keys"),
    ("R34", "type two keys"),
])
def test_keys_that_name_no_move_are_explained(keys, reason):
    with pytest.raises(MoveParseError, match=reason):
        parse_move(keys)


# --- messages ------------------------------------------------------------------------------


def test_a_load_a_stop_and_a_turnover_are_told_in_words():
    you = ("YOU", "THE COMPUTER")
    load = ev.Event(ev.MOVE, 1, (parse("7H1"),), parse_move("3R"), detail=ev.LOAD)
    assert say(load, you) == "THE COMPUTER LOADS 7\u2665 ONTO YOUR RESERVE"
    assert say(load) == "PLAYER 2 LOADS 7\u2665 ONTO PLAYER 1'S RESERVE"
    stop = ev.Event(ev.STOP, 0, action=parse_move("R3"), value=parse_move("1F"),
                    detail="foundation first")
    assert say(stop, you) == ("YOU CALL STOP! A CARD THAT CAN GO TO A FOUNDATION MUST GO THERE"
                              " BEFORE ANY OTHER MOVE. R3 IS TAKEN BACK, 1F IS PLAYED INSTEAD,"
                              " AND THE COMPUTER'S TURN IS OVER.")
    assert say(ev.Event(ev.TURNOVER, 0, value=12)) == \
        "PLAYER 1 TURNS THE WASTE OVER: A NEW HAND OF 12 CARDS"
    allow = ev.Event(ev.ALLOW, 1, action=parse_move("R3"), detail="foundation first")
    assert say(allow) == "PLAYER 2 LETS PLAYER 1'S MOVE OUT OF ORDER STAND"
    build = ev.Event(ev.MOVE, 0, (parse("7H1"),), parse_move("R3"), detail=ev.BUILD)
    assert say(build) == "", "the table shows a build well enough"


def test_a_count_of_one_takes_the_singular():
    assert say(ev.Event(ev.TURNOVER, 1, value=1)) == \
        "PLAYER 2 TURNS THE WASTE OVER: A NEW HAND OF 1 CARD"
    assert say(ev.Event(ev.TURNOVER, 0, value=1), ("YOU", "PLAYER 2")) == \
        "YOU TURN THE WASTE OVER: A NEW HAND OF 1 CARD"


def test_the_first_player_is_named_by_his_seat_as_f3_or_f4_may_change_who_plays_it():
    you = ("YOU", "THE COMPUTER")
    assert say(ev.Event(ev.START, 1, detail=ev.START_COIN), you) == \
        "PLAYER 2 PLAYS FIRST: TOSS OF A COIN"
    assert say(ev.Event(ev.START, 0, detail=ev.START_RESERVE), you) == \
        "PLAYER 1 PLAYS FIRST: LOWER RESERVE CARD"


STOPS = [(FOUNDATION_FIRST, TURN), (FOUNDATION_FIRST, END), (FOUNDATION_FIRST, parse_move("8F")),
         (RESERVE_FIRST, parse_move("8F")), (FILL_FROM_RESERVE, TURN)]
"""Every rule with every kind of action that can break it (``order.order_violation``)."""
NAMES = [("YOU", "THE COMPUTER"), ("THE COMPUTER", "YOU"), ("PLAYER 1", "PLAYER 2")]


@pytest.mark.parametrize(("rule", "action"), STOPS)
@pytest.mark.parametrize("names", NAMES)
@pytest.mark.parametrize("caller", [0, 1])
def test_every_stop_reads_as_sentences_and_wraps_evenly_in_its_box(rule, action, names, caller):
    text = say(ev.Event(ev.STOP, caller, action=action, value=parse_move("R1"), detail=rule),
               names)
    assert ". ." not in text and ". TAKEN" not in text and text.endswith("TURN IS OVER.")
    assert len(text) + len(" - PRESS A KEY") > MESSAGE_WIDTH  # so it shows in a box
    lines = textwrap.wrap(text, BOX_TEXT_WIDTH)
    assert len(lines) <= 3
    assert len(lines[-1]) >= 0.4 * max(map(len, lines)), lines  # no word left alone


def test_the_result_names_the_score_parts_and_a_refusal_names_the_card():
    state = make_position(houses=("KC1", "9S2"), foundations=("AH2",), reserves=("", "5S2 6S2"),
                          hands=("", "9C2 4D2 3D2"), wastes=("", "8C2"), turnup="2H1")
    assert running(state, 0) == ("38", "(1)") and running(state, 1) == ("31", "(6)")
    assert refusal("a card must go to a foundation first", state) == \
        "2\u2665 MUST GO TO A FOUNDATION FIRST"
    state.apply_action(parse_move("DF"))
    assert result(state, ("YOU", "THE COMPUTER")) == \
        "YOU WIN 38: 30 FOR THE GAME + 4 FOR HAND AND WASTE + 4 FOR THE RESERVE"


def test_draws_and_abandoned_games_say_there_is_no_score():
    state = make_position(houses=("KS1", "KS2", "KC1", "KC2", "KH1", "KH2", "KD1", "KD2"),
                          wastes=("5C1", "9H2"), options=Options(max_moves=1))
    state.apply_action(TURN)
    assert result(state) == "A DRAW: THE GAME HAS GONE ON TOO LONG. NO SCORE"
    assert say(state.events[-1]) == result(state)
    assert say(ev.Event(ev.MODE, None, value=1)).startswith("STOP MODE")


# --- the F5 text ---------------------------------------------------------------------------

LINES = TEXT.splitlines()


def test_every_line_fits_the_viewer_in_capitals():
    assert [line for line in LINES if len(line) > VIEWER_WIDTH] == []
    assert [line for line in LINES if line != line.upper() or line != line.rstrip()] == []


@pytest.mark.parametrize("key", ["R3", "7F", "DR", "P", "S", "N", "X", "ESC", "F1", "F3", "F4",
                                 "F5", "F6", "F7", "F10", "LEFT", "RIGHT", "UP", "DOWN", "MOUSE",
                                 "BACKSPACE", "L", "G"])
def test_every_key_is_explained(key):
    assert re.search(rf"(?<![\w-]){key}(?![\w-])", TEXT), key


@pytest.mark.parametrize("fact", [
    "13 CARDS", "35 CARDS", "FOUR CARDS", "SCORES 30", "PLUS 2 FOR EACH CARD",
    "30 TO 999", "RBANK.SCR", "RBANK.TMP", "THREE TIMES", "3000 MOVES", "NOT SHUFFLED",
    "ACES LOWEST",
    "A COIN IS TOSSED", ".1 TO", "9.9 SECONDS", "RBANK MS", "BEGIN WITH THE SOUND ON",
])
def test_facts_are_stated(fact):
    assert fact in TEXT


def test_each_mode_has_one_name_everywhere_and_the_help_explains_the_legend_word():
    from games.russian_bank.program import SPEC
    from games.russian_bank.screen import MODE_NAMES

    toggle = SPEC.toggles[0]
    assert MODE_NAMES == ("CHECK MODE", "STOP MODE")
    assert toggle.words == ("STOP", "CHECK")  # the legend word: the mode a press enters
    assert say(ev.Event(ev.MODE, None, value=1)).startswith("STOP MODE:")
    assert say(ev.Event(ev.MODE, None, value=0)).startswith("CHECK MODE:")
    assert "THE CHECK MODE" in TEXT and "THE STOP MODE" in TEXT
    assert "F6 STOP WHILE MOVES ARE CHECKED, F6 CHECK IN THE STOP MODE" in " ".join(LINES)
    assert not re.search(r"\bFREE\b", TEXT)


def test_the_help_states_the_engines_draw_rule_and_what_an_abandoned_game_is():
    text = " ".join(TEXT.split())
    assert "WHILE NOT ONE CARD WAS PLAYED FROM A HAND OR A RESERVE" in text
    assert "ONE THAT ONLY GOES ON THE WASTE DOES NOT, NOR DOES A CARD MOVED FROM ONE HOUSE" \
        " TO ANOTHER" in text
    assert "AN ABANDONED GAME (X) SCORES NOTHING AND DOES NOT COUNT" in text
    assert "WAITS UNTIL THE GAME IN PLAY IS WON OR DRAWN" in text


@pytest.mark.parametrize("banned", ["TOMMY", "TOYS", "P.O. BOX", "CATALOG", "$", "EVALUATION"])
def test_no_company_or_shareware_text(banned):
    assert banned not in TEXT


def test_no_eight_word_run_of_the_original_instructions():
    assert copied_from_seed(TEXT, "001_72ded19afe851761.txt") == []


def test_the_computers_moves_are_named_in_keys_and_words():
    from games.russian_bank.messages import move_words

    state = make_position(houses=("KS1", "", "9H2"), reserves=("5C1 / 8S1", "7S2"),
                          hands=("3D1 4D1", ""), wastes=("", "9S2"), mover=0)
    table = state.table
    assert move_words(parse_move("R3"), table, table) == "R3 8\u2660 RESERVE TO HOUSE 3"
    assert move_words(parse_move("1W"), table, table) == "1W K\u2660 HOUSE 1 TO PLAYER 2'S WASTE"
    assert move_words(parse_move("RR"), table, table, ("YOU", "THE COMPUTER")) == \
        "RR 8\u2660 RESERVE TO THE COMPUTER'S RESERVE"
    after = table.copy()
    after.turn_up()
    assert move_words(TURN, table, after) == ". TURNS UP 4\u2666"
    assert move_words(END, table, table) == "P ENDS THE TURN"
