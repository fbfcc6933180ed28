"""Reading your bids and cards in Spades: digits, card names, the arrows, or a click.

Bids: digits (the keypad's too, with NumLock on) and Enter; Backspace rubs out, Esc
forgets what is typed; or a click on one of the numbers 0 to 13 by your name, which bids
it at once. On your second turn your first bid stands: Enter keeps it, and to change it
you press Backspace first (as the original asked), then type the new bid, or click it.
A digit that would take the bid past 13 is refused and the field stays as it was; the
Enter that follows such a refusal only says what the field reads, the next one bids it.
A letter, or Esc with nothing to forget, is answered with what the prompt wants.

Cards, any of three ways:

* the name, rank then suit: ``3H``, ``TC`` (``T`` is the ten), ``AS``; ``JO`` the Joker,
  ``EJ`` the Extra Joker. The shared reader (``games._shared.card_names``, as in
  Sixty-Six and Basra) plays a whole name at once, refuses a key that can continue no
  name with the reason (``0``: type T for a ten), and after a rank alone Enter plays the
  only card of that rank held or asks which suit (Backspace rubs out a letter, Esc
  forgets the name);
* Left/Right (grey or keypad) move the pointer along your hand, Enter plays that card;
* a click on the card.

``O`` turns open hands on or off (when no name is half typed: the O of ``JO`` is a
letter). Every refusal says why, with the error buzz, and the player tries again at once:
the reason is a ``Shell.notice``, on the message row until the next key or its reading
time, whatever the arrow's delay. When
the demo is turned on meanwhile the computer answers instead.
"""

from __future__ import annotations

from games._shared import tunes
from games._shared.card_names import Ask, CardNameReader, PackNames, answer
from games.spades import messages
from games.spades.deck import NAMES, RANK_LETTERS, SUIT_OF
from games.spades.legality import follow_mask, lead_mask
from games.spades.places import bid_at, hand_index_at, in_hand_order
from games.spades.play_table import PlayTable
from games.spades.rulebook import BID_BASE, MAX_BID, NUM_SEATS, bid_action
from retro.bios import Key, Keys, MouseEvent, cursor_key
from retro.machine import Event

PACK = PackNames(NAMES, messages.label, RANK_LETTERS)
"""The pack's names for the shared reader: ``T`` the ten, ``JO`` and ``EJ`` the jokers."""


def refuse(table: PlayTable, reason: str) -> None:
    """Say why not, with the error buzz, as a notice to the person (``Shell.notice``): it
    stays until the next key or its reading time, whatever the arrow's delay, and that
    key is the player's next try."""
    table.shell.effect(tunes.ERROR)
    table.redraw()
    table.shell.notice(reason)


def next_event(table: PlayTable) -> Event | None:
    """The player's next key or click (``Shell.read_event``)."""
    return table.shell.read_event()


def toggle_open_hands(table: PlayTable) -> None:
    """``O``: show or hide the other three hands, and remember the choice."""
    table.set_open_hands(not table.view.open_hands)


# --- bids ------------------------------------------------------------------------------


def ask_bid(table: PlayTable, seat: int) -> int:
    """The bid action for ``seat`` from the keyboard (the computer's if the demo starts)."""
    table.view.bid_choices = True
    try:
        return _ask_bid(table, seat)
    finally:
        table.view.bid_choices = False
        table.typing = False
        table.hinted = None


def first_bid_field(table: PlayTable, seat: int) -> tuple[str, bool, bool]:
    """The bid field as ``seat``'s bidding opens: (what it reads, whether that is the
    bid kept from the first round, whether this is the second round)."""
    state = table.state
    second = state.bid_turn >= NUM_SEATS
    old = state.bids[seat]
    typed, kept = (str(old), True) if second and old is not None else ("", False)
    return typed, kept, second


def turn_prompt(table: PlayTable, seat: int) -> str:
    """What the keyboard's reader first asks of ``seat`` (a bid or a card); shown with
    the take-back notice, so the player reads what to do beside why the turn is back."""
    state, open_hands = table.state, table.view.open_hands
    if state.phase == "bid":
        typed, kept, second = first_bid_field(table, seat)
        return messages.bid_prompt(typed, second, kept, open_hands)
    if state.phase == "play":
        return messages.card_prompt("", not state.trick, open_hands)
    return ""


