"""Russian Bank rules: the deal and who starts, every move rule, the order rules in both
modes, the end of a turn, the waste turning over, scoring, the draw rule, commands."""

from __future__ import annotations

import random

import pytest

from games._shared.state import GameState, IllegalAction, resolve_chance
from games.russian_bank import events as ev
from games.russian_bank.notation import (
    ABANDON,
    ALLOW,
    END,
    STOP,
    STOP_MODE_OFF,
    STOP_MODE_ON,
    TURN,
    parse_move,
)
from games.russian_bank.observation import observe
from games.russian_bank.packs import PACK_OF, card_text, pack_cards, parse
from games.russian_bank.position import make_position
from games.russian_bank.rules import DEFAULT_OPTIONS, BankState, Options
from games.russian_bank.scoring import running_score, score_against

STOP_MODE = Options(stop_mode=True)


def act(state: BankState, *keys: str) -> BankState:
    """Apply moves named in the seed's notation."""
    for key in keys:
        state.apply_action(parse_move(key, turned_up=state.table.turnup is not None))
    return state


def refusal(state: BankState, key: str) -> str | None:
    return state.why_illegal(parse_move(key, turned_up=state.table.turnup is not None))


def names(cards: list[int]) -> str:
    return " ".join(card_text(c) for c in cards)


KINGS = ["KH1", "KH2", "KD1", "KD2", "KS1", "KS2", "KC1", "KC2"]


def full(*given: str, avoid: str = "") -> tuple[str, ...]:
    """Houses ``given``, the rest filled with kings (named nowhere else) so none is empty."""
    used = " ".join(given).split() + avoid.split()
    fillers = [k for k in KINGS if k not in used]
    return tuple(given) + tuple(fillers[:8 - len(given)])


# --- the deal and who starts ---------------------------------------------------------------


def pack_order(pack: int, top: str, houses: str) -> list[int]:
    """A deal order for one pack: 12 reserve cards, ``top``, ``houses``, then the hand."""
    named = [parse(top)] + [parse(h) for h in houses.split()]
    rest = [c for c in pack_cards(pack) if c not in named]
    return rest[:12] + named + rest[12:]


def dealt(top0: str, houses0: str, top1: str, houses1: str) -> BankState:
    state = BankState()
    for card in pack_order(0, top0, houses0) + pack_order(1, top1, houses1):
        state.apply_action(card)
    return state


def test_deal_gives_a_reserve_of_13_four_houses_each_and_a_hand_of_35():
    state = dealt("9S1", "2H1 5C1 8D1 KS1", "3D2", "4H2 6S2 TC2 QD2")
    table = state.table
    for p in (0, 1):
        assert len(table.reserves[p]) == 13 and table.reserve_hidden[p] == 12
        assert len(table.hands[p]) == 35 and table.hand_hidden[p] == 35
        assert all(PACK_OF[c] == p for c in table.reserves[p] + table.hands[p])
        assert table.wastes[p] == [] and table.turnup is None
    assert names([h[-1] for h in table.houses]) == "2H1 5C1 8D1 KS1 4H2 6S2 TC2 QD2"
    assert card_text(table.reserves[0][-1]) == "9S1"


def test_deal_chance_outcomes_are_the_undealt_cards_of_the_pack_being_dealt():
    state = BankState()
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == pack_cards(0)
    assert all(p == pytest.approx(1 / 52) for _, p in outcomes)
    for card in pack_cards(0)[:51]:
        state.apply_action(card)
    assert state.chance_outcomes() == [(51, 1.0)]
    state.apply_action(51)
    assert [a for a, _ in state.chance_outcomes()] == pack_cards(1)
    with pytest.raises(IllegalAction, match="no such card"):
        state.apply_action(3)


def test_lower_reserve_top_starts():
    state = dealt("9S1", "2H1 5C1 8D1 KS1", "3D2", "4H2 6S2 TC2 QD2")
    assert state.current_player() == 1 and state.start_reason == ev.START_RESERVE
    state = dealt("AS1", "2H1 5C1 8D1 KS1", "3D2", "4H2 6S2 TC2 QD2")
    assert state.current_player() == 0, "the ace is the lowest card"


