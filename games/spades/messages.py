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
from games.spades.rulebook import BAG_PENALTY, RENEGE_EXTRA_BOOKS, SEAT_NAMES, TEAM_NAMES
from games.spades.rules import SpadesState
from games.spades.scoring import TeamHand, hand_text, penalty_text


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


def logged(event: ev.Event, human: int | None, state: SpadesState) -> str:
    """The game log's line for one event ("" for none): what the table said or showed,
    the cards played and dealt face up included, never a card dealt face down."""
    seat, kind = event.player, event.kind
    name = who(seat, human)
    if kind == ev.DEAL:
        return f"{name} {_verb(seat, human, 'DEAL', 'DEALS')}"
    if kind == ev.DEALT_UP and event.cards:
        return f"{name} {_verb(seat, human, 'GET', 'GETS')} {label(event.cards[0])} FACE UP"
    if kind == ev.PLAY and event.cards:
        return f"{name} {_verb(seat, human, 'PLAY', 'PLAYS')} {label(event.cards[0])}"
    if kind == ev.TRICK and seat is not None:
        return book_taken(seat, human, event.team)
    if kind == ev.HAND_SCORED:
        record = next((r for r in state.sheet if r.number == event.value), None)
        if record is None:
            return ""
        return f"HAND {event.value} SCORED: " + "   ".join(
            f"{TEAM_NAMES[t]} {hand_text(line)}" for t, line in enumerate(record.teams))
    if kind == ev.GAME_OVER:
        return result(state) if state.phase == "over" else ""
    return say(event, human)


def bag_penalty(team: int, line: TeamHand) -> str:
    """Said on the sheet for a sandbag penalty, in the sheet's own figures: the 100s off
    the points and the bags cleared from the units digit, which together are the
    penalty line's number."""
    lost = BAG_PENALTY * line.penalties
    return (f"{TEAM_NAMES[team]}: TOO MANY SANDBAGS, {lost} POINTS OFF, {line.bags_paid} BAGS"
            f" CLEARED: {penalty_text(line).split()[0]} ON THE SHEET")


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
    head = f"{TEAM_NAMES[won]} WIN THE GAME, {points[won]} POINTS TO {points[lost]}"
    if state.end_reason == "floor":
        return f"{head}: {TEAM_NAMES[lost]} FELL TOO FAR BELOW ZERO"
    if state.end_reason == "hand_limit":
        return f"{head}: THE HANDS ALLOWED ARE PLAYED"
    return f"{head}; SANDBAGS DO NOT COUNT" if any(s.bags for s in state.scores) else head


def refusal(reason: str, state: SpadesState) -> str:
    """A rules refusal in capitals, naming the suit to follow where that helps."""
    text = reason.upper()
    if state.trick and reason == "you must follow suit":
        return f"{text}: PLAY {suit_title(SUIT_OF[state.trick[0]])}"
    return text


# --- the program's own words: prompts, refusals of typing, the end of a book -------------

LEFT_RIGHT = "\x1b\x1a"
"""The left and right arrows as the screen draws them (CP437 1Bh, 1Ah)."""


def book_taken(seat: int, human: int | None, credited: int | None = None) -> str:
    """``"WEST TAKES THE BOOK"``: said while the arrow points to the winning card; a book
    that counts for the other side (a renege's price) says so."""
    text = f"{who(seat, human)} {_verb(seat, human, 'TAKE', 'TAKES')} THE BOOK"
    if credited is not None and credited != seat % 2:
        text += f", BUT IT COUNTS FOR {TEAM_NAMES[credited]}"
    return text


def dealing_prompt(dealer: int, human: int | None, keyboard: bool, wanted_up: bool,
                   rounds_left: int) -> str:
    """What row 22 says while the cards go out; the keyboard's dealer learns about Space."""
    if not keyboard:
        return f"{who(dealer, human)} {_verb(dealer, human, 'DEAL', 'DEALS')}..."
    if rounds_left <= 0:
        return "YOU DEAL. THREE ROUNDS WENT FACE UP: THE REST GO FACE DOWN"
    if wanted_up:
        return "YOU DEAL. THE NEXT ROUND GOES FACE UP"
    return f"YOU DEAL. SPACE: THE NEXT ROUND GOES FACE UP ({rounds_left} MORE MAY)"


