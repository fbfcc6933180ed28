"""The computer player's turn planner: a search over sequences of moves within its turn.

Starting from what the player may see (``observation.view_table``), the planner tries
sequences of lawful moves depth first, never entering a position met before in this turn
(the turn's earlier positions included, so the player never repeats one), and values
the points where its knowledge runs out:

* ending the turn (the turned-up card goes to the waste): the judgement of ``evaluation``;
* turning up a face-down hand card, or playing the reserve top when the card below is
  face down: the judgement plus ``go_on`` times the share of unseen cards that could be
  played at once (the turn may go on, but the card is unknown);
* when the node budget or the depth runs out: the judgement as it stands.

A hand whose order is known (a turned-over waste) is played through like any other move.
The result is the best first action and the whole line, so the caller can follow the
line while the position is the one it expected.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.russian_bank.evaluation import Judge, Weights
from games.russian_bank.legality import actions_on_table
from games.russian_bank.notation import (
    DST_FOUNDATION,
    DST_HOUSE,
    DST_OPP_RESERVE,
    DST_OPP_WASTE,
    END,
    NUM_DESTINATIONS,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
    TURN,
)
from games.russian_bank.observation import Observation, view_table
from games.russian_bank.packs import RANK_OF, SUIT_OF, builds_on, loads_on
from games.russian_bank.table import UNKNOWN

NEG_INF = float("-inf")
Step = tuple[tuple, int]
"""(position key before the action, action): the planned line, step by step."""


@dataclass(frozen=True)
class PlanLimits:
    """How far the planner looks."""

    nodes: int = 1500
    depth: int = 40
    shuffle_after: int = 120
    """Moves into a turn after which house-to-house moves are no longer tried."""


class Planner:
    """One search from one observation (the observer must be the mover)."""

    def __init__(self, obs: Observation, weights: Weights, limits: PlanLimits) -> None:
        self.table = view_table(obs)
        self.me = obs.mover
        self.judge = Judge(self.me, obs.unseen, weights)
        self.limits = limits
        self.seen: dict[tuple, int] = dict.fromkeys(obs.turn_keys, -1)
        """Depth at which each position was reached (-1: earlier in the turn, never again)."""
        self.seen[self.table.key()] = -1
        self.allow_shuffles = obs.turn_moves < limits.shuffle_after
        self.nodes = 0

    def plan(self) -> tuple[float, list[Step]]:
        """(value, line) of the best sequence found; the line starts with the action."""
        return self._search(0, self.table.key())

    def _search(self, depth: int, key: tuple) -> tuple[float, list[Step]]:
        self.nodes += 1
        table = self.table
        best_value, best_line = NEG_INF, []
        for action in self._ordered(actions_on_table(table, strict=True)):
            value, line = self._try(action, depth)
            if value > best_value:
                best_value, best_line = value, [(key, action), *line]
        if best_value == NEG_INF:
            return self._judge(), []
        return best_value, best_line

    def _try(self, action: int, depth: int) -> tuple[float, list[Step]]:
        """Value and continuation of ``action``; ``-inf`` for a repeated position."""
        table = self.table
        if action == END:
            return self._end_value(), []
        if action == TURN and not self._next_hand_card_known():
            return self._judge() + self.judge.go_on_value(table), []
        if action < TURN and action // NUM_DESTINATIONS == SRC_RESERVE \
                and len(table.reserves[self.me]) - 1 == table.reserve_hidden[self.me] \
                and table.reserve_hidden[self.me] > 0:
            return self._reveal_value(action), []
        undo = self._do(action)
        key = table.key()
        reached = self.seen.get(key)
        if reached is not None and reached <= depth + 1:
            self._undo(undo)
            return NEG_INF, []
        self.seen[key] = depth + 1
        if depth >= self.limits.depth or self.nodes >= self.limits.nodes:
            result: tuple[float, list[Step]] = (self._judge(), [])
        else:
            result = self._search(depth + 1, key)
        self._undo(undo)
        return result

    def _ordered(self, actions: list[int]) -> list[int]:
        """Productive moves first, then useful house-to-house moves, then turning or ending.

        A house card is moved to another house only for a purpose: to empty its house, to
        uncover a card that can then go to a foundation, be loaded or take the reserve top
        or the turned card, or to cover a card the opponent's reserve top could build on.
        Late in a long turn no house-to-house move is tried at all.
        """
        productive: list[tuple[int, int]] = []
        shuffles: list[int] = []
        ends: list[int] = []
        founds: list[int] | None = None
        for action in actions:
            if action >= TURN:
                ends.append(action)
                continue
            source, destination = divmod(action, NUM_DESTINATIONS)
            if destination == DST_FOUNDATION:
                productive.append((0, action))
            elif source < SRC_HOUSE:
                productive.append((1 + source, action))
            elif destination >= DST_OPP_RESERVE:
                productive.append((3, action))
            elif self.allow_shuffles:
                if founds is None:
                    founds = self.table.foundation_masks()
                if self._useful_shuffle(source - SRC_HOUSE, destination - DST_HOUSE, founds):
                    shuffles.append(action)
        productive.sort()
        ordered = [action for _, action in productive] + shuffles + ends
        return ordered or actions

    def _useful_shuffle(self, source: int, destination: int, founds: list[int]) -> bool:
        table = self.table
        house, target = table.houses[source], table.houses[destination]
        if len(house) == 1:
            return bool(target)
        under = house[-2]
        if founds[SUIT_OF[under]] >> RANK_OF[under] & 1:
            return True
        opponent = 1 - self.me
        for pile in (table.reserves[opponent], table.wastes[opponent]):
            if pile and pile[-1] != UNKNOWN and loads_on(under, pile[-1]):
                return True
        own_top = table.reserves[self.me][-1] if table.reserves[self.me] else None
        for card in (own_top, table.turnup):
            if card is not None and card != UNKNOWN and builds_on(card, under):
                return True
        opp_top = table.reserves[opponent][-1] if table.reserves[opponent] else None
        return bool(target) and opp_top is not None and opp_top != UNKNOWN \
            and builds_on(opp_top, target[-1])

    # --- values -----------------------------------------------------------------------------

    def _judge(self) -> float:
        return self.judge.value(self.table)

    def _end_value(self) -> float:
        table = self.table
        card = table.turnup
        if card is None:
            return self._judge()
        table.wastes[self.me].append(card)
        table.turnup = None
        value = self._judge()
        table.turnup = table.wastes[self.me].pop()
        return value

    def _reveal_value(self, action: int) -> float:
        """Play the reserve top onto a face-down card: judge it with the new top unknown."""
        undo = self._do(action)
        value = self._judge() + self.judge.go_on_value(self.table)
        self._undo(undo)
        return value

    def _next_hand_card_known(self) -> bool:
        table, me = self.table, self.me
        hand = table.hands[me]
        return len(hand) > table.hand_hidden[me] or (not hand and bool(table.wastes[me]))

    # --- making and unmaking moves ------------------------------------------------------------

    def _do(self, action: int) -> tuple[int, int, int]:
        """Apply a move or a known turn-up; return what ``_undo`` needs."""
        table = self.table
        if action == TURN:
            turned_over = not table.hands[self.me]
            if turned_over:
                table.turn_over_waste(self.me)
            table.turn_up()
            return (TURN, int(turned_over), 0)
        source, destination = divmod(action, NUM_DESTINATIONS)
        card = table.take(source)
        pile = -1
        if destination == DST_FOUNDATION:
            found = table.foundation_for(card)
            assert found is not None, "lawful foundation moves have a pile"
            pile = found
            table.foundations[pile].append(card)
        else:
            table.put(destination, card)
        return (action, source, pile)

    def _undo(self, undo: tuple[int, int, int]) -> None:
        table, me = self.table, self.me
        action, source, pile = undo
        if action == TURN:
            card = table.turnup
            assert card is not None
            table.turnup = None
            table.hands[me].append(card)
            if source:
                table.wastes[me] = table.hands[me][::-1]
                table.hands[me] = []
            return
        destination = action % NUM_DESTINATIONS
        if destination == DST_FOUNDATION:
            card = table.foundations[pile].pop()
        elif destination == DST_OPP_RESERVE:
            card = table.reserves[1 - me].pop()
        elif destination == DST_OPP_WASTE:
            card = table.wastes[1 - me].pop()
        else:
            card = table.houses[destination - DST_HOUSE].pop()
        if source == SRC_DECK:
            table.turnup = card
        elif source == SRC_RESERVE:
            table.reserves[me].append(card)
        else:
            table.houses[source - SRC_HOUSE].append(card)


def plan_turn(obs: Observation, weights: Weights, limits: PlanLimits) -> tuple[float, list[Step]]:
    """The best line for the mover of ``obs`` (see ``Planner``)."""
    return Planner(obs, weights, limits).plan()

