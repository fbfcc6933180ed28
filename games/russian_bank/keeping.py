"""The game in progress kept in ``RBANK.TMP`` between runs, through the shared ``saved_game``.

The match's figures stay where they always were, in ``RBANK.SCR`` (``match_record``);
this file keeps the one game being played, so F7, a closed window or a killed program
loses nothing of it. The record holds the mode the game began in (a change of F6 in
mid-game is an action of its own), every action since the first card of its deal (every
card dealt, every move, stop and mode change, an abandonment), who decided each action,
who played each seat, the dealing generator's state (so the next deal is the one this
run would have dealt), the take-backs used and the computer's seed
(``kept_game.Luck``), and the figures of ``RBANK.SCR`` at the save.

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

from dataclasses import replace

from games._shared.kept_game import Luck
from games._shared.saved_game import (
    Resumed,
    SavedGame,
    discard_game,
    load_game,
    replay_actions,
    save_game,
)
from games._shared.state import GameState
from games.russian_bank import events as ev
from games.russian_bank.match_record import FIELDS, MatchRecord
from games.russian_bank.packs import NUM_CARDS
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


def record_of(game: BankState, deciders: str, seats: str, luck: Luck, figures: str
              ) -> SavedGame:
    """The record of ``game`` as it stands (``deciders``: one letter per action), with
    its luck: the deal generator, the take-backs so far, the computer's seed."""
    assert len(deciders) == len(game.history)
    settings = {MODE_KEY: STOP_MODE if game.options.stop_mode else CHECK_MODE,
                DECIDERS_KEY: deciders, COUNTED_KEY: figures}
    return luck.record(GAME, seats, settings, game.history)


def save(game: BankState, deciders: str, seats: str, luck: Luck, figures: str
         ) -> str | None:
    """Write the game as it stands, a finished one too (``discard`` removes it once its
    result is counted); a message if the disk said no."""
    return save_game(FILE, record_of(game, deciders, seats, luck, figures), game)


def deal_length(game: GameState) -> int:
    """How many actions the deal took (every card, and the coin if one was tossed): a
    take-back goes no further back than the first move."""
    assert isinstance(game, BankState)
    return NUM_CARDS + (1 if game.start_reason == ev.START_COIN else 0)


def taken_back(saved: SavedGame, keyboard: list[int]) -> Resumed | None:
    """The record cut just before the last decision of a seat the keyboard plays now,
    replayed, one more take-back counted; None when there is none since the deal.

    The cut is where a person last had to decide (``KEYBOARD`` in the deciders), never a
    turn that ended by itself or a mode change, which would only happen again at once."""
    deciders = saved.settings[DECIDERS_KEY]
    for cut in range(len(deciders) - 1, -1, -1):
        if deciders[cut] != KEYBOARD:
            continue
        shorter = replace(saved, actions=saved.actions[:cut], tape=[],
                          settings=dict(saved.settings, **{DECIDERS_KEY: deciders[:cut]}),
                          take_backs=saved.take_backs + 1)
        state = replay(shorter)
        if state.current_player() in keyboard:
            return Resumed(shorter, state)
    return None


def load() -> Resumed:
    """The kept game replayed, nothing, or a warning about a damaged file."""
    return load_game(FILE, GAME, replay)


def still_to_count(saved: SavedGame, game: BankState, record: MatchRecord) -> bool:
    """Whether a kept game that is over still has to be counted: won or drawn, with
    ``RBANK.SCR`` as it was before its result went there."""
    return not game.abandoned and saved.settings.get(COUNTED_KEY) == counted(record)


def discard() -> None:
    discard_game(FILE)
