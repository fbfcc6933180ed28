"""The Pachisi board on the screen: squares, numbers, colours, pawns, the pointer's spots.

Pure drawing from set positions (``make_position``), in colour and in mono, and the
geometry the pointer and the mouse use.
"""

from __future__ import annotations

import random
from collections import deque

import pytest

from games._shared.look import look_for
from games._shared.state import sample_chance
from games.pachisi import layout as lay
from games.pachisi.board import PATH, SQUARES, START, TRACK, cell, home_path_owner, is_safe
from games.pachisi.messages import say
from games.pachisi.palette import COLOUR, MONO, SHAPES, board_look, table_look
from games.pachisi.panel import used_dice
from games.pachisi.position import make_position
from games.pachisi.rulebook import PASS, decode, move_action
from games.pachisi.rules import PachisiState
from games.pachisi.screen import View, draw
from retro.textmode import TextScreen

MDA_LOOKS = {0x00, 0x07, 0x0F, 0x70, 0x01}


def drawn(state: PachisiState, view: View | None = None, mono: bool = False) -> TextScreen:
    s = TextScreen(mono=mono)
    s.blink_enabled = False
    draw(s, state, view or View(), table_look(look_for(s), mono), board_look(mono))
    return s


def mid_game() -> PachisiState:
    return make_position({0: [10, 10, 6, "home"], 1: [23, 30, 80], 2: [40, 47, "start"],
                          3: [57, 60, 2, 92]}, turn=0, roll=(3, 5))


def test_the_squares_fill_the_cross_without_overlapping() -> None:
    cells = {cell(s) for s in range(SQUARES)}
    assert len(cells) == SQUARES
    places = {lay.square_pos(s) for s in range(SQUARES)}
    assert len(places) == SQUARES
    for col, row in places:
        assert col >= lay.BOARD_COL and col + 3 <= lay.BOARD_COL + lay.BOARD_W
        assert lay.BOARD_ROW <= row < lay.BOARD_ROW + 19
        assert not any(corner.start.holds(col, row) or corner.home.holds(col, row)
                       for corner in lay.CORNERS)


def test_each_start_block_stands_beside_its_entry_square() -> None:
    for player, corner in enumerate(lay.CORNERS):
        col, row = lay.square_pos(PATH[player][0])
        block = corner.start
        gap_cols = max(block.col - (col + 3), col - (block.col + block.width), 0)
        gap_rows = max(block.row - row, row - (block.row + block.height - 1), 0)
        assert gap_cols + gap_rows <= 3, (player, gap_cols, gap_rows)


def test_with_the_numbers_on_every_square_shows_its_number() -> None:
    lines = drawn(mid_game(), View(numbers=True)).text().splitlines()
    for square in range(SQUARES):
        col, row = lay.square_pos(square)
        assert lines[row][col:col + 2].strip() == str(square + 1)


def test_safety_squares_are_blue_and_home_paths_wear_their_owners_colours() -> None:
    s = drawn(PachisiState())
    for square in range(SQUARES):
        col, row = lay.square_pos(square)
        background = s.cell(col + 1, row)[1] >> 4
        owner = home_path_owner(square)
        if is_safe(square):
            assert background == 1, square
        elif owner is not None:
            assert s.cell(col + 1, row)[1] == COLOUR.home_path[owner]
        else:
            assert background in (0x7, 0xF) and background != 1


@pytest.mark.parametrize("mono", [False, True], ids=["colour", "mono"])
def test_every_pawn_is_drawn_once_with_its_players_shape(mono: bool) -> None:
    state = mid_game()
    s = drawn(state, mono=mono)
    found = {p: 0 for p in range(4)}
    places = [(col + i, row) for col, row in map(lay.square_pos, range(SQUARES))
              for i in range(3)]
    places += [block.slot(i) for corner in lay.CORNERS for block in (corner.start, corner.home)
               for i in range(4)]
    for col, row in places:
        code = s.cell(col, row)[0]
        if code in SHAPES:
            found[SHAPES.index(code)] += 1
    assert found == {0: 4, 1: 4, 2: 4, 3: 4}
    assert len(set(SHAPES)) == 4  # four shapes: mono tells the players apart by them
    col, row = lay.square_pos(9)  # square 10 holds red's blockade: a pawn at each end
    assert (s.cell(col, row)[0], s.cell(col + 2, row)[0]) == (SHAPES[0], SHAPES[0])


def test_mono_uses_only_the_four_mda_looks() -> None:
    view = View(pointer=12, chosen=5, targets=frozenset({8, 10}), news=["A", "B"], prompt="C")
    s = drawn(mid_game(), view, mono=True)
    assert set(s.snapshot().data[1::2]) <= MDA_LOOKS | {MONO.pointer_alt}
    squares = {s.cell(*lay.square_pos(sq))[0] for sq in range(SQUARES)
               if sq not in (5, 8, 9, 10, 12) and sq < TRACK and not is_safe(sq)}
    assert squares  # empty squares show a mark: mono has no checker of colours


