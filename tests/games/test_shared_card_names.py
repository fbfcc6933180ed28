"""The shared card-name reader: places at once, T for the ten, refusals with reasons."""

from __future__ import annotations

import pytest

from games._shared.card_names import Ask, CardNameReader, PackNames, Play, Refuse, Wait

SUITS = "HDCS"


def _pack(ranks: str, missing: tuple[str, ...] = (), whole: dict[str, int] | None = None
          ) -> PackNames:
    """A pack numbering its cards suit by suit (``rank index + 13 * suit``)."""
    def card_of(rank: str, suit: str) -> int | None:
        if rank + suit in missing:
            return None
        return SUITS.index(suit) * 13 + ranks.index(rank)
    return PackNames.of(ranks, card_of, lambda c: ranks[c % 13] + SUITS[c // 13], whole)


SIXTY_SIX = _pack("ATKQJ9")
BASRA = _pack("AKQJT98765432")
SPADES = _pack("AKQJT98765432", missing=("2D", "2C"), whole={"JO": 60, "EJ": 61})


def card(pack: PackNames, name: str) -> int:
    return pack.names[name]


def _reader(pack: PackNames, names: str, places: int = -1) -> CardNameReader:
    hand = [card(pack, n) for n in names.split()]
    return CardNameReader(pack, hand, len(hand) if places < 0 else places)


def test_a_complete_name_plays_the_card_held():
    reader = _reader(SIXTY_SIX, "KH QS TD")
    assert reader.key("t") == Wait("T")
    assert reader.typed == "T"
    assert reader.key("d") == Play(card(SIXTY_SIX, "TD"))
    assert reader.typed == ""


def test_a_complete_name_not_held_is_refused_and_forgotten():
    reader = _reader(SIXTY_SIX, "KH QS TD")
    reader.key("K")
    assert reader.key("S") == Refuse("YOU DO NOT HOLD KS")
    assert reader.typed == ""


@pytest.mark.parametrize("digit", ["1", "2", "3"])
def test_an_offered_place_digit_plays_that_place_at_once(digit):
    reader = _reader(BASRA, "2C 3D 5H", places=3)
    hand = list(reader.hand)
    assert reader.key(digit) == Play(hand[int(digit) - 1])


def test_a_place_digit_plays_even_in_the_middle_of_a_name():
    reader = _reader(SIXTY_SIX, "KH KS 9D")
    reader.key("K")
    assert reader.key("3") == Play(card(SIXTY_SIX, "9D"))
    assert reader.typed == ""


def test_a_digit_that_is_no_offered_place_starts_a_name():
    reader = _reader(BASRA, "2C 3D 5H 7S", places=2)
    assert reader.key("5") == Wait("5")
    assert reader.key("H") == Play(card(BASRA, "5H"))


def test_a_place_past_the_hand_is_refused():
    reader = _reader(SIXTY_SIX, "KH QS", places=6)
    assert reader.key("4") == Refuse("YOU HAVE NO CARD AT PLACE 4")


def test_the_zero_of_ten_is_refused_with_the_reason():
    reader = _reader(SPADES, "TC 4H", places=0)
    assert reader.key("1") == Refuse("TYPE T FOR A TEN, A FOR AN ACE")
    assert reader.key("0") == Refuse("TYPE T FOR A TEN")
    assert reader.key("T") == Wait("T")
    assert reader.key("0") == Refuse("TYPE T FOR A TEN")
    assert reader.typed == "T"  # the refusal keeps what was typed
    assert reader.key("C") == Play(card(SPADES, "TC"))


def test_sixty_six_one_then_zero_plays_place_one_then_refuses_the_zero():
    reader = _reader(SIXTY_SIX, "TH KS")
    assert reader.key("1") == Play(card(SIXTY_SIX, "TH"))
    outcome = reader.key("0")
    assert isinstance(outcome, Refuse) and "T FOR A TEN" in outcome.reason


def test_a_rank_the_pack_lacks_is_refused_naming_the_ranks():
    reader = _reader(SIXTY_SIX, "KH QS")
    assert reader.key("7") == Refuse("NO CARD AT PLACE 7: PLACES ARE 1-2")
    assert reader.key("B") == Refuse("B IS NO RANK HERE: TYPE A T K Q J 9, OR A PLACE "
                                     "(PLACES ARE 1-2)")
    assert reader.typed == ""


def test_a_suit_first_is_refused_with_an_example():
    reader = _reader(BASRA, "KH", places=0)
    assert reader.key("H") == Refuse("THE RANK COMES FIRST, THEN THE SUIT: E.G. AH")


def test_a_key_that_cannot_follow_a_rank_says_what_can():
    reader = _reader(SIXTY_SIX, "KH QS")
    reader.key("K")
    assert reader.key("Q") == Refuse("AFTER K TYPE H, D, C OR S, OR ESC")
    assert reader.typed == "K"


def test_rank_then_enter_plays_the_only_card_of_that_rank():
    reader = _reader(SIXTY_SIX, "KH QS 9D")
    reader.key("K")
    assert reader.enter() == Play(card(SIXTY_SIX, "KH"))


def test_rank_then_enter_with_two_of_that_rank_asks_for_the_suit():
    reader = _reader(SIXTY_SIX, "KS QS KH")
    reader.key("K")
    assert reader.enter() == Ask("WHICH K? TYPE H OR S")
    assert reader.typed == "K"
    assert reader.key("S") == Play(card(SIXTY_SIX, "KS"))


def test_rank_then_enter_with_none_of_that_rank_is_refused():
    reader = _reader(SIXTY_SIX, "KS QS")
    reader.key("A")
    assert reader.enter() == Refuse("YOU HOLD NO A")
    assert reader.typed == ""


def test_spades_jokers_are_whole_names_and_a_missing_card_is_no_name():
    reader = _reader(SPADES, "JH 3S", places=0)
    reader.hand = [card(SPADES, "JH"), 60, 61]
    assert reader.key("J") == Wait("J")
    assert reader.key("O") == Play(60)
    assert reader.key("E") == Wait("E")
    assert reader.enter() == Play(61)
    reader.key("2")
    assert reader.key("D") == Refuse("AFTER 2 TYPE H OR S, OR ESC")


def test_backspace_and_esc_rub_out_the_name():
    reader = _reader(SPADES, "JH", places=0)
    reader.key("E")
    assert reader.rub_out() == Wait("")
    reader.key("J")
    assert reader.forget() == Wait("") and reader.typed == ""
    assert reader.enter() == Wait("")  # Enter with nothing typed is the game's own


def test_blank_and_unprintable_keys_change_nothing():
    reader = _reader(SIXTY_SIX, "KH")
    reader.key("K")
    assert reader.key(" ") == Wait("K")
    assert reader.key("") == Wait("K")
    assert reader.key("\t") == Wait("K")
