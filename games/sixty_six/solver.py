"""Exact search of Sixty-Six positions where nothing is left to draw (perfect information).

Once the stock is used up, a player who counts cards knows the opponent's hand: the unseen
cards are exactly that hand. After a close, the same holds within one sampled world. Then
the deal is a small two-player game solved here by alpha-beta with a transposition table,
its value being the deal's game points (with the closing penalty, schneider and schwarz,
the 66 stop and the carried points).

Positions are plain ints: hands as 24-bit masks, points, and "has won a trick" flags. With
the ``marriage_needs_trick`` option a player with no trick yet keeps his held-back marriage
points in his points slot (he has no card points then), so no extra state is needed.
Values are from the point of view of the player on lead ("negamax").
"""

from __future__ import annotations

from games.sixty_six.deck import PARTNER_OF, POINTS_OF, SUIT_MASK, SUIT_OF, bits
from games.sixty_six.rulebook import (
    LAST_TRICK_BONUS,
    MARRIAGE_POINTS,
    SCHNEIDER_BELOW,
    TRUMP_MARRIAGE_POINTS,
    WIN_POINTS,
)

INFINITY = 1000
LOWER, UPPER = 0, 1


class Endgame:
    """Solver for one set of constant conditions (trump suit, who closed, options)."""

    def __init__(self, trump: int, *, closed_by: int | None = None,
                 closer_opponent_had_trick: bool = False, carry: int = 0,
                 head_and_trump: bool = False, marriage_needs_trick: bool = False) -> None:
        self.trump, self.closed_by, self.carry = trump, closed_by, carry
        self.head_and_trump, self.needs_trick = head_and_trump, marriage_needs_trick
        self.penalty = (2 if closer_opponent_had_trick else 3) + carry
        self.last_bonus = LAST_TRICK_BONUS if closed_by is None else 0
        self.marriage = tuple(
            TRUMP_MARRIAGE_POINTS if s == trump else MARRIAGE_POINTS for s in range(4))
        self.table: dict[int, tuple[int, int, int]] = {}
        self.nodes = 0

    # --- rules pieces --------------------------------------------------------------------

    def win_value(self, winner: int, loser_points: int, loser_has_trick: bool) -> int:
        """Game points ``winner`` scores by reaching 66 (carry included)."""
        if self.closed_by is not None and self.closed_by != winner:
            return self.penalty
        counted = loser_points if loser_has_trick or not self.needs_trick else 0
        return 1 + (counted < SCHNEIDER_BELOW) + (not loser_has_trick) + self.carry

    def cards_gone_value(self, player: int) -> int:
        """Value for ``player`` when the hands run out with nobody at 66."""
        if self.closed_by is None:
            return 0
        return -self.penalty if self.closed_by == player else self.penalty

    def follows(self, hand: int, led: int) -> int:
        """Mask of cards the follower may play to ``led`` (follow-suit rules apply)."""
        same = hand & SUIT_MASK[SUIT_OF[led]]
        if not self.head_and_trump:
            return same or hand
        if same:
            return (same & ((1 << led) - 1)) or same
        return (hand & SUIT_MASK[self.trump]) or hand

    def beats(self, led: int, follow: int) -> bool:
        """Whether the follower's card wins the trick."""
        if SUIT_OF[led] == SUIT_OF[follow]:
            return follow < led
        return SUIT_OF[follow] == self.trump

    # --- search ----------------------------------------------------------------------------

    def value(self, hands: tuple[int, int], leader: int, points: tuple[int, int],
              has_trick: tuple[bool, bool]) -> int:
        """Exact game-point value for ``leader`` of a position with the leader to lead."""
        other = 1 - leader
        return self.lead(hands[leader], hands[other], leader, points[leader], points[other],
                         has_trick[leader], has_trick[other], -INFINITY, INFINITY)

    def lead(self, hl: int, hf: int, leader: int, pl: int, pf: int, wl: bool, wf: bool,
             alpha: int, beta: int) -> int:
        """Value for the leader (fail-soft alpha-beta with a bounds table)."""
        self.nodes += 1
        key = (hl << 24 | hf) << 1 | leader
        key = ((key << 7 | pl) << 7 | pf) << 2 | wl << 1 | wf
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            low, high, first = entry
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        else:
            low, high = -INFINITY, INFINITY
        start_alpha, best, best_card = alpha, -INFINITY, -1
        for c in self._lead_order(hl, first):
            v = self.after_lead(c, hl, hf, leader, pl, pf, wl, wf, max(alpha, best), beta)
            if v > best:
                best, best_card = v, c
                if best >= beta:
                    break
        if best <= start_alpha:
            high = best
        elif best >= beta:
            low = best
        else:
            low = high = best
        self.table[key] = (low, high, best_card)
        return best

    def _lead_order(self, hand: int, first: int) -> list[int]:
        cards = bits(hand)
        cards.sort(key=lambda c: -POINTS_OF[c] - (20 if SUIT_OF[c] == self.trump else 0))
        if first >= 0:
            cards.remove(first)
            cards.insert(0, first)
        return cards

    def after_lead(self, c: int, hl: int, hf: int, leader: int, pl: int, pf: int, wl: bool,
                   wf: bool, alpha: int, beta: int) -> int:
        """Value for the leader of leading ``c`` (marriage declared when he holds the partner)."""
        hl ^= 1 << c
        partner = PARTNER_OF[c]
        if partner >= 0 and hl >> partner & 1:
            pl += self.marriage[SUIT_OF[c]]
            if pl >= WIN_POINTS and (wl or not self.needs_trick):
                return self.win_value(leader, pf, wf)
        worst = INFINITY
        for f in self._follow_order(self.follows(hf, c), c):
            v = self.after_trick(c, f, hl, hf ^ (1 << f), leader, pl, pf, wl, wf,
                                 alpha, min(beta, worst))
            if v < worst:
                worst = v
                if worst <= alpha:
                    break
        return worst

    def _follow_order(self, options: int, led: int) -> list[int]:
        cards = bits(options)
        if len(cards) > 1:
            cards.sort(key=lambda f: -POINTS_OF[f] if self.beats(led, f) else 100 + POINTS_OF[f])
        return cards

    def after_trick(self, c: int, f: int, hl: int, hf: int, leader: int, pl: int, pf: int,
                    wl: bool, wf: bool, alpha: int, beta: int) -> int:
        """Value for the leader once ``c`` and ``f`` are played (hands already without them)."""
        gain = POINTS_OF[c] + POINTS_OF[f]
        last = not hl
        if last:
            gain += self.last_bonus
        if self.beats(c, f):
            pf += gain
            if pf >= WIN_POINTS:
                return -self.win_value(1 - leader, pl, wl)
            if last:
                return self.cards_gone_value(leader)
            return -self.lead(hf, hl, 1 - leader, pf, pl, True, wl, -beta, -alpha)
        pl += gain
        if pl >= WIN_POINTS:
            return self.win_value(leader, pf, wf)
        if last:
            return self.cards_gone_value(leader)
        return self.lead(hl, hf, leader, pl, pf, True, wf, alpha, beta)
