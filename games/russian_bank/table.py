"""The cards on the table: houses, foundations and each player's hand, reserve and waste.

``Table`` is the bare layout with the card-level rules (what may go where) and the plain
changes (take a card, put it down, turn one up). It knows nothing of turns' order rules,
events or scores: ``rules.BankState`` adds those, and the computer player searches on its
own ``Table`` built from what it may see. So engine and AI share one set of card rules.

Piles are lists from bottom to top. A hand and a reserve keep their face-down cards at the
bottom: ``hand_hidden[p]`` and ``reserve_hidden[p]`` count the bottom cards nobody has seen.
The engine holds the real cards there; a player's view holds ``UNKNOWN`` instead. A card
once seen stays known even if a stop puts it back (both players saw it). The reserve's top
card is always face up (``reveal_reserve`` turns the next one up).
"""

from __future__ import annotations

from games.russian_bank.notation import (
    DST_FOUNDATION,
    DST_HOUSE,
    DST_OPP_RESERVE,
    DST_OPP_WASTE,
    NUM_DESTINATIONS,
    NUM_HOUSES,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
)
from games.russian_bank.packs import (
    ACE,
    BUILDER_FACE_OF,
    FACE_OF,
    KING,
    RANK_OF,
    SUIT_OF,
    builds_on,
    loads_on,
)

UNKNOWN = -1
"""A face-down card in a player's view of the table."""
NUM_FOUNDATIONS = 8


