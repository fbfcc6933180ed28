"""Pachisi rules: the board, then one set position (or a few) per rule of the seed.

Squares are the numbers the players see. Player 0 (south) enters on 6 and travels
6, 7, ... 68, 1 and then up its home path 69..75 to home; safety squares are
1, 6, 13, 18, 23, 30, 35, 40, 47, 52, 57 and 64.
"""

from __future__ import annotations

import pytest

from games._shared.state import GameState, IllegalAction
from games.pachisi import board
from games.pachisi import events as ev
from games.pachisi.board import HOME, START
from games.pachisi.position import make_position
from games.pachisi.rulebook import (
    PASS,
    Options,
    bonus_action,
    enter_by_sum_action,
    move_action,
    roll_action,
)
from games.pachisi.rules import PachisiState, replay

SAFE_NUMBERS = {1, 6, 13, 18, 23, 30, 35, 40, 47, 52, 57, 64}


def texts(state: PachisiState) -> list[str]:
    return [state.action_to_string(a) for a in state.legal_actions()]


def kinds(state: PachisiState, since: int = 0) -> list[str]:
    return [e.kind for e in state.events[since:]]


def at(state: PachisiState, player: int) -> list[int | str]:
    """Where ``player``'s pawns stand, as square numbers, "start" or "home"."""
    out: list[int | str] = []
    for q in state.places[4 * player:4 * player + 4]:
        out.append("start" if q == START else "home" if q == HOME else
                   board.number(board.PATH[player][q]))
    return out


# --- the board ---------------------------------------------------------------------------


def test_board_has_96_numbered_squares_in_24_square_arms():
    cells = {board.cell(sq) for sq in range(board.SQUARES)}
    assert len(cells) == 96, "every square has its own cell"
    assert not cells & set(board.HOME_CELLS)
    for arm in range(4):
        in_arm = [c for c in cells if _arm_of(c) == arm]
        assert len(in_arm) == 24
    assert {board.number(sq) for sq in range(96)} == set(range(1, 97))


