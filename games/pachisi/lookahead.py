"""One ply of expectation: how a position fares over the next roll of the player to move.

For each of the 21 rolls of two dice (with its chance) the mover plays the complete play
its own evaluation likes best; the results are valued for the player asking. The rolls are
played by the rules (``plays.Roll``): entering, blockades, tops and bottoms and bonus moves
all count, which the static evaluation only estimates. A third doubles is not modelled.
"""

from __future__ import annotations

from games.pachisi.board import START
from games.pachisi.evaluation import (
    DEFAULT_WEIGHTS,
    Weights,
    progress_scores,
    scores,
    value_from_scores,
    won,
)
from games.pachisi.moves import Places
from games.pachisi.plays import Left, Roll
from games.pachisi.rulebook import OPPOSITE_FACES, ROLL_OUTCOMES, roll_of

WIN_VALUE = 10_000.0


def start_roll(places: Places, player: int, low: int, high: int) -> tuple[Roll, Left]:
    """The rules' view of ``player`` rolling ``low``-``high`` in ``places``."""
    all_out = START not in places[4 * player:4 * player + 4]
    if low == high and all_out:
        bottom = OPPOSITE_FACES - low
        return Roll(player, places, True), Left((low, low), (bottom, bottom), (), 0)
    return Roll(player, places, False), Left((low, high), (), (), 0)


def chosen_play(places: Places, player: int, low: int, high: int,
                weights: Weights = DEFAULT_WEIGHTS, *,
                quick: bool = True) -> tuple[Places, list[float]]:
    """The end position ``player`` picks for this roll, with every player's scores there.

    With ``quick`` the mover is assumed to choose by progress alone (its own against the
    others', so captures count), which is much cheaper than the full evaluation; the
    chosen position is then scored in full.
    """
    roll, left = start_roll(places, player, low, high)
    judge = progress_scores if quick else scores
    best: Places | None = None
    best_value = -float("inf")
    for _, final in roll.complete_plays(places, left):
        if won(final, player):
            return final, [WIN_VALUE if p == player else 0.0 for p in range(4)]
        v = value_from_scores(judge(final, weights), player, weights)
        if v > best_value:
            best, best_value = final, v
    assert best is not None, "a roll always has at least one way to finish"
    return best, scores(best, weights)


def expected_value(places: Places, viewer: int, mover: int,
                   weights: Weights = DEFAULT_WEIGHTS, *, quick: bool = True) -> float:
    """``viewer``'s expected value after ``mover`` rolls once and plays its choice."""
    total = 0.0
    for action, chance in ROLL_OUTCOMES:
        low, high = roll_of(action)
        _, all_scores = chosen_play(places, mover, low, high, weights, quick=quick)
        total += chance * value_from_scores(all_scores, viewer, weights)
    return total
