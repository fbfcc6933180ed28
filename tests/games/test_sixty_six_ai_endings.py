"""Sixty-Six AI: it ends a deal at once when it can win it at once, and never values a
position above the game points still reachable (issue 6, "The computer player").

Ending the deal with a win is never worse than playing on: the opponent's points and tricks
can only grow, so no later win pays more. The positions come from seeded random deals; the
rules engine, not the AI's own code, says which moves win at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games._shared.state import sample_chance
from games.sixty_six.ai import AIBot, action_values, winning_now
from games.sixty_six.deck import NUM_CARDS, PARTNER_OF
from games.sixty_six.observation import observe
from games.sixty_six.position import make_position
from games.sixty_six.rulebook import CLOSE, FOLLOW_HEAD_TRUMP, Options, win_game_points
from games.sixty_six.rules import DealState

RULES = (Options(), Options(marriage_needs_trick=True),
         Options(strict_endgame=FOLLOW_HEAD_TRUMP))
"""The seed's rules and both options, so every rule path meets these positions."""


def _wins_at_once(state: DealState, action: int) -> bool:
    """Whether ``action`` ends the deal at once (before anyone else moves) won by the mover."""
    mover = state.current_player()
    after = state.clone()
    after.apply_action(action)
    return after.is_terminal() and after.winner == mover


def winning_declarations(state: DealState) -> list[int]:
    """The king or queen leads that declare a marriage and so win the deal on the spot."""
    if state.led is not None:
        return []
    hand = state.hands[state.current_player()]
    return [c for c in state.legal_actions()
            if c < NUM_CARDS and PARTNER_OF[c] >= 0 and hand >> PARTNER_OF[c] & 1
            and _wins_at_once(state, c)]


def winning_follows(state: DealState) -> list[int]:
    """The cards that take the trick and reach 66 with it."""
    if state.led is None:
        return []
    return [c for c in state.legal_actions() if c < NUM_CARDS and _wins_at_once(state, c)]


def positions_where(found: Callable[[DealState], list[int]], count: int,
                    seed: int) -> list[DealState]:
    """``count`` positions from seeded random deals where ``found`` lists a winning move and
    the mover has some other card to play. Moves are random; a quarter of the chances to
    close are taken, so closed deals come up too. One position per deal."""
    rng = random.Random(seed)
    positions: list[DealState] = []
    deal = 0
    while len(positions) < count:
        state = DealState(rng.randrange(2), options=RULES[deal % len(RULES)])
        deal += 1
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            cards = [a for a in state.legal_actions() if a < NUM_CARDS]
            winners = found(state)
            if winners and len(cards) > len(winners):
                positions.append(state.clone())
                break
            actions = state.legal_actions()
            if CLOSE in actions and rng.random() < 0.75:
                actions.remove(CLOSE)
            state.apply_action(rng.choice(actions))
    return positions


def ai_card(state: DealState, seed: int) -> tuple[int, DealState]:
    """The card the AI plays from ``state`` (after any trump-nine exchange) and the result."""
    state = state.clone()
    while True:
        action = AIBot().choose(state.clone(), random.Random(seed))
        assert action in state.legal_actions()
        state.apply_action(action)
        if action < NUM_CARDS:
            return action, state


def _misses(positions: list[DealState]) -> list[str]:
    misses = []
    for i, state in enumerate(positions):
        mover = state.current_player()
        card, after = ai_card(state, i)
        if not (after.is_terminal() and after.winner == mover):
            misses.append(f"position {i}: played {state.action_to_string(card)}\n{state}")
    return misses


def test_ai_declares_whenever_a_marriage_wins_the_deal_at_once():
    positions = positions_where(winning_declarations, 80, seed=66)
    assert sum(s.trump_card is not None for s in positions) >= 10, "open stock must come up"
    assert sum(s.trump_card is None for s in positions) >= 10, "the endgame must come up"
    misses = _misses(positions)
    assert not misses, f"{len(misses)} of {len(positions)} missed:\n" + "\n".join(misses[:3])


def test_ai_takes_the_trick_that_wins_the_deal_at_once():
    positions = positions_where(winning_follows, 80, seed=67)
    assert sum(s.trump_card is not None for s in positions) >= 10, "open stock must come up"
    misses = _misses(positions)
    assert not misses, f"{len(misses)} of {len(positions)} missed:\n" + "\n".join(misses[:3])


def _reachable(state: DealState, player: int) -> int:
    """The most game points ``player`` can still win in a deal nobody closed: the
    opponent's points and tricks can only grow, so a win now pays the most."""
    other = 1 - player
    return win_game_points(state.points[other], state.tricks[other])[0] + state.carry_in


def test_ai_values_never_exceed_the_game_points_still_reachable():
    rng = random.Random(69)
    checked = capped = 0
    while checked < 150:
        state = DealState(rng.randrange(2), options=RULES[checked % len(RULES)])
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if state.trump_card is not None and rng.random() < 0.12:
                break
            state.apply_action(rng.choice([a for a in legal if a != CLOSE]))
        if state.is_terminal():
            continue
        me = state.current_player()
        legal = [a for a in state.legal_actions() if a <= CLOSE]
        values = action_values(observe(state, me), legal, random.Random(checked))
        best, worst = _reachable(state, me), _reachable(state, 1 - me)
        capped += best < 3
        for action, value in values.items():
            assert value <= best + 1e-9, f"{state.action_to_string(action)}: {value}\n{state}"
            if action != CLOSE:  # a failed close may cost more than plain play could
                assert value >= -worst - 1e-9, f"{state.action_to_string(action)}\n{state}"
        checked += 1
    assert capped >= 50, "positions with less than 3 reachable game points must come up"


def _winning_now(state: DealState) -> str | None:
    action = winning_now(observe(state, state.current_player()), state.legal_actions())
    return None if action is None else state.action_to_string(action)


def test_a_lead_that_no_card_can_beat_is_a_win_at_once():
    state = make_position(hands=("TC KH QD JS 9H JD", "KC 9C AH TH QH 9D"), trump="JC",
                          stock="QC", won=("AC AS TS KS QS 9S", "TD KD AD JH"),
                          points=(58, 20), tricks=(3, 2))
    assert _winning_now(state) == "TC"


def test_the_trump_card_under_the_stock_can_still_beat_a_lead():
    """The opponent may swap the trump nine for the face-up ace before he plays."""
    state = make_position(hands=("TC KH QD JS 9H JD", "KC 9C AH TH QH 9D"), trump="AC",
                          stock="QC", won=("JC AS TS KS QS 9S", "TD KD AD JH"),
                          points=(58, 20), tricks=(3, 2))
    assert _winning_now(state) is None
