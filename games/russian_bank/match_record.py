"""The game and match scores kept in ``RBANK.SCR`` from one run of the program to the next.

The file is the shared ``ScoreLog`` (plain ``NAME=NUMBER`` lines; a damaged file is set
aside and the player told). It holds the match in progress, so a match can be finished
another day: the points each player has scored in it and the games each has won, the games
played (won, drawn or abandoned); and, across matches, how many matches each has won.
Deleting the file starts the match afresh, as the original program's instructions said.
"""

from __future__ import annotations

from games._shared.scorelog import ScoreLog

FILE_NAME = "RBANK.SCR"
FIELDS = ("P1_POINTS", "P2_POINTS", "P1_GAMES", "P2_GAMES", "GAMES_PLAYED",
          "P1_MATCHES", "P2_MATCHES")


class MatchRecord:
    """The scores of the match in progress and the matches won, backed by ``RBANK.SCR``."""

    def __init__(self, log: ScoreLog) -> None:
        self.log = log

    @classmethod
    def load(cls) -> MatchRecord:
        """The record on disk (zeros when there is none; ``warning`` says if it was damaged)."""
        return cls(ScoreLog.load(FILE_NAME, FIELDS))

    @property
    def warning(self) -> str | None:
        """What to tell the player about the file, once, or None."""
        return self.log.warning

    def forget_warning(self) -> None:
        self.log.warning = None

    def _pair(self, name: str) -> tuple[int, int]:
        return max(0, self.log[f"P1_{name}"]), max(0, self.log[f"P2_{name}"])

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
        """Games of the match in progress that have ended, scored or not."""
        return max(0, self.log["GAMES_PLAYED"])

    def game_over(self, winner: int | None, points: tuple[int, int]) -> None:
        """Record a finished game: its winner (None for a draw or an abandoned game) and
        the match points after it."""
        self.log.set(P1_POINTS=points[0], P2_POINTS=points[1])
        self.log.add(GAMES_PLAYED=1)
        if winner is not None:
            self.log.add(**{f"P{winner + 1}_GAMES": 1})

    def match_over(self, winner: int) -> None:
        """Count the match for its winner and clear the points for the next one."""
        self.log.add(**{f"P{winner + 1}_MATCHES": 1})
        self.log.set(P1_POINTS=0, P2_POINTS=0, P1_GAMES=0, P2_GAMES=0, GAMES_PLAYED=0)

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
