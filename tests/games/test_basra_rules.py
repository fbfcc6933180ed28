"""Basra and Passur rules: every capture rule (the seed's own examples), Passur's rules,
the deal (cut, burial, redeal), the end of a hand, refusals and the events."""

from __future__ import annotations

import pytest

from games._shared.state import IllegalAction
from games.basra import events as ev
from games.basra.capture import ELEVEN, JACK, MATCH, SEVEN, SUM, TRAIL, capturer_for
from games.basra.pack import ALL_CARDS, bits, cards_text, parse, parse_mask
from games.basra.position import make_position
from games.basra.rulebook import PASSUR_OPTIONS, TWO_CLUBS_TEN_DIAMONDS, Options
from games.basra.rules import HandState

BASRA = Options()
PASSUR = PASSUR_OPTIONS


def card_list(text: str) -> list[int]:
    return [parse(word) for word in text.split()]


def capture(card: str, floor: str, options: Options = BASRA):
    return capturer_for(options).resolve(parse(card), parse_mask(floor))


def taken(card: str, floor: str, options: Options = BASRA) -> str:
    return cards_text(capture(card, floor, options).taken)


def groups(card: str, floor: str, options: Options = BASRA) -> set[int]:
    return set(capture(card, floor, options).groups)


# --- Basra captures: the seed's examples -------------------------------------------------

def test_nine_on_2_4_5_7_takes_all_four_in_two_groups_and_is_a_basra():
    result = capture("9S", "2H 4D 5C 7S")
    assert result.taken == parse_mask("2H 4D 5C 7S")
    assert groups("9S", "2H 4D 5C 7S") == {parse_mask("4D 5C"), parse_mask("2H 7S")}
    assert result.how == SUM and result.sweep


def test_ten_on_a_9_7_3_10_takes_everything():
    result = capture("TS", "AH 9D 7C 3S TH")
    assert result.taken == parse_mask("AH 9D 7C 3S TH") and result.sweep
    assert groups("TS", "AH 9D 7C 3S TH") == {parse_mask(g) for g in ("TH", "AH 9D", "7C 3S")}


def test_ten_takes_four_aces_and_three_twos_at_once():
    result = capture("TS", "AH AD AC AS 2H 2D 2C")
    assert result.taken == parse_mask("AH AD AC AS 2H 2D 2C") and result.sweep


# --- Basra captures: the other rules -----------------------------------------------------

def test_a_numeral_pairs_its_own_rank_and_never_takes_pictures():
    result = capture("5H", "5S KD")
    assert cards_text(result.taken) == "5S" and result.how == MATCH and not result.sweep


def test_pairs_and_sums_go_together_and_the_most_cards_are_taken():
    assert capture("5H", "5S 2D 3C 4H").taken == parse_mask("5S 2D 3C")
    result = capture("8H", "8S 5D 3C 4H 4S")
    assert result.taken == parse_mask("8S 5D 3C 4H 4S") and result.sweep
    assert capture("5H", "AC 4C AD 2D 2H").taken == parse_mask("AC 4C AD 2D 2H"), (
        "4+A and A+2+2 rather than one group")


def test_equal_counts_take_the_most_points_then_the_first_cards():
    # 9 on 2D 5H AS 2S 3S: 5+2+2 (4 points) beats 5+3+A (1 point) ...
    assert taken("9C", "2D 5H AS 2S 3S") == cards_text(parse_mask("5H 2D 2S"))
    # ... but with only the two of clubs scoring, 5+3+A is worth more.
    other = Options(scoring=TWO_CLUBS_TEN_DIAMONDS)
    assert taken("9C", "2D 5H AS 2S 3S", other) == cards_text(parse_mask("5H 3S AS"))
    # Equal points: the cards first in the order clubs, diamonds, hearts, spades.
    assert taken("TD", "4C 3H 5H AS 6S") == cards_text(parse_mask("4C 5H AS"))


def test_king_and_queen_take_every_card_of_their_rank_in_basra():
    result = capture("KH", "KS KD QH 5C")
    assert result.taken == parse_mask("KS KD") and result.how == MATCH and not result.sweep
    assert capture("QH", "QS").sweep
    assert capture("QH", "KS 3D").how == TRAIL


