"""A kept game as the comforts see it: its record, its luck, and taking moves back.

A saved game is its list of actions (``saved_game``), so taking a move back is a
shorter list: ``taken_back`` cuts the record at the last moment a keyboard seat had
to decide (never before the start of the hand or deal the game names), replays the
shorter list through the rules, and hands the program that position to play on from.
The chance outcomes that came after the cut are not drawn again: they go on a tape
(``Luck.tape``) that the next chance nodes take from before the generator is asked,
and the generator itself stays where it was, so the cards and dice to come are the
very ones that came before, and no take-back can reroll for a better deal.

The program raises nothing itself: the shell's comforts raise ``TakeBack`` (carrying
the position to resume) or ``NewGame`` from wherever input is read, and the program's
game loop catches them as it catches ``QuitGame``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from games._shared.hints import Hint
from games._shared.saved_game import Resumed, SavedGame
from games._shared.state import GameState, IllegalAction, sample_chance

NOTHING_TO_TAKE_BACK = "NOTHING TO TAKE BACK: THIS IS YOUR FIRST MOVE OF THE {unit}"


class TakeBack(Exception):  # noqa: N818 - a way back into the game, not an error
    """The person took a move back: play on from ``resumed`` (record and position)."""

    def __init__(self, resumed: Resumed) -> None:
        super().__init__("take back")
        self.resumed = resumed


class NewGame(Exception):  # noqa: N818 - a way out of the game, not an error
    """The person asked for a new game from inside this one (the kept one is gone)."""


@dataclass(frozen=True)
class KeptGame:
    """What a program tells the shell about the game it keeps (``Shell.keep``).

    Attributes:
        file: the kept game's file, e.g. ``"BASRA.TMP"``.
        now: the record of the game as it stands this moment (``Luck.record`` builds
            it), or None before the first move, when there is nothing to take back.
        replay: the position a record leads to (the same function that loads the file).
        boundary: how many actions of a position's record lie before the start of its
            hand, deal or game: a take-back never cuts earlier.
        log: the game's log as the person may read it, one line per move, oldest first
            (a line that is upper case and ends with ``:`` is a heading, e.g. ``HAND 2:``).
        half_typed: whether the person has half a move typed (Backspace then rubs out).
        unit: what ``boundary`` starts, in the person's words (HAND, DEAL, GAME): a
            take-back at the first decision in it says so.
        decides: whether the player to move in a position has a choice to make: a
            take-back never stops where the program moves for them (Pachisi passes for
            a player whose dice cannot be used), or the next Backspace would only come
            back to the same place.
        hint: what the computer would play for the person now (``hints.Hint``: the
            action, the words, and the pointer already moved onto it), from the
            person's seat's own knowledge; or a sentence saying why there is none (not
            the person's turn). None: the game gives no hints.
        luck: the game's luck, whose ``hints`` count the ``?`` key adds to.
        save: keep the game now (so a hint's count survives a kill before the next move).
    """

    file: str
    now: Callable[[], SavedGame | None]
    replay: Callable[[SavedGame], GameState]
    boundary: Callable[[GameState], int]
    log: Callable[[], list[str]]
    half_typed: Callable[[], bool] = lambda: False
    unit: str = "HAND"
    decides: Callable[[GameState], bool] = lambda state: True
    hint: Callable[[], Hint | str] | None = None
    luck: Luck | None = None
    save: Callable[[], object] = lambda: None


@dataclass
class Luck:
    """The chance of one game in progress: the generator, the tape of outcomes taken
    back and still to come, the counts of take-backs and hints, and the seed the
    computer's decisions are drawn from."""

    rng: random.Random
    tape: list[int]
    take_backs: int = 0
    seed: str = ""
    hints: int = 0
    """Hints the person asked for in this game (``hints``), kept with it like take-backs."""

    @classmethod
    def of(cls, saved: SavedGame) -> Luck:
        """The luck a saved game goes on with."""
        return cls(saved.generator(), list(saved.tape), saved.take_backs, saved.seed,
                   saved.hints)

    def draw(self, state: GameState) -> int:
        """The outcome of the chance node ``state``: the tape's next one while it lasts
        (and fits), else a new one from the generator."""
        while self.tape:
            action = self.tape.pop(0)
            if action in state.legal_actions():
                return action
            self.tape.clear()  # the game went another way: the rest no longer fits
        return sample_chance(state, self.rng)

    def decider(self, state: GameState) -> random.Random:
        """The generator for the computer's decision in ``state``: made from the game's
        seed and how many actions were played, never from a hidden card, so after a
        take-back the computer decides afresh, and alike when the same moves are made."""
        return random.Random(f"{self.seed} {len(state.history)}")

    def record(self, game: str, seats: str, settings: dict[str, str],
               actions: list[int]) -> SavedGame:
        """The saved record of the game as it stands, this luck included."""
        return SavedGame(game, seats, settings, list(actions),
                         SavedGame.generator_state(self.rng), tape=list(self.tape),
                         take_backs=self.take_backs, seed=self.seed, hints=self.hints)


def chance_after(state: GameState, actions: list[int]) -> list[int]:
    """The chance outcomes among ``actions`` played on from ``state`` (not changed)."""
    walk = state.clone()
    found: list[int] = []
    for action in actions:
        chance = walk.is_chance_node()
        try:
            walk.apply_action(action)
        except IllegalAction:
            break
        if chance:
            found.append(action)
    return found


def taken_back(kept: KeptGame, saved: SavedGame, keyboard: list[int]) -> Resumed | str:
    """The game one decision of the ``keyboard`` seats back, or why there is none."""
    floor = kept.boundary(kept.replay(saved))
    for cut in range(len(saved.actions) - 1, floor - 1, -1):
        shorter = replace(saved, actions=saved.actions[:cut])
        state = kept.replay(shorter)
        if state.current_player() in keyboard and kept.decides(state):
            shorter.tape = chance_after(state, saved.actions[cut:]) + saved.tape
            shorter.take_backs = saved.take_backs + 1
            return Resumed(shorter, state)
    return NOTHING_TO_TAKE_BACK.format(unit=kept.unit)


OneGame = Callable[[int, Resumed | None, bool], bool]
"""Play game ``number`` to its end, from ``resumed`` (the kept file or a take-back; None
for a fresh deal), ``taken`` telling a take-back from the file; False once no other
game is wanted."""


def play_games(one_game: OneGame, resumed: Resumed | None, discard: Callable[[], None],
               fresh: tuple[type[Exception], ...] = (NewGame,)) -> None:
    """Game after game until ``one_game`` says no more, each caught whole, its messages and
    the question after it included: a take-back plays on from the record it brought, a
    new game (or any of ``fresh``) throws the kept one away and deals afresh."""
    number, taken = 0, False
    while True:
        number += 1
        try:
            if not one_game(number, resumed, taken):
                return
            resumed, taken = None, False
        except TakeBack as back:
            resumed, taken = back.resumed, True
        except fresh:
            discard()
            resumed, taken = None, False
