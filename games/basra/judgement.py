"""How the computer judges the end of a batch that is not the last, and the sweep risk.

Both ``search`` (at the end of each batch it searches) and the ``greedy_safe`` player
use these pieces:

* ``sweeping_cards``: every card that would clear a floor with a basra or sur;
* ``sweep_chance``: the chance that four cards drawn from the unseen ones include one
  of them;
* ``majority_estimate``: the expected majority bonus margin (Basra: 27 cards, Passur:
  7 clubs) from the counts so far, the final split of the rest taken as roughly normal;
* ``Judgement``: the weights that turn these into points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from games.basra.capture import capturer_for
from games.basra.pack import NUM_CARDS, SEVEN_OF_DIAMONDS, mask_of
from games.basra.rulebook import HAND_SIZE, Options


@dataclass(frozen=True)
class Judgement:
    """Weights of the end-of-batch judgement (points for the player to move next)."""

    sweep_risk: float = 0.6
    """Share of a threatened sweep's worth (bonus plus floor points) that counts. The
    search already sees every threat within the batch, and the player who faces the floor
    next may be answered in turn: 0.3-0.7 all beat 1.0 by about 0.3 points a hand against
    greedy_safe (bench/basra_ai.py, 2 x 600 hands, Basra and Passur)."""
    floor_share: float = 0.4
    """Share of the floor's points expected for the next player when no sweep threatens."""
    empty_floor: float = 1.0
    """Cost of having to lead to an empty floor."""
    spread: float = 3.0
    """Spread of the majority estimate: larger trusts a card lead less."""


DEFAULT_JUDGEMENT = Judgement()


def _sweep_chance_table(size: int = NUM_CARDS + 1) -> list[list[float]]:
    """``table[n][b]``: chance that four cards from ``n`` include one of ``b`` given ones."""
    table = []
    for n in range(size):
        row = []
        draws = min(HAND_SIZE, n)
        for b in range(n + 1):
            none = math.comb(n - b, draws) / math.comb(n, draws) if n else 1.0
            row.append(1.0 - none)
        table.append(row)
    return table


_SWEEP_CHANCE = _sweep_chance_table()


def _rank_groups(seven_sweeps: bool) -> tuple[tuple[int, int], ...]:
    """(a card, all the cards that sweep exactly when it does), rank by rank; the seven of
    diamonds stands alone while it sweeps."""
    groups = []
    for rank_index in range(13):
        members = mask_of(suit * 13 + rank_index for suit in range(4))
        if seven_sweeps and members >> SEVEN_OF_DIAMONDS & 1:
            members ^= 1 << SEVEN_OF_DIAMONDS
            groups.append((SEVEN_OF_DIAMONDS, 1 << SEVEN_OF_DIAMONDS))
        groups.append((3 * 13 + rank_index, members))
    return tuple(groups)


_RANK_GROUPS = {flag: _rank_groups(flag) for flag in (False, True)}


def sweeping_cards(options: Options, floor: int) -> int:
    """Mask of every card that would sweep ``floor``, making a basra or sur."""
    outcome = capturer_for(options).outcome
    found = 0
    for card, members in _RANK_GROUPS[options.seven_sweeps]:
        if outcome(card, floor)[1]:
            found |= members
    return found


def sweep_chance(pool: int, sweeping: int) -> float:
    """Chance that four cards drawn from ``pool`` cards include one of ``sweeping``."""
    return _SWEEP_CHANCE[pool][sweeping]


def majority_estimate(mine: int, theirs: int, left: int, needed: int, worth: int,
              spread: float) -> float:
    """Expected majority bonus margin from counts so far and cards still to be won."""
    if mine >= needed:
        return worth
    if theirs >= needed:
        return -worth
    if left <= 0:
        return 0.0
    z = (mine - theirs) / math.sqrt(spread * left)
    return worth * math.erf(z / math.sqrt(2.0))
