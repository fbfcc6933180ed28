"""Search of one world while the stock is open: a trick or two ahead, then judge or solve.

Within a world every card is known, the future draws included. The search plays the
current trick (and more tricks if asked), makes the draws, and then:

* solves the rest exactly with ``solver.Endgame`` when the stock has run out;
* otherwise scores the position with ``estimate``, a hand-strength judgement in game points.

Both players swap the trump nine for the trump card whenever the rules allow (it is almost
always right), and nobody closes inside the search: the computer player weighs closing at
its own decisions. Values are game points for the player on lead, as in the solver.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from games.sixty_six.deck import NINE_ORDER, PARTNER_OF, POINTS_OF, SUIT_OF, bits
from games.sixty_six.rulebook import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS, WIN_POINTS
from games.sixty_six.solver import INFINITY, Endgame


@dataclass(frozen=True)
class Judgement:
    """Weights of ``Lookahead.estimate``, in card points (fitted to self-play, see bench/).

    A hand is worth the sum of its cards' equities plus a bonus per marriage pair held;
    the leader's points plus his hand's worth, minus the same for the follower, divided by
    ``points_per_game_point`` and squashed by ``limit * tanh(x / limit)``, estimate the
    game points the leader will make; ``limit`` shrinks to what the side ahead can still
    win (1 once the other has a trick and 33 points). Equities only matter relative to
    each other: both hands hold six cards whenever a position is judged.
    """

    trump_equity: tuple[float, ...] = (33.0, 21.0, 20.0, 19.0, 13.0, 22.0)
    """Trumps by order A 10 K Q J 9 (the nine may be swapped for the trump card)."""
    plain_equity: tuple[float, ...] = (14.0, 4.0, 6.0, 3.0, 0.0, 0.0)
    trump_pair: float = 24.0
    plain_pair: float = 13.0
    points_per_game_point: float = 34.0
    limit: float = 3.0


class Lookahead:
    """Searches one world of an open-stock position; shares its endgame solver."""

    def __init__(self, endgame: Endgame, judgement: Judgement = Judgement()) -> None:
        self.endgame = endgame
        self.trump = endgame.trump
        self.nine = self.trump * 6 + NINE_ORDER
        self.marriage = tuple(
            TRUMP_MARRIAGE_POINTS if s == self.trump else MARRIAGE_POINTS for s in range(4))
        self.equity = tuple(
            (judgement.trump_equity if SUIT_OF[c] == self.trump else judgement.plain_equity)[c % 6]
            for c in range(24))
        self.pair = tuple(
            judgement.trump_pair if s == self.trump else judgement.plain_pair for s in range(4))
        self.scale, self.limit = judgement.points_per_game_point, judgement.limit

    def estimate(self, hl: int, hf: int, leader: int, pl: int, pf: int, wl: bool,
                 wf: bool) -> float:
        """Judged game points for the leader of an open-stock position.

        The judgement saturates at what each side can still win (``limit`` at most): the
        opponent's points and tricks only grow, so winning at once pays the most. A position
        is thus never judged better than ending the deal now, and the slope near an even
        position stays ``1 / points_per_game_point`` whatever the caps.
        """
        diff = pl - pf + self._hand_worth(hl) - self._hand_worth(hf)
        if diff >= 0:
            limit = min(self.limit, self.endgame.win_value(leader, pf, wf))
            return limit * math.tanh(diff / (self.scale * limit))
        limit = min(self.limit, self.endgame.win_value(1 - leader, pl, wl))
        return limit * math.tanh(diff / (self.scale * limit))

    def _hand_worth(self, hand: int) -> float:
        worth = 0.0
        for c in bits(hand):
            worth += self.equity[c]
        for suit in range(4):
            king = 1 << (suit * 6 + 2)
            if hand & king and hand & (king << 1):
                worth += self.pair[suit]
        return worth

    def _swap_nine(self, hand: int, has_trick: bool, stock: tuple[int, ...]
                   ) -> tuple[int, tuple[int, ...]]:
        if has_trick and stock and hand >> self.nine & 1:
            hand ^= (1 << self.nine) | (1 << stock[-1])
            stock = (*stock[:-1], self.nine)
        return hand, stock

    def lead(self, hl: int, hf: int, leader: int, pl: int, pf: int, wl: bool, wf: bool,
             stock: tuple[int, ...], depth: int, alpha: float, beta: float) -> float:
        """Value for the leader, the current trick and ``depth - 1`` more searched."""
        hl, stock = self._swap_nine(hl, wl, stock)
        best: float = -INFINITY
        for c in bits(hl):
            v = self.after_lead(c, hl, hf, leader, pl, pf, wl, wf, stock, depth,
                                max(alpha, best), beta)
            if v > best:
                best = v
                if best >= beta:
                    break
        return best

    def after_lead(self, c: int, hl: int, hf: int, leader: int, pl: int, pf: int, wl: bool,
                   wf: bool, stock: tuple[int, ...], depth: int, alpha: float,
                   beta: float) -> float:
        """Value for the leader of leading ``c`` (his nine already swapped if he may)."""
        hl ^= 1 << c
        partner = PARTNER_OF[c]
        if partner >= 0 and hl >> partner & 1:
            pl += self.marriage[SUIT_OF[c]]
            if pl >= WIN_POINTS and (wl or not self.endgame.needs_trick):
                return self.endgame.win_value(leader, pf, wf)
        hf, stock = self._swap_nine(hf, wf, stock)
        worst: float = INFINITY
        for f in bits(hf):
            v = self.after_trick(c, f, hl, hf ^ (1 << f), leader, pl, pf, wl, wf, stock,
                                 depth, alpha, min(beta, worst))
            if v < worst:
                worst = v
                if worst <= alpha:
                    break
        return worst

    def after_trick(self, c: int, f: int, hl: int, hf: int, leader: int, pl: int, pf: int,
                    wl: bool, wf: bool, stock: tuple[int, ...], depth: int, alpha: float,
                    beta: float) -> float:
        """Value for the leader once ``c`` and ``f`` are played: draws, then go on."""
        gain = POINTS_OF[c] + POINTS_OF[f]
        if self.endgame.beats(c, f):
            pf += gain
            if pf >= WIN_POINTS:
                return -self.endgame.win_value(1 - leader, pl, wl)
            hf |= 1 << stock[0]
            hl |= 1 << stock[1]
            return -self._next(hf, hl, 1 - leader, pf, pl, True, wl, stock[2:], depth,
                               -beta, -alpha)
        pl += gain
        if pl >= WIN_POINTS:
            return self.endgame.win_value(leader, pf, wf)
        hl |= 1 << stock[0]
        hf |= 1 << stock[1]
        return self._next(hl, hf, leader, pl, pf, True, wf, stock[2:], depth, alpha, beta)

    def _next(self, hl: int, hf: int, leader: int, pl: int, pf: int, wl: bool, wf: bool,
              stock: tuple[int, ...], depth: int, alpha: float, beta: float) -> float:
        if not stock:
            # The solver's values are whole game points, so the whole-number window just
            # outside (alpha, beta) makes it cut and return exactly as the fractional one.
            return self.endgame.lead(hl, hf, leader, pl, pf, wl, wf, math.floor(alpha),
                                     math.ceil(beta))
        if depth <= 1:
            return self.estimate(hl, hf, leader, pl, pf, wl, wf)
        return self.lead(hl, hf, leader, pl, pf, wl, wf, stock, depth - 1, alpha, beta)
