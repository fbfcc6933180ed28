"""Russian Bank as a program on the virtual PC: two players, keyboard or computer, matches.

The program drives a ``MatchState``: the deals are chance nodes resolved with the
machine's seeded generator; each side is played by the keyboard and mouse (``input``) or
by the computer at the options' strength (``strengths``: one player per seat, with a
generator made for each decision, never the dealing one), as F3 and F4 decide at any
moment. Each game's points go to the match; the match's
target, points, games and matches won are kept in ``RBANK.SCR`` (``match_record``)
between runs. F2 opens the options (the match target, take-backs), F6 switches between the
check mode (wrong moves refused) and the stop mode, X abandons the game at any moment
(after a question). The game in play is kept in ``RBANK.TMP`` (``keeping``) after every
move and goes on at the next start; F7 asks first and says so. Backspace takes a move
back, L shows the log, G starts a new game, ? gives a hint that Enter then plays
(``resuming``, ``hinting``, the shared comforts).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from games._shared import tunes
from games._shared.comforts import take_back_option
from games._shared.kept_game import Luck, NewGame, TakeBack
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
from games._shared.strength import strength_option
from games.russian_bank import keeping, match_keeping, messages, resuming
from games.russian_bank.bank_table import FREE, MODE_KEY, PITCH_KEY, TARGET_KEY, BankTable
from games.russian_bank.computer_turn import computer_move
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
from games.russian_bank.strengths import DEFAULT_STRENGTH
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
                    least=TARGET_MIN, most=TARGET_MAX, default=str(DEFAULT_TARGET)),
             take_back_option("K"), strength_option("C", default=DEFAULT_STRENGTH)),
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
DEAL, RESUME, TAKEN, PLAY, MATCH_END = "deal", "resume", "taken", "play", "match end"
"""How a game of the play loop begins: dealt, resumed from the file, taken back, played
on (to be abandoned: G), or only the end of the match after a finished game."""
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
        super().__init__(shell)
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
        resuming.offer(self)
        first = True
        won_before = match_keeping.end_match_won_before(self)
        going_on = (kept is not None and isinstance(game, BankState) and won_before is None
                    and resuming.take_kept(self, kept, game))
        start = RESUME if going_on else DEAL
        while True:
            try:  # a take-back or a new game may come from any key read, messages too
                self.one_game(start, won_before, first)
                won_before, first, start = None, False, DEAL
            except TakeBack as back:
                assert back.resumed.record is not None
                assert isinstance(back.resumed.state, BankState)
                resuming.resume(self, back.resumed.record, back.resumed.state)
                start = TAKEN
            except NewGame:  # G, answered Y: the game in play is abandoned, not counted
                self.abandoning = not self.game.over
                start = PLAY if self.abandoning else MATCH_END

    def one_game(self, start: str, won_before: str | None, first: bool) -> None:
        """A game from its ``start`` (dealt, resumed, taken back, played on, or just the
        end of a match after a finished game) to its result."""
        if start == DEAL:
            self.deal(won_before, tell_target=first)
        elif start in (RESUME, TAKEN):
            resuming.tell_resumed(self, tell_target=first, taken=start == TAKEN)
        if start == MATCH_END:
            match_keeping.end_match_once(self)
            return
        self.play_game()
        self.view.prompt = self.view.pending = ""
        self.abandoning = False
        match_keeping.finish_game(self)

    def warn(self, warning: str | None) -> None:
        """A file found damaged: said over a bare table, until a key."""
        if warning:
            self.m.screen.clear(self.look.table)
            self.shell.draw_legend()
            self.shell.message(warning, wait=True)

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
        self.luck = Luck(self.luck.rng, [], seed=self.luck.seed)  # no take-backs yet
        while match.is_chance_node():
            match.apply_action(self.luck.draw(match))
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
            match_keeping.tell_waiting_target(self)
        self.tell_events()

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
        """F7: Y/N, in the shared words, which say when the game is kept (it is, after
        every move); the seats as they are now are kept with it."""
        comforts = self.shell.comforts
        question = f"QUIT {SPEC.title}?" if comforts is None else comforts.quit_question()
        was_busy, self.busy = self.busy, True  # X waits meanwhile
        try:
            leave = self.shell.ask_yes_no(question)
        finally:
            self.busy = was_busy
        if leave:
            if not self.game.over and self.game.starter is not None:
                self.keep()
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
