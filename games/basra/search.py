"""Search of one world to the end of the current batch, for the computer player.

In a world the opponent's hand is fixed, so the rest of the batch is a small
perfect-information game (at most 4*4*3*3*2*2 lines). It is searched by minimax with
alpha-beta pruning; cards that play exactly alike (``worlds.card_classes``) are tried once.
Values are points of the hand for the player the search works for ("me"): points taken
minus points given, basras (10) or surs (5 each, as a difference), and the majority.

* In the last batch the end of the batch is the end of the hand: the last capturer takes
  the floor and the majority is counted exactly, so the value is the hand's exact margin.
* Earlier, the end of the batch is judged (``judgement``): the majority by a normal
  estimate from the cards (Passur: clubs) still to be won, and the floor left to the
  non-dealer, who plays first to it with four new cards: the chance that one of them
  sweeps it (counted from the cards it could come from) times what the sweep is worth,
  a share of its points otherwise, and a small cost for having to lead to an empty floor.
"""

from __future__ import annotations

from games.basra.capture import capturer_for
from games.basra.judgement import (
    DEFAULT_JUDGEMENT,
    Judgement,
    majority_estimate,
    sweep_chance,
    sweeping_cards,
)
from games.basra.observation import Observation
from games.basra.pack import CLUBS, NUM_CARDS, bits, mask_of
from games.basra.rulebook import (
    BASRA_POINTS,
    CARDS_MAJORITY,
    CLUB_POINTS,
    CLUBS_MAJORITY,
    MAJORITY_POINTS,
    SUR_POINTS,
)
from games.basra.worlds import card_classes

INFINITY = 10_000.0

__all__ = ["INFINITY", "BatchSearch", "Judgement", "sweep_chance", "sweeping_cards"]


