"""One ply of expectation: how a position fares over the next roll of the player to move.

For each of the 21 rolls of two dice (with its chance) the mover plays as a simple but
sensible player would (the most progress at each step, so captures first), or, slower,
the complete play its own evaluation likes best; the results are valued for the player
asking. The rolls are played by the rules (``plays.Roll``): entering, blockades, tops and
bottoms and bonus moves all count, which the static evaluation only estimates. A third
doubles is not modelled.
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
from games.pachisi.plays import Left, Roll, after_pass
from games.pachisi.rulebook import OPPOSITE_FACES, ROLL_OUTCOMES, roll_of

WIN_VALUE = 10_000.0


def start_roll(places: Places, player: int, low: int, high: int,
               turn_began: Places | None = None) -> tuple[Roll, Left]:
    """The rules' view of ``player`` rolling ``low``-``high`` in ``places``.

    ``turn_began``: the places at the start of ``player``'s turn when this is a roll
    after doubles (its blockades may not be re-formed); None for a new turn.
    """
    all_out = START not in places[4 * player:4 * player + 4]
    if low == high and all_out:
        bottom = OPPOSITE_FACES - low
        roll = Roll(player, places, True, turn_began)
        return roll, roll.first_left((low, low), (bottom, bottom))
    roll = Roll(player, places, False, turn_began)
    return roll, roll.first_left((low, high))


def chosen_play(places: Places, player: int, low: int, high: int,
                weights: Weights = DEFAULT_WEIGHTS, *, quick: bool = True,
                turn_began: Places | None = None) -> tuple[Places, list[float], int]:
    """The end position ``player`` picks for this roll, every player's scores there, and
    how many positions were looked at.

    With ``quick`` the mover plays step by step, each time the legal action that leaves
    the most progress (its own against the others', so captures count), which is much
    cheaper than listing every complete play; otherwise it picks the complete play its
    full evaluation likes best. The chosen position is then scored in full.
    """
    roll, left = start_roll(places, player, low, high, turn_began)
    if quick:
        final, looked_at = _step_by_step(roll, places, left, weights)
    else:
        final, looked_at = _best_complete_play(roll, places, left, weights)
    if won(final, player):
        return final, [WIN_VALUE if p == player else 0.0 for p in range(4)], looked_at
    return final, scores(final, weights), looked_at


def _step_by_step(roll: Roll, places: Places, left: Left,
                  weights: Weights) -> tuple[Places, int]:
    """The end of the roll when each step takes the most progress (bonuses when legal)."""
    looked_at = 0
    player = roll.player
    while not left.done:
        legal = roll.legal(places, left)
        options = [o for o in roll.options(places, left) if o.action in legal]
        looked_at += len(options) + 1
        if not options:
            left = after_pass(left)
            continue
        best = max(options, key=lambda o: (
            o.won, value_from_scores(progress_scores(o.places, weights), player, weights)))
        places, left = best.places, best.left
        if best.won:
            break
    return places, looked_at


def _best_complete_play(roll: Roll, places: Places, left: Left,
                        weights: Weights) -> tuple[Places, int]:
    """The end position of the complete play the mover's full evaluation likes best."""
    plays = roll.complete_plays(places, left)
    best: Places | None = None
    best_value = -float("inf")
    for _, final in plays:
        if won(final, roll.player):
            return final, len(plays)
        v = value_from_scores(scores(final, weights), roll.player, weights)
        if v > best_value:
            best, best_value = final, v
    assert best is not None, "a roll always has at least one way to finish"
    return best, len(plays)


def expected_value(places: Places, viewer: int, mover: int,
                   weights: Weights = DEFAULT_WEIGHTS, *, quick: bool = True,
                   turn_began: Places | None = None) -> tuple[float, int]:
    """``viewer``'s expected value after ``mover`` rolls once and plays its choice, and the
    number of end positions that took (the work, for the AI's budget).

    ``turn_began`` is for a mover rolling again after doubles: the places its turn
    began with, whose blockades stay bound for the whole turn."""
    total = 0.0
    work = 0
    for action, chance in ROLL_OUTCOMES:
        low, high = roll_of(action)
        _, all_scores, looked_at = chosen_play(places, mover, low, high, weights, quick=quick,
                                               turn_began=turn_began)
        total += chance * value_from_scores(all_scores, viewer, weights)
        work += looked_at
    return total, work
