"""What a game of Spades holds at any moment: the fields of ``rules.SpadesState``.

The rules (``rules``) change these fields (the chance outcomes, which only read them,
are here too); the modules that only read them (which cards
are legal, ``legality``; what a seat may know, ``observation``; the state as text,
``state_text``) take this class, so none of them needs the rules module, and the rules
can use all three without an import circle. ``rules.SpadesState`` is the one subclass.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.spades.deck import ALL_CARDS, bits
from games.spades.events import Event
from games.spades.rulebook import DEFAULT_OPTIONS, FIRST_DEALER_BASE, NUM_SEATS, Options
from games.spades.scoring import HandRecord, TeamScore

Trick = tuple[int, tuple[int, ...], int, int]
"""A finished trick: (leader, cards in play order, winning seat, team credited)."""


class TableState(GameState):
    """The game's fields, from a new game on; the rules that move them are the subclass's."""

    num_players = NUM_SEATS

    def __init__(self, options: Options = DEFAULT_OPTIONS) -> None:
        super().__init__()
        self.options = options
        self.phase = "draw"
        self.dealer: int | None = None
        self.hand_number = 0
        self.scores = [TeamScore(), TeamScore()]
        self.sheet: list[HandRecord] = []
        self.events: list[Event] = []
        self.winner: int | None = None
        self.end_reason = ""
        self.bidding_from = 0
        """How many actions came before the bidding of the hand in view (a take-back
        goes no further back: ``keeping.hand_start``)."""
        self._clear_hand()

    def chance_actions(self) -> list[int]:
        """The chance outcomes' actions (empty at a player's turn)."""
        if self.phase == "draw":
            return [FIRST_DEALER_BASE + seat for seat in range(NUM_SEATS)]
        return bits(self.undealt) if self.is_chance_node() else []

    def _clear_hand(self) -> None:
        self.undealt = ALL_CARDS
        self.dealt = 0
        self.hands = [0, 0, 0, 0]
        self.face_up = [0, 0, 0, 0]
        """Cards each seat got face up and still holds: everybody sees them."""
        self.face_up_rounds = 0
        self.round_up: bool | None = None
        """The dealer's choice for the round being dealt; None until he has chosen."""
        self.bids: list[int | None] = [None] * NUM_SEATS
        self.first_bids: list[int | None] = [None] * NUM_SEATS
        self.bid_turn = 0
        self.leader = 0
        self.trick: list[int] = []
        self.trick_reneges = 0
        """Bit ``t`` set: team ``t`` reneged in the trick on the table."""
        self.tricks: list[Trick] = []
        self.played = 0
        self.spades_broken = False
        self.tricks_won = [0, 0, 0, 0]
        self.books = [0, 0]
        self.owed = [0, 0]
        """Books each team still owes the other for reneges."""
        self.voids = [0, 0, 0, 0]
        """Bit ``s`` set: the seat has shown it holds no card of suit ``s``."""