def test_a_jack_sweeps_everything_but_never_makes_a_basra():
    result = capture("JS", "KH 2D QC JD")
    assert result.taken == parse_mask("KH 2D QC JD") and result.how == JACK
    assert not result.sweep
    assert capture("JS", "").how == TRAIL


def test_seven_of_diamonds_sweeps_and_is_a_basra_only_on_small_numerals():
    small = capture("7D", "2H 3D 4C AS")
    assert small.taken == parse_mask("2H 3D 4C AS") and small.how == SEVEN and small.sweep
    big = capture("7D", "2H 3D 6C")
    assert big.taken == parse_mask("2H 3D 6C") and not big.sweep
    picture = capture("7D", "KH 2D")
    assert picture.taken == parse_mask("KH 2D") and not picture.sweep
    assert capture("7D", "").how == TRAIL
    assert capture("7S", "7D 4C").taken == parse_mask("7D"), "on the floor it is a plain 7"


def test_without_seven_sweeps_the_seven_of_diamonds_is_a_plain_seven():
    plain = Options(no_seven_sweeps=True)
    result = capture("7D", "3C 4H 9S", plain)
    assert result.taken == parse_mask("3C 4H") and result.how == SUM and not result.sweep
    assert capture("7D", "7S", plain).sweep


def test_ace_high_makes_a_played_ace_count_14_and_still_pair_aces():
    high = Options(ace_high=True)
    assert taken("AH", "9S 5D AC 3H", high) == cards_text(parse_mask("9S 5D AC"))
    assert taken("AH", "9S 5D AC 3H") == "AC", "without the option an ace is 1"
    assert taken("2H", "AC AS", high) == cards_text(parse_mask("AC AS")), (
        "floor aces still add up as 1")


# --- Passur captures ----------------------------------------------------------------------

def test_passur_numerals_make_eleven_with_the_played_card():
    result = capture("5H", "4S 2D 9C", PASSUR)
    assert result.taken == parse_mask("4S 2D") and result.how == ELEVEN and not result.sweep
    assert capture("5H", "4S 2D", PASSUR).sweep, "clearing the floor is a sur"
    assert capture("AH", "TD TS", PASSUR).taken == parse_mask("TD"), "ace 1 + ten"


def test_passur_numerals_never_pair():
    assert capture("5H", "5S", PASSUR).how == TRAIL


def test_passur_takes_one_group_the_most_points_then_clubs_then_cards():
    assert taken("9H", "2C AD", PASSUR) == "2C"  # 2 points beat the ace's 1
    assert taken("5H", "4S 2D 6C", PASSUR) == "6C"  # a club
    assert taken("5H", "6H 4S 2S", PASSUR) == cards_text(parse_mask("4S 2S"))  # more cards


def test_passur_king_or_queen_takes_one_of_its_rank():
    result = capture("KH", "KS KC 3D", PASSUR)
    assert result.taken == parse_mask("KC") and not result.sweep
    assert capture("QH", "QS", PASSUR).sweep


def test_passur_jack_leaves_kings_and_queens_and_is_never_a_sur():
    result = capture("JS", "KH QD 2D 3C JD", PASSUR)
    assert result.taken == parse_mask("2D 3C JD") and result.how == JACK and not result.sweep
    assert not capture("JS", "2D", PASSUR).sweep
    assert capture("JS", "KH QD", PASSUR).how == TRAIL, "only pictures: the jack stays"


def test_passur_seven_of_diamonds_is_an_ordinary_seven():
    assert capture("7D", "4S 9C", PASSUR).taken == parse_mask("4S")
    assert capture("7D", "2H 3D", PASSUR).how == TRAIL


# --- a hand: dealing ----------------------------------------------------------------------

def forced_hand(cards: str, options: Options = BASRA, dealer: int = 1) -> HandState:
    """A hand whose chance outcomes are ``cards``, in order (cut first)."""
    outcomes = tuple(parse(w) for w in cards.split())
    state = HandState(dealer, options, replay=outcomes)
    for card in outcomes:
        state.apply_action(card)
        if not state.is_chance_node():
            break
    return state


def test_deal_gives_four_to_the_non_dealer_then_the_dealer_then_the_floor():
    state = forced_hand("KS  2C 3C 4C 5C  2D 3D 4D 5D  6H 7H 8H 9H")
    assert state.hands[0] == parse_mask("2C 3C 4C 5C"), "dealer P1: P0 gets the first four"
    assert state.hands[1] == parse_mask("2D 3D 4D 5D")
    assert state.floor == card_list("6H 7H 8H 9H")
    assert state.current_player() == 0 and state.batch == 1
    assert state.events[1] == ev.Event(ev.CUT, 1, parse("KS"))


