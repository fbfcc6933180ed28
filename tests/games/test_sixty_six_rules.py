"""Sixty-Six rules: one test (or a few) per rule of the seed, plus 10,000 random deals."""

from __future__ import annotations

import random

import pytest

from games._shared.simulate import playthrough, random_playthrough
from games._shared.state import GameState, IllegalAction, sample_chance
from games.sixty_six import events as ev
from games.sixty_six.arena import ENTRY
from games.sixty_six.deck import NUM_CARDS, card_text, parse
from games.sixty_six.invariants import check_deal
from games.sixty_six.match import MatchState
from games.sixty_six.position import make_position
from games.sixty_six.rules import (
    CLOSE,
    EXCHANGE_TRUMP_NINE,
    FOLLOW_HEAD_TRUMP,
    DealState,
    Options,
)

DECK_ORDER = [
    "AH", "TH", "KH", "QH", "JH", "9H", "AD", "TD", "KD", "QD", "JD", "9D",
    "AC", "TC", "KC", "QC", "JC", "9C", "AS", "TS", "KS", "QS", "JS", "9S",
]


def names(cards: list[int]) -> str:
    return " ".join(card_text(c) for c in cards)


def play(state: DealState, *moves: str | int, stack: list[str] | None = None) -> DealState:
    """Apply moves (card texts or CLOSE/EXCHANGE), feeding chance nodes from ``stack``."""
    for move in moves:
        while state.is_chance_node():
            state.apply_action(parse(stack.pop(0)))
        state.apply_action(parse(move) if isinstance(move, str) else move)
    while stack and state.is_chance_node():
        state.apply_action(parse(stack.pop(0)))
    return state


def stacked(dealer: int = 1) -> tuple[DealState, list[str]]:
    state, stack = DealState(dealer), list(DECK_ORDER)
    play(state, stack=stack)
    return state, stack


# --- dealing -----------------------------------------------------------------------------


def test_deal_gives_three_three_three_three_non_dealer_first_then_turns_trump():
    state, stack = stacked(dealer=1)
    assert names(state.hand(0)) == "AH TH KH AD TD KD"
    assert names(state.hand(1)) == "QH JH 9H QD JD 9D"
    assert card_text(state.trump_card) == "AC" and state.trump_suit == 2
    assert state.stock.bit_count() == 11 and state.stock_size == 12
    assert state.current_player() == 0, "the non-dealer leads"
    assert stack == DECK_ORDER[13:]


def test_deal_chance_outcomes_are_the_undealt_cards_uniformly():
    state = DealState(0)
    assert state.is_chance_node() and len(state.chance_outcomes()) == NUM_CARDS
    state.apply_action(5)
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [c for c in range(NUM_CARDS) if c != 5]
    assert all(p == pytest.approx(1 / 23) for _, p in outcomes)


# --- tricks ------------------------------------------------------------------------------


@pytest.mark.parametrize(("led", "followed", "trump", "follower_wins"), [
    ("KH", "AH", "S", True),    # higher card of the led suit
    ("AH", "TH", "S", False),   # ten ranks below ace
    ("TH", "KH", "S", False),   # ten ranks above king
    ("JH", "9S", "S", True),    # trump beats a non-trump
    ("JH", "AD", "S", False),   # an off-suit non-trump never wins
    ("QS", "9S", "S", False),   # within trumps the higher wins
    ("9S", "AH", "S", False),   # a led trump beats a plain ace
])
def test_trick_winner(led, followed, trump, follower_wins):
    state = make_position(hands=(led, followed), trump=trump, rest_won_by=0,
                          tricks=(11, 0), points=(0, 0))
    play(state, led, followed)
    assert state.last_trick.winner == (1 if follower_wins else 0)


@pytest.mark.parametrize(("card", "points"), [
    ("AH", 11), ("TH", 10), ("KH", 4), ("QH", 3), ("JH", 2), ("9H", 0)])
