"""The hint in Basra and Passur: the expert's card for your seat, what it takes and why.

``hint_for`` seats the EXPERT player (``ai.AIBot``) in your chair with your observation
only (your hand, the floor, the cards seen; never Abdul's hand nor the pack), so the
card it names is the one the expert would play, from the same values and tie rule
(``ai.best_card``). The words say what the card does ("7♦ TAKES 4♣ 3♥") and the first
reason that holds, checked in this order:

* it sweeps the floor: a basra (10 points) or a sur (5);
* a card that takes as much now would leave Abdul a floor some unseen card of his could
  sweep, and this one does not: "A BASRA IS OPEN TO ABDUL OTHERWISE";
* it takes the most points the hand can take now;
* it takes less now, keeping a jack (or the seven of diamonds) for a fuller floor;
* it leaves Abdul no sweep; or the search simply rates it best over his possible hands
  (for a card laid on the floor: it gives him the least).

The estimate is the expert's own figure: the points you end the hand ahead (or behind)
as its search judges them, exact in the last batch, where Abdul's cards are known by
counting. The whole line fits the message row (``MESSAGE_WIDTH``).
"""

from __future__ import annotations

import random

from games._shared.hints import Hint
from games._shared.state import GameState
from games.basra.ai import AISettings, action_values, best_card, current_hand, immediate
from games.basra.capture import capturer_for
from games.basra.judgement import sweeping_cards
from games.basra.messages import COMPUTER_NAME, label
from games.basra.observation import Observation, observe
from games.basra.pack import JACKS, SEVEN_OF_DIAMONDS, bits
from games.basra.strengths import ExpertBot

LINE_WIDTH = 78
"""Characters of the message row a notice uses without turning into a box."""


def hint_for(state: GameState, seat: int, rng: random.Random,
             settings: AISettings | None = None) -> Hint:
    """The expert's card for ``seat`` (to move in ``state``), from its observation only
    (``settings``: the expert's own unless given)."""
    settings = settings or ExpertBot().settings
    hand, scores = current_hand(state)
    if hand.current_player() != seat:
        raise ValueError(f"seat {seat} is not to move")
    obs = observe(hand, seat, scores)
    values = action_values(obs, rng, settings)
    card = best_card(obs, values)
    estimate = _estimate(values[card]) if len(values) > 1 else ""
    return _fitted(card, _what(obs, card), _why(obs, card, values), estimate)


def _what(obs: Observation, card: int) -> str:
    """``"7♦ TAKES 4♣ 3♥"`` or ``"LAY 5♠ ON THE FLOOR"``."""
    taken, _ = capturer_for(obs.options).outcome(card, obs.floor)
    if not taken:
        return f"LAY {label(card)} ON THE FLOOR"
    return f"{label(card)} TAKES {' '.join(label(c) for c in bits(taken))}"


def _open(obs: Observation, floor: int) -> bool:
    """Whether Abdul may hold a card that sweeps ``floor`` (an unseen or known card)."""
    if not floor or (obs.last_batch and obs.opponent_hand_size == 0):
        return False
    return bool(sweeping_cards(obs.options, floor) & (obs.unseen | obs.opponent_known))


def _clears(obs: Observation, card: int) -> bool:
    """Whether ``card`` takes every card it meets: a jack, or the seven of diamonds where
    it sweeps (a card worth keeping for a fuller floor)."""
    return bool(JACKS >> card & 1) or (obs.options.seven_sweeps and card == SEVEN_OF_DIAMONDS)


def _why(obs: Observation, card: int, values: dict[int, float]) -> str:
    """The first reason that holds for ``card`` (see the module's list)."""
    options = obs.options
    sweep = options.sweep_name
    gain, _, floor = immediate(obs, card)
    if capturer_for(options).outcome(card, obs.floor)[1]:
        return f"A {sweep}: {5 if options.passur else 10} POINTS MORE"
    others = [c for c in bits(obs.hand) if c != card]
    left_open = [c for c in others if immediate(obs, c)[0] >= gain
                 and _open(obs, immediate(obs, c)[2])]
    if left_open and not _open(obs, floor):
        return f"A {sweep} IS OPEN TO {COMPUTER_NAME} OTHERWISE"
    best_now = max(immediate(obs, c)[0] for c in bits(obs.hand))
    if gain and gain >= best_now:
        return "THE MOST POINTS YOU CAN TAKE NOW"
    kept = [c for c in others if immediate(obs, c)[0] > gain
            and _clears(obs, c)]
    if kept:
        return f"KEEP {label(kept[0])} FOR A FULLER FLOOR"
    if not _open(obs, floor) and floor:
        return f"IT LEAVES {COMPUTER_NAME} NO {sweep}"
    if len(values) == 1:
        return "YOUR CARDS ALL PLAY ALIKE"
    if not immediate(obs, card)[1]:
        return f"IT GIVES {COMPUTER_NAME} THE LEAST"
    return f"BEST OVER THE HANDS {COMPUTER_NAME} MAY HOLD"


def _estimate(value: float) -> str:
    """The expert's figure for the hand: ``"EXPECT +3 THIS HAND"``."""
    points = round(value)
    return "EXPECT AN EVEN HAND" if points == 0 else f"EXPECT {points:+d} THIS HAND"


def _fitted(card: int, what: str, why: str, estimate: str) -> Hint:
    """The hint, shortened until its line fits the message row: the estimate said
    shorter, the captured cards counted instead of named, then the estimate left out."""
    hint = Hint(card, f"{what}, {why}", estimate)
    if len(hint.line()) > LINE_WIDTH:
        estimate = estimate.replace(" THIS HAND", "")
        hint = Hint(card, hint.words, estimate)
    if len(hint.line()) > LINE_WIDTH and " TAKES " in what:
        short = what.split(" TAKES ")[0] + f" TAKES {len(what.split()) - 2} CARDS"
        hint = Hint(card, f"{short}, {why}", estimate)
    if len(hint.line()) > LINE_WIDTH:
        hint = Hint(card, hint.words)
    return hint
