"""Basra and Passur scoring to the point (both scorings), and the whole game: dealer
rotation, the gamepoint, ties, replaying a hand, the events a program shows."""

from __future__ import annotations

import random

import pytest

from games._shared.state import GameState, sample_chance
from games.basra import events as ev
from games.basra.game import KEEP_HAND, REPLAY_HAND, BasraGame, big_lead
from games.basra.pack import ALL_CARDS, parse_mask
from games.basra.rulebook import PASSUR_OPTIONS, TWO_CLUBS_TEN_DIAMONDS, Options
from games.basra.scoring import PlayerScore, score_hand

P1_PILE = ("JC JS AH AD 2C 2S TH TD TC "
           "3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H")


def piles(second: str) -> tuple[int, int]:
    mask = parse_mask(second)
    return ALL_CARDS & ~mask, mask


def test_basra_scoring_counts_every_two_and_ten_by_default():
    first, second = score_hand(piles(P1_PILE), (1, 2), Options())
    assert first == PlayerScore(cards=28, clubs=first.clubs, majority=3, sweeps=1,
                                sweep_points=10, jacks=2, aces=2, twos=4, tens=3)
    assert second == PlayerScore(cards=24, clubs=second.clubs, majority=0, sweeps=2,
                                 sweep_points=20, jacks=2, aces=2, twos=4, tens=9)
    assert (first.total, second.total) == (24, 37)
    assert first.total + second.total == 28 + 3 + 10 * 3


def test_basra_scoring_with_only_the_two_of_clubs_and_ten_of_diamonds():
    options = Options(scoring=TWO_CLUBS_TEN_DIAMONDS)
    first, second = score_hand(piles(P1_PILE), (1, 2), options)
    assert (first.twos, first.tens, second.twos, second.tens) == (0, 0, 2, 3)
    assert (first.total, second.total) == (3 + 10 + 2 + 2, 20 + 2 + 2 + 2 + 3)


def test_basra_26_all_gives_nobody_the_majority():
    half = ("JC JS AH AD 2C 2S TH TD TC 3C 3D 3H 3S "
            "4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 7C")
    first, second = score_hand(piles(half), (0, 0), Options())
    assert (first.cards, second.cards) == (26, 26)
    assert first.majority == second.majority == 0


def test_passur_scoring_clubs_surs_and_the_special_cards():
    second_pile = "AC 2C 3C 4C 5C JH JD AH TD 3D 3H 3S 4D 4H"
    first, second = score_hand(piles(second_pile), (3, 1), PASSUR_OPTIONS)
    assert (first.clubs, second.clubs) == (8, 5)
    assert first == PlayerScore(cards=38, clubs=8, majority=7, sweeps=3, sweep_points=10,
                                jacks=2, aces=2, twos=0, tens=0)
    assert second == PlayerScore(cards=14, clubs=5, majority=0, sweeps=1, sweep_points=0,
                                 jacks=2, aces=2, twos=2, tens=3)
    assert (first.total, second.total) == (21, 9)
    assert first.total + second.total == 20 + 5 * (3 - 1)


def test_passur_ignores_the_scoring_option():
    options = Options(game="passur", scoring=TWO_CLUBS_TEN_DIAMONDS)
    assert score_hand(piles(P1_PILE), (0, 0), options) == score_hand(
        piles(P1_PILE), (0, 0), PASSUR_OPTIONS)


def test_options_are_checked():
    with pytest.raises(ValueError, match="gamepoint"):
        Options(gamepoint=19)
    with pytest.raises(ValueError, match="gamepoint"):
        Options(gamepoint=1000)
    with pytest.raises(ValueError, match="game"):
        Options(game="scopa")
    assert Options(gamepoint=20).gamepoint == 20 and Options().gamepoint == 101


# --- whole games ------------------------------------------------------------------------

def play(game: BasraGame, rng: random.Random, *, until=lambda g: g.is_terminal()) -> None:
    while not until(game) and not game.is_terminal():
        if game.is_chance_node():
            game.apply_action(sample_chance(game, rng))
        else:
            game.apply_action(rng.choice(game.legal_actions()))


def test_a_game_starts_with_a_coin_and_the_deal_alternates():
    game = BasraGame(Options(gamepoint=101))
    assert game.chance_outcomes() == [(0, 0.5), (1, 0.5)]
    rng = random.Random(4)
    dealers = []
    while not game.is_terminal():
        play(game, rng, until=lambda g: g.hand is not None and g.hand.over)
        assert game.hand is not None
        dealers.append(game.hand.dealer)
        if not game.is_terminal():
            assert game.is_chance_node(), "between hands the game waits for the next cut"
            game.apply_action(sample_chance(game, rng))
    assert dealers[0] == game.first_dealer
    assert all(a != b for a, b in zip(dealers, dealers[1:], strict=False))
    assert len(game.hand_scores) == len(dealers)
    assert game.scores == [sum(s[p].total for s in game.hand_scores) for p in (0, 1)]
    winner = game.winner
    assert winner is not None and game.scores[winner] >= 101
    assert game.scores[winner] > game.scores[1 - winner]
    assert game.returns() == ([1.0, -1.0] if winner == 0 else [-1.0, 1.0])
    assert game.events[-1] == ev.Event(ev.GAME_OVER, winner, value=game.scores[winner])


