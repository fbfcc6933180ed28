"""How good a position is for the computer player, from what it may see.

The judgement adds, with the weights of ``Weights``:

* the cards each side must still shed, reserve cards counting more (as in the score);
* whether the reserve tops have somewhere to go (a foundation, a house, an empty house,
  an opponent's pile): the player's own top is a card it can shed next turn, the
  opponent's top one the opponent will shed;
* empty houses at the end of a turn (the opponent fills them from his reserve);
* house tops the opponent could load onto the player's reserve or waste;
* for each side, the chance that the next card it turns up can be played at once: known
  exactly when its hand's order is known (a turned-over waste), else the share of its
  unseen cards that would have somewhere to go. Only which cards are unseen is used,
  never their order.

Where a card may go is kept as four bit masks, one per suit, bit ``rank`` set when a card
of that face could be played now (``landing``).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.russian_bank.packs import ACE, KING, RANK_OF, RED, SUIT_OF
from games.russian_bank.table import UNKNOWN, Table

WIN_VALUE = 10_000.0
ALL_RANKS = ((1 << (KING + 1)) - 1) ^ 1
"""Bits 1..13: every rank."""
_OTHER_COLOUR_SUITS = ((2, 3), (0, 1))
"""Suits of the other colour: black ones for a red card (``RED`` true) and red ones else."""


@dataclass(frozen=True)
class Weights:
    """Weights of the judgement (tuned against the greedy player in the arena)."""

    own_reserve: float = 2.6
    own_other: float = 1.0
    opp_reserve: float = 1.6
    opp_other: float = 0.8
    own_top_free: float = 1.2
    opp_top_free: float = 2.0
    empty_house: float = 1.5
    loadable_on_me: float = 0.8
    own_chances: float = 1.5
    opp_chances: float = 2.0
    go_on: float = 1.5
    """Worth of a card turned up (or a reserve card revealed) that can be played at once."""


def landing(table: Table, player: int) -> list[int]:
    """Per suit, the mask of ranks a card of ``player``'s could be played onto now."""
    masks = table.foundation_masks()
    masks = [mask | 1 << ACE for mask in masks]
    for house in table.houses:
        if not house:
            return [ALL_RANKS] * 4
        top = house[-1]
        rank = RANK_OF[top] - 1
        if rank > ACE:
            for suit in _OTHER_COLOUR_SUITS[not RED[top]]:
                masks[suit] |= 1 << rank
    opponent = 1 - player
    for pile in (table.reserves[opponent], table.wastes[opponent]):
        if pile and pile[-1] != UNKNOWN:
            top = pile[-1]
            masks[SUIT_OF[top]] |= ((1 << (RANK_OF[top] - 1)) | (1 << (RANK_OF[top] + 1))) \
                & ALL_RANKS
    return masks


def lands(masks: list[int], card: int | None) -> bool:
    """Whether the face-up ``card`` (or None) could be played onto ``masks``."""
    return card is not None and card != UNKNOWN and bool(masks[SUIT_OF[card]] >> RANK_OF[card] & 1)


def suit_masks(cards: tuple[int, ...]) -> list[int]:
    """Per suit, the mask of ranks among ``cards`` (one pack: each face at most once)."""
    masks = [0, 0, 0, 0]
    for card in cards:
        masks[SUIT_OF[card]] |= 1 << RANK_OF[card]
    return masks


class Judge:
    """Values positions for one player, knowing which cards are unseen (not where)."""

    def __init__(self, me: int, unseen: tuple[tuple[int, ...], tuple[int, ...]],
                 weights: Weights) -> None:
        self.me, self.weights = me, weights
        self.unseen = [suit_masks(unseen[0]), suit_masks(unseen[1])]
        self.unseen_count = [len(unseen[0]), len(unseen[1])]

    def chances(self, masks: list[int], player: int) -> float:
        """Share of ``player``'s unseen cards that ``masks`` would let be played."""
        count = self.unseen_count[player]
        if not count:
            return 0.0
        unseen = self.unseen[player]
        return sum((masks[s] & unseen[s]).bit_count() for s in range(4)) / count

    def next_card_chance(self, table: Table, masks: list[int], player: int) -> float:
        """Chance that ``player``'s next turned-up card could be played onto ``masks``."""
        hand = table.hands[player]
        if hand:
            if len(hand) > table.hand_hidden[player]:
                return float(lands(masks, hand[-1]))
            return self.chances(masks, player)
        waste = table.wastes[player]
        return float(lands(masks, waste[0])) if waste else 0.0

    def value(self, table: Table) -> float:
        """Value for the judge's player of ``table`` as the opponent's next turn sees it."""
        me, w = self.me, self.weights
        opponent = 1 - me
        own_reserve = len(table.reserves[me])
        own_other = len(table.hands[me]) + len(table.wastes[me]) + (
            table.turnup is not None and table.mover == me)
        if own_reserve + own_other == 0:
            return WIN_VALUE
        opp_other = len(table.hands[opponent]) + len(table.wastes[opponent])
        value = (w.opp_reserve * len(table.reserves[opponent]) + w.opp_other * opp_other
                 - w.own_reserve * own_reserve - w.own_other * own_other)
        mine, theirs = landing(table, me), landing(table, opponent)
        own_top = table.reserves[me][-1] if own_reserve else None
        if own_top == UNKNOWN:
            value += w.own_top_free * self.chances(mine, me)
        elif lands(mine, own_top):
            value += w.own_top_free
        if table.reserves[opponent]:
            if lands(theirs, table.reserves[opponent][-1]):
                value -= w.opp_top_free
            value -= w.empty_house * sum(1 for h in table.houses if not h)
        value -= w.loadable_on_me * loadable_on(table, me)
        value += w.own_chances * self.next_card_chance(table, mine, me)
        value -= w.opp_chances * self.next_card_chance(table, theirs, opponent)
        return value

    def go_on_value(self, table: Table) -> float:
        """Worth of turning up a face-down card now (or revealing a reserve card)."""
        return self.weights.go_on * self.chances(landing(table, self.me), self.me)


def loadable_on(table: Table, player: int) -> int:
    """House tops that could be loaded onto ``player``'s reserve or waste top."""
    count = 0
    for pile in (table.reserves[player], table.wastes[player]):
        if not pile or pile[-1] == UNKNOWN:
            continue
        top = pile[-1]
        for house in table.houses:
            if house and SUIT_OF[house[-1]] == SUIT_OF[top] \
                    and abs(RANK_OF[house[-1]] - RANK_OF[top]) == 1:
                count += 1
    return count
