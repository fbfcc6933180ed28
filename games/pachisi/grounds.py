"""The grounds of a refusal, and whether a pawn can enter now: facts for the words.

``refusals.why_illegal`` names the rule a choice breaks. A player also wants to know
where and with what: whose blockade is in the way and on which square, which colour holds
the safety square, which numbers are left to play, how many a pawn needs to get home
exactly. ``grounds`` finds those facts for the reason given, so that ``messages.refusal``
can say them plainly. ``entry`` tells the hints (and the start block) whether a waiting
pawn may enter with this roll, and if not, why, from the same rules.
"""

from __future__ import annotations

from typing import NamedTuple

from games.pachisi.board import HOME, PATH, START
from games.pachisi.moves import (
    BLOCKADE_IN_WAY,
    ENTRY_BLOCKED,
    NEED_FIVE,
    OVERSHOOT,
    SAFETY_TAKEN,
    SQUARE_BLOCKED,
    occupancy,
)
from games.pachisi.rulebook import (
    BONUS,
    ENTER_BY_SUM,
    ENTER_WITH,
    PASS,
    bonus_action,
    decode,
    enter_by_sum_action,
    move_action,
)
from games.pachisi.rules import PachisiState


class Grounds(NamedTuple):
    """A refusal's reason with the facts that make it plain."""

    reason: str
    mover: int
    square: int = -1
    """The square concerned (id): the blockade, the safety square, the entry square."""
    owner: int = -1
    """Whose pawns stand on ``square``."""
    dice: tuple[int, ...] = ()
    """The numbers still to play in this roll (bottoms included)."""
    bonus: int = 0
    """The bonus move waiting, if any."""
    need: int = 0
    """The exact count that takes the pawn home."""
    tried: int = 0
    """The count the player chose."""


def grounds(state: PachisiState, action: int, reason: str) -> Grounds:
    """The facts behind ``reason``, the rules' refusal of ``action`` by the mover."""
    player, left = state.turn, state.left
    facts = Grounds(reason, player, dice=left.dice + left.bottoms,
                    bonus=left.bonuses[0] if left.bonuses else 0)
    if action == PASS or not 0 <= action < PASS:
        return facts
    pawn, kind = decode(action)
    q = state.places[4 * player + pawn]
    steps = ENTER_WITH if kind == ENTER_BY_SUM else facts.bonus if kind == BONUS else kind + 1
    facts = facts._replace(tried=steps)
    occ = occupancy(state.places)
    path = PATH[player]
    square = -1
    if reason == ENTRY_BLOCKED:
        square = path[0]
    elif reason == BLOCKADE_IN_WAY:
        square = next((path[r] for r in range(q + 1, min(q + steps, HOME))
                       if len(occ.get(path[r], ())) == 2), -1)
    elif reason in (SQUARE_BLOCKED, SAFETY_TAKEN) and 0 <= q + steps < HOME:
        square = path[q + steps]
    elif reason == OVERSHOOT:
        return facts._replace(need=HOME - q)
    there = occ.get(square, ())
    return facts._replace(square=square, owner=there[0] >> 2 if there else -1)


class Entry(NamedTuple):
    """Whether a waiting pawn may enter now: the legal action, or the grounds against."""

    action: int | None
    refused: Grounds | None
    by_sum: bool = False


def entry(state: PachisiState) -> Entry:
    """Can the mover enter a pawn with what is left of the roll?

    ``action`` is a legal entering action when there is one. Otherwise ``refused`` holds
    why not when a pawn waits and the throw offers a five (a die of five or two dice adding
    up to five, or a bonus): the entry square is blocked, a bonus cannot enter... With
    no pawn waiting, or no five to enter with, both are None.
    """
    player, left = state.turn, state.left
    waiting = [p for p in range(4) if state.places[4 * player + p] == START]
    if state.roll is None or state.is_terminal() or not waiting:
        return Entry(None, None)
    for action in state.legal_actions():
        if action != PASS and state.places[4 * player + decode(action)[0]] == START:
            return Entry(action, None, decode(action)[1] == ENTER_BY_SUM)
    pawn = waiting[0]
    by_sum = len(left.dice) == 2 and sum(left.dice) == ENTER_WITH
    if by_sum:
        action = enter_by_sum_action(pawn)
    elif ENTER_WITH in left.dice:
        action = move_action(pawn, ENTER_WITH)
    elif left.bonuses and not left.dice:
        action = bonus_action(pawn)
    else:
        return Entry(None, None)
    reason = state.why_illegal(action) or NEED_FIVE
    return Entry(None, grounds(state, action, reason), by_sum)