def test_each_card_scores_its_points_for_the_trick_winner(card, points):
    state = make_position(hands=(f"{card} AS", "9D TS"), trump="C", rest_won_by=1,
                          points=(0, 0), tricks=(0, 0))
    play(state, card, "9D")
    assert state.last_trick.winner == 0 and state.points == [points, 0]


def test_winner_draws_first_then_loser():
    state, stack = stacked()
    play(state, "AH", "9H", stack=stack[:1])
    assert state.to_draw == [1] and state.hands[0] >> parse("TC") & 1
    play(state, stack=stack[1:2])
    assert state.hands[1] >> parse("KC") & 1 and state.current_player() == 0


def test_last_draw_takes_the_face_up_trump_card():
    state = make_position(hands=("AH TH KH AD TD KD", "QH JH 9H QD JD 9D"), trump="AC",
                          stock="TC", rest_won_by=1)
    play(state, "AH", "9H")
    assert state.current_player() == GameState.CHANCE
    play(state, stack=["TC"])
    assert state.hands[0] >> parse("TC") & 1 and state.hands[1] >> parse("AC") & 1
    assert state.trump_card is None and state.stock_size == 0 and state.exhausted
    assert state.known[1] >> parse("AC") & 1, "everybody saw who took the trump card"
    assert state.current_player() == 0


def test_any_card_may_be_played_while_the_stock_lasts():
    state, _ = stacked()
    play(state, "AH")
    assert [a for a in state.legal_actions() if a < NUM_CARDS] == state.hand(1)


def test_must_follow_suit_once_the_stock_is_used_up():
    state = make_position(hands=("AH AS", "9H 9D"), trump="C", rest_won_by=1)
    play(state, "AH")
    assert state.legal_actions() == [parse("9H")]
    assert state.why_illegal(parse("9D")) == "must follow suit"
    with pytest.raises(IllegalAction, match="must follow suit"):
        state.apply_action(parse("9D"))


def test_must_follow_suit_after_closing_but_not_head_or_trump_by_default():
    state = make_position(hands=("KH AD", "AH 9H"), trump="9C", stock="JS",
                          rest_won_by=1, closed_by=0)
    play(state, "KH")
    assert state.legal_actions() == [parse("AH"), parse("9H")]
    void = make_position(hands=("KH AD", "AC 9D"), trump="9C", stock="JS",
                         rest_won_by=1, closed_by=0)
    play(void, "KH")
    assert void.legal_actions() == sorted([parse("AC"), parse("9D")]), "no need to trump"


def test_follow_head_trump_option_forces_a_higher_card_or_a_trump():
    head = Options(strict_endgame=FOLLOW_HEAD_TRUMP)
    state = make_position(hands=("KH AD", "AH 9H"), trump="C", rest_won_by=1, options=head)
    play(state, "KH")
    assert state.legal_actions() == [parse("AH")]
    assert state.why_illegal(parse("9H")) == "must beat the led card"
    void = make_position(hands=("KH AD", "AC 9D"), trump="C", rest_won_by=1, options=head)
    play(void, "KH")
    assert void.legal_actions() == [parse("AC")]
    assert void.why_illegal(parse("9D")) == "must play a trump"


# --- scoring ------------------------------------------------------------------------------


def test_last_trick_scores_ten_more():
    state = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1, points=(40, 50))
    play(state, "AH", "9H")
    assert state.points[0] == 40 + 11 + 10
    assert (state.last_trick.points, state.last_trick.bonus) == (11, 10)


def test_last_trick_scores_nothing_more_after_closing():
    state = make_position(hands=("AH", "9H"), trump="9C", stock="JS", rest_won_by=1,
                          points=(40, 50), closed_by=1)
    play(state, "AH", "9H")
    assert state.points[0] == 40 + 11
    assert state.last_trick.bonus == 0