def test_jacks_and_seven_of_diamonds_on_the_floor_go_under_the_pack_and_reach_the_dealer():
    state = forced_hand("KS  2C 3C 4C 5C  2D 3D 4D 5D  JH 7H 7D 9H  6S JS 8S")
    assert state.buried == [parse("JH"), parse("7D"), parse("JS")]
    assert state.floor == card_list("7H 9H 6S 8S")
    assert state.tail == card_list("KS JH 7D JS")
    assert [e.card for e in state.events if e.kind == ev.BURY] == state.buried
    # Play the hand out at random: the dealer's last four are the bottom card and the
    # buried ones, in that order at the bottom.
    import random

    rng = random.Random(1)
    while state.pack_size:
        if state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
        else:
            state.apply_action(state.legal_actions()[0])
    assert state.hands[1] == parse_mask("KS JH 7D JS")
    assert state.known_dealt[1] == parse_mask("KS JH 7D JS")


def test_passur_buries_a_single_jack_but_not_the_seven_of_diamonds():
    state = forced_hand("KS  2C 3C 4C 5C  2D 3D 4D 5D  JH 7D 7H 9H  6S", PASSUR)
    assert state.buried == [parse("JH")]
    assert parse("7D") in state.floor


@pytest.mark.parametrize("floor, reason", [
    ("JH JD 7H 9H", "jacks"), ("QH QD QC 9H", "queens"), ("KH KD KC 9H", "kings")])
def test_passur_redeals_two_jacks_three_queens_or_three_kings(floor, reason):
    state = forced_hand(f"AS  2C 3C 4C 5C  2D 3D 4D 5D  {floor}", PASSUR)
    assert state.events[-1] == ev.Event(ev.REDEAL, 1, how=reason)
    assert state.bottom is None and state.hands == [0, 0] and state.redeals == 1
    assert state.chance_outcomes() == [(c, 1 / 52) for c in range(52)]


def test_two_jacks_in_basra_are_buried_not_redealt():
    state = forced_hand("AS  2C 3C 4C 5C  2D 3D 4D 5D  JH JD 7H 9H  6S 8S")
    assert state.redeals == 0 and state.buried == [parse("JH"), parse("JD")]


# --- a hand: play and the end -------------------------------------------------------------

def test_a_capture_goes_to_the_win_pile_and_the_event_says_what_and_why():
    state = make_position(hands=("9S 3H", "KD 2C"), floor="2H 4D 5C 7S", rest_won_by=1)
    state.apply_action(parse("9S"))
    assert state.won[0] == parse_mask("9S 2H 4D 5C 7S") and state.floor == []
    assert state.sweep_cards[0] == [parse("9S")] and state.last_capturer == 0
    capture_event, sweep = state.events[-2:]
    assert capture_event.kind == ev.CAPTURE and capture_event.how == SUM
    assert set(capture_event.cards) == set(bits(parse_mask("2H 4D 5C 7S")))
    assert {frozenset(g) for g in capture_event.groups} == {
        frozenset(bits(parse_mask("4D 5C"))), frozenset(bits(parse_mask("2H 7S")))}
    assert capture_event.value == 2, "only the two scores"
    assert sweep == ev.Event(ev.SWEEP, 0, parse("9S"), value=10)


def test_a_card_that_takes_nothing_stays_on_the_floor():
    state = make_position(hands=("3H 4H", "KD 2C"), floor="5C", rest_won_by=1)
    state.apply_action(parse("3H"))
    assert state.floor == [parse("5C"), parse("3H")]
    assert state.events[-1] == ev.Event(ev.TRAIL, 0, parse("3H"))
    assert state.current_player() == 1


def test_the_last_capturer_takes_the_rest_without_a_basra():
    state = make_position(hands=("3H", "KD"), floor="5C 2D", rest_won_by=1,
                          last_capturer=0, won=("AS", ""))
    state.apply_action(parse("3H"))
    state.apply_action(parse("KD"))
    assert state.over and state.won[0] & parse_mask("5C 2D 3H KD") == parse_mask("5C 2D 3H KD")
    last = [e for e in state.events if e.kind == ev.LAST_TAKE]
    assert last == [ev.Event(ev.LAST_TAKE, 0, cards=tuple(card_list("5C 2D 3H KD")),
                             value=2)]
    assert state.sweep_cards == [[], []]


