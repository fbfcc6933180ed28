"""Reading a Russian Bank move from the keyboard or the mouse, with a reason for every refusal.

Keys follow the original's notation: where the card is (``D`` the turned-up card, ``R``
your reserve, ``1``-``8`` a house), then where it goes (``F`` a foundation, ``1``-``8`` a
house, ``R`` or ``W`` the opponent's reserve or waste): ``R3``, ``7F``, ``DR``. Then ``.``
turns up a card (or, with one turned up, lays it on the waste and ends the turn), ``P``
ends the turn, ``S`` calls a stop and ``N`` lets a move out of order stand (the stop mode).
Esc or Backspace forgets a half-typed move. After a hint (``?``, ``hinting``) Enter plays
the hinted move; any other key or click begins a move of one's own. (``X``,
abandoning the game after a question, is the program's: it works at any moment, the
computer's play included.)

With the mouse: click the card, then where it goes; click your hand to turn up a card,
your waste to lay the turned-up card there and end the turn. A click on the card already
picked, or on the bare table, forgets it.

In two-human games the keyboard is shared: right after a move out of order (stop mode) the
prompt turns to the other player, who may press ``S`` or ``N``; any other move lets the
first one stand.
"""

from __future__ import annotations

from games._shared import tunes
from games.russian_bank import layout as lay
from games.russian_bank.bank_table import BankTable
from games.russian_bank.layout import Place, place_at
from games.russian_bank.legality import why_not_card_move
from games.russian_bank.messages import PLAYERS, label, possessive, refusal
from games.russian_bank.notation import (
    ALLOW,
    DST_FOUNDATION,
    END,
    STOP,
    TURN,
    MoveParseError,
    format_move,
    is_move,
    move,
    parse_move,
    split,
)
from games.russian_bank.rules import BankState
from games.russian_bank.screen import selected_place
from retro.bios import Key, Keys, MouseEvent

SOURCE_KEYS = "DR12345678"
COMMAND_KEYS = ".PSN"
PILE_WORDS = {lay.DECK: "HAND", lay.TURNUP: "TURNED-UP CARD", lay.WASTE: "WASTE",
              lay.RESERVE: "RESERVE", lay.SCORE: "SCORE"}


def ask_move(bank: BankTable) -> int | None:
    """The next action typed or clicked, checked; None when a shell or game key was handled
    (the caller looks again at seats and modes before asking once more)."""
    view = bank.view
    while True:
        view.prompt = prompt_for(bank)
        bank.redraw()
        event = bank.shell.read_event()
        if event is None:
            return None
        choice = interpret(bank, event)
        if choice is None:
            continue
        if isinstance(choice, str):
            refuse(bank, choice)
            continue
        reason = check(bank.game, choice, bank.names())
        if reason is not None:
            refuse(bank, reason)
            continue
        view.pending = ""
        return choice


def check(game: BankState, action: int, names: tuple[str, str] = PLAYERS) -> str | None:
    """Why ``action`` cannot be taken now, in the player's words, or None.

    With a stop offer open, a move other than S or N first lets the offending move pass.
    """
    if action == STOP and not game.stop_mode:
        return "STOPS ARE CALLED ONLY IN THE STOP MODE (F6)"
    state = game
    if game.stop_offer is not None and action not in (STOP, ALLOW):
        state = game.clone()
        state.apply_action(ALLOW)
    reason = state.why_illegal(action, state.current_player())
    return None if reason is None else refusal(reason, state, names)


def refuse(bank: BankTable, reason: str) -> None:
    """Say why not, with the error buzz; the player tries again. The reason is a notice:
    it stays until the person's next key (which then counts) or its reading time."""
    bank.view.pending = ""
    bank.view.prompt = prompt_for(bank)
    bank.shell.effect(tunes.ERROR)
    bank.redraw()
    bank.shell.notice(reason.upper())


def prompt_for(bank: BankTable) -> str:
    """What the player to move may type now: right after a move out of order, what the
    other player may answer."""
    game, view = bank.game, bank.view
    table = game.table
    hinted = bank.hinted_action()
    if game.stop_offer is not None:
        text = _stop_prompt(bank, game.stop_offer.offender)
        return f"{text}.  ENTER: S (THE HINT)" if hinted is not None else text
    who = bank.names()[table.mover]
    head = "YOUR TURN" if who == "YOU" else who
    if hinted is not None:
        card = table.source_card(split(hinted)[0]) if is_move(hinted) else None
        named = f" {label(card)}" if card is not None else ""
        return f"{head}: {format_move(hinted)}{named} IS THE HINT: ENTER PLAYS IT," \
            " OR TYPE ANOTHER MOVE"
    place = selected_place(view, table.mover)
    if place is not None:
        source = split(parse_move(view.pending + "F"))[0]
        card = table.source_card(source)
        named = f" {label(card)}" if card is not None else ""
        return f"{head}: {view.pending}{named} GOES TO F, 1-8, R OR W?  ESC: ANOTHER CARD"
    legal = game.legal_actions()
    moves = [action for action in legal if is_move(action)]
    parts = []  # what may be done, each as its key and words; the head goes before them
    if moves and TURN not in legal and END not in legal \
            and all(split(action)[1] == DST_FOUNDATION for action in moves):
        parts.append(f"TO A FOUNDATION FIRST ({format_move(moves[0])}...)")
    elif moves:
        parts.append("A MOVE (R3 7F DR...)")
    if TURN in legal:
        parts.append(". TURN UP")
    elif END in legal:
        parts.append(". OR P END TURN" if table.turnup is not None else "P PASS")
    elif moves and table.turnup is None and table.empty_houses() \
            and table.reserves[table.mover] and not table.foundation_sources():
        parts[0] = f"FILL THE EMPTY HOUSE FROM YOUR RESERVE (R{table.empty_houses()[0] + 1})"
    parts.append("X ABANDON")
    return f"{head}: " + "  ".join(parts)  # with no move, the first offer follows the head


