"""Sixty-Six's hint and strengths: the hint is the EXPERT's move from your seat's view,
its words fit the message row, and the three players behave as the help says."""

from __future__ import annotations

import random

from games._shared.dialogs import MESSAGE_WIDTH
from games._shared.honesty import honesty_report
from games._shared.registry import load_entry
from games._shared.state import GameState
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.sixty_six.ai import AIBot
from games.sixty_six.deck import card_text
from games.sixty_six.hint import hint_for
from games.sixty_six.observation import observe
from games.sixty_six.position import make_position
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE, DealState
from games.sixty_six.strengths import (
    EXPERT_SETTINGS,
    RuleBot,
    StandardBot,
    beginner,
    expert,
    player_for,
    rule_choice,
)
from tests.games.test_sixty_six_ai import _honesty_probe, random_position


class HintBot:
    """Plays what the hint says, for the honesty harness."""

    def choose(self, state: GameState, rng: random.Random) -> int:
        return hint_for(state, state.current_player(), rng).action


def test_the_hint_is_what_the_expert_plays_and_its_line_fits_the_message_row() -> None:
    rng = random.Random(3)
    for i in range(40):
        state = random_position(rng, stop=0.1)
        seat = state.current_player()
        hint = hint_for(state, seat, random.Random(i))
        assert hint.action == expert().choose(state.clone(), random.Random(i))
        assert hint.action in state.legal_actions()
        assert hint.words and len(hint.line()) <= MESSAGE_WIDTH, hint.line()


def test_the_hint_does_not_change_when_hidden_cards_are_reshuffled() -> None:
    report = honesty_report(HintBot(), _honesty_probe(), positions=30, seed=17)
    assert report.moved >= 15, "the test must really move hidden cards"
    assert report.changed == 0


def test_the_hint_swaps_the_trump_nine_and_says_why() -> None:
    state = make_position(hands=("9C AH JH", "JD KS QD"), trump="AC", stock="TC",
                          won=("QS JS", ""), rest_won_by=1)
    hint = hint_for(state, 0, random.Random(0))
    assert hint.action == EXCHANGE_TRUMP_NINE
    assert hint.line().startswith("HINT: X: SWAP YOUR TRUMP NINE")


def test_the_hint_closes_a_hand_that_makes_66_and_gives_its_estimate() -> None:
    state = make_position(hands=("AC TC KC AH TH AD", "QC JC KS QS JH 9H"), trump="9C",
                          stock="KH QH TD KD QD JD 9D JS 9S", won=("AS TS", ""))
    hint = hint_for(state, 0, random.Random(0))
    assert hint.action == CLOSE
    assert hint.words.startswith("C: CLOSE")
    assert hint.estimate.startswith("WINS 100 IN 100, +")
    assert len(hint.line()) <= MESSAGE_WIDTH  # the widest estimate with the close's words


def test_the_hint_declares_the_marriage_that_reaches_66() -> None:
    state = make_position(hands=("KS QS 9H JD", "AH TH AD TD"), trump="9C", stock="AC",
                          rest_won_by=1, points=(50, 30), tricks=(3, 5))
    hint = hint_for(state, 0, random.Random(0))
    assert card_text(hint.action) in ("KS", "QS")
    assert "MARRIAGE IN SPADES (20), 66 WITH IT" in hint.words
    assert hint.estimate == "THE DEAL IS YOURS"


def test_the_hint_names_the_capture_when_following() -> None:
    state = make_position(hands=("AH 9S", "JS"), trump="C", rest_won_by=0, leader=1,
                          led="TH")
    hint = hint_for(state, 0, random.Random(0))
    assert card_text(hint.action) == "AH"
    assert hint.words.startswith("A♥: TAKES 10♥")


def test_the_strengths_are_the_arena_players_and_the_options_words() -> None:
    bots = load_entry("sixty-six").bots
    assert {"ai", "beginner", "standard", "expert", "random", "greedy"} <= set(bots)
    assert isinstance(player_for(BEGINNER), RuleBot) and player_for(BEGINNER).slip > 0
    assert isinstance(player_for(STANDARD), StandardBot)
    chosen = player_for(EXPERT)
    assert isinstance(chosen, AIBot) and chosen.settings == EXPERT_SETTINGS
    assert EXPERT_SETTINGS.worlds > AIBot().settings.worlds  # at least today's player
    assert isinstance(player_for("NONSENSE"), StandardBot)


def _decisions(rng: random.Random, count: int) -> list[DealState]:
    return [random_position(rng, stop=0.1) for _ in range(count)]


def test_the_beginner_sometimes_plays_without_thinking_seeded_by_its_rng() -> None:
    positions = _decisions(random.Random(8), 60)
    sound = [rule_choice(observe(s, s.current_player()), s.legal_actions()) for s in positions]
    careless = [beginner().choose(s.clone(), random.Random(i)) for i, s in enumerate(positions)]
    again = [beginner().choose(s.clone(), random.Random(i)) for i, s in enumerate(positions)]
    assert careless == again
    differs = sum(a != b for a, b in zip(sound, careless, strict=True))
    assert 3 <= differs <= 30


def test_the_rule_players_never_close_and_always_swap_the_nine() -> None:
    for state in _decisions(random.Random(9), 60):
        for bot in (RuleBot(), StandardBot()):
            action = bot.choose(state.clone(), random.Random(0))
            assert action != CLOSE and action in state.legal_actions()
            if EXCHANGE_TRUMP_NINE in state.legal_actions():
                assert action == EXCHANGE_TRUMP_NINE


def test_the_rule_player_takes_an_ace_with_a_small_trump_and_declares_marriages() -> None:
    following = make_position(hands=("KS QS 9H JC", "JH 9D TS"), trump="9C", stock="AC TC KC",
                              rest_won_by=0, leader=1, led="AD")
    assert card_text(RuleBot().choose(following, random.Random(0))) == "JC"
    leading = make_position(hands=("KS QS 9H JD", "AH TH AD TD"), trump="9C", stock="AC",
                            rest_won_by=1)
    assert card_text(RuleBot().choose(leading, random.Random(0))) == "QS"
