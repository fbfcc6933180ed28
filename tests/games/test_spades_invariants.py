"""Spades random play: 5,000 seeded hands checked by an independent referee, whole games too."""

from __future__ import annotations

import random

from games._shared.simulate import random_playthrough
from games.spades.arena import ENTRY, game_stats
from games.spades.deck import ALL_CARDS, SIDE_MASK, SPADE_MASK, SUIT_MASK, SUIT_OF
from games.spades.invariants import check_state
from games.spades.rulebook import FIRST_DEALER_BASE, Options, left_of
from games.spades.rules import SpadesState


def referee(hands: list[int], dealer: int, tricks: list, books: list[int], owed_free: bool) -> None:
    """Check a finished hand from the dealt hands and its tricks, without the engine's help."""
    played = []
    leader, broken = left_of(dealer), False
    held = hands.copy()
    credited = [0, 0]
    for trick_leader, cards, winner, team in tricks:
        assert trick_leader == leader and len(cards) == 4
        led = SUIT_OF[cards[0]]
        lead_hand = held[leader]
        if led == 3 and not broken:
            assert lead_hand & SIDE_MASK == 0, "a spade led before spades were broken"
        best = 0
        for i, card in enumerate(cards):
            seat = (leader + i) % 4
            assert held[seat] >> card & 1, "a card played from the wrong hand"
            if SUIT_OF[card] != led:
                assert not held[seat] & SUIT_MASK[led], "suit not followed"
            held[seat] &= ~(1 << card)
            beats = SUIT_OF[card] in (led, 3) and card > cards[best]
            best = i if i and beats else best
        broken = broken or any(SPADE_MASK >> c & 1 for c in cards)
        assert winner == (leader + best) % 4, "wrong winner"
        if owed_free:
            assert team == winner % 2
        credited[team] += 1
        played.extend(cards)
        leader = winner
    assert sorted(played) == list(range(52)), "the 52 cards were not all played once"
    assert len(tricks) == 13 and credited == books and sum(books) == 13
    assert held == [0, 0, 0, 0]


def test_5000_random_hands_keep_52_cards_13_books_and_the_rules():
    rng = random.Random(2024)
    options = Options()
    for number in range(5000):
        state = SpadesState(options)
        state.apply_action(FIRST_DEALER_BASE + number % 4)
        dealt: list[int] = []
        while state.phase != "scored":
            if state.phase == "bid" and not dealt:
                dealt = state.hands.copy()
                assert sorted(h.bit_count() for h in dealt) == [13] * 4
                assert all(h & SPADE_MASK and h & SIDE_MASK for h in dealt), "redeal missed"
            if state.is_chance_node():
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
        assert dealt[0] | dealt[1] | dealt[2] | dealt[3] == ALL_CARDS
        referee(dealt, number % 4, state.tricks, state.books, owed_free=True)


def test_whole_random_games_keep_the_invariants_with_the_renege_option_too():
    for seed in range(12):
        options = Options(allow_renege=seed % 2 == 1, lose_at=-200, hand_limit=40)
        final = random_playthrough(lambda options=options: SpadesState(options), seed,
                                   max_length=ENTRY.max_length, return_bounds=(-1.0, 1.0),
                                   check_state=check_state, deep_check_every=97)
        assert final.is_terminal()
        stats = game_stats(final, 0)
        assert stats["hands"] == len(final.sheet) and stats["sets"] <= stats["hands"]


def test_random_reneges_follow_the_penalty_rule():
    rng = random.Random(7)
    reneges = 0
    for _ in range(40):
        state = SpadesState(Options(allow_renege=True))
        state.apply_action(FIRST_DEALER_BASE)
        while state.phase != "scored":
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
        reneges += sum(e.kind == "renege" for e in state.events)
        assert sum(state.books) == 13 and len(state.tricks) == 13
        check_state(state)
    assert reneges > 40, "random players renege often when allowed"
