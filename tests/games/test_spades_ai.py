"""Spades computer players: honesty, legality, partnership sense, bags, sets and bids."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.state import sample_chance
from games.spades.ai import AIBot, GreedyBot, RandomBot, RulesBot, dealer_choice
from games.spades.bid_choice import choose_bid
from games.spades.bidding import estimate, notes_bid
from games.spades.card_choice import (
    PlaySettings,
    cheapness,
    choose_card,
    following_cards,
    partner_sure_to_win,
)
from games.spades.deck import ALL_CARDS, SUIT_OF, bits, mask_of
from games.spades.observation import Observation, observe
from games.spades.position import cards
from games.spades.rulebook import (
    DEAL_DOWN,
    DEAL_UP,
    EAST,
    FIRST_DEALER_BASE,
    NORTH,
    SOUTH,
    WEST,
    Options,
    bid_action,
)
from games.spades.rules import SpadesState
from games.spades.scoring import TeamScore
from games.spades.tricks import beating, winning_index
from games.spades.worlds import consistent, sample_hands
from games.spiel.worlds import spades as reshuffle_hidden

BOTS = [AIBot, RulesBot, GreedyBot, RandomBot]


def random_position(rng: random.Random, *, phase: str = "play", stop: float = 0.1,
                    options: Options | None = None) -> SpadesState:
    """A game played by the greedy bot (random dealer choices) until a coin says stop."""
    bot = GreedyBot()
    while True:
        state = SpadesState(options or Options())
        for _ in range(2000):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if state.phase == phase and len(state.legal_actions()) > 1 and rng.random() < stop:
                return state
            state.apply_action(bot.choose(state.clone(), rng))



class PeekingBot:
    """A cheat for checking the honesty test: plays the card the next seat can beat least."""

    def choose(self, state: SpadesState, rng: random.Random) -> int:
        legal = state.legal_actions()
        if state.phase != "play":
            return legal[0]
        nxt = state.hands[(state.current_player() + 1) % 4]
        return min(legal, key=lambda c: ((nxt >> SUIT_OF[c] * 13) & 0x1FFF).bit_count() + c / 100)


def probe(phase: str) -> HonestyProbe:
    return HonestyProbe(
        position=lambda rng: random_position(rng, phase=phase),
        observe=observe,
        resample=reshuffle_hidden,
        hidden=lambda state, viewer: tuple(state.hands[s] for s in range(4) if s != viewer),
    )


@pytest.mark.parametrize("bot", [AIBot, RulesBot, GreedyBot])
def test_bots_decide_the_same_when_hidden_cards_are_reshuffled(bot):
    report = honesty_report(bot(), probe("play"), positions=60, seed=21)
    assert report.moved >= 50, "the test must really move hidden cards"
    assert report.changed == 0


def test_the_ai_bids_the_same_when_hidden_cards_are_reshuffled():
    report = honesty_report(AIBot(), probe("bid"), positions=40, seed=22)
    assert report.moved >= 35 and report.changed == 0


def test_honesty_check_catches_a_peeking_bot():
    report = honesty_report(PeekingBot(), probe("play"), positions=40, seed=23)
    assert report.changed > 0


@pytest.mark.parametrize("bot", BOTS)
def test_bots_only_choose_legal_actions_and_never_renege_on_purpose(bot):
    rng = random.Random(31)
    options = Options(allow_renege=True)
    for _ in range(25):
        state = random_position(rng, stop=0.05, options=options)
        action = bot().choose(state.clone(), random.Random(1))
        assert action in state.legal_actions()
        if state.trick and bot is not RandomBot:
            led = SUIT_OF[state.trick[0]]
            holds = any(SUIT_OF[c] == led for c in bits(state.hands[state.current_player()]))
            assert not holds or SUIT_OF[action] == led


def test_sampled_worlds_respect_face_up_cards_voids_and_hand_sizes():
    rng = random.Random(4)
    for _ in range(40):
        state = random_position(rng, stop=0.05)
        obs = observe(state, state.current_player())
        for _ in range(5):
            hands = sample_hands(obs, rng)
            assert consistent(obs, hands)
            assert sum(hands) | obs.played == ALL_CARDS


def test_a_computer_dealer_turns_only_early_rounds_up_about_a_third_of_the_time():
    rng = random.Random(6)
    state = SpadesState()
    state.apply_action(FIRST_DEALER_BASE + NORTH)
    obs = observe(state, NORTH)
    ups = sum(dealer_choice(obs, rng) == DEAL_UP for _ in range(3000))
    assert 900 < ups < 1100
    late = replace(obs, dealt=12)
    assert all(dealer_choice(late, rng) == DEAL_DOWN for _ in range(200))


# --- end-of-hand positions built straight as observations ------------------------------------

FRESH = (TeamScore(), TeamScore())


def endgame(me: int, hands: dict[int, str], trick: str = "", leader: int = NORTH,
            bids: tuple[int, int, int, int] = (3, 3, 3, 3), books: tuple[int, int] = (0, 0),
            scores: tuple[TeamScore, TeamScore] = FRESH) -> Observation:
    """``me``'s view of a position late in a hand (every other card already played)."""
    held = {s: mask_of(cards(h)) for s, h in hands.items()}
    on_table = cards(trick)
    played = ALL_CARDS & ~sum(held.values())
    return Observation(
        player=me, to_move=me, phase="play", dealer=WEST, hand_number=3, hand=held[me],
        face_up=(0, 0, 0, 0), hand_sizes=tuple(held[s].bit_count() for s in range(4)),
        dealt=52, face_up_rounds=0, first_bids=bids, bids=bids, bid_turn=8, leader=leader,
        trick=tuple(on_table), trick_reneges=0, tricks=(), played=played | mask_of(on_table),
        spades_broken=True, tricks_won=(0, 0, 0, 0), books=books, owed=(0, 0),
        voids=(0, 0, 0, 0), scores=scores, sheet=(), options=Options(),
    )


