"""The Russian Bank program's table: the match, the record on disk, the view, the shell,
and what every room of the program does with them (draw, apply an action and tell it).

``program.Bank`` adds the flow of games; ``input`` (the person's moves),
``computer_turn`` (the computer's) and ``match_keeping`` (targets, results, the record)
take a ``BankTable``, so they need nothing from ``program`` and the imports run one way:
program, then those rooms, then this table.
"""

from __future__ import annotations

from dataclasses import replace

from games._shared.bots import Bot
from games._shared.kept_game import Luck
from games._shared.look import Look
from games._shared.shell import Shell
from games._shared.strength import strength_of
from games.russian_bank import events as ev
from games.russian_bank import keeping, messages, screen
from games.russian_bank.match import MatchState
from games.russian_bank.match_record import MatchRecord
from games.russian_bank.notation import ALLOW, STOP, TURN
from games.russian_bank.rules import BankState, Options
from games.russian_bank.screen import View
from games.russian_bank.strengths import DEFAULT_STRENGTH, player_for
from retro.machine import Machine

MODE_KEY, FREE = "MOVES", "FREE"
"""The F6 setting: ``CHECK`` for the check mode, ``FREE`` for the stop mode (the names the
settings file has always kept; the screen says CHECK MODE and STOP MODE)."""
TARGET_KEY = "TARGET"
"""The options' match target, in ``RBANK.CFG``."""
PITCH_KEY = "PITCH"
CLICK_TICKS = 0.5
"""The card-draw click: half a BIOS tick (about 27 ms) at the PITCH dial's frequency."""
TOLD = {ev.START, ev.MOVE, ev.TURNOVER, ev.STOP, ev.ALLOW, ev.MODE}
"""Events worth a line on the message row (``messages.say`` leaves out plain moves)."""
STOP_MS = 3000
"""Least time a stop's explanation stays up when nobody has to press a key."""


