"""Spades' table drawn from set positions: places, face-up cards, open hands, the bidding
box, the arrow, the jokers, the score sheet, and the words that must fit their rows."""

from __future__ import annotations

import pytest

from games._shared.look import COLOUR, MONO
from games.spades import messages, screen
from games.spades.places import (
    HAND_ROW,
    SHOWN_ROW,
    SIDE_HAND_ROW,
    SIDE_UP_ROW,
    diagram,
    hand_col,
    hand_index_at,
    in_hand_order,
)
from games.spades.position import bid_all, cards, new_deal, play
from games.spades.rulebook import EAST, NORTH, SOUTH, WEST, Options
from games.spades.rules import SpadesState
from games.spades.scoring import HandRecord, TeamScore, score_hand
from games.spades.sheet import draw_sheet, log_lines, sheet_lines
from games.spades.state_text import cards_text
from retro.textmode import TextScreen

HANDS = [
    "JO AS KS 2H 3H 4H 5H 6H 7H 3D 4D 5D 6D",
    "EJ QS JS 8H 9H TH JH 7D 8D 9D TD 3C 4C",
    "TS 9S 8S QH KH AH JD QD KD AD 5C 6C 7C",
    "7S 6S 5S 4S 3S 2S 8C 9C TC JC QC KC AC",
]
"""North, East, South, West; West deals, so North gets the first card of each round."""


def drawn(state: SpadesState, view: screen.View | None = None, mono: bool = False) -> list[str]:
    s = TextScreen()
    s.mono = mono
    screen.draw(s, state, view or screen.View(), MONO if mono else COLOUR)
    return s.snapshot().text().splitlines()


def test_cards_dealt_face_up_lie_at_their_owners_places_the_rest_face_down() -> None:
    state = new_deal(WEST, HANDS, face_up_rounds=(0, 2))
    rows = drawn(state)
    west_up = rows[SIDE_UP_ROW + 1][:24]
    assert "7♠" in west_up and "5♠" in west_up          # West's rounds 1 and 3
    east_up = rows[SIDE_UP_ROW + 1][56:]
    assert "EJ" in east_up and "J♠" in east_up          # East's Extra Joker has its own face
    assert "JO" in rows[3] and "K♠" in rows[3]          # North's face-up cards, at the top
    assert "▒" in rows[SIDE_HAND_ROW + 1][:24]          # the rest of West's hand: backs
    assert "A♣" not in "".join(rows[:16])               # West's hidden ace of clubs stays hidden
    assert rows[SHOWN_ROW].count("SHOWN") == 2          # your two face-up cards are marked
    assert "BIDDING" in rows[6]                         # bidding has begun
    assert "►NORTH" in rows[1] or "►NORTH" in rows[8]   # North bids first


def test_open_hands_show_the_other_hands_as_diagrams_but_never_hide_yours() -> None:
    state = new_deal(WEST, HANDS)
    rows = drawn(state, screen.View(open_hands=True))
    assert rows[SIDE_HAND_ROW].startswith(" ♠ 7 6 5 4 3 2")
    assert rows[SIDE_HAND_ROW + 2].strip().startswith("♣ A K Q J 10 9 8")
    assert "♠ JO A K" in rows[2]
    assert "▒" not in "".join(rows[:16])
    assert "10♠" in rows[HAND_ROW + 1]


LONG_HEARTS = [
    "AS AH JH TH 9H 8H 7H 6H 4H QC JC 4D 3D",
    "JO KS QS JS KH QH 5H AC KC TC AD KD QD",
    "EJ TS 9S 8S 3H 2H 9C 8C 7C JD TD 9D 8D",
    "7S 6S 5S 4S 3S 2S 6C 5C 4C 3C 7D 6D 5D",
]
"""North holds eight hearts: his open hand needs more than 17 columns to be spaced."""


def test_norths_open_hand_is_spaced_when_the_top_has_room() -> None:
    rows = drawn(new_deal(WEST, LONG_HEARTS), screen.View(open_hands=True))
    assert "♥ A J 10 9 8 7 6 4" in rows[3]
    ups = drawn(new_deal(WEST, LONG_HEARTS, face_up_rounds=(0,)), screen.View(open_hands=True))
    assert "♥ A J 10 9 8 7 6 4" in ups[3] and "A♠" in ups[3]  # beside one card dealt face up
    three = drawn(new_deal(WEST, LONG_HEARTS, face_up_rounds=(0, 1, 2)),
                  screen.View(open_hands=True))
    assert [row[20:23] + row[57:60] for row in three[2:5]] == ["│    │"] * 3  # clear of the boxes


