"""The game and match scores kept in ``RBANK.SCR`` from one run of the program to the next.

The file is the shared ``ScoreLog`` (plain ``NAME=NUMBER`` lines; a damaged file is set
aside and the player told, and so is one whose figures the program could never have
written: a negative count, a target outside 30-999). It holds the match in progress, so
a match can be finished another day: its target, the points each player has scored in it
and the games each has won, the games played to their end (won or drawn; an abandoned
game is not counted, as if it had never been dealt); and, across matches, how many
matches each has won. The target is kept here as well as in the options because a lower
target chosen in the middle of a game waits for that game's end: until then the match
goes on to the old one, even from one run to the next. Deleting the file starts the
match afresh, as the original program's instructions said.
"""

from __future__ import annotations

from games._shared.scorelog import COUNT, Bounds, ScoreLog
from games.russian_bank.scoring import TARGET_MAX, TARGET_MIN, check_target

FILE_NAME = "RBANK.SCR"
FIELDS = ("P1_POINTS", "P2_POINTS", "P1_GAMES", "P2_GAMES", "GAMES_PLAYED",
          "P1_MATCHES", "P2_MATCHES", "TARGET")
RANGES = {**{field: COUNT for field in FIELDS if field != "TARGET"},
          "TARGET": Bounds(TARGET_MIN, TARGET_MAX)}
"""What the file may hold; anything else sets it aside. A file without a TARGET line
(kept before the target was) is still read: the options' target applies."""


class MatchRecord:
    """The scores of the match in progress and the matches won, backed by ``RBANK.SCR``."""

    def __init__(self, log: ScoreLog) -> None:
        self.log = log

    @classmethod
    def load(cls) -> MatchRecord:
        """The record on disk (zeros when there is none; ``warning`` says if it was damaged)."""
        return cls(ScoreLog.load(FILE_NAME, FIELDS, RANGES))

    @property
    def warning(self) -> str | None:
        """What to tell the player about the file, once, or None."""
        return self.log.warning

    def forget_warning(self) -> None:
        self.log.warning = None

    def _pair(self, name: str) -> tuple[int, int]:
        return self.log[f"P1_{name}"], self.log[f"P2_{name}"]

    @property
    def points(self) -> tuple[int, int]:
        """Each player's points in the match in progress."""
        return self._pair("POINTS")

    @property
    def games_won(self) -> tuple[int, int]:
        return self._pair("GAMES")

    @property
    def matches_won(self) -> tuple[int, int]:
        return self._pair("MATCHES")

    @property
    def games_played(self) -> int:
        """Games of the match in progress played to their end (won or drawn)."""
        return self.log["GAMES_PLAYED"]

    @property
    def target(self) -> int | None:
        """The target of the match in progress, or None when the file has none (a new file,
        or one written before the target was kept): then the options' target applies."""
        target = self.log["TARGET"]
        return target if TARGET_MIN <= target <= TARGET_MAX else None

    def set_target(self, target: int) -> None:
        self.log.set(TARGET=check_target(target))

    def game_over(self, winner: int | None, points: tuple[int, int]) -> None:
        """Record a game played to its end: its winner (None for a draw) and the match
        points after it. An abandoned game is not recorded at all."""
        self.log.set(P1_POINTS=points[0], P2_POINTS=points[1])
        self.log.add(GAMES_PLAYED=1)
        if winner is not None:
            self.log.add(**{f"P{winner + 1}_GAMES": 1})

    def match_over(self, winner: int, next_target: int) -> None:
        """Count the match for its winner and start the next one at nought, to
        ``next_target``."""
        self.log.add(**{f"P{winner + 1}_MATCHES": 1})
        self.log.set(P1_POINTS=0, P2_POINTS=0, P1_GAMES=0, P2_GAMES=0, GAMES_PLAYED=0,
                     TARGET=check_target(next_target))

    def save(self) -> str | None:
        """Write the file; a message for the player if the disk refused."""
        return self.log.save()


def match_winner(points: tuple[int, int] | list[int], target: int) -> int | None:
    """Who has won the match: the player whose points reach ``target``.

    Only one player scores in a game, so both can reach the target together only after
    the target was lowered below both scores; then the higher score wins (player 1 on a tie).
    """
    if max(points) < target:
        return None
    return 0 if points[0] >= points[1] else 1
