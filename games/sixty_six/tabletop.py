"""What is on the table during a Sixty-Six match: the match, its view, the computer
player, and the shell that shows them.

``program.Table`` adds the flow of a match (dealing, turns, results) to this, and
``input`` reads your move from it; both use this class, so neither imports the other's
module the wrong way round.
"""

from __future__ import annotations

import random

from games._shared.look import Look
from games._shared.shell import Shell
from games.sixty_six import screen
from games.sixty_six.ai import AIBot
from games.sixty_six.match import MatchState
from games.sixty_six.screen import View
from retro.machine import Machine


class Tabletop:
    """One match in progress: the state, the view, and the shell to show it with."""

    def __init__(self, shell: Shell, ai: AIBot) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        self.look: Look = shell.look
        self.match = MatchState()
        self.view = View(open_hands=shell.setting("OPEN") == "ON")
        self.ai = ai
        self.ai_rng = random.Random(f"sixty-six computer {self.m.seed}")
        """The AI's own generator: however much it samples, the deals stay the same."""

    def redraw(self) -> None:
        """The whole table and the legend, as the state and the view are now."""
        screen.draw(self.m.screen, self.match, self.view, self.look)
        self.shell.draw_legend()