def test_a_diagram_runs_ranks_together_when_they_do_not_fit() -> None:
    mask = sum(1 << c for c in cards("JO EJ AS KS QS JS TS 9S 8S 7S 6S 5S 2H"))
    assert diagram(mask, 40)[0] == "♠ JO EJ A K Q J 10 9 8 7 6 5"
    assert diagram(mask, 17)[0] == "♠ JOEJAKQJ1098765"
    assert diagram(mask, 17)[1:] == ["♥ 2", "♣ -", "♦ -"]


def test_the_bidding_box_shows_each_players_bids_and_each_sides_totals() -> None:
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 2, 4, 1], [])
    state.apply_action(52 + 5)  # North changes 3 to 5
    rows = drawn(state)
    box = [row[28:53] for row in rows[6:16]]
    assert box[2].split() == ["NORTH", "3", "5"]
    assert box[3].split() == ["►EAST", "2", "-"]
    assert box[4].split() == ["SOUTH", "(YOU)", "4", "-"]
    assert box[7].split() == ["N-S", "SIDE", "7", "9"]
    assert box[8].split() == ["E-W", "SIDE", "3", "3"]
    assert "BID  9" in rows[2][:21] and "BID  3" in rows[2][59:]


def ready_to_play() -> SpadesState:
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3, 4, 2])
    return state


@pytest.mark.parametrize("bottom, cells", [
    (SOUTH, {(34, 10): "◄────"}),              # West's trump took it: West is on your left
    (NORTH, {(40, 10): "────►"}),              # seen from North, West is on the right
    (EAST, {(39, 10): "▲", (39, 11): "│"}),    # seen from East, West is opposite
    (WEST, {(39, 10): "│", (39, 11): "▼"}),    # seen from West, at the bottom
])
def test_the_arrow_points_from_the_middle_to_the_card_that_took_the_book(bottom, cells) -> None:
    state = ready_to_play()
    play(state, "6H 8H KH 2S")
    assert state.last_trick is not None and state.last_trick[2] == WEST
    view = screen.View(bottom=bottom, you=bottom, finished=state.last_trick)
    s = TextScreen()
    screen.draw(s, state, view, COLOUR)
    rows = s.snapshot().text().splitlines()
    for (col, row), text in cells.items():
        assert rows[row][col:col + len(text)] == text, rows[row]
    winner = {SOUTH: (29, 9), NORTH: (45, 9), EAST: (37, 6), WEST: (37, 12)}[bottom]
    assert s.cell(winner[0] + 1, winner[1] + 1)[1] in (0x34, 0x30)  # and the card is lit


def test_the_book_in_play_and_the_counts() -> None:
    state = ready_to_play()
    play(state, "6H 8H KH 2S AC")  # West trumps, then leads the ace of clubs
    rows = drawn(state)
    assert rows[10][29:34] == "│A♣ │"                            # West's lead, on the left
    assert "BOOKS 1" in rows[7][:24]                              # West took the first book
    assert "BID  5   BOOKS  1" in rows[2][59:]                    # E-W's box counts it
    assert rows[16].startswith(" SOUTH (YOU)  BID 4  BOOKS 0")
    assert "LAST BOOK 6♥ 8♥ K♥ 2♠ TO WEST" in rows[0]               # to look back on


def test_the_last_book_gives_way_to_the_arrow_and_names_you() -> None:
    state = ready_to_play()
    play(state, "6H 8H KH 2S")
    assert "LAST BOOK" not in drawn(state, screen.View(finished=state.last_trick))[0]
    play(state, "AC 3D 3C 5C")
    assert "LAST BOOK A♣ 3♦ 3♣ 5♣ TO WEST" in drawn(state)[0]
    assert "LAST BOOK A♣ 3♦ 3♣ 5♣ TO YOU" in drawn(state, screen.View(bottom=WEST, you=WEST))[0]


