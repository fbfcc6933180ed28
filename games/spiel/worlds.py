"""The hidden part of each arena game dealt again, consistently with what one seat has seen.

OpenSpiel's information-set search (ISMCTS) asks a state for ``resample_from_infostate``:
another state that the given player cannot tell from this one. Each function here takes
a state where ``viewer`` is to move, leaves everything ``viewer`` may see as it is (the
game's own ``information_state`` stays equal) and deals the rest again with the rng
given: the opponents' face-down cards and the face-down pack or stock. The honesty
probes in ``tests/games/test_*_ai.py`` (and the comforts, hint and strength tests) deal
their other worlds with these same functions, so there is one way to say what a seat
may not see; that is why this module never imports OpenSpiel: the default tests use it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games._shared.state import GameState
from games.basra.game import BasraGame
from games.basra.pack import bits as basra_bits
from games.basra.pack import mask_of as basra_mask_of
from games.basra.rules import HandState
from games.russian_bank.rules import BankState
from games.sixty_six.deck import bits as sixty_six_bits
from games.sixty_six.deck import mask_of as sixty_six_mask_of
from games.sixty_six.rules import DealState
from games.spades.deck import bits as spades_bits
from games.spades.deck import mask_of as spades_mask_of
from games.spades.observation import observe as spades_observe
from games.spades.rules import SpadesState
from games.spades.worlds import sample_hands

Resample = Callable[[GameState, int, random.Random], GameState]


def sixty_six(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """The opponent's unknown cards and the stock dealt again (shown voids kept)."""
    assert isinstance(state, DealState)
    opponent = 1 - viewer
    hidden = state.hands[opponent] & ~state.known[opponent]
    pool = hidden | state.stock
    allowed = sixty_six_bits(pool & ~state.excluded[opponent])
    new_hidden = sixty_six_mask_of(rng.sample(allowed, hidden.bit_count()))
    other = state.clone()
    other.hands[opponent] = state.known[opponent] | new_hidden
    other.stock = pool & ~new_hidden
    return other


def basra_hand(hand: HandState, viewer: int, rng: random.Random) -> HandState:
    """One hand of Basra or Passur: the opponent's unknown cards and the pack again."""
    opponent = 1 - viewer
    known = hand.known_dealt[opponent] & hand.hands[opponent]
    hidden = hand.hands[opponent] & ~known
    pool = basra_bits(hidden | hand.pack)
    new_hidden = basra_mask_of(rng.sample(pool, hidden.bit_count()))
    other = hand.clone()
    other.hands[opponent] = known | new_hidden
    other.pack = (hidden | hand.pack) & ~new_hidden
    return other


def basra(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """A whole game of Basra or Passur: its current hand dealt again (see ``basra_hand``)."""
    if isinstance(state, HandState):
        return basra_hand(state, viewer, rng)
    assert isinstance(state, BasraGame) and state.hand is not None
    other = state.clone()
    other.hand = basra_hand(state.hand, viewer, rng)
    return other


def russian_bank(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """Each pack's face-down cards (hand and reserve) shuffled among their places: nobody,
    the owner included, knows their order."""
    assert isinstance(state, BankState)
    other = state.clone()
    table = other.table
    for p in (0, 1):
        hand, reserve = table.hand_hidden[p], table.reserve_hidden[p]
        cards = table.hands[p][:hand] + table.reserves[p][:reserve]
        rng.shuffle(cards)
        table.hands[p][:hand] = cards[:hand]
        table.reserves[p][:reserve] = cards[hand:]
    return other


def spades(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """The other seats' face-down cards (and, while dealing, the undealt ones) again.

    Once the cards are out the game's own world sampler deals them (shown voids kept);
    during the deal (the dealer's face-up choice) nobody has shown a void yet.
    """
    assert isinstance(state, SpadesState)
    other = state.clone()
    others = [seat for seat in range(4) if seat != viewer]
    if state.phase != "deal":
        hands = sample_hands(spades_observe(state, viewer), rng)
        for seat in others:
            other.hands[seat] = hands[seat]
        return other
    hidden = {seat: state.hands[seat] & ~state.face_up[seat] for seat in others}
    pool = spades_bits(sum(hidden.values()) | state.undealt)
    rng.shuffle(pool)
    at = 0
    for seat in others:
        size = hidden[seat].bit_count()
        other.hands[seat] = state.face_up[seat] | spades_mask_of(pool[at:at + size])
        at += size
    other.undealt = spades_mask_of(pool[at:])
    return other


def nothing_hidden(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """Pachisi: every seat sees the whole board, only the dice to come are unknown."""
    return state.clone()


RESAMPLE: dict[str, Resample] = {
    "sixty-six": sixty_six,
    "basra": basra,
    "passur": basra,
    "russian-bank": russian_bank,
    "pachisi": nothing_hidden,
    "spades": spades,
    "basra-hand": basra,
    "passur-hand": basra,
    "spades-hand": spades,
}
"""Arena game name -> its resample function."""
