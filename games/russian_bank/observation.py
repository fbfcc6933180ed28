"""What a player of Russian Bank may know: the whole table except the face-down order.

Both players see the same table, so both views hold the same facts. Hidden are the order
of the cards never turned up: the bottom of each hand (until its waste has been turned
over, when the new hand's order is known) and the reserve below its top. What *is* known
is which cards of each pack are still face down (``unseen``), without where or in what
order. The computer player builds its search table from an ``Observation`` only
(``view_table``), with ``UNKNOWN`` in every face-down place.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.russian_bank.game import Game
from games.russian_bank.packs import PACK_SIZE
from games.russian_bank.table import UNKNOWN, Table

Pile = tuple[int, ...]


@dataclass(frozen=True)
class Observation:
    """One player's view; per-player tuples are indexed by seat."""

    player: int
    to_move: int
    mover: int
    stop_mode: bool
    stop_offer: tuple[int, int, str] | None
    """(offender, action, rule broken) while a stop may be called."""
    houses: tuple[Pile, ...]
    foundations: tuple[Pile, ...]
    hands_known: tuple[Pile, Pile]
    """The known top part of each hand (all of it once a waste has been turned over)."""
    hand_hidden: tuple[int, int]
    reserves_known: tuple[Pile, Pile]
    reserve_hidden: tuple[int, int]
    wastes: tuple[Pile, Pile]
    turnup: int | None
    unseen: tuple[Pile, Pile]
    """Cards of each pack (pack 0 is player 0's) never seen, in card order."""
    moves_made: int
    stuck: tuple[int, int]
    turn_moves: int
    turn_keys: frozenset
    max_moves: int
    stuck_turnovers: int


def _known(pile: list[int], hidden: int) -> Pile:
    return tuple(pile[hidden:])


def observe(state: Game, player: int) -> Observation:
    """``player``'s view of ``state`` (once the cards have been dealt)."""
    table = state.table
    offer = state.stop_offer
    unseen = tuple(
        tuple(sorted(table.hands[p][:table.hand_hidden[p]]
                     + table.reserves[p][:table.reserve_hidden[p]])) for p in (0, 1))
    assert all(c // PACK_SIZE == p for p in (0, 1) for c in unseen[p]), "face-down cards stay home"
    return Observation(
        player=player,
        to_move=state.current_player(),
        mover=table.mover,
        stop_mode=state.stop_mode,
        stop_offer=None if offer is None else (offer.offender, offer.action, offer.rule),
        houses=tuple(tuple(h) for h in table.houses),
        foundations=tuple(tuple(f) for f in table.foundations),
        hands_known=(_known(table.hands[0], table.hand_hidden[0]),
                     _known(table.hands[1], table.hand_hidden[1])),
        hand_hidden=(table.hand_hidden[0], table.hand_hidden[1]),
        reserves_known=(_known(table.reserves[0], table.reserve_hidden[0]),
                        _known(table.reserves[1], table.reserve_hidden[1])),
        reserve_hidden=(table.reserve_hidden[0], table.reserve_hidden[1]),
        wastes=(tuple(table.wastes[0]), tuple(table.wastes[1])),
        turnup=table.turnup,
        unseen=(unseen[0], unseen[1]),
        moves_made=state.moves_made,
        stuck=(state.stuck[0], state.stuck[1]),
        turn_moves=state.turn_moves,
        turn_keys=frozenset(state.turn_keys),
        max_moves=state.options.max_moves,
        stuck_turnovers=state.options.stuck_turnovers,
    )


def view_table(obs: Observation) -> Table:
    """A ``Table`` of what ``obs`` shows, ``UNKNOWN`` in every face-down place."""
    table = Table()
    table.houses = [list(h) for h in obs.houses]
    table.foundations = [list(f) for f in obs.foundations]
    for p in (0, 1):
        table.hands[p] = [UNKNOWN] * obs.hand_hidden[p] + list(obs.hands_known[p])
        table.hand_hidden[p] = obs.hand_hidden[p]
        table.reserves[p] = [UNKNOWN] * obs.reserve_hidden[p] + list(obs.reserves_known[p])
        table.reserve_hidden[p] = obs.reserve_hidden[p]
        table.wastes[p] = list(obs.wastes[p])
    table.turnup = obs.turnup
    table.mover = obs.mover
    return table
