"""One game of Russian Bank as a ``GameState``: the deal, the turns, stops, the end.

How a program drives it (``match.MatchState`` wraps games up to a target, 30 to 999):

* ``BankState(Options(...))`` starts at chance nodes: 104 cards dealt one by one (each a
  pick among the cards of the pack being dealt: 13 to the reserve, 4 to the houses, 35 to
  the hand), then a coin only if the start tie-break needs one. Feed them with
  ``games._shared.state.resolve_chance``. The hidden order is thus fixed at the deal, but
  ``information_state`` and the computer players never see it.
* ``current_player()`` is the mover, or (right after an out-of-order move in stop mode)
  the opponent, who answers ``STOP`` or ``ALLOW``. ``legal_actions()``, ``why_illegal(a,
  player)`` (a short reason, ``messages.refusal`` words it), ``apply_action``. Keys map to
  actions through ``notation.parse_move`` and back through ``format_move``.
* Program commands (``notation.COMMANDS``: stop mode on/off for F6, abandon for X) are
  accepted at any player node and recorded, so a saved game replays from ``history``.
  ``ai.quickest_end`` gives the action for Esc (the computer finishes its turn).
* ``events`` (a list: keep an index to get those since a point) tells what happened,
  ``messages.say`` in words; ``scoring.running_score(state.table, p)`` gives the running
  figures, ``scoring.score_parts`` a score's parts; ``returns()`` the result: the
  winner's score for him, its negative for the loser, zeros for a draw or an abandoned
  game. ``table`` holds every pile (see ``table.Table``).

The rules, as resolved in games.md §3: see ``order`` for the compulsory order and stops,
``table`` for the card rules. The game is drawn when both players have turned their waste
over ``stuck_turnovers`` times each with no card played from a hand (a turned-up card) or a
reserve in between (a card laid on the waste or moved between houses is no progress),
or after ``max_moves`` moves in all (each card a player moves, turns up or lays on the waste;
the move a stop forces is not counted, as the move it replaces was).
"""

from __future__ import annotations

from games.russian_bank import events as ev
from games.russian_bank import legality
from games.russian_bank.deal import first_player, place_dealt_card
from games.russian_bank.events import Event
from games.russian_bank.game import DEFAULT_OPTIONS, Game, Options
from games.russian_bank.notation import (
    ABANDON,
    ALLOW,
    COMMANDS,
    DST_FOUNDATION,
    DST_OPP_RESERVE,
    END,
    SRC_DECK,
    SRC_RESERVE,
    STOP,
    STOP_MODE_ON,
    TURN,
    format_move,
    split,
)
from games.russian_bank.observation import observe
from games.russian_bank.order import mandatory_move, order_violation
from games.russian_bank.packs import NUM_CARDS, PACK_SIZE, card_text
from games.russian_bank.scoring import score_against
from games.russian_bank.state_text import state_text
from games.russian_bank.stops import StopOffer, taken_back


