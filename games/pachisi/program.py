"""Pachisi as a program on the virtual PC: four players, any of them the keyboard's.

The program drives a ``PachisiState``: the draw for the first player and every roll are
chance nodes resolved through a ``Luck`` (the machine's seeded generator, kept in the saved
game, so a resumed game rolls the same dice, and the tape of rolls a take-back left to
come, so taking a move back never rolls the dice again); the computer's seats are played
by the players of the strength the options menu names (``strengths``: one per seat, each
decision with a generator of its own from the game's seed and move count) and the
keyboard's through ``input.ask_move``.

Who plays each colour is chosen in the options menu when a new game begins, and kept
with the game. After every action the game is written to ``PACHISI.TMP`` (``keeping``);
F7 quits at once without a question, and closing the window does the same, so the next
start carries on exactly there. A finished game removes the file. The shell's comforts
(``Shell.keep``): Backspace takes back to the last moment a keyboard colour chose, L the
log, G a new game.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from functools import partial

from games._shared import tunes
from games._shared.hints import helps_said
from games._shared.kept_game import Luck, NewGame, TakeBack
from games._shared.options_menu import options_menu
from games._shared.saved_game import Resumed
from games._shared.shell import QuitGame, Shell
from games._shared.spec import run_game
from games._shared.strength import strength_of
from games.pachisi import events as ev
from games.pachisi import keeping
from games.pachisi import messages as say
from games.pachisi.board import NUM_PLAYERS
from games.pachisi.input import ask_move, prompt_of
from games.pachisi.kept_table import KeptTable
from games.pachisi.palette import table_look
from games.pachisi.panel import draw_dice
from games.pachisi.rulebook import PASS
from games.pachisi.rules import PachisiState
from games.pachisi.screen import View
from games.pachisi.settings import COMPUTER, DEFAULT_STRENGTH, KEYBOARD, PITCH_KEY, SPEC
from games.pachisi.strengths import Player, player_for
from retro.errors import PowerOff
from retro.machine import Machine

SHAKES = 7
"""Frames of the dice rolling, each with a click of the dice sound."""
SHAKE_MS = 45
HELD = frozenset({ev.FIRST, ev.CAPTURE, ev.TRIPLE_DOUBLES, ev.TOPS_AND_BOTTOMS,
                  ev.DICE_UNUSED, ev.BONUS_GIVEN_UP})
"""Events worth a pause on the message row; the rest go to the news lines only."""
FORCED = HELD - {ev.DICE_UNUSED, ev.BONUS_GIVEN_UP}
"""Held after a pass the program made: its own line has said it already."""
TOLD_TO_THE_PERSON = frozenset({ev.TRIPLE_DOUBLES, ev.DICE_UNUSED, ev.BONUS_GIVEN_UP})
"""What befalls a player through no choice of theirs: for a keyboard seat, a notice."""


class Table(KeptTable):
    """One run of the program: the games in play one after another, the computer's
    players, the dice and the file that keeps the game."""

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell)
        self.number = 0
        """Games begun in this run (each computer's seed names its game)."""
        self.shake_rng = random.Random(f"pachisi dice shaking {self.m.seed}")
        """For the faces shown while the dice roll: they decide nothing."""
        self.level = ""
        """The computer's strength its players were made for (the options menu's)."""
        self.bots: list[Player] = []
        self.seen_events = 0

    # --- games, one after another -------------------------------------------------------------
    def run(self) -> None:
        """Resume the saved game or begin a new one; then game after game until F7."""
        for key in ("n", "N"):
            self.shell.bind(key, self.toggle_numbers)
        self.shell.bind("F7", self.quit_now)
        begin: Callable[[], object] = self.resume_or_new
        while True:
            try:  # a take-back or a new game may come from any key read, messages too
                begin()
                self.play()
                if not self.another():
                    return
                begin = self.new_game
            except TakeBack as back:
                begin = partial(self.take_up, back.resumed)
            except NewGame:
                keeping.discard()
                begin = self.new_game

    def resume_or_new(self) -> None:
        if not self.resume():
            self.new_game()

    def resume(self) -> bool:
        """The game in ``PACHISI.TMP``, if there is one; a damaged file is set aside."""
        found = keeping.load()
        if found.warning:
            self.redraw()
            self.shell.message(found.warning, wait=True)
        if found.record is None or found.state is None:
            return False
        self.go_on(found)
        self.shell.message(say.RESUMED, wait=False)
        return True

    def take_up(self, resumed: Resumed) -> None:
        """Play on from a take-back: the position the keyboard's colour chose in."""
        self.go_on(resumed)
        self.view.prompt = prompt_of(self)  # what to do, while the notice says why
        self.redraw()
        self.shell.notice(say.taken_back(self.state.turn, self.luck.take_backs))

    def go_on(self, resumed: Resumed) -> None:
        """The game of a record (from the file or a take-back) on the table."""
        assert isinstance(resumed.state, PachisiState) and resumed.record is not None
        self.state = resumed.state
        self.luck = Luck.of(resumed.record)
        self.shell.set_seats(resumed.record.seats)
        self.seen_events = len(self.state.events)
        self.view.news = [say.say(e) for e in self.state.events if e.kind != ev.TURN][-2:]
        self.view.pointer = None
        for bot in self.bots:
            bot.reset()
        self.redraw()

    def new_game(self) -> None:
        """Who plays each colour (the options menu, unless the demo runs), then the draw."""
        shell = self.shell
        self.state = PachisiState(keeping.rules(shell.setting(keeping.SPARE_KEY)))
        self.number += 1
        self.luck = Luck(self.luck.rng, [], seed=f"pachisi computer {self.m.seed} {self.number}")
        self.seen_events = 0
        self.view = View(numbers=self.view.numbers)
        for bot in self.bots:
            bot.reset()
        if not shell.demo:
            for player, letter in enumerate(shell.seats.code):
                shell.set_setting(f"SEAT{player}", KEYBOARD if letter == "K" else COMPUTER)
            self.view.prompt = say.NEW_GAME
            self.redraw()
            self.m.flush_input()
            options_menu(shell, title="NEW GAME: WHO PLAYS")
            shell.set_seats("".join("K" if shell.setting(f"SEAT{p}") == KEYBOARD else "C"
                                    for p in range(NUM_PLAYERS)))
            self.state = PachisiState(keeping.rules(shell.setting(keeping.SPARE_KEY)))
            self.view.prompt = ""

    def another(self) -> bool:
        """After a game: another one? Asked only when somebody plays from the keyboard."""
        if not self.shell.seats.keyboard_seats():
            return True
        return self.shell.ask_yes_no(say.ANOTHER, esc_is_no=False)

    # --- one game ------------------------------------------------------------------------
    def play(self) -> None:
        state = self.state
        while not state.is_terminal():
            if state.first_player is not None and not self.shell.keyboard_plays(state.turn):
                self.view.pointer = None  # the keyboard's pointer waits for its turn
            if state.is_chance_node():
                self.chance()
                continue
            player = state.turn
            if state.legal_actions() == [PASS]:
                self.redraw()
                left = state.left
                self.tell(player, say.no_move(player, left.dice + left.bottoms,
                                              left.bonuses[0] if left.bonuses else 0))
                self.perform(PASS, held=FORCED)
                continue
            action = (ask_move(self) if self.shell.keyboard_plays(player)
                      else self.computer_move(player))
            if action is not None:
                self.perform(action)
        self.finish()

    def tell(self, player: int, line: str) -> None:
        """A line about what befalls ``player``: a notice the person at the keyboard has
        time to read when it is theirs (dice that cannot be used, a lost bonus), else the
        computer's narration at the pace of the delay dial."""
        if self.shell.keyboard_plays(player):
            self.shell.notice(line)
        else:
            self.shell.message(line, wait=False)

    def chance(self) -> None:
        """The draw for the first player, or a roll of the dice with its sound."""
        state = self.state
        if state.first_player is not None:
            self.view.prompt = ""
            self.redraw()
            self.shake_dice()
        self.perform(self.luck.draw(state))  # the tape first, after a take-back

    def shake_dice(self) -> None:
        """A few random faces, each with a click at the pitch of the F4/F6 dial."""
        pitch = self.shell.dial(PITCH_KEY)
        for _ in range(SHAKES):
            faces = (self.shake_rng.randint(1, 6), self.shake_rng.randint(1, 6))
            draw_dice(self.m.screen, faces, self.board)
            self.m.tone(pitch, SHAKE_MS / 3)
            self.m.delay(SHAKE_MS * 2 / 3)

    def computer_move(self, player: int) -> int | None:
        """The computer's next action after a pause; None if the seat went to the keyboard."""
        self.view.prompt = say.watching(player, self.shell.demo)
        self.view.pointer = None
        self.redraw()
        self.shell.pause()
        if self.shell.keyboard_plays(player):
            return None
        return self.players()[player].choose(self.state, self.luck.decider(self.state))

    def players(self) -> list[Player]:
        """The computer's players, one per colour, of the strength the options menu says:
        a change takes effect from the computer's next decision."""
        level = strength_of(self.shell.values, DEFAULT_STRENGTH)
        if level != self.level or not self.bots:
            self.level, self.bots = level, [player_for(level) for _ in range(NUM_PLAYERS)]
        return self.bots

    def perform(self, action: int, held: frozenset[str] = HELD) -> None:
        """Apply an action, save the game, show the board and tell what happened.

        A roll or the draw is not saved by itself: the saved generator rolls the same
        dice again on resuming, so the file changes only with the players' moves.
        """
        chance = self.state.is_chance_node()
        self.state.apply_action(action)
        if not chance:
            self.save()
        self.tell_events(held)
        self.redraw()

    def tell_events(self, held: frozenset[str] = HELD) -> None:
        """The new events on the news lines; the ``held`` ones wait on the message row first.

        A held line joins the news lines only once the message row has let it go, so the
        screen never shows the same line twice at once.
        """
        events = self.state.events
        new, self.seen_events = events[self.seen_events:], len(events)
        for event in new:
            if event.kind in (ev.TURN, ev.WIN):
                continue
            line = say.say(event)
            if event.kind in held:
                self.redraw()
                if event.kind in TOLD_TO_THE_PERSON:
                    self.tell(event.player, line)
                else:
                    self.shell.message(line, wait=False)
            self.view.news = [*self.view.news[-1:], line]

    def finish(self) -> None:
        """The winner, with a fanfare; the finished game's file is removed."""
        keeping.discard()
        winner = self.state.winner
        assert winner is not None
        turns = sum(e.kind in (ev.FIRST, ev.TURN) and e.player == winner for e in self.state.events)
        self.shell.game_over([winner], self.luck, turns)  # counted in the lifetime statistics
        self.view.prompt = ""
        self.view.pointer = None
        self.view.news = [*self.view.news[-1:], say.say(self.state.events[-1])]
        self.redraw()
        self.shell.effect(tunes.FANFARE)
        anyone = bool(self.shell.seats.keyboard_seats())
        said = helps_said(self.luck.take_backs, self.luck.hints)
        line = say.winner_line(winner)
        self.shell.message(f"{line} {said}" if said else line, wait=anyone, hold=3.0)


def main(m: Machine) -> None:
    """Pachisi from the opening show to F7 (or the window closed)."""
    shell = Shell(m, SPEC)
    shell.look = table_look(shell.look, m.screen.mono)
    table = Table(shell)
    blinking = m.screen.blink_enabled
    try:
        shell.start()
        m.screen.blink_enabled = False  # bright backgrounds: white squares, bright pawns
        m.mouse.show()
        table.run()
    except QuitGame:
        return
    except PowerOff:
        table.keep_as_it_is()
        raise
    finally:
        m.screen.blink_enabled = blinking


def cli(argv: Sequence[str] | None = None) -> int:
    return run_game(main, SPEC, argv)


if __name__ == "__main__":
    sys.exit(cli())
