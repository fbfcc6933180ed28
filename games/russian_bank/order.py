"""The order rules of a turn, and the moves they make compulsory.

Three rules fix the order of a turn (the seed's part C, adopted in games.md §3):

* ``FOUNDATION_FIRST`` (C.1): while any available card (the turned-up card, the reserve
  top, a house top) can go to a foundation, a foundation move must come first: no other
  move, no turning up, no ending the turn.
* ``RESERVE_FIRST`` (C.2): if the reserve top is one of those cards, it goes first.
* ``FILL_FROM_RESERVE`` (C.3): while a house is empty and the reserve has cards, no card
  may be turned from the hand (a card already turned up may still go anywhere legal).

In the default mode a move that breaks one of them is refused; in the stop mode it is
allowed and the opponent may stop it (see ``rules``). Apart from these, a turned-up card
that cannot be played anywhere ends the turn: only ``END`` (and any compulsory foundation
move) remains. That rule holds in both modes.
"""

from __future__ import annotations

from games.russian_bank.notation import (
    DST_FOUNDATION,
    DST_HOUSE,
    END,
    SRC_DECK,
    SRC_RESERVE,
    TURN,
    is_move,
    move,
    split,
)
from games.russian_bank.table import Table

FOUNDATION_FIRST = "foundation first"
RESERVE_FIRST = "reserve first"
FILL_FROM_RESERVE = "fill from reserve"

REASONS = {
    FOUNDATION_FIRST: "a card must go to a foundation first",
    RESERVE_FIRST: "the reserve card must go to the foundation first",
    FILL_FROM_RESERVE: "fill the empty house from your reserve first",
}
"""Why an out-of-order action is refused (short, for the screen)."""


def order_violation(table: Table, action: int, foundation_sources: list[int] | None = None) -> \
        str | None:
    """The order rule ``action`` would break now (one of the constants above), or None.

    ``foundation_sources`` may be passed when already known (``table.foundation_sources()``).
    """
    sources = table.foundation_sources() if foundation_sources is None else foundation_sources
    if is_move(action):
        source, destination = split(action)
        if not sources:
            return None
        if destination != DST_FOUNDATION:
            return FOUNDATION_FIRST
        if SRC_RESERVE in sources and source != SRC_RESERVE:
            return RESERVE_FIRST
        return None
    if action in (TURN, END) and sources:
        return FOUNDATION_FIRST
    if action == TURN and table.reserves[table.mover] and table.empty_houses():
        return FILL_FROM_RESERVE
    return None


def mandatory_move(table: Table, rule: str) -> int:
    """The move that ``rule`` demanded in ``table`` (the one a stop makes the offender play).

    Foundation rules: the reserve top if it can go up, else the turned-up card, else the
    lowest house. Filling: the reserve top to the lowest empty house.
    """
    if rule == FILL_FROM_RESERVE:
        return move(SRC_RESERVE, DST_HOUSE + table.empty_houses()[0])
    sources = table.foundation_sources()
    for source in (SRC_RESERVE, SRC_DECK):
        if source in sources:
            return move(source, DST_FOUNDATION)
    return move(sources[0], DST_FOUNDATION)


def turnup_is_dead(table: Table) -> bool:
    """Whether a card is turned up that cannot be played anywhere (the turn must end)."""
    return table.turnup is not None and not table.has_place(table.turnup)
