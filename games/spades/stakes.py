"""What each possible number of books is worth to a team, at the present score.

The computer player judges a hand's outcome the way the score sheet will: the points for
the bid made or missed, the sandbags and their penalties, and the end of the game when a
team reaches the target (or, with the arena's options, the floor or the hand limit).
Bags not yet paid for are not free: each one brings the next 100-point penalty nearer,
so a team's standing counts every bag as a share of the penalty (10 points before the
first penalty, a third of 100 after it, when every 3 bags cost 100).

``hand_values`` gives, for one team, the worth of taking 0..13 books in this hand: the
change of its standing minus the change of the other team's (the other team takes the
rest of the 13), plus a bonus for winning the game or a loss for losing it.
"""

from __future__ import annotations

from games.spades.rulebook import BAG_PENALTY, TRICKS, Options
from games.spades.scoring import TeamScore, ahead, end_reason, score_hand

GAME_WORTH = 300.0
"""Worth of winning the game rather than going on, in points."""


def standing(score: TeamScore) -> float:
    """A team's points less the share of the next penalty its unpaid bags have used up."""
    return score.points - BAG_PENALTY * score.bags / score.bag_limit


def game_result(points: tuple[int, int], hands_played: int, options: Options) -> int | None:
    """After a hand: 1 if team 0 won, -1 if it lost, 0 for a draw, None if play goes on."""
    if end_reason(points, hands_played, options) is None:
        return None
    winner = ahead(points)
    return 0 if winner is None else 1 - 2 * winner


def hand_values(scores: tuple[TeamScore, TeamScore], bids: tuple[int, int], team: int,
                hands_played: int, options: Options) -> list[float]:
    """Worth to ``team`` of ending this hand with 0..13 books (index = its books).

    ``hands_played`` counts this hand too (for the hand limit).
    """
    values = []
    other = 1 - team
    for books in range(TRICKS + 1):
        made = {team: books, other: TRICKS - books}
        after = [score_hand(scores[t], bids[t], made[t]).after for t in (0, 1)]
        value = (standing(after[team]) - standing(scores[team])
                 - standing(after[other]) + standing(scores[other]))
        result = game_result((after[0].points, after[1].points), hands_played, options)
        if result:
            value += GAME_WORTH * (result if team == 0 else -result)
        values.append(value)
    return values
