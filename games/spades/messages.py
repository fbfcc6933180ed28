"""What the Spades program says: one line per event or refusal, in the player's terms.

The rules record events as data (``events``); here they become messages. Nothing here
assumes where the human sits: every function takes ``human``, the human's seat (None
when the computer plays all four hands, as in the demo), and names that seat YOU and
the others by their compass names. Cards appear as the table shows them (``10♦``), the
jokers as JOKER and EXTRA JOKER.
"""

from __future__ import annotations

from games._shared.card_art import card_label
from games.spades import events as ev
from games.spades.deck import EXTRA_JOKER, JOKER, SUIT_OF, suit_title, to_card
from games.spades.rulebook import RENEGE_EXTRA_BOOKS, SEAT_NAMES, TEAM_NAMES
from games.spades.rules import SpadesState
from games.spades.scoring import hand_text


def label(card: int) -> str:
    """``"10♦"``, ``"JOKER"``, ``"EXTRA JOKER"``: a card in a message."""
    if card == JOKER:
        return "JOKER"
    if card == EXTRA_JOKER:
        return "EXTRA JOKER"
    return card_label(to_card(card))


def who(seat: int | None, human: int | None) -> str:
    """``"YOU"`` for the human's seat, else the seat's name."""
    if seat is None:
        return "NOBODY"
    return "YOU" if seat == human else SEAT_NAMES[seat]


def _verb(seat: int | None, human: int | None, you: str, other: str) -> str:
    return you if seat == human else other


def say(event: ev.Event, human: int | None) -> str:
    """The message for one event ("" for events the table already shows)."""
    seat, kind = event.player, event.kind
    name = who(seat, human)
    if kind == ev.FIRST_DEALER:
        return f"{name} {_verb(seat, human, 'DEAL', 'DEALS')} FIRST"
    if kind == ev.DEAL:
        return f"HAND {event.value}: {name} {_verb(seat, human, 'DEAL', 'DEALS')}"
    if kind == ev.FACE_UP:
        return f"ROUND {event.value + 1} OF THE DEAL GOES FACE UP"
    if kind == ev.REDEAL:
        what = "ONLY SPADES" if event.value else "NO SPADE"
        verb = _verb(seat, human, "HAVE", "HAS")
        return f"{name} {verb} {what}: THE SAME DEALER DEALS AGAIN"
    if kind == ev.BID:
        if event.second and not event.changed:
            return f"{name} {_verb(seat, human, 'KEEP', 'KEEPS')} THE BID OF {event.value}"
        verb = _verb(seat, human, "CHANGE", "CHANGES") + " THE BID TO" if event.second else (
            _verb(seat, human, "BID", "BIDS"))
        return f"{name} {verb} {event.value}"
    if kind == ev.SPADES_BROKEN:
        return "SPADES ARE BROKEN: FROM NOW ON THEY MAY BE LED"
    if kind == ev.RENEGE:
        team = TEAM_NAMES[1 - (event.team or 0)]
        return (f"RENEGE! {name} DID NOT FOLLOW SUIT: THIS BOOK AND THE NEXT"
                f" {RENEGE_EXTRA_BOOKS} YOUR SIDE WINS GO TO {team}" if seat == human else
                f"RENEGE! {name} DID NOT FOLLOW SUIT: THIS BOOK AND THE NEXT"
                f" {RENEGE_EXTRA_BOOKS} {TEAM_NAMES[event.team or 0]} WINS GO TO {team}")
    if kind == ev.FORFEIT:
        return f"RENEGE PENALTY: THE BOOK {name} WON IS COUNTED FOR {TEAM_NAMES[event.team or 0]}"
    if kind == ev.BAG_PENALTY:
        team = TEAM_NAMES[event.team or 0]
        return f"{team} HAVE TOO MANY SANDBAGS: {event.value} POINTS OFF"
    return ""


def hand_summary(state: SpadesState) -> str:
    """``"N-S +51 (5 BID, 6 MADE)   E-W -20 (9 BID, 7 MADE)"`` for the last hand scored."""
    record = state.sheet[-1]
    return "   ".join(f"{TEAM_NAMES[t]} {hand_text(line)}" for t, line in enumerate(record.teams))


def result(state: SpadesState) -> str:
    """Who won the finished game, by how much, and why it ended."""
    points = [score.points for score in state.scores]
    if state.winner is None:
        return f"THE GAME IS A DRAW, {points[0]} POINTS EACH"
    won, lost = state.winner, 1 - state.winner
    head = f"{TEAM_NAMES[won]} WIN THE GAME, {points[won]} TO {points[lost]}"
    if state.end_reason == "floor":
        return f"{head}: {TEAM_NAMES[lost]} FELL TOO FAR BELOW ZERO"
    if state.end_reason == "hand_limit":
        return f"{head}: THE HANDS ALLOWED ARE PLAYED"
    return head


def refusal(reason: str, state: SpadesState) -> str:
    """A rules refusal in capitals, naming the suit to follow where that helps."""
    text = reason.upper()
    if state.trick and reason == "you must follow suit":
        return f"{text}: PLAY {suit_title(SUIT_OF[state.trick[0]])}"
    return text
