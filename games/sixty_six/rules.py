"""One deal of Tommy's Sixty-Six as a ``GameState``: dealing, tricks, marriages, closing.

Rules as resolved in the research notes (games.md section 4):

* 24 cards; the dealer deals 3+3+3+3 (non-dealer first), then turns the trump card, which
  lies face up under 11 face-down stock cards. Every card dealt or drawn face down is a
  chance action (the card's int), so the stock order is never stored ahead of time.
* The non-dealer leads. After each trick, while the stock lasts, the winner draws first;
  the last draw of all takes the face-up trump card.
* Once the stock is used up or closed the follower must follow suit when able (option
  ``strict_endgame="follow_head_trump"``: also beat the led card, and trump when void).
  The trump suit keeps trumping after closing; only the turned card is out of play.
* Leading a king or queen while holding its partner declares a marriage: 20, or 40 in
  trumps, scored at once (option ``marriage_needs_trick``: held back until its player has
  won a trick, lost if he never does). Allowed after closing or exhaustion too.
* The leader may close (action ``CLOSE``) before leading while the stock has cards.
* A player with at least one trick who holds the trump nine may swap it for the face-up
  trump card (``EXCHANGE_TRUMP_NINE``) before playing to a trick, as leader or follower,
  while the game is not closed and the trump card still lies there. A nine drawn in the
  very last draw comes too late: the other player takes the trump card in the same round.
* 66 or more ends the deal at once (checked after every trick and every marriage). The
  last trick is worth 10 more unless someone closed. Game points: 1, +1 if the loser has
  under 33, +1 if the loser took no trick. A closer who fails (the opponent reaches 66, or
  the cards run out first) gives the opponent 2, or 3 if the opponent had no trick when
  the game was closed. If the cards run out with nobody at 66 (65-65) nobody scores and one
  game point carries to the next deal; carried points go to the next deal's winner.
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.state import GameState
from games.sixty_six import events as ev
from games.sixty_six.deck import (
    ALL_CARDS, NUM_CARDS, PARTNER_OF, POINTS_OF, SUIT_MASK, SUIT_OF, bits, card_text, nine_of,
    trick_winner_is_follower,
)
from games.sixty_six.events import Event

CLOSE = 24
"""Action: close the stock (leader only, before leading)."""
EXCHANGE_TRUMP_NINE = 25
"""Action: swap the trump nine in hand for the face-up trump card."""
NUM_ACTIONS = 26

WIN_POINTS = 66
SCHNEIDER_BELOW = 33
LAST_TRICK_BONUS = 10
MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS = 20, 40
DEAL_STEPS = 13
"""Twelve hand cards, three at a time, then the trump card."""
FOLLOW, FOLLOW_HEAD_TRUMP = "follow", "follow_head_trump"


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults are the seed's rules."""

    marriage_needs_trick: bool = False
    strict_endgame: str = FOLLOW

    def __post_init__(self) -> None:
        if self.strict_endgame not in (FOLLOW, FOLLOW_HEAD_TRUMP):
            raise ValueError(f"strict_endgame must be {FOLLOW!r} or {FOLLOW_HEAD_TRUMP!r}")


@dataclass(frozen=True)
class Trick:
    """A completed trick."""

    leader: int
    led: int
    followed: int
    winner: int
    points: int


@dataclass(frozen=True)
class Marriage:
    """A declared marriage; ``counted`` is False while it waits for its player's first trick."""

    player: int
    suit: int
    value: int
    counted: bool