def _ask_bid(table: PlayTable, seat: int) -> int:
    old = table.state.bids[seat]
    typed, kept, second = first_bid_field(table, seat)
    # doubt: a digit was just refused. Enter then first says what the field reads and only
    # the next Enter bids it, so typing 14 and Enter quickly never bids 1 unseen.
    doubt = False
    while True:
        if table.hinted is not None:  # ? typed the computer's bid: Enter bids it
            typed = str(table.hinted - BID_BASE)
            kept, doubt, table.hinted = second and table.hinted - BID_BASE == old, False, None
        table.view.prompt = messages.bid_prompt(typed, second, kept, table.view.open_hands)
        table.redraw()
        table.typing = bool(typed)  # Backspace rubs out; with nothing typed it takes back
        event = next_event(table)
        if not table.shell.keyboard_plays(seat):
            return table.computer_action()
        if isinstance(event, MouseEvent):
            clicked = bid_at(event.col, event.row) if event.kind == "press" else None
            if clicked is not None:
                return bid_action(clicked)
            continue
        if not isinstance(event, Key):
            continue
        refused, doubt = doubt, False
        if event == Keys.ENTER:
            if not typed:
                refuse(table, messages.BID_MISSING)
            elif refused:
                refuse(table, messages.bid_reads(typed))
            else:
                return bid_action(int(typed))
        elif event == Keys.BACKSPACE:
            typed, kept = ("" if kept else typed[:-1]), False
        elif event == Keys.ESC:
            if kept:
                refuse(table, messages.bid_stands(typed))
            elif not typed:
                refuse(table, messages.NOTHING_TO_FORGET)
            typed = typed if kept else ""
        elif event.char.isdigit():
            if kept:
                refuse(table, messages.BACKSPACE_FIRST)
                doubt = True
            elif int(typed + event.char) > MAX_BID:
                refuse(table, messages.BID_RANGE)
                doubt = True
            else:
                typed = str(int(typed + event.char))
        elif event.char.upper() == "O":
            toggle_open_hands(table)
        elif event.char.strip():
            refuse(table, messages.BID_DIGITS)


# --- cards -----------------------------------------------------------------------------


def ask_card(table: PlayTable, seat: int) -> int:
    """The card ``seat`` plays, from the keyboard or the mouse (the computer's in the demo).

    The pointer starts on the first card that may be played without reneging."""
    view, state = table.view, table.state
    proper = lead_mask(state.hands[seat], state.spades_broken) if not state.trick else (
        follow_mask(state.hands[seat], SUIT_OF[state.trick[0]]))
    hand = in_hand_order(state.hands[seat])
    view.selected = next((i for i, card in enumerate(hand) if proper >> card & 1), 0)
    view.pointing = True
    try:
        return _ask_card(table, seat)
    finally:
        view.pointing = False
        table.typing = False
        table.hinted = None


def _ask_card(table: PlayTable, seat: int) -> int:
    state, view = table.state, table.view
    reader = CardNameReader(PACK, [])
    while True:
        if table.hinted is not None:  # ? put the pointer on the computer's card
            reader.forget()
            table.hinted = None
        hand = in_hand_order(state.hands[seat])
        reader.hand = hand
        view.selected = min(view.selected, len(hand) - 1)
        view.prompt = messages.card_prompt(reader.typed, not state.trick, view.open_hands)
        table.redraw()
        table.typing = bool(reader.typed)  # Backspace rubs out; with nothing typed it takes back
        event = next_event(table)
        if not table.shell.keyboard_plays(seat):
            return table.computer_action()
        if event is None:
            continue
        choice = _interpret(table, hand, reader, event)
        if choice is None:
            continue
        view.prompt = messages.card_prompt(reader.typed, not state.trick, view.open_hands)
        if isinstance(choice, Ask):
            table.redraw()
            table.shell.notice(choice.question)
            continue
        if isinstance(choice, str):
            refuse(table, choice)
            continue
        reason = state.why_illegal(choice, seat)
        if reason is None:
            return choice
        refuse(table, messages.refusal(reason, state))


def _interpret(table: PlayTable, hand: list[int], reader: CardNameReader,
               event: Key | MouseEvent) -> int | str | Ask | None:
    """One key or click: a card chosen, a complaint, a question, or nothing yet."""
    view = table.view
    if isinstance(event, MouseEvent):
        index = hand_index_at(event.col, event.row, len(hand)) if event.kind == "press" \
            else None
        return hand[index] if index is not None else None
    arrow = cursor_key(event)
    if arrow in (Keys.LEFT, Keys.RIGHT):
        step = -1 if arrow == Keys.LEFT else 1
        view.selected = (view.selected + step) % len(hand)
        reader.forget()
        return None
    if event == Keys.ENTER:
        return hand[view.selected] if not reader.typed else answer(reader.enter())
    if event == Keys.BACKSPACE:
        reader.rub_out()
        return None
    if event == Keys.ESC:
        reader.forget()
        return None
    ch = event.char.upper()
    if ch == "O" and not reader.typed:
        toggle_open_hands(table)
        return None
    if not ch.strip() or not ch.isprintable():
        return None
    return answer(reader.key(ch))


__all__ = ["ask_bid", "ask_card"]