def _inner_corner(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return {a[0], b[0]} in ({7, 8}, {10, 11}) and {a[1], b[1]} in ({7, 8}, {10, 11})


def _arm_of(cell: tuple[int, int]) -> int:
    col, row = cell
    if row >= 11:
        return 0
    if col >= 11:
        return 1
    if row <= 7:
        return 2
    return 3


def test_paths_are_71_steps_of_neighbouring_cells_counter_clockwise():
    for player in range(4):
        path = board.PATH[player]
        assert len(path) == 71 and len(set(path)) == 71
        cells = [board.cell(sq) for sq in path]
        for a, b in zip(cells, cells[1:], strict=False):
            step = abs(a[0] - b[0]), abs(a[1] - b[1])
            assert step in ((0, 1), (1, 0)) or (step == (1, 1) and _inner_corner(a, b)), (
                "each step goes to a neighbour, diagonally only round an inner corner")
        assert cells[-1] in [(9, 11), (11, 9), (9, 7), (7, 9)], "last square touches home"
        assert board.number(path[0]) == 17 * player + 6, "entry square"
        assert [board.number(sq) for sq in path[64:]] == list(
            range(69 + 7 * player, 76 + 7 * player)), "home path"
        assert board.next_square(player, path[10]) == path[11]
        assert board.next_square(player, path[70]) is None
    # counter-clockwise: from the south arm the track turns onto the east (right) arm
    assert board.cell(board.from_number(9))[0] == 10 and board.cell(board.from_number(10)) == (
        11, 10)
    assert board.SIDES[1] == "EAST" and board.next_player(0) == 3, "the turn goes clockwise"


def test_safety_squares_and_home_paths():
    assert {board.number(t) for t in board.SAFE_TRACK} == SAFE_NUMBERS
    assert board.home_path_owner(board.from_number(80)) == 1
    assert board.home_path_owner(board.from_number(68)) is None
    assert board.progress_of(1, board.from_number(70)) is None, "no way into another's path"


# --- the first player and the turn -------------------------------------------------------


def test_first_player_is_drawn_at_random_then_each_rolls_two_dice():
    state = PachisiState()
    assert state.is_chance_node() and state.chance_outcomes() == [(p, 0.25) for p in range(4)]
    state.apply_action(2)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 21 and sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert dict(outcomes)[roll_action(3, 4)] == pytest.approx(2 / 36)
    assert dict(outcomes)[roll_action(6, 6)] == pytest.approx(1 / 36)
    state.apply_action(roll_action(1, 2))
    assert state.current_player() == 2 and state.legal_actions() == [PASS]
    state.apply_action(PASS)
    assert state.is_chance_node() and state.turn == 1, "clockwise: 2 passes to 1"


# --- entering ----------------------------------------------------------------------------


def test_a_five_enters_a_pawn_and_then_the_other_die_may_move_it():
    state = make_position({}, roll=(5, 3))
    assert texts(state) == ["pawn 0 +5 to #6"]
    state.apply_action(move_action(0, 5))
    assert at(state, 0) == [6, "start", "start", "start"]
    assert texts(state) == ["pawn 0 +3 to #9"]
    assert state.why_illegal(move_action(1, 3)) == "you need a five to enter"


def test_a_sum_of_five_enters_with_both_dice():
    state = make_position({}, roll=(2, 3))
    assert state.legal_actions() == [enter_by_sum_action(0)]
    state.apply_action(enter_by_sum_action(0))
    assert at(state, 0)[0] == 6 and state.is_chance_node() and state.turn == 3
    entered = [e for e in state.events if e.kind == ev.ENTER]
    assert entered[0].by_sum


def test_entering_is_compulsory_and_beats_moving_with_the_sum():
    state = make_position({0: [20]}, roll=(1, 4))
    assert state.legal_actions() == [enter_by_sum_action(1)]
    assert state.why_illegal(move_action(0, 1)) == "you must enter a pawn"
    assert state.why_illegal(enter_by_sum_action(2)) == "pawns leave the start block in order"


def test_two_fives_enter_two_pawns():
    state = make_position({}, roll=(5, 5))
    assert not state.tops_and_bottoms, "pawns in the start block: no tops and bottoms"
    state.apply_action(move_action(0, 5))
    assert state.legal_actions() == [move_action(1, 5)], "the second five must enter too"
    state.apply_action(move_action(1, 5))
    assert at(state, 0) == [6, 6, "start", "start"]
    assert state.is_chance_node() and state.turn == 0, "doubles: roll again"


def test_own_blockade_on_the_entry_square_must_be_opened_to_enter():
    state = make_position({0: [6, 6]}, roll=(5, 1))
    assert sorted(texts(state)) == ["pawn 0 +1 to #7", "pawn 1 +1 to #7"]
    assert state.why_illegal(move_action(2, 5)) == "your entry square is blocked"
    assert state.why_illegal(move_action(0, 5)) == "you must enter a pawn"
    state.apply_action(move_action(0, 1))
    assert state.legal_actions() == [move_action(2, 5)]


def test_an_opponent_blockade_on_the_entry_square_stops_entering():
    state = make_position({1: [6, 6]}, roll=(5, 2))
    assert state.legal_actions() == [PASS]
    assert state.why_illegal(move_action(0, 5)) == "your entry square is blocked"
    state.apply_action(PASS)
    assert kinds(state)[-2:] == [ev.DICE_UNUSED, ev.TURN]


def test_entering_captures_a_lone_pawn_on_ones_own_entry_square():
    state = make_position({1: [6]}, roll=(5, 2))
    state.apply_action(move_action(0, 5))
    assert at(state, 1)[0] == "start" and at(state, 0)[0] == 6
    capture = next(e for e in state.events if e.kind == ev.CAPTURE)
    assert (capture.victim_player, capture.victim_pawn) == (1, 0)
    assert state.left.bonuses == (20,)


# --- moving, sums, safety squares, blockades ---------------------------------------------


def test_a_lone_pawn_on_an_ordinary_square_is_captured():
    state = make_position({0: [10], 1: [12]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    assert at(state, 1)[0] == "start" and state.left.bonuses == (20,)


def test_safety_squares_cannot_be_shared_or_captured_on():
    state = make_position({0: [10], 1: [13]}, roll=(3, 1))
    assert state.why_illegal(move_action(0, 3)) == "another colour holds that safety square"
    assert state.legal_actions() == [move_action(0, 1)]
    state.apply_action(move_action(0, 1))
    assert state.legal_actions() == [move_action(0, 3)], "passing it is allowed"
    state = make_position({0: [12], 1: [13, 18]}, roll=(1, 6))
    assert state.legal_actions() == [PASS], "both safety squares ahead are taken"


def test_the_sum_is_two_moves_whose_middle_square_must_be_legal():
    state = make_position({0: [10, "home", "home", "home"], 1: [13]}, roll=(3, 2))
    assert state.legal_actions() == [move_action(0, 2)], "3 first would stop on 13"
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(0, 3))
    assert at(state, 0)[0] == 15, "passing a lone pawn is fine"


def test_a_capture_on_the_middle_square_of_a_sum_counts():
    state = make_position({0: [10, "home", "home", "home"], 1: [12]}, roll=(2, 3))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(0, 3))
    assert at(state, 0)[0] == 15 and at(state, 1)[0] == "start"
    assert ev.CAPTURE in kinds(state) and state.left.bonuses == (20,)


def test_no_sum_gets_through_a_blockade():
    state = make_position({0: [10, "home", "home", "home"], 1: [12, 12]}, roll=(1, 3))
    assert state.why_illegal(move_action(0, 3)) == "a blockade is in the way"
    assert state.legal_actions() == [move_action(0, 1)]
    state.apply_action(move_action(0, 1))
    assert state.why_illegal(move_action(0, 3)) == "a blockade is in the way"
    assert state.legal_actions() == [PASS]


def test_a_blockade_stops_its_own_colour_too():
    state = make_position({0: [10, 12, 12]}, roll=(4, 6))
    assert state.why_illegal(move_action(0, 4)) == "a blockade is in the way"
    assert state.why_illegal(move_action(0, 2)) == "you have no 2 to move"


def test_the_two_pawns_of_a_blockade_may_not_move_together():
    state = make_position({0: [10, 10]}, roll=(3, 3))
    assert state.roll is not None and state.roll.partners[0] == 1
    state.apply_action(move_action(0, 3))
    assert state.why_illegal(move_action(1, 3)) == (
        "the two pawns of a blockade may not move together")
    assert state.legal_actions() == [move_action(0, 3)]


def test_a_blockade_may_not_re_form_in_the_roll_after_doubles():
    # pawns 0 and 1 are a blockade on 10 when the turn begins; pawn 0 moves 2 on the
    # doubles, and in the roll again pawn 1 may not join it: the rule spans the turn
    state = make_position({0: [10, 10, 30]}, roll=(2, 2))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(2, 2))
    assert state.is_chance_node() and state.turn == 0
    assert "turn so far: moved 0x0005 blockades [0+1]" in str(state)
    state.apply_action(roll_action(2, 3))
    assert state.why_illegal(move_action(1, 2)) == (
        "the two pawns of a blockade may not move together")
    assert move_action(1, 2) not in state.legal_actions()
    assert state.roll is not None
    for _, final in state.roll.complete_plays(state.places, state.left):
        assert final[0] != final[1], "no play of the turn puts them together again"


