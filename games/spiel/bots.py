"""OpenSpiel's search players as arena bots: ``ismcts:N`` and ``mcts:N``.

``ismcts:N`` is OpenSpiel's information-set Monte Carlo tree search (its ``ISMCTSBot``) with
``N`` simulations per decision: each simulation deals the hidden cards again through the
game's resample function (``games.spiel.worlds``, what ``resample_from_infostate`` uses),
so it plays from its own seat's knowledge, as ours do. ``mcts:N`` is OpenSpiel's plain
MCTS (``open_spiel.python.algorithms.mcts``): it searches the true state, so it SEES EVERY
CARD, the other hands and the order of the pack (perfect information); a yardstick, not a
fair opponent. Both evaluate a leaf by one random playout to the end, with OpenSpiel's
usual exploration constant 2, and play the most visited move. Every seed comes from the rng
the arena passes in, so a run repeats.

The playout is OpenSpiel's ``RandomRolloutEvaluator`` (every player picks a legal move
uniformly, chance by its probabilities, to the end) made on our own state rather than
through the OpenSpiel wrapper (``EngineRollout``): the same playouts, without a crossing
into OpenSpiel's C++ and the fingerprint of every player's view at every move. That makes
a decision 2.5-5 times quicker (ISMCTS-100, one decision, load 0.5: Sixty-Six 0.53 s ->
0.20 s, a Basra hand 1.21 -> 0.34, a Spades hand 1.40 -> 0.27, Russian Bank 59 -> 10.8).

These are OpenSpiel's Python bots (``open_spiel.python.algorithms``): its C++ ``MCTSBot``
and ``ISMCTSBot`` crash (segmentation fault) on any Python game in open_spiel 2.0.2, its
own ``python_tic_tac_toe`` included.

Measured (EXPERT against them, seats swapped, duplicate deals, Wilson 95 %, load 2-3.5 on
2 cores, 2 Dec 2026, with ``EngineRollout``): Sixty-Six deals against ismcts:100 31/40 =
77.5 %, ismcts:1000 38/60 = 63 %, mcts:1000 29/60 = 48 %; basra-hand 26/40, 11/16, 5/16;
passur-hand 23/40, 10/16, 8/16; spades-hand 22/40, 8/16, 2/16; Russian Bank 2/2 games
against ismcts:100; Pachisi 4/4 games against three mcts:100. Russian Bank at 1000
simulations and Pachisi against three mcts:1000 take hours a game here.
"""

from __future__ import annotations

import random
import re

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from games._shared.state import GameState, sample_chance
from games.spiel.game import PERFECT_INFORMATION, SpielGame, SpielState, load

NAME = re.compile(r"^(ismcts|mcts):([1-9][0-9]*)$")
UCT_C = 2.0
LABELS = {
    "ismcts": "OpenSpiel's ISMCTS, {n} simulations: sees only its own seat's cards",
    "mcts": "OpenSpiel's MCTS, {n} simulations: SEES EVERY CARD (perfect information)",
}


def is_spiel_name(name: str) -> bool:
    """Whether ``name`` names one of OpenSpiel's bots (``ismcts:1000``, ``mcts:100``)."""
    return NAME.match(name) is not None


def label(name: str, game: str = "") -> str:
    """What the arena prints beside the bot's name (in ``game``)."""
    found = NAME.match(name)
    assert found is not None, name
    text = LABELS[found.group(1)].format(n=found.group(2))
    if found.group(1) == "ismcts" and game in PERFECT_INFORMATION:
        text += f"; {game} hides nothing, so it searches as MCTS does"
    return text


class EngineRollout(mcts.RandomRolloutEvaluator):
    """OpenSpiel's random-playout evaluator, played on the ``GameState`` inside the
    OpenSpiel state (its prior, uniform over the legal moves, is OpenSpiel's own)."""

    def evaluate(self, state: SpielState) -> np.ndarray:
        """The returns at the end of one random playout from ``state``."""
        playout = state.inner.clone()
        rng = random.Random(int(self._random_state.randint(2**31)))
        while not playout.is_terminal():
            if playout.is_chance_node():
                playout.apply_action(sample_chance(playout, rng))
            else:
                playout.apply_action(rng.choice(playout.legal_actions()))
        return np.array(playout.returns())


class SpielBot:
    """One of OpenSpiel's bots, asked afresh (seeded from the arena's rng) at each decision."""

    def __init__(self, game: str, name: str) -> None:
        found = NAME.match(name)
        if found is None:
            raise ValueError(f"not an OpenSpiel bot: {name!r}")
        self.kind, self.simulations = found.group(1), int(found.group(2))
        if game in PERFECT_INFORMATION:
            self.kind = "mcts"  # ISMCTS asks for hidden information; here there is none
        self.name = name
        self.game: SpielGame = load(game, views=self.kind == "ismcts")

    def _bot(self, seed: int) -> mcts.MCTSBot | ismcts.ISMCTSBot:
        evaluator = EngineRollout(1, np.random.RandomState(seed))
        if self.kind == "mcts":
            return mcts.MCTSBot(self.game, UCT_C, self.simulations, evaluator, solve=False,
                                random_state=np.random.RandomState(seed + 1))
        bot = ismcts.ISMCTSBot(self.game, evaluator, UCT_C, self.simulations,
                               random_state=np.random.RandomState(seed + 1),
                               final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
        worlds = random.Random(seed + 2)
        bot.set_resampler(lambda state, player: state.resample(player, worlds))
        return bot

    def _state(self, state: GameState) -> SpielState:
        if self.kind == "ismcts":
            return self.game.wrap(state)
        return self.game.around(state)

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The move OpenSpiel's bot picks in ``state`` (a clone the arena gives away)."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return int(self._bot(rng.randrange(2**31)).step(self._state(state)))


def make(game: str, name: str) -> SpielBot:
    """The arena's ``BotMaker`` for OpenSpiel's players (a module function, so that worker
    processes can be handed it)."""
    return SpielBot(game, name)
