"""The ``?`` key's advice in Spades: the expert's bid or card for a seat, and why.

``hint_for`` asks the EXPERT player (``ai.AIBot``: ``bid_choice`` and ``card_choice``)
what it would do in the seat, from that seat's ``Observation`` only, with the same
generator the program would give the computer there, so the hint is the move the
expert would make. The words then say why, from the same observation:

* a bid: the sure books, the spades held and the partner's bid; in the second pass,
  who settles the side's contract; the estimate is what the cards count
  (``bidding.estimate``) or, for the side's contract, the books the expert expects;
* a card: it takes the book (trumping, or as the last to play, or as the highest card
  of its suit still out), draws trumps, leaves a book the partner holds, ducks a
  sandbag, sets the other side, saves a winner or sheds a loser. The estimate is the
  books the side should end the hand with, after this card, from a few sampled worlds
  played out (the expert's own method, drawn after its choice).

Every line fits the message row: "HINT: " and the words, " - " and the estimate.
"""

from __future__ import annotations

import random

from games._shared.hints import Hint, counted
from games.spades.bid_choice import bidding_order, choose_bid, expected_team_books
from games.spades.bidding import estimate
from games.spades.card_choice import choose_card, following_cards
from games.spades.deck import RANK_OF, SPADE_MASK, SPADES, SUIT_MASK, SUIT_OF, bits
from games.spades.levels import needs_books, top_cards
from games.spades.messages import label
from games.spades.observation import Observation, observe
from games.spades.playout import GREEDY, Table, play_card, play_out
from games.spades.rulebook import (
    NUM_SEATS,
    SEAT_NAMES,
    TRICKS,
    bid_action,
    partner_of,
    team_of,
)
from games.spades.rules import SpadesState
from games.spades.tricks import beating, winning_index
from games.spades.worlds import sample_hands

OUTLOOK_WORLDS = 24
"""Sampled worlds behind a card's estimate of the side's books."""
SURE_ACE_LENGTH = 5
"""A side ace counts as sure in a suit of up to this many cards (longer, it gets ruffed)."""
SUIT_WORDS = ("HEART", "DIAMOND", "CLUB", "SPADE")


def hint_for(state: SpadesState, seat: int, rng: random.Random) -> Hint:
    """The expert's bid or card for ``seat`` (to move, bidding or playing), and why."""
    obs = observe(state, seat)
    if obs.phase == "bid":
        books = choose_bid(obs)
        words, figure = bid_reasons(obs, books)
        return Hint(bid_action(books), words, figure)
    cards = following_cards(obs, state.legal_actions())
    card = cards[0] if len(cards) == 1 else choose_card(obs, cards, rng)
    words = card_reason(obs, card, cards)
    expected = side_books(obs, card, rng)
    bid = sum(obs.bids[s] or 0 for s in (seat, partner_of(seat)))
    return Hint(card, words, f"EXPECT {expected:.1f} BOOKS, BID {bid}")


# --- bids ---------------------------------------------------------------------------------

def sure_books(hand: int, friendly: int = 0) -> int:
    """Books nobody can take from the hand: spades as high as anything out, side aces."""
    spades = bits(hand & SPADE_MASK)
    threats = SPADE_MASK & ~hand & ~friendly
    sure = sum(1 for below, card in enumerate(spades)
               if (threats >> (card + 1)).bit_count() <= below)
    for suit in range(3):
        cards = bits(hand & SUIT_MASK[suit])
        if len(cards) <= SURE_ACE_LENGTH and any(RANK_OF[c] == 14 for c in cards):
            sure += 1
    return sure