def test_a_blockade_bonus_move_in_the_roll_after_doubles_is_bound_too():
    # pawn 0 leaves the blockade on 10 with 6-6 (to 22); in the roll again pawn 1 moves
    # 2 and pawn 2 goes home, and the 10 bonus may not take pawn 1 to pawn 0 on 22
    state = make_position({0: [10, 10, 72]}, roll=(6, 6))
    state.apply_action(move_action(0, 6))
    state.apply_action(move_action(0, 6))
    assert at(state, 0)[:3] == [22, 10, 72] and state.is_chance_node()
    state.apply_action(roll_action(2, 4))
    state.apply_action(move_action(1, 2))
    state.apply_action(move_action(2, 4))
    assert state.left.bonuses == (10,)
    assert state.why_illegal(bonus_action(1)) == (
        "the two pawns of a blockade may not move together")


def test_the_blockade_rule_ends_with_the_turn():
    state = make_position({0: [12, 10]}, roll=(2, 4))
    state.apply_action(move_action(1, 2))
    assert at(state, 0)[:2] == [12, 12], "pawns apart when the turn began may meet"


def test_a_new_blockade_of_other_pawns_may_form():
    state = make_position({0: [10, 7]}, roll=(3, 6))
    state.apply_action(move_action(1, 3))
    assert at(state, 0)[:2] == [10, 10], "two pawns that were not a blockade may meet"