def test_books_moved_by_a_renege_are_shown_where_they_count_and_why() -> None:
    state = new_deal(WEST, HANDS, options=Options(allow_renege=True))
    bid_all(state, [3, 3, 4, 2])
    play(state, "6H 8H TS 2S")    # you trump a heart though you hold hearts: a renege
    play(state, "AH AC 7H 9H")    # and the next book your side wins goes to E-W too
    rows = drawn(state)
    assert "BID  7   BOOKS  0" in rows[2][:21] and "BID  5   BOOKS  2" in rows[2][59:]
    assert rows[16].startswith("►SOUTH (YOU)  BID 4  BOOKS 2")   # what you took
    assert rows[6][:36].strip() == "N-S BOOKS: 2 TAKEN - 2 TO E-W"  # and how the sides differ
    assert rows[6][43:].strip() == "E-W BOOKS: 0 TAKEN + 2 FROM N-S"
    assert "LAST BOOK A♥ A♣ 7♥ 9♥ TO YOU, FOR E-W " in rows[0]
    assert rows[0].endswith("GAME TO 400 ")
    honest = ready_to_play()
    play(honest, "6H 8H KH 2S")
    both = ready_to_play()
    both.tricks = [(NORTH, (), EAST, 0), (NORTH, (), SOUTH, 1), (NORTH, (), SOUTH, 0)]
    assert screen.books_note(both, 0) == "N-S: 2 TAKEN - 1 TO E-W + 1 FROM E-W"  # fits 36
    after = drawn(honest)[6]
    assert (after[:36] + after[43:]).strip() == "", "no note when every book counts for its taker"


def test_the_table_seen_from_north_puts_north_at_the_bottom() -> None:
    state = ready_to_play()
    rows = drawn(state, screen.View(bottom=NORTH, you=NORTH))
    assert rows[16].startswith("►NORTH (YOU)")
    assert "SOUTH  BID 4" in rows[1]
    assert "JO" in rows[HAND_ROW + 1] and "10♠" not in rows[HAND_ROW + 1]


def test_the_pointer_highlights_one_card_and_clicks_find_cards() -> None:
    state = ready_to_play()
    view = screen.View(pointing=True, selected=3)
    s = TextScreen()
    screen.draw(s, state, view, COLOUR)
    first = hand_col(13)
    lit = (0x34, 0x30)
    highlighted = [i for i in range(13) if s.cell(first + 6 * i + 1, HAND_ROW + 1)[1] in lit]
    assert highlighted == [3]
    order = in_hand_order(state.hands[SOUTH])
    assert cards_text(1 << order[0]) == "TS"
    assert hand_index_at(first, HAND_ROW, 13) == 0
    assert hand_index_at(first + 6 * 12 + 4, HAND_ROW + 3, 13) == 12
    assert hand_index_at(first + 5, HAND_ROW, 13) is None        # the gap between two cards
    assert hand_index_at(first, HAND_ROW - 1, 13) is None


def test_mono_uses_only_the_four_mda_looks() -> None:
    state = new_deal(WEST, HANDS, face_up_rounds=(0,))
    s = TextScreen()
    s.mono = True
    screen.draw(s, state, screen.View(open_hands=True), MONO)
    attrs = {s.cell(c, r)[1] for c in range(80) for r in range(23)}
    assert attrs <= {0x07, 0x0F, 0x70, 0x01}


def sheet_state(hands: list[tuple[tuple[int, int], tuple[int, int]]]) -> SpadesState:
    state = SpadesState()
    scores = [TeamScore(), TeamScore()]
    for number, pair in enumerate(hands, 1):
        lines = (score_hand(scores[0], *pair[0]), score_hand(scores[1], *pair[1]))
        state.sheet.append(HandRecord(number, 0, lines))
        scores = [lines[0].after, lines[1].after]
    state.scores = scores
    state.hand_number = len(hands)
    return state


def test_the_sheet_is_the_originals_table_with_the_sandbag_note_on_its_own_line() -> None:
    state = sheet_state([((4, 5), (6, 6)), ((2, 1), (7, 9)), ((5, 7), (3, 3))])
    lines = sheet_lines(state)
    assert lines[1].split()[2:] == ["+41", "(4", "BID,", "5", "MADE)", "+60", "(6", "BID,",
                                     "6", "MADE)"]
    assert lines[2].split()[2] == "-10" and lines[2].split()[7] == "+72"
    assert lines[-2].split() == ["+83", "TOTAL", "TO", "DATE", "+162", "TOTAL", "TO", "DATE"]
    assert lines[-1] == "(N-S HAS 3, E-W HAS 2 SANDBAGS)"
    assert max(map(len, lines)) <= 78


