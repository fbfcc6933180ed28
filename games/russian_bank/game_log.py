"""The game's log in words: every event of the game in play, one line each, oldest first.

A computer's turn in Russian Bank can be forty moves long and goes by at the pace of the
delay; the log lets a player read it afterwards. Each turn gets a heading naming its
number and its player (``TURN 7: PLAYER 2``), and each move a line under it in the
notation the player types, with the card and where it went (``R3 7♥ RESERVE TO HOUSE
3``). The lines come from the game's events, which name a card only once it lies face
up, so the log gives away nothing of a hand or a reserve (``events`` says so).

Players are named by their seats, PLAYER 1 and PLAYER 2, never YOU: the log is read
at any moment, and F3 or F4 may have handed a side over since.
"""

from __future__ import annotations

from games.russian_bank import events as ev
from games.russian_bank.events import Event
from games.russian_bank.game import Game
from games.russian_bank.messages import PLAYERS, label, say
from games.russian_bank.notation import (
    DST_FOUNDATION,
    DST_HOUSE,
    DST_OPP_RESERVE,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
    format_move,
    split,
)

DEALT = "BOTH PACKS ARE SHUFFLED AND DEALT"
TURN_EVENTS = {ev.MOVE, ev.RESERVE_UP, ev.TURN_UP, ev.TURNOVER, ev.END_TURN}
"""The events that belong to the turn of their player (a stop or a pass of one is said
in the turn it interrupts)."""


def log_lines(game: Game) -> list[str]:
    """The log of ``game`` so far: headings (upper case, ending with a colon) and lines."""
    lines: list[str] = []
    turn, mover = 0, None
    for event in game.events:
        if event.kind in TURN_EVENTS and event.player is not None and event.player != mover:
            turn, mover = turn + 1, event.player
            lines.append(f"TURN {turn}: {PLAYERS[mover]}:")
        text = line(event)
        if text:
            lines.append(f"  {text}" if mover is not None else text)
    return lines


def line(event: Event) -> str:
    """One event in words ("" for none)."""
    kind = event.kind
    if kind == ev.DEAL:
        return DEALT
    if kind == ev.MOVE and event.action is not None and event.player is not None:
        return move(event.action, event.cards[0], event.player)
    if kind == ev.RESERVE_UP:
        return f"THE RESERVE SHOWS {label(event.cards[0])} NOW"
    if kind == ev.TURN_UP:
        return f". TURNS UP {label(event.cards[0])}"
    if kind == ev.END_TURN:
        if event.cards:
            return f"P {label(event.cards[0])} GOES ON THE WASTE: THE TURN ENDS"
        return "P THE TURN ENDS"
    if kind == ev.WIN and event.player is not None:
        return f"{PLAYERS[event.player]} HAS WON THE GAME, SCORING {event.value}"
    return say(event)


def move(action: int, card: int, player: int) -> str:
    """``"R3 7♥ RESERVE TO HOUSE 3"``: the keys, the card, from where to where."""
    source, destination = split(action)
    where = {SRC_DECK: "HAND", SRC_RESERVE: "RESERVE"}.get(source,
                                                         f"HOUSE {source - SRC_HOUSE + 1}")
    if destination == DST_FOUNDATION:
        to = "A FOUNDATION"
    elif destination >= DST_OPP_RESERVE:
        pile = "RESERVE" if destination == DST_OPP_RESERVE else "WASTE"
        to = f"{PLAYERS[1 - player]}'S {pile}"
    else:
        to = f"HOUSE {destination - DST_HOUSE + 1}"
    return f"{format_move(action)} {label(card)} {where} TO {to}"
