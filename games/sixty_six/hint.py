"""The hint for your move in Sixty-Six: what the EXPERT would play in your chair, and why.

``hint_for`` is pure: it takes the deal, the seat asking and a generator, looks at that
seat's ``Observation`` only (your hand and what is public or deduced, never the
computer's cards or the stock's order) and asks the EXPERT player (``ai.weigh`` with
``strengths.EXPERT_SETTINGS``) for the move and its reasons. The words say what to do
(the card, the marriage it declares, the trump nine swap, closing) and why; the estimate
is the computer's own: in how many of the ways the unseen cards may lie the move wins the
deal, and the game points it expects for you.
"""

from __future__ import annotations

import random

from games._shared.hints import Hint
from games._shared.state import GameState
from games.sixty_six.ai import Choice, current_deal, weigh
from games.sixty_six.deck import (
    NUM_CARDS,
    PARTNER_OF,
    POINTS_OF,
    SUIT_OF,
    bits,
    trick_winner_is_follower,
)
from games.sixty_six.messages import label, suit_name
from games.sixty_six.observation import Observation, observe
from games.sixty_six.rulebook import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE
from games.sixty_six.strengths import EXPERT_SETTINGS


def hint_for(state: GameState, seat: int, rng: random.Random) -> Hint:
    """The EXPERT's move for ``seat`` (who is to move) from that seat's view alone."""
    deal = current_deal(state)
    obs = observe(deal, seat)
    legal = deal.legal_actions()
    choice = weigh(obs, legal, rng, EXPERT_SETTINGS)
    return Hint(choice.action, words_for(obs, choice, legal), estimate_for(choice))


def estimate_for(choice: Choice) -> str:
    """The computer's own figure: deals won in 100 and game points expected."""
    if choice.shortcut == "win":
        return "THE DEAL IS YOURS"
    if not choice.values:
        return ""
    points = choice.values[choice.action]
    if choice.action == CLOSE:
        points += EXPERT_SETTINGS.close_margin  # the margin is caution, not expectation
    points = round(points, 1) or 0.0  # never "-0.0"
    return f"WINS {round(100 * choice.wins)} IN 100, {points:+.1f} GAME PTS"


def words_for(obs: Observation, choice: Choice, legal: list[int]) -> str:
    """What to do and why, in a few words."""
    action = choice.action
    if action == EXCHANGE_TRUMP_NINE:
        return "X: SWAP YOUR TRUMP NINE FOR THE TRUMP CARD, A BETTER TRUMP FOR NOTHING"
    if action == CLOSE:
        return "C: CLOSE, YOUR HAND CAN REACH 66 ALONE"
    assert action < NUM_CARDS
    card = label(action)
    if choice.shortcut == "only":
        return f"{card}: THE ONLY CARD YOU MAY PLAY"
    if obs.led is None:
        return f"LEAD {card}: {_lead_reason(obs, action, choice.shortcut == 'win')}"
    return f"{card}: {_follow_reason(obs, action, choice.shortcut == 'win', legal)}"


def _marriage(obs: Observation, card: int) -> int:
    partner = PARTNER_OF[card]
    if partner < 0 or not obs.hand >> partner & 1:
        return 0
    return TRUMP_MARRIAGE_POINTS if SUIT_OF[card] == obs.trump_suit else MARRIAGE_POINTS


def _lead_reason(obs: Observation, card: int, wins: bool) -> str:
    marriage = _marriage(obs, card)
    if marriage:
        suit = suit_name(card)
        return f"MARRIAGE IN {suit} ({marriage}){', 66 WITH IT' if wins else ''}"
    if wins:
        return "NOTHING CAN BEAT IT AND IT MAKES 66"
    higher = [c for c in bits(obs.unseen | obs.opponent_known)
              if SUIT_OF[c] == SUIT_OF[card] and c < card]
    if not higher and SUIT_OF[card] == obs.trump_suit:
        return "NO TRUMP LEFT CAN BEAT IT"
    if not higher:
        return "ONLY A TRUMP CAN TAKE IT"
    if POINTS_OF[card] <= 3:
        return "CHEAP, KEEPS YOUR GOOD CARDS"
    return "BEST IN THE COMPUTER'S SEARCH"


def _beats(obs: Observation, led: int, card: int) -> bool:
    return trick_winner_is_follower(led, card, obs.trump_suit)


def _follow_reason(obs: Observation, card: int, wins: bool, legal: list[int]) -> str:
    led = obs.led
    assert led is not None
    beats = _beats(obs, led, card)
    points = POINTS_OF[card] + POINTS_OF[led]
    if beats and wins:
        return f"TAKES {label(led)} AND MAKES 66"
    if beats:
        trump = SUIT_OF[card] == obs.trump_suit != SUIT_OF[led]
        return f"{'TRUMPS' if trump else 'TAKES'} {label(led)}: {points} POINTS FOR YOU"
    if not any(_beats(obs, led, c) for c in legal):
        return f"YOU CANNOT TAKE {label(led)}: GIVE LITTLE"
    if POINTS_OF[led] >= 10:
        return f"LET {label(led)} GO, SAVE YOUR STRONG CARDS"
    return f"{label(led)} IS NOT WORTH A GOOD CARD"


__all__ = ["estimate_for", "hint_for", "words_for"]
