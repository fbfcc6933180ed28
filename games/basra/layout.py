"""Where every card of one Basra or Passur hand lies: the pack, the known tail, the hands,
the floor, the win piles; and whose turn it is.

``rules.HandState`` moves the cards; ``observation`` (what a seat may know) and
``state_text`` (the full dump) only read them. The fields live here, in a class of their
own, so those two read a hand without importing the rules that call them.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.basra import events as ev
from games.basra.events import Event
from games.basra.pack import NUM_CARDS
from games.basra.rulebook import DEFAULT_OPTIONS, Options
from games.basra.scoring import PlayerScore


class Layout(GameState):
    """The cards of one hand and the counters around them. Card sets are masks of card ints
    (``pack``); the floor keeps its order."""

    def __init__(self, dealer: int = 0, options: Options = DEFAULT_OPTIONS,
                 replay: tuple[int, ...] = ()) -> None:
        super().__init__()
        self.dealer, self.options, self.replay = dealer, options, replay
        self.chance_log: list[int] = []
        """Every chance outcome of this hand, in order (to deal the same cards again)."""
        self.events: list[Event] = [Event(ev.NEW_HAND, dealer, value=int(bool(replay)))]
        self.won = [0, 0]
        self.sweep_cards: list[list[int]] = [[], []]
        """The capturing cards of each player's basras or surs (face up in the win pile)."""
        self.last_capturer: int | None = None
        self.plays = 0
        self.redeals = 0
        self.discarded = 0
        self.score: tuple[PlayerScore, PlayerScore] | None = None
        self.over = False
        self._start_deal()

    def _start_deal(self) -> None:
        """Every card back in the pack (a new hand, or a Passur redeal)."""
        self.hands = [0, 0]
        self.floor: list[int] = []
        self.floor_mask = 0
        self.pack = 0
        """Face-down pack cards in an order nobody knows (all 52 before the cut)."""
        self.tail: list[int] = []
        """Pack cards whose place is known, in the order they will be dealt: the cut's
        bottom card, then the buried cards."""
        self.bottom: int | None = None
        self.buried: list[int] = []
        self.known_dealt = [0, 0]
        """Cards of ``tail`` dealt to each player: both players know who holds them."""
        self.to_deal: list[int] = []
        self.floor_checked = False
        self.batch = 0
        self.turn = 1 - self.dealer

    @property
    def non_dealer(self) -> int:
        """The player who plays first in every batch."""
        return 1 - self.dealer

    @property
    def pack_size(self) -> int:
        """Cards still to be dealt (face down and known ones)."""
        if self.bottom is None:
            return NUM_CARDS
        return self.pack.bit_count() + len(self.tail)

    @property
    def last_batch(self) -> bool:
        """Whether the hands in play are the last of the hand (nothing left to deal)."""
        return self.bottom is not None and not self.to_deal and self.pack_size == 0

    def current_player(self) -> int:
        if self.over:
            return GameState.TERMINAL
        if self.bottom is None or self.to_deal:
            return GameState.CHANCE
        return self.turn
