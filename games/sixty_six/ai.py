"""Computer players for Sixty-Six: random, greedy ("bully") and the searching AI.

``AIBot`` never looks at hidden cards. It works from its ``Observation`` only and plays
perfect-information Monte Carlo (PIMC): it draws a fixed number of worlds consistent with
what it has seen (or all of them when there are few), values every legal action in every
world by search, and plays the action with the best average value in game points.

* Stock used up: the unseen cards are the opponent's hand, so there is one world and the
  exact solver makes the choice minimax-optimal in game points.
* Stock closed: each world is solved exactly (``solver.Endgame``).
* Stock open: ``lookahead.Lookahead`` plays the trick out in each world, then judges the
  position (or solves it exactly if the stock has run out). Closing is valued by solving
  the closed game in each world; it must beat the best card by ``close_margin``.
* A card that surely wins the deal at once (a marriage reaching 66, a trick reaching 66)
  is played without search (``winning_now``): no later win can pay more.
* Otherwise it always swaps the trump nine when allowed; marriages are declared by the rules
  whenever it leads a king or queen with its partner, and the search counts their points.

The number of worlds is fixed (not a time budget), so a decision depends only on the
observation and the rng: runs are reproducible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from games._shared.bots import RandomBot
from games._shared.state import GameState
from games.sixty_six.deck import (
    NUM_CARDS,
    ORDER_OF,
    PARTNER_OF,
    POINTS_OF,
    SUIT_OF,
    bits,
    trick_winner_is_follower,
)
from games.sixty_six.lookahead import Judgement, Lookahead
from games.sixty_six.match import MatchState
from games.sixty_six.observation import Observation, observe
from games.sixty_six.rulebook import (
    LAST_TRICK_BONUS,
    MARRIAGE_POINTS,
    TRUMP_MARRIAGE_POINTS,
    WIN_POINTS,
)
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE, FOLLOW_HEAD_TRUMP, DealState
from games.sixty_six.solver import INFINITY, Endgame
from games.sixty_six.worlds import World, worlds_for

__all__ = ["AIBot", "AISettings", "Choice", "GreedyBot", "RandomBot", "action_values", "weigh",
           "winning_now", "world_values"]


class GreedyBot:
    """The "bully": trumps first, else follow suit, else its highest card.

    Precisely: among the cards it may play, the strongest trump if it has one; else, when
    following, the strongest card of the led suit if it has one; else its strongest card
    (by rank A 10 K Q J 9, ties to the lower suit number). It never closes and never
    exchanges; marriages happen when the rules declare them.
    """

    name = "greedy"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The bully's card (``rng`` is not used: the bully is deterministic)."""
        del rng
        state = current_deal(state)
        cards = [a for a in state.legal_actions() if a < NUM_CARDS]
        trumps = [c for c in cards if SUIT_OF[c] == state.trump_suit]
        if trumps:
            return _strongest(trumps)
        if state.led is not None:
            same = [c for c in cards if SUIT_OF[c] == SUIT_OF[state.led]]
            if same:
                return _strongest(same)
        return _strongest(cards)

    def reset(self) -> None:
        """Nothing to forget between deals."""


def current_deal(state: GameState) -> DealState:
    """The deal to play in: the state itself, or a match's current deal."""
    deal = state.deal if isinstance(state, MatchState) else state
    if not isinstance(deal, DealState):
        raise TypeError(f"a Sixty-Six bot cannot play {type(deal).__name__}")
    return deal


def _strongest(cards: list[int]) -> int:
    return min(cards, key=lambda c: (ORDER_OF[c], SUIT_OF[c]))


@dataclass(frozen=True)
class AISettings:
    """Strength knobs of ``AIBot``."""

    worlds: int = 32
    """Worlds drawn per decision (all of them when there are no more than this)."""
    depth: int = 1
    """Tricks searched in each world while the stock is open."""
    close_margin: float = 0.1
    """How much better (game points) closing must look than the best card."""
    judgement: Judgement = Judgement()
    """Weights of the open-stock position judgement."""


