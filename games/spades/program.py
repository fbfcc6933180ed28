"""Spades as a program on the virtual PC: you and North against East and West, to 400.

The program drives a ``SpadesState``: chance (the first dealer, every card dealt) is
drawn through the game's ``Luck`` (the machine's seeded generator, and after a take-back
the cards that came before); the computer's choices (its deals, bids and cards) come
from ``AIBot`` with a generator made per decision, from what its seat may see; the
keyboard's come through ``input``. Who plays which seat is the shell's business
(``seats_default`` gives the keyboard South), asked before every move, so the demo (F2)
can take over or hand back at any moment.

The game is kept in ``SPADES.TMP`` after every completed action and goes on where it
stopped next time (F7, a closed window, a killed program); Backspace takes your last
bid or card back, L shows the game's log, G starts a new game (``Shell.keep``).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace

from games._shared import tunes
from games._shared.comforts import take_back_option
from games._shared.hints import helps_said
from games._shared.kept_game import play_games
from games._shared.options_menu import options_menu
from games._shared.saved_game import Resumed
from games._shared.seats import KEYBOARD
from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec, Option, options_command, run_game, speed_dial
from games._shared.strength import strength_option
from games.spades import events as ev
from games.spades import keeping, messages
from games.spades.dealing import Dealing
from games.spades.input import ask_bid, ask_card, turn_prompt
from games.spades.instructions import TEXT as INSTRUCTIONS
from games.spades.rulebook import TEAMS, left_of
from games.spades.sheet import QUESTION_ROW, check_log, record_game
from games.spades.table import Table
from retro.machine import Machine

SPEC = GameSpec(
    title="SPADES", command="spades", settings_file="SPADES.CFG",
    instructions=INSTRUCTIONS, tune=tunes.SPADES,
    subtitle="YOU AND NORTH AGAINST EAST AND WEST: BID YOUR BOOKS, MIND THE SANDBAGS",
    dials=(speed_dial(faster="Down", slower="Up", least=1, most=99, default=10),),
    commands=(options_command("F3"),),
    options=(Option("OPEN", "OPEN HANDS", "O", values=("OFF", "ON")),
             Option("RENEGE", "RENEGES ALLOWED (AT A PRICE)", "R", values=("OFF", "ON")),
             take_back_option("K"), strength_option("C")),
    seat_names=("NORTH", "EAST", "SOUTH", "WEST"), seats_default="CCKC",
    description="Spades for four in two teams: you and North against East and West.",
)
CARD_PACE_MS = 500
"""How long a computer player seems to think before its card."""
TOLD = {ev.FIRST_DEALER, ev.REDEAL, ev.BID, ev.SPADES_BROKEN, ev.RENEGE, ev.FORFEIT}
"""Events worth a message (plays show on the table; a book gets the arrow)."""
LONG = {ev.REDEAL: 3.0, ev.RENEGE: 2.0, ev.FORFEIT: 2.0}
"""Messages that stay longer (in arrow delays): a redeal shows the hand that caused it."""

class Match(Table):
    """One game from the draw for the first dealer to the result: the table's flow."""

    def __init__(self, shell: Shell, game: int = 1, resumed: Resumed | None = None) -> None:
        super().__init__(shell, game, resumed)
        shell.bind("F3", self.open_options)

    def open_options(self) -> None:
        """F3: the options menu; open hands show at once, reneging applies from now on
        (and goes into the kept game's record)."""
        changes = options_menu(self.shell, close_key="F3")
        if "OPEN" in changes:
            self.view.open_hands = self.shell.setting("OPEN") == "ON"
            self.redraw()
        if "RENEGE" in changes:
            allowed = self.shell.setting("RENEGE") == "ON"
            if allowed != self.state.options.allow_renege and not self.state.is_terminal():
                self.record.change(self.state, replace(self.state.options,
                                                       allow_renege=allowed))
                self.save()
            self.tell(messages.renege_option(allowed))

    # --- the flow of a game --------------------------------------------------------------
    def play(self) -> None:
        """Play hands until a side reaches 400; then the result and the game log. A game
        resumed or taken back goes on from where it stands."""
        if self.state.phase == "draw":
            self.state.apply_action(self.luck.draw(self.state))
            self.save()
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
        self.save()
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
        self.save()
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
        keeping.discard()
        self.shell.game_over([s for s in range(4) if s % 2 == state.winner], self.luck,
                             state.scores[(self.view.you or 0) % 2].points)
        log, told = record_game(state)
        self.draw_sheet(dict(log.values))
        for text in told:
            self.shell.message(text, wait=True)
        you = self.view.you
        ours = you is not None and state.winner == you % 2
        self.shell.effect(tunes.FANFARE if ours else tunes.SAD)
        said = helps_said(self.luck.take_backs, self.luck.hints)
        line = messages.result(state)
        self.shell.message(f"{line} {said}" if said else line, wait=True)


def one_game(shell: Shell, number: int, resumed: Resumed | None, taken: bool) -> bool:
    """One game, new, resumed from the file or from a take-back (``taken``), to its end;
    then whether another is wanted."""
    if resumed is not None:
        assert resumed.record is not None
        if resumed.record.seats != shell.seats.code:
            shell.set_seats(resumed.record.seats)
    table = Match(shell, number, resumed)
    if resumed is not None:
        table.place_seats()
        if table.state.phase == "scored":
            table.draw_sheet()  # the hand just finished, as it was left
        if taken:  # the prompt stays in view while the notice says the turn is back
            table.view.prompt = turn_prompt(table, table.state.current_player())
        table.redraw()
        if taken:
            shell.notice(messages.taken_back(table.luck.take_backs))
        else:
            table.tell(messages.RESUMED, 2.0)
    table.play()
    return shell.ask_yes_no(messages.ANOTHER_GAME, esc_is_no=False, row=QUESTION_ROW)


def main(m: Machine) -> None:
    """Spades from the opening show to F7; a game left unfinished is resumed next time."""
    shell = Shell(m, SPEC)
    try:
        shell.start()
        m.mouse.show()
        found = keeping.load()
        warnings = [w for w in (check_log(), found.warning) if w]
        if warnings:  # said as the shell says a damaged settings file, before the table
            m.screen.clear(shell.look.table)
            shell.draw_legend()
            for warning in warnings:
                shell.message(warning, wait=True)
        resumed = found if found.record is not None else None
        play_games(lambda number, resumed, taken: one_game(shell, number, resumed, taken),
                   resumed, keeping.discard)
    except QuitGame:
        return


def cli(argv: Sequence[str] | None = None) -> int:
    return run_game(main, SPEC, argv)


if __name__ == "__main__":
    sys.exit(cli())
