"""What the Sixty-Six program says: one clear line per event, in the player's terms.

The rules record events as data; here they become messages that name you
as YOU and the other side as THE COMPUTER, show cards with their suit
symbols (as on the table), and explain a deal's result (who closed, why
2 or 3 game points) instead of only stating it.
"""

from __future__ import annotations

from games._shared.card_art import card_label
from games._shared.cards import Suit
from games.sixty_six import events as ev
from games.sixty_six.deck import SUIT_OF, to_card
from games.sixty_six.rulebook import CLOSER_FAILED, SCHNEIDER, SCHWARZ
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE, DealState
from games.sixty_six.screen import HUMAN


def suit_name(card: int) -> str:
    """``"HEARTS"``: the name of a card's suit."""
    return Suit(SUIT_OF[card]).title


def label(card: int) -> str:
    """``"10♦"``: a card as the table shows it."""
    return card_label(to_card(card))


def _who(player: int | None, you: str, they: str) -> str:
    return you if player == HUMAN else they


def say(event: ev.Event) -> str:
    """The message for one event ("" for events the table already shows)."""
    you = event.player == HUMAN
    subject = "YOU" if you else "THE COMPUTER"
    cards = [label(c) for c in event.cards]
    kind = event.kind
    if kind == ev.TRUMP:
        return f"THE TRUMP CARD IS {cards[0]}: {suit_name(event.cards[0])} ARE TRUMPS"
    if kind == ev.MARRIAGE:
        verb = "DECLARE" if you else "DECLARES"
        later = " (COUNTS AFTER A TRICK)" if event.pending else ""
        suit = suit_name(event.cards[0])
        return f"{subject} {verb} A MARRIAGE IN {suit}: {event.value} POINTS{later}"
    if kind == ev.CLOSE:
        return f"{subject} {_who(event.player, 'CLOSE', 'CLOSES')} THE GAME: NO MORE DRAWING"
    if kind == ev.EXCHANGE:
        verb = _who(event.player, "SWAP", "SWAPS")
        return f"{subject} {verb} THE TRUMP NINE {cards[0]} FOR THE TRUMP CARD {cards[1]}"
    if kind == ev.TAKE_TRUMP:
        return f"{subject} {_who(event.player, 'TAKE', 'TAKES')} THE TRUMP CARD {cards[0]}" \
            " WITH THE LAST DRAW"
    if kind == ev.LAST_TRICK:
        return f"{subject} {_who(event.player, 'GET', 'GETS')} 10 MORE FOR THE LAST TRICK"
    return ""


def result(deal: DealState) -> str:
    """Who won the deal, how many game points, and why."""
    if deal.winner is None:
        return f"NOBODY REACHED 66: {deal.carry_out} GAME POINT CARRIED TO THE NEXT DEAL"
    you = deal.winner == HUMAN
    points = deal.game_points
    head = f"{'YOU WIN' if you else 'THE COMPUTER WINS'} {points} GAME POINT" \
        f"{'S' if points != 1 else ''}"
    if deal.reason == CLOSER_FAILED:
        closer = "THE COMPUTER" if you else "YOU"
        extra = ", NO TRICK WHEN CLOSED" if points - deal.carry_in == 3 else ""
        return f"{head}: {closer} CLOSED BUT MISSED 66{extra}"
    loser = "THE COMPUTER" if you else "YOU"
    if deal.reason == SCHWARZ:
        return f"{head}: {loser} TOOK NO TRICK (SCHWARZ)"
    if deal.reason == SCHNEIDER:
        return f"{head}: {loser} HAD UNDER 33 (SCHNEIDER)"
    return head


def refusal(reason: str, deal: DealState) -> str:
    """A rules refusal, naming the suit to follow where that helps."""
    text = reason.upper()
    if deal.led is not None and text in ("MUST FOLLOW SUIT", "MUST BEAT THE LED CARD"):
        return f"{text}: PLAY {suit_name(deal.led)}"
    return text


RESUMED = "THE MATCH YOU LEFT GOES ON WHERE YOU STOPPED"


def taken_back(count: int) -> str:
    """After a take-back: the move is yours again, and the count so far."""
    return f"TAKEN BACK: YOUR MOVE AGAIN ({count} TAKE-BACK{'' if count == 1 else 'S'} " \
        "IN THIS MATCH)"


HINTED_PROMPT = {
    CLOSE: "ENTER CLOSES THE GAME, AS THE HINT SAYS; ANY OTHER KEY PLAYS ON AS BEFORE",
    EXCHANGE_TRUMP_NINE: "ENTER SWAPS THE TRUMP NINE, AS THE HINT SAYS; ANY OTHER KEY PLAYS ON",
}
"""The prompt while a hinted close or trump-nine swap waits for Enter."""