class BankTable:
    """The match, the record on disk, the view and the shell of one run of the program."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        self.look: Look = shell.look
        self.record = MatchRecord.load()
        self.view = View()
        self.match = self.new_match(self.record.target or self.option_target())
        self.level = ""
        """The strength the computer seats' players were made for (``bot``)."""
        self.bots: tuple[Bot, ...] = ()
        self._luck = Luck(self.m.rng, [], seed=f"russian bank computer {self.m.seed}")
        """The deals' generator (``RBANK.TMP`` keeps its state), the take-backs of the game
        in play, and the seed of the computer's own generators: however it plans, the
        deals stay the same."""
        self.seen_events = 0
        self.hurry_turn: int | None = None
        """The turn (``game.turns``) the computer was told by Esc to finish at once."""
        self.abandoning = False
        """X was answered Y: the game is abandoned as soon as the play loop looks."""
        self.busy = False
        """A question or the options are on the screen: X waits."""
        self.deciders = ""
        """Who decided each action of the game in play (``keeping.KEYBOARD``...)."""
        self.kept_seats = ""
        """The seats as ``RBANK.TMP`` last kept them."""
        self.keep_failed = False
        self.hinted: tuple[BankState, int, int] | None = None
        """The last hint: (the game, its length then, the action); Enter plays it while
        the game is still where the hint was given (``hinted_action``)."""

    @property
    def game(self) -> BankState:
        return self.match.game

    @property
    def luck(self) -> Luck:
        return self._luck

    @luck.setter
    def luck(self, luck: Luck) -> None:
        """A new deal or a resumed record brings its own luck; the comforts' ``?`` key
        counts hints in the luck of the game in play, so the shell is told of it."""
        self._luck = luck
        comforts = self.shell.comforts
        if comforts is not None and comforts.kept.luck is not None:
            self.shell.keep(replace(comforts.kept, luck=luck))

    def bot(self, player: int) -> Bot:
        """The computer player for ``player`` at the strength the options chose now (a
        change applies from the next decision; the name on the screen stays)."""
        level = strength_of(self.shell.values, DEFAULT_STRENGTH)
        if level != self.level:
            self.level, self.bots = level, (player_for(level), player_for(level))
        return self.bots[player]

    def hinted_action(self) -> int | None:
        """The hinted action, while the game stands where the hint was given."""
        if self.hinted is None:
            return None
        game, length, action = self.hinted
        return action if game is self.game and length == len(game.history) else None

    def stop_mode_chosen(self) -> bool:
        """Whether F6 has chosen the stop mode (a new game starts in it)."""
        return self.shell.setting(MODE_KEY) == FREE

    def option_target(self) -> int:
        """The match target chosen in the options (F2)."""
        return int(self.shell.setting(TARGET_KEY))

    def next_target(self) -> int | None:
        """The options' target while it waits for the game in play to end."""
        option = self.option_target()
        return option if option != self.match.target else None

    def new_match(self, target: int) -> MatchState:
        """A match carrying on from the points in the record, to ``target``."""
        match = MatchState(Options(stop_mode=self.stop_mode_chosen()), target)
        match.scores = list(self.record.points)
        return match

    def names(self) -> tuple[str, str]:
        """How messages name the players: YOU for the one person at the keyboard, and
        every other side by its seat, PLAYER 1 or PLAYER 2, as the corner panels do (the
        one name for the other side in every message, whoever plays it)."""
        code = self.shell.seats.code
        if code.count("K") == 1:
            you = code.index("K")
            return ("YOU", messages.PLAYERS[1]) if you == 0 else (messages.PLAYERS[0], "YOU")
        return messages.PLAYERS

    def anyone(self) -> bool:
        """Whether a person plays (a message may then wait for his key)."""
        return "K" in self.shell.seats.code

    def redraw(self, figures: bool = True) -> None:
        """The table and the legend; with ``figures``, the match's figures brought up to
        date from the match and the record (an announcement keeps the old ones up)."""
        view = self.view
        view.controllers = self.shell.seats.code
        if figures:
            view.points = (self.match.scores[0], self.match.scores[1])
            view.target, view.next_target = self.match.target, self.next_target()
            view.games_won, view.matches_won = self.record.games_won, self.record.matches_won
        screen.draw(self.m.screen, self.game, view, self.look)
        self.shell.draw_legend()

    def hold(self, least_ms: int, factor: float) -> float:
        """A message's hold in delays: ``factor`` delays, but never under ``least_ms``,
        so a fast pace does not flash results past the reader."""
        return max(factor, least_ms / self.shell.delay_ms)

    def perform(self, action: int, by: str = keeping.RULES) -> None:
        """Apply an action decided ``by`` the keyboard, the computer or the rules (letting
        an open stop pass first, if the action is no answer to it), keep the game in
        ``RBANK.TMP``, then show the table and tell what happened."""
        mover = self.game.table.mover
        self.hinted = None
        if self.game.stop_offer is not None and action not in (STOP, ALLOW):
            self.match.apply_action(ALLOW)
            self.deciders += by  # the decision begins here: a take-back returns before it
            by = keeping.RULES
            self.seen_events = len(self.game.events)  # letting it pass by playing on: no word
        self.match.apply_action(action)
        self.deciders += by
        if self.game.over or self.game.table.mover != mover:
            self.view.prompt = ""  # the turn has passed: no word for the last player left
        if action == TURN and self.m.sound_enabled:
            self.m.sound_for_ticks(self.shell.dial(PITCH_KEY), CLICK_TICKS)
        self.redraw()
        self.keep()
        self.tell_events()

    def keep(self) -> None:
        """The game as it stands into ``RBANK.TMP``, with the seats and the deal generator.
        A disk that says no is told once, and the game goes on."""
        seats = self.shell.seats.code
        problem = keeping.save(self.game, self.deciders, seats, self.luck,
                               keeping.counted(self.record))
        self.kept_seats = seats
        if problem and not self.keep_failed:
            self.keep_failed = True
            self.shell.message(problem, wait=True)

    def tell_events(self) -> None:
        """A line for each new event worth telling; a stop waits for a key while a person
        plays, as it changes the table behind his back."""
        events = self.game.events
        new, self.seen_events = events[self.seen_events:], len(events)
        for event in new:
            text = messages.say(event, self.names()) if event.kind in TOLD else ""
            if text:
                self.redraw()
                stop = event.kind == ev.STOP
                hold = self.hold(STOP_MS, 2.0) if stop else 1.0
                self.shell.message(text, wait=self.anyone() and stop, hold=hold)

    def save_record(self) -> None:
        problem = self.record.save()
        if problem:
            self.shell.message(problem, wait=True)
