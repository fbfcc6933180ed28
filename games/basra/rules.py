"""One hand of Basra or Passur as a ``GameState``: the cut, the deal, the play, the score.

How a hand runs (games.md section 2 has the resolutions):

1. Chance shows the cut's bottom card (any of 52); it stays at the bottom of the pack,
   so both players know it comes out in the last batch.
2. Chance deals, one card per action from the face-down pack whose order nobody knows:
   four to the non-dealer, four to the dealer, four to the floor. Passur: a first floor
   with 2 jacks, 3 queens or 3 kings is taken in and the whole hand dealt again. Jacks (and
   in Basra the seven of diamonds, unless its sweeps are turned off) on the first floor go
   under the pack, each beneath the last, and are replaced from the top until the floor
   holds none. Cards whose place in the pack is known (the bottom card, the buried ones)
   are dealt without a chance action when their turn comes.
3. The non-dealer plays first; each play is one card from the hand (the only decision in
   the game: what it takes is settled by ``capture``). When both hands are empty the
   dealer deals four more to each, six batches in all.
4. After the 48th card the last player to capture takes what is left on the floor (not a
   basra); then the hand is scored (``scoring``).

A replayed hand (``replay=`` the chance outcomes of an earlier hand) offers exactly those
outcomes again, one at a time with probability 1, so the same cards come out.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.basra import events as ev
from games.basra.capture import JACK, TRAIL, Capture, capturer_for
from games.basra.events import Event
from games.basra.layout import Layout
from games.basra.observation import observe
from games.basra.pack import (
    ALL_CARDS,
    JACKS,
    KINGS,
    NUM_CARDS,
    QUEENS,
    bits,
    card_text,
)
from games.basra.rulebook import (
    BASRA_POINTS,
    DEFAULT_OPTIONS,
    HAND_SIZE,
    SUR_POINTS,
    Options,
    buries,
)
from games.basra.scoring import score_hand
from games.basra.state_text import hand_text

FLOOR = 2
"""Who receives a card being dealt: player 0, player 1 or the floor."""


class HandState(Layout):
    """One hand: the cut, the deal, the play and the score, on the cards of a ``Layout``."""

    def __init__(self, dealer: int = 0, options: Options = DEFAULT_OPTIONS,
                 replay: tuple[int, ...] = ()) -> None:
        self.capturer = capturer_for(options)
        super().__init__(dealer, options, replay)

    # --- queries -----------------------------------------------------------------------

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if not self.is_chance_node():
            return []
        step = len(self.chance_log)
        if step < len(self.replay):
            return [(self.replay[step], 1.0)]
        cards = bits(ALL_CARDS if self.bottom is None else self.pack)
        return [(c, 1.0 / len(cards)) for c in cards]

    def legal_actions(self) -> list[int]:
        player = self.current_player()
        if player == GameState.TERMINAL:
            return []
        if player == GameState.CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        return bits(self.hands[player])

    def why_illegal(self, action: int, player: int | None = None) -> str | None:
        """None if ``action`` is legal now (for ``player``, if given), else a short reason."""
        if self.over:
            return "the hand is over"
        if self.bottom is None or self.to_deal:
            if player is not None:
                return "wait for the deal"
            return None if self._chance_allows(action) else "that card is not next in the pack"
        if player is not None and player != self.turn:
            return "not your turn"
        if not 0 <= action < NUM_CARDS:
            return "no such card"
        if not self.hands[self.turn] >> action & 1:
            return "you do not hold that card"
        return None

    def _chance_allows(self, action: int) -> bool:
        step = len(self.chance_log)
        if step < len(self.replay):
            return action == self.replay[step]
        if not 0 <= action < NUM_CARDS:
            return False
        return self.bottom is None or bool(self.pack >> action & 1)

    def preview(self, card: int) -> Capture:
        """What ``card`` would take if played now (nothing is changed)."""
        return self.capturer.resolve(card, self.floor_mask)

    def returns(self) -> list[float]:
        if self.score is None:
            return [0.0, 0.0]
        margin = float(self.score[0].total - self.score[1].total)
        return [margin, -margin]

    def information_state(self, player: int) -> object:
        """What ``player`` knows: an ``Observation`` (see ``observation``)."""
        return observe(self, player)

    def action_to_string(self, action: int) -> str:
        if self.is_chance_node():
            if self.bottom is None:
                return f"cut shows {card_text(action)}"
            to = self.to_deal[0]
            return f"deal {card_text(action)} to {'floor' if to == FLOOR else f'P{to}'}"
        return card_text(action)

    def clone(self) -> HandState:
        new = HandState.__new__(HandState)
        new.__dict__.update(self.__dict__)
        for name in ("history", "chance_log", "events", "won", "hands", "floor", "tail",
                     "buried", "known_dealt", "to_deal"):
            setattr(new, name, getattr(self, name).copy())
        new.sweep_cards = [self.sweep_cards[0].copy(), self.sweep_cards[1].copy()]
        return new

    def __str__(self) -> str:
        return hand_text(self)

    # --- dealing -----------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        if self.bottom is None or self.to_deal:
            self.chance_log.append(action)
            if self.bottom is None:
                self._cut(action)
            else:
                self.pack ^= 1 << action
                self._give(action)
                self._deal_known()
        else:
            self._play(self.turn, action)

    def _cut(self, card: int) -> None:
        self.bottom = card
        self.pack = ALL_CARDS ^ (1 << card)
        self.tail = [card]
        self.events.append(Event(ev.CUT, self.dealer, card))
        self.to_deal = [self.non_dealer] * HAND_SIZE + [self.dealer] * HAND_SIZE
        self.to_deal += [FLOOR] * HAND_SIZE

    def _give(self, card: int) -> None:
        to = self.to_deal.pop(0)
        if to == FLOOR:
            self.floor.append(card)
            self.floor_mask |= 1 << card
        else:
            self.hands[to] |= 1 << card

    def _deal_known(self) -> None:
        """Deal the known bottom cards whose turn has come, then finish the round."""
        while self.to_deal and not self.pack:
            card = self.tail.pop(0)
            if self.to_deal[0] != FLOOR:
                self.known_dealt[self.to_deal[0]] |= 1 << card
            self._give(card)
        if not self.to_deal:
            self._dealing_done()

    def _dealing_done(self) -> None:
        if self.batch == 0 and self._check_first_floor():
            return
        self.batch += 1
        self.turn = self.non_dealer
        self.events.append(Event(ev.BATCH, self.dealer, value=self.batch))

    def _check_first_floor(self) -> bool:
        """Redeal or bury as the first floor requires; True while dealing goes on."""
        if self.options.passur and not self.floor_checked:
            self.floor_checked = True
            reason = _passur_redeal_reason(self.floor_mask)
            if reason:
                self.events.append(Event(ev.REDEAL, self.dealer, how=reason))
                self.redeals += 1
                self._start_deal()
                return True
        special = [c for c in self.floor if buries(c, self.options)]
        if not special:
            return False
        for card in special:
            self.floor.remove(card)
            self.floor_mask ^= 1 << card
            self.tail.append(card)
            self.buried.append(card)
            self.events.append(Event(ev.BURY, self.dealer, card, (self.tail[-2],)))
        self.to_deal = [FLOOR] * len(special)
        return True

    # --- play --------------------------------------------------------------------------

    def _play(self, player: int, card: int) -> None:
        capture = self.capturer.resolve(card, self.floor_mask)
        self.hands[player] ^= 1 << card
        self.plays += 1
        if capture.how == TRAIL:
            self.floor.append(card)
            self.floor_mask |= 1 << card
            self.events.append(Event(ev.TRAIL, player, card))
        else:
            self._take(player, capture)
        self.turn = 1 - player
        if self.hands[0] or self.hands[1]:
            return
        if self.pack_size:
            self.to_deal = [self.non_dealer] * HAND_SIZE + [self.dealer] * HAND_SIZE
            self._deal_known()
        else:
            self._end_hand(player, capture)

    def _take(self, player: int, capture: Capture) -> None:
        taken = capture.taken
        self.floor = [c for c in self.floor if not taken >> c & 1]
        self.floor_mask ^= taken
        self.won[player] |= taken | 1 << capture.card
        self.last_capturer = player
        self.events.append(Event(ev.CAPTURE, player, capture.card, capture.cards,
                                 capture.group_cards, capture.how, capture.points))
        if capture.sweep:
            self.sweep_cards[player].append(capture.card)
            self.events.append(Event(ev.SWEEP, player, capture.card, value=self.sweep_value))
        if capture.how == JACK:
            self.events.append(Event(ev.JACK_SWEEP, player, capture.card, capture.cards,
                                     value=len(capture.cards)))

    @property
    def sweep_value(self) -> int:
        """What one basra (10) or sur (5) is worth."""
        return SUR_POINTS if self.options.passur else BASRA_POINTS

    def _end_hand(self, player: int, last: Capture) -> None:
        if last.how != TRAIL:
            value = last.points + (self.sweep_value if last.sweep else 0)
            self.events.append(Event(ev.LUCKY_LAST, player, last.card, value=value))
        if self.floor:
            rest = tuple(self.floor)
            if self.last_capturer is None:
                self.discarded = self.floor_mask
                self.events.append(Event(ev.DISCARD, None, cards=rest))
            else:
                self.won[self.last_capturer] |= self.floor_mask
                value = sum(self.capturer.points[c] for c in rest)
                self.events.append(Event(ev.LAST_TAKE, self.last_capturer, cards=rest,
                                         value=value))
            self.floor, self.floor_mask = [], 0
        sweeps = (len(self.sweep_cards[0]), len(self.sweep_cards[1]))
        self.score = score_hand((self.won[0], self.won[1]), sweeps, self.options)
        margin = self.score[0].total - self.score[1].total
        leader = None if margin == 0 else (0 if margin > 0 else 1)
        self.events.append(Event(ev.HAND_OVER, leader, value=abs(margin)))
        self.over = True


def _passur_redeal_reason(floor: int) -> str:
    """Why a Passur first floor must be dealt again ("" if it need not)."""
    if (floor & JACKS).bit_count() >= 2:
        return "jacks"
    if (floor & QUEENS).bit_count() >= 3:
        return "queens"
    if (floor & KINGS).bit_count() >= 3:
        return "kings"
    return ""