def test_66_ends_the_deal_at_once_after_a_trick():
    state = make_position(hands=("AH KS QD", "9H JS JD"), trump="C", rest_won_by=1,
                          points=(60, 40))
    play(state, "AH", "9H")
    assert state.over and state.winner == 0 and state.is_terminal()
    assert state.game_points == 1 and state.returns() == [1.0, -1.0]
    assert state.legal_actions() == []


def test_66_ends_the_deal_at_once_after_a_marriage():
    state = make_position(hands=("KS QS AD", "9H JS JD"), trump="9C", stock="AC",
                          rest_won_by=1, points=(50, 40))
    play(state, "QS")
    assert state.over and state.winner == 0 and state.points[0] == 70
    assert state.led == parse("QS"), "the deal ends before the follower plays"


@pytest.mark.parametrize(("loser_points", "loser_tricks", "game_points"), [
    (33, 2, 1), (32, 2, 2), (0, 0, 3), (40, 0, 2)])
def test_game_points_one_two_three(loser_points, loser_tricks, game_points):
    state = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1, points=(60, loser_points),
                          tricks=(5, loser_tricks))
    play(state, "AH", "9H")
    assert state.winner == 0 and state.game_points == game_points


def test_carry_forward_when_nobody_reaches_66():
    state = make_position(hands=("9H", "JH"), trump="C", rest_won_by=1, points=(65, 53))
    play(state, "9H", "JH")
    assert state.points == [65, 65] and state.over and state.winner is None
    assert state.returns() == [0.0, 0.0] and state.carry_out == 1
    assert state.events[-1].kind == ev.CARRY and state.events[-1].value == 1


def test_carried_points_go_to_the_next_winner_and_accumulate():
    state = make_position(hands=("9H", "JH"), trump="C", rest_won_by=1, points=(65, 53),
                          carry_in=1)
    play(state, "9H", "JH")
    assert state.carry_out == 2
    won = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1, points=(60, 40),
                        carry_in=2)
    play(won, "AH", "9H")
    assert won.game_points == 3 and won.returns() == [3.0, -3.0]


# --- marriages ------------------------------------------------------------------------------


@pytest.mark.parametrize(("lead", "value"), [("KH", 20), ("QH", 20), ("KC", 40), ("QC", 40)])
def test_marriage_scores_20_or_40_in_trumps_at_once(lead, value):
    state = make_position(hands=("KH QH KC QC AD TD", "9H JH 9D JD 9S JS"), trump="9C",
                          stock="AS", rest_won_by=1, points=(0, 30), tricks=(0, 5))
    play(state, lead)
    assert state.points[0] == value and state.marriages[-1].value == value
    partner = {"K": "Q", "Q": "K"}[lead[0]] + lead[1]
    assert state.known[0] >> parse(partner) & 1, "the partner was shown"
    event = state.events[-1]
    assert (event.kind, event.player, event.value) == (ev.MARRIAGE, 0, value)
    assert sorted(event.cards) == sorted([parse(lead), parse(partner)])


def test_marriage_needs_trick_option_holds_points_back_until_a_trick():
    opts = Options(marriage_needs_trick=True)
    state = make_position(hands=("KH QH AD", "9H 9D AS"), trump="9C", stock="AC TC JC",
                          rest_won_by=1, points=(0, 30), tricks=(0, 5), options=opts)
    play(state, "KH", "9H")
    assert state.pending == [0, 0] and state.points[0] == 20 + 4 + 0
    assert state.marriages[0].counted


def test_marriage_needs_trick_option_pending_while_no_trick():
    opts = Options(marriage_needs_trick=True)
    state = make_position(hands=("KH QH AD", "AH 9D AS"), trump="9C", stock="AC TC JC",
                          rest_won_by=1, points=(0, 30), tricks=(0, 5), options=opts)
    play(state, "KH", "AH")
    assert state.pending == [20, 0] and state.points[0] == 0
    assert not state.marriages[0].counted


