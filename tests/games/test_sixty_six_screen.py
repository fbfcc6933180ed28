"""Sixty-Six's table keeps short events in view: the last trick's bonus, trump-nine swaps,
the choice between two cards of one rank, and plain wording for one card and the dealer."""

from __future__ import annotations

import random

from games._shared.look import look_for
from games.sixty_six import events as ev
from games.sixty_six import screen
from games.sixty_six.deck import parse
from games.sixty_six.input import prompt_for
from games.sixty_six.match import MatchState
from games.sixty_six.position import make_position
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE, DealState
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


def test_a_close_goes_on_the_frame_and_keeps_every_entry() -> None:
    state = make_position(hands=("9C KH QH", "KS QS JD"), trump="AC", stock="JS TS 9S",
                          rest_won_by=1, points=(20, 30), tricks=(1, 1))
    state.apply_action(EXCHANGE_TRUMP_NINE)
    state.apply_action(parse("KH"))  # declares hearts
    state.events.append(ev.Event(ev.MARRIAGE, 1, (parse("KS"), parse("QS")), 20))
    state.closed_by = 1
    assert screen.box_lines(state) == ["YOU      9♣ FOR A♣", "YOU      ♥ 20", "COMPUTER ♠ 20"]
    rows = drawn(state)
    assert rows[21][54:79].startswith("└─ CLOSED BY COMPUTER ─")
    assert [rows[r][56:78].rstrip() for r in (18, 19, 20)] == screen.box_lines(state)


def _busy(marriages: tuple[tuple[int, str, int], ...]):
    """A deal whose log holds these marriages (player, suit letter, value) and a swap."""
    state = make_position(hands=("9C AH", "9H AS"), trump="AC", stock="JS TS 9S",
                          rest_won_by=1, points=(20, 30), tricks=(1, 1))
    state.apply_action(EXCHANGE_TRUMP_NINE)
    for player, suit, value in marriages:
        state.events.append(ev.Event(ev.MARRIAGE, player, (parse("K" + suit),
                                                           parse("Q" + suit)), value))
    return state


def test_a_busy_deal_keeps_all_four_marriages_and_the_swap() -> None:
    """Five entries used to lose the oldest two (the swap and a marriage) without a word."""
    state = _busy(((1, "H", 20), (0, "D", 20), (1, "S", 20), (0, "C", 40)))
    state.closed_by = 0
    assert screen.box_lines(state) == ["YOU      ♦20 ♣40", "COMPUTER ♥20 ♠20",
                                       "YOU      9♣ FOR A♣"]
    rows = drawn(state)
    assert "CLOSED BY YOU" in rows[21]


def test_four_marriages_by_one_player_take_two_lines() -> None:
    state = _busy(((1, "H", 20), (1, "D", 20), (1, "S", 20), (1, "C", 40)))
    assert screen.box_lines(state) == ["COMPUTER ♥20 ♦20 ♠20", "COMPUTER ♣40",
                                       "YOU      9♣ FOR A♣"]


def test_no_deal_overfills_the_box_or_loses_an_entry() -> None:
    """Deals played out at random, declaring, swapping and closing whenever allowed:
    the box always fits and shows every declaration and swap."""
    rng = random.Random(66)
    busiest = 0
    for _ in range(300):
        state = DealState(rng.randrange(2))
        while not state.is_terminal():
            if state.is_chance_node():  # kings and queens first, so marriages abound
                cards = [a for a, _ in state.chance_outcomes()]
                royal = [a for a in cards if a % 6 in (2, 3)]
                state.apply_action(rng.choice(royal if royal and rng.random() < 0.8
                                              else cards))
                continue
            actions = state.legal_actions()
            special = [a for a in actions if a == EXCHANGE_TRUMP_NINE or (
                a == CLOSE and rng.random() < 0.05)]
            kings = [a for a in actions if a < 24 and a % 6 in (2, 3)]
            pick = special or kings
            state.apply_action(rng.choice(pick or actions))
            lines = screen.box_lines(state)
            assert len(lines) <= screen.BOX_ROWS and all(
                len(line) <= screen.BOX_WIDTH for line in lines), lines
            told = sum(1 for e in state.events if e.kind in (ev.MARRIAGE, ev.EXCHANGE))
            shown = sum(line.count("♥") + line.count("♦") + line.count("♣")
                        + line.count("♠") for line in lines)
            swaps = sum(1 for e in state.events if e.kind == ev.EXCHANGE)
            assert shown == told + swaps  # a swap shows two suit symbols
            busiest = max(busiest, told)
    assert busiest >= 4  # the box had more than its three lines to show


def test_two_cards_of_a_rank_are_named_while_the_suit_is_awaited() -> None:
    state = make_position(hands=("KH KS", "9H QS"), trump="C", rest_won_by=1, points=(40, 50))
    assert prompt_for(state, "K") == "CARD K_ : YOU HOLD K♥ AND K♠; TYPE THE SUIT, OR ESC"
    assert prompt_for(state, "9").endswith("TYPE ITS SUIT (H D C S), OR ENTER, OR ESC")


def test_one_card_left_is_place_1_not_1_to_1() -> None:
    state = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1, points=(40, 50))
    assert "NAME IT (KH, T=10), 1, " in prompt_for(state, "")
    two = make_position(hands=("AH KS", "9H QS"), trump="C", rest_won_by=1, points=(40, 50))
    assert "NAME IT (KH, T=10), 1-2, " in prompt_for(two, "")


def test_the_help_says_t_is_the_ten_and_enter_asks_between_two() -> None:
    from games.sixty_six.instructions import TEXT
    words = " ".join(TEXT.split())
    assert "T BEING THE TEN, HERE AS IN BASRA AND SPADES" in words
    assert "HOLDING TWO OF THE RANK, YOU ARE ASKED WHICH SUIT" in words
    assert "A 0, OR ANY KEY THAT CANNOT GO ON TO A CARD'S NAME, IS REFUSED" in words
