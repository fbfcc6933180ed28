"""The facts of one game of Russian Bank, apart from how they change: rule options, the
table, the deal so far, the counters, the open stop offer, the result.

``rules.BankState`` is this class with its moves. The modules that only read a game
(``legality``, ``observation``, ``state_text``) take a ``Game``, so ``rules`` can use
them while none of them imports ``rules``: the imports run one way.
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.state import GameState
from games.russian_bank import events as ev
from games.russian_bank.events import Event
from games.russian_bank.packs import NUM_CARDS, PACK_SIZE, pack_cards
from games.russian_bank.stops import StopOffer
from games.russian_bank.table import Table


@dataclass(frozen=True)
class Options:
    """Rule settings; the defaults are the adopted rules."""

    stop_mode: bool = False
    """Start in the stop mode (out-of-order moves allowed, the opponent may stop them)."""
    stuck_turnovers: int = 3
    max_moves: int = 3000


DEFAULT_OPTIONS = Options()


class Game(GameState):
    """One game's facts and the questions they answer alone (who moves, what chance
    offers); ``rules.BankState`` adds the moves. ``legality``, ``observation`` and
    ``state_text`` read a game through this class, so none of them needs ``rules``."""

    def __init__(self, options: Options = DEFAULT_OPTIONS) -> None:
        super().__init__()
        self.options = options
        self.table = Table()
        self.undealt = [pack_cards(0), pack_cards(1)]
        self.dealt = 0
        self.starter: int | None = None
        self.start_reason = ""
        self.stop_mode = options.stop_mode
        self.stop_offer: StopOffer | None = None
        self.moves_made = self.turns = self.turn_moves = 0
        self.longest_turn = [0, 0]
        """Most moves each player has made in one turn."""
        self.stuck = [0, 0]
        """Waste turnovers of each player since a card was last played from a hand or a
        reserve (to a foundation, a house or the other side's piles)."""
        self.turnovers, self.loads, self.stops = [0, 0], [0, 0], [0, 0]
        self.turn_keys: set[tuple] = set()
        """Positions (``Table.key``) reached in the current turn: the AI never repeats one."""
        self.events: list[Event] = [Event(ev.DEAL, None)]
        self.over = self.abandoned = False
        self.winner: int | None = None
        self.score = 0
        self.draw_reason = ""

    def current_player(self) -> int:
        if self.over:
            return GameState.TERMINAL
        if self.starter is None:
            return GameState.CHANCE
        if self.stop_offer is not None:
            return 1 - self.stop_offer.offender
        return self.table.mover

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.over or self.starter is not None:
            return []
        if self.dealt < NUM_CARDS:
            pool = self.undealt[self.dealt // PACK_SIZE]
            return [(card, 1.0 / len(pool)) for card in pool]
        return [(0, 0.5), (1, 0.5)]
