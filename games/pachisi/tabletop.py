"""The table of a running Pachisi program as the keyboard's input sees it.

``input.ask_move`` needs the game in play, the view drawn over it (pointer, choice,
prompt), the shell (keys, messages) and a way to redraw; ``program.Table`` adds the
course of the games (rolls, the computer's moves, saving). The two share this class
from a module of its own, so that the program imports the input and never the other
way round.
"""

from __future__ import annotations

from games._shared.shell import Shell
from games.pachisi import screen
from games.pachisi.palette import board_look
from games.pachisi.rules import PachisiState
from games.pachisi.screen import View
from retro.machine import Machine

NUMBERS_KEY = "NUMBERS"
"""The setting that remembers the square numbers view (N)."""


class Tabletop:
    """The game in play, its view and the shell, and the drawing of them."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        self.board = board_look(self.m.screen.mono)
        self.view = View(numbers=shell.setting(NUMBERS_KEY) == "ON")
        self.state = PachisiState()

    def redraw(self) -> None:
        """The whole screen from the state and the view, and the legend."""
        view, shell = self.view, self.shell
        view.seats, view.demo = shell.seats.code, shell.demo
        screen.draw(self.m.screen, self.state, view, shell.look, self.board)
        shell.draw_legend()

    def toggle_numbers(self) -> bool:
        """N, at any moment: the square numbers on or off (remembered)."""
        self.view.numbers = not self.view.numbers
        self.shell.set_setting(NUMBERS_KEY, "ON" if self.view.numbers else "OFF")
        self.redraw()
        return True
