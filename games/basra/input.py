"""Reading your card in Basra: its place, its name, the arrows, or a click.

* ``1``-``4`` (the keypad's too, with NumLock on) play the card in that place at once,
  unless a name could begin with that digit and mean another card (you hold another card
  of that rank, or another ten for ``1``): then the pointer goes to the place and the
  prompt says which card Enter (or the same digit again) plays and which names the suit
  completes (``2C``, ``10D``). Another digit then means its own place, so no key is
  swallowed; a digit past the cards you have left can only begin a name;
* a name, rank then suit: ``7D``, ``TC``, ``JH``, ``10D``; it plays as soon as it is
  complete (Backspace rubs out a letter, Esc forgets the name);
* Left/Right (grey or keypad) move the pointer, Enter plays the card under it;
* a click on the card.

Every refusal says why, with the error buzz; it stays on the message row until the next
key. A printable key that plays no card says so (a half-typed name is kept); other keys
that mean nothing here (Tab, a function key the game does not use) are ignored. When the
demo is turned on meanwhile the computer answers instead.
"""

from __future__ import annotations

from games._shared import tunes
from games._shared.cards import CardParseError
from games.basra import messages
from games.basra.pack import RANK_OF, parse
from games.basra.screen import draw_complaint, hand_cards, hand_index_at
from games.basra.table import Table
from retro.bios import Key, Keys, MouseEvent, cursor_key

RANKS = "A23456789TJQK"
SUITS = "SHDC"


def refuse(table: Table, reason: str) -> None:
    """Say why not, with the error buzz; the reason stays until the next key."""
    table.shell.effect(tunes.ERROR)
    table.view.complaint = reason
    table.redraw()


def _rank_text(card: int) -> str:
    return RANK_OF[card].label


def ask_card(table: Table, seat: int) -> int:
    """The card ``seat`` plays, from the keyboard or the mouse (the computer's in the demo)."""
    view = table.view
    view.pointing = True
    try:
        return _ask_card(table, seat)
    finally:
        view.pointing = False
        view.prompt = ""


def _ask_card(table: Table, seat: int) -> int:
    view = table.view
    typed, place = "", None
    while True:
        hand = hand_cards(table.game, seat, view)
        view.selected = min(view.selected, len(hand) - 1)
        view.prompt = messages.card_prompt(typed, place, [messages.label(c) for c in hand])
        table.redraw()
        event = table.shell.read_event()
        if view.complaint:
            view.complaint = ""
            draw_complaint(table.m.screen, "", table.shell.look)
        if not table.shell.keyboard_plays(seat):
            return table.computer_action()
        if event is None:
            continue
        choice, typed, place = _interpret(table, hand, typed, place, event)
        if isinstance(choice, str):
            refuse(table, choice)
        elif choice is not None and choice not in hand:
            refuse(table, messages.not_held(choice))
        elif choice is not None:
            reason = table.game.why_illegal(choice, seat)
            if reason is None:
                return choice
            refuse(table, messages.refusal(reason))


Result = tuple["int | str | None", str, "int | None"]


def _interpret(table: Table, hand: list[int], typed: str, place: int | None,
               event: Key | MouseEvent) -> Result:
    """One key or click: a card chosen, a complaint, or nothing yet; the name typed so
    far; and the place a lone digit points at."""
    view = table.view
    if isinstance(event, MouseEvent):
        index = hand_index_at(event.col, event.row, len(hand)) if event.kind == "press" \
            else None
        return (hand[index] if index is not None else None), "", None
    arrow = cursor_key(event)
    if arrow in (Keys.LEFT, Keys.RIGHT):
        view.selected = (view.selected + (-1 if arrow == Keys.LEFT else 1)) % len(hand)
        return None, "", None
    if event == Keys.ENTER:
        if place is not None:
            return hand[place - 1], "", None
        if not typed:
            return hand[view.selected], "", None
        named = _named(typed)
        return named, (typed if isinstance(named, str) else ""), None  # the suit may follow
    if event == Keys.BACKSPACE:
        return None, typed[:-1], None
    if event == Keys.ESC:
        return None, "", None
    ch = event.char.upper() if event.char.isascii() else ""
    if ch and ch in "1234":
        if place is not None and int(ch) == place:
            return hand[place - 1], "", None  # the same digit again: that place
        return _digit(table, hand, int(ch))
    if typed and ch in SUITS and ch:
        return _named(typed + ch), "", None
    if ch and (ch in RANKS or (typed == "1" and ch == "0")) and len(typed) < 2:
        return None, ("10" if typed == "1" and ch == "0" else ch), None
    if ch.strip() and ch.isprintable():
        return messages.not_a_key(ch, typed, len(hand)), typed, place
    return None, typed, place


def _digit(table: Table, hand: list[int], number: int) -> Result:
    """``1``-``4``: the card in that place, or the pointer there when a name could start
    so; past the cards left, only the start of a name you hold."""
    starts = {_rank_text(card)[0] for card in hand}
    others = {_rank_text(card)[0] for i, card in enumerate(hand) if i != number - 1}
    if number > len(hand):
        if str(number) in starts:
            return None, str(number), None
        return messages.no_such_place(number, len(hand)), "", None
    table.view.selected = number - 1
    if str(number) in others:  # the name could be another card: wait for Enter or a suit
        return None, str(number), number
    return hand[number - 1], "", None


def _named(typed: str) -> int | str:
    """The card a typed name stands for, or why it stands for none."""
    if typed in (*RANKS, "10"):
        return messages.needs_suit(typed)
    try:
        card = parse(typed)
    except CardParseError:
        return messages.not_a_card(typed)
    return card
