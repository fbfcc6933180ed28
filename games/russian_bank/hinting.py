"""The ``?`` key in the Russian Bank program: the hint shown and put ready for Enter.

The shell's comforts call ``give`` (``KeptGame.hint``); it works out ``hint.hint_for``
for the seat to move, if the keyboard plays it, from that seat's own view, picks the
hinted card (its pile is lit as a card picked by hand is) and types the move into the
prompt, so Enter plays it; any other key or click goes on as if no hint were given.
"""

from __future__ import annotations

from games._shared.hints import NOT_YOUR_TURN, Hint
from games.russian_bank.bank_table import BankTable
from games.russian_bank.hint import hint_for
from games.russian_bank.input import prompt_for
from games.russian_bank.notation import format_move, is_move

THINKING = "THINKING..."
NO_GAME = "NO GAME IS IN PLAY: NOTHING TO HINT"
ANSWER_FIRST = "ANSWER THE QUESTION ON THE SCREEN FIRST"


def give(bank: BankTable) -> Hint | str:
    """The hint for the person to move, the move made ready; or why there is none."""
    game = bank.game
    if game.over or game.starter is None:
        return NO_GAME
    if bank.busy:
        return ANSWER_FIRST
    player = game.current_player()
    if not bank.shell.keyboard_plays(player):
        return NOT_YOUR_TURN
    view = bank.view
    view.prompt = THINKING  # the expert may think for a second on a slow machine
    bank.redraw()
    hint = hint_for(game, player, names=bank.names())
    bank.hinted = (game, len(game.history), hint.action)
    view.pending = format_move(hint.action)[0] if is_move(hint.action) else ""
    view.prompt = prompt_for(bank)
    bank.redraw()
    return hint


__all__ = ["give"]