def _last_play(game: BasraGame) -> bool:
    return game.hand is not None and game.hand.plays == 47 and not game.is_chance_node()


def _finish_hand_scores(game: BasraGame) -> tuple[int, int]:
    trial = game.clone()
    trial.apply_action(trial.legal_actions()[0])
    assert trial.hand is not None and trial.hand.score is not None
    return trial.hand.score[0].total, trial.hand.score[1].total


def test_equal_totals_over_the_gamepoint_play_another_hand():
    game = BasraGame(Options(gamepoint=20))
    play(game, random.Random(2), until=_last_play)
    s0, s1 = _finish_hand_scores(game)
    game.scores = [30 - s0, 30 - s1]
    game.apply_action(game.legal_actions()[0])
    assert game.scores == [30, 30] and not game.is_terminal()
    assert game.events[-1] == ev.Event(ev.PLAY_ON, None, value=30)
    assert game.is_chance_node()


def test_both_over_the_gamepoint_the_higher_total_wins():
    game = BasraGame(Options(gamepoint=20))
    play(game, random.Random(2), until=_last_play)
    s0, s1 = _finish_hand_scores(game)
    game.scores = [25 - s0, 27 - s1]
    game.apply_action(game.legal_actions()[0])
    assert game.winner == 1 and game.is_terminal()


def test_a_big_lead_is_an_event():
    assert big_lead(101) == 30 and big_lead(20) == 20
    game = BasraGame(Options())
    play(game, random.Random(2), until=_last_play)
    s0, s1 = _finish_hand_scores(game)
    game.scores = [60 - s0, 20 - s1]
    game.apply_action(game.legal_actions()[0])
    assert game.events[-1] == ev.Event(ev.BIG_LEAD, 0, value=40)
    assert ev.BIG_LEAD in ev.COMMENT_KINDS


def test_replay_hands_withdraws_the_score_and_deals_the_same_cards_again():
    game = BasraGame(Options(replay_hands=True), replay_seat=0)
    rng = random.Random(6)
    play(game, rng, until=lambda g: g.hand is not None and g.hand.over)
    first = game.hand
    assert first is not None and first.score is not None
    assert game.current_player() == 0 and game.legal_actions() == [KEEP_HAND, REPLAY_HAND]
    assert game.why_illegal(KEEP_HAND, player=1) == "not your turn"
    assert game.why_illegal(7) == "keep or replay the hand"
    assert game.scores == [first.score[0].total, first.score[1].total]
    plays = _player_actions(first)
    game.apply_action(REPLAY_HAND)
    assert game.scores == [0, 0] and game.events[-2].kind == ev.REPLAY
    again = game.hand
    assert again is not None and again is not first and again.dealer == first.dealer
    assert game.events[-1] == ev.Event(ev.NEW_HAND, first.dealer, value=1)
    moves = iter(plays)
    while not again.over:
        if game.is_chance_node():
            assert len(game.chance_outcomes()) == 1
            game.apply_action(sample_chance(game, rng))
        else:
            game.apply_action(next(moves))
    assert again.chance_log == first.chance_log and again.score == first.score
    game.apply_action(KEEP_HAND)
    assert game.events[-1].kind in (ev.KEEP, ev.BIG_LEAD)
    assert len(game.hand_scores) == 1 and not game.deciding
    game.apply_action(sample_chance(game, rng))
    assert game.hand is not None and game.hand.dealer == 1 - first.dealer


def _player_actions(hand) -> list[int]:
    """The card plays of a finished hand, replayed from its chance log."""
    log = iter(hand.chance_log)
    out = []
    from games.basra.rules import HandState

    probe = HandState(hand.dealer, hand.options)
    for action in hand.history:
        if probe.is_chance_node():
            assert action == next(log)
        else:
            out.append(action)
        probe.apply_action(action)
    return out


def test_events_since_gives_what_a_screen_has_not_shown_yet():
    game = BasraGame()
    rng = random.Random(1)
    play(game, rng, until=lambda g: g.hand is not None and g.hand.batch == 1
         and not g.is_chance_node())
    shown = len(game.events)
    game.apply_action(game.legal_actions()[0])
    fresh = game.events_since(shown)
    assert fresh and fresh[0].kind in (ev.TRAIL, ev.CAPTURE)
    assert game.events_since(len(game.events)) == []


def test_game_refusals_and_names():
    game = BasraGame()
    assert game.why_illegal(0, player=0) == "wait for the deal"
    assert game.action_to_string(1) == "coin: P1 deals first"
    rng = random.Random(3)
    play(game, rng, until=lambda g: not g.is_chance_node())
    mover = game.current_player()
    assert mover in (0, 1)
    assert game.why_illegal(game.legal_actions()[0], player=1 - mover) == "not your turn"
    play(game, rng)
    assert game.why_illegal(0) == "the game is over" and game.legal_actions() == []
    assert game.current_player() == GameState.TERMINAL
