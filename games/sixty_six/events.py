"""What happened in a deal, as data (the program says it in words).

The rules append one ``Event`` per noteworthy step; the program's ``messages`` module turns
the ones worth telling into words, so the rules never know who is human. A card drawn face
down is never named in an event, so no message can show a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

DEAL = "deal"
TRUMP = "trump"
PLAY = "play"
MARRIAGE = "marriage"
TRICK = "trick"
DRAW = "draw"
TAKE_TRUMP = "take_trump"
CLOSE = "close"
EXCHANGE = "exchange"
LAST_TRICK = "last_trick"
WIN = "win"
CARRY = "carry"


@dataclass(frozen=True, slots=True)
class Event:
    """One step of a deal.

    ``cards`` and ``value`` depend on ``kind``: a trick has (led, followed) and its points,
    a marriage (king, queen) and 20 or 40, a win the game points, an exchange (nine, trump).
    ``pending`` marks a marriage held back until its player wins a trick (rule option).
    """

    kind: str
    player: int | None
    cards: tuple[int, ...] = ()
    value: int = 0
    pending: bool = False
    reason: str = ""
