"""The computer's three strengths in Spades: ``beginner``, ``standard`` and ``expert``.

* ``expert`` is the sampling player of ``ai`` (``AIBot``): it bids the team's contract
  by the score and plays each card after playing the hand out in sampled worlds.
* ``standard`` bids as the expert does (``bid_choice``), then plays the ``greedy`` way:
  one look at the trick and at the team's count, no memory of the cards gone. It wins
  cheaply while the team needs books, leaves a book its partner holds, and ducks once the
  bid is made, so it seldom sinks under sandbags; but it never plans a hand ahead.
* ``beginner`` plays like somebody in his first evening of Spades: it bids by counting
  its high cards loosely (aces, kings, the top spades, a point for a long spade suit),
  never changes its bid in the second pass, does not count cards, takes a book with its
  highest card whenever it can, and now and then (``SLIP`` of its decisions, drawn from
  the rng it is given) throws a winner away on a book it cannot take or trumps a book
  its partner was already winning.

Every one of them decides from its seat's ``Observation`` alone, like the other bots.
``level_bot`` turns the options menu's word into the player.

Measured in the arena (one arena game is a whole game to 400, team against team,
seats swapped over duplicate deals; ``--seed 1 --jobs 1``, 95 % intervals), December
2026 on the 2-core machine: expert beats standard in 79 of 100 games (70.0-85.8 %,
load 1 rising to 18; expert's median 56 ms a decision, slowest 1.06 s), standard
beats beginner 77.0 % of 200 (70.7-82.3 %), beginner beats random 86.5 % of 200
(81.1-90.5 %), and expert against ``ai`` (the same player) 46.9 % of 32, seed 2
(30.9-63.5 %, load about 15: median 83 ms, slowest 0.97 s).
"""

from __future__ import annotations

import random

from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.spades.ai import AIBot, GreedyBot, SeatBot
from games.spades.bid_choice import choose_bid
from games.spades.deck import ALL_CARDS, RANK_OF, SPADE_MASK, SUIT_MASK, SUIT_OF, bits
from games.spades.observation import Observation
from games.spades.rulebook import MAX_BID, team_of
from games.spades.tricks import (
    ABOVE,
    beating,
    highest_rank,
    lowest_first,
    lowest_rank,
    winning_index,
)

SLIP = 0.2
"""How often the beginner makes one of its two mistakes when it has the chance."""
LONG_SPADES = 5
"""Spades a beginner counts as one book more for their length."""


def loose_count(hand: int) -> int:
    """A newcomer's count: aces, kings, spade queens and jokers, and a book for length."""
    cards = bits(hand)
    count = sum(1 for c in cards if RANK_OF[c] >= 13 or (SUIT_OF[c] == 3 and RANK_OF[c] == 12))
    if (hand & SPADE_MASK).bit_count() >= LONG_SPADES:
        count += 1
    return max(1, min(MAX_BID, count))


def needs_books(obs: Observation) -> bool:
    """Whether the seat's team has taken fewer books than its two bids add up to."""
    team = team_of(obs.player)
    return obs.books[team] < sum(obs.bids[s] or 0 for s in (team, team + 2))


def top_cards(obs: Observation) -> int:
    """The seat's cards that no card still out (unplayed, not its own) can beat in suit."""
    out = ALL_CARDS & ~obs.played & ~obs.hand
    tops = 0
    for card in bits(obs.hand):
        if not out & ABOVE[card] & SUIT_MASK[SUIT_OF[card]]:
            tops |= 1 << card
    return tops


class BeginnerBot(SeatBot):
    """High cards counted loosely, highest card when it can take the book, and slips."""

    name = "beginner"

    def bid(self, obs: Observation, rng: random.Random) -> int:
        own = obs.bids[obs.player]
        return own if own is not None else loose_count(obs.hand)

    def card(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        mask = sum(1 << c for c in cards)
        trick = obs.trick
        if not trick:
            return highest_rank(mask)
        winners = beating(mask, trick)
        partner_winning = len(trick) >= 2 and winning_index(trick) == len(trick) - 2
        if partner_winning:
            ruffs = winners & SPADE_MASK if SUIT_OF[trick[0]] != 3 else 0
            if ruffs and rng.random() < SLIP:
                return lowest_rank(ruffs)  # trumps its partner's book
            return lowest_first(mask)
        if winners:
            return highest_rank(winners)
        if rng.random() < SLIP:
            return highest_rank(mask)  # throws a winner away on a lost book
        return lowest_first(mask)


class StandardBot(GreedyBot):
    """The expert's bidding, the greedy card play (see the module docstring)."""

    name = "standard"

    def bid(self, obs: Observation, rng: random.Random) -> int:
        return choose_bid(obs)

    def card(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        if obs.trick or not needs_books(obs):
            return super().card(obs, cards, rng)
        mask = sum(1 << c for c in cards)
        tops = mask & top_cards(obs)
        return highest_rank(tops) if tops else lowest_first(mask)


class ExpertBot(AIBot):
    """Today's sampling player under the strength's name."""

    name = "expert"


LEVEL_BOTS: dict[str, type[SeatBot]] = {"beginner": BeginnerBot, "standard": StandardBot,
                                     "expert": ExpertBot}
"""The arena's names of the three strengths."""
BY_WORD = {BEGINNER: BeginnerBot, STANDARD: StandardBot, EXPERT: ExpertBot}


def level_bot(word: str) -> SeatBot:
    """The player of the options menu's strength ``word`` (STANDARD's for an odd word)."""
    return BY_WORD.get(word, StandardBot)()
