"""Which actions a Spades player may take now, and why not when he may not.

The reasons are short texts for the screen ("you must follow suit"); the program's
``messages`` module shows them in capitals. ``SpadesState`` answers ``legal_actions`` and
``why_illegal`` through these functions.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.spades.deck import NUM_CARDS, SIDE_MASK, SUIT_MASK, SUIT_OF, bits
from games.spades.rulebook import (
    BID_BASE,
    DEAL_DOWN,
    DEAL_UP,
    FIRST_DEALER_BASE,
    MAX_BID,
    NUM_SEATS,
)
from games.spades.table_state import TableState

BIDS = list(range(BID_BASE, BID_BASE + MAX_BID + 1))
DEALER_CHOICES = [DEAL_DOWN, DEAL_UP]


def lead_mask(hand: int, spades_broken: bool) -> int:
    """Cards of ``hand`` that may be led: no spade before spades are broken, unless all are."""
    if spades_broken:
        return hand
    return (hand & SIDE_MASK) or hand


def follow_mask(hand: int, led_suit: int) -> int:
    """Cards of ``hand`` that follow suit properly: the led suit when held, else any card."""
    return (hand & SUIT_MASK[led_suit]) or hand


def playable(state: TableState, seat: int) -> int:
    """Mask of the cards ``seat`` may play now (reneges included when the option allows)."""
    hand = state.hands[seat]
    if not state.trick:
        return lead_mask(hand, state.spades_broken)
    if state.options.allow_renege:
        return hand
    return follow_mask(hand, SUIT_OF[state.trick[0]])


def is_renege(state: TableState, seat: int, card: int) -> bool:
    """Whether ``seat`` playing ``card`` now fails to follow a suit he holds."""
    if not state.trick:
        return False
    led_suit = SUIT_OF[state.trick[0]]
    return SUIT_OF[card] != led_suit and bool(state.hands[seat] & SUIT_MASK[led_suit])


def legal_actions(state: TableState) -> list[int]:
    """The mover's legal actions, sorted (chance outcomes at a chance node)."""
    phase = state.phase
    if phase == "over":
        return []
    if phase == "draw":
        return [FIRST_DEALER_BASE + seat for seat in range(NUM_SEATS)]
    if phase in ("deal", "scored"):
        return bits(state.undealt) if state.is_chance_node() else list(DEALER_CHOICES)
    if phase == "bid":
        return list(BIDS)
    return bits(playable(state, state.current_player()))


def why_illegal(state: TableState, action: int, player: int | None = None) -> str | None:
    """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
    mover = state.current_player()
    if mover == GameState.TERMINAL:
        return "the game is over"
    if player is not None and player != mover:
        return "it is not your turn"
    if mover == GameState.CHANCE:
        return None if action in state.chance_actions() else "no such chance outcome"
    phase = state.phase
    if phase in ("deal", "scored"):
        return None if action in DEALER_CHOICES else "the dealer deals the next round now"
    if phase == "bid":
        return None if action in BIDS else "bid a number of books from 0 to 13"
    if not 0 <= action < NUM_CARDS:
        return "play a card"
    hand = state.hands[mover]
    if not hand >> action & 1:
        return "you do not hold that card"
    if playable(state, mover) >> action & 1:
        return None
    if not state.trick:
        return "no spade may be led before a spade has been played"
    return "you must follow suit"
