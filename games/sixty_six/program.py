"""Sixty-Six as a program on the virtual PC: you against the computer, a match to 7.

The program drives a ``MatchState``: chance nodes (the coin, the shuffle,
every draw) are resolved with the machine's seeded generator, the
computer's moves come from the player of the strength chosen in the options
(``strengths``; none of them sees your hand), and
yours come from the keyboard or the mouse through ``ask_move``.

The match is kept in ``SIXTYSIX.TMP`` (``keeping``) once a deal is dealt and after
every move, so F7, a closed window or a killed process lose nothing: the next start
replays it and plays on with the very cards to come. A finished match removes it.
The shell's comforts take a card back (Backspace: the record cut at your last decision,
played on from there), show the deal's log (L) and start a new match (G); the game
loop catches the ``TakeBack`` and ``NewGame`` they raise from any key read.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from games._shared import tunes
from games._shared.comforts import take_back_option
from games._shared.hints import helps_said
from games._shared.kept_game import play_games
from games._shared.options_menu import options_menu
from games._shared.saved_game import Resumed
from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec, Setting, options_command, run_game, speed_dial
from games._shared.strength import strength_option
from games.sixty_six import events as ev
from games.sixty_six import keeping, messages
from games.sixty_six.deck import NUM_CARDS
from games.sixty_six.input import ask_move, prompt_for
from games.sixty_six.instructions import TEXT as INSTRUCTIONS
from games.sixty_six.keeping import Kept
from games.sixty_six.rules import DEAL_STEPS
from games.sixty_six.screen import COMPUTER, HUMAN, View
from games.sixty_six.strengths import player_for
from games.sixty_six.tabletop import Tabletop
from retro.machine import Machine

SPEC = GameSpec(
    title="SIXTY-SIX", command="sixtysix", settings_file="SIXTYSIX.CFG",
    instructions=INSTRUCTIONS, tune=tunes.SIXTY_SIX,
    subtitle="THE GERMAN TRICK-TAKING GAME FOR TWO: YOU AGAINST THE PC",
    dials=(speed_dial(faster="Up", slower="Down", least=1, most=100, default=10),),
    settings=(Setting("OPEN", ("ON", "OFF"), "OFF"),),
    commands=(options_command("F3"),),
    options=(take_back_option("T"), strength_option("C")),
    description="Sixty-Six, the German trick game for two, against the PC.",
)
TOLD = {ev.MARRIAGE, ev.CLOSE, ev.EXCHANGE, ev.TAKE_TRUMP, ev.LAST_TRICK, ev.TRUMP}
"""Events worth a message of their own (tricks show on the table; results get a box)."""


class Table(Tabletop):
    """One match in progress, played from the coin toss to 7 game points, or on from
    any record of one (``kept``: a match resumed from ``SIXTYSIX.TMP``)."""

    def __init__(self, shell: Shell, kept: Kept | None = None) -> None:
        super().__init__(shell, player_for, kept)  # looked up here, so tests may swap it
        self.seen_events = 0
        shell.bind("F3", lambda: options_menu(shell, close_key="F3"))
        deal = self.match.deal
        if deal is not None:  # begun from a record: what it said is said, its trick is out
            self.seen_events = len(deal.events)
            if deal.led is not None:  # a lead reaching 66 ends the deal with it out
                self.view.table[deal.leader] = deal.led

    def show_turn(self) -> None:
        """The table with your prompt and pointer when the move is yours (after a
        take-back, so the notice that says so is read beside what to do)."""
        deal = self.match.deal
        if deal is not None and self.match.current_player() == HUMAN and not self.shell.demo:
            self.view.prompt = prompt_for(deal, "", self.view.open_hands)
            self.view.pointing = True
        self.redraw()
        self.view.pointing = False

    # --- the flow of a match -----------------------------------------------------------
    def play(self) -> None:
        """Play deals until someone has 7 game points."""
        deal = self.match.deal
        if deal is None:
            self.coin_flip()
        elif deal.over:
            self.show_result()  # kept between two deals: the last result comes first
        while self.match.winner is None:
            self.play_deal()
        self.end_of_match()

    def end_of_match(self) -> None:
        """Who won the match, by how much, and with how many take-backs and hints."""
        keeping.discard()
        won = self.match.winner == HUMAN
        margin = abs(self.match.scores[HUMAN] - self.match.scores[COMPUTER])
        self.shell.game_over([HUMAN if won else COMPUTER], self.kept.luck, margin)
        self.shell.effect(tunes.FANFARE if won else tunes.SAD)
        high, low = sorted(self.match.scores, reverse=True)
        said = helps_said(self.kept.luck.take_backs, self.kept.luck.hints)
        self.shell.message(f"{'YOU WIN' if won else 'THE COMPUTER WINS'} THE MATCH "
                           f"{high} TO {low}{' ' + said if said else ''}", wait=True)

    def coin_flip(self) -> None:
        outcome = self.kept.chance()
        self.redraw()
        first = "YOU DEAL FIRST" if outcome == HUMAN else "THE COMPUTER DEALS FIRST"
        self.shell.message(f"THE COIN IS TOSSED: {first}", wait=False)

    def play_deal(self) -> None:
        """Deal (unless a record began in mid-deal), then play moves until the deal is
        over; show its result."""
        deal = self.match.deal
        assert deal is not None
        if deal.over or deal.dealt < DEAL_STEPS:
            self.view = View(open_hands=self.view.open_hands)
            self.seen_events = 0
            self.deal_cards()
        deal = self.match.deal
        assert deal is not None
        while not deal.over:
            if self.match.is_chance_node():
                self.draw_cards()
                continue
            player = self.match.current_player()
            if player == HUMAN and not self.shell.demo:
                action = ask_move(self, deal)
            else:
                self.view.prompt = "THE COMPUTER IS THINKING..." if player == COMPUTER \
                    else "DEMO: THE COMPUTER PLAYS YOUR HAND (F2 TO TAKE OVER)"
                self.redraw()
                self.shell.pause(0.5)
                action = self.computer_choice()
                self.view.prompt = ""
            self.perform(action)
        self.show_result()

    def draw_cards(self) -> None:
        """The draws after a trick; the pointer moves to the card you drew."""
        deal = self.match.deal
        assert deal is not None
        before = set(deal.hand(HUMAN))
        while self.match.is_chance_node() and not deal.over:
            self.kept.chance()
        hand = deal.hand(HUMAN)
        drawn = [i for i, card in enumerate(hand) if card not in before]
        if drawn:
            self.view.selected = drawn[0]
        self.redraw()
        self.tell_events()

    def deal_cards(self) -> None:
        """Resolve the shuffle and the deal, a packet of three at a time; the dealt
        match is kept."""
        match = self.match
        self.kept.chance()
        deal = match.deal
        assert deal is not None
        self.m.flush_input()  # an Enter that ended the opening show must not play a card
        self.view.prompt = "YOU DEAL..." if deal.dealer == HUMAN else "THE COMPUTER DEALS..."
        while match.is_chance_node() and deal.current_player() == deal.CHANCE \
                and deal.trump_card is None:
            self.kept.chance()
            if len(deal.hand(HUMAN)) + len(deal.hand(COMPUTER)) in (3, 6, 9, 12):
                self.redraw()
                self.shell.effect(tunes.CARD)
                self.m.delay(120)
        self.save()
        self.tell_events()

    def perform(self, action: int) -> None:
        """Apply a move, put its card on the table, and show what it caused."""
        deal = self.match.deal
        assert deal is not None
        player = deal.current_player()
        before_tricks = deal.tricks[:]
        self.match.apply_action(action)
        self.save()
        if action < NUM_CARDS:
            self.view.table[player] = action
            self.shell.effect(tunes.CARD)
        self.view.selected = min(self.view.selected, max(0, len(deal.hand(HUMAN)) - 1))
        self.redraw()
        self.tell_events()
        if deal.tricks != before_tricks:
            won = deal.tricks[HUMAN] > before_tricks[HUMAN]
            self.shell.effect(tunes.TRICK_WON if won else tunes.TRICK_LOST)
            self.shell.pause()
            self.view.table.clear()
            self.redraw()

    def tell_events(self) -> None:
        """Messages for the new events worth telling (marriages, closing...)."""
        deal = self.match.deal
        assert deal is not None
        new = deal.events[self.seen_events:]
        self.seen_events = len(deal.events)
        for event in new:
            text = messages.say(event) if event.kind in TOLD else ""
            if text:
                self.redraw()
                self.shell.message(text, wait=False)

    def show_result(self) -> None:
        """Open both hands and say who won the deal and why."""
        deal = self.match.deal
        assert deal is not None
        self.view.reveal = True
        self.view.prompt = ""
        self.redraw()
        if deal.winner is not None:
            self.shell.effect(tunes.FANFARE if deal.winner == HUMAN else tunes.SAD)
        # the demo runs on by itself; a player reads the result and presses a key
        self.shell.message(messages.result(deal), wait=not self.shell.demo, hold=3.0)


def resume(shell: Shell) -> Resumed | None:
    """The match kept in ``SIXTYSIX.TMP``, if there is one; a damaged file is set aside
    and the player told."""
    found = keeping.load()
    if found.warning:
        shell.m.screen.clear(shell.look.table)
        shell.draw_legend()
        shell.message(found.warning, wait=True)
    return found if found.record is not None else None


def one_match(shell: Shell, resumed: Resumed | None, taken: bool) -> bool:
    """One match, new, resumed from the file or from a take-back (``taken``), to its
    end; then whether another is wanted."""
    table = Table(shell, Kept.of(resumed) if resumed is not None else None)
    if taken:
        table.show_turn()
        shell.notice(messages.taken_back(table.kept.luck.take_backs))
    elif resumed is not None:
        table.redraw()
        shell.message(messages.RESUMED, wait=False)
    table.play()
    return shell.ask_yes_no("PLAY ANOTHER MATCH?", esc_is_no=False)


def main(m: Machine) -> None:
    """Sixty-Six from the opening show to F7; a match left unfinished (F7, the window
    closed, the power cut) goes on next time."""
    shell = Shell(m, SPEC)
    try:
        shell.start()
        m.mouse.show()
        play_games(lambda _number, resumed, taken: one_match(shell, resumed, taken),
                   resume(shell), keeping.discard)
    except QuitGame:
        return


def cli(argv: Sequence[str] | None = None) -> int:
    return run_game(main, SPEC, argv)


if __name__ == "__main__":
    sys.exit(cli())
