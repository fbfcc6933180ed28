"""Russian Bank as a program on the virtual PC: two players, keyboard or computer, matches.

The program drives a ``MatchState``: the deals are chance nodes resolved with the
machine's seeded generator; each side is played by the keyboard and mouse (``input``) or
by ``AIBot`` (one per seat, with a generator of its own, never the dealing one), as F3 and
F4 decide at any moment. Each game's points go to the match; the match points, games and
matches won are kept in ``RBANK.SCR`` (``match_record``) between runs. F2 opens the
options (the match target), F6 switches between refusing wrong moves and the stop mode.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence

from games._shared import tunes
from games._shared.look import Look
from games._shared.options_menu import options_menu
from games._shared.shell import QuitGame, Shell
from games._shared.spec import (
    OPTION_NUMBER,
    Command,
    Dial,
    GameSpec,
    Option,
    Toggle,
    run_game,
)
from games._shared.state import sample_chance
from games.russian_bank import events as ev
from games.russian_bank import messages, screen
from games.russian_bank.ai import AIBot, quickest_end
from games.russian_bank.input import ask_move
from games.russian_bank.instructions import TEXT as INSTRUCTIONS
from games.russian_bank.match import MatchState
from games.russian_bank.match_record import MatchRecord, match_winner
from games.russian_bank.notation import ALLOW, END, STOP, STOP_MODE_OFF, STOP_MODE_ON, TURN
from games.russian_bank.rules import BankState, Options
from games.russian_bank.scoring import DEFAULT_TARGET, TARGET_MAX, TARGET_MIN
from games.russian_bank.screen import View
from retro.machine import Machine

MODE_KEY, FREE = "MOVES", "FREE"
TARGET_KEY = "TARGET"
PITCH_KEY = "PITCH"
CLICK_TICKS = 0.5
"""The card-draw click: half a BIOS tick (about 27 ms) at the PITCH dial's frequency."""


def hertz(value: int) -> str:
    return f"{value}HZ"


SPEC = GameSpec(
    title="RUSSIAN BANK", command="rbank", settings_file="RBANK.CFG",
    instructions=INSTRUCTIONS, tune=tunes.RUSSIAN_BANK,
    subtitle="CRAPETTE: A RACE OF PATIENCE FOR TWO PLAYERS",
    has_demo=False, sound_default="OFF",
    seat_names=("PLAYER 1", "PLAYER 2"), seats_default="KC",
    seat_keys=(("F3", 0, "P1"), ("F4", 1, "P2")),
    toggles=(Toggle("F6", MODE_KEY, ("CHECK", FREE), ("ANY MOVE", "CHECK MOVES"),
                    ("FREE", "CHECK")),),
    commands=(Command("F2", "OPTIONS", "OPTS"),),
    options=(Option(TARGET_KEY, "MATCH TARGET (POINTS)", "T", kind=OPTION_NUMBER,
                    least=TARGET_MIN, most=TARGET_MAX, default=str(DEFAULT_TARGET)),),
    dials=(
        Dial(PITCH_KEY, "CLICK", down="Left", up="Right", least=100, most=3000, default=800,
             step=50, show=hertz, short_label="\x0e"),
        Dial("DELAY", "PACE", down="Down", up="Up", least=1, most=99, default=5),
    ),
    description="Russian Bank (Crapette), the race of patience for two, "
                "against the PC or a friend.",
)
TOLD = {ev.START, ev.MOVE, ev.TURNOVER, ev.STOP, ev.ALLOW, ev.MODE}
"""Events worth a line on the message row (``messages.say`` leaves out plain moves)."""


