"""How good a position is for one player: progress, safety, blockades, pawns home.

Each player gets a score: every pawn out of its start block is worth its progress plus a
bonus for being out, a pawn home a little more; a blockade adds a little; a pawn that an
opponent could hit before its owner moves again costs the chance of that (with two dice,
from the opponents' pawns behind it, or by an opponent entering onto it) times what the
owner would lose and the hitter gain. A position's value for a player is its own score
less a share of the opponents' (their mean, and extra for the leader).

The chance of a hit uses the two-dice rolls: an opponent pawn ``d`` squares behind hits
with a die of ``d`` or with the sum ``d``. Blockades in between and tops and bottoms are
left out; the rules-exact answer is the look-ahead's job.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.pachisi.board import (
    ENTRY_OWNER,
    HOME,
    LAST_TRACK,
    NUM_PLAYERS,
    PATH,
    SAFE_TRACK,
    START,
    TRACK,
)
from games.pachisi.moves import Places
from games.pachisi.rulebook import CAPTURE_BONUS, ENTER_WITH

REACH = 12
"""The farthest one roll of two dice reaches."""


def _hit_chances() -> tuple[float, ...]:
    """For each bit mask of distances 1..12: the chance two dice show one of them."""
    table = []
    for mask in range(1 << (REACH + 1)):
        hits = sum(1 for a in range(1, 7) for b in range(1, 7)
                   if mask >> a & 1 or mask >> b & 1 or mask >> (a + b) & 1)
        table.append(hits / 36)
    return tuple(table)


HIT_CHANCE = _hit_chances()
ENTRY_MASK = 1 << ENTER_WITH
"""An opponent entering onto its entry square hits as if from 5 squares behind."""


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights, in squares of progress."""

    out: float = 14.0
    """A pawn out of its start block, on top of its progress."""
    home: float = 6.0
    """A pawn home, on top of its 71 squares of progress."""
    danger: float = 1.0
    """Scale of the expected loss of pawns that can be hit."""
    hitter_gain: float = CAPTURE_BONUS
    """What the hitter gains (its bonus move), counted as part of the loss."""
    blockade: float = 3.0
    """A blockade on the shared track."""
    opponents: float = 0.6
    """Weight of the opponents' mean score."""
    leader: float = 0.5
    """Extra weight of the best opponent's score."""


DEFAULT_WEIGHTS = Weights()


def track_of(player: int, progress: int) -> int:
    """Track index of a pawn on the shared track (progress 0..63)."""
    return PATH[player][progress]


def _window_to_distances() -> tuple[int, ...]:
    """12-bit window of squares t-12 .. t-1 (bit 0 = t-12) -> mask of distances (bit d)."""
    return tuple(sum(1 << (REACH - i) for i in range(REACH) if window >> i & 1)
                 for window in range(1 << REACH))


def _reachable() -> tuple[tuple[int, ...], ...]:
    """``[hunter][t]``: distances d (bits) from which ``hunter`` can still reach square t.

    The hunter's pawn must stand on its own track between its entry and ``t`` (it turns
    off into its home path after its square 63, and never visits the four squares before
    its entry).
    """
    table = []
    for hunter in range(NUM_PLAYERS):
        row = []
        for t in range(TRACK):
            ahead = (t - PATH[hunter][0]) % TRACK
            row.append(0 if ahead > LAST_TRACK else
                       sum(1 << d for d in range(1, min(REACH, ahead) + 1)))
        table.append(tuple(row))
    return tuple(table)


DISTANCES = _window_to_distances()
REACHABLE = _reachable()
WINDOW = (1 << REACH) - 1


def scores(places: Places, weights: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Each player's score in ``places``."""
    count = [0] * TRACK
    lone: list[tuple[int, int, int]] = []
    hunters = [0] * NUM_PLAYERS
    in_start = [False] * NUM_PLAYERS
    totals = [0.0] * NUM_PLAYERS
    out, home = weights.out, weights.home
    for index, q in enumerate(places):
        player = index >> 2
        if q == START:
            in_start[player] = True
        elif q == HOME:
            totals[player] += out + HOME + home
        else:
            totals[player] += out + q
            if q <= LAST_TRACK:
                t = PATH[player][q]
                count[t] += 1
                lone.append((player, t, q))
                hunters[player] |= 1 << t
    doubled = [h | h << TRACK for h in hunters]
    danger, gain = weights.danger, weights.hitter_gain
    for owner, t, q in lone:
        if count[t] == 2:
            totals[owner] += weights.blockade / 2
            continue
        survive = 1.0
        safe = t in SAFE_TRACK
        entry_owner = ENTRY_OWNER.get(t, -1)
        for hunter in range(NUM_PLAYERS):
            if hunter == owner:
                continue
            mask = 0
            if not safe:
                window = doubled[hunter] >> (t + TRACK - REACH) & WINDOW
                if window:
                    mask = DISTANCES[window] & REACHABLE[hunter][t]
            if hunter == entry_owner and in_start[hunter]:
                mask |= ENTRY_MASK
            if mask:
                survive *= 1.0 - HIT_CHANCE[mask]
        if survive < 1.0:
            totals[owner] -= danger * (1.0 - survive) * (out + q + gain)
    return totals


def progress_scores(places: Places, weights: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """``scores`` without the dangers and blockades: quick, for guessing others' choices."""
    totals = []
    for base in range(0, 4 * NUM_PLAYERS, 4):
        pawns = places[base:base + 4]
        waiting, home = pawns.count(START), pawns.count(HOME)
        # the pawns in the start block add -1 each to the sum; take that back
        totals.append(sum(pawns) + waiting + weights.out * (4 - waiting) + weights.home * home)
    return totals


def value(places: Places, player: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """How good ``places`` is for ``player`` (higher is better)."""
    return value_from_scores(scores(places, weights), player, weights)


def value_from_scores(all_scores: list[float], player: int,
                      weights: Weights = DEFAULT_WEIGHTS) -> float:
    """``value`` when the scores are already known."""
    others = [s for p, s in enumerate(all_scores) if p != player]
    mean = sum(others) / len(others)
    return all_scores[player] - weights.opponents * mean - weights.leader * max(others)


def won(places: Places, player: int) -> bool:
    """Whether all of ``player``'s pawns are home."""
    return all(q == HOME for q in places[4 * player:4 * player + 4])