def test_marriage_allowed_after_closing():
    state = make_position(hands=("KH QH", "9H 9D"), trump="9C", stock="AC", rest_won_by=1,
                          points=(10, 30), closed_by=0)
    play(state, "KH")
    assert state.points[0] == 30


# --- closing -------------------------------------------------------------------------------


def test_closing_only_by_the_leader_before_leading_while_the_stock_lasts():
    state, _ = stacked()
    assert CLOSE in state.legal_actions()
    play(state, "AH")
    assert CLOSE not in state.legal_actions()
    assert state.why_illegal(CLOSE) == "only the leader may close, before leading"
    done = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1)
    assert done.why_illegal(CLOSE) == "the stock is used up"


def test_after_closing_nobody_draws_and_it_cannot_be_closed_again():
    state, _ = stacked()
    play(state, CLOSE)
    assert state.closed_by == 0 and state.why_illegal(CLOSE) == "the game is already closed"
    play(state, "AH", "9H")
    assert not state.is_chance_node() and state.hands[0].bit_count() == 5


@pytest.mark.parametrize(("opponent_tricks", "penalty"), [(1, 2), (0, 3)])
def test_closer_who_fails_gives_two_or_three(opponent_tricks, penalty):
    state = make_position(hands=("9H", "AH"), trump="9C", stock="AC", rest_won_by=0,
                          points=(50, 20), tricks=(9, opponent_tricks), closed_by=0)
    assert state.closer_opponent_had_trick == bool(opponent_tricks)
    play(state, "9H", "AH")
    assert state.winner == 1 and state.game_points == penalty


def test_penalty_counts_tricks_at_the_moment_of_closing():
    state = make_position(hands=("9H JS", "AH 9S"), trump="9C", stock="AC", rest_won_by=0,
                          points=(40, 0), tricks=(9, 0))
    play(state, CLOSE, "9H", "AH", "9S", "JS")
    assert state.tricks[1] == 1 and state.winner == 1 and state.game_points == 3


def test_non_closer_reaching_66_wins_the_penalty():
    state = make_position(hands=("9H JS", "AH 9S"), trump="9C", stock="AC", rest_won_by=0,
                          points=(40, 60), tricks=(9, 1), closed_by=0)
    play(state, "9H", "AH")
    assert state.winner == 1 and state.game_points == 2 and state.reason == "THE CLOSER FAILED"


def test_closer_reaching_66_scores_normally():
    state = make_position(hands=("AH JS", "9H 9S"), trump="9C", stock="AC", rest_won_by=0,
                          points=(60, 20), tricks=(9, 1), closed_by=0)
    play(state, "AH", "9H")
    assert state.winner == 0 and state.game_points == 2


# --- exchanging the trump nine -------------------------------------------------------------


def test_exchange_needs_a_trick_and_the_nine():
    state = make_position(hands=("9C AH", "JH KS"), trump="AC", stock="TC", rest_won_by=1,
                          tricks=(0, 9))
    assert state.why_illegal(EXCHANGE_TRUMP_NINE) == "you need a trick first"
    without = make_position(hands=("JC AH", "9C KS"), trump="AC", stock="TC",
                            rest_won_by=1)
    assert without.why_illegal(EXCHANGE_TRUMP_NINE) == "you do not hold the nine of trumps"


def test_leader_exchanges_nine_for_trump_card():
    state = make_position(hands=("9C AH", "JH KS"), trump="AC", stock="TC", won=("QS JS", ""),
                          rest_won_by=1)
    play(state, EXCHANGE_TRUMP_NINE)
    assert names(state.hand(0)) == "AH AC" and card_text(state.trump_card) == "9C"
    assert state.known[0] >> parse("AC") & 1
    assert EXCHANGE_TRUMP_NINE not in state.legal_actions()


