"""The endgame solver counts a closed deal as the rules do: no 10 for the last trick."""

from __future__ import annotations

from games.sixty_six.deck import SUIT_OF, parse
from games.sixty_six.position import cards_mask, make_position
from games.sixty_six.solver import Endgame

HEARTS, CLUBS = SUIT_OF[parse("AH")], SUIT_OF[parse("AC")]


def _one_trick_left(closed_by: int | None) -> int:
    """You lead A♥ to 9♥ at 50 to 40: 11 makes 61, and only the last-trick 10 makes 71."""
    solver = Endgame(CLUBS, closed_by=closed_by, closer_opponent_had_trick=True)
    return solver.value((cards_mask("AH"), cards_mask("9H")), 0, (50, 40), (True, True))


def test_an_open_deal_counts_the_last_trick_ten() -> None:
    assert _one_trick_left(closed_by=None) == 1  # 71: one game point


def test_a_closed_deal_gives_no_ten_for_the_last_trick() -> None:
    """Closed by you, 61 is short of 66: you lose 2 (the computer had a trick)."""
    assert _one_trick_left(closed_by=0) == -2


def test_the_closed_deal_value_agrees_with_the_rules() -> None:
    state = make_position(hands=("AH", "9H"), trump="C", rest_won_by=1, points=(50, 40),
                          tricks=(4, 6), closed_by=0, closer_opponent_had_trick=True)
    state.apply_action(parse("AH"))
    state.apply_action(parse("9H"))
    assert state.points[0] == 61
    assert state.winner == 1 and state.game_points == 2 == -_one_trick_left(closed_by=0)
