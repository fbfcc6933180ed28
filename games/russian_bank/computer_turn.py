"""The computer's moves in the Russian Bank program, one at a time, with a pause between.

Each move waits the DELAY dial first (F3/F4 or X may come meanwhile), then the bot of that
seat chooses (a stop is called at once, without a pause). Esc makes the computer finish its
turn without pausing, by the quickest way (``ai.quickest_end``), and says so once the turn
has passed. The prompt row names each move in keys and words, so a watcher learns the
notation; after a stop it says in words who called it.
"""

from __future__ import annotations

from games.russian_bank import messages
from games.russian_bank.ai import quickest_end
from games.russian_bank.bank_table import BankTable
from games.russian_bank.keeping import COMPUTER
from games.russian_bank.notation import STOP

HURRIED_MS = 1500
"""Least time the word that Esc ended the computer's turn stays up."""


def computer_move(bank: BankTable, player: int) -> None:
    """The computer's next action for ``player``, after a pause."""
    game = bank.game
    bank.view.pending = ""  # a card picked before F3/F4 handed the side over
    with bank.shell.binding("Esc", lambda: hurry(bank)):
        if not hurrying(bank) and game.stop_offer is None:  # a stop is called at once
            if not bank.view.prompt.startswith(messages.PLAYERS[player]):
                bank.view.prompt = f"{messages.PLAYERS[player]} (COMPUTER) IS PLAYING." \
                                   f"  {what_keys(bank)}"
            bank.redraw()
            bank.shell.pause()
            if bank.shell.keyboard_plays(player) or bank.game is not game or bank.abandoning:
                return  # F3/F4 handed the side to the keyboard meanwhile, or X
        hurried, turn = hurrying(bank), game.turns
        if game.stop_offer is not None:
            action = STOP
        elif hurried:
            action = quickest_end(game)
        else:
            action = bank.bot(player).choose(game, bank.luck.decider(game))
        before = game.table.copy()
        bank.perform(action, by=COMPUTER)
    if game.over:
        return
    if game.table.mover == player:
        if action == STOP:
            words = f"CALLED STOP ON {messages.PLAYERS[1 - player]} AND NOW PLAYS"
        else:
            words = messages.move_words(action, before, game.table, bank.names())
        bank.view.prompt = f"{messages.PLAYERS[player]} (COMPUTER): {words}." \
                           f"  {what_keys(bank)}"
    elif hurried and game.turns != turn:
        who = f"{messages.PLAYERS[player]} (COMPUTER)"
        bank.redraw()
        bank.shell.message(f"ESC: {who} FINISHED ITS TURN AT ONCE", wait=False,
                           hold=bank.hold(HURRIED_MS, 1.0))


def what_keys(bank: BankTable) -> str:
    """The key the prompt offers while the computer plays: Esc to a person waiting for
    his turn; with nobody at the keyboard, F3 or F4 to take a side."""
    return "ESC ENDS ITS TURN" if bank.anyone() else "F3/F4 TAKE A SIDE"


def hurry(bank: BankTable) -> bool:
    """Esc during the computer's play: it finishes its turn without pausing."""
    bank.hurry_turn = bank.game.turns
    return True


def hurrying(bank: BankTable) -> bool:
    return bank.hurry_turn == bank.game.turns and not bank.game.over


__all__ = ["computer_move"]
