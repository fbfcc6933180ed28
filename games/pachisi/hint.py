"""The hint: which pawn the expert would move for the person, where to, and why.

Pachisi hides nothing but the dice to come, and the dice to come are not in the
state (the program's generator rolls them), so the position itself is all the seat
sees and all the hint reads: the honesty harness of the card games has nothing to
redeal here. The advice is the EXPERT player's (``ai.rank_plays``, the same plays in
the same order ``AIBot`` picks from), its first action for this roll, in words: the
pawn and the square it goes to, and the first reason that holds of it (it wins, it
goes home, it captures, it gets safe on a safety square or away from a pawn behind
it, it enters, it makes a blockade). The estimate is the expert's own: how much
better, in squares of progress, it rates this play than the next best.
"""

from __future__ import annotations

import random

from games._shared.dialogs import MESSAGE_WIDTH
from games._shared.hints import Hint
from games.pachisi.ai import AISettings, rank_plays
from games.pachisi.board import HOME, LAST_TRACK, PATH, SAFE_TRACK, START, number
from games.pachisi.lookahead import WIN_VALUE
from games.pachisi.messages import COLOURS
from games.pachisi.moves import Places, occupancy
from games.pachisi.plays import Option
from games.pachisi.rulebook import PASS
from games.pachisi.rules import PachisiState

EXPERT_SETTINGS = AISettings()
"""The expert's (``strengths``: today's ``AIBot``)."""
REACH = 12
"""The farthest a pawn behind can come in one roll (both dice on it)."""


def hint_for(state: PachisiState, seat: int, rng: random.Random | None = None,
             settings: AISettings = EXPERT_SETTINGS) -> Hint:
    """The expert's advice for ``seat``, to move in ``state`` (which is not changed).

    ``rng`` is part of the hint interface of every game; the expert draws no numbers.
    """
    del rng
    assert state.turn == seat and state.roll is not None, "a hint is for the player to move"
    legal = state.legal_actions()
    ranked = rank_plays(state, settings)
    best_value, plan = ranked[0]
    action = plan[0] if len(legal) > 1 else legal[0]
    words = _pass_words(state) if action == PASS else _move_words(
        state, _pawn_run(state, plan if action == plan[0] else (action,)))
    for estimate in _estimates(ranked, best_value):
        hint = Hint(action, words, estimate)
        if len(hint.line()) <= MESSAGE_WIDTH:
            return hint
    return Hint(action, words)


def _pawn_run(state: PachisiState, plan: tuple[int, ...]) -> list[Option]:
    """The plan's first action and those after it that move the same pawn on (both dice
    on one pawn, a bonus it earns): the run the words describe."""
    assert state.roll is not None
    places, left = state.places, state.left
    run: list[Option] = []
    for action in plan:
        if action == PASS:
            break
        option = next(o for o in state.roll.options(places, left) if o.action == action)
        if run and option.pawn_index != run[0].pawn_index:
            break
        run.append(option)
        places, left = option.places, option.left
    return run


def _move_words(state: PachisiState, run: list[Option]) -> str:
    """``MOVE 27 TO 31: IT CAPTURES YELLOW``, ``MOVE 6 TO 9 THEN 14: ...``."""
    player = state.turn
    bonus = "BONUS: " if not state.left.dice else ""
    first, last = run[0], run[-1]

    def shown(progress: int) -> str:
        return "HOME" if progress == HOME else str(number(PATH[player][progress]))

    where = shown(first.landing.progress)
    if first.before == START:
        what = f"ENTER ON {where}"
    else:
        what = f"MOVE {number(PATH[player][first.before])} TO {where}"
    if len(run) > 1:
        what += f" THEN {shown(last.landing.progress)}"
    return f"{bonus}{what}: {_why(state, run)}"


def _why(state: PachisiState, run: list[Option]) -> str:
    """The first reason that holds of the pawn's run, in a few words."""
    player, first, last = state.turn, run[0], run[-1]
    target = last.landing.progress
    victims = [o.landing.victim for o in run if o.landing.victim >= 0]
    if last.won:
        return "YOUR LAST PAWN HOME WINS"
    if target == HOME:
        return "IT GOES HOME"
    if victims:
        return f"IT CAPTURES {COLOURS[victims[0] >> 2]}"
    hunter = _hunter(state.places, first.pawn_index)
    safe_after = _hunter(last.places, first.pawn_index) is None
    if target <= LAST_TRACK and PATH[player][target] in SAFE_TRACK and first.before != START:
        return "SAFE ON A SAFETY SQUARE" if hunter is None else (
            f"SAFETY SQUARE, AWAY FROM {COLOURS[hunter]}")
    if hunter is not None and safe_after:
        return f"IT ESCAPES {COLOURS[hunter]}'S PAWN BEHIND"
    if first.before == START:
        return "ONE MORE PAWN IN THE RACE"
    if first.before <= LAST_TRACK < target:
        return "HOME PATH: NOBODY CAN TOUCH IT"
    if len(occupancy(last.places).get(PATH[player][target], [])) == 2:
        return "IT MAKES A BLOCKADE"
    if not safe_after:
        return "BEST PROGRESS, BUT IT CAN BE HIT"
    return "OUT OF EVERYONE'S REACH"


def _pass_words(state: PachisiState) -> str:
    """Giving up a bonus move (P): what the expert would do with every other choice."""
    if state.left.bonuses:
        return f"PRESS P TO GIVE UP THE BONUS OF {state.left.bonuses[0]}: EVERY MOVE HURTS"
    return "PRESS P TO PASS: NO MOVE IS LEFT"


def _hunter(places: Places, index: int) -> int | None:
    """The colour of an opponent pawn up to 12 squares behind pawn ``index`` on the shared
    track (not on a safety square), that one roll could bring onto it; None if none."""
    player, q = index >> 2, places[index]
    if q < 0 or q > LAST_TRACK:
        return None
    square = PATH[player][q]
    if square in SAFE_TRACK:
        return None
    for other, there in enumerate(places):
        hunter = other >> 2
        if hunter == player or there < 0 or there > LAST_TRACK:
            continue
        path = PATH[hunter]
        ahead = path.index(square) if square in path[:LAST_TRACK + 1] else -1
        if 0 < ahead - there <= REACH:
            return hunter
    return None


def _estimates(ranked: list[tuple[float, tuple[int, ...]]], best: float) -> list[str]:
    """The expert's own figure, longest words first (the first that fits is shown): a
    sure win, or by how much it prefers this play to the next best."""
    if best >= WIN_VALUE:
        return ["THE COMPUTER SEES A SURE WIN", "A SURE WIN"]
    if len(ranked) < 2:
        return ["THE ONLY WAY TO PLAY THIS ROLL", "THE ONLY WAY"]
    margin = best - ranked[1][0]
    if margin < 0.5:
        return ["ABOUT AS GOOD AS THE NEXT PLAY", "A CLOSE CALL"]
    squares = f"{margin:.0f} SQUARE{'' if round(margin) == 1 else 'S'}"
    return [f"RATED {squares} ABOVE THE NEXT PLAY", f"BEST BY {squares}",
            f"BEST BY {margin:.0f}", f"+{margin:.0f}"]
