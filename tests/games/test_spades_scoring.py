"""Spades scoring: bids made and missed, sandbags and their penalties, the sheet, the end."""

from __future__ import annotations

import random

import pytest

from games._shared.state import sample_chance
from games.spades import events as ev
from games.spades.rulebook import Options, bid_action
from games.spades.rules import SpadesState
from games.spades.scoring import (
    HandRecord,
    TeamScore,
    ahead,
    end_reason,
    format_total,
    hand_text,
    penalty_text,
    score_hand,
    score_table,
)

# The example score table of the original instructions, character for character.
SEED_TABLE = [
    "           N-S                   E-W",
    "BOOK 1    +51 (5 BID, 6 MADE)    -20  (9 BID, 7 MADE)",
    "BOOK 2    -10 (5 BID, 4 MADE)    +90  (9 BID, 9 MADE)",
    "BOOK 3    +33 (3 BID, 6 MADE)    +34  (3 BID, 7 MADE)",
    "          ---                    ---",
    "          +74 TOTAL TO DATE     +104 TOTAL TO DATE  (EACH TEAM HAS 4 SANDBAGS)",
]


Hands = list[tuple[tuple[int, int], tuple[int, int]]]


def sheet(hands: Hands) -> tuple[list[HandRecord], tuple[TeamScore, TeamScore]]:
    """Score hands given as ((N-S bid, made), (E-W bid, made)) from 0-0."""
    scores = [TeamScore(), TeamScore()]
    records = []
    for number, teams in enumerate(hands, start=1):
        lines = tuple(score_hand(scores[t], *teams[t]) for t in (0, 1))
        scores = [lines[0].after, lines[1].after]
        records.append(HandRecord(number, 0, (lines[0], lines[1])))
    return records, (scores[0], scores[1])


def test_the_seeds_example_score_table_is_reproduced_exactly():
    records, totals = sheet([((5, 6), (9, 7)), ((5, 4), (9, 9)), ((3, 6), (3, 7))])
    assert score_table(records, totals) == SEED_TABLE
    assert totals == (TeamScore(70, 4, 0), TeamScore(100, 4, 0))


def test_a_made_bid_scores_ten_a_book_and_one_bag_per_overtrick():
    line = score_hand(TeamScore(), 5, 6)
    assert (line.points, line.bags, line.after) == (50, 1, TeamScore(50, 1, 0))
    assert hand_text(line) == "+51 (5 BID, 6 MADE)"
    exact = score_hand(TeamScore(), 9, 9)
    assert hand_text(exact) == "+90 (9 BID, 9 MADE)" and not exact.set


def test_a_set_loses_ten_per_missing_book_not_per_book_bid():
    line = score_hand(TeamScore(), 9, 7)
    assert line.set and (line.points, line.bags) == (-20, 0)
    assert hand_text(line) == "-20 (9 BID, 7 MADE)"
    assert score_hand(TeamScore(), 13, 0).points == -130


def test_a_bid_of_zero_is_only_zero_books():
    assert score_hand(TeamScore(), 0, 0).after == TeamScore(0, 0, 0)
    assert score_hand(TeamScore(), 0, 3).after == TeamScore(0, 3, 0)


def test_the_tenth_bag_costs_100_and_the_count_starts_again_from_the_rest():
    line = score_hand(TeamScore(70, 8, 0), 5, 8)
    assert (line.penalties, line.bags_paid) == (1, 10)
    assert line.after == TeamScore(70 + 50 - 100, 1, 1)
    assert line.after.shown == "+21", "the units digit is again the bag count"
    assert penalty_text(line) == "-110 (100 PENALTY, 10 BAGS CLEARED)"  # both parts named


def test_penalty_lines_stand_in_their_sides_columns_and_fit_the_screen():
    records, totals = sheet([((3, 3), (3, 3)), ((2, 12), (1, 1))])   # N-S: 10 bags
    lines = score_table(records, totals, label="HAND")
    assert lines[3] == "         -110 (100 PENALTY, 10 BAGS CLEARED)"
    both, totals = sheet([((1, 9), (1, 4)), ((1, 3), (1, 8))])       # both reach 10 in hand 2
    lines = score_table(both, totals, label="HAND")
    assert lines[2].startswith("HAND 2 ")
    assert lines[3] == "         -110 (100 PENALTY, 10 BAGS CLEARED)"
    assert lines[4] == " " * 32 + "-110 (100 PENALTY, 10 BAGS CLEARED)"
    assert max(map(len, lines[:-1])) <= 80 - 13, "the sheet is drawn from column 13"


