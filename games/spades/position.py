"""Setting up chosen deals through the ordinary actions (for tests and golden screens).

``deal_hands`` feeds a state that is about to deal with exactly the chance actions and
dealer choices that give each seat the cards asked for, so the position is reached by
``apply_action`` alone and replays from its history like any other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.spades.deck import parse
from games.spades.rulebook import (
    DEAL_DOWN,
    DEAL_SIZE,
    DEAL_UP,
    FIRST_DEALER_BASE,
    HAND_SIZE,
    ROUND_SIZE,
    bid_action,
    deal_recipient,
    left_of,
)
from games.spades.rules import Options, SpadesState


def cards(text: str) -> list[int]:
    """Card ints from space-separated names such as ``"JO EJ AS 3H"``."""
    return [parse(name) for name in text.split()]


def deal_hands(state: SpadesState, hands: Sequence[str | Sequence[int]],
               face_up_rounds: Iterable[int] = ()) -> None:
    """Deal ``hands`` (by seat: 13 card names or ints each) to a state about to deal.

    Rounds listed in ``face_up_rounds`` (0..12, at most three) go face up.
    """
    wanted = [cards(h) if isinstance(h, str) else list(h) for h in hands]
    if any(len(h) != HAND_SIZE for h in wanted):
        raise ValueError("every hand needs 13 cards")
    up = set(face_up_rounds)
    if not (state.phase == "scored" or (state.phase == "deal" and state.dealt == 0)):
        raise ValueError(f"the state is not about to deal (phase {state.phase})")
    assert state.dealer is not None
    dealer = state.dealer if state.phase == "deal" else left_of(state.dealer)
    queues = [list(h) for h in wanted]
    for dealt in range(DEAL_SIZE):
        if dealt % ROUND_SIZE == 0 and not state.is_chance_node():
            state.apply_action(DEAL_UP if dealt // ROUND_SIZE in up else DEAL_DOWN)
        state.apply_action(queues[deal_recipient(dealer, dealt)].pop(0))


def new_deal(dealer: int, hands: Sequence[str | Sequence[int]],
             face_up_rounds: Iterable[int] = (), options: Options | None = None) -> SpadesState:
    """A new game whose first dealer is ``dealer``, dealt ``hands``: bidding starts next."""
    state = SpadesState(options or Options())
    state.apply_action(FIRST_DEALER_BASE + dealer)
    deal_hands(state, hands, face_up_rounds)
    return state


def bid_all(state: SpadesState, first: Sequence[int], second: Sequence[int] | None = None) -> None:
    """Both bidding passes, bids given in bidding order (the dealer's left first)."""
    for books in list(first) + list(second if second is not None else first):
        state.apply_action(bid_action(books))


def play(state: SpadesState, names: str) -> None:
    """Play the named cards in turn (``"AH 3H 7H KH"``)."""
    for card in cards(names):
        state.apply_action(card)
