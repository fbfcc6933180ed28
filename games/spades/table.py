"""One game of Spades at the screen: the game, the view, its luck and its file, and the
services the program's flow (``program``), the deal (``dealing``) and the keyboard
(``input``) use.

The class lives apart from the flow so that the flow module stays readable; ``input``
and ``dealing`` see it through ``play_table.PlayTable``, so the imports still run one
way. The game is kept in ``SPADES.TMP`` after every completed action (``keeping``) and
offered to the shell's comforts (take back, the log, a new game: ``Shell.keep``).
"""

from __future__ import annotations

from games._shared.hints import NOT_YOUR_TURN, Hint
from games._shared.kept_game import KeptGame, Luck
from games._shared.saved_game import Resumed, SavedGame
from games._shared.seats import KEYBOARD
from games._shared.shell import Shell
from games._shared.strength import EXPERT, strength_of
from games.spades import events as ev
from games.spades import keeping, messages, screen
from games.spades.ai import SeatBot
from games.spades.hint import hint_for
from games.spades.levels import level_bot
from games.spades.places import in_hand_order
from games.spades.rulebook import BID_BASE, NUM_SEATS, SOUTH, Options, partner_of
from games.spades.rules import SpadesState
from games.spades.screen import View
from games.spades.sheet import draw_sheet
from retro.machine import Machine

MESSAGE_FLOOR_MS = 1000
"""However short the arrow's delay, a message stays at least this long (times its hold):
the delay is for the arrow, and a bid or a renege must stay readable."""


