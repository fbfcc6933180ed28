"""The five programs of the collection, as the launcher lists them and the commands run them.

Each entry names the program's ``main(machine)`` as ``"module:function"``,
imported only when the game is started, or None while the game is still
being built: such games are listed as COMING, never hidden or faked. The
module of a ready game also has ``cli(argv)``, its command line.

Making a game playable is one line here: fill in its ``main``; ``kept`` names the file
its game in progress is kept in, so the menu can mark a game that waits there. The
commands (``basra``, ``rbank``...) are installed for all five from the
start and look the game up here each time they run.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence
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
    kept: str = ""    # the file a game in progress is kept in, e.g. "BASRA.TMP"

    @property
    def ready(self) -> bool:
        return self.main is not None

    def load(self) -> Callable[[Machine], object]:
        """The game's ``main`` function."""
        module, _, function = self._target()
        return getattr(importlib.import_module(module), function)  # type: ignore[no-any-return]

    def cli(self) -> Callable[[Sequence[str] | None], int]:
        """The game's command line: ``cli`` beside its ``main``."""
        module, _, _ = self._target()
        return importlib.import_module(module).cli  # type: ignore[no-any-return]

    def _target(self) -> tuple[str, str, str]:
        if self.main is None:
            raise LookupError(f"{self.title} is not built yet")
        return self.main.partition(":")


PROGRAMS: tuple[Program, ...] = (
    Program("BASRA", "basra", "1998", "FISHING FOR CARDS, WITH ITS PERSIAN TWIN PASSUR",
            "games.basra.program:main", kept="BASRA.TMP"),
    Program("RUSSIAN BANK", "rbank", "1995", "DUELLING SOLITAIRE FOR TWO",
            "games.russian_bank.program:main", kept="RBANK.TMP"),
    Program("SIXTY-SIX", "sixtysix", "1987", "THE QUICK GERMAN TRICK GAME FOR TWO",
            "games.sixty_six.program:main", kept="SIXTYSIX.TMP"),
    Program("PACHISI", "pachisi", "1995", "RACE YOUR PAWNS HOME, TWO DICE, FOUR PLAYERS",
            "games.pachisi.program:main", kept="PACHISI.TMP"),
    Program("SPADES", "spades", "1988", "PARTNERS, BIDS AND SANDBAGS",
            "games.spades.program:main", kept="SPADES.TMP"),
)


def by_command(command: str) -> Program:
    """The program installed as ``command``."""
    return next(p for p in PROGRAMS if p.command == command)


def run_command(command: str, argv: Sequence[str] | None = None) -> int:
    """What the installed command ``command`` does: run the game, or say it is coming."""
    prog = by_command(command)
    if not prog.ready:
        print(f"{command}: {prog.title} is coming soon and not built yet; "
              "run 'tommys' to see the collection.", file=sys.stderr)
        return 2
    return prog.cli()(argv)


def basra() -> int:
    return run_command("basra")


def rbank() -> int:
    return run_command("rbank")


def sixtysix() -> int:
    return run_command("sixtysix")


def pachisi() -> int:
    return run_command("pachisi")


def spades() -> int:
    return run_command("spades")