def bid_reasons(obs: Observation, books: int) -> tuple[str, str]:
    """The words and the estimate for bidding ``books``."""
    me, partner = obs.player, partner_of(obs.player)
    friendly = obs.face_up[partner]
    if obs.bid_turn >= NUM_SEATS:
        partner_name = SEAT_NAMES[partner]
        if bidding_order(obs, me) < bidding_order(obs, partner):
            return (f"KEEP {books}: {partner_name} SETTLES YOUR SIDE'S BID",
                    f"CARDS WORTH {estimate(obs.hand, friendly):.1f} BOOKS")
        side = books + (obs.bids[partner] or 0)
        verb = "KEEP" if books == obs.bids[me] else "BID"
        return (f"{verb} {books}: YOUR SIDE BIDS {side} WITH {partner_name}'S",
                f"SIDE EXPECTS {expected_team_books(obs):.1f} BOOKS")
    sure = sure_books(obs.hand, friendly)
    spades = (obs.hand & SPADE_MASK).bit_count()
    words = f"BID {books}: {counted(sure, 'SURE BOOK')}, {counted(spades, 'SPADE')}"
    partner_bid = obs.bids[partner]
    if partner_bid is not None:
        words += f", {SEAT_NAMES[partner]} BID {partner_bid}"
    return words, f"CARDS WORTH {estimate(obs.hand, friendly):.1f} BOOKS"


# --- cards --------------------------------------------------------------------------------

def card_reason(obs: Observation, card: int, cards: list[int]) -> str:
    """Why ``card`` of the playable ``cards``: what it does to the book and the count."""
    name = label(card)
    if len(cards) == 1:
        return f"{name}: YOUR ONLY CARD"
    trick, team = obs.trick, team_of(obs.player)
    spade = SUIT_OF[card] == SPADES
    top = bool(top_cards(obs) >> card & 1)
    short = needs_books(obs)
    others = 1 - team
    they_short = obs.books[others] < sum(obs.bids[s] or 0 for s in (others, others + 2))
    if not trick:
        if spade:
            return f"{name} DRAWS TRUMPS" + (": THE TOP SPADE LEFT" if top else "")
        if top and short:
            return f"{name} TAKES THE BOOK: THE TOP {SUIT_WORDS[SUIT_OF[card]]} LEFT"
        if not short:
            return f"{name}: LEAD LOW, YOUR SIDE HAS ITS BID"
        return f"{name}: LEAD LOW AND KEEP YOUR WINNERS"
    winners = beating(sum(1 << c for c in cards), trick)
    takes = bool(beating(1 << card, trick))
    if takes:
        if not short and they_short:
            return f"{name} TAKES A BOOK THE OTHERS NEED"
        if spade and SUIT_OF[trick[0]] != SPADES:
            return f"{name} TRUMPS TO TAKE THE BOOK"
        if len(trick) == 3:
            return f"{name} TAKES THE BOOK CHEAPLY"
        return f"{name} TAKES THE BOOK" if top else f"{name} TRIES FOR THE BOOK"
    partner_winning = len(trick) >= 2 and winning_index(trick) == len(trick) - 2
    if partner_winning:
        return f"{name}: LEAVE THE BOOK TO {SEAT_NAMES[partner_of(obs.player)]}"
    if winners and not short:
        return f"{name} DUCKS: ONE MORE BOOK IS A SANDBAG"
    if winners:
        return f"{name} SAVES YOUR WINNERS FOR LATER"
    return f"{name} SHEDS A LOSER"


def side_books(obs: Observation, card: int, rng: random.Random,
               worlds: int = OUTLOOK_WORLDS) -> float:
    """Books the seat's side should end the hand with after ``card``, over sampled worlds."""
    team = team_of(obs.player)
    forced = {1: 1, 2: 0}.get(obs.trick_reneges, -1)
    total = 0
    for _ in range(worlds):
        table = Table(sample_hands(obs, rng), obs.leader, list(obs.trick), obs.spades_broken,
                      list(obs.books), list(obs.owed), forced)
        play_card(table, card)
        books0 = play_out(table, rng.random, GREEDY)
        total += books0 if team == 0 else TRICKS - books0
    return total / worlds
