"""What the Russian Bank program says: one line per event worth telling, refusals, results.

The rules record events as data; here they become short upper-case lines. Players are
named by the program (``names``: "YOU" for the one person at the keyboard, any other
side by its seat, "PLAYER 1" or "PLAYER 2", as the corner panels name them), cards by
their face as the table shows them ("7♥"). Moves the table already shows (a card going
to a foundation or onto a house) need no words.
"""

from __future__ import annotations

from games._shared.card_art import card_label
from games.russian_bank import events as ev
from games.russian_bank.notation import (
    DST_FOUNDATION,
    DST_HOUSE,
    DST_OPP_RESERVE,
    END,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
    TURN,
    format_move,
    is_move,
    split,
)
from games.russian_bank.order import FILL_FROM_RESERVE, FOUNDATION_FIRST, RESERVE_FIRST
from games.russian_bank.packs import to_card
from games.russian_bank.rules import BankState
from games.russian_bank.scoring import running_score, score_parts
from games.russian_bank.table import Table

PLAYERS = ("PLAYER 1", "PLAYER 2")
STOP_MODE_WORDS = ("STOP MODE: A MOVE OUT OF ORDER IS ALLOWED, AND THE PLAYER WHO IS NOT IN"
                   " TURN MAY STOP IT. A CARD THAT CANNOT GO THERE IS STILL REFUSED")
CHECK_MODE_WORDS = "CHECK MODE: MOVES OUT OF ORDER ARE REFUSED, WITH THE REASON"

RULE_WORDS = {
    FOUNDATION_FIRST: "A CARD THAT CAN GO TO A FOUNDATION MUST GO THERE BEFORE ANY OTHER MOVE",
    RESERVE_FIRST: "THE RESERVE CARD MUST GO TO THE FOUNDATION BEFORE ANY OTHER",
    FILL_FROM_RESERVE: "THE RESERVE MUST FILL AN EMPTY HOUSE BEFORE A CARD IS TURNED UP",
}
"""The order rules as a stop states them (worded so that every stop wraps into at most
three even lines in a message box: the texts tests check every combination)."""
TAKEN_BACK = {
    TURN: "THE CARD TURNED UP GOES BACK",
    END: "THE END OF THE TURN IS TAKEN BACK",
}
"""How a stop undoes the offending action, when it is not a card move (``8F IS TAKEN BACK``)."""
START_WORDS = {
    ev.START_RESERVE: "LOWER RESERVE CARD",
    ev.START_HOUSES: "LOWER HOUSE CARDS",
    ev.START_COIN: "TOSS OF A COIN",
}
ABANDONED = "GAME ABANDONED: NO SCORE, AND IT DOES NOT COUNT AS A GAME"
DRAW_WORDS = {
    ev.DRAW_STUCK: "NOBODY CAN GET RID OF A CARD ANY MORE",
    ev.DRAW_LONG: "THE GAME HAS GONE ON TOO LONG",
}


def label(card: int) -> str:
    """``"7♥"``: a card as the table shows it."""
    return card_label(to_card(card))


def counted(number: int, noun: str) -> str:
    """``1 CARD``, ``2 CARDS``: a number with its noun, never ``1 CARDS``."""
    return f"{number} {noun if number == 1 else noun + 'S'}"


def _verb(name: str, plural: str, singular: str) -> str:
    return plural if name == "YOU" else singular


def say(event: ev.Event, names: tuple[str, str] = PLAYERS) -> str:
    """The line for one event ("" when the table shows it well enough)."""
    who = names[event.player] if event.player is not None else ""
    kind = event.kind
    if kind == ev.START and event.player is not None:
        # by the seat, never "YOU": F3 or F4 may hand the side over while the line shows
        return f"{PLAYERS[event.player]} PLAYS FIRST: {START_WORDS.get(event.detail, '')}" \
            .rstrip(": ")
    if kind == ev.MOVE and event.detail == ev.LOAD and event.player is not None \
            and event.action is not None:
        pile = "RESERVE" if split(event.action)[1] == DST_OPP_RESERVE else "WASTE"
        other = names[1 - event.player]
        owner = "YOUR" if other == "YOU" else f"{other}'S"
        return f"{who} {_verb(who, 'LOAD', 'LOADS')} {label(event.cards[0])} ONTO {owner} {pile}"
    if kind == ev.TURNOVER:
        return f"{who} {_verb(who, 'TURN', 'TURNS')} THE WASTE OVER:" \
            f" A NEW HAND OF {counted(event.value, 'CARD')}"
    if kind == ev.STOP and event.action is not None and event.player is not None:
        return _stop_words(event.action, event.value, event.detail, who,
                           names[1 - event.player])
    if kind == ev.ALLOW and event.player is not None:
        offender = names[1 - event.player]
        whose = "YOUR" if offender == "YOU" else f"{offender}'S"
        return f"{who} {_verb(who, 'LET', 'LETS')} {whose} MOVE OUT OF ORDER STAND"
    if kind == ev.MODE:
        return STOP_MODE_WORDS if event.value else CHECK_MODE_WORDS
    if kind == ev.DRAW:
        return f"A DRAW: {DRAW_WORDS[event.detail]}. NO SCORE"
    if kind == ev.ABANDON:
        return ABANDONED
    return ""


