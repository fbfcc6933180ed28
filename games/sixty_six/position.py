"""Build a mid-deal ``DealState`` from card texts, for tests, puzzles and screen goldens.

Example: the stock is used up, hearts are trumps, player 0 leads::

    make_position(hands=("AH KS", "TH 9S"), trump="H", rest_won_by=1)

``trump`` is either the face-up trump card (``"9S"``, still under the stock) or just a
suit letter once the trump card has been taken. Every card must be placed once; cards
not named anywhere may be given to one player's won pile with ``rest_won_by``. Points
default to the card points of the won piles and tricks to half the won cards.
"""

from __future__ import annotations

from games.sixty_six.deck import ALL_CARDS, POINTS_OF, SUIT_OF, bits, card_text, mask_of, parse
from games.sixty_six.rules import DEAL_STEPS, DEFAULT_OPTIONS, DealState, Options


def cards_mask(text: str) -> int:
    """Mask of the cards listed in ``text`` (space separated, e.g. ``"AH 10S 9D"``)."""
    return mask_of([parse(word) for word in text.split()])


def make_position(
    *,
    hands: tuple[str, str],
    trump: str,
    stock: str = "",
    won: tuple[str, str] = ("", ""),
    rest_won_by: int | None = None,
    leader: int = 0,
    led: str | None = None,
    points: tuple[int, int] | None = None,
    tricks: tuple[int, int] | None = None,
    closed_by: int | None = None,
    closer_opponent_had_trick: bool | None = None,
    dealer: int | None = None,
    carry_in: int = 0,
    options: Options = DEFAULT_OPTIONS,
) -> DealState:
    """A deal position with the leader (or, after ``led``, the follower) to move.

    Raises:
        ValueError: when a card is placed twice, or cards are left over with no
            ``rest_won_by``, or a won pile has an odd number of cards.
    """
    state = DealState(1 - leader if dealer is None else dealer, carry_in=carry_in,
                      options=options)
    hand_masks = [cards_mask(hands[0]), cards_mask(hands[1])]
    won_masks = [cards_mask(won[0]), cards_mask(won[1])]
    trump_text = trump.strip().upper()
    trump_card = parse(trump_text) if len(trump_text) > 1 else None
    trump_suit = SUIT_OF[parse(f"9{trump_text[-1]}")]
    led_mask = cards_mask(led) if led else 0
    placed = [*hand_masks, *won_masks, cards_mask(stock), led_mask,
              (1 << trump_card) if trump_card is not None else 0]
    union = 0
    for mask in placed:
        if union & mask:
            raise ValueError(f"cards placed twice: {_names(union & mask)}")
        union |= mask
    rest = ALL_CARDS & ~union
    if rest:
        if rest_won_by is None:
            raise ValueError(f"cards not placed: {_names(rest)}")
        won_masks[rest_won_by] |= rest
    if any(m.bit_count() % 2 for m in won_masks):
        raise ValueError("a won pile must hold whole tricks (an even number of cards)")
    state.hands, state.won, state.stock = hand_masks, won_masks, cards_mask(stock)
    state.dealt, state.trump_card, state.trump_suit = DEAL_STEPS, trump_card, trump_suit
    state.leader, state.led = leader, (bits(led_mask)[0] if led_mask else None)
    state.points = list(points) if points is not None else [
        sum(POINTS_OF[c] for c in bits(m)) for m in won_masks]
    state.tricks = list(tricks) if tricks is not None else [m.bit_count() // 2 for m in won_masks]
    state.closed_by = closed_by
    if closed_by is not None:
        had = closer_opponent_had_trick
        state.closer_opponent_had_trick = state.tricks[1 - closed_by] > 0 if had is None else had
    return state


def _names(mask: int) -> str:
    return " ".join(card_text(c) for c in bits(mask))
