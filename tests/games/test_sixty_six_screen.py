"""Sixty-Six's table keeps short events in view: the last trick's bonus, trump-nine swaps,
the choice between two cards of one rank, and plain wording for one card and the dealer."""

from __future__ import annotations

from games._shared.look import look_for
from games.sixty_six import events as ev
from games.sixty_six import screen
from games.sixty_six.deck import parse
from games.sixty_six.input import prompt_for
from games.sixty_six.match import MatchState
from games.sixty_six.position import make_position
from games.sixty_six.rules import EXCHANGE_TRUMP_NINE
from retro.textmode import TextScreen


def drawn(state) -> list[str]:
    s = TextScreen()
    match = MatchState()
    match.deal = state
    screen.draw(s, match, screen.View(), look_for(s))
    return s.snapshot().text().splitlines()


def test_the_last_trick_line_shows_the_ten_for_the_last_trick() -> None:
    state = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1, points=(40, 50))
    state.apply_action(parse("AH"))
    state.apply_action(parse("9H"))
    assert "LAST TRICK: A♥ 9♥ TO YOU (11 + 10 FOR THE LAST TRICK)" in drawn(state)[16]


def test_an_ordinary_trick_shows_its_points_only() -> None:
    state = make_position(hands=("AH KS", "9H QS"), trump="C", rest_won_by=1, points=(40, 50))
    state.apply_action(parse("AH"))
    state.apply_action(parse("9H"))
    assert drawn(state)[16].strip() == "LAST TRICK: A♥ 9♥ TO YOU (11)"


def test_the_marriages_box_keeps_a_trump_nine_swap() -> None:
    state = make_position(hands=("9C AH", "KS QS"), trump="AC", stock="JS TS 9S",
                          rest_won_by=1, points=(20, 30), tricks=(1, 1))
    state.apply_action(EXCHANGE_TRUMP_NINE)
    assert any(e.kind == ev.EXCHANGE for e in state.events)
    assert "YOU      9♣ FOR A♣" in drawn(state)[18]


def test_the_box_keeps_the_latest_three_lines_and_a_close() -> None:
    state = make_position(hands=("9C KH QH", "KS QS JD"), trump="AC", stock="JS TS 9S",
                          rest_won_by=1, points=(20, 30), tricks=(1, 1))
    state.apply_action(EXCHANGE_TRUMP_NINE)
    state.apply_action(parse("KH"))  # declares hearts
    assert screen.box_lines(state) == ["YOU      9♣ FOR A♣", "YOU      ♥ 20"]


def test_two_cards_of_a_rank_are_named_while_the_suit_is_awaited() -> None:
    state = make_position(hands=("KH KS", "9H QS"), trump="C", rest_won_by=1, points=(40, 50))
    assert prompt_for(state, "K") == "CARD K_ : YOU HOLD K♥ AND K♠; TYPE THE SUIT, OR ESC"
    assert prompt_for(state, "9").endswith("TYPE ITS SUIT (H D C S), OR ENTER, OR ESC")


def test_one_card_left_is_place_1_not_1_to_1() -> None:
    state = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1, points=(40, 50))
    assert "NAME IT (KH, T=10), 1, " in prompt_for(state, "")
    two = make_position(hands=("AH KS", "9H QS"), trump="C", rest_won_by=1, points=(40, 50))
    assert "NAME IT (KH, T=10), 1-2, " in prompt_for(two, "")
