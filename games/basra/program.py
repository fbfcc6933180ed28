"""Basra (and Passur, from the options menu) as a program: you against Abdul, the computer.

The program drives a ``BasraGame``: chance (the first dealer, the cut, every card dealt)
is drawn with the machine's seeded generator, kept in ``BASRA.TMP`` after every deal and
every move so a game left with F7 goes on where it stopped; Abdul's cards come from
``AIBot`` with a generator of its own, from what his seat may see; yours come through
``input``. Who plays which seat is the shell's business (``seats_default`` gives the
keyboard the first seat), asked before every move, so the demo (F2) can take over or hand
back at any moment.

Every capture is shown before its cards go (what was taken and why); a basra or sur gets
a sound and a banner; with F9 on, Abdul remarks on the big moments (``comments``). The
spec and the translation between settings and rules are in ``settings``; the table the
flow and ``input`` share (the game, the view, the services) is ``table.Table``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from games._shared import tunes
from games._shared.hints import helps_said
from games._shared.kept_game import NewGame, play_games
from games._shared.options_menu import options_menu
from games._shared.seats import KEYBOARD
from games._shared.shell import QuitGame, Shell
from games._shared.spec import (
    run_game,
)
from games.basra import events as ev
from games.basra import keeping, messages
from games.basra.comments import Abdul
from games.basra.game import KEEP_HAND, REPLAY_HAND, BasraGame
from games.basra.input import ask_card, turn_prompt
from games.basra.settings import (
    NEW_GAME_SETTINGS,
    SPEC,
    one_keyboard,
    rules_from,
    settings_of,
)
from games.basra.sheet import QUESTION_ROW
from games.basra.table import Table
from retro.machine import Machine

CARD_PACE = 1.0
"""Abdul seems to think this many delays before his card."""


class Restart(Exception):  # noqa: N818 - a way out of the game, not an error
    """The player changed the game or the gamepoint and wants the new game now."""


class Match(Table):
    """One game from the first deal to the result: the table's flow, hand after hand."""

    def __init__(self, shell: Shell, number: int = 1, resumed: keeping.Resumed | None = None
                 ) -> None:
        super().__init__(shell, number, resumed)
        self.topic: ev.Event | None = None
        """The one event of the card just played that Abdul remarks on (``comments``)."""
        shell.bind("F3", self.open_options)

    # --- options -------------------------------------------------------------------------
    def open_options(self) -> None:
        """F3: the options menu. The game or gamepoint asks for a new game; the rest apply
        at once (and go into the saved game's record)."""
        changes = options_menu(self.shell, close_key="F3")
        restart = [key for key in NEW_GAME_SETTINGS if key in changes]
        if self.game.winner is not None:
            return  # the game is over: the next one starts with the new settings
        if restart and self.game.history:
            if self.shell.ask_yes_no(messages.RESTART_QUESTION):
                raise Restart
            for key in restart:
                self.shell.set_setting(key, changes[key][0])
        self.view.open_hands = self.shell.setting("OPEN") == "ON"
        self.view.show_piles = self.shell.setting("PILES") == "ON"
        wanted = rules_from(self.shell)
        if not self.game.history:
            self.game.options = wanted
            self.record = keeping.Record(wanted)
            self.abdul = Abdul(self.abdul_rng, wanted.game)
        elif wanted != self.game.options:
            self.record.change(self.game, wanted)
            self.save()
        self.redraw()
        for key in changes:
            note = messages.option_note(key, self.game.options.passur)
            if note:
                self.shell.notice(note)  # said to the person: readable, whatever the pace

    # --- the flow of a game --------------------------------------------------------------
    def play(self) -> None:
        """Hands until someone passes the gamepoint; then who won."""
        self.redraw()
        game = self.game
        while game.winner is None:
            if game.is_chance_node():
                self.deal()
            elif game.deciding:
                self.decide()
            else:
                self.turn()
        self.end_of_game()

    def deal(self) -> None:
        """The chance steps up to the next card to play: the coin, the cut, the cards.
        After a hand the score screen waits for a key first (the demo runs on)."""
        self.next_hand()
        self.on_sheet = False
        # a key pressed before the new cards show was meant for none of them: it goes,
        # and the player is told (keys pressed once they show are kept)
        dropped = len(self.m.keyboard) > 0
        self.m.flush_input()
        game = self.game
        while game.is_chance_node():
            game.apply_action(self.luck.draw(game))  # the tape first, after a take-back
        self.save()  # the new cards are kept: a stop before the first card resumes them
        self.view.selected = 0
        self.redraw()
        self.shell.effect(tunes.SHUFFLE)
        self.tell_events()
        if dropped:
            self.shell.notice(messages.KEYS_BEFORE_DEAL)

    def turn(self) -> None:
        game = self.game
        seat = game.current_player()
        if self.shell.keyboard_plays(seat):
            card = ask_card(self, seat)
        else:
            self.view.prompt = messages.DEMO if seat == self.human else messages.THINKING
            self.redraw()
            self.shell.pause(CARD_PACE)
            if self.shell.keyboard_plays(seat):
                return  # F2 gave the seat back to the keyboard meanwhile
            card = self.computer_action()
        self.view.prompt = ""
        self.perform(card)

    def perform(self, card: int) -> None:
        """Play a card: the capture shown with what it took, then the cards go."""
        game = self.game
        hand = game.hand
        assert hand is not None
        before = list(hand.floor)
        game.apply_action(card)
        self.save()
        self.shell.effect(tunes.CARD)
        self.tell_events(before)

    def tell_events(self, floor: list[int] | None = None) -> None:
        """Say what the new events were; a scored hand brings up the score screen."""
        new = self.game.events_since(self.seen)
        self.seen = len(self.game.events)
        self.topic = self.abdul.topic(new)
        for event in new:
            self.tell_event(event, floor)
        self.view.scene, self.view.lit, self.view.played = None, 0, None
        self.redraw()

    def tell_event(self, event: ev.Event, floor: list[int] | None) -> None:
        opts, kind = self.game.options, event.kind
        line = messages.say(event, opts, self.human)
        if kind == ev.CAPTURE and event.card is not None:
            self.view.scene = [*(floor or []), event.card]
            self.view.lit = sum(1 << c for c in (*event.cards, event.card))
            self.view.played = event.card
            self.redraw()
            self.tell(line)
        elif kind == ev.TRAIL and event.card is not None:
            self.view.lit = 1 << event.card
            self.redraw()
            self.tell(line)
            self.view.lit = 0
        elif kind == ev.SWEEP:
            self.sweep(event)
        elif kind in ev.COMMENT_KINDS:
            self.comment(event)
        elif kind == ev.HAND_OVER:
            self.show_sheet(event)
        elif kind == ev.GAME_OVER:
            pass  # end_of_game says it, with the totals
        elif kind in (ev.BURY, ev.REDEAL, ev.LAST_TAKE, ev.DISCARD, ev.PLAY_ON):
            self.redraw()
            self.tell(line, hold=1.5)
        else:
            self.tell(line)

    def sweep(self, event: ev.Event) -> None:
        """A basra or sur: a sound, the banner over the floor, and Abdul's remark."""
        ours = event.player == self.human
        self.view.scene, self.view.lit, self.view.played = None, 0, None
        self.view.banner = (messages.sweep_banner(self.game.options),
                            messages.sweep_points(event, self.human))
        self.redraw()
        self.shell.effect(tunes.FANFARE if ours else tunes.SAD)
        self.tell(messages.say(event, self.game.options, self.human), hold=2.0)
        self.view.banner = None
        self.redraw()
        self.comment(event)

    def comment(self, event: ev.Event) -> None:
        """F9 on: Abdul's remark on the event, if he has one and it is the card's topic."""
        if self.shell.setting("SMART") != "ON" or event is not self.topic:
            return  # F9 off, or another event of the same card has his remark
        line = self.abdul.remark(event, self.human)
        if line:
            self.tell(messages.comment(line), hold=2.0)

    def show_sheet(self, event: ev.Event) -> None:
        """The score screen after a hand."""
        self.on_sheet = True
        self.redraw()
        self.tell(messages.say(event, self.game.options, self.human), hold=1.5)

    def decide(self) -> None:
        """Replay hands: Y plays the hand over with the same cards, N lets it count."""
        self.on_sheet = True
        self.redraw()
        if self.shell.keyboard_plays(self.human):
            again = self.shell.ask_yes_no(messages.REPLAY_QUESTION, row=QUESTION_ROW)
            action = REPLAY_HAND if again else KEEP_HAND
        else:
            action = self.computer_action()
        self.game.apply_action(action)
        self.save()
        self.on_sheet = action == KEEP_HAND
        self.tell_events()

    def next_hand(self) -> None:
        hand = self.game.hand
        if self.game.winner is None and hand is not None and hand.over:
            self.on_sheet = True
            self.redraw()
            self.tell(messages.next_hand(1 - hand.dealer, self.human),
                      wait=not self.shell.demo, hold=3.0)

    def end_of_game(self) -> None:
        """Who won, with the totals, on the last score screen."""
        keeping.discard()
        winner = self.game.winner
        assert winner is not None
        self.shell.game_over([winner], self.luck, self.game.scores[self.human])
        self.on_sheet = self.game.hand is not None and self.game.hand.score is not None
        self.redraw()
        self.shell.effect(tunes.FANFARE if winner == self.human else tunes.SAD)
        line = messages.result(winner, self.human, self.game.scores)
        said = helps_said(self.luck.take_backs, self.luck.hints)
        self.tell(f"{line} {said}" if said else line, wait=not self.shell.demo, hold=3.0)


