"""A whole game of Basra or Passur, hands until someone passes the gamepoint, as one state.

The first action is a coin flip (chance; the outcome is the first dealer's seat); then the
current hand's actions follow, the deal alternating. A finished hand's points are added at
once. With ``replay_hands`` the game then waits for a decision of ``replay_seat`` (the
human): ``KEEP_HAND`` lets the hand count, ``REPLAY_HAND`` withdraws its points and deals
the same cards again with the same dealer. Once a hand counts, the game is over if a total
reached the gamepoint and the totals differ (the higher wins); equal totals play on.
Between hands the game waits at a chance node (the next hand's cut) while ``hand`` still
shows the finished hand, so a screen can show its score first.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.basra import events as ev
from games.basra.events import Event
from games.basra.observation import observe
from games.basra.pack import NUM_CARDS, card_text
from games.basra.rulebook import DEFAULT_OPTIONS, Options
from games.basra.rules import HandState
from games.basra.scoring import PlayerScore
from games.basra.state_text import hand_text

KEEP_HAND = 52
"""Action (replay-hands option): the finished hand counts."""
REPLAY_HAND = 53
"""Action (replay-hands option): withdraw the finished hand and deal it again."""
BIG_LEAD_SHARE = 0.3
"""A lead of this share of the gamepoint (at least 20 points) is a big lead."""


def big_lead(gamepoint: int) -> int:
    """The lead that counts as big in a game to ``gamepoint``."""
    return max(20, round(gamepoint * BIG_LEAD_SHARE))


class BasraGame(GameState):
    """A whole game; ``hand`` is the current (or just finished) hand."""

    def __init__(self, options: Options = DEFAULT_OPTIONS, *, replay_seat: int = 0) -> None:
        super().__init__()
        self.options, self.replay_seat = options, replay_seat
        self.hand: HandState | None = None
        self.first_dealer: int | None = None
        self.scores = [0, 0]
        self.hand_scores: list[tuple[PlayerScore, PlayerScore]] = []
        """The score of every hand that counted, in order."""
        self.events: list[Event] = []
        """Every event of the game so far (the hands' events included), in order."""
        self.deciding = False
        """Waiting for ``replay_seat`` to keep or replay the finished hand."""
        self.winner: int | None = None
        self._synced = 0

    # --- queries -----------------------------------------------------------------------

    def current_player(self) -> int:
        if self.winner is not None:
            return GameState.TERMINAL
        if self.deciding:
            return self.replay_seat
        if self.hand is None or self.hand.over:
            return GameState.CHANCE
        return self.hand.current_player()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if not self.is_chance_node():
            return []
        if self.hand is None:
            return [(0, 0.5), (1, 0.5)]
        if self.hand.over:
            return [(c, 1.0 / NUM_CARDS) for c in range(NUM_CARDS)]
        return self.hand.chance_outcomes()

    def legal_actions(self) -> list[int]:
        player = self.current_player()
        if player == GameState.TERMINAL:
            return []
        if self.deciding:
            return [KEEP_HAND, REPLAY_HAND]
        if player == GameState.CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        assert self.hand is not None
        return self.hand.legal_actions()

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
        hand = self.hand
        if hand is not None and not hand.over and not self.deciding and self.winner is None:
            return hand.why_illegal(action, player)
        mover = self.current_player()
        if mover == GameState.TERMINAL:
            return "the game is over"
        if self.deciding:
            if player is not None and player != mover:
                return "not your turn"
            return None if action in (KEEP_HAND, REPLAY_HAND) else "keep or replay the hand"
        if self.hand is None or self.hand.over:
            if player is not None:
                return "wait for the deal"
            return None if any(a == action for a, _ in self.chance_outcomes()) else (
                "no such chance outcome")
        return self.hand.why_illegal(action, player)

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def information_state(self, player: int) -> object:
        """What ``player`` knows: the current hand's ``Observation`` (scores included)."""
        if self.hand is None:
            return (tuple(self.scores), None)
        return observe(self.hand, player, scores=(self.scores[0], self.scores[1]))

    def events_since(self, count: int) -> list[Event]:
        """The events after the first ``count`` (a screen remembers how many it showed)."""
        return self.events[count:]

    def action_to_string(self, action: int) -> str:
        if self.hand is None:
            return f"coin: P{action} deals first"
        if self.deciding:
            return "keep the hand" if action == KEEP_HAND else "replay the hand"
        if self.hand.over:
            return f"new hand: cut shows {card_text(action)}"
        return self.hand.action_to_string(action)

    def clone(self) -> BasraGame:
        new = BasraGame.__new__(BasraGame)
        new.__dict__.update(self.__dict__)
        new.history, new.scores = self.history.copy(), self.scores.copy()
        new.hand_scores, new.events = self.hand_scores.copy(), self.events.copy()
        new.hand = self.hand.clone() if self.hand is not None else None
        return new

    def __str__(self) -> str:
        """The game's totals and state, then the current hand (see ``state_text``)."""
        winner = "-" if self.winner is None else f"P{self.winner}"
        head = (f"game to {self.options.gamepoint}: scores {self.scores[0]}-{self.scores[1]}"
                f" hands counted {len(self.hand_scores)} first dealer {self.first_dealer}"
                f" deciding {self.deciding} winner {winner} events {len(self.events)}\n")
        return head + (hand_text(self.hand) if self.hand is not None else "no hand yet\n")

    # --- changes -----------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        if self.hand is None:
            self.first_dealer = action
            self._new_hand(HandState(action, self.options))
            return
        if self.deciding:
            self.deciding = False
            if action == KEEP_HAND:
                self.events.append(Event(ev.KEEP, self.replay_seat))
                self._count_hand(self.hand)
            else:
                self._replay(self.hand)
            return
        if self.hand.over:
            self._new_hand(HandState(1 - self.hand.dealer, self.options))
        # ``why_illegal`` has asked the hand already: apply without asking twice.
        self.hand._apply_action(action)
        self.hand.history.append(action)
        self._sync()
        if self.hand.over:
            self._hand_finished(self.hand)

    def _new_hand(self, hand: HandState) -> None:
        self.hand, self._synced = hand, 0
        self._sync()

    def _sync(self) -> None:
        assert self.hand is not None
        events = self.hand.events
        if len(events) > self._synced:
            self.events.extend(events[self._synced:])
            self._synced = len(events)

    def _hand_finished(self, hand: HandState) -> None:
        assert hand.score is not None
        for p in (0, 1):
            self.scores[p] += hand.score[p].total
        if self.options.replay_hands:
            self.deciding = True
        else:
            self._count_hand(hand)

    def _replay(self, hand: HandState) -> None:
        assert hand.score is not None
        for p in (0, 1):
            self.scores[p] -= hand.score[p].total
        self.events.append(Event(ev.REPLAY, self.replay_seat))
        self._new_hand(HandState(hand.dealer, self.options, replay=tuple(hand.chance_log)))

    def _count_hand(self, hand: HandState) -> None:
        assert hand.score is not None
        self.hand_scores.append(hand.score)
        top = max(self.scores)
        margin = abs(self.scores[0] - self.scores[1])
        leader = 0 if self.scores[0] > self.scores[1] else 1
        if top >= self.options.gamepoint:
            if margin:
                self.winner = leader
                self.events.append(Event(ev.GAME_OVER, leader, value=self.scores[leader]))
            else:
                self.events.append(Event(ev.PLAY_ON, None, value=top))
        elif margin >= big_lead(self.options.gamepoint):
            self.events.append(Event(ev.BIG_LEAD, leader, value=margin))
