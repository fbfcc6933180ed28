"""Why the rules refuse an action: short reasons a player can read.

The legal actions come from ``plays.Roll``; when an action is not among them, this
module finds the first rule it breaks, in the order a player would ask: the step of the
roll (dice, then bonuses), the pawn's own move (``moves.landing``: a five to enter, a
blockade, a taken safety square...), and last the counting rules (enter first, use both
dice, all four numbers or none).
"""

from __future__ import annotations

from games.pachisi.board import START
from games.pachisi.moves import BONUS_CANNOT_ENTER, Places, landing, occupancy
from games.pachisi.plays import Left, Roll
from games.pachisi.rulebook import BONUS, ENTER_BY_SUM, ENTER_WITH, KINDS, PASS

MUST_MOVE = "you must move"
MUST_ENTER = "you must enter a pawn"
MUST_USE_BOTH = "you must use both dice"
MUST_USE_ALL_FOUR = "you must use all four numbers or none"
NOT_A_SUM = "the dice do not add up to five"
NOT_IN_START = "that pawn is not in the start block"
ENTER_IN_ORDER = "pawns leave the start block in order"
BONUS_FIRST = "take or give up your bonus move first"
USE_DICE_FIRST = "bonus moves come after the dice"
NO_BONUS = "you have no bonus move"
NOT_AN_ACTION = "that is not a move"


def why_illegal(roll: Roll, places: Places, left: Left, action: int) -> str | None:
    """None if ``action`` is legal now in ``roll``, else a short reason for the player."""
    legal = roll.legal(places, left)
    if action in legal:
        return None
    if action == PASS:
        return MUST_MOVE if left.dice else MUST_USE_ALL_FOUR
    if not 0 <= action < PASS:
        return NOT_AN_ACTION
    pawn, kind = divmod(action, KINDS)
    index = 4 * roll.player + pawn
    reason = _phase_reason(places, left, index, kind)
    if reason is not None:
        return reason
    option = next((o for o in roll.options(places, left) if o.action == action), None)
    if option is None:
        steps = ENTER_WITH if kind == ENTER_BY_SUM else (
            left.bonuses[0] if kind == BONUS else kind + 1)
        where = landing(places, occupancy(places), index, steps, bonus=kind == BONUS,
                        partners=roll.partners, moved=left.moved)
        return where if isinstance(where, str) else ENTER_IN_ORDER
    if legal == [PASS] and roll.all_or_nothing:
        return MUST_USE_ALL_FOUR
    best = roll.best(places, left)
    if roll.total(option)[0] < best[0]:
        return MUST_ENTER
    return MUST_USE_ALL_FOUR if roll.all_or_nothing else MUST_USE_BOTH


def _phase_reason(places: Places, left: Left, index: int, kind: int) -> str | None:
    """Refusals that follow from the step of the roll alone."""
    if left.dice:
        if kind == BONUS:
            return USE_DICE_FIRST if left.bonuses else NO_BONUS
        if kind == ENTER_BY_SUM:
            if len(left.dice) != 2 or sum(left.dice) != ENTER_WITH:
                return NOT_A_SUM
            if places[index] != START:
                return NOT_IN_START
            return None
        if kind + 1 not in left.dice:
            return f"you have no {kind + 1} to move"
        return None
    if kind != BONUS:
        return BONUS_FIRST if left.bonuses else NOT_AN_ACTION
    if places[index] == START:
        return BONUS_CANNOT_ENTER
    return None
