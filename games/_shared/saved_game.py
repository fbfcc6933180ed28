"""Games saved between runs and resumed exactly where they stopped (``PACHISI.TMP``).

A saved game is its record, not a picture of the board: the settings it was
started with, who plays each seat, the state of the generator that rolls the
dice or deals, and every action so far (chance outcomes included); since take-backs
(``kept_game``) also the chance outcomes taken back and still to come, the counts of
take-backs and hints and the seed of the computer's decisions (a file from before reads as
none). Loading replays the actions through the rules, so a save can never hold a position
the rules could not reach, and then checks the replayed position against a
fingerprint taken when it was saved.

The program saves after every completed move; the write is atomic, so a kill
at any instant leaves either the previous save or the new one. A file that
cannot be read, replayed or checked is moved aside as ``NAME.BAD``, the
player is told, and a new game starts. A finished game removes its file.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from games._shared.files import damaged, file_path, read_text, write_text
from games._shared.state import GameState

FORMAT = 1
"""Bumped whenever the layout of the record changes; an old record is then damaged."""


@dataclass
class SavedGame:
    """Everything needed to put a game back exactly as it was."""

    game: str                     # which game wrote it, e.g. "pachisi"
    seats: str                    # controllers, e.g. "KCCC"
    settings: dict[str, str]      # what the game was started with (target, variant...)
    actions: list[int]            # every action so far, chance outcomes included
    rng: list[object] = field(default_factory=list)   # the dice/deal generator's state
    check: str = ""               # fingerprint of the position after ``actions``
    format: int = FORMAT
    tape: list[int] = field(default_factory=list)  # chance outcomes to come (take-backs)
    take_backs: int = 0           # moves taken back so far (an older file: none)
    seed: str = ""                # what the computer's decisions are drawn from
    hints: int = 0                # hints asked for so far (an older file: none)

    def generator(self) -> random.Random:
        """The dice or deal generator, as it was at the save."""
        rng = random.Random()
        version, internal, gauss = self.rng
        assert isinstance(internal, list)
        rng.setstate((version, tuple(internal), gauss))
        return rng

    @staticmethod
    def generator_state(rng: random.Random) -> list[object]:
        version, internal, gauss = rng.getstate()
        return [version, list(internal), gauss]


@dataclass
class Resumed:
    """What ``load_game`` found: a record and its replayed position, or a reason why not."""

    record: SavedGame | None = None
    state: GameState | None = None
    warning: str | None = None


def fingerprint(state: GameState) -> str:
    """A short hash of everything in a position (its full text dump)."""
    return hashlib.sha256(str(state).encode()).hexdigest()[:20]


def save_game(name: str, record: SavedGame, state: GameState) -> str | None:
    """Write ``record`` (whose actions lead to ``state``) atomically; a message if it failed."""
    record.check = fingerprint(state)
    # the fields are plain JSON values already: vars() spares asdict's deep copy of every
    # action, which cost more than the write itself for a save after every move
    return write_text(name, json.dumps(vars(record), separators=(",", ":")) + "\n")


def keep_game(name: str, record: Callable[[], SavedGame], state: GameState) -> str | None:
    """After a move: save the game (``record()`` leads to ``state``), or remove its file
    once the game is over. A message if the disk said no."""
    if state.is_terminal():
        discard_game(name)
        return None
    return save_game(name, record(), state)


def load_game(name: str, game: str, replay: Callable[[SavedGame], GameState]) -> Resumed:
    """The saved game called ``name``, replayed with ``replay(record)``.

    No file: an empty ``Resumed``. A damaged, foreign or inconsistent file: set
    aside, with the warning to show.
    """
    file = read_text(name)
    if file.text is None or file.path is None:
        return Resumed(warning=file.warning)
    try:
        record = _parse(file.text, game)
        state = replay(record)
        record.generator()
    except Exception:  # noqa: BLE001 - whatever is wrong with the file, it is damaged
        return Resumed(warning=damaged(file.path))
    if fingerprint(state) != record.check:
        return Resumed(warning=damaged(file.path))
    return Resumed(record, state)


def discard_game(name: str) -> None:
    """Remove a finished game's file (nothing to do if it is not there)."""
    with contextlib.suppress(OSError):
        file_path(name).unlink(missing_ok=True)


def replay_actions(state: GameState, actions: list[int]) -> GameState:
    """Apply ``actions`` to a fresh ``state`` through the rules (an illegal one raises)."""
    for action in actions:
        state.apply_action(action)
    return state


def _parse(text: str, game: str) -> SavedGame:
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("game") != game:
        raise ValueError("not a saved game of this program")
    record = SavedGame(**data)
    if not (isinstance(record.seats, str) and isinstance(record.settings, dict)
            and isinstance(record.actions, list)
            and all(type(a) is int for a in record.actions)
            and isinstance(record.tape, list) and all(type(a) is int for a in record.tape)
            and type(record.take_backs) is int and record.take_backs >= 0
            and type(record.hints) is int and record.hints >= 0
            and isinstance(record.seed, str)
            and all(isinstance(k, str) and isinstance(v, str)
                    for k, v in record.settings.items())):
        raise ValueError("a saved game with fields of the wrong kind")
    return record
