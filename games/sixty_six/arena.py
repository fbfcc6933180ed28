"""Sixty-Six's entry for the arena and the shared random-play tests.

One arena game is one deal. The dealer's seat is fixed (seat 1) and the arena swaps the
players' seats every deal, so each player deals every other deal; with duplicate seeding
each deal is played from both sides. Per-deal counters for a seat: how often it closed and
how often those closes won the deal.

Players: ``ai`` (today's searching player), the three strengths of the options menu
(``beginner``, ``standard``, ``expert``: ``strengths``), ``rules`` (the beginner's rules of
thumb without its slips), ``greedy`` and ``random``.
"""

from __future__ import annotations

from games._shared.bots import RandomBot
from games._shared.registry import GameEntry
from games._shared.state import GameState
from games.sixty_six.ai import AIBot, GreedyBot
from games.sixty_six.invariants import check_deal
from games.sixty_six.rules import DealState
from games.sixty_six.strengths import RuleBot, StandardBot, beginner, expert

ARENA_DEALER = 1
MAX_DEAL_LENGTH = 13 + 11 + 24 + 2
"""Deal steps, face-down draws, card plays, one close and one exchange (one nine of trumps)."""


def deal_stats(state: GameState, seat: int) -> dict[str, float]:
    """Closing counters of ``seat`` in a finished deal."""
    assert isinstance(state, DealState)
    closed = state.closed_by == seat
    return {"closes": float(closed), "closes_won": float(closed and state.winner == seat)}


ENTRY = GameEntry(
    name="sixty-six",
    new_state=lambda: DealState(ARENA_DEALER),
    bots={"ai": AIBot, "random": RandomBot, "greedy": GreedyBot, "beginner": beginner,
          "standard": StandardBot, "expert": expert, "rules": RuleBot},
    max_length=MAX_DEAL_LENGTH,
    return_bounds=(-3.0, 3.0),
    duplicate=2,
    check_state=check_deal,
    game_stats=deal_stats,
)
