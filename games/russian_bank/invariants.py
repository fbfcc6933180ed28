"""Properties every Russian Bank position must have; random-play tests check them each step.

* all 104 cards are in exactly one place (a house, a foundation, a hand, a reserve, a
  waste, the turned-up card or the undealt rest of a pack), each pack's 52 once;
* every foundation runs ace upward in one suit; every house is a legal build (one rank
  lower, other colour) above its bottom card;
* face-down cards are at the bottom of their own player's hand or reserve, and a reserve's
  top is face up once play has begun;
* a finished game has a winner with no cards and the score the rules give, or no score.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.russian_bank.packs import ACE, NUM_CARDS, PACK_OF, RANK_OF, SUIT_OF, builds_on
from games.russian_bank.rules import BankState
from games.russian_bank.scoring import score_against


def all_places(state: BankState) -> list[int]:
    """Every card of the game, place by place (undealt cards included)."""
    table = state.table
    found = [c for pile in table.houses + table.foundations for c in pile]
    for p in (0, 1):
        found += table.hands[p] + table.reserves[p] + table.wastes[p] + state.undealt[p]
    if table.turnup is not None:
        found.append(table.turnup)
    return found


def check_cards(state: BankState) -> None:
    """Card conservation only (the cheap part, for long random-play loops)."""
    found = all_places(state)
    assert len(found) == NUM_CARDS and sorted(found) == list(range(NUM_CARDS)), \
        f"cards lost or doubled:\n{state}"


def check_game(state: GameState) -> None:
    """Raise AssertionError naming the first broken property of ``state``."""
    assert isinstance(state, BankState)
    check_cards(state)
    table = state.table
    for pile in table.foundations:
        for height, card in enumerate(pile):
            assert RANK_OF[card] == ACE + height and SUIT_OF[card] == SUIT_OF[pile[0]], \
                f"foundation out of order:\n{state}"
    for house in table.houses:
        for below, above in zip(house, house[1:], strict=False):
            assert builds_on(above, below), f"house built wrongly:\n{state}"
    for p in (0, 1):
        for pile, hidden in ((table.hands[p], table.hand_hidden[p]),
                             (table.reserves[p], table.reserve_hidden[p])):
            assert 0 <= hidden <= len(pile), f"hidden count of P{p} wrong:\n{state}"
            assert all(PACK_OF[c] == p for c in pile[:hidden]), f"foreign face-down card:\n{state}"
        if state.starter is not None and table.reserves[p]:
            assert table.reserve_hidden[p] < len(table.reserves[p]), f"reserve top down:\n{state}"
    assert state.moves_made <= state.options.max_moves, state
    assert state.stop_offer is None or state.stop_mode, f"a stop offer outside stop mode:\n{state}"
    _check_end(state)


def _check_end(state: BankState) -> None:
    if not state.over:
        assert state.winner is None and state.returns() == [0.0, 0.0]
        return
    if state.winner is None:
        assert state.returns() == [0.0, 0.0], state
        assert state.abandoned or state.draw_reason, f"a game over for no reason:\n{state}"
        return
    winner = state.winner
    assert state.table.cards_left(winner) == 0, f"the winner still has cards:\n{state}"
    assert state.score == score_against(state.table, 1 - winner), state
    assert state.returns()[winner] == state.score == -state.returns()[1 - winner]