def legal_for(obs: Observation) -> list[int]:
    mine = bits(obs.hand)
    if obs.trick:
        same = [c for c in mine if SUIT_OF[c] == SUIT_OF[obs.trick[0]]]
        return same or mine
    return mine


def test_the_ai_does_not_overtake_its_partners_winning_card_when_last():
    # South plays last: partner North's KH is winning; the AH would only waste a winner.
    obs = endgame(SOUTH, {NORTH: "3D 8D", EAST: "4D 5D", SOUTH: "AH 3H 2S", WEST: "6D 7D"},
                  trick="4H KH 5H", leader=WEST, books=(5, 5))
    assert partner_sure_to_win(obs)
    assert choose_card(obs, legal_for(obs), random.Random(1)) == cards("3H")[0]


def test_the_ai_does_not_trump_its_partners_sure_ace():
    obs = endgame(SOUTH, {NORTH: "3D 8D", EAST: "4D 5D", SOUTH: "7C 2S 3S", WEST: "6D 7D"},
                  trick="4H AH 5H", leader=WEST, books=(5, 5))
    assert choose_card(obs, legal_for(obs), random.Random(1)) == cards("7C")[0]


# Trick 12 of a hand: West led 6D, North played 3D, East 7D; South holds AD and 4D. The
# last three cards out are 5S, 9C and 4S, so (as dealt here) East-West take book 13
# whatever South does now: South's choice decides trick 12 only.
LAST_TWO = {WEST: "5S", NORTH: "9C", EAST: "4S", SOUTH: "AD 4D"}


def trick_twelve(bids, books, scores=FRESH) -> Observation:
    return endgame(SOUTH, LAST_TWO, trick="6D 3D 7D", leader=WEST, bids=bids, books=books,
                   scores=scores)


def test_the_ai_plays_to_lose_a_book_when_a_bag_would_cost_100():
    # North-South bid 6 and have 6, with 9 bags: one book more is the tenth bag.
    obs = trick_twelve((3, 2, 3, 2), (6, 5), (TeamScore(100, 9, 0), TeamScore(100, 0, 0)))
    assert choose_card(obs, legal_for(obs), random.Random(2)) == cards("4D")[0]


def test_the_ai_takes_the_book_it_needs():
    obs = trick_twelve((4, 2, 3, 2), (6, 5))
    assert choose_card(obs, legal_for(obs), random.Random(2)) == cards("AD")[0]


