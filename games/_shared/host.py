"""What a pop-up or the title screen needs of the shell that runs it.

``dialogs`` and ``title`` draw on the shell's machine and hand it the keys they
do not answer themselves; the shell, in turn, opens them. Naming the shell
through this small protocol, instead of importing ``Shell``, keeps the imports
one way: ``shell`` uses ``dialogs`` and ``title``, never the reverse.
"""

from __future__ import annotations

from typing import Protocol

from games._shared.look import Look
from games._shared.spec import GameSpec
from retro.bios import Key
from retro.machine import Event, Machine


class Host(Protocol):
    """The shell as seen from a pop-up: its machine, colours and game, and its keys."""

    m: Machine
    look: Look
    spec: GameSpec

    def handle_key(self, key: Key) -> bool:
        """Act on a shell or game key; False for any other key."""
        ...

    def is_shell_key(self, key: Key) -> bool:
        """Whether ``handle_key`` would take ``key`` (without acting on it)."""
        ...

    def clicked_key(self, event: Event) -> Event:
        """A press on a legend item as its key; any other event as it is."""
        ...

    def is_dismissal(self, event: Event) -> bool:
        """Whether ``event`` ends a waiting message."""
        ...

    def pause(self, factor: float = 1.0) -> bool:
        """Wait the game's delay times ``factor``, answering shell keys meanwhile."""
        ...

    def draw_legend(self) -> None:
        """Draw the function-key legend on its row."""
        ...
