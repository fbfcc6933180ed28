"""Reading your move in Sixty-Six: a card name, a place, the arrows, or a click.

Card names and places are read by the shared reader (``games._shared.card_names``), the
same way as in Basra and Spades:

* ``1``-``6``: the card at that place in your hand, at once.
* ``AH``, ``TD``, ``9S``: rank then suit (``T`` is the ten; a ``0`` is refused with the
  reason). A rank alone followed by Enter plays it when you hold only one card of that
  rank, so ``K`` Enter declares a marriage as the original's "K" did; holding two, Enter
  asks which suit.
* Left/Right (grey or keypad) move the pointer, Enter plays the card under it.
* ``?`` asks for a hint (``Tabletop.hint``): the pointer goes onto the hinted card, so
  Enter plays it; a hinted close or trump-nine swap is made by the next Enter.
* A click on one of your cards plays it.
* ``C`` closes (when no rank is waiting for its suit: then it is clubs), ``X`` exchanges
  the trump nine, ``O`` turns open hands on or off, Backspace or Esc forget a half-typed
  card (with nothing typed, Backspace is the shell's: it takes your last card back).

An illegal choice is refused with the rules' own short reason.
"""

from __future__ import annotations

from games._shared import tunes
from games._shared.card_names import Ask, CardNameReader, PackNames, answer
from games.sixty_six.deck import RANKS, SUIT_SIZE
from games.sixty_six.messages import HINTED_PROMPT, label, refusal
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE, DealState
from games.sixty_six.screen import HUMAN, hand_index_at
from games.sixty_six.tabletop import Tabletop
from retro.bios import Key, Keys, MouseEvent, cursor_key

RANK_LETTERS = "".join(rank.letter for rank in RANKS)
NAMES = PackNames.of(
    RANK_LETTERS, lambda rank, suit: "HDCS".index(suit) * SUIT_SIZE + RANK_LETTERS.index(rank),
    label)
"""The 24 cards' names: ``AH`` .. ``9S``, ``T`` for the ten."""


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
    parts = [f"{who} NAME IT (KH, T=10), {places}, \x1b\x1a ENTER"]
    if deal.can_close():
        parts.append("C CLOSE")
    if deal.can_exchange(HUMAN):
        parts.append("X TRUMP 9")
    parts.append("O HIDE" if open_hands else "O OPEN")
    return "  ".join(parts)


def _held(deal: DealState, rank: str) -> list[int]:
    """Your cards of one rank."""
    return [c for c in deal.hand(HUMAN) if c % SUIT_SIZE == RANK_LETTERS.index(rank)]


def ask_move(table: Tabletop, deal: DealState) -> int:
    """Wait until the player chooses a legal move (or turns on the demo)."""
    view = table.view
    view.pending = ""
    view.pointing = True
    table.hinted = None
    try:
        return _ask(table, deal)
    finally:
        view.pointing = False
        table.typing = False
        table.hinted = None


def _ask(table: Tabletop, deal: DealState) -> int:
    shell, view = table.shell, table.view
    hand = list(deal.hand(HUMAN))
    reader = CardNameReader(NAMES, hand, len(hand))
    while True:
        view.pending = reader.typed
        table.typing = bool(reader.typed)  # Backspace rubs out; with nothing typed it takes back
        view.prompt = prompt_for(deal, view.pending, view.open_hands)
        view.pointing = table.hinted is None  # a hinted close or swap: Enter makes it
        if table.hinted is not None:
            view.prompt = HINTED_PROMPT[table.hinted]
        table.redraw()
        hints = table.hints_given
        event = shell.read_event()
        if table.hints_given != hints:  # a hint came: Enter is for it, not a half name
            reader.forget()
        if shell.demo:
            return table.computer_choice()
        if event is None:
            continue
        choice = _interpret(table, deal, reader, event)
        view.pending = reader.typed
        if isinstance(choice, Ask):
            table.redraw()
            table.shell.notice(choice.question)  # the suit typed next is the answer
            continue
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


def refuse(table: Tabletop, reason: str) -> None:
    """Say why not, with the error buzz; the player tries again (a half-typed name that
    the refused key could not continue is kept). The reason stays until the next key,
    which is the player's next try, or its reading time: never one tick of the pace."""
    view = table.view
    if table.match.deal is not None:
        view.prompt = prompt_for(table.match.deal, view.pending, view.open_hands)
    table.shell.effect(tunes.ERROR)
    table.redraw()
    table.shell.notice(reason.upper())  # stays to be read, whatever the SPEED dial


def _interpret(table: Tabletop, deal: DealState, reader: CardNameReader,
               event: Key | MouseEvent) -> int | str | Ask | None:
    """Turn one key or click into a move, a complaint, a question, or nothing yet."""
    view = table.view
    hand = deal.hand(HUMAN)
    hinted = table.hinted
    if isinstance(event, Key) or event.kind == "press":
        table.hinted = None  # the hinted close or swap waits for Enter only
    if event == Keys.ENTER and hinted is not None and not reader.typed:
        return hinted
    if isinstance(event, MouseEvent):
        if event.kind != "press":
            return None
        index = hand_index_at(event.col, event.row, len(hand))
        return hand[index] if index is not None else None
    if cursor_key(event) in (Keys.LEFT, Keys.RIGHT):
        step = -1 if cursor_key(event) == Keys.LEFT else 1
        view.selected = (view.selected + step) % max(1, len(hand))
        reader.forget()
        return None
    if event == Keys.ESC:
        reader.forget()
        return None
    if event == Keys.BACKSPACE:
        reader.rub_out()
        return None
    if event == Keys.ENTER:
        if not reader.typed:
            return hand[view.selected] if view.selected < len(hand) else None
        return answer(reader.enter())
    ch = event.char.upper()
    if not reader.typed and ch in ("C", "X", "O"):
        return _command(table, deal, ch)
    return answer(reader.key(ch))


def _command(table: Tabletop, deal: DealState, ch: str) -> int | str | None:
    """``C`` close, ``X`` the trump nine, ``O`` open hands."""
    view = table.view
    if ch == "C":
        why = deal.why_illegal(CLOSE, HUMAN)
        if why is not None:
            return why
        table.redraw()
        return CLOSE if table.shell.ask_yes_no("CLOSE THE GAME? NO MORE DRAWING") else None
    if ch == "X":
        return EXCHANGE_TRUMP_NINE
    view.open_hands = not view.open_hands
    table.shell.set_setting("OPEN", "ON" if view.open_hands else "OFF")
    return None


__all__ = ["NAMES", "ask_move", "prompt_for"]
