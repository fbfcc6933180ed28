"""Basra's and Passur's entries for the arena and the shared random-play tests.

One arena game is a whole game to 101. The first dealer is a coin flip (chance), so with
duplicate seeding both games of a pair deal the same cards with the same dealer seat, the
players' seats swapped.
"""

from __future__ import annotations

from games._shared.bots import RandomBot
from games._shared.registry import GameEntry
from games._shared.state import GameState
from games.basra.ai import AIBot, GreedyBot, GreedySafeBot
from games.basra.game import BasraGame
from games.basra.invariants import check_game
from games.basra.rulebook import DEFAULT_OPTIONS, PASSUR_OPTIONS, Options
from games.basra.strengths import BeginnerBot, ExpertBot, StandardBot

MAX_GAME_LENGTH = 20_000
RANDOM_PLAY = (200, 30_000)
"""The shared random-play test stops after 30,000 actions (about 65 random Basra games or 35
Passur games, each replayed every 7 actions); ``tests/games/test_basra_invariants.py``
plays 10,000 hands in a faster loop."""
BOTS = {"ai": AIBot, "random": RandomBot, "greedy": GreedyBot, "greedy_safe": GreedySafeBot,
        "beginner": BeginnerBot, "standard": StandardBot, "expert": ExpertBot}
"""Every player by its arena name; the three strengths of the options menu are
``beginner``, ``standard`` and ``expert`` (``strengths``), ``ai`` is today's computer."""


def game_stats(state: GameState, seat: int) -> dict[str, float]:
    """Per-game counters of ``seat``: hands, points won and given, basras or surs made and
    suffered."""
    assert isinstance(state, BasraGame)
    scores = state.hand_scores
    return {
        "hands": float(len(scores)),
        "points": float(sum(s[seat].total for s in scores)),
        "points_given": float(sum(s[1 - seat].total for s in scores)),
        "sweeps": float(sum(s[seat].sweeps for s in scores)),
        "sweeps_suffered": float(sum(s[1 - seat].sweeps for s in scores)),
    }


def _entry(name: str, options: Options) -> GameEntry:
    """The arena's entry for one of the two games; they differ only in their rules."""
    return GameEntry(
        name=name,
        new_state=lambda: BasraGame(options),
        bots=BOTS,
        max_length=MAX_GAME_LENGTH,
        return_bounds=(-1.0, 1.0),
        duplicate=2,
        check_state=check_game,
        game_stats=game_stats,
        random_play=RANDOM_PLAY,
    )


ENTRY = _entry("basra", DEFAULT_OPTIONS)
PASSUR_ENTRY = _entry("passur", PASSUR_OPTIONS)
