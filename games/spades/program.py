"""Spades as a program on the virtual PC: you and North against East and West, to 400.

The program drives a ``SpadesState``: chance (the first dealer, every card dealt) is
drawn with the machine's seeded generator; the computer's choices (its deals, bids and
cards) come from ``AIBot`` with a generator of its own, from what its seat may see; the
keyboard's come through ``input``. Who plays which seat is the shell's business
(``seats_default`` gives the keyboard South), asked before every move, so the demo (F2)
can take over or hand back at any moment.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from dataclasses import replace

from games._shared import tunes
from games._shared.options_menu import options_menu
from games._shared.seats import KEYBOARD
from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec, Option, options_command, run_game, speed_dial
from games._shared.state import sample_chance
from games.spades import events as ev
from games.spades import messages, screen
from games.spades.ai import AIBot
from games.spades.dealing import Dealing
from games.spades.input import ask_bid, ask_card
from games.spades.instructions import TEXT as INSTRUCTIONS
from games.spades.rulebook import NUM_SEATS, SOUTH, TEAMS, left_of
from games.spades.rules import Options, SpadesState
from games.spades.screen import View
from games.spades.sheet import QUESTION_ROW, check_log, draw_sheet, record_game
from retro.machine import Machine

SPEC = GameSpec(
    title="SPADES", command="spades", settings_file="SPADES.CFG",
    instructions=INSTRUCTIONS, tune=tunes.SPADES,
    subtitle="YOU AND NORTH AGAINST EAST AND WEST: BID YOUR BOOKS, MIND THE SANDBAGS",
    dials=(speed_dial(faster="Down", slower="Up", least=1, most=99, default=10),),
    commands=(options_command("F3"),),
    options=(Option("OPEN", "OPEN HANDS", "O", values=("OFF", "ON")),
             Option("RENEGE", "RENEGES ALLOWED (AT A PRICE)", "R", values=("OFF", "ON"))),
    seat_names=("NORTH", "EAST", "SOUTH", "WEST"), seats_default="CCKC",
    description="Spades for four in two teams: you and North against East and West.",
)
CARD_PACE_MS = 500
"""How long a computer player seems to think before its card."""
TOLD = {ev.FIRST_DEALER, ev.REDEAL, ev.BID, ev.SPADES_BROKEN, ev.RENEGE, ev.FORFEIT}
"""Events worth a message (plays show on the table; a book gets the arrow)."""
LONG = {ev.REDEAL: 3.0, ev.RENEGE: 2.0, ev.FORFEIT: 2.0}
"""Messages that stay longer (in arrow delays): a redeal shows the hand that caused it."""
MESSAGE_FLOOR_MS = 1000
"""However short the arrow's delay, a message stays at least this long (times its hold):
the delay is for the arrow, and a bid or a renege must stay readable."""


class Table:
    """One game in progress: the state, the view, and the shell to show them with."""

    def __init__(self, shell: Shell, game: int = 1) -> None:
        self.shell = shell
        self.m: Machine = shell.m
        self.state = SpadesState(Options(allow_renege=shell.setting("RENEGE") == "ON"))
        self.view = View(open_hands=shell.setting("OPEN") == "ON")
        self.ai = AIBot()
        self.ai_rng = random.Random(f"spades computer {self.m.seed} {game}")
        """The computer's own generator: however it samples, the deals stay the same."""
        self.seen = 0
        self.on_sheet = False
        self.sheet_first: int | None = None
        """The first hand shown on a long score sheet (an index); None for the latest."""
        self.sheet_shown = (0, 0)
        self.sheet_log: dict[str, int] | None = None
        shell.bind("F3", self.open_options)

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
        return self.ai.choose(self.state, self.ai_rng)

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

    def open_options(self) -> None:
        """F3: the options menu; open hands show at once, reneging applies from now on."""
        changes = options_menu(self.shell, close_key="F3")
        if "OPEN" in changes:
            self.view.open_hands = self.shell.setting("OPEN") == "ON"
            self.redraw()
        if "RENEGE" in changes:
            allowed = self.shell.setting("RENEGE") == "ON"
            self.state.options = replace(self.state.options, allow_renege=allowed)
            self.tell(messages.renege_option(allowed))

    # --- the flow of a game --------------------------------------------------------------
    def play(self) -> None:
        """Play hands until a side reaches 400; then the result and the game log."""
        self.state.apply_action(sample_chance(self.state, self.m.rng))
        self.place_seats()
        self.redraw()  # who deals first is told as the deal starts, where Space counts
        while self.state.phase != "over":
            self.place_seats()
            phase = self.state.phase
            if phase in ("deal", "scored"):
                self.deal()
            elif phase == "bid":
                self.bid()
            else:
                self.play_card()
        self.end_of_game()

    def deal(self) -> None:
        """The cards go out (see ``dealing``); then the bidding."""
        self.leave_sheet()
        Dealing(self).run()

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

    def next_dealer(self) -> int:
        assert self.state.dealer is not None
        return left_of(self.state.dealer)

    def bid(self) -> None:
        seat = self.state.current_player()
        if self.shell.keyboard_plays(seat):
            action = ask_bid(self, seat)
        else:
            self.show_thinking(seat)
            action = self.computer_action()
        self.view.prompt = ""
        self.state.apply_action(action)
        self.redraw()
        self.tell_events()

    def play_card(self) -> None:
        seat = self.state.current_player()
        if self.shell.keyboard_plays(seat):
            action = ask_card(self, seat)
        else:
            self.show_thinking(seat)
            self.wait_ms(CARD_PACE_MS)
            action = self.computer_action()
        self.view.prompt = ""
        self.perform(action)

    def show_thinking(self, seat: int) -> None:
        demo = self.shell.demo and self.shell.seats.controllers[seat] == KEYBOARD
        self.view.prompt = messages.DEMO if demo else messages.thinking(seat, self.state.phase)
        self.redraw()

    def perform(self, card: int) -> None:
        """Play a card; a finished book stays on the table while the arrow shows its winner."""
        before = len(self.state.tricks)
        self.state.apply_action(card)
        self.shell.effect(tunes.CARD)
        if len(self.state.tricks) > before:
            self.view.finished = self.state.tricks[-1]
        self.redraw()
        self.tell_events()
        self.view.finished = None

    def tell_events(self) -> None:
        """Say what the new events were; a scored hand brings up the score sheet."""
        new = self.state.events[self.seen:]
        self.seen = len(self.state.events)
        you = self.view.you
        for i, event in enumerate(new):
            if event.kind == ev.REDEAL and event.player is not None:
                self.view.exposed = (event.player, sum(1 << card for card in event.cards))
                self.redraw()
                self.tell(messages.say(event, you), LONG[event.kind])
                self.view.exposed = None
                self.redraw()
            elif event.kind in TOLD:
                self.tell(messages.say(event, you), LONG.get(event.kind, 1.0))
            elif event.kind == ev.TRICK and event.player is not None:
                ours = you is not None and event.player in TEAMS[you % 2]
                self.shell.effect(tunes.TRICK_WON if ours else tunes.TRICK_LOST)
                self.shell.message(messages.book_taken(event.player, you, event.team),
                                   wait=False)
            elif event.kind == ev.HAND_SCORED:
                self.show_sheet(new[i + 1:])
                return

    def show_sheet(self, rest: list[ev.Event]) -> None:
        """The score sheet after a hand; sandbag penalties are announced on it."""
        self.draw_sheet()
        for event in rest:
            if event.kind == ev.BAG_PENALTY and event.team is not None:
                self.shell.effect(tunes.SAD)
                line = self.state.sheet[-1].teams[event.team]
                self.tell(messages.bag_penalty(event.team, line), 2.0)
        if self.state.phase != "over":
            self.shell.message(messages.next_hand(self.next_dealer(), self.view.you),
                               wait=not self.shell.demo, hold=3.0)

    def end_of_game(self) -> None:
        """Who won, added to the game log, which is shown under the sheet."""
        state = self.state
        log, told = record_game(state)
        self.draw_sheet(dict(log.values))
        for text in told:
            self.shell.message(text, wait=True)
        you = self.view.you
        ours = you is not None and state.winner == you % 2
        self.shell.effect(tunes.FANFARE if ours else tunes.SAD)
        self.shell.message(messages.result(state), wait=True)


def main(m: Machine) -> None:
    """Spades from the opening show to F7."""
    shell = Shell(m, SPEC)
    try:
        shell.start()
        m.mouse.show()
        warning = check_log()
        if warning:  # said as the shell says a damaged settings file, before the table
            m.screen.clear(shell.look.table)
            shell.draw_legend()
            shell.message(warning, wait=True)
        game = 0
        while True:
            game += 1
            Table(shell, game).play()
            if not shell.ask_yes_no(messages.ANOTHER_GAME, esc_is_no=False, row=QUESTION_ROW):
                return
    except QuitGame:
        return


def cli(argv: Sequence[str] | None = None) -> int:
    return run_game(main, SPEC, argv)


if __name__ == "__main__":
    sys.exit(cli())
