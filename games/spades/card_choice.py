"""How the computer player picks a card: sampled worlds played out, judged by the score.

Perfect-information Monte Carlo with play-outs: the player draws ``worlds`` deals of the
hidden cards consistent with everything it has seen (face-up cards, voids shown: see
``worlds``), picked among several times as many drafts by how well each fits the other
seats' first bids (``draw_worlds``), and in each one plays
every candidate card followed by a fast play-out of the rest of the hand (``playout``),
all candidates sharing the same random numbers within a world. A finished hand is worth
what ``stakes`` says for the team's books: points for the bid, sandbags and their
penalties (so with bags near a penalty it plays to lose books), the opponents' score
(so it sets them when it can), and the end of the game. The candidate with the best
average wins; near-equal candidates go to the cheapest card.

Three rules come before the sampling: it never reneges; when the partner's card is sure
to win the trick it does not play over it if it can avoid it; and the last player to a
book, whose card decides it for sure, takes it (if at all) with its cheapest winning card.
The sampling alone let a dearer winner through (K♠ ruffing while 3♠ would do) whenever
the play-outs' noise or a far-off chance of ducking a bag later rated it a shade higher;
a player who keeps his best cards is worth more than that chance.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from games.spades.bidding import estimate
from games.spades.deck import RANK_OF, SPADE_MASK, SUIT_MASK, SUIT_OF, bits
from games.spades.observation import Observation
from games.spades.playout import GREEDY, Table, play_card, play_out
from games.spades.rulebook import team_of
from games.spades.stakes import hand_values
from games.spades.tricks import ABOVE, CONTENDERS, beating, winning_index
from games.spades.worlds import allowed_mask, sample_hands


@dataclass(frozen=True)
class PlaySettings:
    """Strength knobs of the card play."""

    worlds: int = 48
    """Sampled worlds per decision."""
    policy: str = GREEDY
    """Play-out policy (``playout.RANDOM`` or ``playout.GREEDY``)."""
    tie: float = 0.5
    """Candidates within this many points of the best count as equal."""
    bid_spread: float = 1.0
    """How far (in books) a seat's first bid may stray from what the strategy notes make of
    its hand before a world becomes unlikely; 0 to ignore the bids."""
    drafts: int = 4
    """Worlds drafted per world played out, when the bids are used to choose among them."""


def following_cards(obs: Observation, legal: list[int]) -> list[int]:
    """The legal cards that do not renege (all of them unless the renege option is on)."""
    if not obs.trick:
        return legal
    same = [c for c in legal if SUIT_OF[c] == SUIT_OF[obs.trick[0]]]
    held = obs.hand & SUIT_MASK[SUIT_OF[obs.trick[0]]]
    return same if held else legal


def partner_sure_to_win(obs: Observation) -> bool:
    """Whether the partner's card now winning the trick cannot be beaten by those after us."""
    trick = obs.trick
    n = len(trick)
    if n < 2 or winning_index(trick) != n - 2:
        return False
    if n == 3:
        return True
    best, led_suit = trick[n - 2], SUIT_OF[trick[0]]
    last = (obs.player + 1) % 4
    possible = obs.face_up[last] | (obs.unseen & allowed_mask(obs.voids[last]))
    beaters = ABOVE[best] & CONTENDERS[led_suit]
    if obs.face_up[last] & SUIT_MASK[led_suit] and led_suit != 3:
        beaters &= SUIT_MASK[led_suit]
    return not possible & beaters


def last_seat_cards(trick: tuple[int, ...], candidates: list[int]) -> list[int]:
    """For the last card of a trick: the cards that lose it and the cheapest that wins it."""
    if len(trick) != 3:
        return candidates
    winners = beating(sum(1 << c for c in candidates), trick)
    if winners.bit_count() < 2:
        return candidates
    cheapest = min(bits(winners), key=cheapness)
    return [c for c in candidates if not winners >> c & 1 or c == cheapest]


def cheapness(card: int) -> tuple[int, int]:
    """Sort key: side cards before spades, then low ranks first."""
    return (1 if SPADE_MASK >> card & 1 else 0, RANK_OF[card])


def played_by(obs: Observation) -> list[int]:
    """The cards each seat has played so far in this hand (masks)."""
    played = [0, 0, 0, 0]
    for leader, cards, _, _ in obs.tricks:
        for i, card in enumerate(cards):
            played[(leader + i) % 4] |= 1 << card
    for i, card in enumerate(obs.trick):
        played[(obs.leader + i) % 4] |= 1 << card
    return played


def bid_likelihood(obs: Observation, hands: list[int], played: list[int], spread: float) -> float:
    """How well a world fits the other seats' first bids, read as strategy-note counts."""
    weight = 1.0
    for seat in range(4):
        bid = obs.first_bids[seat]
        if seat == obs.player or bid is None:
            continue
        miss = estimate(hands[seat] | played[seat]) - bid
        weight *= math.exp(-miss * miss / (2 * spread * spread))
    return weight


def draw_worlds(obs: Observation, rng: random.Random, settings: PlaySettings) -> list[list[int]]:
    """``settings.worlds`` worlds; with ``bid_spread``, picked among drafts by their fit."""
    if not settings.bid_spread:
        return [sample_hands(obs, rng) for _ in range(settings.worlds)]
    played = played_by(obs)
    drafts = [sample_hands(obs, rng) for _ in range(settings.worlds * settings.drafts)]
    weights = [bid_likelihood(obs, hands, played, settings.bid_spread) for hands in drafts]
    if sum(weights) <= 0:
        return drafts[:settings.worlds]
    return rng.choices(drafts, weights=weights, k=settings.worlds)


def card_values(obs: Observation, candidates: list[int], rng: random.Random,
                settings: PlaySettings) -> dict[int, float]:
    """Average worth to the player's team of each candidate card over sampled worlds."""
    team = team_of(obs.player)
    bids = tuple(sum(obs.bids[s] or 0 for s in (t, t + 2)) for t in (0, 1))
    values = hand_values(obs.scores, (bids[0], bids[1]), team, obs.hand_number, obs.options)
    forced = {1: 1, 2: 0}.get(obs.trick_reneges, -1)
    totals = dict.fromkeys(candidates, 0.0)
    for hands in draw_worlds(obs, rng, settings):
        base = Table(hands, obs.leader, list(obs.trick), obs.spades_broken,
                     list(obs.books), list(obs.owed), forced)
        numbers = [rng.random() for _ in range(60)]
        for card in candidates:
            table = base.copy()
            play_card(table, card)
            books0 = play_out(table, iter(numbers).__next__, settings.policy)
            totals[card] += values[books0 if team == 0 else 13 - books0]
    return {card: total / settings.worlds for card, total in totals.items()}


def choose_card(obs: Observation, legal: list[int], rng: random.Random,
                settings: PlaySettings | None = None) -> int:
    """The computer player's card at ``obs`` (one of ``legal``)."""
    settings = settings or PlaySettings()
    candidates = following_cards(obs, legal)
    if partner_sure_to_win(obs):
        mask = sum(1 << c for c in candidates)
        under = mask & ~beating(mask, obs.trick)
        if under:
            candidates = bits(under)
    candidates = last_seat_cards(obs.trick, candidates)
    if len(candidates) == 1:
        return candidates[0]
    values = card_values(obs, candidates, rng, settings)
    best = max(values.values())
    near = [c for c in candidates if values[c] >= best - settings.tie]
    return min(near, key=cheapness)

