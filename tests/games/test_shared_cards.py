"""Shared playing cards: suits and their glyphs, rank labels, parsing, compact codes."""

from __future__ import annotations

import pytest

from games._shared.cards import Card, CardParseError, Rank, Suit, deck, parse_card


def test_suits_carry_cp437_glyphs_and_colours():
    assert [s.glyph for s in Suit] == [3, 4, 5, 6]
    assert [s.is_red for s in Suit] == [True, True, False, False]
    assert "".join(s.letter for s in Suit) == "HDCS"


def test_ten_is_t_for_input_and_10_on_the_card():
    assert Rank.TEN.letter == "T" and Rank.TEN.label == "10"
    assert Rank.ACE.label == "A" and Rank.NINE.label == "9"
    assert str(Card(Rank.TEN, Suit.DIAMONDS)) == "TD"


@pytest.mark.parametrize(("text", "card"), [
    ("AH", Card(Rank.ACE, Suit.HEARTS)),
    ("td", Card(Rank.TEN, Suit.DIAMONDS)),
    ("10D", Card(Rank.TEN, Suit.DIAMONDS)),
    (" 9s ", Card(Rank.NINE, Suit.SPADES)),
    ("2C", Card(Rank.TWO, Suit.CLUBS)),
])
def test_parse_card(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize("text", ["", "A", "XH", "AX", "1D", "11H", "*S", "AHH"])
def test_parse_card_rejects_non_cards_with_a_readable_message(text):
    with pytest.raises(CardParseError, match="is not a card: give a rank"):
        parse_card(text)


def test_codes_are_compact_and_round_trip_including_jokers():
    cards = deck(Rank(r) for r in range(2, 15))
    assert sorted(c.code for c in cards) == list(range(52))
    jokers = [Card(Rank.JOKER, s) for s in Suit]
    assert [j.code for j in jokers] == [52, 53, 54, 55]
    assert all(Card.from_code(c.code) == c for c in cards + jokers)
    with pytest.raises(ValueError):
        Card.from_code(56)


def test_deck_lists_suit_by_suit_in_the_given_rank_order():
    cards = deck([Rank.ACE, Rank.TEN])
    assert [c.text for c in cards] == ["AH", "TH", "AD", "TD", "AC", "TC", "AS", "TS"]


def test_cards_are_frozen_and_small():
    card = Card(Rank.KING, Suit.SPADES)
    with pytest.raises(AttributeError):
        card.rank = Rank.QUEEN  # type: ignore[misc]
    assert not hasattr(card, "__dict__")
