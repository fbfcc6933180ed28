"""The game kept in ``BASRA.TMP`` between runs, through the shared ``saved_game``.

The record holds who plays each seat, the rules the game began with, every rule change
made in mid-game (the options menu applies most changes at once) with the number of
actions before it, every action so far (the coin, the cut and every card dealt included)
and the dealing generator's state, so a resumed game deals the very cards it would have
(with the cards taken back and still to come, the take-backs so far and the computer's
seed: ``kept_game.Luck``). A record cut short by a take-back keeps only the rule changes
made up to its last action.
Loading replays all of it through the rules; a file that does not replay to its own
fingerprint is set aside as ``BASRA.TMP.BAD`` and a new game begins.
"""

from __future__ import annotations

from games._shared.kept_game import Luck
from games._shared.saved_game import Resumed, SavedGame, discard_game, keep_game, load_game
from games._shared.state import GameState
from games.basra.capture import capturer_for
from games.basra.game import KEEP_HAND, BasraGame
from games.basra.rulebook import Options

FILE = "BASRA.TMP"
GAME = "basra"
FIELDS = ("game", "ace_high", "no_seven_sweeps", "scoring", "gamepoint", "replay_hands")


def encode(options: Options) -> str:
    """``"basra,0,0,every,101,0"``: the rule options as one settings value."""
    return ",".join(str(int(v)) if isinstance(v, bool) else str(v)
                    for v in (getattr(options, f) for f in FIELDS))


def decode(text: str) -> Options:
    """The options ``encode`` wrote (``ValueError`` for anything else)."""
    game, ace, seven, scoring, gamepoint, replay = text.split(",")
    flags = {"0": False, "1": True}
    return Options(game=game, ace_high=flags[ace], no_seven_sweeps=flags[seven],
                   scoring=scoring, gamepoint=int(gamepoint), replay_hands=flags[replay])


def set_rules(game: BasraGame, options: Options) -> None:
    """Make ``options`` the rules from the next action on, in the hand in play too."""
    game.options = options
    if game.hand is not None:
        game.hand.options = options
        game.hand.capturer = capturer_for(options)


def human_of(seats: str) -> int:
    """The seat the screen puts at the top and calls YOU: the keyboard's (the first one
    if both are), or the first seat when the computer plays both."""
    return seats.index("K") if "K" in seats else 0


class Record:
    """The rules a game began with and the changes since, as the saved file keeps them."""

    def __init__(self, start: Options) -> None:
        self.start = start
        self.changes: list[tuple[int, Options]] = []

    def change(self, game: BasraGame, options: Options) -> None:
        """Apply ``options`` to ``game`` now and remember when."""
        set_rules(game, options)
        self.changes.append((len(game.history), options))

    def settings(self) -> dict[str, str]:
        changes = ";".join(f"{at}:{encode(o)}" for at, o in self.changes)
        return {"START": encode(self.start), "CHANGES": changes}

    @classmethod
    def from_settings(cls, settings: dict[str, str]) -> Record:
        record = cls(decode(settings["START"]))
        for item in filter(None, settings.get("CHANGES", "").split(";")):
            at, _, text = item.partition(":")
            record.changes.append((int(at), decode(text)))
        return record


def replay(record: Record, human: int, actions: list[int]) -> BasraGame:
    """The game the actions and rule changes lead to (an illegal action raises); changes
    made after the last action (a take-back cut them off) are left out."""
    game = BasraGame(record.start, replay_seat=human)
    changes = [(at, options) for at, options in record.changes if at <= len(actions)]
    for i, action in enumerate(actions):
        while changes and changes[0][0] == i:
            set_rules(game, changes.pop(0)[1])
        game.apply_action(action)
    for _, options in changes:
        set_rules(game, options)
    return game


def replay_saved(saved: SavedGame) -> BasraGame:
    """The game a saved record leads to (its seats checked first)."""
    if len(saved.seats) != 2 or set(saved.seats) - {"K", "C"}:
        raise ValueError("a seat is played by the keyboard (K) or the computer (C)")
    return replay(Record.from_settings(saved.settings), human_of(saved.seats), saved.actions)


def saved(game: BasraGame, record: Record, seats: str, luck: Luck) -> SavedGame:
    """The game as it stands, as its file keeps it."""
    return luck.record(GAME, seats, record.settings(), game.history)


def save(game: BasraGame, record: Record, seats: str, luck: Luck) -> str | None:
    """Write the game as it stands; a finished game removes the file instead. A message
    if the disk said no."""
    return keep_game(FILE, lambda: saved(game, record, seats, luck), game)


def load() -> Resumed:
    """The saved game replayed, nothing, or a warning about a damaged file."""
    return load_game(FILE, GAME, replay_saved)


def record_of(resumed: Resumed) -> Record:
    """The rules of a resumed game: its start and the changes up to its last action."""
    assert resumed.record is not None
    record = Record.from_settings(resumed.record.settings)
    made = len(resumed.record.actions)
    record.changes = [(at, options) for at, options in record.changes if at <= made]
    return record


def hand_start(game: GameState) -> int:
    """How many actions came before the hand on the table (the finished one on the score
    sheet): a take-back goes no further back than the hand's cut."""
    assert isinstance(game, BasraGame)
    if game.hand is None:
        return len(game.history)
    kept = 1 if game.hand.over and game.history and game.history[-1] == KEEP_HAND else 0
    return len(game.history) - kept - len(game.hand.history)


def discard() -> None:
    discard_game(FILE)