class Table:
    """One game in progress: the state, the view, and the shell to show them with."""

    def __init__(self, shell: Shell, game: int = 1, resumed: Resumed | None = None) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        if resumed is not None and isinstance(resumed.state, SpadesState):
            assert resumed.record is not None
            self.state = resumed.state
            self.record = keeping.record_of(resumed)
            self.luck = Luck.of(resumed.record)
        else:
            self.state = SpadesState(Options(allow_renege=shell.setting("RENEGE") == "ON"))
            self.record = keeping.Record(self.state.options)
            self.luck = Luck(self.m.rng, [], seed=f"spades computer {self.m.seed} {game}")
        """The deal's generator and tape, the take-backs, the computer's seed."""
        self.view = View(open_hands=shell.setting("OPEN") == "ON")
        self.hinted: int | None = None
        """The action the last hint put under the pointer (or typed), for ``input``."""
        self.seen = len(self.state.events)
        self.on_sheet = False
        self.sheet_first: int | None = None
        """The first hand shown on a long score sheet (an index); None for the latest."""
        self.sheet_shown = (0, 0)
        self.sheet_log: dict[str, int] | None = None
        self.save_failed = False
        self.typing = False
        """Half a bid or card name is typed (Backspace rubs out instead of taking back)."""
        shell.keep(KeptGame(keeping.FILE, self.now, keeping.replay_saved, keeping.hand_start,
                            self.log, lambda: self.typing, hint=self.hint, luck=self.luck,
                            save=self.save))
        self.leave_sheet()  # a take-back from a score sheet leaves its page keys bound

    # --- drawing and small services ------------------------------------------------------
    def redraw(self) -> None:
        if not self.on_sheet:
            screen.draw(self.m.screen, self.state, self.view, self.shell.look)
        self.shell.draw_legend()

    def tell(self, text: str, hold: float = 1.0) -> None:
        """A message that goes by itself: ``hold`` arrow delays, and never under
        ``hold`` times ``MESSAGE_FLOOR_MS``."""
        floor = hold * MESSAGE_FLOOR_MS / self.shell.delay_ms
        self.shell.message(text, wait=False, hold=max(hold, floor))

    def wait_ms(self, ms: int) -> bool:
        """A pause of ``ms`` whatever the arrow's delay; True when a key cut it short."""
        return self.shell.pause(ms / self.shell.delay_ms)

    def computer_action(self) -> int:
        """The computer's choice for the seat to move (its deal, bid or card), drawn with a
        generator made from the game's seed and the number of actions: the deals stay the
        same however it samples, and after a take-back it decides afresh from what its
        seat may know."""
        seat = self.state.current_player()
        return self.player_for(seat).choose(self.state, self.luck.decider(self.state))

    def player_for(self, seat: int) -> SeatBot:
        """The computer player of ``seat``: the options' strength for your opponents, the
        EXPERT for your partner (and for your own seat in the demo): a weak partner would
        make the game harder for you, not easier."""
        keyboard = self.shell.seats.controllers
        ours = KEYBOARD in (keyboard[seat], keyboard[partner_of(seat)])
        return level_bot(EXPERT if ours else strength_of(self.shell.values))

    def hint(self) -> Hint | str:
        """``?``: the expert's bid or card for your seat, typed or under the pointer so
        that Enter plays it; or why there is none now."""
        seat = self.state.current_player()
        if not (self.view.bid_choices or self.view.pointing) \
                or not self.shell.keyboard_plays(seat):
            return messages.NO_DEAL_HINT if self.state.phase in ("deal", "scored") \
                and self.shell.keyboard_plays(seat) else NOT_YOUR_TURN
        prompt = self.view.prompt
        self.view.prompt = messages.HINT_THINKING
        self.redraw()
        advice = hint_for(self.state, seat, self.luck.decider(self.state))
        self.hinted = advice.action
        if self.view.bid_choices:
            books, second = advice.action - BID_BASE, self.state.bid_turn >= NUM_SEATS
            self.view.prompt = messages.bid_prompt(str(books), second,
                                                   second and books == self.state.bids[seat],
                                                   self.view.open_hands)
        else:
            self.view.prompt = prompt
            self.view.selected = in_hand_order(self.state.hands[seat]).index(advice.action)
        self.redraw()
        return advice

    def place_seats(self) -> None:
        """Who is YOU and who sits at the bottom, from the seats the keyboard plays."""
        keyboard = [s for s in range(NUM_SEATS) if self.shell.seats.controllers[s] == KEYBOARD]
        self.view.you = keyboard[0] if len(keyboard) == 1 else None
        mover = self.state.current_player()
        if mover in keyboard:
            self.view.bottom = mover
        elif self.view.bottom not in keyboard:
            self.view.bottom = keyboard[0] if keyboard else SOUTH

    def set_open_hands(self, on: bool) -> None:
        self.view.open_hands = on
        self.shell.set_setting("OPEN", "ON" if on else "OFF")
        self.redraw()

    # --- the kept game ---------------------------------------------------------------------
    def save(self) -> None:
        """The game into ``SPADES.TMP``; a failure is said once, not after every card."""
        problem = keeping.save(self.state, self.record, self.shell.seats.code, self.luck)
        if problem and not self.save_failed:
            self.save_failed = True
            self.shell.message(problem, wait=True)

    def now(self) -> SavedGame | None:
        """The game's record this moment, for a take-back (None once it is over)."""
        if self.state.is_terminal():
            return None
        return keeping.saved(self.state, self.record, self.shell.seats.code, self.luck)

    def log(self) -> list[str]:
        """Every step of the game in words, as the table showed it: a heading per hand,
        then its face-up rounds, bids, cards and books (a card dealt face down is never in
        an event, so never in the log)."""
        lines: list[str] = []
        you = self.view.you
        for event in self.state.events:
            if event.kind == ev.DEAL and f"HAND {event.value}:" not in lines:
                lines += [""] if lines else []
                lines.append(f"HAND {event.value}:")
            line = messages.logged(event, you, self.state)
            if line:
                lines.append(line)
        return lines

    # --- the score sheet ------------------------------------------------------------------
    def draw_sheet(self, log: dict[str, int] | None = None) -> None:
        """The sheet with its latest hands; PgUp and PgDn page through a long one."""
        self.on_sheet, self.sheet_first, self.sheet_log = True, None, log
        self.shell.bind("PgUp", lambda: self.page_sheet(-1))
        self.shell.bind("PgDn", lambda: self.page_sheet(1))
        self.shell.bind("Home", lambda: self.page_sheet(-len(self.state.sheet)))
        self.shell.bind("End", lambda: self.page_sheet(len(self.state.sheet)))
        self.page_sheet(0)

    def page_sheet(self, step: int) -> None:
        """A page up (-1) or down (+1) the sheet, the same page again (0), or (a step as
        long as the sheet) to its first or its latest hands."""
        start, end = self.sheet_shown
        hands = len(self.state.sheet)
        if step <= -hands:
            self.sheet_first = 0
        elif step >= hands:
            self.sheet_first = None
        elif step < 0 and start > 0:
            self.sheet_first = max(0, start - max(1, end - start))
        elif step > 0 and end < hands:  # the last page down is the latest hands' page
            self.sheet_first = end if end + (end - start) < hands else None
        self.sheet_shown = draw_sheet(self.m.screen, self.state, self.shell.look,
                                      self.sheet_log, self.sheet_first)
        self.shell.draw_legend()

    def leave_sheet(self) -> None:
        self.on_sheet = False
        for key in ("PgUp", "PgDn", "Home", "End"):
            self.shell.unbind(key)
