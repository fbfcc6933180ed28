"""Spades rules: the pack, the deal with its face-up rounds, bidding, tricks and reneges.

Most tests use one stacked deal with West dealing, so North bids and leads first:

    N  JO AS KS  2H 3H 4H 5H 6H 7H  3D 4D 5D 6D
    E  EJ QS JS  8H 9H TH JH  7D 8D 9D TD  3C 4C
    S  TS 9S 8S  QH KH AH  JD QD KD AD  5C 6C 7C
    W  7S 6S 5S 4S 3S 2S  8C 9C TC JC QC KC AC
"""

from __future__ import annotations

import random

import pytest

from games._shared.cards import CardParseError
from games._shared.state import GameState, IllegalAction, sample_chance
from games.spades import events as ev
from games.spades.deck import (
    ALL_CARDS,
    EXTRA_JOKER,
    JOKER,
    NUM_CARDS,
    SPADE_MASK,
    SPADES,
    SUIT_OF,
    bits,
    card_text,
    parse,
)
from games.spades.observation import observe
from games.spades.position import bid_all, cards, deal_hands, new_deal, play
from games.spades.rulebook import (
    DEAL_DOWN,
    DEAL_UP,
    EAST,
    FIRST_DEALER_BASE,
    NORTH,
    SOUTH,
    WEST,
    bid_action,
    left_of,
    partner_of,
    team_of,
)
from games.spades.rules import Options, SpadesState
from games.spades.tricks import winning_index

HANDS = [
    "JO AS KS 2H 3H 4H 5H 6H 7H 3D 4D 5D 6D",
    "EJ QS JS 8H 9H TH JH 7D 8D 9D TD 3C 4C",
    "TS 9S 8S QH KH AH JD QD KD AD 5C 6C 7C",
    "7S 6S 5S 4S 3S 2S 8C 9C TC JC QC KC AC",
]


def names(mask: int) -> str:
    return " ".join(card_text(c) for c in bits(mask))


def stacked(options: Options | None = None, face_up_rounds=()) -> SpadesState:
    return new_deal(WEST, HANDS, face_up_rounds, options)


def ready_to_play(options: Options | None = None) -> SpadesState:
    state = stacked(options)
    bid_all(state, [3, 3, 4, 2])
    return state


# --- the pack ------------------------------------------------------------------------------


def test_the_pack_has_52_cards_without_two_deuces_and_with_two_jokers():
    texts = [card_text(c) for c in range(NUM_CARDS)]
    assert len(set(texts)) == 52
    assert "2D" not in texts and "2C" not in texts and "2H" in texts and "2S" in texts
    assert "JO" in texts and "EJ" in texts
    assert SPADE_MASK.bit_count() == 15
    assert SUIT_OF[JOKER] == SUIT_OF[EXTRA_JOKER] == SPADES


def test_joker_beats_extra_joker_beats_the_ace_of_spades():
    assert winning_index(cards("AS EJ KS 2S")) == 1
    assert winning_index(cards("EJ 3S JO AS")) == 2
    assert winning_index(cards("AH 2S KH JO")) == 3
    state = ready_to_play()
    play(state, "2H 8H AH 2S")  # West trumps the first trick and leads
    play(state, "3S JO EJ 8S")
    assert state.last_trick[2] == NORTH


def test_card_names_parse_in_any_case_and_refuse_missing_cards():
    assert parse("jo") == JOKER and parse("EJ") == EXTRA_JOKER
    assert parse("td") == parse("TD")
    for bad in ("2D", "2C", "XX", "1S", "10D"):
        with pytest.raises(CardParseError):
            parse(bad)


# --- the deal ------------------------------------------------------------------------------