def test_the_pointer_chosen_pawn_and_targets_are_marked() -> None:
    view = View(pointer=12, chosen=5, targets=frozenset({8, 10}))
    s = drawn(mid_game(), view)
    col, row = lay.square_pos(12)
    assert s.cell(col, row) == (0x10, COLOUR.pointer) and s.cell(col + 2, row)[0] == 0x11
    col, row = lay.square_pos(5)
    assert s.cell(col, row) == (0xAF, COLOUR.chosen)
    for square in (8, 10):
        col, row = lay.square_pos(square)
        assert s.cell(col + 1, row)[1] == COLOUR.target


def test_the_panel_shows_the_dice_and_dims_a_used_one() -> None:
    state = mid_game()
    assert used_dice(state) == (False, False)
    state.apply_action(move_action(2, 3))
    assert used_dice(state) == (True, False)
    s = drawn(state)
    first, second = lay.DICE_COLS
    assert s.cell(first, lay.DICE_ROW)[1] == COLOUR.die_used
    assert s.cell(second, lay.DICE_ROW)[1] == COLOUR.die
    assert "TO PLAY 5" in s.text().splitlines()[lay.DICE_ROW + lay.DIE_H + 1]


def test_tops_and_bottoms_are_shown_and_counted() -> None:
    state = make_position({0: [10, 20, 30, "home"]}, roll=(2, 2))
    assert state.tops_and_bottoms and used_dice(state) == (False, False)
    lines = drawn(state).text().splitlines()
    notes = "\n".join(line[lay.PANEL_COL:] for line in lines[8:14])
    assert "TOPS AND BOTTOMS" in notes and "BOTTOMS 5 5" in notes and "TO PLAY 2 2" in notes


def test_a_click_hits_the_spot_drawn_there() -> None:
    for square in range(SQUARES):
        col, row = lay.square_pos(square)
        assert [lay.spot_at(c, row) for c in range(col, col + 3)] == [square] * 3
    for spot in range(lay.START_SPOT, lay.SPOTS):
        block = lay.block_of(spot)
        assert lay.spot_at(block.col, block.row) == spot
        assert lay.spot_at(block.col + block.width - 1, block.row + block.height - 1) == spot
    assert lay.spot_at(lay.CENTRE_COL + 4, lay.CENTRE_ROW + 1) == lay.CENTRE
    assert lay.spot_at(0, 0) is None and lay.spot_at(70, 15) is None
    assert lay.on_dice(lay.DICE_COLS[0], lay.DICE_ROW) and not lay.on_dice(50, 5)


def test_the_arrows_reach_every_spot_from_every_spot() -> None:
    for source in range(lay.SPOTS):
        seen = {source}
        queue = deque([source])
        while queue:
            spot = queue.popleft()
            for arrow in ("UP", "DOWN", "LEFT", "RIGHT"):
                nxt = lay.step(spot, arrow)
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        assert len(seen) == lay.SPOTS, source


def test_an_arrow_moves_to_the_neighbouring_square_along_a_lane() -> None:
    col, row = cell(5)  # red's entry square, in the south arm's right lane
    assert cell(lay.step(5, "UP")) == (col, row - 1)
    assert cell(lay.step(5, "DOWN")) == (col, row + 1)
    assert cell(lay.step(5, "LEFT")) == (col - 1, row)
    assert lay.step(5, "RIGHT") == lay.START_SPOT  # red's start block is just right of it


def test_a_news_line_is_never_cut_short() -> None:
    long = ("THIRD DOUBLES IN A ROW FOR PURPLE: THE PAWN ON SQUARE 63 GOES BACK TO START;"
            " THE TURN PASSES")
    assert len(long) > 78
    lines = drawn(mid_game(), View(news=["RED ROLLS 1 AND 4", long])).text().splitlines()
    first, second = (lines[row][1:79].rstrip() for row in lay.NEWS_ROWS)
    assert f"{first} {second}" == long  # wrapped, every word whole, nothing lost
    # an older line too long for its row is not shortened with "...": it gives way
    lines = drawn(mid_game(), View(news=[long, "RED ROLLS 1 AND 4"])).text().splitlines()
    older, newest = (lines[row][1:79].rstrip() for row in lay.NEWS_ROWS)
    assert "..." not in older and older in ("", long)
    assert newest == "RED ROLLS 1 AND 4"


def test_every_event_line_fits_one_news_row() -> None:
    # the longest colours and two-digit squares: the line of a third doubles
    state = make_position({1: [63]}, turn=1, roll=(4, 4), doubles=2)
    line = say(state.events[-2])
    assert line == "THIRD DOUBLES FOR PURPLE: THE PAWN ON SQUARE 63 GOES BACK TO START; TURN OVER"
    assert len(line) <= 78
    rng = random.Random(11)
    for _ in range(20):
        game = PachisiState()
        while not game.is_terminal():
            game.apply_action(sample_chance(game, rng) if game.is_chance_node()
                              else rng.choice(game.legal_actions()))
        assert max(len(say(e)) for e in game.events) <= 78


