"""The game's log (the L key): every move of every colour in words, newest last.

It is made of the events the news lines showed, in their words (``messages.say``), so it
says nothing the table did not; Pachisi hides nothing anyway, the dice and every pawn
being in plain view. Each roll starts a line at the left edge and what the roll brought
about is indented under it, so a turn of several moves reads as one; a line too long for
the help viewer's page goes on, indented, on the next.
"""

from __future__ import annotations

import textwrap

from games.pachisi import events as ev
from games.pachisi.messages import say

WIDTH = 76
"""The help viewer's page width."""
FLUSH = frozenset({ev.FIRST, ev.ROLL, ev.WIN})
"""Events whose lines begin at the left edge: the draw, a roll, the end."""


def log_lines(events: list[ev.Event]) -> list[str]:
    """The log of a game whose ``events`` are these, oldest first."""
    lines: list[str] = []
    for event in events:
        if event.kind == ev.TURN:
            continue  # the roll names its player
        indent = "" if event.kind in FLUSH else "  "
        lines += textwrap.wrap(say(event), WIDTH, initial_indent=indent,
                               subsequent_indent=indent + "  ")
    return lines
