"""Build a mid-hand ``HandState`` from card texts, for tests, puzzles and screen goldens.

Example: the last batch, player 0 (the non-dealer) to play, everything else already won::

    make_position(hands=("9S 3H", "KD 2C"), floor="2H 4D 5C 7S", rest_won_by=1)

Cards not named go to the face-down pack, or to one player's win pile with
``rest_won_by``. The pack must hold a whole number of batches (a multiple of 8 cards,
``tail`` included); the batch number and the player to move follow from it and from the
hand sizes (the non-dealer plays when the hands are the same size).
"""

from __future__ import annotations

from games.basra.pack import ALL_CARDS, cards_text, parse, parse_mask
from games.basra.rulebook import DEFAULT_OPTIONS, HAND_SIZE, Options
from games.basra.rules import HandState


def make_position(
    *,
    hands: tuple[str, str],
    floor: str = "",
    tail: str = "",
    won: tuple[str, str] = ("", ""),
    rest_won_by: int | None = None,
    sweeps: tuple[str, str] = ("", ""),
    last_capturer: int | None = None,
    dealer: int = 1,
    options: Options = DEFAULT_OPTIONS,
) -> HandState:
    """A hand position with a player to move.

    ``sweeps`` names each player's basra (sur) capturing cards, which must be in his won
    pile. ``tail`` lists known cards at the bottom of the pack in dealing order.

    Raises:
        ValueError: when a card is placed twice or the pack is not whole batches.
    """
    state = HandState(dealer, options)
    hand_masks = [parse_mask(hands[0]), parse_mask(hands[1])]
    won_masks = [parse_mask(won[0]), parse_mask(won[1])]
    floor_cards = [parse(word) for word in floor.split()]
    tail_cards = [parse(word) for word in tail.split()]
    placed = [*hand_masks, *won_masks, parse_mask(floor), parse_mask(tail)]
    union = 0
    for mask in placed:
        if union & mask:
            raise ValueError(f"cards placed twice: {cards_text(union & mask)}")
        union |= mask
    rest = ALL_CARDS & ~union
    if rest_won_by is not None:
        won_masks[rest_won_by] |= rest
        rest = 0
    pack_size = rest.bit_count() + len(tail_cards)
    if pack_size % (2 * HAND_SIZE) or pack_size > 40:
        raise ValueError(f"the pack must hold whole batches of 8, not {pack_size} cards")
    sizes = [m.bit_count() for m in hand_masks]
    nd = 1 - dealer
    if not (sizes[dealer] in (sizes[nd], sizes[nd] + 1) and 1 <= max(sizes) <= HAND_SIZE):
        raise ValueError(f"hand sizes {sizes} cannot occur with P{dealer} dealing")
    state.hands, state.won = hand_masks, won_masks
    state.floor, state.floor_mask = floor_cards, parse_mask(floor)
    state.pack, state.tail, state.to_deal = rest, tail_cards, []
    state.bottom = tail_cards[0] if tail_cards else parse("AS")
    state.floor_checked = True
    state.batch = (48 - pack_size) // (2 * HAND_SIZE)
    state.plays = 2 * HAND_SIZE * state.batch - sizes[0] - sizes[1]
    state.turn = nd if sizes[0] == sizes[1] else dealer
    state.sweep_cards = [[parse(w) for w in sweeps[0].split()],
                         [parse(w) for w in sweeps[1].split()]]
    if last_capturer is None and (won_masks[0] or won_masks[1]):
        last_capturer = 0 if won_masks[0] else 1
    state.last_capturer = last_capturer
    return state
