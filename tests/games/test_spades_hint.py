"""Spades' hint and strengths: the hint is the expert's own bid or card, from the seat's
view only, in a line that fits the message row; the three strengths and who plays which."""

from __future__ import annotations

import random

import pytest

from games._shared.dialogs import MESSAGE_WIDTH
from games._shared.honesty import HonestyProbe, honesty_report
from games.spades.ai import GreedyBot
from games.spades.card_choice import following_cards
from games.spades.deck import JOKER, mask_of
from games.spades.hint import card_reason, hint_for, sure_books
from games.spades.levels import (
    BeginnerBot,
    ExpertBot,
    StandardBot,
    level_bot,
    loose_count,
    top_cards,
)
from games.spades.observation import observe
from games.spades.position import cards
from games.spades.rulebook import BID_BASE, NORTH, SOUTH, WEST
from games.spades.rules import SpadesState
from games.spiel.worlds import spades as reshuffle_hidden
from tests.games.test_spades_ai import random_position


def positions(phase: str, count: int, seed: int) -> list[SpadesState]:
    rng = random.Random(seed)
    return [random_position(rng, phase=phase, stop=0.05) for _ in range(count)]


@pytest.mark.parametrize("phase", ["bid", "play"])
def test_the_hint_is_what_the_expert_would_play(phase: str) -> None:
    for i, state in enumerate(positions(phase, 25, seed=40 if phase == "bid" else 41)):
        seat = state.current_player()
        hint = hint_for(state, seat, random.Random(i))
        assert hint.action == ExpertBot().choose(state.clone(), random.Random(i))
        assert hint.words and hint.estimate
        if phase == "bid":
            assert hint.words.startswith(("BID", "KEEP"))
            assert f" {hint.action - BID_BASE}:" in hint.words
        else:
            assert state.why_illegal(hint.action, seat) is None


class HintedBot:
    """Plays what the hint says: honest only if the hint is."""

    def choose(self, state: SpadesState, rng: random.Random) -> int:
        return hint_for(state, state.current_player(), rng).action


class HintLine:
    """Answers with the whole hint line (as a number), so its words and figure count too."""

    lines: dict[str, int] = {}

    def choose(self, state: SpadesState, rng: random.Random) -> int:
        line = hint_for(state, state.current_player(), rng).line()
        return self.lines.setdefault(line, len(self.lines))


def probe(phase: str) -> HonestyProbe:
    return HonestyProbe(
        position=lambda rng: random_position(rng, phase=phase),
        observe=observe,
        resample=reshuffle_hidden,
        hidden=lambda state, viewer: tuple(state.hands[s] for s in range(4) if s != viewer),
    )


@pytest.mark.parametrize("phase", ["bid", "play"])
@pytest.mark.parametrize("bot", [HintedBot, HintLine])
def test_the_hint_never_tells_a_hidden_card(phase: str, bot: type) -> None:
    report = honesty_report(bot(), probe(phase), positions=20, seed=17)
    assert report.moved >= 15, "the test must really move hidden cards"
    assert report.changed == 0


def test_every_hint_line_fits_the_message_row() -> None:
    states = positions("bid", 30, seed=3) + positions("play", 60, seed=4)
    for i, state in enumerate(states):
        line = hint_for(state, state.current_player(), random.Random(i)).line()
        assert len(line) <= MESSAGE_WIDTH, line
    longest = f"HINT: {card_reason(observe(states[-1], states[-1].current_player()), 50, [50, 51])}"
    assert len(longest + " - EXPECT 10.0 BOOKS, BID 13") <= MESSAGE_WIDTH


def set_position() -> SpadesState:
    """South to lead with the Joker, the ace of hearts and small cards."""
    state = SpadesState()
    state.phase, state.dealer, state.bid_turn = "play", NORTH, 8
    state.hands = [hand("2S 3S 4S 5S 6S 3H 4H 5H 6H 7H 8H 9H TH"),
                   hand("AS KS QS JS 3D 4D 5D 6D 7D 8D 9D TD JD"),
                   hand("JO 2H AH 3C 4C 5C 6C 7C 8C 9C TC JC QC"),
                   hand("EJ 7S 8S 9S TS JH QH KH QD KD AD KC AC")]
    state.bids = [3, 3, 3, 3]
    state.first_bids = [3, 3, 3, 3]
    state.leader = SOUTH
    return state


def test_the_words_say_why_a_lead() -> None:
    state = set_position()
    obs = observe(state, SOUTH)
    legal = following_cards(obs, state.legal_actions())
    assert top_cards(obs) >> JOKER & 1
    assert "TAKES THE BOOK: THE TOP HEART LEFT" in card_reason(obs, card("AH"),
                                                               legal)
    assert card_reason(obs, card("2H"), legal).endswith("KEEP YOUR WINNERS")
    state.spades_broken = True
    obs = observe(state, SOUTH)
    assert card_reason(obs, JOKER, legal) == "JOKER DRAWS TRUMPS: THE TOP SPADE LEFT"


def test_sure_books_count_top_spades_and_short_aces() -> None:
    assert sure_books(hand("JO EJ AS 2S AH 3H AD 3D 4D 5D 6D 7D 8D")) == 4
    assert sure_books(hand("KS QS")) == 0


def test_a_beginner_counts_high_cards_loosely() -> None:
    assert loose_count(hand("AH KH QH AD 2S 3S 4S 5S 6S")) == 4
    assert loose_count(hand("2H 3H 4H 5H 6H 7H 8H 9H 3D 4D 5D 6D 2S")) == 1


def test_a_beginner_sometimes_trumps_its_partners_book() -> None:
    """North's ace of hearts wins the book so far; South, void in hearts, holds 2S 3C."""
    state = SpadesState()
    state.phase, state.dealer, state.bid_turn = "play", WEST, 8
    state.hands = [hand("3H"), hand("5H"), hand("2S 3C"), hand("6H 7H")]
    state.bids = [3, 3, 3, 3]
    state.leader, state.trick = NORTH, [card("AH"), card("4H")]
    plays = [BeginnerBot().choose(state.clone(), random.Random(i)) for i in range(60)]
    assert set(plays) == {card("2S"), card("3C")}
    assert 3 <= plays.count(card("2S")) <= 25
    assert StandardBot().choose(state.clone(), random.Random(0)) == card("3C")
    assert ExpertBot().choose(state.clone(), random.Random(0)) == card("3C")


def card(name: str) -> int:
    return cards(name)[0]


def hand(names: str) -> int:
    return mask_of(cards(names))


def test_the_strength_words_name_the_players() -> None:
    assert isinstance(level_bot("BEGINNER"), BeginnerBot)
    assert isinstance(level_bot("STANDARD"), StandardBot)
    assert isinstance(level_bot("EXPERT"), ExpertBot)
    assert isinstance(level_bot("NONSENSE"), StandardBot)
    assert not isinstance(StandardBot(), ExpertBot) and isinstance(StandardBot(), GreedyBot)
