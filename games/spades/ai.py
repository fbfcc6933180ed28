"""Computer players for Spades: ``random``, ``rules``, ``greedy`` and the sampling ``ai``.

Every bot answers ``choose(state, rng)`` for the seat to move and works from that seat's
``Observation`` only (the honesty tests check it). All of them deal alike: when a
computer deals, each of the first three rounds goes face up with chance 1/3 (games.md
6.3b), drawn from the bot's own rng.

* ``random``: bids 1 to 4 at random in the first pass and keeps it; plays any legal card.
* ``rules``: bids by the strategy notes (``bidding.notes_bid``) in both passes; plays its
  highest card that would take the trick if it has one (trumping, overtaking the partner
  or not), else its lowest card.
* ``greedy``: bids the strategy-note count plus the books that count misses on average
  (``bidding.NOTES_SHORTFALL``); plays for the team's bid and then against sandbags.
  While the team still needs books it leads its highest card and, later in a trick, wins
  as cheaply as it can unless the partner is already winning, else throws its cheapest
  card; once the bid is made it leads its cheapest card and plays its highest card that
  does not take the trick (the cheapest winner when every card would win). A simple
  sensible baseline: one look at the trick and at the team's count, no memory.
* ``ai``: bids by ``bid_choice`` and plays by ``card_choice`` (sampled worlds played out,
  judged by the score).

No bot ever reneges on purpose: with the renege option on, ``random`` may (it plays any
legal card), the others only play cards that follow suit.
"""

from __future__ import annotations

import random

from games._shared.state import GameState
from games.spades.bid_choice import choose_bid
from games.spades.bidding import NOTES_SHORTFALL, estimate, notes_bid
from games.spades.card_choice import PlaySettings, choose_card, following_cards
from games.spades.observation import Observation, observe
from games.spades.rulebook import (
    DEAL_DOWN,
    DEAL_UP,
    MAX_BID,
    MAX_FACE_UP_ROUNDS,
    ROUND_SIZE,
    bid_action,
    partner_of,
    team_of,
)
from games.spades.rules import SpadesState
from games.spades.tricks import beating, highest_rank, lowest_first, winning_index

FACE_UP_CHANCE = 1 / 3
DEFAULT_PLAY = PlaySettings()


def seat_view(state: GameState) -> tuple[Observation, list[int]]:
    """The mover's observation and legal actions (a TypeError for another game's state)."""
    if not isinstance(state, SpadesState):
        raise TypeError(f"a Spades bot cannot play {type(state).__name__}")
    return observe(state, state.current_player()), state.legal_actions()


def dealer_choice(obs: Observation, rng: random.Random) -> int:
    """Face up with chance 1/3 for each of the deal's first three rounds, else face down."""
    if obs.dealt // ROUND_SIZE < MAX_FACE_UP_ROUNDS and rng.random() < FACE_UP_CHANCE:
        return DEAL_UP
    return DEAL_DOWN


class SeatBot:
    """Shared dispatch: dealing choice, bid or card."""

    name = ""

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The bot's action for the seat to move."""
        obs, legal = seat_view(state)
        if obs.phase in ("deal", "scored"):
            return dealer_choice(obs, rng)
        if obs.phase == "bid":
            return bid_action(self.bid(obs, rng))
        cards = following_cards(obs, legal)
        return cards[0] if len(cards) == 1 else self.card(obs, cards, rng)

    def bid(self, obs: Observation, rng: random.Random) -> int:
        """Books to bid."""
        return notes_bid(obs.hand, obs.face_up[partner_of(obs.player)])

    def card(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        """One of ``cards`` (legal and following suit, at least two of them)."""
        raise NotImplementedError

    def reset(self) -> None:
        """Nothing to forget between games."""


class RandomBot(SeatBot):
    """Bids 1-4 at random (and keeps it), then plays any legal card, reneges included."""

    name = "random"

    def choose(self, state: GameState, rng: random.Random) -> int:
        obs, legal = seat_view(state)
        if obs.phase == "play":
            return rng.choice(legal)
        return super().choose(state, rng)

    def bid(self, obs: Observation, rng: random.Random) -> int:
        own = obs.bids[obs.player]
        return own if own is not None else rng.randint(1, 4)


class RulesBot(SeatBot):
    """Highest card if it takes the trick, else the lowest (see the module docstring)."""

    name = "rules"

    def card(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        mask = sum(1 << c for c in cards)
        winners = beating(mask, obs.trick)
        return highest_rank(winners) if winners else lowest_first(mask)


class GreedyBot(SeatBot):
    """Wins cheaply while the team needs books, ducks once the bid is made."""

    name = "greedy"

    def bid(self, obs: Observation, rng: random.Random) -> int:
        worth = estimate(obs.hand, obs.face_up[partner_of(obs.player)]) + NOTES_SHORTFALL
        return max(0, min(MAX_BID, int(worth + 0.5)))

    def card(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        mask = sum(1 << c for c in cards)
        trick = obs.trick
        team = team_of(obs.player)
        needs_books = obs.books[team] < sum(obs.bids[s] or 0 for s in (team, team + 2))
        if not trick:
            return highest_rank(mask) if needs_books else lowest_first(mask)
        partner_winning = len(trick) >= 2 and winning_index(trick) == len(trick) - 2
        winners = beating(mask, trick)
        if needs_books:
            if partner_winning or not winners:
                return lowest_first(mask)
            return (winners & -winners).bit_length() - 1
        losers = mask & ~winners
        if losers:
            return highest_rank(losers)
        return (winners & -winners).bit_length() - 1


class AIBot(SeatBot):
    """The sampling player: ``bid_choice`` bids, ``card_choice`` plays."""

    name = "ai"

    def __init__(self, settings: PlaySettings = DEFAULT_PLAY) -> None:
        self.settings = settings

    def bid(self, obs: Observation, rng: random.Random) -> int:
        return choose_bid(obs)

    def card(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        return choose_card(obs, cards, rng, self.settings)


BOTS = {"ai": AIBot, "random": RandomBot, "rules": RulesBot, "greedy": GreedyBot}