def test_equal_reserve_tops_the_lower_house_cards_start_lowest_first():
    state = dealt("9S1", "2H1 5C1 8D1 KS1", "9H2", "QD2 9C2 2S2 4H2")
    assert state.current_player() == 1 and state.start_reason == ev.START_HOUSES
    state = dealt("9S1", "2H1 4C1 8D1 KS1", "9H2", "QD2 9C2 2S2 4H2")
    assert state.current_player() == 0, "2 4 8 K is lower than 2 4 9 Q"


def test_everything_equal_tosses_a_coin():
    state = dealt("9S1", "2H1 5C1 8D1 KS1", "9H2", "KD2 8C2 5S2 2H2")
    assert state.is_chance_node() and state.chance_outcomes() == [(0, 0.5), (1, 0.5)]
    state.apply_action(1)
    assert state.current_player() == 1 and state.start_reason == ev.START_COIN


# --- moves ---------------------------------------------------------------------------------


def test_an_ace_starts_a_foundation_and_the_suit_follows_from_either_pack():
    state = make_position(houses=("AH1", "2H2", "3H1", "KC1"), hands=("9C1", "9D2"),
                          reserves=("KS1", "KD2"))
    act(state, "1F", "2F", "3F")
    assert names(state.table.foundations[0]) == "AH1 2H2 3H1"
    assert [e.detail for e in state.events if e.kind == ev.MOVE] == [ev.FOUNDATION] * 3


def test_a_second_ace_of_a_suit_starts_its_own_foundation():
    state = make_position(houses=("AH1", "AH2", "2H1"), foundations=(), hands=("9C1", ""),
                          reserves=("KS1", "KD2"))
    act(state, "1F", "2F", "3F")
    assert [names(f) for f in state.table.foundations[:2]] == ["AH1 2H1", "AH2"]


@pytest.mark.parametrize(("card", "reason"), [
    ("3H1", "no foundation takes that card"),  # wrong rank
    ("2D1", "no foundation takes that card"),  # wrong suit
])
def test_foundation_refuses_wrong_cards(card, reason):
    state = make_position(houses=(card, "KC1"), foundations=("AH2",), reserves=("KS1", "QD2"),
                          hands=("9C1", ""))
    assert refusal(state, "1F") == reason


@pytest.mark.parametrize(("card", "on", "reason"), [
    ("6H1", "7S2", None),                                   # red on black, one lower
    ("6C1", "7D1", None),                                   # black on red
    ("6D1", "7H2", "build one rank lower, in the other colour"),   # same colour
    ("5H1", "7S2", "build one rank lower, in the other colour"),   # two lower
    ("8H1", "7S2", "build one rank lower, in the other colour"),   # higher
])
def test_houses_build_down_in_alternate_colours(card, on, reason):
    state = make_position(houses=(card, on), foundations=("AC1", "AD1", "AH1", "AS1"),
                          reserves=("KS1", "QD2"), hands=("9C1", ""))
    assert refusal(state, "12") == reason
    if reason is None:
        act(state, "12")
        assert names(state.table.houses[1]) == f"{on} {card}" and state.table.houses[0] == []


def test_nothing_is_built_on_an_ace():
    state = make_position(houses=("2S1", "AH1"),
                          reserves=("KS1", "QD2"), hands=("9C1", ""), options=STOP_MODE)
    assert refusal(state, "12") == "nothing may be built on an ace"


def test_an_empty_house_takes_any_card():
    state = make_position(houses=("KS1", "", "9H2", ""), reserves=("5C1 7D1", "QD2"),
                          hands=("9C1", ""))
    act(state, "R2", "34")
    assert names(state.table.houses[1]) == "7D1" and names(state.table.houses[3]) == "9H2"
    assert refusal(state, "32") == "house 3 is empty"


@pytest.mark.parametrize(("card", "pile", "key", "reason"), [
    ("7H1", "8H2", "R", None),                                               # one lower
    ("9H1", "8H2", "R", None),                                               # one higher
    ("7H1", "8H2", "W", None),                                               # onto the waste
    ("7D1", "8H2", "R", "loading needs the same suit, one rank higher or lower"),
    ("6H1", "8H2", "W", "loading needs the same suit, one rank higher or lower"),
])
def test_loading_onto_the_opponents_reserve_or_waste(card, pile, key, reason):
    reserve, waste = (pile, "") if key == "R" else ("KC2", pile)
    state = make_position(houses=(card, "KC1"), reserves=("QS1", reserve),
                          wastes=("", waste), hands=("9C1", "9S2"))
    assert refusal(state, "1" + key) == reason
    if reason is None:
        act(state, "1" + key)
        target = state.table.reserves[1] if key == "R" else state.table.wastes[1]
        assert card_text(target[-1]) == card and state.loads[0] == 1


