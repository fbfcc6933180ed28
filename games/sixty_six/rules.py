"""One deal of Tommy's Sixty-Six as a ``GameState``: dealing, tricks, marriages, closing.

The rules themselves, as resolved from the seed, are summed up in ``rulebook``. Every card
dealt or drawn face down is a chance action (the card's int), so the stock order is never
stored ahead of time. The state also keeps what the screen and the computer player need:
the last trick, declared marriages, an event log, and the cards each player knows about.
"""

from __future__ import annotations

from games.sixty_six import events as ev
from games.sixty_six import legality
from games.sixty_six import rulebook as rb
from games.sixty_six.deal import Deal
from games.sixty_six.deck import (
    PARTNER_OF,
    POINTS_OF,
    SUIT_MASK,
    SUIT_OF,
    card_text,
    nine_of,
    trick_winner_is_follower,
)
from games.sixty_six.events import Event
from games.sixty_six.observation import observe
from games.sixty_six.rulebook import (
    CLOSE,
    DEAL_STEPS,
    DEFAULT_OPTIONS,
    EXCHANGE_TRUMP_NINE,
    FOLLOW,
    FOLLOW_HEAD_TRUMP,
    Marriage,
    Options,
    Trick,
)
from games.sixty_six.state_text import state_text

__all__ = ["CLOSE", "DEAL_STEPS", "DEFAULT_OPTIONS", "EXCHANGE_TRUMP_NINE", "FOLLOW",
           "FOLLOW_HEAD_TRUMP", "DealState", "Marriage", "Options", "Trick"]