def test_first_dealer_is_drawn_by_chance_then_the_deal_passes_clockwise():
    state = SpadesState()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(FIRST_DEALER_BASE + s, 0.25) for s in range(4)]
    rng = random.Random(3)
    state.apply_action(FIRST_DEALER_BASE + EAST)
    dealers = [state.dealer]
    while len(dealers) < 6:
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            before = state.hand_number
            state.apply_action(rng.choice(state.legal_actions()))
            if state.hand_number != before:
                dealers.append(state.dealer)
    assert dealers == [EAST, SOUTH, WEST, NORTH, EAST, SOUTH]
    assert [left_of(s) for s in range(4)] == [EAST, SOUTH, WEST, NORTH]


def test_cards_go_out_one_at_a_time_from_the_dealers_left():
    state = SpadesState()
    state.apply_action(FIRST_DEALER_BASE + WEST)
    state.apply_action(DEAL_DOWN)
    for card in cards("2H 3H 4H 5H"):
        state.apply_action(card)
    assert [names(state.hands[s]) for s in (NORTH, EAST, SOUTH, WEST)] == ["2H", "3H", "4H", "5H"]


def test_stacked_deal_gives_13_cards_each_and_bidding_starts_on_the_dealers_left():
    state = stacked()
    assert [state.hands[s].bit_count() for s in range(4)] == [13] * 4
    assert names(state.hands[NORTH]) == names(sum(1 << c for c in cards(HANDS[0])))
    assert state.phase == "bid" and state.current_player() == NORTH


def test_the_dealer_chooses_before_each_round_until_three_went_face_up():
    state = SpadesState()
    state.apply_action(FIRST_DEALER_BASE + SOUTH)
    choices = 0
    while state.phase == "deal":
        if state.is_chance_node():
            state.apply_action(state.legal_actions()[0])
            continue
        assert state.current_player() == SOUTH and state.legal_actions() == [DEAL_DOWN, DEAL_UP]
        choices += 1
        state.apply_action(DEAL_UP if choices in (2, 5, 6) else DEAL_DOWN)
    assert state.face_up_rounds == 3
    assert choices == 6, "no more choices after the third face-up round"


def test_face_up_cards_are_seen_by_everyone_until_played():
    state = stacked(face_up_rounds=(0, 12))
    up = [names(state.face_up[s]) for s in range(4)]
    assert up == ["6D JO", "4C EJ", "7C TS", "AC 7S"]
    east_view = observe(state, EAST)
    assert east_view.face_up[NORTH] == state.face_up[NORTH]
    assert not east_view.unseen & state.face_up[WEST]
    bid_all(state, [3, 3, 4, 2])
    play(state, "6D")
    assert names(state.face_up[NORTH]) == "JO"


def test_a_fourth_face_up_round_is_not_offered():
    state = SpadesState()
    state.apply_action(FIRST_DEALER_BASE + NORTH)
    for _ in range(3):
        state.apply_action(DEAL_UP)
        for _ in range(4):
            state.apply_action(state.legal_actions()[0])
    assert state.is_chance_node()
    assert state.why_illegal(DEAL_UP) is not None


@pytest.mark.parametrize(("swap", "what"), [
    ("a hand with no spade", 0),
    ("a hand of nothing but spades", 1),
])
def test_a_hand_without_spades_or_with_only_spades_is_dealt_again(swap, what):
    hands = list(HANDS)
    if what == 0:  # South gives his three spades to West for three clubs
        hands[SOUTH] = "QH KH AH JD QD KD AD 5C 6C 7C 8C 9C TC"
        hands[WEST] = "TS 9S 8S 7S 6S 5S 4S 3S 2S JC QC KC AC"
    else:  # North holds 13 spades (and so, with 15 spades in all, West holds none)
        hands[NORTH] = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
        hands[EAST] = "8H 9H TH JH 7D 8D 9D TD 6C 7C 8C 9C JO"
        hands[SOUTH] = "QH KH AH JD QD KD AD TC JC QC KC AC EJ"
        hands[WEST] = "2H 3H 4H 5H 6H 7H 3D 4D 5D 6D 3C 4C 5C"
    state = new_deal(WEST, hands)
    redeal = [e for e in state.events if e.kind == ev.REDEAL]
    assert redeal and redeal[0].value == what, swap
    assert state.phase == "deal" and state.dealer == WEST and state.hand_number == 1
    assert state.undealt == ALL_CARDS and state.hands == [0, 0, 0, 0]


