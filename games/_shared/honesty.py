"""The honesty harness: a computer player must decide from what its seat may know.

The test, for any game with hidden information: take a position where a bot is to
move, deal the parts that the mover cannot see again, consistently with everything
that mover has seen (its observation stays equal), and ask the bot again with the
same generator seed. An honest bot gives the same answer both times; a bot that
peeks at the hidden cards (or dice order, or face-down pack) sooner or later does not.

A game plugs in with a ``HonestyProbe``: how to reach positions, what its mover
observes, and how to redraw the hidden parts. ``honesty_report`` runs the loop and
counts how often the decision changed and how often the hidden parts really moved
(a probe that never moves anything proves nothing, so tests assert on both).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from games._shared.bots import Bot
from games._shared.state import GameState


@dataclass(frozen=True)
class HonestyProbe:
    """What the harness needs from one game.

    Attributes:
        position: a position with a player to move, drawn with the rng given.
        observe: everything ``player`` may know in a state (comparable with ``==``).
        resample: the same position with what ``player`` cannot see dealt again,
            drawn with the rng given; ``observe`` must not change.
        hidden: the parts of a state that ``player`` cannot see (comparable), to tell
            whether a resample really moved anything.
    """

    position: Callable[[random.Random], GameState]
    observe: Callable[[GameState, int], object]
    resample: Callable[[GameState, int, random.Random], GameState]
    hidden: Callable[[GameState, int], object]


@dataclass(frozen=True)
class HonestyReport:
    """Counts from one run of the harness."""

    positions: int
    moved: int
    """Positions whose hidden parts really differed after the resample."""
    changed: int
    """Positions where the bot's decision differed: zero for an honest bot."""


class ObservationChanged(AssertionError):
    """A probe's resample changed what the mover can see: the probe itself is wrong."""


def honesty_report(bot: Bot, probe: HonestyProbe, positions: int, seed: int | str) -> HonestyReport:
    """Ask ``bot`` twice at each of ``positions`` positions, before and after a resample.

    Both questions use a fresh ``random.Random`` with the same seed, so only the hidden
    parts differ between them.
    """
    rng = random.Random(f"honesty:{seed}")
    moved = changed = 0
    for i in range(positions):
        state = probe.position(rng)
        viewer = state.current_player()
        other = probe.resample(state, viewer, rng)
        if probe.observe(other, viewer) != probe.observe(state, viewer):
            raise ObservationChanged(f"position {i}: the resample changed the mover's view")
        moved += probe.hidden(other, viewer) != probe.hidden(state, viewer)
        first = bot.choose(state.clone(), random.Random(f"{seed}:{i}"))
        second = bot.choose(other.clone(), random.Random(f"{seed}:{i}"))
        changed += first != second
    return HonestyReport(positions, moved, changed)
