"""The Russian Bank table drawn straight from positions: the side panels, the header, fans,
and which cells a click takes for a pile."""

from __future__ import annotations

from games._shared.look import COLOUR
from games.russian_bank import layout as lay
from games.russian_bank.layout import Place, place_at
from games.russian_bank.position import make_position
from games.russian_bank.rules import BankState, Options
from games.russian_bank.screen import MODE_NAMES, View, draw
from retro.textmode import TextScreen


def drawn(game: BankState, view: View | None = None) -> list[str]:
    screen = TextScreen()
    draw(screen, game, view or View(), COLOUR)
    return screen.snapshot().text().splitlines()


def panel(rows: list[str], player: int) -> list[str]:
    """The four lines of a player's corner (player 1 bottom right, player 2 top left)."""
    if player == 0:
        return [row[lay.NAME_COLS[0]:].strip() for row in rows[17:21]]
    return [row[:lay.LEFT_TOP_COL].strip() for row in rows[1:5]]


def test_the_panels_show_three_digit_figures_whole_on_both_sides() -> None:
    game = make_position(houses=("KS1",), reserves=("5C1", "7S2"), mover=0)
    view = View(points=(999, 123), games_won=(12, 10), matches_won=(3, 12), controllers="KC")
    rows = drawn(game, view)
    assert panel(rows, 0) == ["PLAYER 1: KEYBOARD", "MATCH POINTS 999", "GAMES WON 12",
                              "MATCHES WON 3"]
    assert panel(rows, 1) == ["PLAYER 2: COMPUTER", "MATCH POINTS 123", "GAMES WON 10",
                              "MATCHES WON 12"]
    widest = View(points=(999, 999), games_won=(999, 999), matches_won=(999, 999))
    rows = drawn(game, widest)
    for player in (0, 1):
        assert panel(rows, player)[1:] == ["MATCH POINTS 999", "GAMES WON 999",
                                           "MATCHES WON 999"]
    assert rows[2][lay.LEFT_TOP_COL:lay.LEFT_TOP_COL + 5].startswith("\u2502")  # P2's reserve


def test_the_panel_of_the_player_in_turn_is_on_a_bar() -> None:
    screen = TextScreen()
    draw(screen, make_position(houses=("KS1",), mover=1), View(), COLOUR)
    bar = screen.cell(lay.NAME_COLS[1] + 2, lay.BAND_ROWS[0])[1]
    plain = screen.cell(lay.NAME_COLS[0] + 2, lay.BAND_ROWS[4])[1]
    assert bar == COLOUR.legend and plain == COLOUR.bright


def test_the_header_names_the_mode_and_a_target_waiting_for_the_end_of_the_game() -> None:
    game = make_position(houses=("KS1",))
    assert MODE_NAMES[0] in drawn(game)[0] and "MATCH TO 100" in drawn(game)[0]
    stop_game = make_position(houses=("KS1",), options=Options(stop_mode=True))
    header = drawn(stop_game, View(target=100, next_target=30))[0]
    assert "STOP MODE" in header and header.rstrip().endswith("MATCH TO 100 (30 AFTER GAME)")
    assert "GAME 1   STOP MODE: ANY ORDER, MAY BE STOPPED  " in header  # the title gives way
    full = drawn(stop_game, View(target=100))[0]
    assert "GAME 1   STOP MODE: ANY ORDER, MAY BE STOPPED; CARDS MUST FIT  " in full
    widest = drawn(stop_game, View(target=999, next_target=998, game_number=999))[0]
    assert "GAME 999   STOP MODE: ANY ORDER, MAY BE STOPPED  " in widest
    assert widest.rstrip().endswith("MATCH TO 999 (998 AFTER GAME)")
    assert "   RUSSIAN BANK   " in drawn(game, View(target=999, next_target=998,
                                                    game_number=999))[0]


def test_a_ten_in_a_tightly_packed_house_shows_as_t() -> None:
    """Nine cards in houses 1 and 5: the covered cards are packed 2 columns apart, so only
    a rank's first character shows, and a ten's would be a bare 1."""
    houses = ["KS1 QH1 JC1 10D1 9S1 8H1 7C1 6D1 5S1", "", "", "",
              "KS2 QH2 JC2 10D2 9S2 8H2 7C2 6D2 5S2"]
    rows = drawn(make_position(houses=houses))
    right = rows[lay.house_box(0).row + 1][lay.RIGHT_TOP_COL:]
    left = rows[lay.house_box(4).row + 1][:lay.LEFT_TOP_COL]
    assert "\u2502T\u2502" in right and "\u2502T\u2502" in left
    assert "\u25021\u2502" not in right + left


def test_a_ten_shows_in_full_where_the_fan_has_room() -> None:
    rows = drawn(make_position(houses=("JC1 10D1 9S1",)))
    assert "10" in rows[lay.house_box(0).row + 1]


def test_a_click_takes_a_house_only_on_its_cards_or_its_label() -> None:
    sizes = [1, 9, 0, 3, 1, 9, 0, 3]
    for house, size in enumerate(sizes):
        area, label = lay.house_area(house, size), lay.house_label(house)
        for col in range(80):
            row = area.row + 1
            hit = place_at(col, row, sizes)
            inside = area.holds(col, row) or label.holds(col, row)
            if inside:
                assert hit == Place(lay.HOUSE, None, house), (house, col)
            else:
                assert hit is None or hit.kind != lay.HOUSE or hit.index != house, (house, col)
    assert place_at(5, 5, sizes) is None           # bare green left of a one-card house 5
    assert place_at(5, 9, sizes) == Place(lay.HOUSE, None, 5)  # house 6's long fan
    assert place_at(75, 2, sizes) is None          # right of house 1's single card
