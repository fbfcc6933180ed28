"""Computer players for Basra and Passur: random, greedy, greedy_safe and the AI.

All of them decide from their seat's ``Observation`` only (never the hidden cards):

* ``GreedyBot`` plays the card that takes the most points now (a basra or sur counted),
  then the most cards; among equals the card worth least itself, then at random.
* ``GreedySafeBot`` is greedy but subtracts what the floor it leaves is worth to the
  opponent if he can sweep it: the chance that one of his cards does (counted from the
  unseen cards) times the sweep bonus plus the floor's points.
* ``AIBot`` counts every card seen. In the last batch every unseen card is in the
  opponent's hand, so one world is searched to the end of the hand and its choice is
  exact. Earlier it draws opponent hands from the unseen cards (not from the known bottom
  of the pack), searches each world to the end of the batch (``search``) and plays the
  card with the best average. The judgement at the end of a batch weighs the chance of
  leaving a basra and the majority race; spending a jack or the seven of diamonds is
  valued by the same search.

The number of worlds is fixed (not a time budget), so a decision depends only on the
observation and the rng: runs are reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from games._shared.bots import RandomBot
from games._shared.state import GameState
from games.basra.capture import capturer_for
from games.basra.game import KEEP_HAND, BasraGame
from games.basra.judgement import Judgement, sweep_chance, sweeping_cards
from games.basra.observation import Observation, observe
from games.basra.pack import ORDER_KEY, bits, mask_of
from games.basra.rules import HandState
from games.basra.search import BatchSearch
from games.basra.worlds import worlds_for

__all__ = ["AIBot", "AISettings", "GreedyBot", "GreedySafeBot", "RandomBot", "action_values",
           "best_card", "decide"]


def current_hand(state: GameState) -> tuple[HandState, tuple[int, int]]:
    """The hand to play in and the game totals: the state itself or a game's hand."""
    if isinstance(state, BasraGame):
        assert state.hand is not None, "no hand is being played"
        return state.hand, (state.scores[0], state.scores[1])
    if not isinstance(state, HandState):
        raise TypeError(f"a Basra bot cannot play {type(state).__name__}")
    return state, (0, 0)


def _deciding(state: GameState) -> bool:
    return isinstance(state, BasraGame) and state.deciding


def _observation(state: GameState) -> Observation:
    hand, scores = current_hand(state)
    return observe(hand, hand.current_player(), scores)


def _cheapest(cards: list[int], points: tuple[int, ...]) -> int:
    return min(cards, key=lambda c: (points[c], ORDER_KEY[c]))


def immediate(obs: Observation, card: int) -> tuple[int, int, int]:
    """(points taken with the sweep bonus, cards taken, floor left) if ``card`` is played."""
    capturer = capturer_for(obs.options)
    taken, sweep = capturer.outcome(card, obs.floor)
    if not taken:
        return 0, 0, obs.floor | 1 << card
    points = capturer.points
    gain = points[card] + sum(points[c] for c in bits(taken))
    if sweep:
        gain += 5 if obs.options.passur else 10
    return gain, taken.bit_count() + 1, obs.floor ^ taken


def sweep_risk(obs: Observation, floor: int) -> float:
    """What ``floor`` left after my play is worth to the opponent through a sweep: the
    chance that his next cards include a sweeping one, times bonus plus floor points."""
    if not floor or (obs.last_batch and obs.opponent_hand_size == 0):
        return 0.0
    capturer = capturer_for(obs.options)
    bonus = 5 if obs.options.passur else 10
    sweeping = sweeping_cards(obs.options, floor) & (obs.unseen | obs.opponent_known)
    value = bonus + sum(capturer.points[c] for c in bits(floor))
    if sweeping & obs.opponent_known:
        return float(value)
    pool = obs.unseen & ~mask_of(obs.tail)
    unknown = obs.opponent_unknown_count or 4
    n, b = pool.bit_count(), (sweeping & pool).bit_count()
    if unknown >= 4:
        return sweep_chance(n, b) * value
    chance = 1.0
    for i in range(unknown):
        if n - i <= 0:
            break
        chance *= max(0.0, (n - b - i) / (n - i))
    return (1.0 - chance) * value


class GreedyBot:
    """Most points now, then most cards; the cheapest of equal cards, then at random."""

    name = "greedy"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The greedy card (``KEEP_HAND`` when a finished hand awaits a decision)."""
        if _deciding(state):
            return KEEP_HAND
        obs = _observation(state)
        return _best(obs, rng, lambda gain, cards, floor: (float(gain), cards))

    def reset(self) -> None:
        """Nothing to forget between games."""


class GreedySafeBot:
    """Greedy, less the sweep the floor left may give the opponent."""

    name = "greedy_safe"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The card with the best points now less the risk left behind."""
        if _deciding(state):
            return KEEP_HAND
        obs = _observation(state)
        return _best(obs, rng, lambda gain, cards, floor: (
            round(gain - sweep_risk(obs, floor), 6), cards))

    def reset(self) -> None:
        """Nothing to forget between games."""


Rating = Callable[[int, int, int], tuple[float, int]]
"""How a greedy player rates a card from (points taken, cards taken, floor left)."""


def _best(obs: Observation, rng: random.Random, rate: Rating) -> int:
    """The best-rated card; the cheapest of equals, then one of those at random."""
    points = capturer_for(obs.options).points
    scored = []
    for c in bits(obs.hand):
        scored.append((rate(*immediate(obs, c)), -points[c], c))
    top = max((rating, cost) for rating, cost, _ in scored)
    return rng.choice(sorted(c for rating, cost, c in scored if (rating, cost) == top))


@dataclass(frozen=True)
class AISettings:
    """Strength knobs of ``AIBot``."""

    worlds: int = 12
    """Opponent hands drawn per decision (all of them when there are no more)."""
    judgement: Judgement = Judgement()


class AIBot:
    """Card-counting player: sampled opponent hands, search to the end of the batch."""

    name = "ai"

    def __init__(self, settings: AISettings = AISettings()) -> None:
        self.settings = settings

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The AI's card for the player to move, from that player's observation only."""
        if _deciding(state):
            return KEEP_HAND
        return decide(_observation(state), rng, self.settings)

    def reset(self) -> None:
        """Nothing to forget between games."""


def decide(obs: Observation, rng: random.Random, settings: AISettings = AISettings()) -> int:
    """The card ``AIBot`` plays for ``obs``."""
    return best_card(obs, action_values(obs, rng, settings))


def best_card(obs: Observation, values: dict[int, float]) -> int:
    """The card of ``values`` (``action_values``) the AI plays: the best, the cheapest of
    equals (the hint names the same card from the same values)."""
    best = max(values.values())
    return _cheapest([c for c, v in values.items() if v >= best - 1e-9],
                     capturer_for(obs.options).points)


def action_values(obs: Observation, rng: random.Random,
                  settings: AISettings = AISettings()) -> dict[int, float]:
    """Average value (hand points, for the mover) of one card of each kind in hand."""
    search = BatchSearch(obs, settings.judgement)
    cards = search.moves(obs.hand)
    if len(cards) == 1:
        return {cards[0]: 0.0}
    totals = [0.0] * len(cards)
    for opponent_hand, weight in worlds_for(obs, rng, settings.worlds, search.classes):
        for i, value in enumerate(search.values(opponent_hand, cards)):
            totals[i] += weight * value
    return dict(zip(cards, totals, strict=True))