# --- bidding -------------------------------------------------------------------------------


def test_two_bidding_passes_from_the_dealers_left_and_the_second_may_change_a_bid():
    state = stacked()
    order = []
    for books in (3, 3, 4, 2):
        order.append(state.current_player())
        state.apply_action(bid_action(books))
    assert order == [NORTH, EAST, SOUTH, WEST]
    assert state.phase == "bid" and state.bids == [3, 3, 4, 2]
    for books in (3, 5, 4, 1):
        state.apply_action(bid_action(books))
    assert state.first_bids == [3, 3, 4, 2] and state.bids == [3, 5, 4, 1]
    assert state.team_bid(0) == 7 and state.team_bid(1) == 6
    second = [e for e in state.events if e.kind == ev.BID and e.second]
    assert [e.changed for e in second] == [False, True, False, True]
    assert state.phase == "play" and state.current_player() == NORTH


def test_bids_run_from_0_to_13():
    state = stacked()
    assert state.legal_actions() == [bid_action(n) for n in range(14)]
    assert state.why_illegal(bid_action(14)) == "bid a number of books from 0 to 13"
    assert state.why_illegal(JOKER) is not None


# --- playing ---------------------------------------------------------------------------


def test_no_spade_lead_before_spades_are_broken():
    state = ready_to_play()
    assert state.why_illegal(parse("AS")) == "no spade may be led before a spade has been played"
    assert all(SUIT_OF[c] != SPADES for c in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply_action(JOKER)


def test_follow_suit_is_enforced_and_a_void_may_trump():
    state = ready_to_play()
    play(state, "2H")
    assert state.why_illegal(parse("3C")) == "you must follow suit"
    assert state.why_illegal(parse("3C"), player=SOUTH) == "it is not your turn"
    play(state, "8H AH")
    assert state.legal_actions() == sorted(bits(state.hands[WEST])), "West has no heart"
    play(state, "2S")
    assert state.spades_broken and state.voids[WEST] == 0b0001
    assert state.last_trick == (NORTH, tuple(cards("2H 8H AH 2S")), WEST, 1)
    assert state.books == [0, 1] and state.current_player() == WEST


def test_highest_card_of_the_led_suit_wins_without_spades_and_a_discard_never_wins():
    state = ready_to_play()
    play(state, "2H 8H AH 2S")  # West leads next
    play(state, "8C 3D 3C 5C")  # North has no club: his 3D cannot win
    assert state.last_trick[2] == WEST and state.voids[NORTH] == 0b0100


def test_a_joker_discard_breaks_spades():
    state = ready_to_play()
    play(state, "2H 8H AH 8C")  # West has no heart and throws a club: spades still unbroken
    assert not state.spades_broken and state.current_player() == SOUTH
    play(state, "5C 9C JO 3C")
    broken = [e for e in state.events if e.kind == ev.SPADES_BROKEN]
    assert state.spades_broken and broken[0].player == NORTH
    assert state.last_trick[2] == NORTH


def test_a_leader_with_nothing_but_spades_may_lead_one_before_they_are_broken():
    hands = ["JO 3C 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
             "EJ 4C KH AH 3D 4D 5D 6D 7D 8D 9D TD JD",
             "AS 5C 6C 7C 8C 9C TC JC QC KC QD KD AD",
             "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AC"]
    state = new_deal(WEST, hands)
    bid_all(state, [2, 2, 2, 4])
    play(state, "3C 4C 5C AC")
    assert not state.spades_broken and state.current_player() == WEST
    assert state.why_illegal(parse("2S")) is None
    play(state, "2S")
    assert state.voids[WEST] == 0b0111, "everyone now knows West holds only spades"


def test_the_winner_of_a_book_leads_the_next_and_13_books_end_the_hand():
    state = ready_to_play()
    rng = random.Random(5)
    while state.phase == "play":
        mover = state.current_player()
        if not state.trick:
            assert mover == (state.last_trick[2] if state.tricks else NORTH)
        state.apply_action(rng.choice(state.legal_actions()))
    assert len(state.tricks) == 13 and sum(state.books) == 13
    assert state.phase == "scored" and len(state.sheet) == 1
    assert state.current_player() == NORTH, "North deals next, and chooses first"


# --- reneging (option) ------------------------------------------------------------------


def test_without_the_option_a_renege_is_refused():
    state = ready_to_play()
    play(state, "2H")
    with pytest.raises(IllegalAction, match="you must follow suit"):
        state.apply_action(parse("3C"))


def test_a_renege_costs_that_book_and_the_next_two_the_offenders_win():
    state = ready_to_play(Options(allow_renege=True))
    play(state, "2H")
    assert parse("3C") in state.legal_actions()
    play(state, "3C AH 2S")  # East reneges; his partner West wins the book
    assert state.last_trick[2:] == (WEST, 0), "the book goes to North-South"
    assert state.voids[EAST] == 0, "a renege shows no void"
    assert state.owed == [0, 2] and state.books == [1, 0]
    play(state, "8C 3D 4C 5C")  # West wins again: forfeited
    play(state, "9C 4D 7D 6C")  # and again: forfeited
    assert state.books == [3, 0] and state.owed == [0, 0]
    play(state, "TC 5D 8D 7C")  # the third is East-West's own
    assert state.books == [3, 1]
    kinds = [e.kind for e in state.events if e.kind in (ev.RENEGE, ev.FORFEIT)]
    assert kinds == [ev.RENEGE, ev.FORFEIT, ev.FORFEIT]


def test_a_renege_book_won_by_the_other_side_stays_there_and_a_second_renege_adds_two():
    state = ready_to_play(Options(allow_renege=True))
    play(state, "2H 8H 5C 8C")  # South reneges; East wins the book
    assert state.last_trick[2:] == (EAST, 1) and state.owed == [2, 0]
    play(state, "9H KH 9C 3H")  # South wins: forfeited to East-West
    assert state.last_trick[2:] == (SOUTH, 1) and state.owed == [1, 0]
    play(state, "QH TC 3D TH")  # North reneges too: two more owed
    assert state.last_trick[2:] == (SOUTH, 1) and state.owed == [3, 0]
    assert state.books == [0, 3]


def test_what_is_still_owed_when_the_hand_ends_lapses():
    state = ready_to_play(Options(allow_renege=True))
    play(state, "2H 8H 5C 8C")
    rng = random.Random(1)
    while state.phase == "play":
        legal = state.legal_actions()
        following = [c for c in legal if not state.trick
                     or SUIT_OF[c] == SUIT_OF[state.trick[0]]] or legal
        state.apply_action(rng.choice(following))
    assert sum(state.books) == 13
    deal_hands(state, HANDS)
    assert state.owed == [0, 0] and state.hand_number == 2


# --- odds and ends ---------------------------------------------------------------------


def test_teams_and_partners():
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [partner_of(s) for s in range(4)] == [SOUTH, WEST, NORTH, EAST]


def test_replaying_the_history_gives_the_same_state_and_clones_are_independent():
    state = ready_to_play()
    play(state, "2H 8H AH 2S 8C")
    again = SpadesState()
    for action in state.history:
        again.apply_action(action)
    assert str(again) == str(state)
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert str(state) == str(again)


def test_state_text_shows_every_hand_and_the_trick():
    state = ready_to_play()
    play(state, "2H 8H")
    text = str(state)
    assert "N: 3H 4H" in text and "trick 2H 8H" in text and "to move: 2" in text
    assert state.current_player() != GameState.CHANCE
