"""What one seat at a Spades table can know: the only input the computer players use.

An ``Observation`` holds the seat's own hand and everything public: the cards dealt face
up and not yet played, every card played and by whom, the bids of both passes, books,
scores, the score sheet, and what the play has shown about the other hands: the suits a
seat has shown it lacks (``voids``, from not following suit, or from leading a spade
before spades were broken). Everything else about the other hands is ``unseen``.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.spades.deck import ALL_CARDS
from games.spades.rulebook import Options
from games.spades.scoring import HandRecord, TeamScore
from games.spades.table_state import TableState, Trick


@dataclass(frozen=True)
class Observation:
    """One seat's view of a game (card sets are masks of card ints)."""

    player: int
    to_move: int
    phase: str
    dealer: int | None
    hand_number: int
    hand: int
    face_up: tuple[int, int, int, int]
    hand_sizes: tuple[int, int, int, int]
    dealt: int
    face_up_rounds: int
    first_bids: tuple[int | None, ...]
    bids: tuple[int | None, ...]
    bid_turn: int
    leader: int
    trick: tuple[int, ...]
    trick_reneges: int
    tricks: tuple[Trick, ...]
    played: int
    spades_broken: bool
    tricks_won: tuple[int, ...]
    books: tuple[int, int]
    owed: tuple[int, int]
    voids: tuple[int, int, int, int]
    scores: tuple[TeamScore, TeamScore]
    sheet: tuple[HandRecord, ...]
    options: Options

    @property
    def unseen(self) -> int:
        """Cards this seat cannot place: in the others' hands face down, or not dealt yet."""
        visible = self.hand | self.played
        for mask in self.face_up:
            visible |= mask
        return ALL_CARDS & ~visible

    def hidden_count(self, seat: int) -> int:
        """How many cards of ``seat``'s hand this seat cannot see."""
        if seat == self.player:
            return 0
        return self.hand_sizes[seat] - self.face_up[seat].bit_count()


def observe(state: TableState, player: int) -> Observation:
    """``player``'s view of ``state``."""
    return Observation(
        player=player,
        to_move=state.current_player(),
        phase=state.phase,
        dealer=state.dealer,
        hand_number=state.hand_number,
        hand=state.hands[player],
        face_up=(state.face_up[0], state.face_up[1], state.face_up[2], state.face_up[3]),
        hand_sizes=(state.hands[0].bit_count(), state.hands[1].bit_count(),
                    state.hands[2].bit_count(), state.hands[3].bit_count()),
        dealt=state.dealt,
        face_up_rounds=state.face_up_rounds,
        first_bids=tuple(state.first_bids),
        bids=tuple(state.bids),
        bid_turn=state.bid_turn,
        leader=state.leader,
        trick=tuple(state.trick),
        trick_reneges=state.trick_reneges,
        tricks=tuple(state.tricks),
        played=state.played,
        spades_broken=state.spades_broken,
        tricks_won=tuple(state.tricks_won),
        books=(state.books[0], state.books[1]),
        owed=(state.owed[0], state.owed[1]),
        voids=(state.voids[0], state.voids[1], state.voids[2], state.voids[3]),
        scores=(state.scores[0], state.scores[1]),
        sheet=tuple(state.sheet),
        options=state.options,
    )
