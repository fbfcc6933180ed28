"""How the Russian Bank program goes on from a record: the game kept in ``RBANK.TMP`` at
a start, and the same game one decision back when the person takes a move back.

Both are the one step ``resume``: the record's actions replayed through the rules become
the game in play, its luck (the deal generator, the take-backs, the computer's seed) goes
on, the table is drawn and the record is kept again; play then goes on as after any
move. A take-back is a record cut before the person's last decision (``keeping``
finds it by who decided each action), so the computer's replies since are undone with
it, and, the whole deal being in the record, the cards to come are the same.

The shell offers the comforts (Backspace, L for the log, G for a new game) once
``offer`` has told it about the kept game. Backspace is the program's own command: it
goes back to where a person last decided, which a turn that ended by itself or a change
of mode is not; half a move typed, it rubs out instead, as it always did.
"""

from __future__ import annotations

from games._shared import kept_game
from games._shared.comforts import NO_KEYBOARD, SWITCHED_OFF, TAKE_BACK_KEY, TAKE_BACKS
from games._shared.kept_game import KeptGame, Luck, TakeBack
from games._shared.saved_game import SavedGame, save_game
from games.russian_bank import hinting, keeping, match_keeping
from games.russian_bank.bank_table import BankTable
from games.russian_bank.computer_turn import HURRIED_MS
from games.russian_bank.game_log import log_lines
from games.russian_bank.rules import BankState

RESUMED = "WELCOME BACK: THE GAME GOES ON FROM THE LAST MOVE MADE"
UNIT = "GAME"
"""What a take-back never goes back beyond, in the person's words: the game's deal."""
NOTHING_TO_TAKE_BACK = kept_game.NOTHING_TO_TAKE_BACK.format(unit=UNIT)
GAME_OVER = "THE GAME IS OVER: ITS MOVES STAND"


def taken_back_words(count: int) -> str:
    """After a take-back: whose move it is, and the count so far (the result says it too)."""
    return f"TAKEN BACK: YOUR MOVE AGAIN ({count} TAKE-BACK{'' if count == 1 else 'S'}" \
        " IN THIS GAME)"


def offer(bank: BankTable) -> None:
    """Tell the shell about the kept game (the comforts' keys, the hint) and bind Backspace."""
    bank.shell.keep(KeptGame(keeping.FILE, lambda: now(bank), keeping.replay,
                             keeping.deal_length, lambda: log_lines(bank.game),
                             lambda: bool(bank.view.pending), unit=UNIT,
                             hint=lambda: hinting.give(bank), luck=bank.luck,
                             save=bank.keep))
    bank.shell.bind(TAKE_BACK_KEY, lambda: take_back(bank))


def now(bank: BankTable) -> SavedGame | None:
    """The game's record this moment (None while it is not dealt or once it is over)."""
    game = bank.game
    if game.over or game.starter is None:
        return None
    return keeping.record_of(game, bank.deciders, bank.shell.seats.code, bank.luck,
                             keeping.counted(bank.record))


def take_kept(bank: BankTable, kept: SavedGame, game: BankState) -> bool:
    """Go on with the game kept in ``RBANK.TMP`` (``game``, its actions replayed); one
    over and already counted (the run ended between the two writes) goes instead."""
    if game.over and not keeping.still_to_count(kept, game, bank.record):
        keeping.discard()
        return False
    resume(bank, kept, game)
    return True


def resume(bank: BankTable, kept: SavedGame, game: BankState | None = None) -> None:
    """Start from any record: its actions replayed through the rules (``game``, when the
    caller has replayed them already), its luck, then play goes on."""
    bank.match.take_game(game if game is not None else keeping.replay(kept))
    bank.deciders = kept.settings[keeping.DECIDERS_KEY]
    bank.luck = Luck.of(kept)
    bank.seen_events = len(bank.game.events)
    bank.abandoning = False
    bank.view.pending = bank.view.prompt = ""
    bank.view.game_number = bank.record.games_played + 1
    bank.redraw()
    bank.keep()  # the record is now the game in play (a shortened one, too)


def tell_resumed(bank: BankTable, tell_target: bool, taken: bool = False) -> None:
    """The table as it was left, and a word that it was kept (and on a waiting target),
    or after a take-back that the person's move is back; a game left over but not yet
    counted goes straight to its result."""
    bank.redraw()
    if bank.game.over:
        return
    if taken:
        bank.shell.notice(taken_back_words(bank.luck.take_backs))
        return
    bank.shell.message(RESUMED, wait=False, hold=bank.hold(HURRIED_MS, 2.0))
    if tell_target:
        match_keeping.tell_waiting_target(bank)


def take_back(bank: BankTable) -> bool:
    """Backspace: back to the person's last decision (``TakeBack`` carries it to the play
    loop), or a word why not. Declined (it rubs out) while half a move is typed."""
    if bank.view.pending:
        return False
    if bank.busy:
        return True  # a question or the options are open: nothing to take back there
    shell = bank.shell
    keyboard = shell.seats.keyboard_seats()
    saved = now(bank)
    if shell.values.get(TAKE_BACKS) == "OFF":
        shell.notice(SWITCHED_OFF)
        return True
    if not keyboard:
        shell.notice(NO_KEYBOARD)
        return True
    back = None if saved is None else keeping.taken_back(saved, keyboard)
    if back is None or back.record is None or back.state is None:
        shell.notice(GAME_OVER if bank.game.over else NOTHING_TO_TAKE_BACK)
        return True
    problem = save_game(keeping.FILE, back.record, back.state)  # F7 now resumes there
    if problem:
        shell.notice(problem)
    raise TakeBack(back)