class Bank:
    """The program's table: the match, the record on disk, the view, and the shell."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        self.look: Look = shell.look
        self.record = MatchRecord.load()
        self.match = self.new_match()
        self.view = View()
        self.bots = (AIBot(), AIBot())
        self.ai_rng = random.Random(f"russian bank computer {self.m.seed}")
        """The computer's own generator: however it plans, the deals stay the same."""
        self.seen_events = 0
        self.hurry_turn: int | None = None
        """The turn (``game.turns``) the computer was told by Esc to finish at once."""

    @property
    def game(self) -> BankState:
        return self.match.game

    def new_match(self) -> MatchState:
        """A match carrying on from the points in the record, to the target in the options."""
        stop_mode = self.shell.setting(MODE_KEY) == FREE
        match = MatchState(Options(stop_mode=stop_mode), self.target())
        match.scores = list(self.record.points)
        return match

    def target(self) -> int:
        return int(self.shell.setting(TARGET_KEY))

    def names(self) -> tuple[str, str]:
        """How messages name the players: YOU and THE COMPUTER when one person plays."""
        code = self.shell.seats.code
        if code == "KC":
            return ("YOU", "THE COMPUTER")
        if code == "CK":
            return ("THE COMPUTER", "YOU")
        return messages.PLAYERS

    def redraw(self) -> None:
        view = self.view
        view.controllers = self.shell.seats.code
        view.games_won, view.matches_won = self.record.games_won, self.record.matches_won
        screen.draw(self.m.screen, self.match, view, self.look)
        self.shell.draw_legend()

    # --- the flow of matches and games -----------------------------------------------------
    def play(self) -> None:
        """Games, one after another, until F7; a won match is announced and a new one begun."""
        self.shell.bind("F2", self.open_options)
        if self.record.warning:
            self.m.screen.clear(self.look.table)
            self.shell.draw_legend()
            self.shell.message(self.record.warning, wait=True)
            self.record.forget_warning()
        while True:
            self.end_match_if_won()
            self.play_game()
            self.finish_game()

    def play_game(self) -> None:
        self.deal()
        while not self.game.over:
            self.keep_mode()
            if self.game.over:
                break
            player = self.game.current_player()
            if self.shell.keyboard_plays(player):
                self.human_turn(player)
            else:
                self.computer_move(player)

    def deal(self) -> None:
        """Shuffle and deal both packs (the machine's generator), and say who begins."""
        match = self.match
        while match.is_chance_node():
            match.apply_action(sample_chance(match, self.m.rng))
        self.seen_events = 0
        self.view.pending = ""
        self.view.game_number = self.record.games_played + 1
        self.m.flush_input()  # a key pressed to end the last game must not play in this one
        self.shell.effect(tunes.SHUFFLE)
        self.redraw()
        self.tell_events()

    def keep_mode(self) -> None:
        """Bring the game's mode in line with F6 (never while a stop may be called)."""
        game = self.game
        free = self.shell.setting(MODE_KEY) == FREE
        if free != game.stop_mode and game.stop_offer is None:
            self.perform(STOP_MODE_ON if free else STOP_MODE_OFF)

    def human_turn(self, player: int) -> None:
        """One action from the keyboard or mouse; a turn with nothing left but ending it
        ends by itself, with a word why."""
        game = self.game
        if game.stop_offer is None and game.legal_actions() == [END]:
            self.redraw()
            turned = game.table.turnup
            who = self.names()[player]
            if turned is not None:
                text = f"{messages.label(turned)} CANNOT BE PLAYED: IT GOES ON THE WASTE"
            elif who == "YOU":
                text = "YOU HAVE NO MOVE LEFT: YOUR TURN PASSES"
            else:
                text = f"{who} HAS NO MOVE LEFT: THE TURN PASSES"
            self.shell.message(text, wait=False)
            self.perform(END)
            return
        action = ask_move(self)
        if action is not None:
            self.perform(action)

    def computer_move(self, player: int) -> None:
        """The computer's next action, after a pause; Esc makes it finish its turn at once."""
        game = self.game
        self.view.pending = ""  # a card picked before F3/F4 handed the side over
        with self.shell.binding("Esc", self.hurry):
            if not self.hurrying() and game.stop_offer is None:  # a stop is called at once
                if not self.view.prompt.startswith(messages.PLAYERS[player]):
                    self.view.prompt = f"{messages.PLAYERS[player]} (THE COMPUTER) IS PLAYING." \
                                       "  ESC ENDS ITS TURN"
                self.redraw()
                self.shell.pause()
                if self.shell.keyboard_plays(player) or self.game is not game:
                    return  # F3/F4 handed the side to the keyboard meanwhile
            if game.stop_offer is not None:
                action = STOP
            elif self.hurrying():
                action = quickest_end(game)
            else:
                action = self.bots[player].choose(game, self.ai_rng)
            before = game.table.copy()
            self.perform(action)
            if not game.over and game.table.mover == player:
                words = messages.move_words(action, before, game.table, self.names())
                self.view.prompt = f"{messages.PLAYERS[player]} (COMPUTER): {words}." \
                                   "  ESC ENDS ITS TURN"

    def hurry(self) -> bool:
        """Esc during the computer's play: it finishes its turn without pausing."""
        self.hurry_turn = self.game.turns
        return True

    def hurrying(self) -> bool:
        return self.hurry_turn == self.game.turns and not self.game.over

    def perform(self, action: int) -> None:
        """Apply an action (letting an open stop pass first, if the action is not an
        answer to it), then show the table and tell what happened."""
        mover = self.game.table.mover
        if self.game.stop_offer is not None and action not in (STOP, ALLOW):
            self.match.apply_action(ALLOW)
            self.seen_events = len(self.game.events)  # letting it pass by playing on: no word
        self.match.apply_action(action)
        if self.game.over or self.game.table.mover != mover:
            self.view.prompt = ""  # the turn has passed: no word for the last player left
        if action == TURN and self.m.sound_enabled:
            self.m.sound_for_ticks(self.shell.dial(PITCH_KEY), CLICK_TICKS)
        self.redraw()
        self.tell_events()

    def tell_events(self) -> None:
        """A line for each new event worth telling; a stop waits for a key while a person
        plays, as it changes the table behind his back."""
        events = self.game.events
        new, self.seen_events = events[self.seen_events:], len(events)
        anyone = "K" in self.shell.seats.code
        for event in new:
            text = messages.say(event, self.names()) if event.kind in TOLD else ""
            if text:
                self.redraw()
                wait = anyone and event.kind == ev.STOP
                self.shell.message(text, wait=wait, hold=2.0 if event.kind == ev.STOP else 1.0)

    def finish_game(self) -> None:
        """The result with its score, the points to the match and the record to disk."""
        game = self.game
        self.view.prompt = ""
        self.view.pending = ""
        self.redraw()
        self.record.game_over(game.winner, (self.match.scores[0], self.match.scores[1]))
        self.save_record()
        self.redraw()
        anyone = "K" in self.shell.seats.code
        if game.winner is not None:
            won = self.names()[game.winner] == "YOU" or not anyone
            self.shell.effect(tunes.FANFARE if won else tunes.SAD)
        self.shell.message(messages.result(game, self.names()), wait=anyone, hold=3.0)

    def end_match_if_won(self) -> None:
        """At a game's end (or a start with old points): the match target reached?"""
        self.match.target = self.target()
        winner = match_winner(self.match.scores, self.match.target)
        if winner is None:
            return
        high, low = sorted(self.match.scores, reverse=True)
        who = self.names()[winner]
        verb = "WIN" if who == "YOU" else "WINS"
        self.record.match_over(winner)
        self.save_record()
        self.redraw()
        self.shell.effect(tunes.FANFARE)
        self.shell.message(f"{who} {verb} THE MATCH, {high} TO {low}. A NEW MATCH BEGINS",
                           wait="K" in self.shell.seats.code, hold=3.0)
        self.match = self.new_match()

    def save_record(self) -> None:
        problem = self.record.save()
        if problem:
            self.shell.message(problem, wait=True)

    def open_options(self) -> bool:
        """F2: the options menu (the match target). A lower target than someone's points
        waits for the end of the game in play."""
        changes = options_menu(self.shell, close_key="F2")
        if TARGET_KEY in changes:
            target = self.target()
            if max(self.match.scores) < target:
                self.match.target = target
                text = f"THE MATCH NOW GOES TO {target} POINTS"
            else:
                text = f"THE MATCH TARGET BECOMES {target} WHEN THIS GAME ENDS"
            self.redraw()
            self.shell.message(text, wait=False)
        self.redraw()
        return True


def main(m: Machine) -> None:
    """Russian Bank from the opening show to F7."""
    shell = Shell(m, SPEC)
    try:
        shell.start()
        m.mouse.show()
        Bank(shell).play()
    except QuitGame:
        return


def cli(argv: Sequence[str] | None = None) -> int:
    return run_game(main, SPEC, argv)


if __name__ == "__main__":
    sys.exit(cli())