def one_game(shell: Shell, number: int, resumed: keeping.Resumed | None, taken: bool,
             told: bool) -> bool:
    """One game, new, resumed from the file or from a take-back (``taken``), to its end;
    then whether another is wanted."""
    if resumed is not None:
        assert resumed.record is not None and isinstance(resumed.state, BasraGame)
        one_keyboard(shell, resumed.record.seats, keeping.FILE, tell=not told)
        for key, value in settings_of(resumed.state.options).items():
            shell.set_setting(key, value)
    table = Match(shell, number, resumed)
    if resumed is not None:
        if taken:  # the prompt stays in view while the notice says the move is back
            table.view.prompt = turn_prompt(table, table.game.current_player())
        table.redraw()
        if taken:
            table.shell.notice(messages.taken_back(table.luck.take_backs))
        else:
            table.tell(messages.RESUMED, hold=2.0)
    table.play()
    return shell.ask_yes_no(messages.NEW_GAME_QUESTION, esc_is_no=False, row=QUESTION_ROW)


def main(m: Machine) -> None:
    """Basra from the opening show to F7; a game left unfinished is resumed next time."""
    shell = Shell(m, SPEC)
    try:
        shell.start()
        m.mouse.show()
        found = keeping.load()
        if found.warning:
            shell.message(found.warning, wait=True)
        resumed = found if found.record is not None else None
        told = shell.seats.code.count(KEYBOARD) > 1
        one_keyboard(shell, shell.seats.code)
        play_games(lambda number, resumed, taken: one_game(shell, number, resumed, taken, told),
                   resumed, keeping.discard, (Restart, NewGame))
    except QuitGame:
        return


def cli(argv: Sequence[str] | None = None) -> int:
    return run_game(main, SPEC, argv)


if __name__ == "__main__":
    sys.exit(cli())
