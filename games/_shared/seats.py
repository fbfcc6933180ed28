"""Who plays each seat: the keyboard (and mouse) or the computer, in any mix.

A game names its seats (YOU / THE COMPUTER, PLAYER 1 / PLAYER 2, NORTH EAST
SOUTH WEST) and says who plays each one at the start, as a string of
letters, one per seat: ``K`` the keyboard, ``C`` the computer. Any mix
works: two people on one keyboard, the computer against itself. The demo
(F2) lends every keyboard seat to the computer until it is turned off,
without forgetting who had them. Nothing here knows which seat "you" are.
"""

from __future__ import annotations

KEYBOARD, COMPUTER = "K", "C"


class Seats:
    """The controllers of a game's seats."""

    def __init__(self, names: tuple[str, ...], controllers: str) -> None:
        if len(names) != len(controllers) or set(controllers) - {KEYBOARD, COMPUTER}:
            raise ValueError(f"one K or C per seat of {names}, got {controllers!r}")
        self.names = names
        self.controllers = list(controllers)
        self.demo = False

    def __len__(self) -> int:
        return len(self.names)

    @property
    def code(self) -> str:
        """The controllers as letters, e.g. ``"KC"``: how a settings file keeps them."""
        return "".join(self.controllers)

    def keyboard_plays(self, seat: int) -> bool:
        """Whether the keyboard chooses this seat's moves now (never during the demo)."""
        return not self.demo and self.controllers[seat] == KEYBOARD

    def computer_plays(self, seat: int) -> bool:
        return not self.keyboard_plays(seat)

    def switch(self, seat: int) -> None:
        """Hand a seat from the keyboard to the computer or back."""
        self.controllers[seat] = COMPUTER if self.controllers[seat] == KEYBOARD else KEYBOARD

    def set_code(self, code: str) -> None:
        """Set every seat's controller from letters such as ``"KCCK"``."""
        if len(code) != len(self.names) or set(code) - {KEYBOARD, COMPUTER}:
            raise ValueError(f"one K or C per seat, got {code!r}")
        self.controllers = list(code)

    def keyboard_seats(self) -> list[int]:
        return [s for s in range(len(self.names)) if self.keyboard_plays(s)]

    def name(self, seat: int) -> str:
        return self.names[seat]


def all_codes(seats: int) -> set[str]:
    """Every controller string for ``seats`` seats (what a settings file may hold)."""
    codes = {""}
    for _ in range(seats):
        codes = {c + letter for c in codes for letter in (KEYBOARD, COMPUTER)}
    return codes