def test_the_ai_covers_its_partners_beaten_card_when_the_team_needs_the_book():
    # North's 8D is beaten by East's 9D; North-South bid 7 and have 6.
    obs = endgame(SOUTH, LAST_TWO, trick="6D 8D 9D", leader=WEST, bids=(4, 2, 3, 2),
                  books=(6, 5))
    assert not partner_sure_to_win(obs)
    assert choose_card(obs, legal_for(obs), random.Random(4)) == cards("AD")[0]


def test_the_ai_sets_the_opponents_even_at_the_cost_of_a_bag():
    # North-South bid 4 and have 6; East-West bid 7 and have 5: they need both last books.
    obs = trick_twelve((2, 4, 2, 3), (6, 5))
    assert choose_card(obs, legal_for(obs), random.Random(3)) == cards("AD")[0]


def test_greedy_wins_cheaply_while_the_team_needs_books_then_ducks():
    needs = trick_twelve((4, 2, 3, 2), (6, 5))
    made = trick_twelve((3, 2, 3, 2), (6, 5))
    greedy = GreedyBot()
    assert greedy.card(needs, legal_for(needs), random.Random(0)) == cards("AD")[0]
    assert greedy.card(made, legal_for(made), random.Random(0)) == cards("4D")[0]
    assert RulesBot().card(made, legal_for(made), random.Random(0)) == cards("AD")[0]


# --- bidding -------------------------------------------------------------------------------


def bidding_view(hand: str, bids: list[int | None], turn: int, scores=None,
                 me: int = SOUTH, dealer: int = WEST) -> Observation:
    state = SpadesState()
    obs = observe(state, me)
    return replace(obs, phase="bid", dealer=dealer, hand=mask_of(cards(hand)), bid_turn=turn,
                   bids=tuple(bids), first_bids=tuple(bids), dealt=52,
                   hand_sizes=(13, 13, 13, 13), scores=scores or obs.scores, hand_number=1)


def test_the_notes_count_sure_spades_and_protected_high_spades():
    assert notes_bid(mask_of(cards("JO 2H 3H 4H 5H 6H 7H 3D 4D 5D 6D 3C 4C"))) == 1
    two = estimate(mask_of(cards("JO EJ 2H 3H 4H 5H 6H 7H 3D 4D 5D 6D 3C")))
    assert 2.0 <= two < 2.5
    alone = estimate(mask_of(cards("EJ 2H 3H 4H 5H 6H 7H 3D 4D 5D 6D 3C 4C")))
    guarded = estimate(mask_of(cards("EJ 2S 3H 4H 5H 6H 7H 3D 4D 5D 6D 3C 4C")))
    assert guarded - alone > 0.45, "a low spade protects the Extra Joker"


def test_the_notes_count_side_aces_and_kings_and_short_suits():
    base = estimate(mask_of(cards("2S 3S 2H 3H 4H 5H 3D 4D 5D 6D 3C 4C 5C")))
    aces = estimate(mask_of(cards("2S 3S AH 3H 4H 5H AD 4D 5D 6D 3C 4C 5C")))
    assert aces - base >= 1.8
    short = estimate(mask_of(cards("2S 3S 2H 3H 4H 5H 6H 7H 8H 9H 3D 4D 5D")))
    assert short > base, "no clubs: the low spades can trump"


def test_an_average_hand_is_worth_about_three():
    rng = random.Random(9)
    total = 0.0
    for _ in range(400):
        deck = list(range(52))
        rng.shuffle(deck)
        total += estimate(mask_of(deck[:13]))
    assert 2.5 < total / 400 < 3.5


def test_the_first_pass_bid_is_the_hands_own_worth():
    hand = "JO EJ AS AH KH 2H 3D 4D 5D 6D 3C 4C 5C"
    assert choose_bid(bidding_view(hand, [None] * 4, 0, me=NORTH)) == notes_bid(
        mask_of(cards(hand)))


def test_the_later_partner_settles_the_team_bid_and_keeps_it_within_13():
    hand = "JO EJ AS KS QS AH KH AD KD AC KC 2H 3D"
    bid = choose_bid(bidding_view(hand, [9, 2, 9, 2], 4 + 2))
    assert 0 <= bid <= 4
    earlier = choose_bid(bidding_view(hand, [4, 2, 9, 2], 4, me=NORTH))
    assert earlier == 4, "the earlier partner keeps his first bid"