def _stop_prompt(bank: BankTable, offender: int) -> str:
    """The stop's question, to the player who may call it (not the one in his turn)."""
    names = bank.names()
    text = f"OUT OF ORDER!  {names[1 - offender]}: S STOP, N LET IT STAND"
    if bank.shell.keyboard_plays(offender):
        text += f".  {names[offender]} MAY PLAY ON"
    return text


def interpret(bank: BankTable, event: Key | MouseEvent) -> int | str | None:
    """One key or click as an action, a complaint, or nothing yet (a card picked)."""
    if isinstance(event, MouseEvent):
        if event.kind != "press":
            return None
        if bank.hinted_action() is not None:  # a click of one's own: the hint is left aside
            bank.view.pending = ""
        bank.hinted = None
        houses = [len(house) for house in bank.game.table.houses]
        return _click(bank, place_at(event.col, event.row, houses))
    return _key(bank, event)


def _key(bank: BankTable, key: Key) -> int | str | None:
    view, table = bank.view, bank.game.table
    hinted, bank.hinted = bank.hinted_action(), None
    if hinted is not None:
        view.pending = ""  # the hint picked its card: another key starts afresh
        if key == Keys.ENTER:
            return hinted
    if key in (Keys.ESC, Keys.BACKSPACE):
        view.pending = ""
        return None
    ch = key.char.upper()
    if not ch.strip() or not ch.isprintable():
        return None
    if ch in COMMAND_KEYS:
        view.pending = ""
        return parse_move(ch, turned_up=table.turnup is not None)
    if view.pending:
        return _second_key(bank, ch)
    if ch in SOURCE_KEYS:
        return _pick(bank, ch)
    if ch == "H":
        return "TYPE THE HOUSE'S NUMBER ALONE, 1 TO 8"
    try:
        parse_move(ch + "F")
    except MoveParseError as problem:
        return str(problem)
    return None


def _second_key(bank: BankTable, ch: str) -> int | str:
    view = bank.view
    keys, view.pending = view.pending + ch, ""
    try:
        return parse_move(keys)
    except MoveParseError as problem:
        return str(problem)


def _pick(bank: BankTable, key: str) -> str | None:
    """Pick the card at source ``key`` as the one to move; a reason if there is none."""
    table = bank.game.table
    source = split(parse_move(key + "F"))[0]
    if table.source_card(source) is None:
        return why_not_card_move(table, move(source, DST_FOUNDATION))
    bank.view.pending = key
    return None


def _click(bank: BankTable, place: Place | None) -> int | str | None:
    if bank.view.pending:
        return _click_destination(bank, place)
    if place is None:
        return None
    table = bank.game.table
    mover = table.mover
    if place.player is not None and place.player != mover and place.kind != lay.SCORE:
        owner = bank.names()[place.player]
        return f"THAT IS {owner}'S {PILE_WORDS[place.kind]}" if owner != "YOU" \
            else f"THAT IS YOUR {PILE_WORDS[place.kind]}, BUT IT IS NOT YOUR TURN"
    kind = place.kind
    if kind == lay.DECK:
        return TURN if table.turnup is None else _pick(bank, "D")
    if kind == lay.TURNUP:
        return _pick(bank, "D") if table.turnup is not None else None
    if kind == lay.WASTE:
        return END
    if kind == lay.RESERVE:
        return _pick(bank, "R")
    if kind == lay.HOUSE:
        return _pick(bank, str(place.index + 1))
    if kind == lay.FOUNDATION:
        return "CARDS NEVER LEAVE THE FOUNDATIONS"
    return None


def _click_destination(bank: BankTable, place: Place | None) -> int | str | None:
    view = bank.view
    mover = bank.game.table.mover
    picked = selected_place(view, mover)
    if place is None or place == picked or place.kind == lay.SCORE:
        view.pending = ""
        return None
    kind = place.kind
    if kind == lay.FOUNDATION:
        return _second_key(bank, "F")
    if kind == lay.HOUSE:
        return _second_key(bank, str(place.index + 1))
    if place.player != mover and kind in (lay.RESERVE, lay.WASTE):
        return _second_key(bank, "R" if kind == lay.RESERVE else "W")
    if kind == lay.WASTE and view.pending == "D":
        view.pending = ""
        return END
    view.pending = ""
    if kind in (lay.DECK, lay.TURNUP):
        return "NOTHING CAN BE PUT ON A HAND"
    if kind == lay.RESERVE:
        other = bank.names()[1 - mover]
        return f"YOUR OWN RESERVE TAKES NO CARDS: LOAD {possessive(other)}"
    return "ONLY THE TURNED-UP CARD GOES ON YOUR WASTE, AND IT ENDS YOUR TURN"


__all__ = ["ask_move", "check", "interpret", "prompt_for"]