def test_after_the_first_penalty_every_third_bag_costs_100():
    score = TeamScore(100, 0, 1)
    assert score.bag_limit == 3
    two = score_hand(score, 4, 6)
    assert two.penalties == 0 and two.after == TeamScore(140, 2, 1)
    three = score_hand(two.after, 4, 5)
    assert three.penalties == 1 and three.after == TeamScore(80, 0, 2)


def test_several_penalties_can_fall_in_one_hand():
    line = score_hand(TeamScore(200, 9, 0), 1, 8)  # 7 bags: 16 = 10 + 3 + 3
    assert line.penalties == 3 and line.bags_paid == 16
    assert line.after == TeamScore(200 + 10 - 300, 0, 3)


@pytest.mark.parametrize(("points", "bags", "shown"), [
    (70, 4, "+74"), (100, 4, "+104"), (-30, 4, "-34"), (-20, 0, "-20"), (0, 3, "+3"), (0, 0, "0"),
])
def test_the_shown_score_puts_the_bags_in_the_units_digit(points, bags, shown):
    assert format_total(points, bags) == shown


def test_game_ends_on_points_only_and_the_higher_points_win():
    options = Options()
    assert end_reason((390, 380), 9, options) is None, "396 shown (390 + 6 bags) is not 400"
    assert end_reason((400, 380), 9, options) == "target"
    assert ahead((400, 380)) == 0
    assert ahead((410, 430)) == 1, "both over: the higher wins"
    assert ahead((420, 420)) is None, "both over and equal: a draw"


def test_the_arena_options_end_hopeless_and_endless_games():
    options = Options(lose_at=-200, hand_limit=50)
    assert end_reason((-200, 30), 5, options) == "floor"
    assert end_reason((-190, 30), 5, options) is None
    assert end_reason((100, 30), 50, options) == "hand_limit"
    assert end_reason((-300, 30), 5, Options()) is None


def play_hand(state: SpadesState, rng: random.Random, bid: int | None = None) -> None:
    """Random legal play (everyone bidding ``bid`` if given) until the hand is scored."""
    hands = len(state.sheet)
    while len(state.sheet) == hands:
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        elif state.phase == "bid" and bid is not None:
            state.apply_action(bid_action(bid))
        else:
            state.apply_action(rng.choice(state.legal_actions()))


def test_a_hand_is_scored_onto_the_sheet_and_the_running_totals():
    rng = random.Random(8)
    state = SpadesState()
    play_hand(state, rng)
    record = state.sheet[-1]
    for team in (0, 1):
        line = record.teams[team]
        assert line.bid == state.team_bid(team) and line.made == state.books[team]
        assert state.scores[team] == line.after
    assert record.number == 1 and state.events[-1].kind in (ev.HAND_SCORED, ev.BAG_PENALTY)


def test_a_draw_when_both_teams_reach_400_with_equal_points():
    state = SpadesState()
    play_hand(state, random.Random(2))
    state.scores = [TeamScore(400, 0, 0), TeamScore(400, 0, 0)]  # as if both got there now
    play_hand(state, random.Random(3), bid=0)  # no points either way, a few bags
    assert [line.penalties for line in state.sheet[-1].teams] == [0, 0]
    assert state.scores[0].bags != state.scores[1].bags, "the sandbag digit does not count"
    assert state.phase == "over" and state.winner is None and state.returns() == [0.0] * 4
    assert state.events[-1] == ev.Event(ev.GAME_OVER, team=None, reason="target")


def test_the_team_over_the_target_wins_and_partners_share_the_result():
    state = SpadesState()
    play_hand(state, random.Random(2))
    state.scores = [TeamScore(390, 0, 0), TeamScore(380, 0, 0)]
    play_hand(state, random.Random(3), bid=1)  # each team bids 2 and makes it
    assert [line.points for line in state.sheet[-1].teams] == [20, 20]
    assert state.phase == "over" and state.winner == 0
    assert state.returns() == [1.0, -1.0, 1.0, -1.0]