@pytest.mark.parametrize("dealer", [NORTH, EAST, SOUTH, WEST])
def test_in_the_second_pass_the_partner_who_bids_later_settles_for_both_teams(dealer):
    # Both partners bid 9 first with a hand worth about 9: the team cannot take 18, so
    # the later one cuts his bid while the earlier one, speaking first, keeps his 9.
    # Bidding starts on the dealer's left, so which partner is later depends on the dealer.
    hand = "JO EJ AS KS QS AH KH AD KD AC KC 2H 3D"
    for me in (NORTH, EAST, SOUTH, WEST):
        bids = [9 if seat % 2 == me % 2 else 2 for seat in range(4)]
        later = (me - dealer - 1) % 4 > (me + 2 - dealer - 1) % 4
        turn = 4 + (me - dealer - 1) % 4
        bid = choose_bid(bidding_view(hand, bids, turn, me=me, dealer=dealer))
        if later:
            assert bid <= 4, (dealer, me, bid)
        else:
            assert bid == 9, (dealer, me, bid)


def test_near_the_target_the_team_bids_safe():
    hand = "JO AS KS 5S AH KH 2H 3D 4D 5D 3C 4C 5C"
    normal = choose_bid(bidding_view(hand, [3, 3, 4, 3], 6))
    near = choose_bid(bidding_view(hand, [3, 3, 4, 3], 6,
                                   scores=(TeamScore(370, 0, 0), TeamScore(200, 0, 0))))
    assert near <= normal


def test_ai_bids_are_numbers_of_books():
    state = random_position(random.Random(5), phase="bid", stop=0.5)
    action = AIBot().choose(state.clone(), random.Random(0))
    assert bid_action(0) <= action <= bid_action(13)
    assert EAST != WEST


def wasted_winner(obs: Observation, legal: list[int], card: int) -> bool:
    """Whether the last seat took a book the opponents were winning with a dearer card."""
    if len(obs.trick) != 3 or winning_index(obs.trick) == 1:
        return False
    winners = beating(sum(1 << c for c in following_cards(obs, legal)), obs.trick)
    return bool(winners >> card & 1) and any(
        cheapness(w) < cheapness(card) for w in bits(winners))


def test_the_last_seat_takes_the_opponents_book_with_its_cheapest_winner():
    # Trick 12: North led TS, East 6C, South QC; West holds JS and AS, both beat the ten.
    # East-West bid 6 and have 5: this book makes the bid. The ace now would keep the
    # jack to duck North's K♠ and the bag of book 13, but the rule is the cheapest
    # winner, always: a player who wins the book with his best card is seen wasting it.
    obs = endgame(WEST, {NORTH: "KS", EAST: "5D", SOUTH: "4D", WEST: "JS AS"},
                  trick="TS 6C QC", leader=NORTH, bids=(3, 3, 2, 3), books=(6, 5))
    for seed in range(4):
        assert choose_card(obs, legal_for(obs), random.Random(seed)) == cards("JS")[0]


def test_a_scan_of_1000_hands_finds_no_last_seat_winner_wasted():
    # The greedy bot plays the hands; wherever the last seat could take the opponents'
    # book with more than one card, the AI's own choice (few worlds, so quick) is asked.
    rng = random.Random(15)
    quick = PlaySettings(worlds=2, drafts=1)
    greedy = GreedyBot()
    asked = hands = 0
    wasted = []
    while hands < 1000:
        state = SpadesState(Options())
        while state.phase != "scored":
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            action = greedy.choose(state, rng)
            if state.phase == "play" and len(state.trick) == 3:
                obs = observe(state, state.current_player())
                legal = state.legal_actions()
                winners = beating(sum(1 << c for c in following_cards(obs, legal)), obs.trick)
                if winning_index(obs.trick) != 1 and winners.bit_count() > 1:
                    asked += 1
                    action = choose_card(obs, following_cards(obs, legal), rng, quick)
                    if wasted_winner(obs, legal, action):
                        wasted.append(action)
            state.apply_action(action)
        hands += 1
    assert asked > 1000
    assert wasted == []
