"""The match kept in ``SIXTYSIX.TMP`` between runs, through the shared ``saved_game`` and
``kept_game``.

The record holds who plays each seat, the match's target, every action so far (the coin,
every card dealt or drawn, every card played, close and trump-nine swap), the dealing
generator's state, the cards taken back and still to come (``Luck.tape``), the count of
take-backs and the seed the computer's decisions are drawn from: so a resumed match, or
one taken back, deals the very cards that were to come, and the computer chooses as it
would have. Loading replays the actions through the rules; a file that does not replay
to its own fingerprint is set aside as ``SIXTYSIX.TMP.BAD`` and a new match begins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games._shared.files import file_path
from games._shared.kept_game import Luck
from games._shared.saved_game import (
    Resumed,
    SavedGame,
    discard_game,
    keep_game,
    load_game,
    replay_actions,
)
from games._shared.state import GameState
from games.sixty_six.match import MATCH_POINTS, MatchState

FILE = "SIXTYSIX.TMP"
GAME = "sixtysix"
TARGET_KEY = "TARGET"


@dataclass
class Kept:
    """A match as the program plays it on: the position and its luck (the generator that
    deals its next cards, the tape of cards taken back, the take-backs, the seed)."""

    match: MatchState
    luck: Luck

    @classmethod
    def new(cls, dealing: random.Random, seed: str, target: int = MATCH_POINTS) -> Kept:
        """A match not begun, dealt by ``dealing`` (the machine's seeded generator)."""
        return cls(MatchState(target=target), Luck(dealing, [], seed=seed))

    @classmethod
    def of(cls, resumed: Resumed) -> Kept:
        """The match a loaded file or a take-back goes on from (any record will do)."""
        assert resumed.record is not None and isinstance(resumed.state, MatchState)
        return cls(resumed.state, Luck.of(resumed.record))

    def chance(self) -> int:
        """Draw and apply the next chance outcome (the coin, a card dealt or drawn): the
        tape's next card after a take-back, else the generator's."""
        outcome = self.luck.draw(self.match)
        self.match.apply_action(outcome)
        return outcome

    def thinking_rng(self) -> random.Random:
        """The computer's generator for the decision at hand: a function of the match's
        seed and how far it has gone, so a resumed match, or one taken back to here,
        makes the computer choose as it did (its seat's knowledge is all it uses)."""
        return self.luck.decider(self.match)

    def record(self, seats: str) -> SavedGame:
        """The record of the match as it stands, played by ``seats`` (``"KC"``)."""
        return self.luck.record(GAME, seats, {TARGET_KEY: str(self.match.target)},
                                self.match.history)


def replay(saved: SavedGame) -> MatchState:
    """The match a record leads to (an illegal action or a wrong field raises)."""
    if len(saved.seats) != 2 or set(saved.seats) - {"K", "C"}:
        raise ValueError("a seat is played by the keyboard (K) or the computer (C)")
    target = int(saved.settings.get(TARGET_KEY, str(MATCH_POINTS)))
    if not 1 <= target <= 99:
        raise ValueError(f"a match goes to 1-99 game points, not {target}")
    state = replay_actions(MatchState(target=target), saved.actions)
    assert isinstance(state, MatchState)
    return state


def deal_start(state: GameState) -> int:
    """How many actions came before the deal on the table (the finished one while its
    result shows): a take-back goes no further back than its first card."""
    assert isinstance(state, MatchState)
    if state.deal is None:
        return len(state.history)
    return len(state.history) - len(state.deal.history)


def save(kept: Kept, seats: str) -> str | None:
    """Write the match as it stands; a finished match removes the file instead. A message
    if the disk said no."""
    return keep_game(FILE, lambda: kept.record(seats), kept.match)


def load() -> Resumed:
    """The kept match replayed, nothing, or a warning about a damaged file."""
    return load_game(FILE, GAME, replay)


def discard() -> None:
    discard_game(FILE)


def waiting() -> bool:
    """Whether a kept match is on disk."""
    try:
        return file_path(FILE).is_file()
    except OSError:
        return False
