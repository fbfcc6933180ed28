"""Properties every Spades position must have; the random-play tests call these each step.

* every one of the 52 cards is in exactly one place: a hand, the undealt pack, or played
  (a finished trick or the trick on the table); face-up cards are in their owner's hand;
* hands hold 13 cards once dealt, less one per card played; every finished trick has four
  cards and the books credited add up to the tricks played, 13 at the end of a hand;
* the running scores are the score sheet's lines added up; points are multiples of 10
  and the unpaid bags stay under the bag limit;
* a finished game has a winner by points, or a draw with equal points.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.spades.deck import ALL_CARDS
from games.spades.rulebook import DEAL_SIZE, HAND_SIZE, NUM_SEATS, TRICKS
from games.spades.rules import SpadesState
from games.spades.scoring import TeamScore, score_hand


def check_cards(state: SpadesState) -> None:
    """Card conservation, hand sizes and books (cheap: called at every step)."""
    union = state.undealt | state.played
    assert not state.undealt & state.played, f"a played card is undealt:\n{state}"
    for seat in range(NUM_SEATS):
        hand = state.hands[seat]
        assert not union & hand, f"a card is in two places:\n{state}"
        assert state.face_up[seat] & ~hand == 0, f"a face-up card is not in its hand:\n{state}"
        union |= hand
    assert union == ALL_CARDS, f"cards missing:\n{state}"
    if state.phase in ("bid", "play") or (state.phase in ("scored", "over") and state.tricks):
        played_by = [0] * NUM_SEATS
        for leader, cards, _, _ in state.tricks:
            for i in range(len(cards)):
                played_by[(leader + i) % NUM_SEATS] += 1
        for i in range(len(state.trick)):
            played_by[(state.leader + i) % NUM_SEATS] += 1
        for seat in range(NUM_SEATS):
            size = state.hands[seat].bit_count()
            assert size == HAND_SIZE - played_by[seat], f"hand size of {seat}:\n{state}"
    else:
        assert state.undealt.bit_count() == DEAL_SIZE - state.dealt, f"deal count:\n{state}"
    assert all(len(t[1]) == NUM_SEATS for t in state.tricks), f"a short trick:\n{state}"
    assert sum(state.books) == len(state.tricks) == sum(state.tricks_won), state
    if state.phase == "scored" or (state.phase == "over" and state.tricks):
        assert len(state.tricks) == TRICKS, f"a hand ended early:\n{state}"


def check_scores(state: SpadesState) -> None:
    """The running scores against the sheet, and the game's result."""
    scores = [TeamScore(), TeamScore()]
    for record in state.sheet:
        assert record.teams[0].made + record.teams[1].made == TRICKS, record
        for team in (0, 1):
            line = record.teams[team]
            assert line == score_hand(scores[team], line.bid, line.made), record
            scores[team] = line.after
    assert scores == state.scores, f"scores {state.scores} != sheet {scores}"
    for score in scores:
        assert score.points % 10 == 0 and 0 <= score.bags < score.bag_limit, score
    if state.phase == "over":
        points = [s.points for s in scores]
        expected = None if points[0] == points[1] else int(points[1] > points[0])
        assert state.winner == expected, f"winner {state.winner} with points {points}"
        assert sorted(state.returns()) in ([0.0] * 4, [-1.0, -1.0, 1.0, 1.0]), state.returns()


def check_state(state: GameState) -> None:
    """All of the above (the arena's and the random-play tests' hook)."""
    assert isinstance(state, SpadesState)
    check_cards(state)
    if state.phase in ("scored", "over"):
        check_scores(state)