class Table:
    """The layout; ``mover`` is the player whose turn it is, ``turnup`` his turned card."""

    __slots__ = ("foundations", "hand_hidden", "hands", "houses", "mover", "reserve_hidden",
                 "reserves", "turnup", "wastes")

    def __init__(self) -> None:
        self.houses: list[list[int]] = [[] for _ in range(NUM_HOUSES)]
        self.foundations: list[list[int]] = [[] for _ in range(NUM_FOUNDATIONS)]
        self.hands: list[list[int]] = [[], []]
        self.hand_hidden = [0, 0]
        self.reserves: list[list[int]] = [[], []]
        self.reserve_hidden = [0, 0]
        self.wastes: list[list[int]] = [[], []]
        self.turnup: int | None = None
        self.mover = 0

    def copy(self) -> Table:
        """An independent copy."""
        new = Table.__new__(Table)
        new.houses = [h.copy() for h in self.houses]
        new.foundations = [f.copy() for f in self.foundations]
        new.hands = [self.hands[0].copy(), self.hands[1].copy()]
        new.hand_hidden = self.hand_hidden.copy()
        new.reserves = [self.reserves[0].copy(), self.reserves[1].copy()]
        new.reserve_hidden = self.reserve_hidden.copy()
        new.wastes = [self.wastes[0].copy(), self.wastes[1].copy()]
        new.turnup, new.mover = self.turnup, self.mover
        return new

    # --- what is where ----------------------------------------------------------------------

    def reserve_top(self, player: int) -> int | None:
        """The face-up top of ``player``'s reserve, or None when it is empty."""
        reserve = self.reserves[player]
        return reserve[-1] if reserve else None

    def waste_top(self, player: int) -> int | None:
        """The top of ``player``'s waste, or None when it is empty."""
        waste = self.wastes[player]
        return waste[-1] if waste else None

    def source_card(self, source: int) -> int | None:
        """The mover's card at ``source`` (turned-up card, reserve top, house top) or None."""
        if source == SRC_DECK:
            return self.turnup
        if source == SRC_RESERVE:
            return self.reserve_top(self.mover)
        house = self.houses[source - SRC_HOUSE]
        return house[-1] if house else None

    def cards_left(self, player: int) -> int:
        """Cards ``player`` must still get rid of: hand, reserve, waste, turned-up card."""
        turned = self.turnup is not None and self.mover == player
        return (len(self.hands[player]) + len(self.reserves[player]) + len(self.wastes[player])
                + turned)

    def empty_houses(self) -> list[int]:
        """Indexes (0..7) of the empty houses."""
        return [i for i, house in enumerate(self.houses) if not house]

    def foundation_for(self, card: int) -> int | None:
        """The foundation pile (0..7) that takes ``card`` now, the lowest such, or None."""
        rank, suit = RANK_OF[card], SUIT_OF[card]
        for index, pile in enumerate(self.foundations):
            if rank == ACE:
                if not pile:
                    return index
            elif pile and SUIT_OF[pile[-1]] == suit and RANK_OF[pile[-1]] == rank - 1:
                return index
        return None

    def accepts(self, destination: int, card: int, source: int) -> bool:
        """Whether ``destination`` takes ``card`` (coming from ``source``) by the card rules."""
        if destination == DST_FOUNDATION:
            return self.foundation_for(card) is not None
        if destination >= DST_OPP_RESERVE:
            opponent = 1 - self.mover
            pile = self.reserves[opponent] if destination == DST_OPP_RESERVE \
                else self.wastes[opponent]
            return bool(pile) and loads_on(card, pile[-1])
        house_index = destination - DST_HOUSE
        if source == SRC_HOUSE + house_index:
            return False
        house = self.houses[house_index]
        return not house or builds_on(card, house[-1])

    def foundation_masks(self) -> list[int]:
        """Per suit, a bit mask of the ranks some foundation takes now (bit ``rank``)."""
        masks = [0, 0, 0, 0]
        empty = False
        for pile in self.foundations:
            if pile:
                top = pile[-1]
                if RANK_OF[top] < KING:
                    masks[SUIT_OF[top]] |= 2 << RANK_OF[top]
            else:
                empty = True
        if empty:
            masks = [mask | 1 << ACE for mask in masks]
        return masks

    def card_moves(self) -> list[int]:
        """Every move the card rules allow the mover now (order rules not applied), sorted."""
        moves: list[int] = []
        opponent = 1 - self.mover
        opp_reserve = self.reserves[opponent]
        opp_waste = self.wastes[opponent]
        opp_reserve_top = opp_reserve[-1] if opp_reserve else None
        opp_waste_top = opp_waste[-1] if opp_waste else None
        founds = self.foundation_masks()
        wanted: dict[int, list[int]] = {}
        """Houses by the face they take: ``FACE_OF`` of the card that builds on them."""
        empty: list[int] = []
        tops: list[int | None] = []
        for index, house in enumerate(self.houses):
            if not house:
                empty.append(index)
                tops.append(None)
                continue
            top = house[-1]
            tops.append(top)
            if RANK_OF[top] != ACE:
                wanted.setdefault(BUILDER_FACE_OF[top], []).append(index)
        sources = [(SRC_DECK, self.turnup), (SRC_RESERVE, self.reserve_top(self.mover))]
        sources += [(SRC_HOUSE + i, top) for i, top in enumerate(tops)]
        for source, card in sources:
            if card is None or card == UNKNOWN:
                continue
            base = source * NUM_DESTINATIONS
            if founds[SUIT_OF[card]] >> RANK_OF[card] & 1:
                moves.append(base + DST_FOUNDATION)
            targets = wanted.get(FACE_OF[card], [])
            if empty:
                targets = sorted(targets + empty)
            own_house = source - SRC_HOUSE
            moves.extend(base + DST_HOUSE + index for index in targets if index != own_house)
            if opp_reserve_top is not None and loads_on(card, opp_reserve_top):
                moves.append(base + DST_OPP_RESERVE)
            if opp_waste_top is not None and loads_on(card, opp_waste_top):
                moves.append(base + DST_OPP_WASTE)
        return moves

    def has_place(self, card: int) -> bool:
        """Whether the mover's turned-up ``card`` could go anywhere now (card rules)."""
        if self.foundation_masks()[SUIT_OF[card]] >> RANK_OF[card] & 1:
            return True
        for house in self.houses:
            if not house or builds_on(card, house[-1]):
                return True
        opponent = 1 - self.mover
        return any(pile and loads_on(card, pile[-1])
                   for pile in (self.reserves[opponent], self.wastes[opponent]))

    def foundation_sources(self) -> list[int]:
        """Sources of the mover whose card can go to a foundation now."""
        founds = self.foundation_masks()
        cards = [self.turnup, self.reserve_top(self.mover)]
        cards += [house[-1] if house else None for house in self.houses]
        return [source for source, card in enumerate(cards)
                if card is not None and card != UNKNOWN
                and founds[SUIT_OF[card]] >> RANK_OF[card] & 1]

    # --- changes ----------------------------------------------------------------------------

    def take(self, source: int) -> int:
        """Remove and return the mover's card at ``source`` (it must be there)."""
        if source == SRC_DECK:
            card = self.turnup
            assert card is not None, "no card is turned up"
            self.turnup = None
            return card
        if source == SRC_RESERVE:
            return self.reserves[self.mover].pop()
        return self.houses[source - SRC_HOUSE].pop()

    def put(self, destination: int, card: int) -> None:
        """Lay ``card`` on ``destination`` (checked by the caller)."""
        if destination == DST_FOUNDATION:
            pile = self.foundation_for(card)
            assert pile is not None, "no foundation takes the card"
            self.foundations[pile].append(card)
        elif destination == DST_OPP_RESERVE:
            self.reserves[1 - self.mover].append(card)
        elif destination == DST_OPP_WASTE:
            self.wastes[1 - self.mover].append(card)
        else:
            self.houses[destination - DST_HOUSE].append(card)

    def reserve_needs_reveal(self, player: int) -> bool:
        """Whether ``player``'s reserve top is a face-down card that must be turned up."""
        hidden = self.reserve_hidden[player]
        return hidden > 0 and len(self.reserves[player]) == hidden

    def reveal_reserve(self, player: int) -> int | None:
        """Turn up ``player``'s reserve top if it is face down; return it, else None."""
        if not self.reserve_needs_reveal(player):
            return None
        self.reserve_hidden[player] -= 1
        return self.reserves[player][-1]

    def turn_over_waste(self, player: int) -> None:
        """The waste, turned face down unshuffled, becomes the hand (its order is known)."""
        self.hands[player] = self.wastes[player][::-1]
        self.hand_hidden[player] = 0
        self.wastes[player] = []

    def turn_up(self) -> int:
        """Turn up the top card of the mover's hand (which must not be empty)."""
        hand = self.hands[self.mover]
        card = hand.pop()
        if self.hand_hidden[self.mover] > len(hand):
            self.hand_hidden[self.mover] = len(hand)
        self.turnup = card
        return card

    def key(self) -> tuple:
        """A value equal for equal positions, houses taken in any order.

        Two positions of one turn differ only by house arrangement and by cards that have
        left hands and reserves for good, so sizes and tops settle the rest.
        """
        hands, reserves, wastes = self.hands, self.reserves, self.wastes
        return (tuple(sorted(map(tuple, self.houses))), sum(map(len, self.foundations)),
                len(hands[0]), len(hands[1]),
                len(reserves[0]), len(reserves[1]),
                len(wastes[0]), len(wastes[1]),
                self.turnup, self.mover)