class AIBot:
    """PIMC player: fixed number of sampled worlds, search in each, best average."""

    name = "ai"

    def __init__(self, settings: AISettings = AISettings()) -> None:
        self.settings = settings

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The AI's action for the player to move, from that player's observation only."""
        state = current_deal(state)
        obs = observe(state, state.current_player())
        return decide(obs, state.legal_actions(), rng, self.settings)

    def reset(self) -> None:
        """Nothing to forget between deals."""


def decide(obs: Observation, legal: list[int], rng: random.Random,
           settings: AISettings = AISettings()) -> int:
    """The action ``AIBot`` plays for ``obs`` with these legal actions."""
    return weigh(obs, legal, rng, settings).action


@dataclass(frozen=True)
class Choice:
    """A decision with the reasons behind it (what a hint tells the person).

    ``shortcut`` is why no search was needed ("win" a card ending the deal with a win,
    "exchange" the trump nine swap, "only" a single legal action) or "" after a search;
    ``values`` the searched average game points of each action (empty without search);
    ``wins`` the share of sampled worlds in which the chosen action is judged to win.
    """

    action: int
    shortcut: str = ""
    values: dict[int, float] = field(default_factory=dict)
    wins: float = 0.0


def weigh(obs: Observation, legal: list[int], rng: random.Random,
          settings: AISettings = AISettings()) -> Choice:
    """``decide``'s action and its reasons (the same action, the same rng draws)."""
    finish = winning_now(obs, legal)
    if finish is not None:
        return Choice(finish, "win", wins=1.0)
    if EXCHANGE_TRUMP_NINE in legal:
        return Choice(EXCHANGE_TRUMP_NINE, "exchange")
    if len(legal) == 1:
        return Choice(legal[0], "only")
    table = world_values(obs, legal, rng, settings)
    values = {a: sum(world.get(a, 0.0) for world in table) / len(table) for a in legal}
    if CLOSE in values:
        values[CLOSE] -= settings.close_margin
    best = max(legal, key=lambda a: (values[a], -_cost(a)))
    wins = sum(world[best] > 0 for world in table) / len(table)
    return Choice(best, "", values, wins)


def winning_now(obs: Observation, legal: list[int]) -> int | None:
    """A card that surely ends the deal at once with the mover's win, or None.

    Such a win pays the most the mover can still score: the opponent's points and tricks
    only grow (and a closing penalty is fixed), so no later win pays more. The search may
    find the same value for playing on, and the estimate comes near it; this makes the tie
    fall to ending the deal. In order of preference:

    * leading a king or queen whose marriage reaches 66 (and counts now): the deal ends
      before the opponent plays;
    * a card that takes the trick and reaches 66 with it: when following, a card that
      beats the led one; when leading, one that no card the opponent may hold can beat.
    """
    me = obs.player
    cards = [a for a in legal if a < NUM_CARDS]
    counts_now = obs.tricks[me] > 0 or not obs.options.marriage_needs_trick
    # Held-back marriage points count as soon as the mover takes a trick.
    points = obs.points[me] + obs.pending[me]
    last_bonus = LAST_TRICK_BONUS if obs.hand.bit_count() == 1 and obs.closed_by is None else 0
    if obs.led is not None:
        takers = [c for c in cards if trick_winner_is_follower(obs.led, c, obs.trump_suit)
                  and points + POINTS_OF[obs.led] + POINTS_OF[c] + last_bonus >= WIN_POINTS]
        return min(takers, key=_cost, default=None)
    declarations, takers = [], []
    threats = obs.opponent_known | (obs.unseen & ~obs.opponent_excluded)
    if obs.trump_card is not None and obs.closed_by is None:
        threats |= 1 << obs.trump_card  # he may swap the trump nine for it first
    for c in cards:
        marriage = _marriage_points(obs, c)
        if marriage and counts_now and obs.points[me] + marriage >= WIN_POINTS:
            declarations.append(c)
        elif (points + marriage + POINTS_OF[c] + last_bonus >= WIN_POINTS
              and not any(trick_winner_is_follower(c, f, obs.trump_suit) for f in bits(threats))):
            takers.append(c)
    if declarations:
        return min(declarations, key=_cost)
    return min(takers, key=_cost, default=None)