def test_a_long_sheet_keeps_the_latest_hands_and_says_which_are_left_out() -> None:
    state = sheet_state([((4, 5), (4, 4))] * 18)
    s = TextScreen()
    draw_sheet(s, state, COLOUR, {"NS_WON": 3, "EW_WON": 1, "DRAWS": 0, "NS_POINTS": 1234,
                                  "EW_POINTS": -40})
    rows = s.snapshot().text().splitlines()
    assert "SCORE SHEET AFTER HAND 18" in rows[0]
    assert rows[3].strip().startswith("(HANDS 1-") and "ABOVE: PGUP SHOWS THEM" in rows[3]
    assert any(row.strip().startswith("HAND 18 ") for row in rows[4:13])
    assert "TOTAL TO DATE" in "".join(rows[:13])
    assert rows[12].strip().startswith("(N-S HAS"), "the sheet ends on row 12"
    assert all(row.strip() == "" for row in rows[13:18]), "room for PLAY ANOTHER GAME?"
    assert "GAME LOG (SPADES.SCR)" in rows[18]
    assert "GAMES WON BY N-S     3" in rows[19] and "1234" in rows[19] and "-40" in rows[20]
    assert all(row.rstrip().endswith("║") for row in rows[19:22])
    assert all(len(line) <= 56 for line in log_lines({f: 0 for f in
               ("NS_WON", "EW_WON", "DRAWS", "NS_POINTS", "EW_POINTS")}))


def test_a_long_sheet_pages_through_every_hand_the_first_ones_included() -> None:
    state = sheet_state([((4, 5), (4, 4))] * 9 + [((3, 6), (4, 4))] * 9)  # penalty lines
    state.phase = "over"
    seen: list[int] = []
    first: int | None = 0
    while True:
        s = TextScreen()
        start, end = draw_sheet(s, state, COLOUR, {f: 0 for f in ("NS_WON", "EW_WON", "DRAWS",
                                                                  "NS_POINTS", "EW_POINTS")},
                                first)
        rows = s.snapshot().text().splitlines()[:13]
        seen += [int(r.split()[1]) for r in rows if r.strip().startswith("HAND ")]
        filled = [r for r in rows if r.strip()]
        assert any("TOTAL TO DATE" in r for r in rows) and "SANDBAGS LEFT OUT" in filled[-1]
        if start == 0:
            assert "HAND 1 " in rows[3] and "BELOW: PGDN" in "".join(rows)
        if end == len(state.sheet):
            break
        first = end
    assert seen == list(range(1, 19)), "every hand once, in order"


def test_the_sheet_at_the_end_says_the_points_the_result_line_says() -> None:
    state = sheet_state([((10, 10), (5, 6)), ((13, 13), (0, 0)), ((10, 11), (0, 0))] * 1)
    state.phase, state.winner = "over", 0
    lines = sheet_lines(state)
    assert state.scores[0].points == 330 and state.scores[0].bags == 1
    assert "+331 TOTAL TO DATE" in lines[-3]
    assert lines[-1].split()[:4] == ["330", "POINTS", "50", "POINTS"]
    assert "SANDBAGS LEFT OUT" in lines[-1] and len(lines[-1]) <= 80 - 13
    assert messages.result(state) == "N-S WIN THE GAME, 330 POINTS TO 50; SANDBAGS DO NOT COUNT"


@pytest.mark.parametrize("text", [
    messages.card_prompt("", True, False), messages.card_prompt("", False, True),
    messages.card_prompt("J", False, False),
    messages.bid_prompt("13", True, True, True), messages.bid_prompt("1", True, False, False),
    messages.bid_prompt("", False, False, True),
    messages.dealing_prompt(SOUTH, SOUTH, True, False, 3),
    messages.dealing_prompt(SOUTH, SOUTH, True, False, 0),
    messages.dealing_prompt(WEST, SOUTH, False, False, 3), messages.DEMO,
    messages.book_taken(SOUTH, SOUTH, 1), messages.BACKSPACE_FIRST,
    messages.renege_option(True), messages.renege_option(False),
    messages.next_hand(EAST, SOUTH),
])
def test_prompts_and_refusals_fit_one_row(text: str) -> None:
    assert len(text) <= 78 and text == text.upper(), text
