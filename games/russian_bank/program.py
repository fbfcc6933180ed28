"""Russian Bank as a program on the virtual PC: two players, keyboard or computer, matches.

The program drives a ``MatchState``: the deals are chance nodes resolved with the
machine's seeded generator; each side is played by the keyboard and mouse (``input``) or
by ``AIBot`` (one per seat, with a generator of its own, never the dealing one), as F3 and
F4 decide at any moment. Each game's points go to the match; the match's target, points,
games and matches won are kept in ``RBANK.SCR`` (``match_record``) between runs. F2 opens
the options (the match target), F6 switches between the check mode (wrong moves refused)
and the stop mode, X abandons the game at any moment (after a question). The game in play is
kept in ``RBANK.TMP`` (``keeping``) after every move and goes on at the next start; F7
asks first and says so.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from games._shared import tunes
from games._shared.saved_game import SavedGame
from games._shared.shell import QuitGame, Shell
from games._shared.spec import (
    OPTION_NUMBER,
    Dial,
    GameSpec,
    Option,
    Toggle,
    options_command,
    run_game,
    speed_dial,
)
from games._shared.state import sample_chance
from games.russian_bank import keeping, match_keeping, messages
from games.russian_bank.ai import AIBot
from games.russian_bank.bank_table import FREE, MODE_KEY, PITCH_KEY, TARGET_KEY, BankTable
from games.russian_bank.computer_turn import HURRIED_MS, computer_move
from games.russian_bank.input import ask_move
from games.russian_bank.instructions import TEXT as INSTRUCTIONS
from games.russian_bank.match_keeping import RESULT_MS
from games.russian_bank.notation import (
    ABANDON,
    END,
    STOP_MODE_OFF,
    STOP_MODE_ON,
)
from games.russian_bank.rules import BankState
from games.russian_bank.scoring import DEFAULT_TARGET, TARGET_MAX, TARGET_MIN
from retro.machine import Machine


def hertz(value: int) -> str:
    return f"{value}HZ"


SPEC = GameSpec(
    title="RUSSIAN BANK", command="rbank", settings_file="RBANK.CFG",
    instructions=INSTRUCTIONS, tune=tunes.RUSSIAN_BANK,
    subtitle="CRAPETTE: A RACE OF PATIENCE FOR TWO PLAYERS",
    has_demo=False, sound_default="OFF",
    seat_names=("PLAYER 1", "PLAYER 2"), seats_default="KC",
    seat_keys=(("F3", 0, "P1"), ("F4", 1, "P2")),
    toggles=(Toggle("F6", MODE_KEY, ("CHECK", FREE), ("STOP", "CHECK")),),
    commands=(options_command("F2"),),
    options=(Option(TARGET_KEY, "MATCH TARGET (POINTS)", "T", kind=OPTION_NUMBER,
                    least=TARGET_MIN, most=TARGET_MAX, default=str(DEFAULT_TARGET)),),
    dials=(
        Dial(PITCH_KEY, "CLICK", down="Left", up="Right", least=100, most=3000, default=800,
             step=50, show=hertz, short_label=""),  # crowded: the HZ says it
        speed_dial(faster="Down", slower="Up", least=1, most=99, default=5),
    ),
    description="Russian Bank (Crapette), the race of patience for two, "
                "against the PC or a friend.",
)
ABANDON_QUESTION = "ABANDON THIS GAME? IT SCORES NOTHING AND DOES NOT COUNT"
ABANDON_KEYS = ("x", "X")
QUIT_QUESTION = "QUIT RUSSIAN BANK?"
QUIT_AND_KEEP_QUESTION = "QUIT RUSSIAN BANK? THE GAME IS KEPT FOR NEXT TIME"
RESUMED = "WELCOME BACK: THE GAME GOES ON FROM THE LAST MOVE MADE"
NOBODY_AT_THE_KEYBOARD = ("THE COMPUTER PLAYS BOTH SIDES, AS LAST TIME (SEATS=CC): F3 GIVES"
                          " PLAYER 1 TO THE KEYBOARD, F4 PLAYER 2")
"""Said at a start with no keyboard side, so the program never plays on its own unasked."""


class Bank(BankTable):
    """The program's table with the flow of games: deals, turns, the end of each game.

    ``match_keeping`` keeps the match (its target, results, the record on disk),
    ``computer_turn`` plays the computer's moves and ``input`` reads the keyboard and
    mouse; each takes the ``BankTable`` this class is.
    """

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell, (AIBot(), AIBot()))
        match_keeping.adopt_target(self)

    # --- the flow of matches and games -----------------------------------------------------
    def play(self) -> None:
        """Games, one after another, until F7; a won match is announced and a new one begun."""
        self.shell.bind("F2", lambda: match_keeping.open_options(self))
        self.shell.bind("F7", self.ask_quit)
        for key in ABANDON_KEYS:
            self.shell.bind(key, self.ask_abandon)
        self.warn(self.record.warning)
        self.record.forget_warning()
        found = keeping.load()
        self.warn(found.warning)
        kept, game = found.record, found.state
        if kept is not None:
            self.shell.set_seats(kept.seats)
        if not self.anyone():
            self.m.screen.clear(self.look.table)
            self.shell.draw_legend()
            self.shell.notice(NOBODY_AT_THE_KEYBOARD)
        first = True
        won_before = match_keeping.end_match_won_before(self)
        resuming = (kept is not None and isinstance(game, BankState) and won_before is None
                    and self.take_kept(kept, game))
        while True:
            if resuming:
                self.tell_resumed(tell_target=first)
            else:
                self.deal(won_before, tell_target=first)
            self.play_game()
            won_before, first, resuming = None, False, False
            self.view.prompt = self.view.pending = ""
            self.abandoning = False
            match_keeping.finish_game(self)

    def warn(self, warning: str | None) -> None:
        """A file found damaged: said over a bare table, until a key."""
        if warning:
            self.m.screen.clear(self.look.table)
            self.shell.draw_legend()
            self.shell.message(warning, wait=True)

    def take_kept(self, kept: SavedGame, game: BankState) -> bool:
        """Go on with the game kept in ``RBANK.TMP`` (``game``, its actions replayed); one
        over and already counted (the run ended between the two writes) goes instead."""
        if game.over and not keeping.still_to_count(kept, game, self.record):
            keeping.discard()
            return False
        self.resume(kept, game)
        return True

    def resume(self, kept: SavedGame, game: BankState | None = None) -> None:
        """Start from any record: its actions replayed through the rules (``game``, when
        the caller has replayed them already), its deal generator, then play goes on."""
        self.match.take_game(game if game is not None else keeping.replay(kept))
        self.deciders = kept.settings[keeping.DECIDERS_KEY]
        self.dealing = kept.generator()
        self.seen_events = len(self.game.events)
        self.abandoning = False
        self.view.pending = self.view.prompt = ""
        self.view.game_number = self.record.games_played + 1
        self.redraw()
        self.keep()  # the record is now the game in play (a shortened one, too)

    def tell_resumed(self, tell_target: bool) -> None:
        """The table as it was left, and a word that it was kept (and on a waiting target);
        a game left over but not yet counted goes straight to its result."""
        self.redraw()
        if self.game.over:
            return
        self.shell.message(RESUMED, wait=False, hold=self.hold(HURRIED_MS, 2.0))
        if tell_target:
            self.tell_waiting_target()

    def play_game(self) -> None:
        """The moves of the game dealt or resumed, to its end."""
        while not self.game.over:
            if self.kept_seats != self.shell.seats.code:
                self.keep()  # F3/F4 gave a side to someone else: kept with the game
            if self.abandoning:
                self.abandoning = False
                self.perform(ABANDON)
                break
            self.keep_mode()
            if self.game.over:
                break
            player = self.game.current_player()
            if self.shell.keyboard_plays(player):
                self.human_turn(player)
            else:
                computer_move(self, player)

    def deal(self, won_before: str | None = None, tell_target: bool = False) -> None:
        """Shuffle and deal both packs (the machine's generator), and say who begins (after
        the announcement of a match found won at the start, and with a word on a target
        still waiting, if there are)."""
        match = self.match
        while match.is_chance_node():
            match.apply_action(sample_chance(match, self.dealing))
        self.deciders = keeping.RULES * len(self.game.history)
        self.keep()
        self.seen_events = 0
        self.abandoning = False
        self.view.pending = ""
        self.view.prompt = ""
        self.view.game_number = self.record.games_played + 1
        self.m.flush_input()  # a key pressed to end the last game must not play in this one
        self.shell.effect(tunes.SHUFFLE)
        self.redraw()
        if won_before:
            self.shell.effect(tunes.FANFARE)
            self.shell.message(won_before, wait=self.anyone(), hold=self.hold(RESULT_MS, 3.0))
        if tell_target:
            self.tell_waiting_target()
        self.tell_events()

    def tell_waiting_target(self) -> None:
        upcoming = self.next_target()
        if upcoming is not None:
            self.shell.message(f"THE MATCH TARGET BECOMES {upcoming} WHEN THIS GAME IS WON"
                               " OR DRAWN", wait=False, hold=self.hold(HURRIED_MS, 2.0))

    def keep_mode(self) -> None:
        """Bring the game's mode in line with F6 (never while a stop may be called)."""
        game = self.game
        free = self.stop_mode_chosen()
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
            self.shell.notice(text)  # said to the person at the keyboard: readable
            self.perform(END)
            return
        action = ask_move(self)
        if action is not None and not self.abandoning:
            self.view.prompt = ""  # the move is made: the question it answered is gone
            self.perform(action, by=keeping.KEYBOARD)

    def ask_abandon(self) -> bool:
        """X, at any moment of a game (the computer's play too): Y/N, then the play loop
        abandons the game. Declined (the key does what it would) when no game is in play."""
        game = self.game
        if game.over or game.starter is None or self.abandoning:
            return False
        if self.busy:
            return True  # a question or the options are open: X does nothing there
        self.busy = True
        try:
            self.abandoning = self.shell.ask_yes_no(ABANDON_QUESTION)
        finally:
            self.busy = False
        return True

    def ask_quit(self) -> bool:
        """F7: Y/N, saying that a game in play is kept (it is, after every move)."""
        in_play = not self.game.over and self.game.starter is not None
        was_busy, self.busy = self.busy, True  # X waits meanwhile
        try:
            leave = self.shell.ask_yes_no(QUIT_AND_KEEP_QUESTION if in_play else QUIT_QUESTION)
        finally:
            self.busy = was_busy
        if leave:
            if in_play:
                self.keep()  # the seats as they are now
            self.m.nosound()
            raise QuitGame
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
