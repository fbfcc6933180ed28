"""Pachisi's entry for the arena and the shared random-play tests.

One arena game is one whole game of four players. The first player is drawn by chance, so
with ``duplicate = 4`` the four games sharing a chance seed see the same first player and
the same sequence of rolls while player "a" sits in each of the four seats in turn.
Returns are 1 for the winner and 0 for the others. A player's decisions over a whole turn
(doubles included) are also timed as one turn. Per-seat counters: captures made,
pawns lost, bonus moves taken and given up, triple-doubles penalties.
"""

from __future__ import annotations

from games._shared.bots import RandomBot
from games._shared.registry import GameEntry
from games._shared.state import GameState
from games.pachisi import events as ev
from games.pachisi.ai import AIBot, GreedyBot
from games.pachisi.invariants import check_game
from games.pachisi.rules import PachisiState
from games.pachisi.strengths import BeginnerBot

RANDOM_PLAY_ACTIONS = 12_000
"""The shared random-play test replays each game's history every 7 steps, which costs the
square of a game's length; about 20 games of ~580 actions keep it to a few seconds. The
2,000-game run of the issue is ``tests/games/test_pachisi_invariants.py`` (see there)."""
MAX_GAME_LENGTH = 6000
"""Random games take about 580 actions (most seen in 20,000 random games: under 1,500);
this bound only stops a runaway."""


def game_stats(state: GameState, seat: int) -> dict[str, float]:
    """Counters of ``seat`` over a finished game."""
    assert isinstance(state, PachisiState)
    counts = {"captures": 0.0, "pawns_lost": 0.0, "bonus_moves": 0.0, "bonuses_given_up": 0.0,
              "triple_doubles": 0.0}
    for event in state.events:
        if event.kind == ev.CAPTURE:
            if event.player == seat:
                counts["captures"] += 1
            if event.victim_player == seat:
                counts["pawns_lost"] += 1
        elif event.player != seat:
            continue
        elif event.kind == ev.BONUS_MOVE:
            counts["bonus_moves"] += 1
        elif event.kind == ev.BONUS_GIVEN_UP:
            counts["bonuses_given_up"] += 1
        elif event.kind == ev.TRIPLE_DOUBLES:
            counts["triple_doubles"] += 1
    return counts


ENTRY = GameEntry(
    name="pachisi",
    new_state=PachisiState,
    bots={"ai": AIBot, "random": RandomBot, "greedy": GreedyBot,
          "beginner": BeginnerBot, "standard": GreedyBot, "expert": AIBot},
    max_length=MAX_GAME_LENGTH,
    return_bounds=(0.0, 1.0),
    num_players=4,
    duplicate=4,
    check_state=check_game,
    game_stats=game_stats,
    long_turns=True,
    random_play=(200, RANDOM_PLAY_ACTIONS),
)