def _stop_words(action: int, mandatory: int, rule: str, caller: str, offender: str) -> str:
    """A stop in three parts: who called it, the rule broken, and what it did."""
    whose = "YOUR" if offender == "YOU" else f"{offender}'S"
    undone = TAKEN_BACK.get(action, f"{format_move(action)} IS TAKEN BACK")
    return (f"{caller} {_verb(caller, 'CALL', 'CALLS')} STOP! {RULE_WORDS[rule]}. {undone},"
            f" {format_move(mandatory)} IS PLAYED INSTEAD, AND {whose} TURN IS OVER.")


def result(state: BankState, names: tuple[str, str] = PLAYERS) -> str:
    """How the game ended, with the score's parts when someone won."""
    if state.winner is None:
        if state.abandoned:
            return ABANDONED
        return f"A DRAW: {DRAW_WORDS.get(state.draw_reason, '')}. NO SCORE"
    parts = score_parts(state.table, 1 - state.winner)
    who = names[state.winner]
    return (f"{who} {_verb(who, 'WIN', 'WINS')} {parts.total}: {parts.game} FOR THE GAME"
            f" + {parts.hand_and_waste} FOR HAND AND WASTE + {parts.reserve} FOR THE RESERVE")


def running(state: BankState, player: int) -> tuple[str, str]:
    """The two lines of the running score: what ``player`` would win now, and his cards."""
    score = running_score(state.table, player)
    return str(score.if_won_now), f"({score.cards_left})"


OTHER_PLAYER = "THE OTHER PLAYER"
"""How the rules' reasons name the side not in turn; a refusal puts its name instead."""


def possessive(name: str) -> str:
    """``YOUR``, ``PLAYER 2'S``."""
    return "YOUR" if name == "YOU" else f"{name}'S"


def refusal(reason: str, state: BankState, names: tuple[str, str] = PLAYERS) -> str:
    """A refusal in upper case, naming the card that must go first where that helps, and
    the other side by the name every message gives it."""
    table = state.table
    other = names[1 - table.mover]
    text = reason.upper().replace(f"{OTHER_PLAYER}'S", possessive(other)) \
        .replace(OTHER_PLAYER, other)
    if text == "A CARD MUST GO TO A FOUNDATION FIRST":
        sources = table.foundation_sources()
        if sources:
            card = table.source_card(sources[0])
            if card is not None:
                return f"{label(card)} MUST GO TO A FOUNDATION FIRST"
    return text


def move_words(action: int, before: Table, after: Table, names: tuple[str, str] = PLAYERS) \
        -> str:
    """A move as the computer's play line shows it: its keys, the card, from where to where
    ("R7 10\u2666 RESERVE TO HOUSE 7"), so a watcher learns the notation too."""
    if action == TURN:
        return f". TURNS UP {label(after.turnup)}" if after.turnup is not None else ". TURNS UP"
    if action == END:
        return "P ENDS THE TURN"
    if not is_move(action):
        return format_move(action)
    source, destination = split(action)
    card = before.source_card(source)
    where = {SRC_DECK: "HAND", SRC_RESERVE: "RESERVE"}.get(source,
                                                         f"HOUSE {source - SRC_HOUSE + 1}")
    if destination == DST_FOUNDATION:
        to = "A FOUNDATION"
    elif destination < DST_OPP_RESERVE:
        to = f"HOUSE {destination - DST_HOUSE + 1}"
    else:
        other = names[1 - before.mover]
        owner = "YOUR" if other == "YOU" else f"{other}'S"
        to = f"{owner} {'RESERVE' if destination == DST_OPP_RESERVE else 'WASTE'}"
    named = f" {label(card)}" if card is not None else ""
    return f"{format_move(action)}{named} {where} TO {to}"
