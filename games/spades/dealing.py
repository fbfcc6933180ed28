"""One deal on the screen: the cards go out one at a time, some rounds face up.

Before each round of four, while fewer than three rounds went face up, the dealer
chooses. The computer's dealers choose as their bots do (games.md 6.3b); when the
keyboard deals, Space (bound for the deal, from the message saying who deals first)
turns the next round face up, as the original allowed, and the deal goes slowly enough
to press it: a short wait before each round and
between its cards. Enter (or a click) hurries the rest of the deal. A redeal (a hand with
no spade or only spades) is said on the message row, and the same dealer starts again.
"""

from __future__ import annotations

from games._shared import tunes
from games.spades import messages
from games.spades.play_table import PlayTable
from games.spades.rulebook import DEAL_DOWN, DEAL_UP, MAX_FACE_UP_ROUNDS, left_of

DEAL_MS = 35
"""Between two cards dealt by the computer."""
YOUR_DEAL_MS, YOUR_ROUND_MS = 60, 250
"""Between two cards of your deal, and before each round, so Space has time to act."""


class Dealing:
    """The deal in progress: the dealer's wish for the next round, and whether to hurry."""

    def __init__(self, table: PlayTable) -> None:
        self.table = table
        self.want_up = False
        self.hurry = False

    def run(self) -> None:
        """Deal until the bidding starts."""
        table = self.table
        table.m.flush_input()  # a key that ended the score sheet must not bid or play
        table.shell.effect(tunes.SHUFFLE)
        with table.shell.binding("Space", self.space_for_face_up):
            self.show()
            table.tell_events()  # YOU DEAL FIRST: a Space meanwhile turns the first round up
            while table.state.phase in ("deal", "scored"):
                if table.state.is_chance_node():
                    self.deal_card()
                else:
                    self.dealer_choice()
        table.view.prompt = ""

    def dealer(self) -> int:
        """Who deals: in the ``scored`` phase the next dealer has not started yet."""
        state = self.table.state
        assert state.dealer is not None
        return state.dealer if state.phase == "deal" else left_of(state.dealer)

    def rounds_left(self) -> int:
        """How many more rounds of this deal may go face up."""
        state = self.table.state
        return MAX_FACE_UP_ROUNDS - (state.face_up_rounds if state.phase == "deal" else 0)

    def keyboard_deals(self) -> bool:
        return self.table.shell.keyboard_plays(self.dealer())

    def show(self) -> None:
        table = self.table
        table.view.prompt = messages.dealing_prompt(
            self.dealer(), table.view.you, self.keyboard_deals(), self.want_up,
            self.rounds_left())
        table.redraw()

    def space_for_face_up(self) -> bool:
        """Space while you deal: the next round goes face up (at the computer's deal the
        key is declined, and so only cuts a pause short)."""
        if not self.keyboard_deals():
            return False
        self.want_up = self.rounds_left() > 0
        self.show()
        return True

    def dealer_choice(self) -> None:
        table = self.table
        if self.keyboard_deals():
            self.show()
            if not self.hurry:
                self.hurry = table.wait_ms(YOUR_ROUND_MS)
            action = DEAL_UP if self.want_up else DEAL_DOWN
            self.want_up = False
        else:
            action = table.computer_action()
        table.state.apply_action(action)
        table.save()

    def deal_card(self) -> None:
        table = self.table
        table.state.apply_action(table.luck.draw(table.state))  # the tape first, after a take-back
        if table.state.phase not in ("deal", "scored"):
            table.save()  # the deal is complete: the bidding starts from the file
        self.show()
        if not self.hurry:
            slow = self.keyboard_deals() and self.rounds_left() > 0
            self.hurry = table.wait_ms(YOUR_DEAL_MS if slow else DEAL_MS)
        table.tell_events()
