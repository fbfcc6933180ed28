"""A stop in the stop mode: what is kept to take an out-of-order move back.

Right after a move that breaks an order rule (see ``order``) the opponent may stop it.
The state keeps a ``StopOffer``: the table as it was, and the counters the move changed.
Taking the move back restores that table, except that a card turned up meanwhile stays
known: both players saw it, so it goes back face down but is no longer counted hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.russian_bank.table import Table


@dataclass
class StopOffer:
    """An out-of-order move waiting for the opponent's answer, and how to undo it."""

    offender: int
    action: int
    rule: str
    """The order rule broken (``order.FOUNDATION_FIRST`` ...)."""
    mandatory: int
    """The move the rule demanded, made if the stop is called."""
    table: Table
    stuck: list[int]
    loads: list[int]
    turnovers: list[int]

    def copy(self) -> StopOffer:
        """An independent copy."""
        return StopOffer(self.offender, self.action, self.rule, self.mandatory, self.table.copy(),
                         self.stuck.copy(), self.loads.copy(), self.turnovers.copy())


def taken_back(offer: StopOffer, now: Table) -> Table:
    """The table before the offending move, with every card seen since still known."""
    before = offer.table.copy()
    for player in (0, 1):
        before.hand_hidden[player] = min(before.hand_hidden[player], now.hand_hidden[player])
        before.reserve_hidden[player] = min(before.reserve_hidden[player],
                                            now.reserve_hidden[player])
    return before
