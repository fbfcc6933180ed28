"""Which actions a Sixty-Six player may take now, and why not when he may not.

The reasons are short texts for the screen ("must follow suit", "you need a trick first").
``DealState`` answers ``legal_actions``/``why_illegal`` through these functions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games._shared.state import GameState
from games.sixty_six.deck import NUM_CARDS, bits, nine_of
from games.sixty_six.rulebook import (
    CLOSE,
    EXCHANGE_TRUMP_NINE,
    follow_mask,
    follow_refusal,
)

if TYPE_CHECKING:
    from games.sixty_six.deal import Deal


def why_not_close(state: Deal) -> str | None:
    """Why the mover may not close now, or None."""
    if state.led is not None:
        return "only the leader may close, before leading"
    if state.closed_by is not None:
        return "the game is already closed"
    if state.trump_card is None:
        return "the stock is used up"
    return None


def why_not_exchange(state: Deal, player: int) -> str | None:
    """Reason ``player`` may not exchange the trump nine, or None."""
    if state.closed_by is not None:
        return "the game is closed: the trump card is out of play"
    if state.trump_card is None:
        return "the trump card is gone"
    if not state.hands[player] >> nine_of(state.trump) & 1:
        return "you do not hold the nine of trumps"
    if state.tricks[player] == 0:
        return "you need a trick first"
    return None


def playable(state: Deal, player: int) -> int:
    """Mask of the cards ``player`` may play now (the mover; follow rules applied)."""
    if state.led is None or not state.strict:
        return state.hands[player]
    return follow_mask(state.hands[player], state.led, state.trump,
                       state.options.strict_endgame)


def legal_actions(state: Deal) -> list[int]:
    """The mover's legal actions, sorted (chance: the stock cards)."""
    player = state.current_player()
    if player == GameState.TERMINAL:
        return []
    if player == GameState.CHANCE:
        return bits(state.stock)
    actions = bits(playable(state, player))
    if state.led is None and why_not_close(state) is None:
        actions.append(CLOSE)
    if why_not_exchange(state, player) is None:
        actions.append(EXCHANGE_TRUMP_NINE)
    return actions


def why_illegal(state: Deal, action: int, player: int | None = None) -> str | None:
    """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
    mover = state.current_player()
    if mover == GameState.TERMINAL:
        return "the deal is over"
    if player is not None and player != mover:
        return "not your turn"
    if mover == GameState.CHANCE:
        ok = 0 <= action < NUM_CARDS and state.stock >> action & 1
        return None if ok else "that card is not in the stock"
    if action == CLOSE:
        return why_not_close(state)
    if action == EXCHANGE_TRUMP_NINE:
        return why_not_exchange(state, mover)
    if not 0 <= action < NUM_CARDS:
        return "no such move"
    if not state.hands[mover] >> action & 1:
        return "you do not hold that card"
    if not playable(state, mover) >> action & 1:
        assert state.led is not None, "a held card is only refused when following"
        return follow_refusal(state.hands[mover], state.led, action)
    return None
