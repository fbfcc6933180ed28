"""Properties every Basra or Passur position must have; random-play tests call these.

* every one of the 52 cards is in exactly one place (a hand, the floor, the face-down pack,
  the known bottom of the pack, a win pile, or set aside when nobody captured);
* the floor's order lists exactly the floor's cards; the hands are the same size when the
  non-dealer is to play and the dealer has one card more otherwise;
* basra (sur) cards lie in their player's win pile; nobody has a pile without a capture;
* a scored hand hands out all its points: 28 (or 13 with the two of clubs and ten of
  diamonds only) plus the majority, or Passur's 20, plus the sweep points;
* a game's totals are the sum of its counted hands (and the hand waiting to be kept).
"""

from __future__ import annotations

from games._shared.state import GameState
from games.basra.game import BasraGame
from games.basra.pack import ALL_CARDS, bits, mask_of
from games.basra.rulebook import BATCHES, HAND_SIZE, card_points
from games.basra.rules import HandState


def check_hand(state: GameState) -> None:
    """Raise AssertionError naming the first broken property of a hand."""
    assert isinstance(state, HandState)
    places = [state.hands[0], state.hands[1], state.floor_mask, state.pack, mask_of(state.tail),
              state.won[0], state.won[1], state.discarded]
    union = 0
    for mask in places:
        assert not union & mask, f"a card is in two places:\n{state}"
        union |= mask
    if state.bottom is not None:
        assert union == ALL_CARDS, f"cards missing:\n{state}"
    assert mask_of(state.floor) == state.floor_mask and len(set(state.floor)) == len(state.floor)
    for p in (0, 1):
        assert not mask_of(state.sweep_cards[p]) & ~state.won[p], f"sweep card not won:\n{state}"
    if state.last_capturer is None:
        assert not state.won[0] | state.won[1], f"a pile with no capture:\n{state}"
    assert 0 <= state.batch <= BATCHES
    if state.current_player() in (0, 1):
        sizes = [state.hands[0].bit_count(), state.hands[1].bit_count()]
        nd, dealer = state.non_dealer, state.dealer
        expected = sizes[nd] if state.turn == nd else sizes[nd] + 1
        assert sizes[dealer] == expected and 1 <= max(sizes) <= HAND_SIZE, state
        in_hands = sizes[0] + sizes[1]
        assert state.plays == 2 * HAND_SIZE * state.batch - in_hands, state
    if state.score is not None:
        _check_score(state)


def _check_score(state: HandState) -> None:
    assert state.score is not None and state.over
    assert not state.floor and not state.hands[0] | state.hands[1] and state.plays == 48
    opts = state.options
    points = card_points(opts)
    in_play = sum(points[c] for c in bits(ALL_CARDS & ~state.discarded))
    s0, s1 = state.score
    sweeps = (len(state.sweep_cards[0]), len(state.sweep_cards[1]))
    assert (s0.sweeps, s1.sweeps) == sweeps
    assert s0.cards + s1.cards + state.discarded.bit_count() == 52
    card_total = sum(s.jacks + s.aces + s.twos + s.tens for s in state.score)
    assert card_total == in_play, f"card points {card_total} != {in_play}:\n{state}"
    if opts.passur:
        assert s0.sweep_points + s1.sweep_points == 5 * abs(sweeps[0] - sweeps[1])
        assert s0.majority + s1.majority == (7 if s0.clubs != s1.clubs else 0)
    else:
        assert s0.sweep_points + s1.sweep_points == 10 * (sweeps[0] + sweeps[1])
        assert s0.majority + s1.majority == (3 if s0.cards != s1.cards else 0)
    total = 28 if opts.every_two_and_ten else (13 if not opts.passur else 13)
    if not state.discarded:
        assert in_play == total


def check_game(state: GameState) -> None:
    """Raise AssertionError naming the first broken property of a game."""
    assert isinstance(state, BasraGame)
    expected = [sum(s[p].total for s in state.hand_scores) for p in (0, 1)]
    if state.deciding:
        assert state.hand is not None and state.hand.score is not None
        expected = [expected[p] + state.hand.score[p].total for p in (0, 1)]
    assert state.scores == expected, f"totals {state.scores} != {expected}:\n{state}"
    if state.winner is not None:
        w = state.winner
        assert state.scores[w] >= state.options.gamepoint and state.scores[w] > state.scores[1 - w]
    if state.hand is not None:
        check_hand(state.hand)
