"""What happened in a deal, as data, and the messages the screen shows for it.

The rules append one ``Event`` per noteworthy step. ``describe`` turns an event into an
upper-case line such as ``"COMPUTER MARRIES K+Q OF HEARTS: 40"``; player names come from the
caller so the rules never know who is human. Cards drawn face down are described without
naming the card, so a message never shows a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.sixty_six.deck import SUIT_OF, card_text, suit_title

DEAL = "deal"
TRUMP = "trump"
PLAY = "play"
MARRIAGE = "marriage"
TRICK = "trick"
DRAW = "draw"
TAKE_TRUMP = "take_trump"
CLOSE = "close"
EXCHANGE = "exchange"
LAST_TRICK = "last_trick"
WIN = "win"
CARRY = "carry"


@dataclass(frozen=True, slots=True)
class Event:
    """One step of a deal.

    ``cards`` and ``value`` depend on ``kind``: a trick has (led, followed) and its points,
    a marriage (king, queen) and 20 or 40, a win the game points, an exchange (nine, trump).
    ``pending`` marks a marriage held back until its player wins a trick (rule option).
    """

    kind: str
    player: int | None
    cards: tuple[int, ...] = ()
    value: int = 0
    pending: bool = False
    reason: str = ""


def describe(event: Event, names: tuple[str, str] = ("PLAYER 1", "PLAYER 2")) -> str:
    """A one-line upper-case message for ``event``."""
    who = names[event.player] if event.player is not None else ""
    cards = [card_text(c) for c in event.cards]
    kind = event.kind
    if kind == DEAL:
        return f"{who} DEALS"
    if kind == TRUMP:
        return f"TRUMP CARD IS {cards[0]}: {suit_title(SUIT_OF[event.cards[0]])} ARE TRUMPS"
    if kind == PLAY:
        return f"{who} PLAYS {cards[0]}"
    if kind == MARRIAGE:
        suit = suit_title(SUIT_OF[event.cards[0]])
        later = " (COUNTS AFTER A TRICK)" if event.pending else ""
        return f"{who} MARRIES K+Q OF {suit}: {event.value}{later}"
    if kind == TRICK:
        return f"{who} TAKES {cards[0]} {cards[1]}: {event.value} POINTS"
    if kind == DRAW:
        return f"{who} DRAWS A CARD"
    if kind == TAKE_TRUMP:
        return f"{who} TAKES THE TRUMP CARD {cards[0]}"
    if kind == CLOSE:
        return f"{who} CLOSES THE GAME"
    if kind == EXCHANGE:
        return f"{who} EXCHANGES {cards[0]} FOR {cards[1]}"
    if kind == LAST_TRICK:
        return f"{who} TAKES THE LAST TRICK: 10 POINTS"
    if kind == WIN:
        plural = "S" if event.value != 1 else ""
        because = f" ({event.reason})" if event.reason else ""
        return f"{who} WINS {event.value} GAME POINT{plural}{because}"
    if kind == CARRY:
        return f"NOBODY REACHED 66: {event.value} GAME POINT CARRIED FORWARD"
    return kind.upper()