def thinking(seat: int, phase: str) -> str:
    """Row 22 while a computer player decides."""
    return f"{SEAT_NAMES[seat]} {'IS BIDDING' if phase == 'bid' else 'PLAYS'}..."


HINT_THINKING = "THE COMPUTER THINKS ABOUT YOUR MOVE..."
NO_DEAL_HINT = "NO HINT FOR THE DEAL: FACE UP OR DOWN IS A MATTER OF TASTE"
DEMO = "DEMO: THE COMPUTER PLAYS EVERY HAND. F2 GIVES YOU YOURS BACK"


def bid_prompt(typed: str, second: bool, kept: bool, open_hands: bool) -> str:
    """Row 22 while you bid; on your second turn the old bid stands until Backspace."""
    show = _open_or_hide(open_hands)
    if second and kept:
        return f"YOUR BID: {typed}   ENTER KEEPS IT, BACKSPACE TO CHANGE IT   {show}"
    word = "YOUR NEW BID" if second else "YOUR BID"
    return f"{word}: {typed}_   TYPE 0 TO 13, THEN ENTER   {show}"


def card_prompt(typed: str, lead: bool, open_hands: bool) -> str:
    """Row 22 while you choose a card."""
    if typed:
        return f"YOUR CARD: {typed}_   NOW ITS SUIT, OR ENTER; BACKSPACE RUBS OUT, ESC FORGETS"
    head = "YOUR LEAD" if lead else "YOUR CARD"
    return (f"{head}: NAME IT (3H, T=10, JO), {LEFT_RIGHT} + ENTER, OR CLICK   "
            f"{_open_or_hide(open_hands)}")


def _open_or_hide(open_hands: bool) -> str:
    """What ``O`` does now, in the words the prompts end with."""
    return "O HIDE HANDS" if open_hands else "O OPEN HANDS"


BID_RANGE = "A BID IS FROM 0 TO 13 BOOKS"
BID_MISSING = "TYPE YOUR BID FIRST (0 TO 13), THEN ENTER"
BACKSPACE_FIRST = "PRESS BACKSPACE FIRST TO CHANGE YOUR BID, OR ENTER TO KEEP IT"
BID_DIGITS = "A BID IS A NUMBER: TYPE DIGITS, 0 TO 13, OR CLICK ONE"
NOTHING_TO_FORGET = "NOTHING TYPED YET: TYPE YOUR BID, 0 TO 13, THEN ENTER"
BID_CHOICES = "CLICK TO BID:"
"""Before the clickable numbers 0 to 13 on the bottom player's name row."""


def bid_stands(bid: str) -> str:
    """Esc while a second-pass bid stands: there is nothing typed to forget."""
    return f"YOUR BID OF {bid} STANDS: ENTER KEEPS IT, BACKSPACE CHANGES IT"


def bid_reads(bid: str) -> str:
    """Enter straight after a refused digit: the field may not say what was meant."""
    return f"YOUR BID READS {bid}: ENTER AGAIN TO BID {bid}, OR BACKSPACE"


def renege_option(allowed: bool) -> str:
    """Said when the options menu turns reneging on or off."""
    if allowed:
        return "RENEGES ARE ALLOWED NOW: A CARD OFF SUIT COSTS BOOKS"
    return "A CARD THAT DOES NOT FOLLOW SUIT IS REFUSED AGAIN"


ANOTHER_GAME = "PLAY ANOTHER GAME?"
RESUMED = "YOUR UNFINISHED GAME IS BACK, JUST AS YOU LEFT IT"


def taken_back(count: int) -> str:
    """After a take-back: it is your turn again, and how many so far (the end says it)."""
    return f"TAKEN BACK: YOUR TURN AGAIN ({count} TAKE-BACK{'' if count == 1 else 'S'}" \
        " IN THIS GAME)"


def next_hand(dealer: int, human: int | None) -> str:
    """Under the score sheet: who deals the next hand."""
    return f"NEXT HAND: {who(dealer, human)} {_verb(dealer, human, 'DEAL', 'DEALS')}"
