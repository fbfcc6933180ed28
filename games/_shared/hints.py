"""Hints: what the computer would play for the person, and why, in a line of words.

One key in every game, ``?`` (free in all five: no card name, bid, notation or pawn
letter uses it), asks the game's ``KeptGame.hint`` for a ``Hint``. The game works it
out with its own computer player, seated in the person's chair and given only what
that seat may see (the same observation the honesty test checks), so a hint never
tells a hidden card. The game moves its pointer (or types the move) onto the hinted
choice, so Enter plays it; the shell shows the line as a notice and counts the hint
in the game's luck, which is saved with the game and told at its end.
"""

from __future__ import annotations

from dataclasses import dataclass

HINT_KEY = "?"
HINT_LEGEND = ("?", "HINT")
"""The legend's words for the key (shown where the row has room)."""
NO_HINTS = "THIS GAME GIVES NO HINTS"
NOT_YOUR_TURN = "A HINT IS FOR YOUR OWN MOVE: WAIT FOR YOUR TURN"


@dataclass(frozen=True)
class Hint:
    """The computer's advice for the person's move.

    Attributes:
        action: the rules' action it would take (the program's pointer is on it).
        words: what and why, in capitals: ``"7♦ TAKES 4♣ 3♥; OTHERWISE A BASRA IS OPEN"``.
        estimate: the computer's own figure where it has one, in words
            (``"YOU WIN THIS DEAL 62 TIMES IN 100"``); "" where it has none.
    """

    action: int
    words: str
    estimate: str = ""

    def line(self) -> str:
        """The notice the shell shows: ``HINT: ...`` and the estimate after a dash."""
        text = f"HINT: {self.words}"
        return f"{text} - {self.estimate}" if self.estimate else text


def counted(count: int, word: str) -> str:
    """``"1 HINT"``, ``"3 HINTS"``."""
    return f"{count} {word}{'' if count == 1 else 'S'}"


def helps_said(take_backs: int, hints: int) -> str:
    """``"WITH 2 TAKE-BACKS AND 1 HINT"`` for the end of a game; "" when none was used."""
    used = [counted(n, word) for n, word in ((take_backs, "TAKE-BACK"), (hints, "HINT")) if n]
    return f"WITH {' AND '.join(used)}" if used else ""
