"""The numbers, options and action encoding of Tommy's Pachisi (rules of games.md section 5).

Rules as resolved (the seed plus the research notes):

* Four players, four pawns each, two dice. The first player is drawn at random (a chance
  node); the turn then passes clockwise. Every roll is a chance node.
* A pawn enters from its start block onto its entry square with a 5: one die showing 5, or
  the two dice adding up to 5 (both dice used). Entering is compulsory whenever some order
  of the dice allows it, as many pawns as possible; among the remaining plays the player
  must use as many dice as possible, and chooses freely when only one die can be used.
* Each die moves one pawn that many squares; both dice may move one pawn (two moves, so
  the square in between must be legal and a capture there counts).
* At most two pawns share a square, of one colour. Two of them form a blockade: no pawn,
  its owner's included, may land on it or pass it. The two pawns of a blockade that
  stood at the start of the turn may not both move and meet again on one square during
  that turn (the rolls after doubles and the bonus moves included).
* Landing on a lone opponent pawn on an ordinary square captures it (back to its start).
  Safety squares (12, entry squares included) never hold two colours, except that a pawn
  entering onto its own entry square captures a lone opponent pawn there.
* Capturing earns a 20-square bonus move; reaching home earns a 10-square bonus move (one
  per capture, one per pawn home). Bonuses are taken after the roll's dice, in the order
  earned, each by one pawn moved the full distance, or given up (a pass); a bonus move
  that captures or reaches home earns another. Bonus moves never enter a pawn.
* Doubles give another roll. With no pawn in the start block (home counts as out) the
  player uses the tops and the bottoms, n, n, 7-n, 7-n: all four or none. Order: the two
  tops, the bonuses earned so far, the two bottoms, the bonuses earned since.
* The third doubles in a row is not played: the pawn nearest home (home path included;
  option ``penalty_spares_home_path``) goes back to its start block and the turn ends.
* Home needs an exact count, home counting as a step. Four pawns home win the game.

Actions of a player: ``pawn * 8 + kind`` (pawn 0..3 of the mover): kind 0..5 moves the
pawn by a die of value ``kind + 1`` (from the start block a 5 enters it); ``ENTER_BY_SUM``
enters it with both dice adding up to 5; ``BONUS`` moves it by the first pending bonus.
``PASS`` gives up the rest of the dice (only when none can be used) or the first pending
bonus. Chance actions: the first player (0..3) at the start, then rolls ``roll_action``.
"""

from __future__ import annotations

from dataclasses import dataclass

KINDS = 8
ENTER_BY_SUM = 6
"""Action kind: enter this pawn using both dice, which add up to 5."""
BONUS = 7
"""Action kind: move this pawn by the first pending bonus (20 or 10)."""
PASS = 32
"""Action: no die can be used (or give up the first pending bonus)."""
NUM_ACTIONS = 33

ENTER_WITH = 5
CAPTURE_BONUS = 20
HOME_BONUS = 10
TRIPLE_DOUBLES = 3
DIE_FACES = 6
OPPOSITE_FACES = 7
"""A die's top and bottom add up to 7."""


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults are the seed's rules as resolved."""

    penalty_spares_home_path: bool = False
    """If set, the triple-doubles penalty takes the pawn nearest home among those still on
    the shared track, never one on its home path."""


DEFAULT_OPTIONS = Options()


def move_action(pawn: int, value: int) -> int:
    """The action moving ``pawn`` by a die of ``value`` (1..6)."""
    return pawn * KINDS + value - 1


def enter_by_sum_action(pawn: int) -> int:
    """The action entering ``pawn`` with both dice (they add up to 5)."""
    return pawn * KINDS + ENTER_BY_SUM


def bonus_action(pawn: int) -> int:
    """The action moving ``pawn`` by the first pending bonus."""
    return pawn * KINDS + BONUS


def decode(action: int) -> tuple[int, int]:
    """``(pawn, kind)`` of a player action other than ``PASS``."""
    return divmod(action, KINDS)


def roll_action(first: int, second: int) -> int:
    """The chance action for a roll; the order of the two dice does not matter."""
    low, high = sorted((first, second))
    return (low - 1) * DIE_FACES + high - 1


def roll_of(action: int) -> tuple[int, int]:
    """The two dice (low, high) of a roll action."""
    low, high = divmod(action, DIE_FACES)
    return low + 1, high + 1


ROLL_OUTCOMES: list[tuple[int, float]] = [
    (roll_action(a, b), (1 if a == b else 2) / 36)
    for a in range(1, DIE_FACES + 1) for b in range(a, DIE_FACES + 1)]
"""The 21 rolls of two dice with their probabilities, sorted by action."""
