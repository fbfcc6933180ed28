"""The table as the keyboard (``input``) and the deal (``dealing``) see it.

``table.Table`` (with ``program.Match``) runs a game and calls on both; they in turn
need a few of its services (its state and view, the shell, a redraw, the computer's
choice, the save). Naming those here, as a
protocol, lets both take the program's table without importing the program, so the
imports run one way: program, then dealing and input, then this module.
"""

from __future__ import annotations

from typing import Protocol

from games._shared.kept_game import Luck
from games._shared.shell import Shell
from games.spades.rules import SpadesState
from games.spades.screen import View
from retro.machine import Machine


class PlayTable(Protocol):
    """What ``input`` and ``dealing`` use of the program's ``Table``."""

    shell: Shell
    m: Machine
    state: SpadesState
    view: View
    luck: Luck
    typing: bool
    hinted: int | None

    def redraw(self) -> None:
        """Draw the table (and the legend) again."""

    def computer_action(self) -> int:
        """The computer's action for the seat to move."""

    def set_open_hands(self, on: bool) -> None:
        """Show or hide the other hands, and remember the choice."""

    def tell_events(self) -> None:
        """Say what the new events were."""

    def save(self) -> None:
        """Keep the game as it stands in its file."""

    def wait_ms(self, ms: int) -> bool:
        """A pause of ``ms``; True when a key cut it short."""
