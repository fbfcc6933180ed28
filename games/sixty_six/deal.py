"""The fields of one Sixty-Six deal and the questions they answer, shared by the rules.

``rules.DealState`` changes a deal; ``legality``, ``observation`` and ``state_text`` only
read one. They read this class, so none of them needs the rules module that uses them
(and no import runs in a circle). Masks of card ints hold hands, stock and won cards
(see ``deck``).
"""

from __future__ import annotations

from games._shared.state import GameState
from games.sixty_six import events as ev
from games.sixty_six.deck import ALL_CARDS, bits
from games.sixty_six.events import Event
from games.sixty_six.rulebook import DEAL_STEPS, DEFAULT_OPTIONS, Marriage, Options, Trick


class Deal(GameState):
    """One deal's state, as the rules keep it; the changes are ``rules.DealState``'s."""

    def __init__(self, dealer: int = 0, *, carry_in: int = 0, options: Options = DEFAULT_OPTIONS):
        super().__init__()
        self.dealer, self.carry_in, self.options = dealer, carry_in, options
        self.hands = [0, 0]
        self.stock = ALL_CARDS
        """Face-down stock cards not drawn yet (while dealing: the cards not dealt yet)."""
        self.dealt = 0
        self.trump_card: int | None = None
        """The face-up card under the stock; None before the deal and once taken."""
        self.trump_suit: int | None = None
        self.leader = 1 - dealer
        self.led: int | None = None
        self.to_draw: list[int] = []
        self.closed_by: int | None = None
        self.closer_opponent_had_trick = False
        self.points, self.tricks, self.won, self.pending = [0, 0], [0, 0], [0, 0], [0, 0]
        self.marriages: list[Marriage] = []
        self.known = [0, 0]
        """Cards in each hand that both players know of (shown partner, taken trump card)."""
        self.excluded = [0, 0]
        """Cards a player is known not to hold since his last draw: voids shown by the follow
        rules, and the partner of a king or queen he led without declaring a marriage."""
        self.last_trick: Trick | None = None
        self.events: list[Event] = [Event(ev.DEAL, dealer)]
        self.over, self.game_points, self.reason = False, 0, ""
        self.winner: int | None = None

    # --- queries -------------------------------------------------------------------------

    @property
    def stock_size(self) -> int:
        """Cards left in the stock including the face-up trump card (0 while dealing)."""
        if self.dealt < DEAL_STEPS:
            return 0
        return self.stock.bit_count() + (self.trump_card is not None)

    @property
    def trump(self) -> int:
        """The trump suit, set by the last dealing step (so always known once play starts)."""
        assert self.trump_suit is not None, "the trump suit is unknown until dealing is done"
        return self.trump_suit

    @property
    def exhausted(self) -> bool:
        """Whether every stock card has been drawn."""
        return self.dealt == DEAL_STEPS and self.trump_card is None

    @property
    def strict(self) -> bool:
        """Whether the follow-suit rules apply (stock used up or closed)."""
        return self.closed_by is not None or self.exhausted

    @property
    def carry_out(self) -> int:
        """Game points carried to the next deal (only after a deal nobody won)."""
        return self.carry_in + 1 if self.over and self.winner is None else 0

    def hand(self, player: int) -> list[int]:
        """``player``'s cards, as card ints in deck order."""
        return bits(self.hands[player])

    def current_player(self) -> int:
        if self.over:
            return GameState.TERMINAL
        if self.dealt < DEAL_STEPS or self.to_draw:
            return GameState.CHANCE
        return self.leader if self.led is None else 1 - self.leader

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if not self.is_chance_node():
            return []
        cards = bits(self.stock)
        return [(c, 1.0 / len(cards)) for c in cards]