def test_an_empty_reserve_or_waste_cannot_be_loaded():
    state = make_position(houses=("7H1", "KC1"), reserves=("QS1", ""), hands=("9C1", "9S2"))
    assert refusal(state, "1R") == "the other player's reserve is empty"
    assert refusal(state, "1W") == "the other player's waste is empty"


def test_the_turned_up_card_and_the_reserve_may_be_loaded_too():
    state = make_position(houses=full(), reserves=("QS1 8H1", "9H2"), wastes=("", "5D2"),
                          hands=("9C1 4D1", "9S2"))
    act(state, "RR", ".", "DW")
    assert names(state.table.reserves[1]) == "9H2 8H1"
    assert names(state.table.wastes[1]) == "5D2 4D1"


@pytest.mark.parametrize(("keys", "reason"), [
    ("D3", "no card is turned up"),
    ("R3", "your reserve is empty"),
    ("53", "house 5 is empty"),
    ("11", "the card is already there"),
])
def test_moves_need_a_card_at_their_source(keys, reason):
    state = make_position(houses=("KC1", "KH2", "QH2"), reserves=("", "5S2"), hands=("9C1", ""))
    assert refusal(state, keys) == reason


def test_playing_the_reserve_top_turns_the_next_card_up():
    state = make_position(houses=("KC1",), reserves=("5S1 9D1 / QH1", "5S2"), hands=("9C1", ""))
    act(state, "R1")
    table = state.table
    assert card_text(table.reserves[0][-1]) == "9D1" and table.reserve_hidden[0] == 1
    assert [e.kind for e in state.events[-2:]] == [ev.MOVE, ev.RESERVE_UP]


# --- the order rules -------------------------------------------------------------------------


