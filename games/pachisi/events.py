"""What happened in a game, as data (the program says it in words, see ``messages``).

The rules append one ``Event`` per noteworthy step, so the screen can show what a move did
and why: which pawn entered, what a capture took, a bonus earned or given up, a roll that
could not be used, the triple-doubles penalty, the next turn.
"""

from __future__ import annotations

from dataclasses import dataclass

FIRST = "first"
"""``player`` was drawn to begin."""
ROLL = "roll"
"""``player`` rolled ``dice``."""
TOPS_AND_BOTTOMS = "tops_and_bottoms"
"""Doubles with every pawn out: ``dice`` are the four numbers to use."""
ENTER = "enter"
"""``pawn`` of ``player`` entered onto ``to_square`` (``value`` 5, ``by_sum`` if both dice)."""
MOVE = "move"
"""``pawn`` moved ``value`` squares from ``from_square`` to ``to_square`` (-1 = home)."""
BONUS_MOVE = "bonus_move"
"""Like ``MOVE``, for a bonus of ``value`` squares."""
CAPTURE = "capture"
"""``player``'s pawn took ``victim_player``'s pawn ``victim_pawn`` on ``to_square``."""
HOME = "home"
"""``pawn`` of ``player`` reached home."""
BONUS_EARNED = "bonus_earned"
"""``player`` earned a bonus move of ``value`` squares."""
BONUS_GIVEN_UP = "bonus_given_up"
"""``player`` passed a bonus of ``value`` squares: by choice, or ``forced`` (no pawn
could move that far)."""
DICE_UNUSED = "dice_unused"
"""``player`` passed: the ``dice`` listed could not be used (all four numbers, with tops
and bottoms that cannot all be used)."""
ROLL_AGAIN = "roll_again"
"""Doubles: ``player`` rolls again."""
TRIPLE_DOUBLES = "triple_doubles"
"""Third doubles: ``pawn`` (or -1 if none was out) went back to start; the turn ends."""
TURN = "turn"
"""It is now ``player``'s turn."""
WIN = "win"
"""``player`` has all four pawns home."""


@dataclass(frozen=True, slots=True)
class Event:
    """One step of a game. Squares are ids (0..95; -1 for the start block or home)."""

    kind: str
    player: int
    pawn: int = -1
    from_square: int = -1
    to_square: int = -1
    value: int = 0
    dice: tuple[int, ...] = ()
    victim_player: int = -1
    victim_pawn: int = -1
    by_sum: bool = False
    forced: bool = False
