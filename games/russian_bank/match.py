"""A match of Russian Bank: games until one player's scores reach the target, one state.

The first game starts at once (its deal is the first chance nodes). When a game ends the
match waits at a chance node (the first card of the next deal) while ``game`` still shows
the finished game, so a screen can show its result first. A drawn or abandoned game
scores nothing; the stop mode a player set carries over to the next game.
"""

from __future__ import annotations

import dataclasses

from games._shared.state import GameState
from games.russian_bank.rules import DEFAULT_OPTIONS, BankState, Options
from games.russian_bank.scoring import DEFAULT_TARGET, check_target


@dataclasses.dataclass(frozen=True)
class GameResult:
    """How one game of the match ended."""

    winner: int | None
    score: int
    abandoned: bool = False
    draw_reason: str = ""


class MatchState(GameState):
    """A whole match; ``game`` is the current (or just finished) game."""

    def __init__(self, options: Options = DEFAULT_OPTIONS, target: int = DEFAULT_TARGET) -> None:
        super().__init__()
        self.options, self.target = options, check_target(target)
        self.game = BankState(options)
        self.scores = [0, 0]
        self.results: list[GameResult] = []

    @property
    def winner(self) -> int | None:
        """The match winner, once someone's scores reach the target."""
        for player in (0, 1):
            if self.scores[player] >= self.target:
                return player
        return None

    def current_player(self) -> int:
        if self.winner is not None:
            return GameState.TERMINAL
        return GameState.CHANCE if self.game.over else self.game.current_player()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.winner is not None:
            return []
        if self.game.over:
            return BankState(self.options).chance_outcomes()
        return self.game.chance_outcomes()

    def legal_actions(self) -> list[int]:
        if self.winner is not None:
            return []
        if self.game.over:
            return [action for action, _ in self.chance_outcomes()]
        return self.game.legal_actions()

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` may be taken now (by ``player``, if given), else a short reason."""
        if self.winner is not None:
            return "the match is over"
        if self.game.over:
            if player is not None:
                return "the next game is being dealt"
            return None if action in self.legal_actions() else "no such card to deal"
        return self.game.why_illegal(action, player)

    def _apply_action(self, action: int) -> None:
        if self.game.over:
            options = dataclasses.replace(self.options, stop_mode=self.game.stop_mode)
            self.game = BankState(options)
        self.game.apply_action(action)
        if self.game.over:
            self._count(self.game)

    def take_game(self, game: BankState) -> None:
        """Make ``game`` (one kept between runs, replayed) the game in play; a finished
        one counts at once, as its last move would have."""
        self.game = game
        if game.over:
            self._count(game)

    def _count(self, game: BankState) -> None:
        self.results.append(GameResult(game.winner, game.score, game.abandoned,
                                       game.draw_reason))
        if game.winner is not None:
            self.scores[game.winner] += game.score

    def returns(self) -> list[float]:
        winner = self.winner
        if winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if winner == 0 else [-1.0, 1.0]

    def information_state(self, player: int) -> object:
        view = None if self.game.starter is None else self.game.information_state(player)
        return (tuple(self.scores), self.target, view)

    def action_to_string(self, action: int) -> str:
        if self.game.over:
            return f"new game: {BankState(self.options).action_to_string(action)}"
        return self.game.action_to_string(action)

    def clone(self) -> MatchState:
        new = MatchState.__new__(MatchState)
        new.__dict__.update(self.__dict__)
        new.history, new.scores = self.history.copy(), self.scores.copy()
        new.results = self.results.copy()
        new.game = self.game.clone()
        return new

    def __str__(self) -> str:
        head = (f"match to {self.target}: scores {self.scores[0]}-{self.scores[1]}"
                f" games {len(self.results)}\n")
        return head + str(self.game)
