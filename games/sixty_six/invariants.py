"""Properties every Sixty-Six deal position must have; random-play tests call this each step.

* every one of the 24 cards is in exactly one place (a hand, the stock, the trump card, the
  trick on the table, a player's won pile);
* each player's points are his won card points, his counted marriages and the last-trick
  10; held-back marriage points match the marriages still pending;
* tricks won match the won piles; hand sizes differ by at most one;
* a finished deal pays its winner 1 to 3 game points (plus any carried points).
"""

from __future__ import annotations

from games._shared.state import GameState
from games.sixty_six import events as ev
from games.sixty_six.deck import ALL_CARDS, POINTS_OF, bits
from games.sixty_six.rulebook import DEAL_STEPS, LAST_TRICK_BONUS
from games.sixty_six.rules import DealState


def check_deal(state: GameState) -> None:
    """Raise AssertionError naming the first broken property of ``state``."""
    assert isinstance(state, DealState)
    places = [state.hands[0], state.hands[1], state.stock, state.won[0], state.won[1]]
    if state.trump_card is not None:
        places.append(1 << state.trump_card)
    if state.led is not None:
        places.append(1 << state.led)
    union = 0
    for mask in places:
        assert not union & mask, f"a card is in two places:\n{state}"
        union |= mask
    assert union == ALL_CARDS, f"cards missing:\n{state}"
    for p in (0, 1):
        _check_points(state, p)
    if state.dealt == DEAL_STEPS:
        sizes = state.hands[0].bit_count(), state.hands[1].bit_count()
        assert abs(sizes[0] - sizes[1]) <= 1, f"hand sizes {sizes}:\n{state}"
    if state.over and state.winner is not None:
        assert 1 <= state.game_points - state.carry_in <= 3, state
        assert sum(state.returns()) == 0
    elif state.over:
        assert state.returns() == [0.0, 0.0] and state.carry_out == state.carry_in + 1


def _check_points(state: DealState, p: int) -> None:
    card_points = sum(POINTS_OF[c] for c in bits(state.won[p]))
    counted = sum(m.value for m in state.marriages if m.player == p and m.counted)
    pending = sum(m.value for m in state.marriages if m.player == p and not m.counted)
    bonus = sum(LAST_TRICK_BONUS for e in state.events
                if e.kind == ev.LAST_TRICK and e.player == p)
    assert state.points[p] == card_points + counted + bonus, f"points of P{p} wrong:\n{state}"
    assert state.pending[p] == pending, f"pending marriage points of P{p} wrong:\n{state}"
    assert 2 * state.tricks[p] == state.won[p].bit_count(), f"tricks of P{p} wrong:\n{state}"
