"""Build a Russian Bank position in play from card texts, for tests and screen goldens.

Example: player 1 (seat 0) to move, his reserve top the 2 of hearts over two face-down
cards, an ace of hearts already up::

    make_position(houses=("KS1", "", "9H2 8S1"), foundations=("AH2",),
                  reserves=("5C1 9D1 / 2H1", "7S2"), hands=("3D1 4D1", ""), mover=0)

Piles are listed bottom first. In a hand or a reserve, the cards before ``/`` are face
down and never seen; without ``/`` a hand is all face down and a reserve all but its top.
Cards named nowhere are simply out of play: such positions test one rule at a time and
do not keep the 104-card count of a real game.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.russian_bank.notation import NUM_HOUSES
from games.russian_bank.packs import NUM_CARDS, parse
from games.russian_bank.rules import DEFAULT_OPTIONS, BankState, Options
from games.russian_bank.table import NUM_FOUNDATIONS

SET_UP = "set up"


def pile(text: str) -> list[int]:
    """Cards of ``text`` (space separated, e.g. ``"7H1 8S2"``), bottom first."""
    return [parse(word) for word in text.replace("/", " ").split()]


def _split(text: str, default_hidden: int) -> tuple[list[int], int]:
    cards = pile(text)
    if "/" in text:
        return cards, len(pile(text.split("/")[0]))
    return cards, max(0, min(default_hidden, len(cards)))


def make_position(*, houses: Sequence[str] = (), foundations: Sequence[str] = (),
                  hands: tuple[str, str] = ("", ""), reserves: tuple[str, str] = ("", ""),
                  wastes: tuple[str, str] = ("", ""), turnup: str | None = None,
                  mover: int = 0, options: Options = DEFAULT_OPTIONS) -> BankState:
    """A game in play with ``mover`` to move (see the module docstring).

    Raises:
        ValueError: when a card is named twice, or there are too many piles.
    """
    if len(houses) > NUM_HOUSES or len(foundations) > NUM_FOUNDATIONS:
        raise ValueError("at most 8 houses and 8 foundations")
    state = BankState(options)
    table = state.table
    table.houses = [pile(h) for h in houses] + [[] for _ in range(NUM_HOUSES - len(houses))]
    table.foundations = [pile(f) for f in foundations] + [
        [] for _ in range(NUM_FOUNDATIONS - len(foundations))]
    for p in (0, 1):
        table.hands[p], table.hand_hidden[p] = _split(hands[p], len(pile(hands[p])))
        table.reserves[p], table.reserve_hidden[p] = _split(reserves[p],
                                                           len(pile(reserves[p])) - 1)
        table.wastes[p] = pile(wastes[p])
    table.turnup = parse(turnup) if turnup else None
    table.mover = mover
    named = [c for place in table.houses + table.foundations + table.hands + table.reserves
             + table.wastes for c in place] + ([table.turnup] if table.turnup is not None else [])
    if len(named) != len(set(named)):
        raise ValueError("a card is named twice")
    state.undealt = [[], []]
    state.dealt = NUM_CARDS
    state.starter, state.start_reason = mover, SET_UP
    state.turn_keys = {table.key()}
    return state