class DealState(Deal):
    """One deal: dealing, tricks, marriages, closing (the fields are ``Deal``'s)."""

    def can_close(self) -> bool:
        """Whether the player to move may close now."""
        return self.why_not_close() is None

    def can_exchange(self, player: int) -> bool:
        """Whether ``player`` may swap the trump nine now (it must be his turn)."""
        return self.why_not_exchange(player) is None

    def why_not_close(self) -> str | None:
        """Why the mover may not close now, or None."""
        return legality.why_not_close(self)

    def why_not_exchange(self, player: int) -> str | None:
        """Why ``player`` may not exchange the trump nine now, or None."""
        return legality.why_not_exchange(self, player)

    def playable(self, player: int) -> int:
        """Mask of the cards ``player`` may play now (the mover; follow rules applied)."""
        return legality.playable(self, player)

    def legal_actions(self) -> list[int]:
        return legality.legal_actions(self)

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
        return legality.why_illegal(self, action, player)

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        sign = 1 if self.winner == 0 else -1
        return [float(sign * self.game_points), float(-sign * self.game_points)]

    def information_state(self, player: int) -> object:
        """What ``player`` knows: an ``Observation`` (see ``observation``)."""
        return observe(self, player)

    def action_to_string(self, action: int) -> str:
        if self.is_chance_node():
            return f"deal {card_text(action)}" if self.dealt < DEAL_STEPS else (
                f"draw {card_text(action)}")
        if action == CLOSE:
            return "close"
        if action == EXCHANGE_TRUMP_NINE:
            return "exchange trump nine"
        return card_text(action)

    def clone(self) -> DealState:
        new = DealState.__new__(DealState)
        new.__dict__.update(self.__dict__)
        for name in ("history", "hands", "to_draw", "points", "tricks", "won", "pending",
                     "marriages", "known", "excluded", "events"):
            setattr(new, name, getattr(self, name).copy())
        return new

    def __str__(self) -> str:
        return state_text(self)

    # --- changes ----------------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        if self.dealt < DEAL_STEPS:
            self._deal(action)
        elif self.to_draw:
            self._draw(action)
        else:
            player = self.current_player()
            if action == CLOSE:
                self._close(player)
            elif action == EXCHANGE_TRUMP_NINE:
                self._exchange(player)
            elif self.led is None:
                self._lead(player, action)
            else:
                self._follow(player, self.led, action)

    def _deal(self, card: int) -> None:
        self.stock ^= 1 << card
        if self.dealt < DEAL_STEPS - 1:
            self.hands[rb.deal_recipient(self.dealt, self.dealer)] |= 1 << card
        else:
            self.trump_card, self.trump_suit = card, SUIT_OF[card]
            self.events.append(Event(ev.TRUMP, None, (card,)))
        self.dealt += 1

    def _draw(self, card: int) -> None:
        player = self.to_draw.pop(0)
        self.stock ^= 1 << card
        self.hands[player] |= 1 << card
        self.excluded[player] = 0
        self.events.append(Event(ev.DRAW, player, (card,)))
        if self.to_draw and not self.stock:
            taker, trump = self.to_draw.pop(0), self.trump_card
            assert trump is not None, "someone is owed a card, so the trump card is still out"
            self.hands[taker] |= 1 << trump
            self.known[taker] |= 1 << trump
            self.trump_card = None
            self.events.append(Event(ev.TAKE_TRUMP, taker, (trump,)))

    def _close(self, player: int) -> None:
        self.closed_by = player
        self.closer_opponent_had_trick = self.tricks[1 - player] > 0
        self.events.append(Event(ev.CLOSE, player))

    def _exchange(self, player: int) -> None:
        nine, trump = nine_of(self.trump), self.trump_card
        assert trump is not None, "legality allows the exchange only while the card is out"
        self.hands[player] ^= (1 << nine) | (1 << trump)
        self.known[player] = (self.known[player] & ~(1 << nine)) | (1 << trump)
        self.trump_card = nine
        self.events.append(Event(ev.EXCHANGE, player, (nine, trump)))

    def _lead(self, player: int, card: int) -> None:
        self.hands[player] ^= 1 << card
        self.known[player] &= ~(1 << card)
        self.led = card
        self.events.append(Event(ev.PLAY, player, (card,)))
        partner = PARTNER_OF[card]
        if partner >= 0 and self.hands[player] >> partner & 1:
            self._marry(player, card, partner)
        elif partner >= 0:
            self.excluded[player] |= 1 << partner

    def _marry(self, player: int, card: int, partner: int) -> None:
        suit = SUIT_OF[card]
        value = rb.TRUMP_MARRIAGE_POINTS if suit == self.trump_suit else rb.MARRIAGE_POINTS
        self.known[player] |= 1 << partner
        pending = self.options.marriage_needs_trick and self.tricks[player] == 0
        self.marriages.append(Marriage(player, suit, value, counted=not pending))
        king, queen = min(card, partner), max(card, partner)
        self.events.append(Event(ev.MARRIAGE, player, (king, queen), value, pending=pending))
        if pending:
            self.pending[player] += value
            return
        self.points[player] += value
        if self.points[player] >= rb.WIN_POINTS:
            self._win_by_66(player)

    def _follow(self, player: int, led: int, card: int) -> None:
        if self.strict:
            self._note_exclusions(player, led, card)
        self.hands[player] ^= 1 << card
        self.known[player] &= ~(1 << card)
        self.events.append(Event(ev.PLAY, player, (card,)))
        self._finish_trick(led, card)

    def _note_exclusions(self, player: int, led: int, card: int) -> None:
        led_suit = SUIT_OF[led]
        if SUIT_OF[card] != led_suit:
            self.excluded[player] |= SUIT_MASK[led_suit]
            head_and_trump = self.options.strict_endgame == FOLLOW_HEAD_TRUMP
            if head_and_trump and SUIT_OF[card] != self.trump:
                self.excluded[player] |= SUIT_MASK[self.trump]
        elif self.options.strict_endgame == FOLLOW_HEAD_TRUMP and card > led:
            self.excluded[player] |= SUIT_MASK[led_suit] & ((1 << led) - 1)

    def _finish_trick(self, led: int, followed: int) -> None:
        leader = self.leader
        winner = 1 - leader if trick_winner_is_follower(led, followed, self.trump) else leader
        points = POINTS_OF[led] + POINTS_OF[followed]
        self.points[winner] += points
        self.tricks[winner] += 1
        self.won[winner] |= (1 << led) | (1 << followed)
        self.last_trick = Trick(leader, led, followed, winner, points)
        self.events.append(Event(ev.TRICK, winner, (led, followed), points))
        self.leader, self.led = winner, None
        if self.pending[winner]:
            self._count_pending(winner)
        last = not (self.hands[0] | self.hands[1])
        if last and self.closed_by is None:
            self.points[winner] += rb.LAST_TRICK_BONUS
            self.last_trick = Trick(leader, led, followed, winner, points, rb.LAST_TRICK_BONUS)
            self.events.append(Event(ev.LAST_TRICK, winner, (), rb.LAST_TRICK_BONUS))
        if self.points[winner] >= rb.WIN_POINTS:
            self._win_by_66(winner)
        elif last:
            self._end_with_cards_gone()
        elif self.closed_by is None and self.trump_card is not None:
            self.to_draw = [winner, 1 - winner]

    def _count_pending(self, player: int) -> None:
        self.points[player] += self.pending[player]
        self.pending[player] = 0
        self.marriages = [
            Marriage(m.player, m.suit, m.value, True) if m.player == player else m
            for m in self.marriages
        ]

    def _win_by_66(self, player: int) -> None:
        loser = 1 - player
        if self.closed_by == loser:
            points, reason = rb.closing_penalty(self.closer_opponent_had_trick), rb.CLOSER_FAILED
        else:
            points, reason = rb.win_game_points(self.points[loser], self.tricks[loser])
        self._finish(player, points, reason)

    def _end_with_cards_gone(self) -> None:
        if self.closed_by is not None:
            penalty = rb.closing_penalty(self.closer_opponent_had_trick)
            self._finish(1 - self.closed_by, penalty, rb.CLOSER_FAILED)
            return
        self.over = True
        self.events.append(Event(ev.CARRY, None, (), self.carry_in + 1))

    def _finish(self, winner: int, points: int, reason: str) -> None:
        self.over, self.winner = True, winner
        self.game_points, self.reason = points + self.carry_in, reason
        self.events.append(Event(ev.WIN, winner, (), self.game_points, reason=reason))
