"""Computer players: the ``Bot`` protocol and the uniform random player.

A bot looks at a state where it is to move and returns one legal action. All its
randomness comes from the ``random.Random`` passed in, so a game is fixed by its seeds.
Bots must only use what their player may know; hidden-information games give them an
information state to work from (see each game's ``ai`` module).
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from games._shared.state import GameState


@runtime_checkable
class Bot(Protocol):
    """Chooses actions for whichever player is to move in the states it is given."""

    def choose(self, state: GameState, rng: random.Random) -> int:
        """One of ``state.legal_actions()``."""
        ...


class RandomBot:
    """Uniformly random over the legal actions."""

    name = "random"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """A legal action drawn uniformly with ``rng``."""
        return rng.choice(state.legal_actions())

    def reset(self) -> None:
        """Nothing to forget between games."""