def test_a_full_square_is_blocked():
    state = make_position({0: [9, 12, 12]}, roll=(3, 1))
    assert state.why_illegal(move_action(0, 3)) == "that square is blocked"


def test_you_must_use_both_dice_when_some_order_allows_it():
    state = make_position({0: [10, 33], 1: [18, 18], 2: [35]}, roll=(2, 6))
    assert state.why_illegal(move_action(0, 6)) == "you must use both dice"
    assert state.legal_actions() == [move_action(0, 2), move_action(1, 6)]


def test_when_only_one_die_can_be_used_the_player_chooses_which():
    state = make_position({0: [69]}, roll=(3, 6))
    # 69 is the first home-path square, 7 from home: 3 or 6 fits, not both
    assert set(state.legal_actions()) == {move_action(0, 3), move_action(0, 6)}


def test_pass_is_refused_while_a_move_is_possible():
    state = make_position({0: [10]}, roll=(2, 3))
    assert state.why_illegal(PASS) == "you must move"
    with pytest.raises(IllegalAction, match="you must move"):
        state.apply_action(PASS)


# --- bonuses -----------------------------------------------------------------------------


def test_capture_bonus_of_20_chains_when_it_captures_again():
    state = make_position({0: [10], 1: [12], 2: [33]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(0, 1))
    assert state.left.bonuses == (20,) and state.legal_actions() == [bonus_action(0), PASS]
    assert state.why_illegal(move_action(0, 1)) == "take or give up your bonus move first"
    state.apply_action(bonus_action(0))
    assert at(state, 0)[0] == 33 and at(state, 2)[0] == "start"
    assert state.left.bonuses == (20,), "the bonus move captured: another 20"
    state.apply_action(bonus_action(0))
    assert at(state, 0)[0] == 53 and state.is_chance_node() and state.turn == 3
    assert kinds(state).count(ev.BONUS_EARNED) == 2


def test_a_bonus_move_cannot_enter_a_pawn_and_may_be_given_up():
    state = make_position({0: [10], 1: [12]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(0, 1))
    assert state.why_illegal(bonus_action(1)) == "a bonus move cannot enter a pawn"
    state.apply_action(PASS)
    assert kinds(state)[-2:] == [ev.BONUS_GIVEN_UP, ev.TURN] and at(state, 0)[0] == 13


def test_home_bonus_of_10_moves_another_pawn_the_full_ten():
    state = make_position({0: [73, 10]}, roll=(3, 1))
    state.apply_action(move_action(0, 3))
    assert at(state, 0)[0] == "home" and state.left.bonuses == (10,)
    state.apply_action(move_action(1, 1))
    assert state.legal_actions() == [bonus_action(1), PASS]
    state.apply_action(bonus_action(1))
    assert at(state, 0)[1] == 21


def test_a_bonus_that_cannot_be_moved_in_full_is_forfeited():
    state = make_position({0: [73, 70]}, roll=(3, 1))
    state.apply_action(move_action(0, 3))
    state.apply_action(move_action(1, 1))
    assert state.left.bonuses == (10,) and state.legal_actions() == [PASS]
    assert state.why_illegal(bonus_action(1)) == "you need the exact count to go home"


def test_home_bonus_chains_when_the_bonus_move_reaches_home():
    state = make_position({0: [74, 67, 10]}, roll=(2, 1))
    # 74 is 2 from home; 67 is 10 from home (progress 61); 10 is far out
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(2, 1))
    state.apply_action(bonus_action(1))
    assert at(state, 0)[:2] == ["home", "home"] and state.left.bonuses == (10,)
    state.apply_action(bonus_action(2))
    assert at(state, 0)[2] == 21


def test_bonuses_are_taken_in_the_order_earned():
    state = make_position({0: [74, 10], 1: [11]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(1, 1))
    assert state.left.bonuses == (10, 20)
    state.apply_action(PASS)
    assert state.left.bonuses == (20,)


# --- exact home --------------------------------------------------------------------------


def test_home_needs_the_exact_count():
    state = make_position({0: [73, 10, "home", "home"]}, roll=(4, 1))
    assert state.why_illegal(move_action(0, 4)) == "you need the exact count to go home"
    assert state.why_illegal(move_action(0, 1)) is None


def test_four_pawns_home_win_at_once():
    state = make_position({0: ["home", "home", "home", 73]}, roll=(3, 2))
    state.apply_action(move_action(3, 3))
    assert state.is_terminal() and state.winner == 0 and state.returns() == [1, 0, 0, 0]
    assert kinds(state)[-1] == ev.WIN and state.legal_actions() == []
    assert state.why_illegal(PASS) == "the game is over"


# --- doubles -----------------------------------------------------------------------------


def test_tops_and_bottoms_when_every_pawn_is_out():
    state = make_position({0: [10, 20, 30, "home"]}, roll=(2, 2))
    assert state.tops_and_bottoms and state.left.dice == (2, 2) and state.left.bottoms == (5, 5)
    assert ev.TOPS_AND_BOTTOMS in kinds(state)
    state.apply_action(move_action(0, 2))
    assert state.why_illegal(move_action(0, 5)) == "you have no 5 to move", "tops first"
    state.apply_action(move_action(1, 2))
    assert state.left.dice == (5, 5) and state.left.bottoms == ()
    state.apply_action(move_action(2, 5))
    state.apply_action(move_action(2, 5))
    assert at(state, 0)[:3] == [12, 22, 40]
    assert state.is_chance_node() and state.turn == 0, "doubles: roll again"


def test_tops_and_bottoms_are_all_or_nothing():
    state = make_position({0: [71, "home", "home", "home"]}, roll=(2, 2))
    # 2 + 2 would fit (71 -> 73), but 5 + 5 then would not: none may be used
    assert state.legal_actions() == [PASS]
    assert state.why_illegal(move_action(0, 2)) == "you must use all four numbers or none"
    state.apply_action(PASS)
    assert at(state, 0)[0] == 71 and state.is_chance_node() and state.turn == 0


def test_a_last_pawn_reaching_home_does_not_excuse_the_other_numbers():
    # two short of home, 2-2 gives 2, 2, 5, 5: the first 2 would win, but the 2, 5 and 5
    # left could not be used by anyone, so none is used and the player rolls again
    state = make_position({0: [74, "home", "home", "home"]}, roll=(2, 2))
    assert state.legal_actions() == [PASS]
    assert state.why_illegal(move_action(0, 2)) == "you must use all four numbers or none"
    with pytest.raises(IllegalAction):
        state.apply_action(move_action(0, 2))
    state.apply_action(PASS)
    assert at(state, 0)[0] == 74 and state.winner is None
    assert state.is_chance_node() and state.turn == 0


def test_a_win_on_a_home_bonus_does_not_excuse_the_other_numbers():
    # a top of 1 takes pawn 0 home (bonus 10) and the bonus would take pawn 1 home and
    # win, but the other 1 and both 6s would be left unused: none may be used
    state = make_position({0: [75, 66, "home", "home"]}, roll=(1, 1))
    assert state.tops_and_bottoms and state.legal_actions() == [PASS]
    assert state.roll is not None
    assert state.roll.complete_plays(state.places, state.left) == [((PASS,), state.places)]


def test_all_four_numbers_can_take_the_last_pawn_home():
    state = make_position({0: [63, "home", "home", "home"]}, roll=(2, 2))
    for value in (2, 2, 5, 5):
        state.apply_action(move_action(0, value))
    assert state.winner == 0


def test_capture_bonus_comes_between_tops_and_bottoms():
    state = make_position({0: [10, 20, 30, 40], 1: [12]}, roll=(1, 1))
    assert state.left.bottoms == (6, 6)
    state.apply_action(move_action(0, 1))
    state.apply_action(move_action(0, 1))
    assert at(state, 1)[0] == "start" and state.left.bonuses == (20,)
    assert state.left.dice == () and state.left.bottoms == (6, 6)
    state.apply_action(bonus_action(0))
    assert state.left.dice == (6, 6) and at(state, 0)[0] == 32


def test_a_bonus_between_tops_and_bottoms_must_keep_the_bottoms_usable():
    # pawn 0 goes home on the tops (bonus 10); pawns 1 and 2 are a blockade 5 from home;
    # only pawn 3 can use the 6s, and not after moving 10 more: the bonus must be given up
    state = make_position({0: [74, 71, 71, 56]}, roll=(1, 1))
    state.apply_action(move_action(0, 1))
    state.apply_action(move_action(0, 1))
    assert state.left.bonuses == (10,) and state.left.bottoms == (6, 6)
    assert state.legal_actions() == [PASS]
    assert state.why_illegal(bonus_action(3)) == "you must use all four numbers or none"
    state.apply_action(PASS)
    assert state.legal_actions() == [move_action(3, 6)]


def test_third_doubles_in_a_row_sends_the_leading_pawn_back():
    state = make_position({0: [10, 70, "home"]}, roll=(4, 4), doubles=2)
    assert at(state, 0) == [10, "start", "home", "start"]
    assert kinds(state)[-2:] == [ev.TRIPLE_DOUBLES, ev.TURN]
    assert state.is_chance_node() and state.turn == 3 and state.doubles == 0


def test_triple_doubles_option_spares_the_home_path():
    options = Options(penalty_spares_home_path=True)
    state = make_position({0: [10, 70, 30]}, roll=(4, 4), doubles=2, options=options)
    assert at(state, 0) == [10, 70, "start", "start"]


def test_doubles_count_resets_each_turn():
    state = make_position({0: [10]}, roll=(3, 3), doubles=1)
    assert state.doubles == 2
    state.apply_action(move_action(0, 3))
    state.apply_action(move_action(0, 3))
    state.apply_action(roll_action(1, 2))
    assert state.doubles == 2, "not doubles: the count stays until the turn ends"
    state.apply_action(move_action(0, 1))
    state.apply_action(move_action(0, 2))
    assert state.turn == 3 and state.doubles == 0


# --- history and text --------------------------------------------------------------------


def test_replaying_the_history_gives_the_same_state():
    state = PachisiState()
    for action in [1, roll_action(5, 2), move_action(0, 5), move_action(0, 2)]:
        state.apply_action(action)
    again = replay(state.history)
    assert str(again) == str(state) and again.events == state.events
    assert state.information_state(0) == str(state)
    assert state.current_player() == GameState.CHANCE and state.turn == 0


# --- the pointer interface: pawn, then square --------------------------------------------


def sq(shown: int) -> int:
    return board.from_number(shown)


def test_targets_list_where_a_pawn_may_go():
    state = make_position({0: [10, 73, "home", "home"]}, roll=(3, 2))
    assert state.targets(0) == {sq(13): move_action(0, 3), sq(12): move_action(0, 2)}
    assert state.targets(1) == {-1: move_action(1, 3), sq(75): move_action(1, 2)}
    assert state.target(move_action(1, 3)) == -1 and state.target(PASS) is None


def test_action_for_names_the_move_meant_so_a_refusal_can_be_explained():
    state = make_position({0: [10], 1: [12, 12]}, roll=(2, 4))
    assert state.action_for(0, sq(12)) == move_action(0, 2)
    assert state.why_illegal(move_action(0, 2)) == "that square is blocked"
    assert state.why_illegal(state.action_for(0, sq(14)) or -1) == "a blockade is in the way"
    assert state.action_for(1, sq(6)) == move_action(1, 5)
    assert state.why_illegal(move_action(1, 5)) == "you have no 5 to move"
    assert state.action_for(0, sq(9)) is None, "backwards"
    assert state.action_for(0, sq(20)) is None, "no die shows 10"
    state = make_position({0: [10]}, roll=(1, 4))
    assert state.action_for(1, sq(6)) == enter_by_sum_action(1)
    assert state.action_for(1, sq(7)) is None


def test_action_for_a_bonus_step():
    state = make_position({0: [10], 1: [12]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(0, 1))
    assert state.action_for(0, sq(33)) == bonus_action(0)
    assert state.action_for(0, sq(14)) is None


def test_bonus_refusals_while_dice_are_left():
    state = make_position({0: [10, 30], 1: [12]}, roll=(2, 1))
    assert state.why_illegal(bonus_action(0)) == "you have no bonus move"
    state.apply_action(move_action(0, 2))
    assert state.why_illegal(bonus_action(1)) == "bonus moves come after the dice"
    state = make_position({0: [10, 20, 30, "home"]}, roll=(2, 2))
    assert state.why_illegal(PASS) == "you must move"
