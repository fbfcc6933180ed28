"""A match of Sixty-Six: deals until someone has 7 game points, as one ``GameState``.

The first action is a coin flip (a chance node, outcome = the first dealer's seat); then the
current deal's actions follow, dealers alternating. When a deal ends the match waits at a
chance node (the first card of the next deal) while ``deal`` still shows the finished
deal, so a screen can show the result before the next shuffle. Carried points (a 65-65
deal) accumulate and go to the winner of the next decided deal.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.sixty_six.deck import NUM_CARDS, card_text
from games.sixty_six.rules import DEAL_STEPS, DEFAULT_OPTIONS, DealState, Options

MATCH_POINTS = 7


class MatchState(GameState):
    """A whole match; ``deal`` is the current (or just finished) deal."""

    def __init__(self, options: Options = DEFAULT_OPTIONS, target: int = MATCH_POINTS) -> None:
        super().__init__()
        self.options, self.target = options, target
        self.deal: DealState | None = None
        self.first_dealer: int | None = None
        self.scores = [0, 0]
        self.carry = 0
        self.results: list[tuple[int | None, int]] = []
        """(winner or None, game points) of every finished deal."""

    @property
    def winner(self) -> int | None:
        """The match winner, once someone has ``target`` game points."""
        for player in (0, 1):
            if self.scores[player] >= self.target:
                return player
        return None

    def _deal_in_play(self) -> DealState | None:
        """The current deal while it is being played; None before the first and between deals."""
        deal = self.deal
        return None if deal is None or deal.over else deal

    def current_player(self) -> int:
        if self.winner is not None:
            return GameState.TERMINAL
        deal = self._deal_in_play()
        return GameState.CHANCE if deal is None else deal.current_player()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.winner is not None:
            return []
        if self.deal is None:
            return [(0, 0.5), (1, 0.5)]
        if self.deal.over:
            return [(c, 1.0 / NUM_CARDS) for c in range(NUM_CARDS)]
        return self.deal.chance_outcomes()

    def legal_actions(self) -> list[int]:
        if self.winner is not None:
            return []
        deal = self._deal_in_play()
        if deal is None:
            return [a for a, _ in self.chance_outcomes()]
        return deal.legal_actions()

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
        if self.winner is not None:
            return "the match is over"
        deal = self._deal_in_play()
        if deal is None:
            if player is not None:
                return "not your turn"
            ok = action in (0, 1) if self.deal is None else 0 <= action < NUM_CARDS
            return None if ok else "no such chance outcome"
        return deal.why_illegal(action, player)

    def _apply_action(self, action: int) -> None:
        if self.deal is None:
            self.first_dealer = action
            self.deal = DealState(action, carry_in=0, options=self.options)
            return
        if self.deal.over:
            self.deal = DealState(1 - self.deal.dealer, carry_in=self.carry, options=self.options)
        self.deal.apply_action(action)
        if self.deal.over:
            self._score_deal(self.deal)

    def _score_deal(self, deal: DealState) -> None:
        self.results.append((deal.winner, deal.game_points))
        if deal.winner is None:
            self.carry = deal.carry_out
        else:
            self.scores[deal.winner] += deal.game_points
            self.carry = 0

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def information_state(self, player: int) -> object:
        deal = self.deal
        view = None if deal is None or deal.dealt < DEAL_STEPS else deal.information_state(player)
        return (tuple(self.scores), self.carry, view)

    def action_to_string(self, action: int) -> str:
        if self.deal is None:
            return f"coin: P{action} deals first"
        if self.deal.over:
            return f"new deal: deal {card_text(action)}"
        return self.deal.action_to_string(action)

    def clone(self) -> MatchState:
        new = MatchState.__new__(MatchState)
        new.__dict__.update(self.__dict__)
        new.history, new.scores = self.history.copy(), self.scores.copy()
        new.results = self.results.copy()
        new.deal = self.deal.clone() if self.deal is not None else None
        return new

    def __str__(self) -> str:
        head = (f"match to {self.target}: scores {self.scores[0]}-{self.scores[1]}"
                f" carry {self.carry} first dealer {self.first_dealer}"
                f" deals {len(self.results)}\n")
        return head + (str(self.deal) if self.deal is not None else "no deal yet\n")
