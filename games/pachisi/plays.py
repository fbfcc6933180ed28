"""What is left of a roll, which actions the rules allow in it, and every complete play.

A roll is played step by step: the dice (or the two tops), then the bonuses earned so far,
then (tops and bottoms only) the two bottoms and the bonuses earned since. ``Left`` is what
remains; ``Roll`` holds what stays fixed during the roll (the mover, the blockades its turn
began with and the pawns moved in the turn's earlier rolls, whether all four numbers must
be used) and caches the search.

The rules forbid plays that enter fewer pawns than possible, or that use fewer dice than
possible (entries count first), and with tops and bottoms any play short of all four
numbers. Such counts add up along a play, so an action is legal exactly when it begins a
play whose (entries, dice used) is the best reachable from here: ``Roll.best`` finds that
by a small exhaustive search (a few hundred nodes at most). Bonus moves are optional and
count for nothing, but are searched too when bottoms still wait, since a bonus move may
open or close the way for them.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import NamedTuple

from games.pachisi.board import HOME, START
from games.pachisi.moves import (
    Landing,
    Occupancy,
    Places,
    blockade_partners,
    first_in_start,
    landing,
    moved_places,
    moved_since,
    occupancy,
    pawns_home,
)
from games.pachisi.rulebook import (
    CAPTURE_BONUS,
    ENTER_WITH,
    HOME_BONUS,
    PASS,
    bonus_action,
    enter_by_sum_action,
    move_action,
)


class Left(NamedTuple):
    """What remains of a roll."""

    dice: tuple[int, ...]
    """Die values still to use in the current dice step, sorted."""
    bottoms: tuple[int, ...]
    """Tops and bottoms: the bottoms, waiting for the tops and their bonuses."""
    bonuses: tuple[int, ...]
    """Bonus moves earned and not yet taken, in the order earned."""
    moved: int
    """Bit mask of the pawns (index 0..15) moved so far in this turn (earlier rolls of
    it included: the blockade rule holds for the whole turn)."""

    @property
    def done(self) -> bool:
        """Whether nothing is left to play."""
        return not (self.dice or self.bottoms or self.bonuses)

    def settled(self) -> Left:
        """The bottoms become the dice once the tops and their bonuses are done."""
        if not self.dice and not self.bonuses and self.bottoms:
            return self._replace(dice=self.bottoms, bottoms=())
        return self


class Option(NamedTuple):
    """One action that the pawn moves allow (before the counting rules)."""

    action: int
    places: Places
    """The pawn places after the action."""
    left: Left
    """What is left of the roll after the action."""
    entries: int
    used: int
    landing: Landing
    pawn_index: int
    """The pawn moved (0..15)."""
    before: int
    """Its progress before the action."""
    won: bool


Score = tuple[int, int]
"""(pawns entered, dice used) of a play or its rest."""
Ends = dict[Places, tuple[Score, tuple[int, ...]]]
"""End positions of a roll -> (the best count of the ways there, the actions of one)."""


class Roll:
    """The fixed facts of one roll, and the cached search over its plays."""

    def __init__(self, player: int, places: Places, all_or_nothing: bool,
                 turn_began: Places | None = None) -> None:
        """``turn_began``: the places at the start of the turn (None: this roll's own).

        The blockades standing then may not be re-formed by moving both of their pawns
        in any roll of the turn, so they and the pawns moved since are the roll's facts.
        """
        began = places if turn_began is None else turn_began
        self.player = player
        self.partners = blockade_partners(began, player)
        self.moved_before = moved_since(began, places, player)
        """The pawns moved in the turn's earlier rolls (the first ``Left.moved``)."""
        self.all_or_nothing = all_or_nothing
        self._best: dict[tuple[Places, Left], Score] = {}
        self._options: dict[tuple[Places, Left], list[Option]] = {}
        self._occupancy: dict[Places, Occupancy] = {}
        self._legal: dict[tuple[Places, Left], list[int]] = {}

    def first_left(self, dice: tuple[int, ...], bottoms: tuple[int, ...] = ()) -> Left:
        """What is left when the roll begins: its dice, bottoms, and the turn's moves."""
        return Left(dice, bottoms, (), self.moved_before)

    def occupancy(self, places: Places) -> Occupancy:
        """Who stands where (cached: the search meets the same places many times)."""
        occ = self._occupancy.get(places)
        if occ is None:
            occ = self._occupancy[places] = occupancy(places)
        return occ

    # --- the moves the pawns allow -------------------------------------------------------

    def options(self, places: Places, left: Left) -> list[Option]:
        """Every action other than PASS that the pawn-moving rules allow now."""
        key = (places, left)
        found = self._options.get(key)
        if found is None:
            found = list(self._each_option(places, left))
            self._options[key] = found
        return found

    def _each_option(self, places: Places, left: Left) -> Iterator[Option]:
        if left.dice:
            return self._dice_options(places, left)
        return self._bonus_options(places, left) if left.bonuses else iter(())

    def _dice_options(self, places: Places, left: Left) -> Iterator[Option]:
        occ = self.occupancy(places)
        start = first_in_start(places, self.player)
        base = 4 * self.player
        for value in sorted(set(left.dice)):
            rest = list(left.dice)
            rest.remove(value)
            for index in range(base, base + 4):
                q = places[index]
                if q == HOME or (q == START and index != start):
                    continue
                where = landing(places, occ, index, value, partners=self.partners,
                                moved=left.moved)
                if isinstance(where, Landing):
                    yield self._option(move_action(index - base, value), places, left,
                                       tuple(rest), index, where, 1)
        if start is not None and len(left.dice) == 2 and sum(left.dice) == ENTER_WITH:
            where = landing(places, occ, start, ENTER_WITH)
            if isinstance(where, Landing):
                yield self._option(enter_by_sum_action(start - base), places, left, (), start,
                                   where, 2)

    def _bonus_options(self, places: Places, left: Left) -> Iterator[Option]:
        occ = self.occupancy(places)
        base = 4 * self.player
        for index in range(base, base + 4):
            if places[index] in (HOME, START):
                continue
            where = landing(places, occ, index, left.bonuses[0], bonus=True,
                            partners=self.partners, moved=left.moved)
            if isinstance(where, Landing):
                yield self._option(bonus_action(index - base), places,
                                   left._replace(bonuses=left.bonuses[1:]), left.dice, index,
                                   where, 0)

    def _option(self, action: int, places: Places, left: Left, dice: tuple[int, ...],
                index: int, where: Landing, used: int) -> Option:
        earned = left.bonuses
        if where.victim >= 0:
            earned += (CAPTURE_BONUS,)
        if where.progress == HOME:
            earned += (HOME_BONUS,)
        after = moved_places(places, index, where)
        rest = Left(dice, left.bottoms, earned, left.moved | 1 << index).settled()
        entries = int(places[index] == START)
        won = where.progress == HOME and pawns_home(after, self.player) == 4
        return Option(action, after, rest, entries, used, where, index, places[index], won)

    # --- the counting rules --------------------------------------------------------------

    def best(self, places: Places, left: Left) -> Score:
        """The most (entries, dice used) any play from here can reach."""
        key = (places, left)
        score = self._best.get(key)
        if score is None:
            score = self._search(places, left)
            self._best[key] = score
        return score

    def _search(self, places: Places, left: Left) -> Score:
        if left.dice:
            cached = self._options.get((places, left))
            options = iter(cached) if cached is not None else self._each_option(places, left)
            return self._best_of(options, self._bound(places, left), (0, 0))
        if left.bonuses and left.bottoms:
            passed = self.best(places, after_pass(left))
            return self._best_of(iter(self.options(places, left)), (0, len(left.bottoms)),
                                 passed)
        return (0, 0)

    def _best_of(self, options: Iterator[Option], bound: Score, score: Score) -> Score:
        """The best total among ``options`` and ``score``, stopping once ``bound`` is met."""
        for option in options:
            if score >= bound:
                break
            score = max(score, self.total(option))
        return score

    def _bound(self, places: Places, left: Left) -> Score:
        """No play from here can score more than this."""
        in_start = sum(q == START for q in places[4 * self.player:4 * self.player + 4])
        sum_entry = len(left.dice) == 2 and sum(left.dice) == ENTER_WITH
        entries = min(in_start, left.dice.count(ENTER_WITH) + sum_entry)
        return entries, len(left.dice) + len(left.bottoms)

    def total(self, option: Option) -> Score:
        """(entries, dice used) of the best play beginning with ``option``."""
        if option.won:
            return option.entries, option.used + self.excused(option)
        entries, used = self.best(option.places, option.left)
        return option.entries + entries, option.used + used

    def excused(self, option: Option) -> int:
        """How many numbers left unused a winning ``option`` counts as used.

        A win ends the game, so in an ordinary roll the die it leaves (no pawn is left to
        move it) is not held against it. With tops and bottoms the four numbers are all
        or none, and a win does not excuse the rest: the play counts what it used.
        """
        return 0 if self.all_or_nothing else len(option.left.dice) + len(option.left.bottoms)

    def legal(self, places: Places, left: Left) -> list[int]:
        """The sorted legal actions (``[PASS]`` alone when nothing can be played)."""
        key = (places, left)
        found = self._legal.get(key)
        if found is None:
            found = self._legal[key] = self._find_legal(places, left)
        return list(found)

    def _find_legal(self, places: Places, left: Left) -> list[int]:
        options = self.options(places, left)
        if left.dice:
            best = self.best(places, left)
            if not options or best[1] == 0 or (
                    self.all_or_nothing and best[1] < len(left.dice) + len(left.bottoms)):
                return [PASS]
            return sorted({o.action for o in options if self.total(o) == best})
        if not left.bonuses:
            return []
        if left.bottoms:
            best = self.best(places, left)
            chosen = {o.action for o in options if self.total(o) == best}
            if self.best(places, after_pass(left)) == best:
                chosen.add(PASS)
            return sorted(chosen)
        return sorted({o.action for o in options} | {PASS})

    # --- whole plays ---------------------------------------------------------------------

    def complete_plays(self, places: Places,
                       left: Left) -> list[tuple[tuple[int, ...], Places]]:
        """Every legal way to finish the roll: (actions, final places), one per end position.

        A play ends when nothing is left or the mover has won. Rather than asking for the
        legal actions at every step, this walks every way to finish once, noting for each
        end position the best (entries, dice used) of the ways there, and keeps the end
        positions whose best equals the best of all: a play is legal exactly when its
        count is the best reachable. A step reached again with no better count so far is
        not walked again.
        """
        ends: Ends = {}
        self._collect(places, left, (0, 0), (), ends, {})
        best = max(score for score, _ in ends.values())
        if left.dice and self.all_or_nothing and best[1] < len(left.dice) + len(left.bottoms):
            ends = {}
            self._collect(places, after_pass(left), (0, 0), (PASS,), ends, {})
            return [(actions, final) for final, (_, actions) in ends.items()]
        return [(actions, final) for final, (score, actions) in ends.items() if score == best]

    def _collect(self, places: Places, left: Left, score: Score, actions: tuple[int, ...],
                 ends: Ends, seen: dict[tuple[Places, Left], Score]) -> None:
        if left.done:
            _keep(ends, places, score, actions)
            return
        key = (places, left)
        known = seen.get(key)
        if known is not None and known >= score:
            return
        seen[key] = score
        options = self.options(places, left)
        if not left.dice or not options:
            self._collect(places, after_pass(left), score, actions + (PASS,), ends, seen)
        for option in options:
            entries, used = score[0] + option.entries, score[1] + option.used
            if option.won:
                _keep(ends, option.places, (entries, used + self.excused(option)),
                      actions + (option.action,))
            else:
                self._collect(option.places, option.left, (entries, used),
                              actions + (option.action,), ends, seen)


def _keep(found: Ends, final: Places, score: Score, actions: tuple[int, ...]) -> None:
    """Record a way to ``final`` if it counts more than the ways known so far."""
    known = found.get(final)
    if known is None or score > known[0]:
        found[final] = (score, actions)


@functools.lru_cache(maxsize=512)
def shared_roll(player: int, places: Places, all_or_nothing: bool,
                turn_began: Places | None = None) -> Roll:
    """A ``Roll`` shared by every game state that starts this roll from these places.

    The search caches depend only on the roll's start, so states replayed from a saved
    history (or the arena's clones) find the work already done.
    """
    return Roll(player, places, all_or_nothing, turn_began)


def after_pass(left: Left) -> Left:
    """What is left after a PASS: the dice (and waiting bottoms) go, or the first bonus."""
    if left.dice:
        return left._replace(dice=(), bottoms=()).settled()
    return left._replace(bonuses=left.bonuses[1:]).settled()