class BankState(Game):
    """One game from the deal to a win, a draw or its abandonment."""

    def __init__(self, options: Options = DEFAULT_OPTIONS) -> None:
        super().__init__(options)
        self._legal: list[int] | None = None

    # --- queries -------------------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        if self._legal is None:
            self._legal = legality.legal_actions(self)
        return list(self._legal)

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` may be taken now (by ``player``, if given), else a short reason."""
        if player is None and self._legal is not None and action in self._legal:
            return None
        return legality.why_illegal(self, action, player)

    def order_violation(self, action: int) -> str | None:
        """The order rule a move would break (allowed in stop mode, but stoppable), or None."""
        if self.starter is None or self.over or self.stop_offer is not None:
            return None
        return order_violation(self.table, action)

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        sign = 1.0 if self.winner == 0 else -1.0
        return [sign * self.score, -sign * self.score]

    def information_state(self, player: int) -> object:
        """What ``player`` may know: an ``observation.Observation``."""
        return observe(self, player)

    def action_to_string(self, action: int) -> str:
        if self.is_chance_node():
            return f"deal {card_text(action)}" if self.dealt < NUM_CARDS else f"coin P{action}"
        return format_move(action)

    def clone(self) -> BankState:
        new = BankState.__new__(BankState)
        new.__dict__.update(self.__dict__)
        new.history, new.events = self.history.copy(), self.events.copy()
        new.table = self.table.copy()
        new.undealt = [self.undealt[0].copy(), self.undealt[1].copy()]
        for name in ("stuck", "turnovers", "loads", "stops", "longest_turn"):
            setattr(new, name, getattr(self, name).copy())
        new.turn_keys = self.turn_keys.copy()
        if self.stop_offer is not None:
            new.stop_offer = self.stop_offer.copy()
        return new

    def __str__(self) -> str:
        return state_text(self)

    # --- changes ---------------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        self._legal = None
        if self.dealt < NUM_CARDS:
            self._deal(action)
        elif self.starter is None:
            self._begin(action, ev.START_COIN)
        elif action in COMMANDS:
            self._command(action)
        elif action == STOP:
            self._stop()
        elif action == ALLOW:
            self._allow()
        else:
            self._play_checked(action)

    def _deal(self, card: int) -> None:
        self.undealt[self.dealt // PACK_SIZE].remove(card)
        place_dealt_card(self.table, self.dealt, card)
        self.dealt += 1
        if self.dealt == NUM_CARDS:
            starter, reason = first_player(self.table)
            if starter is not None:
                self._begin(starter, reason)

    def _begin(self, starter: int, reason: str) -> None:
        self.starter, self.start_reason = starter, reason
        self.table.mover = starter
        self.turn_keys = {self.table.key()}
        self.events.append(Event(ev.START, starter, detail=reason))

    def _command(self, action: int) -> None:
        if action == ABANDON:
            self.over = self.abandoned = True
            self.events.append(Event(ev.ABANDON, None))
            return
        self.stop_mode = action == STOP_MODE_ON
        self.events.append(Event(ev.MODE, None, value=int(self.stop_mode)))

    def _play_checked(self, action: int) -> None:
        """Play ``action``; in stop mode an out-of-order one waits for the opponent's answer."""
        rule = order_violation(self.table, action) if self.stop_mode else None
        if rule is None:
            self._play(action)
            self._after_play()
            return
        offender = self.table.mover
        offer = StopOffer(offender, action, rule, mandatory_move(self.table, rule),
                          self.table.copy(), self.stuck.copy(), self.loads.copy(),
                          self.turnovers.copy())
        self._play(action)
        self.stop_offer = offer

    def _play(self, action: int) -> None:
        self.moves_made += 1
        self.turn_moves += 1
        if action == END:
            self._end_turn()
            return
        if action == TURN:
            self._turn_up()
        else:
            self._move(action)
        self.turn_keys.add(self.table.key())

    def _move(self, action: int) -> None:
        table, mover = self.table, self.table.mover
        source, destination = split(action)
        card = table.take(source)
        table.put(destination, card)
        kind = ev.FOUNDATION if destination == DST_FOUNDATION else (
            ev.LOAD if destination >= DST_OPP_RESERVE else ev.BUILD)
        self.events.append(Event(ev.MOVE, mover, (card,), action, detail=kind))
        if kind == ev.LOAD:
            self.loads[mover] += 1
        if source in (SRC_DECK, SRC_RESERVE):
            self.stuck = [0, 0]
        if source == SRC_RESERVE:
            revealed = table.reveal_reserve(mover)
            if revealed is not None:
                self.events.append(Event(ev.RESERVE_UP, mover, (revealed,)))

    def _turn_up(self) -> None:
        table, mover = self.table, self.table.mover
        if not table.hands[mover]:
            size = len(table.wastes[mover])
            table.turn_over_waste(mover)
            self.stuck[mover] += 1
            self.turnovers[mover] += 1
            self.events.append(Event(ev.TURNOVER, mover, value=size))
        card = table.turn_up()
        self.events.append(Event(ev.TURN_UP, mover, (card,)))

    def _end_turn(self) -> None:
        table, mover = self.table, self.table.mover
        card = table.turnup
        if card is not None:
            table.wastes[mover].append(card)
            table.turnup = None
        self.events.append(Event(ev.END_TURN, mover, () if card is None else (card,)))
        self.longest_turn[mover] = max(self.longest_turn[mover], self.turn_moves)
        self.turns += 1
        self.turn_moves = 0
        table.mover = 1 - mover
        self.turn_keys = {table.key()}

    def _after_play(self) -> None:
        """End the game if someone has no cards left, or by the draw rule."""
        for player in (0, 1):
            if self.table.cards_left(player) == 0:
                self._win(player)
                return
        if self.moves_made >= self.options.max_moves:
            self._draw(ev.DRAW_LONG)
        elif min(self.stuck) >= self.options.stuck_turnovers:
            self._draw(ev.DRAW_STUCK)

    def _win(self, player: int) -> None:
        self.over, self.winner = True, player
        self.score = score_against(self.table, 1 - player)
        self.longest_turn[player] = max(self.longest_turn[player], self.turn_moves)
        self.events.append(Event(ev.WIN, player, value=self.score))

    def _draw(self, reason: str) -> None:
        self.over, self.draw_reason = True, reason
        self.events.append(Event(ev.DRAW, None, detail=reason))

    def _stop(self) -> None:
        """Take the offending move back, play the mandatory move, end the offender's turn."""
        offer = self.stop_offer
        assert offer is not None, "legality allows STOP only with an offer open"
        self.stop_offer = None
        caller = 1 - offer.offender
        self.stops[caller] += 1
        self.table = taken_back(offer, self.table)
        self.stuck, self.loads, self.turnovers = offer.stuck, offer.loads, offer.turnovers
        self.events.append(Event(ev.STOP, caller, action=offer.action, value=offer.mandatory,
                                 detail=offer.rule))
        self._move(offer.mandatory)
        if self.table.cards_left(offer.offender) == 0:
            self._win(offer.offender)
            return
        self._end_turn()
        self._after_play()

    def _allow(self) -> None:
        offer = self.stop_offer
        assert offer is not None, "legality allows ALLOW only with an offer open"
        self.stop_offer = None
        self.events.append(Event(ev.ALLOW, 1 - offer.offender, action=offer.action,
                                 detail=offer.rule))
        self._after_play()

