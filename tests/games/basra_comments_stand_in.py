"""A stand-in for ``games.basra.comments`` while that module is being written elsewhere.

The program imports ``comments.Abdul`` when a game starts; until the real module is
merged, ``install()`` puts this one in its place (tests only). Its lines are plain and
never repeat twice running, as the real interface promises.
"""

from __future__ import annotations

import importlib.util
import random
import sys
import types

from games.basra import events as ev


class Abdul:
    """Says one line per comment event, in turn."""

    LINES = ("WELL PLAYED, MY FRIEND", "THE CARDS ARE KIND TODAY", "WE SHALL SEE")

    def __init__(self, rng: random.Random, game: str = "basra") -> None:
        self.rng, self.last = rng, ""

    def remark(self, event: ev.Event, human: int) -> str | None:
        if event.kind not in ev.COMMENT_KINDS:
            return None
        line = self.rng.choice([x for x in self.LINES if x != self.last])
        self.last = line
        return line


def install() -> None:
    """Use the stand-in only when the real module is not there yet."""
    if "games.basra.comments" in sys.modules or importlib.util.find_spec(
            "games.basra.comments") is not None:
        return
    module = types.ModuleType("games.basra.comments")
    module.Abdul = Abdul  # type: ignore[attr-defined]
    sys.modules["games.basra.comments"] = module
