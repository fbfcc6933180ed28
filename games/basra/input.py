"""Reading your card in Basra: its place, its name, the arrows, or a click.

The names are read by the reader Sixty-Six and Spades use too (``card_names``), so one
rule holds in all three and never makes a place wait:

* a digit the prompt offers (``1`` to the number of cards you hold; the keypad's too,
  with NumLock on) plays the card in that place at once, always;
* a name is a rank then a suit, ``7D``, ``TC``, ``JH``: it starts with a rank letter or
  with a digit that is not an offered place (``5``-``9``; ``4`` once you hold three
  cards), and the ten is ``T``. It plays as soon as it is complete; a rank then Enter
  plays the only card of that rank you hold, or asks which suit (Backspace rubs out a
  key, Esc forgets the name);
* Left/Right (grey or keypad) move the pointer, Enter plays the card under it;
* a click on the card.

Every refusal says why, with the error buzz, and stays readable (``Table.refuse``). A
printable key that can play no card is refused at once with the reason (a half-typed name
is kept); other keys that mean nothing here (Tab, a function key the game does not use)
are ignored. When the demo is turned on meanwhile the computer answers instead.
"""

from __future__ import annotations

from games._shared.card_names import Ask, CardNameReader, PackNames, Play, Refuse, Wait
from games._shared.cards import CardParseError
from games.basra import messages
from games.basra.pack import parse
from games.basra.screen import hand_cards, hand_index_at
from games.basra.table import Table
from retro.bios import Key, Keys, MouseEvent, cursor_key

RANKS = "A23456789TJQK"
"""The rank letters of a name (the ten is T), as the refusals list them."""


def _card_of(rank: str, suit: str) -> int | None:
    try:
        return parse(rank + suit)
    except CardParseError:
        return None


PACK = PackNames.of(RANKS, _card_of, messages.label)
"""Every name a Basra card answers to (``7D``, ``TC``...): no ``10``, so no digit waits."""


def ask_card(table: Table, seat: int) -> int:
    """The card ``seat`` plays, from the keyboard or the mouse (the computer's in the demo)."""
    view = table.view
    view.pointing = True
    table.asking = seat
    try:
        return _ask_card(table, seat)
    finally:
        table.typing = False
        table.asking = None
        view.pointing = False
        view.prompt = ""


def turn_prompt(table: Table, seat: int) -> str:
    """What the keyboard's reader first asks of ``seat``; shown with the take-back notice,
    so the player reads what to do beside why the move is back."""
    return messages.card_prompt("", len(hand_cards(table.game, seat, table.view)))


def _ask_card(table: Table, seat: int) -> int:
    view = table.view
    reader = CardNameReader(PACK, [])
    question = ""
    while True:
        hand = hand_cards(table.game, seat, view)
        reader.hand, reader.places = hand, len(hand)
        view.selected = min(view.selected, len(hand) - 1)
        view.prompt = question or messages.card_prompt(reader.typed, len(hand))
        table.redraw()
        table.typing = bool(reader.typed)  # Backspace rubs out; with nothing typed it takes back
        event = table.shell.read_event()
        if table.hinted:  # the pointer is on the hinted card: Enter plays it
            table.hinted = False
            reader.forget()
        if not table.shell.keyboard_plays(seat):
            return table.computer_action()
        if event is None:
            continue
        question = ""
        outcome = interpret(table, reader, hand, event)
        if isinstance(outcome, Ask):
            question = outcome.question
        elif isinstance(outcome, Refuse):
            table.refuse(outcome.reason)
        elif isinstance(outcome, Play):
            reason = table.game.why_illegal(outcome.card, seat)
            if reason is None:
                return outcome.card
            table.refuse(messages.refusal(reason))


def interpret(table: Table, reader: CardNameReader, hand: list[int],
              event: Key | MouseEvent) -> Play | Wait | Ask | Refuse | None:
    """One key or click: a card chosen, a refusal, a question, the name so far, or
    nothing (a key that means nothing here)."""
    view = table.view
    if isinstance(event, MouseEvent):
        index = hand_index_at(event.col, event.row, len(hand)) if event.kind == "press" \
            else None
        if index is None:
            return None
        reader.forget()
        return Play(hand[index])
    arrow = cursor_key(event)
    if arrow in (Keys.LEFT, Keys.RIGHT):
        view.selected = (view.selected + (-1 if arrow == Keys.LEFT else 1)) % len(hand)
        return reader.forget()
    if event == Keys.ENTER:
        return reader.enter() if reader.typed else Play(hand[view.selected])
    if event == Keys.BACKSPACE:
        return reader.rub_out()
    if event == Keys.ESC:
        return reader.forget()
    ch = event.char if event.char.isascii() else ""
    if not (ch.strip() and ch.isprintable()):
        return None
    outcome = reader.key(ch)
    if isinstance(outcome, Play) and outcome.card in hand:
        view.selected = hand.index(outcome.card)
    return outcome
