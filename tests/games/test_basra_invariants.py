"""Random play of 10,000 seeded Basra and Passur hands: every card accounted for and the
points of each hand adding up, in a loop fast enough for every test run; plus the full
invariant checks (``check_hand``, replay, clone) on a sample of hands and games."""

from __future__ import annotations

import random

import pytest

from games._shared.simulate import random_playthrough
from games.basra.game import BasraGame
from games.basra.invariants import check_game, check_hand
from games.basra.pack import ALL_CARDS, bits
from games.basra.rulebook import PASSUR_OPTIONS, TWO_CLUBS_TEN_DIAMONDS, Options, card_points
from games.basra.rules import HandState

VARIANTS = [
    Options(),
    Options(scoring=TWO_CLUBS_TEN_DIAMONDS, ace_high=True),
    Options(no_seven_sweeps=True),
    PASSUR_OPTIONS,
]
HANDS = 10_000


def _random_hand(options: Options, dealer: int, rng: random.Random) -> HandState:
    """A hand with random cards played. Chance deals from one shuffled order (the same as
    drawing each card uniformly from the pack, and quicker); a Passur redeal reshuffles."""
    state = HandState(dealer, options)
    order: list[int] = []
    while not state.over:
        if state.bottom is None:
            order = list(range(52))
            rng.shuffle(order)
            order.reverse()
            state.apply_action(order.pop())
        elif state.to_deal:
            state.apply_action(order.pop())
        else:
            state.apply_action(rng.choice(bits(state.hands[state.turn])))
    return state


def test_ten_thousand_random_hands_account_for_every_card_and_point():
    rng = random.Random(20260101)
    sweeps_seen = redeals = 0
    for i in range(HANDS):
        options = VARIANTS[i % len(VARIANTS)]
        state = _random_hand(options, i % 2, rng)
        won0, won1, rest = state.won[0], state.won[1], state.discarded
        assert not (won0 & won1 or won0 & rest or won1 & rest), f"hand {i}: a card twice"
        assert won0 | won1 | rest == ALL_CARDS, f"hand {i}: cards missing"
        assert state.plays == 48 and not state.floor and not state.hands[0] | state.hands[1]
        assert state.score is not None
        s0, s1 = state.score
        points = card_points(options)
        in_play = sum(points[c] for c in bits(ALL_CARDS & ~rest))
        sweeps = len(state.sweep_cards[0]) + len(state.sweep_cards[1])
        if options.passur:
            expected = in_play + (7 if s0.clubs != s1.clubs else 0) + 5 * abs(
                s0.sweeps - s1.sweeps)
        else:
            expected = in_play + (3 if s0.cards != s1.cards else 0) + 10 * sweeps
        assert s0.total + s1.total == expected, f"hand {i}: totals do not add up"
        assert in_play == (28 if options.every_two_and_ten else 13) or rest
        sweeps_seen += sweeps
        redeals += state.redeals
    assert sweeps_seen > HANDS // 2, "random play makes basras and surs"
    assert redeals > 0, "some Passur floors were dealt again"


@pytest.mark.parametrize("options", VARIANTS, ids=["basra", "pagat-acehigh", "no7d", "passur"])
def test_full_invariants_hold_at_every_step_of_sample_hands(options):
    for seed in range(6):
        dealer = seed % 2
        final = random_playthrough(lambda d=dealer: HandState(d, options), seed, max_length=200,
                                   return_bounds=(-200.0, 200.0), check_state=check_hand,
                                   deep_check_every=11)
        assert final.is_terminal()


def test_full_invariants_hold_through_games_with_replayed_hands():
    options = Options(replay_hands=True, gamepoint=40)
    for seed in range(3):
        final = random_playthrough(lambda: BasraGame(options), seed, max_length=5000,
                                   return_bounds=(-1.0, 1.0), check_state=check_game,
                                   deep_check_every=29)
        assert final.is_terminal()
