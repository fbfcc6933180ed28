"""How the computer player bids: its own books first, then the team's contract.

First pass: the player bids what its hand is worth by the strategy notes (``bidding``),
so its partner learns what to count on.

Second pass: of the two partners, the one who speaks later settles the team's bid; the
earlier one keeps his. The later partner expects the team to take its own estimate plus
the partner's bid, shifted by the share of the books nobody has bid for (all bids add up
to less than 13) or that are bid twice over (more than 13). Around that expectation it
assumes a spread (``SPREAD`` books) and picks the team bid with the best expected worth
at the present score (``stakes``): points for the bid, the cost of sandbags when the
bag count is near a penalty, the risk of being set, and the end of the game.
"""

from __future__ import annotations

import math

from games.spades.bidding import NOTES_SHORTFALL, estimate, notes_bid
from games.spades.observation import Observation
from games.spades.rulebook import MAX_BID, NUM_SEATS, TRICKS, partner_of, team_of
from games.spades.stakes import hand_values

SPREAD = 1.6
"""Standard deviation of a team's books around what it expects, in books."""
AVERAGE_BOOKS = TRICKS / NUM_SEATS
RECONCILE = 0.5
"""Weight of the books the four bids leave over (or claim twice) in the team's expectation."""


def bidding_order(obs: Observation, seat: int) -> int:
    """0 for the dealer's left, who bids first, up to 3 for the dealer."""
    assert obs.dealer is not None
    return (seat - obs.dealer - 1) % NUM_SEATS


def books_chances(mean: float, spread: float = SPREAD) -> list[float]:
    """Chances of taking 0..13 books around ``mean`` (a discretised normal curve)."""
    weights = [math.exp(-((books - mean) ** 2) / (2 * spread * spread))
               for books in range(TRICKS + 1)]
    total = sum(weights)
    return [w / total for w in weights]


def expected_team_books(obs: Observation) -> float:
    """What the bidder's team should take: its estimate and the partner's bid, reconciled.

    Both the estimate and a first-pass bid count short by ``NOTES_SHORTFALL`` on average,
    which is added back; the books the four bids leave over (or claim twice) are then
    shared in proportion, with only ``RECONCILE`` of their weight since other players'
    bids may be wild.
    """
    me = obs.player
    partner = partner_of(me)
    own = estimate(obs.hand, obs.face_up[partner]) + NOTES_SHORTFALL
    partner_bid = obs.bids[partner]
    team = own + (partner_bid + NOTES_SHORTFALL if partner_bid is not None else AVERAGE_BOOKS)
    opponents = sum(b + NOTES_SHORTFALL if b is not None else AVERAGE_BOOKS
                    for s, b in enumerate(obs.bids) if team_of(s) != team_of(me))
    total = team + opponents
    if total <= 0:
        return AVERAGE_BOOKS * 2
    return team + RECONCILE * (TRICKS - total) * team / total


def choose_bid(obs: Observation) -> int:
    """The computer player's bid (a number of books) at ``obs``."""
    me = obs.player
    partner = partner_of(me)
    if obs.bid_turn < NUM_SEATS:
        return notes_bid(obs.hand, obs.face_up[partner])
    own_bid = obs.bids[me]
    partner_bid = obs.bids[partner]
    assert own_bid is not None and partner_bid is not None, "everyone bid in the first pass"
    if bidding_order(obs, me) < bidding_order(obs, partner):
        return own_bid
    team = team_of(me)
    opponents_bid = sum(b or 0 for s, b in enumerate(obs.bids) if team_of(s) != team)
    chances = books_chances(expected_team_books(obs))
    best_bid, best_worth = own_bid, -math.inf
    for bid in range(0, MAX_BID - partner_bid + 1):
        bids = [0, 0]
        bids[team], bids[1 - team] = bid + partner_bid, opponents_bid
        values = hand_values(obs.scores, (bids[0], bids[1]), team, obs.hand_number,
                             obs.options)
        worth = sum(p * v for p, v in zip(chances, values, strict=True))
        if worth > best_worth + 1e-9:
            best_bid, best_worth = bid, worth
    return best_bid
