"""Fit the open-stock judgement of the Sixty-Six AI (``lookahead.estimate``) to self-play.

Usage: python bench/fit_sixty_six_estimate.py [DEALS] [SEED]

Plays AI-against-AI deals, records every lead while the stock is open (both hands, points)
with the deal's final game points for that leader, and fits by least squares a linear model
of card-type counts (leader minus follower) and the point difference. Prints the weights in
the form ``lookahead.py`` uses and a calibration table. Used offline; the numbers found are
written into ``lookahead.py`` by hand.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games._shared.state import sample_chance  # noqa: E402
from games.sixty_six.ai import AIBot  # noqa: E402
from games.sixty_six.deck import SUIT_MASK, SUIT_OF, bits  # noqa: E402
from games.sixty_six.rules import DealState  # noqa: E402
from retro.progress import counted

NAMES = (["points"] + [f"trump_{r}" for r in "AT KQJ9".replace(" ", "")]
         + [f"plain_{r}" for r in "ATKQJ9"] + ["trump_pair", "plain_pairs", "lead"])


def features(state: DealState) -> list[float]:
    """Leader-minus-follower features of an open-stock lead position."""
    leader = state.leader
    row = [float(state.points[leader] - state.points[1 - leader])]
    counts = [0.0] * 14
    for sign, hand in ((1, state.hands[leader]), (-1, state.hands[1 - leader])):
        for c in bits(hand):
            index = (0 if SUIT_OF[c] == state.trump_suit else 6) + c % 6
            counts[index] += sign
        for suit in range(4):
            king = 1 << (suit * 6 + 2)
            if hand & SUIT_MASK[suit] & king and hand & (king << 1):
                counts[12 if suit == state.trump_suit else 13] += sign
    return row + counts + [1.0]


def play_deal(seed: int) -> list[tuple[list[float], float]]:
    rng = random.Random(seed)
    state = DealState(seed % 2)
    bots = [AIBot(), AIBot()]
    rows = []
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
            continue
        if state.led is None and not state.strict:
            rows.append((features(state), state.leader))
        player = state.current_player()
        state.apply_action(bots[player].choose(state.clone(), rng))
    result = state.returns()
    return [(x, result[leader]) for x, leader in rows]


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    cache = Path(f"/tmp/sixty_six_fit_{deals}_{seed}.json")
    if cache.exists():
        data = json.loads(cache.read_text())
    else:
        with multiprocessing.get_context("fork").Pool(2) as pool:
            chunks = list(counted(pool.imap(play_deal, range(seed, seed + deals), chunksize=10),
                                  deals, "sixty-six: deals"))
        data = [row for rows in chunks for row in rows]
        cache.write_text(json.dumps(data))
    k = len(NAMES)
    xtx = [[sum(x[i] * x[j] for x, _ in data) + (1e-3 if i == j else 0) for j in range(k)]
           for i in range(k)]
    xty = [sum(x[i] * y for x, y in data) for i in range(k)]
    weights = solve(xtx, xty)
    print(f"{len(data)} positions")
    for name, w in zip(NAMES, weights, strict=True):
        print(f"  {name:<12} {w:+.4f}   per point: {w / weights[0]:+.2f}")
    bins: dict[int, list[float]] = {}
    for x, y in data:
        s = sum(w * v for w, v in zip(weights, x, strict=True))
        bins.setdefault(round(s * 4), []).append(y)
    for key in sorted(bins):
        ys = bins[key]
        print(f"  predicted {key / 4:+.2f}: mean {sum(ys) / len(ys):+.2f} (n={len(ys)})")


if __name__ == "__main__":
    main()
