"""One game of Basra at the screen: the game, the view, and the services both the program's
flow (``program``) and the reading of your card (``input``) use.

The class lives here, apart from both, so ``input`` can take the table without importing
the program that calls it: the program's flow (``program.Match``) builds on ``Table``.
"""

from __future__ import annotations

import random

from games._shared import tunes
from games._shared.hints import NOT_YOUR_TURN, Hint
from games._shared.kept_game import KeptGame, Luck
from games._shared.saved_game import SavedGame
from games._shared.shell import Shell
from games._shared.strength import EXPERT, strength_of
from games.basra import events as ev
from games.basra import keeping, messages, screen
from games.basra.comments import Abdul
from games.basra.game import BasraGame
from games.basra.hint import hint_for
from games.basra.screen import View, hand_cards
from games.basra.settings import rules_from
from games.basra.sheet import draw_sheet
from games.basra.strengths import player_for
from retro.machine import Machine


class Table:
    """One game in progress: the game, the view, and the shell to show them with."""

    def __init__(self, shell: Shell, number: int = 1, resumed: keeping.Resumed | None = None
                 ) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        self.human = keeping.human_of(shell.seats.code)
        if resumed is not None and isinstance(resumed.state, BasraGame):
            self.game = resumed.state
            self.record = keeping.record_of(resumed)
            assert resumed.record is not None
            self.luck = Luck.of(resumed.record)
        else:
            self.game = BasraGame(rules_from(shell), replay_seat=self.human)
            self.record = keeping.Record(self.game.options)
            self.luck = Luck(self.m.rng, [], seed=f"basra computer {self.m.seed} {number}")
        """The deal's generator and tape, the take-backs, the computer's seed."""
        self.view = View(human=self.human, open_hands=shell.setting("OPEN") == "ON",
                         show_piles=shell.setting("PILES") == "ON")
        self.abdul_rng = random.Random(f"basra abdul {self.m.seed} {number}")
        """Abdul's remarks' own generator: F9 on or off, the deals stay the same."""
        self.abdul = Abdul(self.abdul_rng, self.game.options.game)
        self.seen = len(self.game.events)
        self.on_sheet = False
        self.save_failed = False
        self.typing = False
        """Half a card name is typed (Backspace rubs out instead of taking back)."""
        self.asking: int | None = None
        """The seat whose card the keyboard is being asked for (a hint is for it)."""
        self.hinted = False
        """A hint moved the pointer: the reading of your card forgets a half-typed name,
        so the next Enter plays the hinted card."""
        shell.keep(KeptGame(keeping.FILE, self.now, keeping.replay_saved, keeping.hand_start,
                            self.log, lambda: self.typing, hint=self.hint, luck=self.luck,
                            save=self.save))

    def redraw(self) -> None:
        """The table (or the score sheet after a hand), any refusal, and the legend."""
        hand = self.game.hand
        if self.on_sheet and hand is not None and hand.score is not None:
            draw_sheet(self.m.screen, self.game, self.human, self.shell.look)
        else:
            screen.draw(self.m.screen, self.game, self.view, self.shell.look)
        self.shell.draw_legend()

    def tell(self, text: str, wait: bool | None = None, hold: float = 1.0) -> None:
        """A message on row 23. Every line follows F8 (``wait=None``: go after the delay,
        or wait for a key), a card that takes nothing as much as a basra; only the demo
        never waits, and ``wait=True`` always does."""
        if text:
            self.shell.message(text, wait=None if wait is None and not self.shell.demo
                               else bool(wait), hold=hold)

    def refuse(self, reason: str) -> None:
        """Say to the person why not, with the error buzz: a notice, so it stays until
        their next key (which still counts) or its reading time, whatever the pace."""
        self.shell.effect(tunes.ERROR)
        self.shell.notice(reason)

    def computer_action(self) -> int:
        """The computer's choice for the seat to move (Abdul's, or yours in the demo), drawn
        with a generator of its own made from the game's seed and the number of actions,
        so the deals stay the same however it samples, and a take-back changes nothing of
        what it knows. Abdul plays at the strength the options menu names, read afresh
        for every card; the demo plays your seat as the expert."""
        seat = self.game.current_player()
        level = EXPERT if seat == self.human else strength_of(self.shell.values)
        return player_for(level).choose(self.game, self.luck.decider(self.game))

    def hint(self) -> Hint | str:
        """The ``?`` key: the expert's card for your seat from what your seat has seen
        (``hint.hint_for``), with the generator the demo would use there, so the hint is
        the card the demo would play; the pointer moves onto it, so Enter plays it."""
        seat = self.asking
        if seat is None or self.game.current_player() != seat:
            return NOT_YOUR_TURN
        view = self.view
        prompt, view.prompt = view.prompt, messages.HINT_THINKING
        self.redraw()
        try:
            hint = hint_for(self.game, seat, self.luck.decider(self.game))
        finally:
            view.prompt = prompt
        cards = hand_cards(self.game, seat, view)
        if hint.action in cards:
            view.selected = cards.index(hint.action)
        self.hinted, self.typing = True, False
        self.redraw()
        return hint

    def now(self) -> SavedGame | None:
        """The game's record this moment, for a take-back (None once it is over)."""
        if self.game.is_terminal():
            return None
        return keeping.saved(self.game, self.record, self.shell.seats.code, self.luck)

    def log(self) -> list[str]:
        """Every move of the game in words, as the table said them: a heading per hand,
        then its lines (no face-down card is ever named by an event)."""
        lines: list[str] = []
        hands = 0
        for event in self.game.events:
            if event.kind == ev.NEW_HAND:
                hands += 1
                lines += [""] if lines else []
                lines.append(f"HAND {hands}:")
            line = messages.say(event, self.game.options, self.human)
            if line:
                lines.append(line)
        return lines

    def save(self) -> None:
        """The game into ``BASRA.TMP``; a failure is said once, not after every card."""
        problem = keeping.save(self.game, self.record, self.shell.seats.code, self.luck)
        if problem and not self.save_failed:
            self.save_failed = True
            self.tell(problem, wait=True)
