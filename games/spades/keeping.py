"""The game kept in ``SPADES.TMP`` between runs, through the shared ``saved_game``.

The record holds who plays each seat, the rules the game began with (the target, the
renege option...), every rule change made in mid-game (the options menu turns reneging
on or off at once) with the number of actions before it, every action so far (the draw
for the first dealer, every card dealt, every face-up round, bid and card) and the
dealing generator's state, so a resumed game deals the very cards it would have (with
the cards taken back and still to come, the take-backs so far and the computer's seed:
``kept_game.Luck``). Loading replays all of it through the rules; a file that does not
replay to its own fingerprint is set aside as ``SPADES.TMP.BAD`` and a new game begins.
The scores of finished games stay in ``SPADES.SCR`` (``sheet``), as they always were.
"""

from __future__ import annotations

from games._shared.kept_game import Luck
from games._shared.saved_game import Resumed, SavedGame, discard_game, keep_game, load_game
from games._shared.state import GameState
from games.spades.rulebook import NUM_SEATS, Options
from games.spades.rules import SpadesState

FILE = "SPADES.TMP"
GAME = "spades"


def encode(options: Options) -> str:
    """``"400,0,-,-"``: the rule options as one settings value (``-`` for none)."""
    def part(value: int | None) -> str:
        return "-" if value is None else str(value)
    return ",".join((str(options.target), str(int(options.allow_renege)),
                     part(options.lose_at), part(options.hand_limit)))


def decode(text: str) -> Options:
    """The options ``encode`` wrote (``ValueError`` for anything else)."""
    target, renege, lose_at, hand_limit = text.split(",")
    flags = {"0": False, "1": True}

    def part(value: str) -> int | None:
        return None if value == "-" else int(value)
    return Options(target=int(target), allow_renege=flags[renege], lose_at=part(lose_at),
                   hand_limit=part(hand_limit))


class Record:
    """The rules a game began with and the changes since, as the saved file keeps them."""

    def __init__(self, start: Options) -> None:
        self.start = start
        self.changes: list[tuple[int, Options]] = []

    def change(self, state: SpadesState, options: Options) -> None:
        """Make ``options`` the rules of ``state`` from now on, and remember when."""
        state.options = options
        self.changes.append((len(state.history), options))

    def settings(self) -> dict[str, str]:
        changes = ";".join(f"{at}:{encode(o)}" for at, o in self.changes)
        return {"START": encode(self.start), "CHANGES": changes}

    @classmethod
    def from_settings(cls, settings: dict[str, str], made: int | None = None) -> Record:
        """The record a file's settings hold; with ``made``, only the changes made up to
        that many actions (a take-back cut the rest off)."""
        record = cls(decode(settings["START"]))
        for item in filter(None, settings.get("CHANGES", "").split(";")):
            at, _, text = item.partition(":")
            if made is None or int(at) <= made:
                record.changes.append((int(at), decode(text)))
        return record


def replay(record: Record, actions: list[int]) -> SpadesState:
    """The game the actions and rule changes lead to (an illegal action raises)."""
    state = SpadesState(record.start)
    changes = [(at, options) for at, options in record.changes if at <= len(actions)]
    for i, action in enumerate(actions):
        while changes and changes[0][0] == i:
            state.options = changes.pop(0)[1]
        state.apply_action(action)
    for _, options in changes:
        state.options = options
    return state


def replay_saved(saved: SavedGame) -> SpadesState:
    """The game a saved record leads to (its seats checked first)."""
    if len(saved.seats) != NUM_SEATS or set(saved.seats) - {"K", "C"}:
        raise ValueError("a seat is played by the keyboard (K) or the computer (C)")
    return replay(Record.from_settings(saved.settings), saved.actions)


def saved(state: SpadesState, record: Record, seats: str, luck: Luck) -> SavedGame:
    """The game as it stands, as its file keeps it."""
    return luck.record(GAME, seats, record.settings(), state.history)


def save(state: SpadesState, record: Record, seats: str, luck: Luck) -> str | None:
    """Write the game as it stands; a finished game removes the file instead. A message
    if the disk said no."""
    return keep_game(FILE, lambda: saved(state, record, seats, luck), state)


def load() -> Resumed:
    """The saved game replayed, nothing, or a warning about a damaged file."""
    return load_game(FILE, GAME, replay_saved)


def record_of(resumed: Resumed) -> Record:
    """The rules of a resumed game: its start and the changes up to its last action."""
    assert resumed.record is not None
    return Record.from_settings(resumed.record.settings, len(resumed.record.actions))


def hand_start(state: GameState) -> int:
    """How many actions came before the bidding of the hand in view (the finished one on
    the score sheet too): a take-back goes back over bids and cards, never into the deal
    or the hand before. While the cards go out there is nothing to take back."""
    assert isinstance(state, SpadesState)
    if state.phase in ("draw", "deal"):
        return len(state.history)
    return state.bidding_from


def discard() -> None:
    discard_game(FILE)
