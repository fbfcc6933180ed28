"""The one card renderer: faces, backs, slots, piles, the selection, and mono."""

from __future__ import annotations

from dataclasses import fields

import pytest

from games._shared.card_art import (
    BACK_WEAVE,
    CARD_H,
    CARD_W,
    card_label,
    draw_back,
    draw_card,
    draw_face,
    draw_marker,
    draw_pile,
    draw_slot,
    face_attr,
)
from games._shared.cards import Card, Rank, Suit, parse_card
from games._shared.look import COLOUR, MONO, Look, look_for
from retro.textmode import TextScreen

CARDS = [Card(rank, suit) for suit in Suit for rank in Rank if rank is not Rank.JOKER]
COL, ROW = 10, 3


def card_cells(screen: TextScreen, col: int = COL, row: int = ROW) -> list[tuple[int, int]]:
    return [screen.cell(col + dx, row + dy) for dy in range(CARD_H) for dx in range(CARD_W)]


def card_rows(screen: TextScreen, col: int = COL, row: int = ROW,
              height: int = CARD_H) -> list[str]:
    return [screen.row_text(row + dy)[col:col + CARD_W] for dy in range(height)]


def table(look: Look = COLOUR, mono: bool = False) -> TextScreen:
    screen = TextScreen()
    screen.mono = mono
    screen.clear(look.table)
    return screen


@pytest.mark.parametrize("card", CARDS, ids=str)
def test_every_face_shows_its_rank_and_suit(card: Card) -> None:
    screen = table()
    draw_face(screen, COL, ROW, card, COLOUR)
    label = card.rank.label + "♥♦♣♠"[card.suit]
    assert card_rows(screen) == ["┌───┐", f"│{label:<3}│", f"│ {label[-1]} │", "└───┘"]
    assert screen.cell(COL + 2, ROW + 2)[0] == card.suit.glyph  # CP437 3-6
    wanted = COLOUR.card_red if card.is_red else COLOUR.card_black
    assert {a for _, a in card_cells(screen)} == {wanted}


def test_the_ten_fills_the_face_and_labels_read_as_in_messages() -> None:
    assert card_label(parse_card("TD")) == "10♦"
    assert card_label(parse_card("AH")) == "A♥"
    assert card_label(parse_card("9S")) == "9♠"
    assert card_label(Card(Rank.JOKER, Suit.CLUBS)) == "*♣"


def test_red_and_black_differ_in_colour() -> None:
    red, black = parse_card("QH"), parse_card("QS")
    assert face_attr(red, COLOUR) == 0x74  # red on white
    assert face_attr(black, COLOUR) == 0x70  # black on white
    assert face_attr(parse_card("2D"), COLOUR) == face_attr(red, COLOUR)
    assert face_attr(parse_card("2C"), COLOUR) == face_attr(black, COLOUR)


@pytest.mark.parametrize("text", ["QH", "QS"])
def test_a_selected_card_is_highlighted_whole(text: str) -> None:
    card = parse_card(text)
    screen = table()
    draw_face(screen, COL, ROW, card, COLOUR, selected=True)
    attrs = {a for _, a in card_cells(screen)}
    assert attrs == {face_attr(card, COLOUR, selected=True)}
    assert attrs.isdisjoint({face_attr(card, COLOUR), COLOUR.table})
    assert card_rows(screen)[1] == f"│{card_label(card)} │"


def test_a_back_is_a_weave_in_a_frame() -> None:
    screen = table()
    draw_back(screen, COL, ROW, COLOUR)
    assert card_rows(screen) == ["┌───┐", "│▒▒▒│", "│▒▒▒│", "└───┘"]
    assert screen.cell(COL + 1, ROW + 1) == (BACK_WEAVE, COLOUR.card_back)
    assert {a for _, a in card_cells(screen)} == {COLOUR.card_back}


def test_draw_card_without_a_card_is_a_back() -> None:
    face, back = table(), table()
    draw_card(face, COL, ROW, parse_card("7C"), COLOUR)
    draw_card(back, COL, ROW, None, COLOUR)
    assert "7" in card_rows(face)[1]
    assert card_rows(back)[1] == "│▒▒▒│"


def test_a_slot_is_an_outline_over_the_table_and_wipes_what_was_there() -> None:
    screen = table()
    draw_face(screen, COL, ROW, parse_card("KH"), COLOUR)
    draw_slot(screen, COL, ROW, COLOUR)
    assert card_rows(screen) == ["┌───┐", "│   │", "│   │", "└───┘"]
    assert screen.cell(COL, ROW)[1] == COLOUR.slot
    assert screen.cell(COL + 1, ROW + 1)[1] == COLOUR.table


