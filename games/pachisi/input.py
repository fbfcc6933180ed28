"""Reading a keyboard player's move: the pointer and Enter, or the mouse.

A move takes two choices, as on the original: first the pawn, then the square it goes
to. The arrows (grey or keypad) move the pointer to the nearest square or block in their
direction; Enter or Space takes what is under it. A click takes what it hits.

* A pawn of the player's: chosen; the squares it may go to are marked and the pointer
  jumps to the nearest. Another own pawn chosen instead of a target changes the choice.
* The player's start block: enters a pawn at once (one click, as the original had it).
* With a pawn chosen: a square, the centre or the player's home block (home) is where it
  goes; Esc, Backspace (or the right button) puts the pawn back and the choice starts
  again. With no pawn chosen Backspace is the shell's: it takes the last move back.
* ``P``, or a click on the dice: pass, when the rules allow it (no move at all, or giving
  up a bonus move); otherwise a line says a move must be made.

Every choice the rules refuse is answered with the rules' own short reason.
"""

from __future__ import annotations

from games._shared import tunes
from games.pachisi import layout as lay
from games.pachisi import messages as say
from games.pachisi.board import HOME, PATH, SQUARES, START
from games.pachisi.grounds import entry, grounds
from games.pachisi.moves import NEED_FIVE
from games.pachisi.rulebook import ENTER_WITH, PASS, bonus_action, decode, move_action
from games.pachisi.rules import PachisiState
from games.pachisi.screen import View
from games.pachisi.tabletop import Tabletop
from retro.bios import Key, Keys, MouseEvent, cursor_key

_ARROWS = {Keys.UP: "UP", Keys.DOWN: "DOWN", Keys.LEFT: "LEFT", Keys.RIGHT: "RIGHT"}

Choice = int | str | None
"""An action, a refusal to show, or nothing yet."""


def pawn_spot(state: PachisiState, player: int, pawn: int) -> int:
    """The spot where a pawn is drawn: its square, its start block or its home block."""
    q = state.places[4 * player + pawn]
    if q == START:
        return lay.START_SPOT + player
    if q == HOME:
        return lay.HOME_SPOT + player
    return PATH[player][q]


def own_pawns_at(state: PachisiState, spot: int) -> list[int]:
    """The mover's pawns standing on ``spot`` (a square), in pawn order."""
    player = state.turn
    return [p for p in range(4) if spot < SQUARES and pawn_spot(state, player, p) == spot]


def target_spot(player: int, square: int) -> int:
    """The spot a target square id stands for (-1, home, is the centre)."""
    return lay.CENTRE if square < 0 else square


def first_spot(state: PachisiState) -> int:
    """Where the pointer starts a move: a pawn that can move, the farthest along first."""
    player = state.turn
    movable = [p for p in range(4) if state.targets(p)]
    if not movable:
        return lay.START_SPOT + player
    best = max(movable, key=lambda p: state.places[4 * player + p])
    return pawn_spot(state, player, best)


def movable_at(state: PachisiState, spot: int) -> bool:
    """Whether a pawn of the mover's on ``spot`` (a square or its start block) can move."""
    if spot == lay.START_SPOT + state.turn:
        waiting = [p for p in range(4) if state.places[4 * state.turn + p] == START]
        return bool(waiting) and bool(state.targets(waiting[0]))
    return bool(targets_of(state, spot))


def pointer_start(state: PachisiState, pointer: int | None) -> int:
    """Where the pointer is when a move begins: where it was, if a pawn there can move."""
    if pointer is None or not movable_at(state, pointer):
        return first_spot(state)
    return pointer


def targets_of(state: PachisiState, spot: int) -> frozenset[int]:
    """The spots the mover's pawns on square ``spot`` may go to now."""
    player = state.turn
    return frozenset(target_spot(player, sq) for p in own_pawns_at(state, spot)
                     for sq in state.targets(p))


def point_at(state: PachisiState, view: View, action: int) -> None:
    """The pointer onto ``action`` (a hint's), so that Enter plays it: the pawn chosen
    and the pointer on the square it goes to, or on the start block for an entry. A
    pass is the P key's, and leaves the pointer where it was."""
    player = state.turn
    view.chosen, view.targets = None, frozenset()
    if action == PASS:
        return
    pawn = decode(action)[0]
    if state.places[4 * player + pawn] == START:
        view.pointer = lay.START_SPOT + player
        return
    square = state.target(action)
    spot = pawn_spot(state, player, pawn)
    view.chosen, view.targets = spot, targets_of(state, spot)
    view.pointer = target_spot(player, -1 if square is None else square)


def nearest_target(state: PachisiState, spot: int, targets: frozenset[int]) -> int:
    """The target the pointer jumps to once a pawn is chosen: the fewest steps away."""
    return min(targets, key=lambda t: (_distance(state.turn, spot, t), t))


def ask_move(table: Tabletop) -> int | None:
    """The keyboard player's next action; None if the seat went to the computer meanwhile."""
    state, view, shell = table.state, table.view, table.shell
    player = state.turn
    view.chosen, view.targets = None, frozenset()
    view.pointer = pointer_start(state, view.pointer)
    try:
        while True:
            view.prompt = prompt_of(table)
            table.redraw()
            event = shell.read_event()
            if not shell.keyboard_plays(player):
                return None
            if event is None:
                continue
            choice = _interpret(table, event)
            if isinstance(choice, str):
                refuse(table, choice)
            elif choice is not None:
                reason = state.why_illegal(choice)
                if reason is None:
                    return choice
                refuse(table, say.refusal(reason, grounds(state, choice, reason)))
    finally:
        view.chosen, view.targets, view.prompt = None, frozenset(), ""


