"""What is on the table during a Sixty-Six match: the match, its view, the computer
player, and the shell that shows them.

``program.Table`` adds the flow of a match (dealing, turns, results) to this, and
``input`` reads your move from it; both use this class, so neither imports the other's
module the wrong way round.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from games._shared.hints import NOT_YOUR_TURN, Hint
from games._shared.kept_game import KeptGame
from games._shared.look import Look
from games._shared.saved_game import SavedGame
from games._shared.shell import Shell
from games._shared.state import GameState
from games._shared.strength import strength_of
from games.sixty_six import keeping, screen
from games.sixty_six.hint import hint_for
from games.sixty_six.keeping import Kept
from games.sixty_six.log import deal_log
from games.sixty_six.match import MatchState
from games.sixty_six.messages import HINTED_PROMPT
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE
from games.sixty_six.screen import HUMAN, View
from retro.machine import Machine


class Computer(Protocol):
    """A computer player of Sixty-Six (any of ``strengths.PLAYERS``)."""

    def choose(self, state: GameState, rng: random.Random) -> int: ...


class Tabletop:
    """One match in progress: the state, the view, and the shell to show it with.

    ``kept`` is a match begun from any record (a resumed one, or one taken back): play
    goes on from its last action with its own luck; without it a new match is dealt by
    the machine's seeded generator. The shell is told about the match, so Backspace
    takes a move back, L shows the log and G starts a new match (``comforts``).
    """

    def __init__(self, shell: Shell, players: Callable[[str], Computer],
                 kept: Kept | None = None) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        self.look: Look = shell.look
        self.kept = kept or Kept.new(self.m.rng, f"sixty-six computer {self.m.seed}")
        self.view = View(open_hands=shell.setting("OPEN") == "ON")
        self.players = players
        """The computer player of a strength (``strengths.player_for``)."""
        self.hinted: int | None = None
        """A hinted close or trump-nine swap that Enter makes (a hinted card is under the
        pointer instead)."""
        self.hints_given = 0
        """Hints given in this run (the reader forgets a half-typed name after one)."""
        self.save_failed = False
        self.typing = False
        """Half a card name is typed (Backspace rubs out instead of taking back)."""
        shell.keep(KeptGame(keeping.FILE, self.now, keeping.replay, keeping.deal_start,
                            self.log, lambda: self.typing, unit="DEAL", hint=self.hint,
                            luck=self.kept.luck, save=self.save))

    @property
    def match(self) -> MatchState:
        return self.kept.match

    def computer_choice(self) -> int:
        """The computer's move for the seat to play (the computer's, or yours in the
        demo), from what that seat may know; its generator is its own, so however much
        it samples, the deals stay the same."""
        deal = self.match.deal
        assert deal is not None
        player = self.players(strength_of(self.shell.values))  # the level chosen now
        return player.choose(deal, self.kept.thinking_rng())

    def hint(self) -> Hint | str:
        """What the EXPERT would play in your chair (from your seat's view only), with
        the pointer moved onto it, so Enter plays it; or why there is no hint now."""
        deal = self.match.deal
        if deal is None or deal.over or self.match.current_player() != HUMAN \
                or self.shell.demo:
            return NOT_YOUR_TURN
        prompt = self.view.prompt
        self.view.prompt = "THE COMPUTER THINKS ABOUT YOUR MOVE..."
        self.redraw()
        hint = hint_for(deal, HUMAN, self.kept.thinking_rng())
        self.view.prompt = prompt
        self.hints_given += 1
        hand = deal.hand(HUMAN)
        self.hinted = hint.action if hint.action in (CLOSE, EXCHANGE_TRUMP_NINE) else None
        if hint.action in hand:
            self.view.selected = hand.index(hint.action)
        else:  # a close or a swap: no card to point at, the prompt says what Enter does
            self.view.prompt = HINTED_PROMPT[hint.action]
            self.view.pointing = False
        self.redraw()
        return hint

    def now(self) -> SavedGame | None:
        """The match's record this moment, for a take-back (None once it is over)."""
        if self.match.is_terminal():
            return None
        return self.kept.record(self.shell.seats.code)

    def log(self) -> list[str]:
        """The deal in play in words, nothing hidden named (``log``)."""
        return deal_log(self.match)

    def save(self) -> None:
        """The match into ``SIXTYSIX.TMP``; a failure is said once, not after every card."""
        problem = keeping.save(self.kept, self.shell.seats.code)
        if problem and not self.save_failed:
            self.save_failed = True
            self.shell.message(problem, wait=True)

    def redraw(self) -> None:
        """The whole table and the legend, as the state and the view are now."""
        screen.draw(self.m.screen, self.match, self.view, self.look)
        self.shell.draw_legend()