def test_a_basra_with_the_very_last_card_counts_and_is_a_lucky_last_card():
    state = make_position(hands=("7H", "5D"), floor="2D", rest_won_by=1, dealer=0)
    state.apply_action(parse("5D"))  # P1, the non-dealer, trails
    state.apply_action(parse("7H"))  # the hand's last card takes 2+5 and clears the floor
    assert state.sweep_cards == [[parse("7H")], []]
    lucky = [e for e in state.events if e.kind == ev.LUCKY_LAST]
    assert lucky == [ev.Event(ev.LUCKY_LAST, 0, parse("7H"), value=2 + 10)]
    assert state.score is not None and state.score[0].sweeps == 1


def test_the_last_card_capture_comes_before_the_last_take():
    state = make_position(hands=("7H", "8D"), floor="5C 2D", rest_won_by=1, dealer=0)
    state.apply_action(parse("8D"))
    state.apply_action(parse("7H"))  # takes 5+2, the 8 stays: no basra
    assert state.sweep_cards == [[], []]
    assert [e.kind for e in state.events[-4:]] == [ev.CAPTURE, ev.LUCKY_LAST, ev.LAST_TAKE,
                                                   ev.HAND_OVER]
    assert state.events[-2] == ev.Event(ev.LAST_TAKE, 0, cards=(parse("8D"),), value=0)


def test_a_jack_sweep_is_reported_for_comments():
    state = make_position(hands=("JH 2S", "KD 2C"), floor="5C 9D KS", rest_won_by=1)
    state.apply_action(parse("JH"))
    assert state.events[-1] == ev.Event(ev.JACK_SWEEP, 0, parse("JH"),
                                        tuple(bits(parse_mask("5C 9D KS"))), value=3)
    assert ev.JACK_SWEEP in ev.COMMENT_KINDS and ev.SWEEP in ev.COMMENT_KINDS


def test_refusals_say_why():
    state = make_position(hands=("9S 3H", "KD 2C"), floor="5C", rest_won_by=1)
    assert state.why_illegal(parse("KD")) == "you do not hold that card"
    assert state.why_illegal(parse("9S"), player=1) == "not your turn"
    assert state.why_illegal(99) == "no such card"
    assert state.why_illegal(parse("9S")) is None
    with pytest.raises(IllegalAction, match="do not hold"):
        state.apply_action(parse("2C"))
    dealing = HandState(0)
    assert dealing.why_illegal(3, player=0) == "wait for the deal"
    forced = HandState(0, replay=(5, 6))
    assert forced.why_illegal(6) == "that card is not next in the pack"


def test_preview_tells_what_a_card_would_take_without_playing_it():
    state = make_position(hands=("9S 3H", "KD 2C"), floor="2H 4D 5C 7S", rest_won_by=1)
    assert state.preview(parse("9S")).sweep and state.hands[0] == parse_mask("9S 3H")


def test_a_replayed_hand_deals_exactly_the_same_cards():
    import random

    from games._shared.state import sample_chance

    rng = random.Random(8)
    first = HandState(0, PASSUR)
    while not first.is_terminal():
        if first.is_chance_node():
            first.apply_action(sample_chance(first, rng))
        else:
            first.apply_action(first.legal_actions()[-1])
    again = HandState(0, PASSUR, replay=tuple(first.chance_log))
    while not again.is_terminal():
        if again.is_chance_node():
            assert len(again.chance_outcomes()) == 1
            again.apply_action(sample_chance(again, rng))
        else:
            again.apply_action(again.legal_actions()[-1])
    assert str(again).splitlines()[1:] == str(first).splitlines()[1:]
    assert again.chance_log == first.chance_log


def test_all_cards_are_dealt_exactly_once_in_a_hand():
    import random

    state = HandState(0)
    rng = random.Random(3)
    seen = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
        else:
            card = rng.choice(state.legal_actions())
            assert not seen >> card & 1
            seen |= 1 << card
            state.apply_action(card)
    assert state.plays == 48 and seen.bit_count() == 48
    assert (state.won[0] | state.won[1] | state.discarded) == ALL_CARDS
