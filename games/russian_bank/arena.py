"""Russian Bank's entry for the arena and the shared random-play tests.

One arena game is one game of Russian Bank (deal to a win or a draw), in the default mode.
With duplicate seeding both games of a pair deal the same two packs, the players' seats
(and so their packs) swapped. Per-game counters for a seat: points when it won, loads it
made, its waste turnovers, stops; and for the game: moves, turns, turns over 500 moves,
draws by the stuck rule or by length.

Players: ``ai`` (the planner as it always played), ``random``, ``greedy``, and the
options' three strengths ``beginner``, ``standard`` and ``expert`` (``strengths``).
"""

from __future__ import annotations

from games._shared.bots import RandomBot
from games._shared.registry import GameEntry
from games._shared.state import GameState
from games.russian_bank import events as ev
from games.russian_bank.ai import AIBot, GreedyBot
from games.russian_bank.invariants import check_game
from games.russian_bank.packs import NUM_CARDS
from games.russian_bank.rules import DEFAULT_OPTIONS, BankState
from games.russian_bank.strengths import BeginnerBot, ExpertBot, StandardBot

LONG_TURN = 500
RANDOM_PLAY = (200, 3000)
"""The shared random-play test's budget (two games, about 4 s of one core): random games
run to some 2,100 actions and that test replays each game from the start every 7 steps.
``random_games`` checks positions without replays, 30 games in the suite, 2,000 by command."""
MAX_GAME_LENGTH = NUM_CARDS + 1 + 2 * DEFAULT_OPTIONS.max_moves
"""The deal, a coin, then at most ``max_moves`` moves, each perhaps answered by a stop."""


def game_stats(state: GameState, seat: int) -> dict[str, float]:
    """Counters of one finished game, from ``seat``'s side."""
    assert isinstance(state, BankState)
    won = state.winner == seat
    return {
        "points_won": float(state.score if won else 0),
        "loads": float(state.loads[seat]),
        "turnovers": float(state.turnovers[seat]),
        "game_moves": float(state.moves_made),
        "game_turns": float(state.turns),
        "turns_over_500": float(state.longest_turn[seat] > LONG_TURN),
        "opponent_turns_over_500": float(state.longest_turn[1 - seat] > LONG_TURN),
        "draws_stuck": float(state.draw_reason == ev.DRAW_STUCK),
        "draws_long": float(state.draw_reason == ev.DRAW_LONG),
    }


ENTRY = GameEntry(
    name="russian-bank",
    new_state=BankState,
    bots={"ai": AIBot, "random": RandomBot, "greedy": GreedyBot, "beginner": BeginnerBot,
          "standard": StandardBot, "expert": ExpertBot},
    max_length=MAX_GAME_LENGTH,
    return_bounds=(-240.0, 240.0),
    duplicate=2,
    check_state=check_game,
    game_stats=game_stats,
    long_turns=True,
    random_play=RANDOM_PLAY,
)
