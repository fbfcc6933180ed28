"""The five programs of the collection, as the launcher lists them.

Each entry names the program's ``main(machine)`` as ``"module:function"``,
imported only when the game is started, or None while the game is still
being built: such games are listed as coming, never hidden or faked.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from retro.machine import Machine


@dataclass(frozen=True)
class Program:
    """One game of the collection."""

    title: str
    command: str
    year: str
    blurb: str
    main: str | None  # "module:function", or None while it is coming

    @property
    def ready(self) -> bool:
        return self.main is not None

    def load(self) -> Callable[[Machine], object]:
        """The game's ``main`` function."""
        if self.main is None:
            raise LookupError(f"{self.title} is not built yet")
        module, _, function = self.main.partition(":")
        return getattr(importlib.import_module(module), function)  # type: ignore[no-any-return]


PROGRAMS: tuple[Program, ...] = (
    Program("BASRA", "basra", "1998", "FISHING FOR CARDS, WITH ITS PERSIAN TWIN PASSUR", None),
    Program("RUSSIAN BANK", "rbank", "1995", "DUELLING SOLITAIRE FOR TWO", None),
    Program("SIXTY-SIX", "sixtysix", "1987", "THE QUICK GERMAN TRICK GAME FOR TWO",
            "games.sixty_six.program:main"),
    Program("PACHISI", "pachisi", "1995", "RACE YOUR PAWNS HOME, TWO DICE, FOUR PLAYERS", None),
    Program("SPADES", "spades", "1988", "PARTNERS, BIDS AND SANDBAGS", None),
)
