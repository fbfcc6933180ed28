"""How the Russian Bank program keeps the match: its target, the record, results, the end.

The match's target is the one kept in ``RBANK.SCR`` (``match_record``). The options'
target (F2) replaces it at once when it lies above both players' points (or between
games); otherwise it waits until the game in play is won or drawn, and the header shows it
waiting, even from one run to the next. An abandoned game does not count at all: not as a
game played, not as the end of a game for a waiting target; the next deal takes its number.

The game in play is kept in ``RBANK.TMP`` until its result is in ``RBANK.SCR``; then
the file goes (``keeping`` says why in that order).

A won match is announced over the finished table, its points and games still up and the
match already counted, and then every figure starts again. A match found already won at
the start (a target lowered by hand, or a file kept before the target was) is counted at
once and announced over the first deal, which begins the next match.
"""

from __future__ import annotations

from games._shared import tunes
from games._shared.hints import helps_said
from games._shared.options_menu import options_menu
from games.russian_bank import keeping, messages
from games.russian_bank.bank_table import TARGET_KEY, BankTable
from games.russian_bank.match_record import match_winner
from games.russian_bank.scoring import score_parts

RESULT_MS = 5000
"""Least time a game's or a match's result stays up when nobody has to press a key."""
TARGET_MS = 1500
"""Least time the word on a waiting target stays up."""


def adopt_target(bank: BankTable) -> bool:
    """Take the options' target at once if no one's points have reached it."""
    option = bank.option_target()
    if option == bank.match.target or option <= max(bank.match.scores):
        return False
    bank.match.target = option
    return True


def end_match_won_before(bank: BankTable) -> str | None:
    """Points already at the target at the start: count that match and begin the next.
    Returns the announcement, for the first deal to show over a real table."""
    points, target = bank.match.scores, bank.match.target
    winner = match_winner(points, target)
    if winner is None:
        return None
    high, low = sorted(points, reverse=True)
    who = bank.names()[winner]
    bank.record.match_over(winner, bank.option_target())
    bank.save_record()
    bank.match = bank.new_match(bank.option_target())
    return (f"{who} {'HAVE' if who == 'YOU' else 'HAS'} WON THE MATCH, {high} TO {low}:"
            f" THE TARGET IS {target}. A NEW MATCH BEGINS WITH THIS DEAL")


def finish_game(bank: BankTable) -> None:
    """The result with its score. A game won or drawn counts: its points go to the match,
    a waiting target takes effect, the record goes to disk, and the match may be over."""
    game, match = bank.game, bank.match
    if not game.abandoned:
        bank.record.game_over(game.winner, (match.scores[0], match.scores[1]))
        match.target = bank.option_target()
        bank.record.set_target(match.target)
        bank.save_record()
    won = None if game.winner is None else score_parts(game.table, 1 - game.winner).total
    bank.shell.game_over([] if game.winner is None else [game.winner], bank.luck, won,
                         given_up=game.abandoned)  # counted in the lifetime statistics
    keeping.discard()  # only now: a run ended before the count finds the game to count
    bank.redraw()
    anyone = bank.anyone()
    if game.winner is not None:
        won = bank.names()[game.winner] == "YOU" or not anyone
        bank.shell.effect(tunes.FANFARE if won else tunes.SAD)
    line, said = messages.result(game, bank.names()), helps_said(bank.luck.take_backs,
                                                                bank.luck.hints)
    bank.shell.message(f"{line}, {said}" if said else line, wait=anyone,
                       hold=bank.hold(RESULT_MS, 3.0))
    if not game.abandoned:
        end_match_if_won(bank)


def end_match_if_won(bank: BankTable) -> None:
    """After a game: the match target reached? Announce it, then begin the next match."""
    points = (bank.match.scores[0], bank.match.scores[1])
    winner = match_winner(points, bank.match.target)
    if winner is None:
        return
    games = bank.record.games_won
    high, low = sorted(points, reverse=True)
    who = bank.names()[winner]
    verb = "WIN" if who == "YOU" else "WINS"
    bank.record.match_over(winner, bank.option_target())
    bank.save_record()
    view = bank.view
    view.points, view.games_won, view.matches_won = points, games, bank.record.matches_won
    view.next_target = None
    bank.redraw(figures=False)
    bank.shell.effect(tunes.FANFARE)
    bank.shell.message(f"{who} {verb} THE MATCH, {high} TO {low}. A NEW MATCH BEGINS",
                       wait=bank.anyone(), hold=bank.hold(RESULT_MS, 3.0))
    bank.match = bank.new_match(bank.option_target())


def open_options(bank: BankTable) -> bool:
    """F2: the options menu (the match target), and a word on when a new target counts."""
    bank.busy = True
    try:
        changes = options_menu(bank.shell, close_key="F2")
    finally:
        bank.busy = False
    if TARGET_KEY in changes:
        target, match = bank.option_target(), bank.match
        if bank.game.over and target != match.target:
            match.target = target  # between games: the finished game has ended
        if target == match.target or adopt_target(bank):
            text = f"THE MATCH NOW GOES TO {target} POINTS"
        else:
            text = f"THE MATCH TARGET BECOMES {target} WHEN THIS GAME IS WON OR DRAWN"
        bank.record.set_target(match.target)  # kept, should the run end before the game
        bank.save_record()
        bank.redraw()
        bank.shell.message(text, wait=False)
    bank.redraw()
    return True


def tell_waiting_target(bank: BankTable) -> None:
    """A word on the options' target while it waits for the game in play to end."""
    upcoming = bank.next_target()
    if upcoming is not None:
        bank.shell.message(f"THE MATCH TARGET BECOMES {upcoming} WHEN THIS GAME IS WON"
                           " OR DRAWN", wait=False, hold=bank.hold(TARGET_MS, 2.0))


def end_match_once(bank: BankTable) -> None:
    """After a finished game whose result a new game (G) cut short: the match's end, if
    it is over and not yet counted (``RBANK.SCR`` still holds the match's points), or
    else the next match begun."""
    if match_winner(bank.match.scores, bank.match.target) is None:
        return
    if bank.record.points == (bank.match.scores[0], bank.match.scores[1]):
        end_match_if_won(bank)
    else:
        bank.match = bank.new_match(bank.option_target())
