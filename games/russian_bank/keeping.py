"""The game in progress kept in ``RBANK.TMP`` between runs, through the shared ``saved_game``.

The match's figures stay where they always were, in ``RBANK.SCR`` (``match_record``);
this file keeps the one game being played, so F7, a closed window or a killed program
loses nothing of it. The record holds the mode the game began in (a change of F6 in
mid-game is an action of its own), every action since the first card of its deal (every
card dealt, every move, stop and mode change, an abandonment), who decided each action,
who played each seat, the dealing generator's state (so the next deal is the one this
run would have dealt), and the figures of ``RBANK.SCR`` at the save.

Those figures make the end of a game safe: the last move is kept like any other, the
result goes into ``RBANK.SCR``, and only then is this file removed. A run killed between
the two finds a finished game whose figures still match ``RBANK.SCR``: it was never
counted, so the program shows its result and counts it, once.

Who decided each action (``KEYBOARD``, ``COMPUTER``, or ``RULES`` for the deal, a turn
ending by itself, a mode change or the part of a move the rules add) is what taking a
move back needs: the game returns to the state before the keyboard's last decision, by
replaying the actions before it (``Bank.resume`` starts from any such record).
"""

from __future__ import annotations

import random

from games._shared.saved_game import (
    Resumed,
    SavedGame,
    discard_game,
    load_game,
    replay_actions,
    save_game,
)
from games.russian_bank.match_record import FIELDS, MatchRecord
from games.russian_bank.rules import BankState, Options

FILE = "RBANK.TMP"
GAME = "russian bank"
MODE_KEY, DECIDERS_KEY, COUNTED_KEY = "MODE", "BY", "COUNTED"
STOP_MODE, CHECK_MODE = "STOP", "CHECK"
KEYBOARD, COMPUTER, RULES = "K", "C", "-"
"""Who decided an action: the person at the keyboard, the computer, or nobody (the rules)."""


def counted(record: MatchRecord) -> str:
    """The figures of ``RBANK.SCR`` in one line, to tell whether a game was counted."""
    return ",".join(str(record.log[name]) for name in FIELDS if name != "TARGET")


def replay(saved: SavedGame) -> BankState:
    """The game a record's actions lead to, through the rules (anything wrong raises)."""
    if len(saved.seats) != 2 or set(saved.seats) - {KEYBOARD, COMPUTER}:
        raise ValueError("a seat is played by the keyboard (K) or the computer (C)")
    mode = saved.settings.get(MODE_KEY)
    if mode not in (STOP_MODE, CHECK_MODE):
        raise ValueError(f"the mode is {STOP_MODE} or {CHECK_MODE}, not {mode!r}")
    deciders = saved.settings.get(DECIDERS_KEY, "")
    if len(deciders) != len(saved.actions) or set(deciders) - {KEYBOARD, COMPUTER, RULES}:
        raise ValueError("one decider (K, C or -) for each action")
    game = BankState(Options(stop_mode=mode == STOP_MODE))
    replay_actions(game, saved.actions)
    return game


def record_of(game: BankState, deciders: str, seats: str, dealing: random.Random,
              figures: str) -> SavedGame:
    """The record of ``game`` as it stands (``deciders``: one letter per action)."""
    assert len(deciders) == len(game.history)
    settings = {MODE_KEY: STOP_MODE if game.options.stop_mode else CHECK_MODE,
                DECIDERS_KEY: deciders, COUNTED_KEY: figures}
    return SavedGame(GAME, seats, settings, game.history[:],
                     SavedGame.generator_state(dealing))


def save(game: BankState, deciders: str, seats: str, dealing: random.Random,
         figures: str) -> str | None:
    """Write the game as it stands, a finished one too (``discard`` removes it once its
    result is counted); a message if the disk said no."""
    return save_game(FILE, record_of(game, deciders, seats, dealing, figures), game)


def load() -> Resumed:
    """The kept game replayed, nothing, or a warning about a damaged file."""
    return load_game(FILE, GAME, replay)


def still_to_count(saved: SavedGame, game: BankState, record: MatchRecord) -> bool:
    """Whether a kept game that is over still has to be counted: won or drawn, with
    ``RBANK.SCR`` as it was before its result went there."""
    return not game.abandoned and saved.settings.get(COUNTED_KEY) == counted(record)


def discard() -> None:
    discard_game(FILE)
