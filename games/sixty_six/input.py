"""Reading your move in Sixty-Six: a card name, a place, the arrows, or a click.

* ``AH``, ``TD``, ``9S``: rank then suit (``T`` is the ten). A rank alone
  followed by Enter plays it when you hold only one card of that rank, so
  ``K`` Enter declares a marriage as the original's "K" did.
* ``1``-``6``: the card at that place in your hand.
* Left/Right (grey or keypad) move the pointer, Enter plays the card under it.
* A click on one of your cards plays it.
* ``C`` closes (when no rank is waiting for its suit), ``X`` exchanges the
  trump nine, ``O`` turns open hands on or off, Esc forgets a half-typed card.

An illegal choice is refused with the rules' own short reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games._shared import tunes
from games.sixty_six.deck import RANKS
from games.sixty_six.messages import label, refusal
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE, DealState
from games.sixty_six.screen import HUMAN, hand_index_at
from retro.bios import Key, Keys, MouseEvent, cursor_key

if TYPE_CHECKING:
    from games.sixty_six.program import Table

RANK_KEYS = {rank.letter: order for order, rank in enumerate(RANKS)}
SUIT_KEYS = {"H": 0, "D": 1, "C": 2, "S": 3}


def prompt_for(deal: DealState, pending: str, open_hands: bool = False) -> str:
    """What the player may type now."""
    if pending:
        held = [label(c) for c in _held(deal, pending)]
        if len(held) > 1:  # Enter alone cannot choose: say which cards are meant
            return f"CARD {pending}_ : YOU HOLD {' AND '.join(held)}; TYPE THE SUIT, OR ESC"
        return f"CARD {pending}_ : TYPE ITS SUIT (H D C S), OR ENTER, OR ESC"
    lead = deal.led is None
    size = len(deal.hand(HUMAN))
    places = f"1-{size}" if size > 1 else "1"
    who = "YOUR LEAD:" if lead else "YOUR CARD:"
    parts = [f"{who} NAME IT (E.G. AH), {places}, \x1b\x1a ENTER"]
    if deal.can_close():
        parts.append("C CLOSE")
    if deal.can_exchange(HUMAN):
        parts.append("X TRUMP 9")
    parts.append("O HIDE" if open_hands else "O OPEN")
    return "  ".join(parts)


def _card_from_name(deal: DealState, rank: str, suit: str | None) -> int | str:
    """The card named, or a reason why the name does not work."""
    hand = deal.hand(HUMAN)
    if suit is not None:
        card = SUIT_KEYS[suit] * 6 + RANK_KEYS[rank]
        return card if card in hand else f"YOU DO NOT HOLD {label(card)}"
    matches = _held(deal, rank)  # Enter alone: the caller has made sure it is not two
    return matches[0] if matches else f"YOU HOLD NO {rank}"


def _held(deal: DealState, rank: str) -> list[int]:
    """Your cards of one rank."""
    return [c for c in deal.hand(HUMAN) if c % 6 == RANK_KEYS[rank]]


def ask_move(table: Table, deal: DealState) -> int:
    """Wait until the player chooses a legal move (or turns on the demo)."""
    view = table.view
    view.pending = ""
    view.pointing = True
    try:
        return _ask(table, deal)
    finally:
        view.pointing = False


def _ask(table: Table, deal: DealState) -> int:
    shell, view = table.shell, table.view
    while True:
        view.prompt = prompt_for(deal, view.pending, view.open_hands)
        table.redraw()
        event = shell.read_event()
        if shell.demo:
            return table.ai.choose(deal, table.ai_rng)
        if event is None:
            continue
        choice = _interpret(table, deal, event)
        if choice is None:
            continue
        if isinstance(choice, str):
            refuse(table, choice)
            continue
        reason = deal.why_illegal(choice, HUMAN)
        if reason is None:
            view.pending = ""
            view.prompt = ""
            return choice
        refuse(table, refusal(reason, deal))


def refuse(table: Table, reason: str) -> None:
    """Say why not, with the error buzz; the player tries again."""
    view = table.view
    view.pending = ""
    if table.match.deal is not None:
        view.prompt = prompt_for(table.match.deal, "", view.open_hands)
    table.shell.effect(tunes.ERROR)
    table.redraw()
    table.shell.message(reason.upper(), wait=False)


def _interpret(table: Table, deal: DealState, event: Key | MouseEvent) -> int | str | None:
    """Turn one key or click into a move, a complaint, or nothing yet."""
    view = table.view
    hand = deal.hand(HUMAN)
    if isinstance(event, MouseEvent):
        if event.kind != "press":
            return None
        index = hand_index_at(event.col, event.row, len(hand))
        return hand[index] if index is not None else None
    ch = event.char.upper()
    if view.pending:
        if ch in SUIT_KEYS:
            return _card_from_name(deal, view.pending, ch)
        if event == Keys.ENTER:
            if len(_held(deal, view.pending)) > 1:
                return None  # keep waiting for the suit: the prompt names the choices
            return _card_from_name(deal, view.pending, None)
        view.pending = ""
        return None
    if cursor_key(event) in (Keys.LEFT, Keys.RIGHT):
        step = -1 if cursor_key(event) == Keys.LEFT else 1
        view.selected = (view.selected + step) % max(1, len(hand))
        return None
    if event == Keys.ENTER:
        return hand[view.selected] if view.selected < len(hand) else None
    if ch in "123456" and ch:
        place = int(ch) - 1
        return hand[place] if place < len(hand) else f"YOU HAVE NO CARD AT PLACE {ch}"
    if ch in RANK_KEYS and ch:
        view.pending = ch
        return None
    if ch == "C":
        why = deal.why_illegal(CLOSE, HUMAN)
        if why is not None:
            return why
        table.redraw()
        return CLOSE if table.shell.ask_yes_no("CLOSE THE GAME? NO MORE DRAWING") else None
    if ch == "X":
        return EXCHANGE_TRUMP_NINE
    if ch == "O":
        view.open_hands = not view.open_hands
        table.shell.set_setting("OPEN", "ON" if view.open_hands else "OFF")
        return None
    return None


__all__ = ["ask_move", "prompt_for"]
