"""A whole game of Tommy's Spades as one ``GameState``: deals, bids, tricks, scores, to 400.

How a program drives it:

* ``SpadesState(options)`` is a new game. ``current_player()`` is a seat (0..3, see
  ``rulebook`` for the numbering), ``CHANCE`` or ``TERMINAL``; ``phase`` says what is going
  on: ``"draw"`` (chance picks the first dealer), ``"deal"`` (chance deals cards one at a
  time; before each round of four, while fewer than three rounds went face up, the dealer
  chooses ``DEAL_DOWN`` or ``DEAL_UP``), ``"bid"`` (two passes), ``"play"``, ``"scored"``
  (a hand is over and on the sheet; the next dealer's first choice starts the next hand,
  so the finished hand stays on view until then) and ``"over"``.
* ``legal_actions()`` and ``why_illegal(action, seat)`` for the mover; ``apply_action``.
  Feed chance nodes with ``games._shared.state.sample_chance`` and a seeded rng.
* What there is to show: ``hands``, ``face_up`` (cards dealt face up and not yet played),
  ``bids`` / ``first_bids``, ``trick`` (cards of the trick on the table, from
  ``leader``), ``last_trick``, ``books`` (per team, as credited), ``tricks_won`` (per
  seat), ``scores`` (``scoring.TeamScore`` per team), ``sheet`` (``scoring.HandRecord``
  per hand), ``events`` (``events.Event``; remember ``len(events)`` to get what is new),
  ``winner`` (a team, or None for a draw) once over.
* ``information_state(seat)`` is what that seat may know (``observation.Observation``).

Replaying ``history`` on a new state with the same options gives the same state.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.spades import events as ev
from games.spades import legality
from games.spades.deck import (
    NUM_CARDS,
    SIDE_MASK,
    SPADE_MASK,
    SPADES,
    SUIT_MASK,
    SUIT_OF,
    bits,
    card_text,
)
from games.spades.events import Event
from games.spades.observation import observe
from games.spades.rulebook import (
    BID_BASE,
    DEAL_SIZE,
    DEAL_UP,
    FIRST_DEALER_BASE,
    MAX_FACE_UP_ROUNDS,
    NUM_SEATS,
    RENEGE_EXTRA_BOOKS,
    ROUND_SIZE,
    SEAT_NAMES,
    TEAMS,
    TRICKS,
    Options,
    deal_recipient,
    is_bid,
    left_of,
    team_of,
)
from games.spades.scoring import HandRecord, ahead, end_reason, score_hand
from games.spades.state_text import state_text
from games.spades.table_state import TableState, Trick

__all__ = ["Options", "SpadesState", "Trick"]

class SpadesState(TableState):
    """A game of Spades to the target; see the module docstring for how to drive it."""

    # --- queries -------------------------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase == "over":
            return GameState.TERMINAL
        if phase == "play":
            return (self.leader + len(self.trick)) % NUM_SEATS
        if phase == "bid":
            return (self._dealer + 1 + self.bid_turn) % NUM_SEATS
        if phase == "scored":
            return left_of(self._dealer)
        if phase == "deal" and self._dealer_chooses():
            return self._dealer
        return GameState.CHANCE

    @property
    def _dealer(self) -> int:
        assert self.dealer is not None, "there is a dealer once the first one is drawn"
        return self.dealer

    def _dealer_chooses(self) -> bool:
        return (self.dealt % ROUND_SIZE == 0 and self.round_up is None
                and self.face_up_rounds < MAX_FACE_UP_ROUNDS)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        actions = self.chance_actions()
        return [(a, 1.0 / len(actions)) for a in actions]

    def legal_actions(self) -> list[int]:
        return legality.legal_actions(self)

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
        if player is None and 0 <= action < NUM_CARDS:
            if self.phase == "play":
                mask = legality.playable(self, (self.leader + len(self.trick)) % NUM_SEATS)
                if mask >> action & 1:
                    return None
            elif self.phase == "deal" and not self._dealer_chooses():
                return None if self.undealt >> action & 1 else "that card has been dealt"
        return legality.why_illegal(self, action, player)

    def playable(self, seat: int) -> int:
        """Mask of the cards ``seat`` may play now (the mover)."""
        return legality.playable(self, seat)

    def team_bid(self, team: int) -> int:
        """The team's bid so far (partners' bids added; a missing bid counts 0)."""
        return sum(self.bids[seat] or 0 for seat in TEAMS[team])

    @property
    def last_trick(self) -> Trick | None:
        """The last finished trick of the hand, if any."""
        return self.tricks[-1] if self.tricks else None

    def returns(self) -> list[float]:
        if self.phase != "over" or self.winner is None:
            return [0.0] * NUM_SEATS
        return [1.0 if team_of(seat) == self.winner else -1.0 for seat in range(NUM_SEATS)]

    def information_state(self, player: int) -> object:
        """What ``player`` may know: an ``Observation`` (see ``observation``)."""
        return observe(self, player)

    def action_to_string(self, action: int) -> str:
        if self.phase == "draw":
            return f"{SEAT_NAMES[action - FIRST_DEALER_BASE]} deals first"
        if self.is_chance_node():
            seat = deal_recipient(self._dealer, self.dealt)
            return f"deal {card_text(action)} to {SEAT_NAMES[seat]}"
        if self.phase in ("deal", "scored"):
            return "deal the round face up" if action == DEAL_UP else "deal the round face down"
        if is_bid(action):
            return f"bid {action - BID_BASE}"
        return card_text(action)

    def clone(self) -> SpadesState:
        new = SpadesState.__new__(SpadesState)
        new.__dict__.update(self.__dict__)
        for name in ("history", "scores", "sheet", "events", "hands", "face_up", "bids",
                     "first_bids", "trick", "tricks", "tricks_won", "books", "owed", "voids"):
            setattr(new, name, getattr(self, name).copy())
        return new

    def __str__(self) -> str:
        return state_text(self)

    # --- changes ---------------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        phase = self.phase
        if phase == "play":
            self._play(self.current_player(), action)
        elif phase == "deal":
            if self._dealer_chooses():
                self._choose_round(action)
            else:
                self._deal(action)
        elif phase == "bid":
            self._bid(action - BID_BASE)
        elif phase == "scored":
            self._start_hand(left_of(self._dealer))
            self._choose_round(action)
        else:
            seat = action - FIRST_DEALER_BASE
            self.events.append(Event(ev.FIRST_DEALER, seat))
            self._start_hand(seat)

    def _start_hand(self, dealer: int) -> None:
        self.dealer = dealer
        self.hand_number += 1
        self.phase = "deal"
        self._clear_hand()
        self.events.append(Event(ev.DEAL, dealer, value=self.hand_number))

    def _choose_round(self, action: int) -> None:
        self.round_up = action == DEAL_UP
        if self.round_up:
            self.face_up_rounds += 1
            self.events.append(Event(ev.FACE_UP, self.dealer, value=self.dealt // ROUND_SIZE))

    def _deal(self, card: int) -> None:
        seat = deal_recipient(self._dealer, self.dealt)
        bit = 1 << card
        self.undealt ^= bit
        self.hands[seat] |= bit
        if self.round_up:
            self.face_up[seat] |= bit
            self.events.append(Event(ev.DEALT_UP, seat, (card,)))
        self.dealt += 1
        if self.dealt % ROUND_SIZE == 0:
            self.round_up = None
        if self.dealt == DEAL_SIZE:
            self._deal_done()

    def _deal_done(self) -> None:
        for seat in range(NUM_SEATS):
            spades = self.hands[seat] & SPADE_MASK
            if not spades or spades == self.hands[seat]:
                self.events.append(Event(ev.REDEAL, seat, tuple(bits(self.hands[seat])),
                                         value=int(bool(spades))))
                self.hand_number -= 1
                self._start_hand(self._dealer)
                return
        self.phase = "bid"
        self.bidding_from = len(self.history) + 1  # this card is recorded once dealt

    def _bid(self, books: int) -> None:
        seat = self.current_player()
        second = self.bid_turn >= NUM_SEATS
        changed = second and books != self.bids[seat]
        if not second:
            self.first_bids[seat] = books
        self.bids[seat] = books
        self.events.append(Event(ev.BID, seat, value=books, second=second, changed=changed))
        self.bid_turn += 1
        if self.bid_turn == 2 * NUM_SEATS:
            self.phase = "play"
            self.leader = left_of(self._dealer)

    def _play(self, seat: int, card: int) -> None:
        bit = 1 << card
        hand = self.hands[seat]
        suit = SUIT_OF[card]
        if self.trick:
            led_suit = SUIT_OF[self.trick[0]]
            if suit != led_suit:
                if hand & SUIT_MASK[led_suit]:
                    team = team_of(seat)
                    self.trick_reneges |= 1 << team
                    self.owed[team] += RENEGE_EXTRA_BOOKS
                    self.events.append(Event(ev.RENEGE, seat, (card,), team=team))
                else:
                    self.voids[seat] |= 1 << led_suit
        elif suit == SPADES and not self.spades_broken and hand & SIDE_MASK == 0:
            self.voids[seat] |= 0b0111
        self.hands[seat] = hand ^ bit
        self.face_up[seat] &= ~bit
        self.played |= bit
        self.trick.append(card)
        self.events.append(Event(ev.PLAY, seat, (card,)))
        if suit == SPADES and not self.spades_broken:
            self.spades_broken = True
            self.events.append(Event(ev.SPADES_BROKEN, seat))
        if len(self.trick) == NUM_SEATS:
            self._finish_trick()

    def _finish_trick(self) -> None:
        led_suit = SUIT_OF[self.trick[0]]
        best = max(c for c in self.trick if SUIT_OF[c] in (led_suit, SPADES))
        winner = (self.leader + self.trick.index(best)) % NUM_SEATS
        team = team_of(winner)
        if self.trick_reneges in (1, 2):
            credited = 1 - (self.trick_reneges - 1)
        elif self.trick_reneges == 0 and self.owed[team]:
            credited = 1 - team
            self.owed[team] -= 1
            self.events.append(Event(ev.FORFEIT, winner, team=credited))
        else:
            credited = team
        cards = tuple(self.trick)
        self.tricks.append((self.leader, cards, winner, credited))
        self.tricks_won[winner] += 1
        self.books[credited] += 1
        self.events.append(Event(ev.TRICK, winner, cards, team=credited))
        self.leader, self.trick, self.trick_reneges = winner, [], 0
        if len(self.tricks) == TRICKS:
            self._score_hand()

    def _score_hand(self) -> None:
        lines = (score_hand(self.scores[0], self.team_bid(0), self.books[0]),
                 score_hand(self.scores[1], self.team_bid(1), self.books[1]))
        self.sheet.append(HandRecord(self.hand_number, self._dealer, lines))
        self.events.append(Event(ev.HAND_SCORED, value=self.hand_number))
        for team, line in enumerate(lines):
            self.scores[team] = line.after
            if line.penalties:
                self.events.append(Event(ev.BAG_PENALTY, team=team, value=100 * line.penalties))
        self.phase = "scored"
        self._check_game_end()

    def _check_game_end(self) -> None:
        points = (self.scores[0].points, self.scores[1].points)
        reason = end_reason(points, self.hand_number, self.options)
        if reason is None:
            return
        self.phase, self.end_reason, self.winner = "over", reason, ahead(points)
        self.events.append(Event(ev.GAME_OVER, team=self.winner, reason=reason))