def refuse(table: Tabletop, text: str) -> None:
    """The buzz and the reason, kept until the player's next key or click (which is
    then read as the next choice) or for its reading time. A pawn already chosen stays
    chosen: the player only has to point at another square (Esc still puts it back)."""
    table.view.prompt = prompt_of(table)
    table.shell.effect(tunes.ERROR)
    table.redraw()
    table.shell.notice(text)


def prompt_of(table: Tabletop) -> str:
    """The prompt row for the keyboard colour to move (also shown after a take-back)."""
    state, view = table.state, table.view
    left = state.left
    chosen = None if view.chosen is None else say.chosen_text(view.chosen)
    bonus = left.bonuses[0] if left.bonuses else 0
    return say.prompt(state.turn, left.dice, bonus, chosen, PASS in state.legal_actions())


def _interpret(table: Tabletop, event: Key | MouseEvent) -> Choice:
    view = table.view
    if isinstance(event, MouseEvent):
        if event.kind != "press":
            return None
        if event.button == 1:
            return _redo(table)
        if lay.on_dice(event.col, event.row):
            return PASS
        spot = lay.spot_at(event.col, event.row)
        if spot is None:
            return None
        view.pointer = spot
        return _take(table, spot)
    arrow = cursor_key(event)
    if arrow in _ARROWS and view.pointer is not None:
        view.pointer = lay.step(view.pointer, _ARROWS[arrow])
        return None
    if event in (Keys.ENTER, Keys.SPACE) and view.pointer is not None:
        if view.pointer == view.chosen:
            return _redo(table)
        return _take(table, view.pointer)
    if event in (Keys.ESC, Keys.BACKSPACE):
        return _redo(table)
    if event.char in ("p", "P"):
        return PASS
    return None


def _redo(table: Tabletop) -> Choice:
    """Esc: the chosen pawn is put back and the pointer returns to it (no choice yet)."""
    view = table.view
    if view.chosen is not None:
        view.pointer = view.chosen
    view.chosen, view.targets = None, frozenset()
    return None


def _take(table: Tabletop, spot: int) -> Choice:
    """Enter or a click on ``spot``: choose a pawn, or say where the chosen one goes."""
    view, state = table.view, table.state
    if view.chosen is not None and spot in view.targets:
        return _destination(state, view.chosen, spot)
    if own_pawns_at(state, spot) or spot == lay.START_SPOT + state.turn:
        return _choose(table, spot)
    if view.chosen is not None:
        return _destination(state, view.chosen, spot)
    return _choose(table, spot)


def _choose(table: Tabletop, spot: int) -> Choice:
    state, view = table.state, table.view
    player = state.turn
    if lay.START_SPOT <= spot < lay.HOME_SPOT:
        owner = spot - lay.START_SPOT
        if owner != player:
            return say.not_yours(owner, "START BLOCK")
        waiting = [p for p in range(4) if state.places[4 * player + p] == START]
        if not waiting:
            return say.NONE_IN_START
        view.chosen, view.targets = None, frozenset()
        found = entry(state)
        if found.action is not None:
            return found.action
        refused = found.refused or grounds(state, move_action(waiting[0], ENTER_WITH),
                                           NEED_FIVE)
        return say.refusal(refused.reason, refused)
    if spot >= lay.HOME_SPOT:
        if spot - lay.HOME_SPOT != player:
            return say.not_yours(spot - lay.HOME_SPOT, "HOME BLOCK")
        return say.HOME_STAYS if state.pawns_home(player) else say.NONE_HOME
    pawns = own_pawns_at(state, spot)
    if not pawns:
        return _whose(state, spot)
    targets = targets_of(state, spot)
    if not targets:
        return _stuck(state, pawns[0])
    view.chosen, view.targets = spot, targets
    view.pointer = nearest_target(state, spot, targets)
    return None


def _whose(state: PachisiState, spot: int) -> str:
    """Refusal for a square without the mover's pawns: somebody else's, or empty."""
    for player in range(4):
        for pawn in range(4):
            if pawn_spot(state, player, pawn) == spot:
                return say.not_yours(player, "PAWN")
    return say.NOT_A_PAWN


def _stuck(state: PachisiState, pawn: int) -> str:
    """Why the mover's ``pawn`` cannot move at all now: the rules' reason for its first die."""
    left = state.left
    actions = [move_action(pawn, d) for d in left.dice] or [bonus_action(pawn)]
    for action in actions:
        reason = state.why_illegal(action)
        if reason is not None:
            return say.refusal(reason, grounds(state, action, reason))
    return say.NOT_THERE


def _destination(state: PachisiState, chosen: int, spot: int) -> Choice:
    """The action taking the chosen pawn to ``spot``, or why not."""
    player = state.turn
    if spot == lay.CENTRE or spot == lay.HOME_SPOT + player:
        square = -1
    elif spot >= lay.HOME_SPOT:
        return say.not_yours(spot - lay.HOME_SPOT, "HOME BLOCK")
    elif spot >= lay.START_SPOT:
        return say.NO_WAY_BACK
    else:
        square = spot
    actions = [state.action_for(p, square) for p in own_pawns_at(state, chosen)]
    found = [a for a in actions if a is not None]
    for action in found:
        if state.why_illegal(action) is None:
            return action
    return found[0] if found else say.NOT_THERE


def _distance(player: int, source: int, target: int) -> int:
    """Steps along ``player``'s path from square ``source`` to a target spot."""
    path = PATH[player]
    start = path.index(source) if source in path else 0
    end = HOME if target == lay.CENTRE else (path.index(target) if target in path else HOME)
    return end - start
