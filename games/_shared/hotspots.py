"""Places on the screen that stand for a key: a click there is that key.

The legend registers where it drew each key (``F1 SOUND OFF``, the ``F8`` of
``F8/F9 DELAY``), and every place the shell reads input asks here first, so a
click on a legend item does exactly what its key does, in every game and the
menu. A spot holds the text it was drawn with: once something else covers
those cells (a help page, a box, a game's own drawing) the spot is dead and
the click goes to the game as a click.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.bios import Key, Keys, MouseEvent, parse_key
from retro.textmode import TextScreen
from retro.textmode.cp437 import encode

_ARROWS = {"UP": Keys.UP, "DOWN": Keys.DOWN, "LEFT": Keys.LEFT, "RIGHT": Keys.RIGHT}


def key_named(name: str) -> Key:
    """The key a legend or spec name means (``F8``, ``Up``, ``Esc``); ``Up`` is the grey
    arrow, the key a player would press for it."""
    return _ARROWS.get(name.upper()) or parse_key(name)


@dataclass(frozen=True)
class Hotspot:
    """Cells ``col``..``col+len(text)-1`` of ``row``, showing ``text``, stand for ``key``."""

    col: int
    row: int
    text: str
    key: str

    def covers(self, col: int, row: int) -> bool:
        return row == self.row and self.col <= col < self.col + len(self.text)

    def still_shown(self, screen: TextScreen) -> bool:
        return all(screen.cell(self.col + i, self.row)[0] == code
                   for i, code in enumerate(encode(self.text)))


class Hotspots:
    """The spots of one screen, kept by row so a redrawn legend replaces its old ones."""

    def __init__(self) -> None:
        self.rows: dict[int, list[Hotspot]] = {}

    def set_row(self, row: int, spots: list[Hotspot]) -> None:
        self.rows[row] = spots

    def key_at(self, screen: TextScreen, event: MouseEvent) -> Key | None:
        """The key a button press stands for, if it landed on a spot still on screen."""
        if event.kind != "press":
            return None
        for spot in self.rows.get(event.row, []):
            if spot.covers(event.col, event.row) and spot.still_shown(screen):
                return key_named(spot.key)
        return None