def test_follower_may_exchange_before_playing():
    state = make_position(hands=("JH KS", "9C AH"), trump="AC", stock="TC", won=("", "QS JS"),
                          rest_won_by=0)
    play(state, "JH")
    assert EXCHANGE_TRUMP_NINE in state.legal_actions()
    play(state, EXCHANGE_TRUMP_NINE, "AC")
    assert state.last_trick.winner == 1


def test_no_exchange_when_closed_or_when_the_trump_card_is_gone():
    closed = make_position(hands=("9C AH", "JH KS"), trump="AC", stock="TC",
                           won=("QS JS", ""), rest_won_by=1, closed_by=0)
    assert "closed" in closed.why_illegal(EXCHANGE_TRUMP_NINE)
    gone = make_position(hands=("9C AH", "JH KS"), trump="C", won=("QS JS", ""), rest_won_by=1)
    assert gone.why_illegal(EXCHANGE_TRUMP_NINE) == "the trump card is gone"


def test_nine_drawn_in_the_last_draw_is_too_late():
    state = make_position(hands=("AH TH KH AD TD KD", "QH JH 9H QD JD 9D"), trump="AC",
                          stock="9C", rest_won_by=1, tricks=(1, 4))
    play(state, "AH", "9H", stack=["9C"])
    assert state.hands[0] >> parse("9C") & 1 and state.trump_card is None
    assert EXCHANGE_TRUMP_NINE not in state.legal_actions()


# --- turns, messages, a whole match ---------------------------------------------------------


def test_why_illegal_reasons():
    state, _ = stacked()
    assert state.why_illegal(parse("AH"), player=1) == "not your turn"
    assert state.why_illegal(parse("QH")) == "you do not hold that card"
    assert state.why_illegal(99) == "no such move"
    assert state.why_illegal(parse("AH"), player=0) is None


def test_match_flips_a_coin_alternates_dealers_and_ends_at_seven():
    match = MatchState()
    assert match.chance_outcomes() == [(0, 0.5), (1, 0.5)]
    rng = random.Random(7)
    deals: list[DealState] = []
    while not match.is_terminal():
        if match.is_chance_node():
            match.apply_action(sample_chance(match, rng))
        else:
            match.apply_action(rng.choice(match.legal_actions()))
        if match.deal is not None and (not deals or deals[-1] is not match.deal):
            deals.append(match.deal)
    assert deals[0].dealer == match.first_dealer
    assert all(a.dealer != b.dealer for a, b in zip(deals, deals[1:], strict=False))
    assert len(deals) == len(match.results) >= 3
    assert max(match.scores) >= 7 and match.winner == match.scores.index(max(match.scores))
    assert sum(p for w, p in match.results if w is not None) == sum(match.scores)
    assert match.returns()[match.winner] == 1.0


def test_match_gives_carried_point_to_the_next_winner():
    match = MatchState()
    match.apply_action(0)
    match.deal = make_position(hands=("9H", "JH"), trump="C", rest_won_by=1, points=(65, 53),
                               dealer=0)
    match.apply_action(parse("9H"))
    match.apply_action(parse("JH"))
    assert match.carry == 1 and match.scores == [0, 0] and match.is_chance_node()
    match.apply_action(0)
    assert match.deal.dealer == 1 and match.deal.carry_in == 1


@pytest.mark.slow
def test_ten_thousand_random_deals_keep_every_invariant():
    for seed in range(10_000):
        options = Options(marriage_needs_trick=seed % 4 == 1,
                          strict_endgame=FOLLOW_HEAD_TRUMP if seed % 4 >= 2 else "follow")
        final = random_playthrough(lambda: DealState(seed % 2, options=options), seed,  # noqa: B023
                                   max_length=ENTRY.max_length, return_bounds=(-3, 3),
                                   check_state=check_deal)
        assert final.is_terminal()


def test_playthrough_golden(golden):
    golden("playthroughs/sixty-six.txt", playthrough(lambda: DealState(1), 3))
