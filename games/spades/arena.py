"""Spades' entry for the arena and the shared random-play tests.

One arena game is a whole game to 400, partners sharing a bot: teams are North-South
(seats 0 and 2) and East-West (1 and 3). With ``duplicate = 4`` four consecutive games
share the chance seed, so the same deals come round with the players in other seats.

Two options the seed does not have keep every game finite, even between players who
bid at random (the shared random-play test bids uniformly from 0 to 13 and so sinks both
teams): a team whose points fall to -200 loses (a common "mercy" house rule), and the
game ends after 100 hands in any case, the higher points winning. Serious play never
comes near either; ``game_stats`` counts how often they ended a game.

A game of random play runs to a few hundred actions (each hand deals 52 cards one by
one), so the shared random-play test stops after 20,000 actions, some 45 games.

Per-game counters for a seat's team (``game_stats``): hands, books made minus bid, sets,
sandbags and bag penalties, and how often the floor or the hand limit ended the game.
"""

from __future__ import annotations

from games._shared.registry import GameEntry
from games._shared.state import GameState
from games.spades.ai import BOTS
from games.spades.invariants import check_state
from games.spades.levels import LEVEL_BOTS
from games.spades.rulebook import DEAL_SIZE, NUM_SEATS, TRICKS, Options
from games.spades.rules import SpadesState

ARENA_OPTIONS = Options(lose_at=-200, hand_limit=100)
HAND_ACTIONS = DEAL_SIZE + DEAL_SIZE // 4 + 2 * NUM_SEATS + NUM_SEATS * TRICKS
"""Most actions of one hand without redeals: cards dealt, dealer's choices, bids, plays."""
MAX_GAME_LENGTH = 1 + 2 * ARENA_OPTIONS.hand_limit * HAND_ACTIONS if ARENA_OPTIONS.hand_limit \
    else 0
"""A generous bound: as if every hand were dealt twice (a redeal is rare, about 1 in 40)."""


def game_stats(state: GameState, seat: int) -> dict[str, float]:
    """Counters of ``seat``'s team over a finished game."""
    assert isinstance(state, SpadesState)
    team = seat % 2
    lines = [record.teams[team] for record in state.sheet]
    return {
        "hands": float(len(lines)),
        "books_over_bid": float(sum(line.made - line.bid for line in lines)),
        "sets": float(sum(line.set for line in lines)),
        "bags": float(sum(line.bags for line in lines)),
        "bag_penalties": float(sum(line.penalties for line in lines)),
        "ended_by_floor": float(state.end_reason == "floor"),
        "ended_by_hand_limit": float(state.end_reason == "hand_limit"),
    }


ENTRY = GameEntry(
    name="spades",
    new_state=lambda: SpadesState(ARENA_OPTIONS),
    bots={**BOTS, **LEVEL_BOTS},
    max_length=MAX_GAME_LENGTH,
    return_bounds=(-1.0, 1.0),
    num_players=NUM_SEATS,
    duplicate=4,
    check_state=check_state,
    game_stats=game_stats,
    teams=((0, 2), (1, 3)),
    random_play=(200, 20_000),
)