class BatchSearch:
    """Values of one player's cards in the worlds of one decision."""

    def __init__(self, obs: Observation, judgement: Judgement = DEFAULT_JUDGEMENT) -> None:
        options = self.options = obs.options
        capturer = capturer_for(options)
        self.outcome = capturer.outcome
        points = capturer.points
        self.ones = mask_of(c for c in range(NUM_CARDS) if points[c] == 1)
        self.twos = mask_of(c for c in range(NUM_CARDS) if points[c] == 2)
        self.threes = mask_of(c for c in range(NUM_CARDS) if points[c] == 3)
        self.passur = options.passur
        self.bonus = SUR_POINTS if self.passur else BASRA_POINTS
        self.classes = card_classes(options)
        self.me = obs.player
        self.first = 1 - obs.dealer
        self.last_batch = obs.last_batch
        self.tail = mask_of(obs.tail)
        self.judgement = judgement
        self._sweepers: dict[int, int] = {}
        self._moves: dict[int, list[int]] = {}
        self.pool = 0
        me, opp = obs.player, 1 - obs.player
        self.root = (
            self.worth(obs.won[me]) - self.worth(obs.won[opp])
            + self.bonus * (obs.sweeps[me] - obs.sweeps[opp]),
            obs.won[me].bit_count(), obs.won[opp].bit_count(),
            (obs.won[me] & CLUBS).bit_count(), (obs.won[opp] & CLUBS).bit_count(),
            0 if obs.last_capturer is None else (1 if obs.last_capturer == me else -1),
        )
        self.unseen = obs.unseen
        self.floor = obs.floor
        self.hand = obs.hand
        self.my_turn = obs.to_move == me

    def worth(self, mask: int) -> int:
        """Points of the cards in ``mask`` (sweeps and majority not included)."""
        return ((mask & self.ones).bit_count() + 2 * (mask & self.twos).bit_count()
                + 3 * (mask & self.threes).bit_count())

    def sweepers(self, floor: int) -> int:
        """Mask of every card that would sweep ``floor`` (a basra or sur)."""
        found = self._sweepers.get(floor)
        if found is None:
            found = self._sweepers[floor] = sweeping_cards(self.options, floor)
        return found

    def moves(self, hand: int) -> list[int]:
        """One card of each class in ``hand`` (cached: hands repeat within a decision)."""
        found = self._moves.get(hand)
        if found is None:
            seen: set[int] = set()
            found = []
            for c in bits(hand):
                k = self.classes[c]
                if k not in seen:
                    seen.add(k)
                    found.append(c)
            self._moves[hand] = found
        return found

    # --- search ------------------------------------------------------------------------

    def values(self, opponent_hand: int, cards: list[int]) -> list[float]:
        """Value for me of playing each of ``cards`` now, in the world where the opponent
        holds ``opponent_hand`` (it is my turn)."""
        self.pool = self.unseen & ~opponent_hand & ~self.tail
        self._table: dict[int, tuple[float, float]] = {}
        diff, mc, oc, mcl, ocl, last = self.root
        floor, hand = self.floor, self.hand
        out = []
        for card in cards:
            bit = 1 << card
            taken, sweep = self.outcome(card, floor)
            if taken:
                won = taken | bit
                gain = self.worth(won) + (self.bonus if sweep else 0)
                out.append(diff + gain + self._node(
                    False, floor ^ taken, hand ^ bit, opponent_hand, mc + won.bit_count(), oc,
                    mcl + (won & CLUBS).bit_count(), ocl, 1, -INFINITY, INFINITY))
            else:
                out.append(diff + self._node(False, floor | bit, hand ^ bit, opponent_hand,
                                             mc, oc, mcl, ocl, last, -INFINITY, INFINITY))
        return out

    def _node(self, mine: bool, floor: int, hm: int, ho: int, mc: int, oc: int, mcl: int,
              ocl: int, last: int, alpha: float, beta: float) -> float:
        """What the rest of the batch is worth to me (points from now on, plus the end
        judgement), with the mover (me if ``mine``) to play from ``hm`` or ``ho``."""
        hand = hm if mine else ho
        if not hand:
            if self.last_batch:
                return self._final(floor, mc, oc, mcl, ocl, last)
            return self._judge(floor, mc, oc, mcl, ocl)
        key = ((((((floor << 52 | hm) << 52 | ho) << 6 | mc) << 6 | oc) << 4 | mcl) << 4
               | ocl) << 3 | (last + 1) << 1 | mine
        bounds = self._table.get(key)
        if bounds is not None:
            low, high = bounds
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        start_alpha, start_beta = alpha, beta
        outcome, worth, bonus = self.outcome, self.worth, self.bonus
        order = []
        for c in self.moves(hand):
            taken, sweep = outcome(c, floor)
            if taken:
                won = taken | 1 << c
                gain = worth(won) + (bonus if sweep else 0)
                order.append((-gain - won.bit_count() * 0.1, c, taken, won, gain))
            else:
                order.append((0.0, c, 0, 0, 0))
        if len(order) > 1:
            order.sort()
        if mine:
            best = -INFINITY
            for _, c, taken, won, gain in order:
                bit = 1 << c
                if taken:
                    v = gain + self._node(False, floor ^ taken, hm ^ bit, ho,
                                          mc + won.bit_count(), oc,
                                          mcl + (won & CLUBS).bit_count(), ocl, 1,
                                          alpha - gain, beta - gain)
                else:
                    v = self._node(False, floor | bit, hm ^ bit, ho, mc, oc, mcl, ocl, last,
                                   alpha, beta)
                if v > best:
                    best = v
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
        else:
            best = INFINITY
            for _, c, taken, won, gain in order:
                bit = 1 << c
                if taken:
                    v = self._node(True, floor ^ taken, hm, ho ^ bit, mc,
                                   oc + won.bit_count(), mcl, ocl + (won & CLUBS).bit_count(),
                                   -1, alpha + gain, beta + gain) - gain
                else:
                    v = self._node(True, floor | bit, hm, ho ^ bit, mc, oc, mcl, ocl, last,
                                   alpha, beta)
                if v < best:
                    best = v
                    if best < beta:
                        beta = best
                        if alpha >= beta:
                            break
        if best <= start_alpha:
            self._table[key] = (-INFINITY, best)
        elif best >= start_beta:
            self._table[key] = (best, INFINITY)
        else:
            self._table[key] = (best, best)
        return best

    def _final(self, floor: int, mc: int, oc: int, mcl: int, ocl: int, last: int) -> float:
        """Exact rest of the margin at the end of the hand: the last take, the majority."""
        diff = 0.0
        if floor and last:
            gain = self.worth(floor)
            n, clubs = floor.bit_count(), (floor & CLUBS).bit_count()
            if last > 0:
                diff, mc, mcl = diff + gain, mc + n, mcl + clubs
            else:
                diff, oc, ocl = diff - gain, oc + n, ocl + clubs
        if self.passur:
            if mcl != ocl:
                diff += CLUB_POINTS if mcl > ocl else -CLUB_POINTS
        elif mc >= CARDS_MAJORITY:
            diff += MAJORITY_POINTS
        elif oc >= CARDS_MAJORITY:
            diff -= MAJORITY_POINTS
        return diff

    def _judge(self, floor: int, mc: int, oc: int, mcl: int, ocl: int) -> float:
        """Judged rest of the margin at the end of a batch that is not the last."""
        j = self.judgement
        diff = 0.0
        if self.passur:
            diff += majority_estimate(mcl, ocl, 13 - mcl - ocl, CLUBS_MAJORITY, CLUB_POINTS,
                                      j.spread)
        else:
            diff += majority_estimate(mc, oc, 52 - mc - oc, CARDS_MAJORITY, MAJORITY_POINTS,
                                      j.spread)
        if not floor:
            term = -j.empty_floor
        else:
            pool = self.pool
            chance = sweep_chance(pool.bit_count(), (self.sweepers(floor) & pool).bit_count())
            points = self.worth(floor)
            term = chance * j.sweep_risk * (self.bonus + points) + (1 - chance) * j.floor_share * (
                points)
        return diff + term if self.first == self.me else diff - term
