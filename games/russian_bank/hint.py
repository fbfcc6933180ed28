"""The hint: the next move of the turn the expert would plan in the person's place.

``hint_for`` seats the EXPERT planner (``strengths.EXPERT_LIMITS``) in the person's chair
with that seat's ``Observation`` only, so a hint never tells a face-down card, and
words its first move as the game speaks: where the card is and where it goes, in the
keys that type it (``R3``), and why (a foundation comes first, loading the opponent,
emptying a house, shedding the reserve...). The rest of the planned line follows as
the computer's own estimate (``PLAN: R3 58 .``): how far it sees the turn going.
The whole line fits the message row (``LINE_WIDTH``). Pure: no screen, no clock.
"""

from __future__ import annotations

import random

from games._shared.hints import Hint
from games._shared.state import GameState
from games.russian_bank.ai import current_game
from games.russian_bank.evaluation import Weights
from games.russian_bank.legality import lawful_actions
from games.russian_bank.messages import PLAYERS, label, possessive
from games.russian_bank.notation import (
    DST_FOUNDATION,
    DST_HOUSE,
    DST_OPP_RESERVE,
    END,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
    STOP,
    TURN,
    format_move,
    split,
)
from games.russian_bank.observation import observe, view_table
from games.russian_bank.order import REASONS
from games.russian_bank.packs import builds_on, loads_on
from games.russian_bank.planner import PlanLimits, plan_turn
from games.russian_bank.strengths import EXPERT_LIMITS
from games.russian_bank.table import Table

LINE_WIDTH = 78
"""The message row's width (``dialogs.MESSAGE_WIDTH``): the whole ``HINT: ...`` line."""


def hint_for(state: GameState, seat: int, rng: random.Random | None = None,
             names: tuple[str, str] = PLAYERS, limits: PlanLimits = EXPERT_LIMITS) -> Hint:
    """What the expert would play now for ``seat`` (who must be the one to move), and why.

    ``rng`` is accepted for the shared shape of hints; the planner needs no chance.
    ``names`` name the sides as the program's messages do (``YOU`` for the person).
    """
    del rng
    game = current_game(state)
    if game.current_player() != seat:
        raise ValueError(f"seat {seat} is not to move")
    opponent = names[1 - seat]
    if game.stop_offer is not None:
        rule = REASONS[game.stop_offer.rule].upper()
        return Hint(STOP, f"S: STOP {opponent}, WHO BROKE THE ORDER ({rule})")
    actions = lawful_actions(game)
    obs = observe(game, seat)
    if len(actions) == 1:
        line = [actions[0]]
    else:
        _, steps = plan_turn(obs, Weights(), limits)
        line = [action for _, action in steps] or actions[:1]
    table = view_table(obs)
    action = line[0]
    return fitted(Hint(action, move_reason(action, table, opponent), plan_words(line)))


def plan_words(line: list[int]) -> str:
    """``PLAN: R3 58 .``: the line the expert sees, up to where its knowledge ends."""
    if len(line) < 2:
        return ""
    return "PLAN: " + " ".join(format_move(action) for action in line)


def fitted(hint: Hint) -> Hint:
    """``hint`` with its plan shortened (``...``) or left out so its line fits the row."""
    if len(hint.line()) <= LINE_WIDTH or not hint.estimate:
        return hint
    keys = hint.estimate.split()
    while len(keys) > 2:
        keys.pop()
        shorter = Hint(hint.action, hint.words, " ".join(keys) + " ...")
        if len(shorter.line()) <= LINE_WIDTH:
            return shorter
    return Hint(hint.action, hint.words)


def move_reason(action: int, table: Table, opponent: str) -> str:
    """The first move in the keys that type it, the card, from where to where, and why."""
    keys = format_move(action)
    if action == TURN:
        return f"{keys} TURN UP A CARD: NO MOVE ON THE TABLE HELPS MORE"
    if action == END:
        if table.turnup is None:
            return f"{keys} PASS: YOU HAVE NO MOVE LEFT"
        return f"{keys} {label(table.turnup)} TO YOUR WASTE: NO OTHER MOVE HELPS YOU"
    source, destination = split(action)
    card = table.source_card(source)
    assert card is not None, "a lawful move has a card to move"
    what = f"{keys} {label(card)}"
    if destination == DST_FOUNDATION:
        first = "THE RESERVE'S CARD GOES UP FIRST" if source == SRC_RESERVE \
            else "A FOUNDATION MOVE COMES FIRST"
        return f"{what} TO A FOUNDATION: {first}"
    if destination >= DST_OPP_RESERVE:
        pile = "RESERVE" if destination == DST_OPP_RESERVE else "WASTE"
        return f"{what} ONTO {possessive(opponent)} {pile}: A LOAD, ONE CARD MORE FOR THEM"
    house = destination - DST_HOUSE
    target = table.houses[house]
    where = f"ON {label(target[-1])} IN HOUSE {house + 1}" if target \
        else f"TO EMPTY HOUSE {house + 1}"
    if source == SRC_RESERVE:
        return f"{what} {where}: SHED THE RESERVE, IT COUNTS MOST"
    if source == SRC_DECK:
        return f"{what} {where}: PLAYED, SO YOUR TURN GOES ON"
    return f"{what} {where}: {shuffle_reason(source - SRC_HOUSE, table, opponent)}"


def shuffle_reason(house: int, table: Table, opponent: str) -> str:
    """Why a card goes from one house to another: what it leaves behind."""
    pile = table.houses[house]
    if len(pile) == 1:
        if table.reserves[table.mover]:
            return f"IT EMPTIES HOUSE {house + 1} FOR YOUR RESERVE"
        return f"IT EMPTIES HOUSE {house + 1}"
    under = pile[-2]
    if table.foundation_for(under) is not None:
        return f"IT UNCOVERS {label(under)} FOR A FOUNDATION"
    them = 1 - table.mover
    for name, target in (("RESERVE", table.reserves[them]), ("WASTE", table.wastes[them])):
        if target and loads_on(under, target[-1]):
            return f"IT UNCOVERS {label(under)} TO LOAD ONTO {possessive(opponent)} {name}"
    mine = table.reserves[table.mover]
    for whose, card in (("YOUR RESERVE'S", mine[-1] if mine else None),
                        ("THE TURNED-UP", table.turnup)):
        if card is not None and builds_on(card, under):
            return f"IT MAKES ROOM FOR {whose} {label(card)}"
    return "IT OPENS THE NEXT MOVES OF THE PLAN"
