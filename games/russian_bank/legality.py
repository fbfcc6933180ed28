"""Which actions the player to move may take in Russian Bank, and why not the others.

``BankState`` answers ``legal_actions`` and ``why_illegal`` through these functions. The
card rules come from ``table``, the order rules from ``order``; in the default mode the
order rules refuse, in the stop mode they only open the opponent's chance to stop.
"""

from __future__ import annotations

from games.russian_bank.game import Game
from games.russian_bank.notation import (
    ALLOW,
    COMMANDS,
    DST_FOUNDATION,
    DST_OPP_RESERVE,
    DST_OPP_WASTE,
    END,
    NUM_DESTINATIONS,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
    STOP,
    STOP_MODE_OFF,
    STOP_MODE_ON,
    TURN,
    is_move,
    split,
)
from games.russian_bank.order import REASONS, order_violation, turnup_is_dead
from games.russian_bank.packs import ACE, RANK_OF, builds_on, loads_on
from games.russian_bank.table import Table

DEAD_TURNUP = "your turned card cannot be played: end your turn"


def legal_actions(state: Game) -> list[int]:
    """Sorted actions of the player to move (chance outcomes at a chance node)."""
    if state.is_terminal():
        return []
    if state.is_chance_node():
        return [action for action, _ in state.chance_outcomes()]
    if state.stop_offer is not None:
        return [STOP, ALLOW]
    return actions_on_table(state.table, strict=not state.stop_mode)


def actions_on_table(table: Table, *, strict: bool) -> list[int]:
    """The mover's actions in ``table``: card moves, then ``TURN`` or ``END``.

    With ``strict`` the order rules filter them (the default mode, and what computer
    players always keep to); without, only the card rules and the dead turned-up card do.
    """
    card_moves = table.card_moves()
    sources = [a // NUM_DESTINATIONS for a in card_moves if a % NUM_DESTINATIONS == DST_FOUNDATION]
    dead = table.turnup is not None and not any(
        a // NUM_DESTINATIONS == SRC_DECK for a in card_moves)
    actions = []
    for action in card_moves:
        if dead and split(action)[1] != DST_FOUNDATION:
            continue
        if strict and sources and order_violation(table, action, sources):
            continue
        actions.append(action)
    for action in _turn_actions(table):
        if not strict or order_violation(table, action, sources) is None:
            actions.append(action)
    return actions


def _turn_actions(table: Table) -> list[int]:
    """``TURN`` or ``END``, whichever the state of the hand allows (order rules aside)."""
    mover = table.mover
    has_more = bool(table.hands[mover] or table.wastes[mover])
    if table.turnup is None and has_more:
        return [TURN]
    return [END]


def why_illegal(state: Game, action: int, player: int | None = None) -> str | None:
    """None if ``action`` may be taken now (by ``player``, if given), else a short reason."""
    if state.is_terminal():
        return "the game is over"
    if state.is_chance_node():
        if player is not None:
            return "the cards are being dealt"
        known = any(a == action for a, _ in state.chance_outcomes())
        return None if known else "no such card to deal"
    if action in COMMANDS:
        return _why_not_command(state, action)
    if player is not None and player != state.current_player():
        return "it is not your turn"
    if state.stop_offer is not None:
        return None if action in (STOP, ALLOW) else "the other player may call a stop first"
    if action in (STOP, ALLOW):
        return "there is nothing to stop"
    table = state.table
    reason = _why_not_turn(table, action) if action in (TURN, END) else (
        why_not_card_move(table, action) if is_move(action) else "no such action")
    if reason is not None:
        return reason
    if is_move(action) and split(action)[1] != DST_FOUNDATION \
            and turnup_is_dead(table):
        return DEAD_TURNUP
    if not state.stop_mode:
        rule = order_violation(table, action)
        if rule is not None:
            return REASONS[rule]
    return None


def _why_not_command(state: Game, action: int) -> str | None:
    if state.stop_offer is not None:
        return "answer the stop question first"
    if action == STOP_MODE_ON and state.stop_mode:
        return "the stop mode is already on"
    if action == STOP_MODE_OFF and not state.stop_mode:
        return "wrong moves are already refused"
    return None


def _why_not_turn(table: Table, action: int) -> str | None:
    mover = table.mover
    has_more = bool(table.hands[mover] or table.wastes[mover])
    if action == TURN:
        if table.turnup is not None:
            return "a card is already turned up"
        if not has_more:
            return "your hand and waste are empty"
    elif table.turnup is None and has_more:
        return "turn up a card first"
    return None


def why_not_card_move(table: Table, action: int) -> str | None:
    """Why the card rules forbid move ``action`` now (order rules aside), or None."""
    source, destination = split(action)
    card = table.source_card(source)
    if card is None:
        if source == SRC_DECK:
            return "no card is turned up"
        if source == SRC_RESERVE:
            return "your reserve is empty"
        return f"house {source - SRC_HOUSE + 1} is empty"
    if destination == DST_FOUNDATION:
        return None if table.foundation_for(card) is not None else "no foundation takes that card"
    if destination in (DST_OPP_RESERVE, DST_OPP_WASTE):
        opponent = 1 - table.mover
        pile = table.reserves[opponent] if destination == DST_OPP_RESERVE \
            else table.wastes[opponent]
        if not pile:
            name = "reserve" if destination == DST_OPP_RESERVE else "waste"
            return f"the other player's {name} is empty"
        return None if loads_on(card, pile[-1]) else \
            "loading needs the same suit, one rank higher or lower"
    house_index = destination - 1
    if source == SRC_HOUSE + house_index:
        return "the card is already there"
    house = table.houses[house_index]
    if not house or builds_on(card, house[-1]):
        return None
    if RANK_OF[house[-1]] == ACE:
        return "nothing may be built on an ace"
    return "build one rank lower, in the other colour"


def lawful_actions(state: Game) -> list[int]:
    """Legal actions that break no order rule (the same as ``legal_actions`` unless the
    stop mode is on). Computer players choose among these, so they are never stopped."""
    if not state.stop_mode or state.stop_offer is not None or state.is_chance_node() \
            or state.is_terminal():
        return state.legal_actions()
    return actions_on_table(state.table, strict=True)
