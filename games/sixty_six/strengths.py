"""The computer's three strengths in Sixty-Six: BEGINNER, STANDARD and EXPERT.

* ``RuleBot`` plays by a newcomer's rules of thumb and looks at nothing ahead: it swaps
  the trump nine, declares a marriage when it may lead one, takes an ace or a ten with a
  higher card of its suit or a cheap trump, throws a small card otherwise, and never
  closes. With ``slip`` above 0 it is the BEGINNER: now and then (that share of its
  decisions, drawn from the rng it is given) it plays any card it may, which is how a
  newcomer misses a capture, a safe throw, or even a 66 in hand.
* STANDARD is the same sound rule player without slips, and once the stock is used up
  it counts the cards: the cards it has not seen are then the opponent's hand, and it
  plays the rest out exactly (``ai.decide`` has one world to solve). It never closes.
* EXPERT is ``AIBot`` (sampled worlds searched) with more worlds than the ``ai`` of the
  arena (48, not 32), so it is at least as strong, within the thinking time of a decision.

All of them see only their seat's ``Observation``: the honesty test runs on each.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games._shared.state import GameState
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.sixty_six.ai import AIBot, AISettings, current_deal, decide, winning_now
from games.sixty_six.deck import NUM_CARDS, ORDER_OF, PARTNER_OF, POINTS_OF, SUIT_OF
from games.sixty_six.observation import Observation, observe
from games.sixty_six.rules import EXCHANGE_TRUMP_NINE

BEGINNER_SLIP = 0.25
"""Share of the beginner's decisions made without thinking (any card it may play)."""
EXPERT_SETTINGS = AISettings(worlds=48)
"""Half as many worlds again as the ``ai``: steadier averages, still within a second."""


def rule_choice(obs: Observation, legal: list[int]) -> int:
    """The rules-of-thumb move for ``obs`` (no search, no card counting beyond what has
    been played)."""
    finish = winning_now(obs, legal)
    if finish is not None:
        return finish
    if EXCHANGE_TRUMP_NINE in legal:
        return EXCHANGE_TRUMP_NINE
    cards = [a for a in legal if a < NUM_CARDS]
    if obs.led is None:
        return _lead(obs, cards)
    return _follow(obs, cards, obs.led)


def _married(obs: Observation, card: int) -> bool:
    partner = PARTNER_OF[card]
    return partner >= 0 and bool(obs.hand >> partner & 1)


def _lead(obs: Observation, cards: list[int]) -> int:
    trump = obs.trump_suit
    marriages = [c for c in cards if _married(obs, c)]
    if marriages:  # the trump marriage first; lead the queen, the king stays to win later
        return max(marriages, key=lambda c: (SUIT_OF[c] == trump, ORDER_OF[c]))
    open_stock = obs.closed_by is None and obs.trump_card is not None
    if not open_stock:
        played = obs.won[0] | obs.won[1]
        tops = [c for c in cards if _is_top(c, played)]
        if tops:  # cash the cards nothing can beat in their suit, trumps first
            return max(tops, key=lambda c: (SUIT_OF[c] == trump, POINTS_OF[c]))
    plain = [c for c in cards if SUIT_OF[c] != trump]
    return _cheapest(plain or cards)


def _is_top(card: int, played: int) -> bool:
    """Whether every higher card of ``card``'s suit has been played."""
    suit_start = SUIT_OF[card] * 6
    return all(played >> c & 1 for c in range(suit_start, card))


def _follow(obs: Observation, cards: list[int], led: int) -> int:
    trump = obs.trump_suit
    same = [c for c in cards if SUIT_OF[c] == SUIT_OF[led] and c < led]
    if same:  # take it with the suit's best: those points come home
        return min(same)
    if POINTS_OF[led] >= 10 and SUIT_OF[led] != trump:
        trumps = [c for c in cards if SUIT_OF[c] == trump]
        if trumps:  # an ace or a ten is worth a small trump
            return _cheapest(trumps)
    return _cheapest(cards)


def _cheapest(cards: list[int]) -> int:
    """The card that costs least to give away: few points, no marriage broken."""
    def cost(c: int) -> tuple[float, int]:
        return POINTS_OF[c] + (15 if PARTNER_OF[c] >= 0 and _has_pair(cards, c) else 0), c
    return min(cards, key=cost)


def _has_pair(cards: list[int], card: int) -> bool:
    return PARTNER_OF[card] in cards


class RuleBot:
    """The rules-of-thumb player; ``slip`` is the share of careless decisions."""

    def __init__(self, slip: float = 0.0, name: str = "rules") -> None:
        self.slip, self.name = slip, name

    def choose(self, state: GameState, rng: random.Random) -> int:
        """Its move, from the mover's observation only."""
        deal = current_deal(state)
        legal = deal.legal_actions()
        if self.slip and rng.random() < self.slip:
            return rng.choice(legal)
        return rule_choice(observe(deal, deal.current_player()), legal)

    def reset(self) -> None:
        """Nothing to forget between deals."""


class StandardBot:
    """Rules of thumb, and exact play once the stock is used up."""

    name = "standard"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """Its move, from the mover's observation only."""
        deal = current_deal(state)
        legal = deal.legal_actions()
        obs = observe(deal, deal.current_player())
        if obs.closed_by is None and obs.trump_card is None:
            return decide(obs, legal, rng)  # one world: the unseen cards are his hand
        return rule_choice(obs, legal)

    def reset(self) -> None:
        """Nothing to forget between deals."""


def beginner() -> RuleBot:
    """The BEGINNER: rules of thumb with a quarter of its moves careless."""
    return RuleBot(BEGINNER_SLIP, "beginner")


def expert() -> AIBot:
    """The EXPERT: the searching player with more worlds."""
    bot = AIBot(EXPERT_SETTINGS)
    bot.name = "expert"
    return bot


Player = RuleBot | StandardBot | AIBot
PLAYERS: dict[str, Callable[[], Player]] = {BEGINNER: beginner, STANDARD: StandardBot,
                                            EXPERT: expert}
"""The computer player for each strength of the options menu."""


def player_for(level: str) -> Player:
    """The computer player of ``level`` (STANDARD for a word it does not know)."""
    return PLAYERS.get(level, StandardBot)()


__all__ = ["PLAYERS", "RuleBot", "StandardBot", "beginner", "expert", "player_for", "rule_choice"]
