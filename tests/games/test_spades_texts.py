"""Spades words: the messages for events and refusals, and the F5 text."""

from __future__ import annotations

import re

import pytest

from games.spades import events as ev
from games.spades import messages
from games.spades.deck import EXTRA_JOKER, JOKER, parse
from games.spades.instructions import TEXT
from games.spades.messages import hand_summary, label, refusal, result, say, who
from games.spades.position import bid_all, new_deal, play
from games.spades.rulebook import EAST, NORTH, SOUTH, WEST, Options
from games.spades.scoring import TeamScore, penalty_text, score_hand
from tests.games.seed_copy import copied_from_seed

LINES = TEXT.splitlines()
SEED = "004_9b09f03d161113d0.txt"
HANDS = [
    "JO AS KS 2H 3H 4H 5H 6H 7H 3D 4D 5D 6D",
    "EJ QS JS 8H 9H TH JH 7D 8D 9D TD 3C 4C",
    "TS 9S 8S QH KH AH JD QD KD AD 5C 6C 7C",
    "7S 6S 5S 4S 3S 2S 8C 9C TC JC QC KC AC",
]


def test_the_human_is_you_wherever_he_sits_and_nobody_in_the_demo():
    assert who(SOUTH, SOUTH) == "YOU" and who(SOUTH, None) == "SOUTH"
    assert who(EAST, EAST) == "YOU" and who(NORTH, EAST) == "NORTH"
    assert say(ev.Event(ev.BID, SOUTH, value=4), SOUTH) == "YOU BID 4"
    assert say(ev.Event(ev.BID, WEST, value=4), SOUTH) == "WEST BIDS 4"


def test_second_pass_bids_say_whether_they_changed():
    kept = ev.Event(ev.BID, EAST, value=3, second=True, changed=False)
    changed = ev.Event(ev.BID, EAST, value=5, second=True, changed=True)
    assert say(kept, SOUTH) == "EAST KEEPS THE BID OF 3"
    assert say(changed, SOUTH) == "EAST CHANGES THE BID TO 5"


def test_renege_penalty_and_sandbag_messages_name_the_sides():
    renege = say(ev.Event(ev.RENEGE, SOUTH, (parse("5C"),), team=0), SOUTH)
    assert renege.startswith("RENEGE! YOU DID NOT FOLLOW SUIT") and renege.endswith("TO E-W")
    forfeit = say(ev.Event(ev.FORFEIT, NORTH, team=1), SOUTH)
    assert "NORTH WON IS COUNTED FOR E-W" in forfeit
    bags = say(ev.Event(ev.BAG_PENALTY, team=1, value=100), SOUTH)
    assert bags == "E-W HAVE TOO MANY SANDBAGS: 100 POINTS OFF"
    assert say(ev.Event(ev.PLAY, SOUTH, (JOKER,)), SOUTH) == "", "the table shows plays"


def test_cards_in_messages():
    assert label(JOKER) == "JOKER" and label(EXTRA_JOKER) == "EXTRA JOKER"
    assert label(parse("TD")) == "10\u2666"


def test_a_refusal_names_the_suit_to_follow():
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3, 4, 2])
    play(state, "2H")
    reason = state.why_illegal(parse("3C"))
    assert refusal(reason, state) == "YOU MUST FOLLOW SUIT: PLAY HEARTS"


def test_the_penalty_message_gives_the_sheets_own_figure():
    line = score_hand(TeamScore(200, 8, 0), 4, 7)
    assert penalty_text(line) == "-110 (100 PENALTY, 10 BAGS CLEARED)"
    assert messages.bag_penalty(1, line) == (
        "E-W: TOO MANY SANDBAGS, 100 POINTS OFF, 10 BAGS CLEARED: -110 ON THE SHEET")
    assert len(messages.bag_penalty(1, line)) <= 78


def test_the_hand_summary_and_the_result():
    state = new_deal(WEST, HANDS, options=Options(hand_limit=1))
    bid_all(state, [3, 3, 4, 2])
    while state.phase == "play":
        state.apply_action(state.legal_actions()[0])
    assert re.fullmatch(r"N-S [+-]\d+ \(7 BID, \d+ MADE\)   E-W [+-]\d+ \(5 BID, \d+ MADE\)",
                        hand_summary(state))
    assert state.phase == "over"
    text = result(state)
    assert text.endswith("THE HANDS ALLOWED ARE PLAYED") or text.startswith("THE GAME IS A DRAW")
    state.scores = [TeamScore(410, 0, 0), TeamScore(410, 3, 0)]
    state.winner = None
    assert result(state) == "THE GAME IS A DRAW, 410 POINTS EACH"


# --- the F5 text ---------------------------------------------------------------------------


def test_every_line_fits_the_viewer_in_capitals():
    assert [line for line in LINES if len(line) > 76 or line != line.rstrip()] == []
    assert [line for line in LINES if line != line.upper()] == []


@pytest.mark.parametrize("fact", [
    "52 CARDS", "JOKER (JO)", "EXTRA JOKER (EJ)", "UP TO THREE", "FACE UP", "PRESS SPACE",
    "NO SPADE", "NOTHING BUT SPADES", "FROM 0 TO 13", "BACKSPACE", "10 FOR EVERY", "400",
    "+74", "-34", "TENTH SANDBAG COSTS THE SIDE 100", "EVERY THIRD", "A DRAW", "SPADES.SCR",
    "RENEGE OPTION", "NEXT TWO BOOKS", "3H, TC", "LEFT AND RIGHT", "CLICK", "KEYPAD",
    "F1", "F2", "F5", "F7", "F10", "UP, DOWN", "SPADES MS",
])
def test_facts_and_keys_are_stated(fact):
    assert fact in TEXT


def test_the_command_line_letters_are_all_listed_as_help_lists_them():
    from games.spades.program import SPEC
    section = TEXT.split("COMMAND LINE:")[1].splitlines()
    listed = [line.split()[0] for line in section if line.startswith("  ")]
    assert listed == list(SPEC.letters) == ["S", "M", "C", "D", "*"]


@pytest.mark.parametrize("banned", ["TOMMY", "TOYS", "CATALOG", "P.O. BOX", "$", "JAIL"])
def test_no_company_or_shareware_text(banned):
    assert banned not in TEXT


def test_no_eight_word_run_of_the_original_instructions():
    assert copied_from_seed(TEXT, SEED) == []
