"""The deal of Russian Bank and who plays first.

Each pack is dealt card by card (chance picks each card among those of the pack not yet
dealt): the first 13 form the reserve, the last of them face up on top; the next 4 go
face up to the owner's houses (player 1's to houses 1-4, player 2's to 5-8); the other 35
stay face down as the hand. Then the lower reserve top starts (aces lowest); on equal tops
each side's house cards are compared lowest first; if they match too, a coin decides.
"""

from __future__ import annotations

from games.russian_bank import events as ev
from games.russian_bank.packs import PACK_SIZE, RANK_OF
from games.russian_bank.table import Table

RESERVE_SIZE = 13
HOUSES_PER_PLAYER = 4
HAND_SIZE = PACK_SIZE - RESERVE_SIZE - HOUSES_PER_PLAYER


def place_dealt_card(table: Table, dealt: int, card: int) -> None:
    """Lay ``card``, the ``dealt``-th card dealt (0..103), where the deal puts it."""
    pack, place = divmod(dealt, PACK_SIZE)
    if place < RESERVE_SIZE:
        table.reserves[pack].append(card)
        table.reserve_hidden[pack] += place < RESERVE_SIZE - 1
    elif place < RESERVE_SIZE + HOUSES_PER_PLAYER:
        table.houses[pack * HOUSES_PER_PLAYER + place - RESERVE_SIZE].append(card)
    else:
        table.hands[pack].append(card)
        table.hand_hidden[pack] += 1


def first_player(table: Table) -> tuple[int | None, str]:
    """(starter, why) for a dealt table; (None, ``START_COIN``) when a coin must decide."""
    tops = [RANK_OF[table.reserves[p][-1]] for p in (0, 1)]
    if tops[0] != tops[1]:
        return (0 if tops[0] < tops[1] else 1), ev.START_RESERVE
    houses = [sorted(RANK_OF[table.houses[p * HOUSES_PER_PLAYER + i][-1]]
                     for i in range(HOUSES_PER_PLAYER)) for p in (0, 1)]
    if houses[0] != houses[1]:
        return (0 if houses[0] < houses[1] else 1), ev.START_HOUSES
    return None, ev.START_COIN