def foundation_waiting(options: Options = DEFAULT_OPTIONS) -> BankState:
    """House 1 holds the 2 of hearts and the ace of hearts is up: the 2 must go first."""
    return make_position(houses=("2H1", "KC1", "9S2"), foundations=("AH2",),
                         reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"), options=options)


@pytest.mark.parametrize("keys", ["R3", "."])
def test_a_foundation_move_comes_before_anything_else(keys):
    state = foundation_waiting()
    assert refusal(state, keys) == "a card must go to a foundation first"
    assert [parse_move("1F")] == state.legal_actions()


def test_the_turn_cannot_end_while_a_card_can_go_to_a_foundation():
    state = make_position(houses=("KC1", "9S2"), foundations=("AH2",), reserves=("5S1", "5S2"),
                          hands=("9C1", "8C2"), turnup="2H1")
    assert refusal(state, "P") == "a card must go to a foundation first"
    act(state, "DF")
    assert state.current_player() == 0


def test_the_reserve_card_goes_to_the_foundation_before_a_house_card():
    state = make_position(houses=("2H1", "KC1"), foundations=("AH2", "AH1"),
                          reserves=("5S1 2H2", "5S2"), hands=("9C1", "8C2"))
    assert refusal(state, "1F") == "the reserve card must go to the foundation first"
    assert state.legal_actions() == [parse_move("RF")]


def empty_house(options: Options = DEFAULT_OPTIONS, reserve: str = "5S1 8D1") -> BankState:
    return make_position(houses=full("KC1", "", "9S2"), reserves=(reserve, "5S2"),
                         hands=("9C1 4C1", "8C2"), options=options)


def test_an_empty_house_is_filled_from_the_reserve_before_turning_up():
    state = empty_house()
    assert refusal(state, ".") == "fill the empty house from your reserve first"
    act(state, "R2", ".")
    assert card_text(state.table.turnup) == "4C1"


def test_with_the_reserve_empty_a_card_may_be_turned_up_and_fill_the_house():
    state = empty_house(reserve="")
    act(state, ".", "D2")
    assert names(state.table.houses[1]) == "4C1"


def test_a_card_turned_up_may_still_go_to_a_house_emptied_afterwards():
    state = make_position(houses=full("KC1", "QH1", "9S2"), reserves=("5S1 4C1", "5S2"),
                          hands=("9C1 8D1", "8C2"))
    act(state, ".", "21")
    assert state.table.houses[1] == [] and refusal(state, "D3") is None
    act(state, "D2")
    assert names(state.table.houses[1]) == "8D1"


def test_an_unplayable_turned_up_card_ends_the_turn():
    state = make_position(houses=full("KC1", "QH1", "9S2"), foundations=("AS1",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"))
    act(state, ".")
    assert state.legal_actions() == [END]
    assert refusal(state, "R3") == "your turned card cannot be played: end your turn"
    act(state, ".")
    assert state.current_player() == 1 and names(state.table.wastes[0]) == "4C1"


def test_a_playable_turned_card_may_still_be_laid_on_the_waste():
    state = make_position(houses=full("KC1", "5H1", "9S2"), reserves=("5S1 8D1", "5S2"),
                          hands=("9C1 4C1", "8C2"))
    act(state, ".")
    assert parse_move("D2") in state.legal_actions()
    act(state, "P")
    assert state.current_player() == 1 and state.events[-1].kind == ev.END_TURN


def test_end_needs_a_turned_card_unless_hand_and_waste_are_empty():
    state = make_position(houses=("KC1",), reserves=("5S1 8D1", "5S2"), hands=("9C1", "8C2"))
    assert refusal(state, "P") == "turn up a card first"
    state = make_position(houses=("KC1",), reserves=("5S1 8D1", "5S2"), hands=("", "8C2"))
    assert refusal(state, ".") == "your hand and waste are empty"
    assert state.legal_actions()[-1] == END
    act(state, "P")
    assert state.current_player() == 1 and state.events[-1].cards == ()


# --- the stop mode -------------------------------------------------------------------------


@pytest.mark.parametrize(("make", "keys", "rule"), [
    (foundation_waiting, "R3", "foundation first"),
    (foundation_waiting, ".", "foundation first"),
    (empty_house, ".", "fill from reserve"),
])
def test_stop_mode_allows_the_move_and_the_opponent_may_stop_it(make, keys, rule):
    state = make(STOP_MODE)
    assert refusal(state, keys) is None
    assert state.order_violation(parse_move(keys, turned_up=False)) == rule
    act(state, keys)
    assert state.current_player() == 1 and state.legal_actions() == [STOP, ALLOW]
    assert refusal(state, "R3") == "the other player may call a stop first"
    assert state.why_illegal(STOP, player=0) == "it is not your turn"


def test_a_stop_takes_the_move_back_makes_the_mandatory_move_and_ends_the_turn():
    state = foundation_waiting(STOP_MODE)
    act(state, "R3")
    state.apply_action(STOP)
    table = state.table
    assert names(table.foundations[0]) == "AH2 2H1", "the mandatory move was made"
    assert card_text(table.reserves[0][-1]) == "8D1", "the reserve card came back"
    assert names(table.houses[2]) == "9S2"
    assert state.current_player() == 1 and state.stops == [0, 1]
    stop = next(e for e in state.events if e.kind == ev.STOP)
    assert (stop.player, stop.action, stop.value, stop.detail) == (
        1, parse_move("R3"), parse_move("1F"), "foundation first")


def test_a_stop_of_a_turn_up_keeps_the_card_known_and_ends_the_turn():
    state = empty_house(STOP_MODE)
    act(state, ".")
    seen = state.table.turnup
    state.apply_action(STOP)
    table = state.table
    assert table.turnup is None and table.hands[0][-1] == seen
    assert table.hand_hidden[0] == 1, "the card went back, but everyone saw it"
    assert observe(state, 1).hands_known[0] == (seen,)
    assert names(table.houses[1]) == "8D1" and state.current_player() == 1


def test_a_stop_with_a_card_turned_up_lays_it_on_the_waste():
    state = make_position(houses=full("KC1", "9S2", "2H1"), foundations=("AH1",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1", "8C2"), turnup="8H1",
                          options=STOP_MODE)
    act(state, "3F", "D2")
    assert state.stop_offer is None, "the foundation move was in order"
    state = make_position(houses=full("KC1", "9S2", "2H1"), foundations=("AH1",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1", "8C2"), turnup="8H1",
                          options=STOP_MODE)
    act(state, "D2")
    state.apply_action(STOP)
    assert names(state.table.wastes[0]) == "8H1" and names(state.table.houses[1]) == "9S2"
    assert names(state.table.foundations[0]) == "AH1 2H1"


def test_a_house_card_played_up_before_the_reserve_card_is_stopped():
    state = make_position(houses=("2H1", "KC1"), foundations=("AH2", "AH1"),
                          reserves=("5S1 2H2", "5S2"), hands=("9C1", "8C2"), options=STOP_MODE)
    act(state, "1F")
    assert state.stop_offer is not None and state.stop_offer.rule == "reserve first"
    state.apply_action(STOP)
    table = state.table
    assert names(table.houses[0]) == "2H1" and names(table.reserves[0]) == "5S1"
    assert sorted(names(f) for f in table.foundations if f) == ["AH1", "AH2 2H2"]
    assert state.current_player() == 1


def test_the_stop_mode_still_ends_a_turn_on_an_unplayable_card():
    state = make_position(houses=full("KC1", "QH1", "9S2"), foundations=("AS1",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"),
                          options=STOP_MODE)
    act(state, ".")
    assert state.legal_actions() == [END]
    assert refusal(state, "R3") == "your turned card cannot be played: end your turn"


def test_letting_an_out_of_order_move_stand_lets_the_mover_go_on():
    state = foundation_waiting(STOP_MODE)
    act(state, "R3")
    state.apply_action(ALLOW)
    assert state.current_player() == 0 and names(state.table.houses[2]) == "9S2 8D1"
    assert state.events[-1].kind == ev.ALLOW and state.stops == [0, 0]


def test_an_offending_end_of_turn_can_be_stopped_too():
    state = make_position(houses=("KC1", "9S2"), foundations=("AH2",), reserves=("5S1", "5S2"),
                          hands=("9C1", "8C2"), turnup="2H1", options=STOP_MODE)
    act(state, "P")
    assert state.current_player() == 1 and state.stop_offer is not None
    state.apply_action(STOP)
    assert names(state.table.foundations[0]) == "AH2 2H1" and state.table.wastes[0] == []
    assert state.current_player() == 1


def test_stop_and_allow_need_an_offer_and_the_mode_can_be_switched():
    state = foundation_waiting()
    assert state.why_illegal(STOP) == "there is nothing to stop"
    assert STOP_MODE_ON not in state.legal_actions()
    assert state.why_illegal(STOP_MODE_OFF) == "wrong moves are already refused"
    state.apply_action(STOP_MODE_ON)
    assert state.stop_mode and refusal(state, "R3") is None
    act(state, "R3")
    assert state.why_illegal(STOP_MODE_OFF) == "answer the stop question first"


# --- turning the waste over, scoring, draws ------------------------------------------------


def test_the_waste_turns_over_into_a_new_hand_first_discard_first():
    state = make_position(houses=full(), foundations=("AS1",),
                          reserves=("QS1", "QD2"), wastes=("4C1 7H1 9D1", "8C2"),
                          hands=("", "9C2"))
    act(state, ".")
    table = state.table
    assert card_text(table.turnup) == "4C1"
    assert names(table.hands[0]) == "9D1 7H1" and table.hand_hidden[0] == 0
    assert table.wastes[0] == [] and state.turnovers[0] == 1 and state.stuck[0] == 1
    assert state.events[-2] == ev.Event(ev.TURNOVER, 0, value=3)
    assert observe(state, 1).hands_known[0] == tuple(table.hands[0])


def test_the_winner_scores_30_plus_hand_and_waste_plus_twice_the_reserve():
    state = make_position(houses=("KC1", "9S2"), foundations=("AH2",), reserves=("", "5S2 6S2"),
                          hands=("", "9C2 4D2 3D2"), wastes=("", "8C2"), turnup="2H1")
    assert running_score(state.table, 0).if_won_now == 30 + 4 + 2 * 2
    assert running_score(state.table, 0).cards_left == 1
    act(state, "DF")
    assert state.is_terminal() and state.winner == 0 and state.score == 38
    assert state.returns() == [38.0, -38.0]
    assert state.events[-1] == ev.Event(ev.WIN, 0, value=38)


@pytest.mark.parametrize(("hand", "waste", "reserve", "points"), [
    (0, 0, 0, 30), (10, 0, 0, 40), (0, 5, 0, 35), (0, 0, 13, 56), (20, 7, 4, 65)])
def test_score_parts(hand, waste, reserve, points):
    cards = [card_text(c) for c in pack_cards(1)]
    state = make_position(hands=("", " ".join(cards[:hand])),
                          wastes=("", " ".join(cards[20:20 + waste])),
                          reserves=("", " ".join(cards[30:30 + reserve])))
    assert score_against(state.table, 1) == points


def stuck_game(options: Options = DEFAULT_OPTIONS) -> BankState:
    """Each player holds one card that can go nowhere, in the waste, and nothing else."""
    return make_position(houses=("KS1", "KS2", "KC1", "KC2", "KH1", "KH2", "KD1", "KD2"),
                         wastes=("5C1", "9H2"), options=options)


def test_three_waste_turnovers_each_without_progress_draw_the_game():
    state = stuck_game()
    for _ in range(5):
        act(state, ".", ".")
    assert not state.is_terminal() and state.stuck == [3, 2]
    act(state, ".")
    assert state.is_terminal() and state.draw_reason == ev.DRAW_STUCK
    assert state.returns() == [0.0, 0.0] and state.events[-1].kind == ev.DRAW


def test_a_card_leaving_a_reserve_or_hand_resets_the_stuck_count():
    state = make_position(houses=("KS1", "KS2", "KC1", "KC2", "KH1", "KH2", "KD1", "QD2"),
                          wastes=("5C1", "9H2"), reserves=("", "JC2"))
    act(state, ".", ".", ".", ".", ".", ".")
    assert state.stuck == [2, 1]
    act(state, "R8")
    assert state.stuck == [0, 0]


def test_only_a_card_played_from_a_hand_or_a_reserve_holds_off_a_draw():
    """What the F5 text says: a card turned up that only goes on the waste, or a card moved
    from house to house, leaves the count of turnovers without progress as it is."""
    state = make_position(houses=("KS1", "KS2", "KC1", "KC2", "KH1", "KH2", "KD1 QS1", "KD2"),
                          wastes=("5C1 QH1", "9H2"))
    act(state, ".", ".")  # 5C1 comes up (the waste turned over) and goes back on the waste
    assert state.stuck == [1, 0]
    act(state, "75")      # player 2 moves QS1 from house 7 to house 5
    assert state.stuck == [1, 0]
    act(state, ".", ".", ".")  # player 2's waste turned over, 9H2 up and thrown; QH1 up
    assert state.stuck == [1, 1] and state.table.mover == 0
    act(state, "D1")      # QH1, from the hand, onto KS1
    assert state.stuck == [0, 0]


def test_the_game_is_drawn_after_the_most_moves():
    state = stuck_game(Options(max_moves=4, stuck_turnovers=99))
    act(state, ".", ".", ".")
    assert not state.is_terminal()
    act(state, ".")
    assert state.is_terminal() and state.draw_reason == ev.DRAW_LONG


# --- commands, replay, information ---------------------------------------------------------


def random_game(seed: int, steps: int, options: Options = DEFAULT_OPTIONS) -> BankState:
    rng = random.Random(seed)
    state = BankState(options)
    for _ in range(steps):
        resolve_chance(state, rng)
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_abandoning_ends_the_game_without_a_score():
    state = random_game(1, 30)
    assert ABANDON not in state.legal_actions()
    state.apply_action(ABANDON)
    assert state.is_terminal() and state.abandoned and state.returns() == [0.0, 0.0]
    assert state.current_player() == GameState.TERMINAL


def test_commands_are_recorded_so_a_game_replays_from_its_history():
    state = random_game(2, 40)
    state.apply_action(STOP_MODE_ON)
    rng = random.Random(9)
    for _ in range(60):
        state.apply_action(rng.choice(state.legal_actions()))
    state.apply_action(STOP_MODE_OFF)
    replayed = BankState()
    for action in state.history:
        replayed.apply_action(action)
    assert str(replayed) == str(state) and replayed.events == state.events


def test_the_information_state_hides_the_order_of_face_down_cards():
    state = random_game(3, 150)
    other = state.clone()
    hand = other.table.hands[0]
    hidden = other.table.hand_hidden[0]
    hand[0], hand[hidden - 1] = hand[hidden - 1], hand[0]
    assert str(other) != str(state)
    for player in (0, 1):
        assert other.information_state(player) == state.information_state(player)
    obs = observe(state, 0)
    assert len(obs.unseen[0]) == hidden + state.table.reserve_hidden[0]


def test_actions_print_in_the_seeds_notation():
    state = foundation_waiting()
    assert state.action_to_string(parse_move("1F")) == "1F"
    assert state.action_to_string(TURN) == "." and state.action_to_string(END) == "P"
    assert BankState().action_to_string(5) == "deal 6H1"
