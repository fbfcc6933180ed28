"""What happened in a game of Russian Bank, as data (``messages`` says it in words).

The engine appends one ``Event`` per step worth showing. A card is named only once it is
face up, so no event can give away the order of a hand or a reserve.
"""

from __future__ import annotations

from dataclasses import dataclass

DEAL = "deal"
START = "start"
"""Who plays first and why: ``detail`` is ``START_RESERVE``, ``START_HOUSES`` or
``START_COIN``."""
MOVE = "move"
"""A card moved: ``cards`` (card,), ``action`` the move; ``detail`` ``FOUNDATION``,
``BUILD`` or ``LOAD``."""
RESERVE_UP = "reserve_up"
"""The next reserve card was turned up."""
TURN_UP = "turn_up"
TURNOVER = "turnover"
"""The waste was turned over to make a new hand (``value``: its size)."""
END_TURN = "end_turn"
"""The turned-up card went to the waste (``cards``), or the player passed (no cards)."""
STOP = "stop"
"""A stop: ``action`` the move taken back, ``detail`` the rule it broke, ``value`` the
mandatory move then made (an action int)."""
ALLOW = "allow"
"""The opponent let an out-of-order move stand (``detail``: the rule it broke)."""
MODE = "mode"
"""Stop mode switched on (``value`` 1) or off (0)."""
WIN = "win"
DRAW = "draw"
"""No score: ``detail`` is ``DRAW_STUCK`` or ``DRAW_LONG``."""
ABANDON = "abandon"

FOUNDATION, BUILD, LOAD = "foundation", "build", "load"
START_RESERVE, START_HOUSES, START_COIN = "reserve", "houses", "coin"
DRAW_STUCK, DRAW_LONG = "stuck", "long"


@dataclass(frozen=True, slots=True)
class Event:
    """One step of a game; which fields matter depends on ``kind`` (see the constants)."""

    kind: str
    player: int | None
    cards: tuple[int, ...] = ()
    action: int | None = None
    value: int = 0
    detail: str = ""