def test_yellow_is_bright_yellow_everywhere_never_brown() -> None:
    yellow = 2
    assert COLOUR.home_path[yellow] >> 4 == 0xE and COLOUR.centre[yellow] >> 4 == 0xE
    assert COLOUR.block[yellow] >> 4 == 0xE and COLOUR.token[yellow] >> 4 == 0xE
    assert COLOUR.corner_text[yellow] & 0xF == 0xE and COLOUR.pointer_pawn[yellow] & 0xF == 0xE
    s = drawn(mid_game())
    board = [s.cell(col, row)[1] for row in range(1, 20) for col in range(lay.BOARD_W + 2)]
    assert not any(attr >> 4 == 6 or attr & 0xF == 6 for attr in board)  # no brown at all


@pytest.mark.parametrize("mono", [False, True], ids=["colour", "mono"])
def test_arrows_on_the_track_point_the_way_the_pawns_go(mono: bool) -> None:
    s = drawn(PachisiState(), mono=mono)
    steps = {0x18: (0, -1), 0x19: (0, 1), 0x1A: (1, 0), 0x1B: (-1, 0)}
    arrows = 0
    for square in range(TRACK):
        col, row = lay.square_pos(square)
        code = s.cell(col + 1, row)[0]
        if code not in steps:
            continue
        arrows += 1
        dc, dr = steps[code]
        here, ahead, behind = cell(square), cell((square + 1) % TRACK), cell(square - 1)
        assert (here[0] + dc, here[1] + dr) == ahead or (
            behind[0] + dc, behind[1] + dr) == here, square
    assert arrows == 16  # both ends of both lanes of every arm


def test_a_target_under_the_pointer_is_still_marked_as_a_target() -> None:
    s = drawn(mid_game(), View(pointer=12, chosen=5, targets=frozenset({12})))
    col, row = lay.square_pos(12)
    assert s.cell(col, row) == (0x10, COLOUR.target) and s.cell(col + 2, row)[0] == 0x11


def test_home_as_the_target_lights_the_centre_and_the_players_home_block() -> None:
    for pointer in (lay.CENTRE, 12):
        s = drawn(mid_game(), View(pointer=pointer, chosen=5, targets=frozenset({lay.CENTRE})))
        assert s.cell(lay.CENTRE_COL + 4, lay.CENTRE_ROW + 1)[1] == COLOUR.target
        home = lay.CORNERS[0].home  # red is to play
        assert s.cell(home.col + 1, home.row + 1)[1] == COLOUR.target
        other = lay.CORNERS[1].home
        assert s.cell(other.col + 1, other.row + 1)[1] != COLOUR.target
    assert s.cell(lay.CENTRE_COL + 3, lay.CENTRE_ROW + 1)[0] == 0x20
    s = drawn(mid_game(), View(pointer=lay.CENTRE, chosen=5, targets=frozenset({lay.CENTRE})))
    assert s.cell(lay.CENTRE_COL + 3, lay.CENTRE_ROW + 1)[0] == 0x10  # the pointer is there


@pytest.mark.parametrize("mono", [False, True], ids=["colour", "mono"])
def test_the_numbers_view_shows_blockades_and_safety_squares(mono: bool) -> None:
    board = board_look(mono)
    s = drawn(mid_game(), View(numbers=True), mono=mono)
    col, row = lay.square_pos(9)  # square 10: red's blockade
    assert s.cell(col + 2, row)[0] == 0xBA
    col, row = lay.square_pos(5)  # square 6: red's entry, a safety square with a red pawn
    assert s.cell(col, row)[1] == board.safety and s.cell(col + 1, row)[1] == board.safety
    assert s.cell(col + 2, row) == (SHAPES[0], board.token[0])
    text = s.text()
    assert "SAFETY SQUARE" in text and "BLOCKADE" in text  # the key under the panel
    plain = drawn(mid_game(), View(), mono=mono).text()
    assert "SAFETY SQUARE" not in plain


def _notes(state: PachisiState) -> str:
    lines = drawn(state).text().splitlines()
    return "\n".join(line[lay.PANEL_COL:].rstrip() for line in lines[8:16])


def test_the_entry_hint_follows_the_legal_moves_and_says_why_not() -> None:
    blocked = make_position({0: [20], 1: [6, 6]}, roll=(1, 4))  # purple's blockade on 6
    assert _notes(blocked).count("ENTERS") == 0
    assert "NO ENTRY NOW:\nPURPLE'S BLOCKADE\nIS ON SQUARE 6" in _notes(blocked)
    assert "1+4=5 ENTERS A PAWN" in _notes(make_position({0: [20]}, roll=(1, 4)))
    assert "THE 5 ENTERS A PAWN" in _notes(make_position({0: [20]}, roll=(5, 2)))
    assert "ENTRY" not in _notes(make_position({0: [20]}, roll=(1, 2)))


def test_an_entry_hint_is_only_shown_when_entering_is_legal() -> None:
    rng = random.Random(5)
    seen = 0
    for _ in range(3):
        state = PachisiState()
        while not state.is_terminal() and len(state.history) < 400:
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if "ENTERS A PAWN" in _notes(state):
                seen += 1
                player = state.turn
                assert any(state.places[4 * player + decode(a)[0]] == START
                           for a in state.legal_actions() if a != PASS)
            state.apply_action(rng.choice(state.legal_actions()))
    assert seen
