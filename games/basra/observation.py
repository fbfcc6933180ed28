"""What one player of a Basra or Passur hand can know: the only input the computer uses.

Every card that has been played was seen face up, so a player who counts knows both win
piles, the floor and his own hand. The cut's bottom card and the buried cards are public
and lie at the bottom of the pack in a known order, so once dealt it is known who holds
them. The other cards are ``unseen``: in the opponent's hand or the face-down pack, in an
order nobody knows. In the last batch the unseen cards are exactly the opponent's hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.basra.layout import Layout
from games.basra.pack import ALL_CARDS, cards_text, mask_of
from games.basra.rulebook import Options


@dataclass(frozen=True)
class Observation:
    """One player's view of a hand in play (card sets are masks of card ints)."""

    player: int
    to_move: int
    dealer: int
    batch: int
    hand: int
    floor: int
    won: tuple[int, int]
    sweeps: tuple[int, int]
    last_capturer: int | None
    opponent_hand_size: int
    opponent_known: int
    """Known bottom cards dealt to the opponent and not played yet."""
    unseen: int
    tail: tuple[int, ...]
    """Known cards still in the pack, in the order they will be dealt."""
    pack_size: int
    options: Options
    scores: tuple[int, int] = (0, 0)
    """Game totals before this hand (zeros when the hand is played on its own)."""

    @property
    def opponent(self) -> int:
        """The other player."""
        return 1 - self.player

    @property
    def last_batch(self) -> bool:
        """Whether nothing is left to deal: then the unseen cards are the opponent's."""
        return self.pack_size == 0

    @property
    def opponent_unknown_count(self) -> int:
        """How many of the opponent's cards the player cannot name."""
        return self.opponent_hand_size - self.opponent_known.bit_count()

    def __str__(self) -> str:
        return (f"P{self.player} hand {cards_text(self.hand)} | floor {cards_text(self.floor)}"
                f" | opp {self.opponent_hand_size} known {cards_text(self.opponent_known)}"
                f" | unseen {cards_text(self.unseen)} | tail {cards_text(mask_of(self.tail))}"
                f" pack {self.pack_size} batch {self.batch} | won {self.won[0].bit_count()}-"
                f"{self.won[1].bit_count()} sweeps {self.sweeps} scores {self.scores}")


def observe(state: Layout, player: int, scores: tuple[int, int] = (0, 0)) -> Observation:
    """``player``'s view of ``state`` (a hand whose first batch has been dealt)."""
    opponent = 1 - player
    opponent_known = state.known_dealt[opponent] & state.hands[opponent]
    tail = mask_of(state.tail)
    located = (state.hands[player] | state.floor_mask | state.won[0] | state.won[1]
               | tail | opponent_known | state.discarded)
    return Observation(
        player=player,
        to_move=state.current_player(),
        dealer=state.dealer,
        batch=state.batch,
        hand=state.hands[player],
        floor=state.floor_mask,
        won=(state.won[0], state.won[1]),
        sweeps=(len(state.sweep_cards[0]), len(state.sweep_cards[1])),
        last_capturer=state.last_capturer,
        opponent_hand_size=state.hands[opponent].bit_count(),
        opponent_known=opponent_known,
        unseen=ALL_CARDS & ~located,
        tail=tuple(state.tail),
        pack_size=state.pack_size,
        options=state.options,
        scores=scores,
    )
