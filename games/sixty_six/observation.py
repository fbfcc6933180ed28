"""What one player of a Sixty-Six deal can know: the only input the computer player uses.

An ``Observation`` holds the player's own hand, everything public (played cards, the
face-up trump card, scores, closing) and what can be deduced about the opponent's hand:
cards he is known to hold (a shown marriage partner, the trump card he took or swapped
for) and cards he cannot hold (voids revealed by the follow-suit rule). The rest of the
cards the player has not seen are ``unseen``: they are in the opponent's hand or in the
face-down stock, in an order nobody knows.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.sixty_six.deal import Deal
from games.sixty_six.deck import ALL_CARDS, bits, card_text
from games.sixty_six.rulebook import Options


@dataclass(frozen=True)
class Observation:
    """One player's view of a deal (all card sets are masks of card ints)."""

    player: int
    to_move: int
    hand: int
    opponent_known: int
    opponent_excluded: int
    opponent_hand_size: int
    unseen: int
    stock_face_down: int
    trump_card: int | None
    trump_suit: int
    leader: int
    led: int | None
    points: tuple[int, int]
    tricks: tuple[int, int]
    pending: tuple[int, int]
    won: tuple[int, int]
    closed_by: int | None
    closer_opponent_had_trick: bool
    carry_in: int
    options: Options

    @property
    def opponent(self) -> int:
        """The other player."""
        return 1 - self.player

    @property
    def opponent_unknown_count(self) -> int:
        """How many opponent cards the player cannot name."""
        return self.opponent_hand_size - self.opponent_known.bit_count()

    def __str__(self) -> str:
        def names(mask: int) -> str:
            return " ".join(card_text(c) for c in bits(mask)) or "-"

        trump = card_text(self.trump_card) if self.trump_card is not None else "gone"
        return (
            f"P{self.player} hand {names(self.hand)} | opp known {names(self.opponent_known)}"
            f" excluded {names(self.opponent_excluded)} size {self.opponent_hand_size}"
            f" | unseen {names(self.unseen)} stock {self.stock_face_down} trump {trump}"
            f" | lead P{self.leader} led {card_text(self.led) if self.led is not None else '-'}"
            f" | points {self.points} tricks {self.tricks} closed {self.closed_by}"
        )


def observe(state: Deal, player: int) -> Observation:
    """``player``'s view of ``state`` (a deal whose cards have all been dealt)."""
    opponent = 1 - player
    trump = state.trump_card
    located = state.hands[player] | state.won[0] | state.won[1] | state.known[opponent]
    if trump is not None:
        located |= 1 << trump
    if state.led is not None:
        located |= 1 << state.led
    return Observation(
        player=player,
        to_move=state.current_player(),
        hand=state.hands[player],
        opponent_known=state.known[opponent],
        opponent_excluded=state.excluded[opponent],
        opponent_hand_size=state.hands[opponent].bit_count(),
        unseen=ALL_CARDS & ~located,
        stock_face_down=state.stock.bit_count(),
        trump_card=trump,
        trump_suit=state.trump_suit if state.trump_suit is not None else -1,
        leader=state.leader,
        led=state.led,
        points=(state.points[0], state.points[1]),
        tricks=(state.tricks[0], state.tricks[1]),
        pending=(state.pending[0], state.pending[1]),
        won=(state.won[0], state.won[1]),
        closed_by=state.closed_by,
        closer_opponent_had_trick=state.closer_opponent_had_trick,
        carry_in=state.carry_in,
        options=state.options,
    )