def _marriage_points(obs: Observation, card: int) -> int:
    """What leading ``card`` declares: 40 or 20 when its partner is in hand, else 0."""
    partner = PARTNER_OF[card]
    if partner < 0 or not obs.hand >> partner & 1:
        return 0
    return TRUMP_MARRIAGE_POINTS if SUIT_OF[card] == obs.trump_suit else MARRIAGE_POINTS


def _cost(action: int) -> float:
    """Tie-break: with equal values keep the cards worth more (play the cheaper one)."""
    return 100.0 if action >= NUM_CARDS else POINTS_OF[action] + action / 100


def action_values(obs: Observation, legal: list[int], rng: random.Random,
                  settings: AISettings = AISettings()) -> dict[int, float]:
    """Average value in game points of each legal action over the sampled worlds."""
    table = world_values(obs, legal, rng, settings)
    return {action: sum(world.get(action, 0.0) for world in table) / len(table) for action in legal}


def world_values(obs: Observation, legal: list[int], rng: random.Random,
                 settings: AISettings = AISettings()) -> list[dict[int, float]]:
    """The value in game points of each legal action in each sampled world."""
    endgames = _Endgames(obs)
    return [_world_values(obs, world, legal, endgames, settings)
            for world in worlds_for(obs, rng, settings.worlds)]


class _Endgames:
    """One exact solver per closing condition, shared by all worlds of a decision."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.solvers: dict[tuple[int | None, bool], Endgame] = {}

    def get(self, closed_by: int | None, opponent_had_trick: bool) -> Endgame:
        key = (closed_by, opponent_had_trick)
        if key not in self.solvers:
            obs = self.obs
            self.solvers[key] = Endgame(
                obs.trump_suit, closed_by=closed_by, closer_opponent_had_trick=opponent_had_trick,
                carry=obs.carry_in, head_and_trump=obs.options.strict_endgame == FOLLOW_HEAD_TRUMP,
                marriage_needs_trick=obs.options.marriage_needs_trick)
        return self.solvers[key]


def _world_values(obs: Observation, world: World, legal: list[int], endgames: _Endgames,
                  settings: AISettings) -> dict[int, float]:
    """Value for the AI of each legal action in one world."""
    me, leader = obs.player, obs.leader
    follower = 1 - leader
    hl, hf = world.hands[leader], world.hands[follower]
    # The search keeps a player's held-back marriage points in his points until his first
    # trick (see ``solver``); only a player without a trick has any.
    pl, pf = obs.points[leader] + obs.pending[leader], obs.points[follower] + obs.pending[follower]
    wl, wf = obs.tricks[leader] > 0, obs.tricks[follower] > 0
    cards = [a for a in legal if a < NUM_CARDS]
    values: dict[int, float] = {}
    if not world.stock:
        solver = endgames.get(obs.closed_by, obs.closer_opponent_had_trick)
        for c in cards:
            if obs.led is None:
                values[c] = solver.after_lead(c, hl, hf, leader, pl, pf, wl, wf,
                                              -INFINITY, INFINITY)
            else:
                values[c] = -solver.after_trick(obs.led, c, hl, hf ^ (1 << c), leader, pl, pf,
                                                wl, wf, -INFINITY, INFINITY)
        return values
    search = Lookahead(endgames.get(None, False), settings.judgement)
    for c in cards:
        if obs.led is None:
            values[c] = search.after_lead(c, hl, hf, leader, pl, pf, wl, wf, world.stock,
                                          settings.depth, -INFINITY, INFINITY)
        else:
            values[c] = -search.after_trick(obs.led, c, hl, hf ^ (1 << c), leader, pl, pf, wl,
                                            wf, world.stock, settings.depth, -INFINITY, INFINITY)
    if CLOSE in legal:
        closed = endgames.get(me, obs.tricks[1 - me] > 0)
        points = (obs.points[0] + obs.pending[0], obs.points[1] + obs.pending[1])
        values[CLOSE] = closed.value(world.hands, me, points,
                                     (obs.tricks[0] > 0, obs.tricks[1] > 0))
    return values
