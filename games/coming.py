"""Commands of games still being built: they say so plainly and exit with status 2."""

from __future__ import annotations

import sys

from games.catalogue import PROGRAMS


def _coming(command: str) -> int:
    prog = next(p for p in PROGRAMS if p.command == command)
    print(f"{command}: {prog.title} is coming soon and not built yet; "
          "run 'tommys' to see the collection.", file=sys.stderr)
    return 2


def basra() -> int:
    return _coming("basra")


def rbank() -> int:
    return _coming("rbank")


def pachisi() -> int:
    return _coming("pachisi")


def spades() -> int:
    return _coming("spades")