def deal_recipient(step: int, dealer: int) -> int:
    """Who gets the ``step``-th dealt card (0..11): packets of three, non-dealer first."""
    return 1 - dealer if (step // 3) % 2 == 0 else dealer


class DealState(GameState):
    """One deal. Masks of card ints hold hands, stock and won cards (see ``deck``)."""

    def __init__(self, dealer: int = 0, *, carry_in: int = 0, options: Options = Options()):
        super().__init__()
        self.dealer, self.carry_in, self.options = dealer, carry_in, options
        self.hands = [0, 0]
        self.stock = ALL_CARDS
        """Face-down stock cards not drawn yet (while dealing: the cards not dealt yet)."""
        self.dealt = 0
        self.trump_card: int | None = None
        """The face-up card under the stock; None before the deal and once taken."""
        self.trump_suit: int | None = None
        self.leader = 1 - dealer
        self.led: int | None = None
        self.to_draw: list[int] = []
        self.closed_by: int | None = None
        self.closer_opponent_had_trick = False
        self.points, self.tricks, self.won, self.pending = [0, 0], [0, 0], [0, 0], [0, 0]
        self.marriages: list[Marriage] = []
        self.known = [0, 0]
        """Cards in each hand that both players know of (shown partner, taken trump card)."""
        self.excluded = [0, 0]
        """Cards a player is known not to hold since his last draw: voids shown by the follow
        rules, and the partner of a king or queen he led without declaring a marriage."""
        self.last_trick: Trick | None = None
        self.events: list[Event] = [Event(ev.DEAL, dealer)]
        self.over, self.game_points, self.reason = False, 0, ""
        self.winner: int | None = None

    # --- queries -------------------------------------------------------------------------

    @property
    def stock_size(self) -> int:
        """Cards left in the stock including the face-up trump card (0 while dealing)."""
        if self.dealt < DEAL_STEPS:
            return 0
        return self.stock.bit_count() + (self.trump_card is not None)

    @property
    def exhausted(self) -> bool:
        """Whether every stock card has been drawn."""
        return self.dealt == DEAL_STEPS and self.trump_card is None

    @property
    def strict(self) -> bool:
        """Whether the follow-suit rules apply (stock used up or closed)."""
        return self.closed_by is not None or self.exhausted

    @property
    def carry_out(self) -> int:
        """Game points carried to the next deal (only after a deal nobody won)."""
        return self.carry_in + 1 if self.over and self.winner is None else 0

    def hand(self, player: int) -> list[int]:
        """``player``'s cards, as card ints in deck order."""
        return bits(self.hands[player])

    def current_player(self) -> int:
        if self.over:
            return GameState.TERMINAL
        if self.dealt < DEAL_STEPS or self.to_draw:
            return GameState.CHANCE
        return self.leader if self.led is None else 1 - self.leader

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if not self.is_chance_node():
            return []
        cards = bits(self.stock)
        return [(c, 1.0 / len(cards)) for c in cards]

    def can_close(self) -> bool:
        """Whether the player to move may close now."""
        return self.why_not_close() is None

    def can_exchange(self, player: int) -> bool:
        """Whether ``player`` may swap the trump nine now (it must be his turn)."""
        return self.why_not_exchange(player) is None

    def why_not_close(self) -> str | None:
        """Reason the mover may not close, or None."""
        if self.led is not None:
            return "only the leader may close, before leading"
        if self.closed_by is not None:
            return "the game is already closed"
        if self.trump_card is None:
            return "the stock is used up"
        return None

    def why_not_exchange(self, player: int) -> str | None:
        """Reason ``player`` may not exchange the trump nine, or None."""
        if self.closed_by is not None:
            return "the game is closed: the trump card is out of play"
        if self.trump_card is None:
            return "the trump card is gone"
        if not self.hands[player] >> nine_of(self.trump_suit) & 1:
            return "you do not hold the nine of trumps"
        if self.tricks[player] == 0:
            return "you need a trick first"
        return None

    def playable(self, player: int) -> int:
        """Mask of the cards ``player`` may play now (the mover; follow rules applied)."""
        hand = self.hands[player]
        if self.led is None or not self.strict:
            return hand
        led = self.led
        same = hand & SUIT_MASK[SUIT_OF[led]]
        if self.options.strict_endgame == FOLLOW:
            return same or hand
        if same:
            return (same & ((1 << led) - 1)) or same
        return (hand & SUIT_MASK[self.trump_suit]) or hand

    def legal_actions(self) -> list[int]:
        player = self.current_player()
        if player == GameState.TERMINAL:
            return []
        if player == GameState.CHANCE:
            return bits(self.stock)
        actions = bits(self.playable(player))
        if self.led is None and self.why_not_close() is None:
            actions.append(CLOSE)
        if self.why_not_exchange(player) is None:
            actions.append(EXCHANGE_TRUMP_NINE)
        return actions

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
        mover = self.current_player()
        if mover == GameState.TERMINAL:
            return "the deal is over"
        if player is not None and player != mover:
            return "not your turn"
        if mover == GameState.CHANCE:
            ok = 0 <= action < NUM_CARDS and self.stock >> action & 1
            return None if ok else "that card is not in the stock"
        if action == CLOSE:
            return self.why_not_close()
        if action == EXCHANGE_TRUMP_NINE:
            return self.why_not_exchange(mover)
        if not 0 <= action < NUM_CARDS:
            return "no such move"
        if not self.hands[mover] >> action & 1:
            return "you do not hold that card"
        if not self.playable(mover) >> action & 1:
            return self._follow_reason(mover, action)
        return None

    def _follow_reason(self, player: int, card: int) -> str:
        led_suit = SUIT_OF[self.led]
        if self.hands[player] & SUIT_MASK[led_suit]:
            return "must follow suit" if SUIT_OF[card] != led_suit else "must beat the led card"
        return "must play a trump"

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        sign = 1 if self.winner == 0 else -1
        return [float(sign * self.game_points), float(-sign * self.game_points)]

    def describe_last_event(self, names: tuple[str, str] = ("PLAYER 1", "PLAYER 2")) -> str:
        """Message for the latest event."""
        return ev.describe(self.events[-1], names)

    def information_state(self, player: int) -> object:
        """What ``player`` knows: an ``Observation`` (see ``observation``)."""
        from games.sixty_six.observation import observe

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
        from games.sixty_six.state_text import state_text

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
                self._follow(player, action)

    def _deal(self, card: int) -> None:
        self.stock ^= 1 << card
        if self.dealt < DEAL_STEPS - 1:
            self.hands[deal_recipient(self.dealt, self.dealer)] |= 1 << card
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
            self.hands[taker] |= 1 << trump
            self.known[taker] |= 1 << trump
            self.trump_card = None
            self.events.append(Event(ev.TAKE_TRUMP, taker, (trump,)))

    def _close(self, player: int) -> None:
        self.closed_by = player
        self.closer_opponent_had_trick = self.tricks[1 - player] > 0
        self.events.append(Event(ev.CLOSE, player))

    def _exchange(self, player: int) -> None:
        nine, trump = nine_of(self.trump_suit), self.trump_card
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
        value = TRUMP_MARRIAGE_POINTS if suit == self.trump_suit else MARRIAGE_POINTS
        self.known[player] |= 1 << partner
        pending = self.options.marriage_needs_trick and self.tricks[player] == 0
        self.marriages.append(Marriage(player, suit, value, counted=not pending))
        king, queen = min(card, partner), max(card, partner)
        self.events.append(Event(ev.MARRIAGE, player, (king, queen), value, pending=pending))
        if pending:
            self.pending[player] += value
            return
        self.points[player] += value
        if self.points[player] >= WIN_POINTS:
            self._win_by_66(player)

    def _follow(self, player: int, card: int) -> None:
        if self.strict:
            self._note_exclusions(player, card)
        self.hands[player] ^= 1 << card
        self.known[player] &= ~(1 << card)
        self.events.append(Event(ev.PLAY, player, (card,)))
        self._finish_trick(card)

    def _note_exclusions(self, player: int, card: int) -> None:
        led, led_suit = self.led, SUIT_OF[self.led]
        if SUIT_OF[card] != led_suit:
            self.excluded[player] |= SUIT_MASK[led_suit]
            if self.options.strict_endgame == FOLLOW_HEAD_TRUMP and SUIT_OF[card] != self.trump_suit:
                self.excluded[player] |= SUIT_MASK[self.trump_suit]
        elif self.options.strict_endgame == FOLLOW_HEAD_TRUMP and card > led:
            self.excluded[player] |= SUIT_MASK[led_suit] & ((1 << led) - 1)

    def _finish_trick(self, followed: int) -> None:
        leader, led = self.leader, self.led
        winner = 1 - leader if trick_winner_is_follower(led, followed, self.trump_suit) else leader
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
            self.points[winner] += LAST_TRICK_BONUS
            self.events.append(Event(ev.LAST_TRICK, winner, (), LAST_TRICK_BONUS))
        if self.points[winner] >= WIN_POINTS:
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
            self._finish(player, self._closing_penalty(), "THE CLOSER FAILED")
            return
        extra = (self.points[loser] < SCHNEIDER_BELOW) + (self.tricks[loser] == 0)
        reason = ("SCHWARZ" if self.tricks[loser] == 0 else "SCHNEIDER") if extra else ""
        self._finish(player, 1 + extra, reason)

    def _closing_penalty(self) -> int:
        return 2 if self.closer_opponent_had_trick else 3

    def _end_with_cards_gone(self) -> None:
        if self.closed_by is not None:
            self._finish(1 - self.closed_by, self._closing_penalty(), "THE CLOSER FAILED")
            return
        self.over = True
        self.events.append(Event(ev.CARRY, None, (), self.carry_in + 1))

    def _finish(self, winner: int, points: int, reason: str) -> None:
        self.over, self.winner = True, winner
        self.game_points, self.reason = points + self.carry_in, reason
        self.events.append(Event(ev.WIN, winner, (), self.game_points, reason=reason))
