"""One pawn moving once: where it lands, what it captures, or why it may not.

Pawn places are a tuple of 16 progress values, index ``4 * player + pawn`` (see ``board``
for progress). Square contents are recomputed from that tuple (``occupancy``), so a
position is one small immutable value the rules, the search and the AI can share.

The checks, in the order a player would ask about them: a pawn home cannot move; a pawn in
its start block needs a 5 (not a bonus) and a free entry square; the count must not
overshoot home; no blockade may stand on the squares passed; the landing square must not
be full, nor a safety square held by another colour (except a lone pawn on the mover's
own entry square when entering, which is captured); the two pawns of a blockade that
stood at the start of the turn may not meet again on one square in that turn (every roll
of it: the rolls after doubles and the bonus moves too).
"""

from __future__ import annotations

from typing import NamedTuple

from games.pachisi.board import ENTRY_OWNER, HOME, PATH, SAFE_TRACK, START, TRACK
from games.pachisi.rulebook import ENTER_WITH

Places = tuple[int, ...]
"""Progress of the 16 pawns, index ``4 * player + pawn``."""
Occupancy = dict[int, list[int]]
"""Square id -> pawn indices standing there (one colour, at most two)."""

NO_PARTNER = -1

ALREADY_HOME = "that pawn is already home"
NEED_FIVE = "you need a five to enter"
BONUS_CANNOT_ENTER = "a bonus move cannot enter a pawn"
ENTRY_BLOCKED = "your entry square is blocked"
OVERSHOOT = "you need the exact count to go home"
BLOCKADE_IN_WAY = "a blockade is in the way"
SQUARE_BLOCKED = "that square is blocked"
SAFETY_TAKEN = "another colour holds that safety square"
BLOCKADE_TOGETHER = "the two pawns of a blockade may not move together"


class Landing(NamedTuple):
    """Where a legal move puts the pawn, and the opponent pawn it captures (or -1)."""

    progress: int
    victim: int


def occupancy(places: Places) -> Occupancy:
    """Who stands on each occupied square."""
    occ: Occupancy = {}
    for index, q in enumerate(places):
        if 0 <= q < HOME:
            square = _PAWN_PATH[index][q]
            there = occ.get(square)
            if there is None:
                occ[square] = [index]
            else:
                there.append(index)
    return occ


_PAWN_PATH = tuple(PATH[index >> 2] for index in range(16))


def blockade_partners(places: Places, player: int) -> tuple[int, ...]:
    """For each of the 16 pawns, its blockade partner among ``player``'s pawns, or -1."""
    partner = [NO_PARTNER] * 16
    for pawns in occupancy(places).values():
        if len(pawns) == 2 and pawns[0] >> 2 == player:
            partner[pawns[0]], partner[pawns[1]] = pawns[1], pawns[0]
    return tuple(partner)


def landing(places: Places, occ: Occupancy, index: int, steps: int, *, bonus: bool = False,
            partners: tuple[int, ...] = (), moved: int = 0) -> Landing | str:
    """Move pawn ``index`` by ``steps`` (5 from the start block enters it).

    Returns the ``Landing`` or, if the move is not allowed, the reason in words.
    ``moved`` is a bit mask of the pawns moved earlier in this turn and ``partners`` the
    blockade partners at the start of the turn (both only for the blockade rule).
    """
    q = places[index]
    player = index >> 2
    if q == HOME:
        return ALREADY_HOME
    if q == START:
        if bonus:
            return BONUS_CANNOT_ENTER
        if steps != ENTER_WITH:
            return NEED_FIVE
        return _enter(occ, player, index)
    target = q + steps
    if target > HOME:
        return OVERSHOOT
    path = PATH[player]
    for r in range(q + 1, min(target, HOME)):
        there = occ.get(path[r])
        if there is not None and len(there) == 2:
            return BLOCKADE_IN_WAY
    if target == HOME:
        return Landing(HOME, -1)
    square = path[target]
    there = occ.get(square)
    if not there:
        return Landing(target, -1)
    if len(there) == 2:
        return SQUARE_BLOCKED
    other = there[0]
    if other >> 2 != player:
        if square in SAFE_TRACK:
            return SAFETY_TAKEN
        return Landing(target, other)
    if partners and partners[index] == other and moved >> other & 1:
        return BLOCKADE_TOGETHER
    return Landing(target, -1)


def _enter(occ: Occupancy, player: int, index: int) -> Landing | str:
    square = PATH[player][0]
    there = occ.get(square)
    if not there:
        return Landing(0, -1)
    if len(there) == 2:
        return ENTRY_BLOCKED
    other = there[0]
    assert ENTRY_OWNER[square] == player and square < TRACK
    return Landing(0, other if other >> 2 != player else -1)


def moved_since(before: Places, now: Places, player: int) -> int:
    """Bit mask of ``player``'s pawns that moved between ``before`` and ``now``.

    Within one turn only the mover's pawns move, and only forward, so a pawn has moved
    exactly when its place differs; this is what the blockade rule needs to remember
    from one roll of a turn to the next.
    """
    mask = 0
    for index in range(4 * player, 4 * player + 4):
        if before[index] != now[index]:
            mask |= 1 << index
    return mask


def moved_places(places: Places, index: int, where: Landing) -> Places:
    """The places after pawn ``index`` lands at ``where`` (a victim goes back to start)."""
    new = list(places)
    new[index] = where.progress
    if where.victim >= 0:
        new[where.victim] = START
    return tuple(new)


def first_in_start(places: Places, player: int) -> int | None:
    """Index of ``player``'s lowest-numbered pawn in its start block, if any.

    Pawns in the start block are alike, so only this one is offered for entering.
    """
    for index in range(4 * player, 4 * player + 4):
        if places[index] == START:
            return index
    return None


def pawns_home(places: Places, player: int) -> int:
    """How many of ``player``'s pawns are home."""
    return sum(q == HOME for q in places[4 * player:4 * player + 4])