def test_a_pile_shows_its_count_beneath() -> None:
    screen = table()
    draw_pile(screen, COL, ROW, 11, COLOUR)
    assert card_rows(screen, height=CARD_H + 1) == [
        "┌───┐", "│▒▒▒│", "│▒▒▒│", "└───┘", " 11  "]
    assert screen.cell(COL + 1, ROW + CARD_H)[1] == COLOUR.text
    draw_pile(screen, COL, ROW, 3, COLOUR, top=parse_card("10S"))
    assert card_rows(screen, height=CARD_H + 1)[1:] == ["│10♠│", "│ ♠ │", "└───┘", "  3  "]


def test_an_empty_pile_is_a_slot_with_a_count_of_nought() -> None:
    screen = table()
    draw_pile(screen, COL, ROW, 5, COLOUR)
    draw_pile(screen, COL, ROW, 0, COLOUR)
    assert card_rows(screen, height=CARD_H + 1) == ["┌───┐", "│   │", "│   │", "└───┘", "  0  "]


def test_a_pile_label_goes_before_the_count() -> None:
    screen = table()
    draw_pile(screen, COL, ROW, 7, COLOUR, label="S")
    assert screen.row_text(ROW + CARD_H)[COL:COL + CARD_W] == " S 7 "


def test_the_marker_points_at_the_middle_of_a_card_and_can_be_taken_away() -> None:
    screen = table()
    draw_marker(screen, COL, ROW + CARD_H, COLOUR)
    assert screen.cell(COL + 2, ROW + CARD_H) == (0x1E, COLOUR.marker)  # ▲ is CP437 1Eh
    draw_marker(screen, COL, ROW + CARD_H, COLOUR, on=False)
    assert screen.row_text(ROW + CARD_H).strip() == ""


# --- mono -------------------------------------------------------------------------------

MDA_ATTRS = {0x07, 0x0F, 0x70}


def test_mono_looks_are_the_mda_ones_only() -> None:
    for f in fields(MONO):
        assert getattr(MONO, f.name) in MDA_ATTRS | {0x01}, f.name  # 01h: underline


def test_a_mono_table_of_cards_uses_only_normal_intense_and_reverse() -> None:
    screen = table(MONO, mono=True)
    look = look_for(screen)
    assert look is MONO
    for i, card in enumerate(CARDS[:12]):
        draw_face(screen, (i % 12) * 6, 0, card, look, selected=i == 3)
    draw_back(screen, 0, 6, look)
    draw_slot(screen, 6, 6, look)
    draw_pile(screen, 12, 6, 20, look)
    draw_pile(screen, 18, 6, 2, look, top=parse_card("AS"))
    draw_marker(screen, 18, 4, look)
    used = {screen.cell(c, r)[1] for r in range(25) for c in range(80)}
    assert used <= MDA_ATTRS
    # the selected card must still stand out from the others in mono
    assert face_attr(CARDS[3], MONO, selected=True) != face_attr(CARDS[3], MONO)
    assert face_attr(CARDS[3], MONO) != MONO.table


def test_in_mono_the_suit_symbols_tell_red_from_black() -> None:
    screen = table(MONO, mono=True)
    draw_face(screen, 0, 0, parse_card("5H"), MONO)
    draw_face(screen, 6, 0, parse_card("5S"), MONO)
    assert screen.cell(1, 1)[1] == screen.cell(7, 1)[1]  # the same reverse video
    assert screen.cell(2, 1)[0] != screen.cell(8, 1)[0]  # but ♥ against ♠


def test_colour_is_the_default_look() -> None:
    assert look_for(TextScreen()) is COLOUR


def test_a_sampler_of_every_kind(golden) -> None:
    """One golden screen: faces in all suits, selected, backs, slot, piles, marker."""
    screen = table()
    for i, text in enumerate(["AH", "10D", "KC", "QS", "JH", "9D", "7C", "2S"]):
        draw_face(screen, 2 + 6 * i, 2, parse_card(text), COLOUR, selected=i == 4)
    draw_marker(screen, 26, 6, COLOUR)
    draw_back(screen, 2, 9, COLOUR)
    draw_slot(screen, 8, 9, COLOUR)
    draw_pile(screen, 14, 9, 12, COLOUR)
    draw_pile(screen, 20, 9, 0, COLOUR)
    draw_pile(screen, 26, 9, 4, COLOUR, top=parse_card("10H"), label="X")
    screen.cursor_visible = False  # as every program's screen: see test_golden_cursor.py
    golden("screens/card_art/sampler.txt", screen.snapshot().to_text())
