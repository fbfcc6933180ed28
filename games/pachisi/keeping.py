"""The game kept in ``PACHISI.TMP`` between runs, through the shared ``saved_game``.

The record holds who plays each seat, the rule option the game was started with, every
action so far (the draw and the rolls included) and the state of the dice generator, so
a resumed game goes on with the very dice it would have had (with the rolls taken back
and still to come, the take-backs so far and the computer's seed: ``kept_game.Luck``).
Loading replays the actions through the rules; a file that does not replay to its own
fingerprint is set aside as damaged (``PACHISI.TMP.BAD``) and a new game begins.
"""

from __future__ import annotations

from games._shared.kept_game import Luck
from games._shared.saved_game import (
    Resumed,
    SavedGame,
    discard_game,
    keep_game,
    load_game,
)
from games._shared.spec import OPTION_TOGGLE, Option
from games._shared.state import GameState
from games.pachisi.rulebook import PASS, Options
from games.pachisi.rules import PachisiState, replay

FILE = "PACHISI.TMP"
GAME = "pachisi"
SPARE_KEY = "SPARE"
SPARE_OPTION = Option(SPARE_KEY, "THIRD DOUBLES SPARE HOME PATHS", "T", kind=OPTION_TOGGLE,
                      values=("OFF", "ON"))
"""The one rule option: the triple-doubles penalty never takes a pawn off its home path."""


def rules(spare: str) -> Options:
    """The rule options named by the setting's value (``ON`` or ``OFF``)."""
    if spare not in ("ON", "OFF"):
        raise ValueError(f"{SPARE_KEY} is ON or OFF, not {spare!r}")
    return Options(penalty_spares_home_path=spare == "ON")


def _settings(state: PachisiState) -> dict[str, str]:
    return {SPARE_KEY: "ON" if state.options.penalty_spares_home_path else "OFF"}


def replay_saved(record: SavedGame) -> PachisiState:
    """The game a saved record leads to (its seats checked first)."""
    if len(record.seats) != 4 or set(record.seats) - {"K", "C"}:
        raise ValueError("a seat is played by the keyboard (K) or the computer (C)")
    return replay(record.actions, rules(record.settings.get(SPARE_KEY, "")))


def saved(state: PachisiState, seats: str, luck: Luck) -> SavedGame:
    """The game as it stands, as its file keeps it."""
    return luck.record(GAME, seats, _settings(state), state.history)


def save(state: PachisiState, seats: str, luck: Luck) -> str | None:
    """Write the game as it stands, played by ``seats`` (``"KCCC"``) and rolled by
    ``luck``; a finished game removes the file instead. A message if the disk said no."""
    return keep_game(FILE, lambda: saved(state, seats, luck), state)


def decides(state: GameState) -> bool:
    """Whether the colour to move has a choice: with no move at all the program passes
    for it, so a take-back goes back past that moment to one where it chose."""
    return state.legal_actions() != [PASS]


def load() -> Resumed:
    """The saved game replayed, nothing, or a warning about a damaged file."""
    return load_game(FILE, GAME, replay_saved)


def discard() -> None:
    discard_game(FILE)
