"""Plan the keys of a Russian Bank game ahead of a headless run of the program.

The program deals with the machine's generator (``seeded_random(seed)``) and, in the
tests, its computer seats play the greedy bot. Replaying the same deal here with the
greedy bot on every seat gives each keyboard seat's moves, written as a player types them
in the seed's notation (``R3``, ``7F``, ``DR``, ``.``, ``P``). A turn left with nothing but
ending it ends by itself in the program, so it needs no key.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games._shared.state import sample_chance
from games.russian_bank.ai import GreedyBot
from games.russian_bank.match import MatchState
from games.russian_bank.notation import END, format_move
from games.russian_bank.rules import BankState
from retro.machine import seeded_random


@dataclass
class PlannedGame:
    """One game as the greedy bot plays it: the keys of each keyboard seat, and the end."""

    keys: list[tuple[int, str]] = field(default_factory=list)
    """(seat, keys) of each move typed, in order."""
    ends_alone: set[int] = field(default_factory=set)
    """Indices in ``keys`` of the moves after which the turn ends by itself, with a notice
    to the person (it stays its reading time unless a key or click comes)."""
    game: BankState | None = None

    def typed(self) -> str:
        return "".join(keys for _, keys in self.keys)


def plan_game(seed: int, keyboard: tuple[int, ...] = (0,), moves: int | None = None) \
        -> PlannedGame:
    """The first game dealt from ``seed``, played by the greedy bot, up to ``moves`` typed
    moves (all of the game when None)."""
    rng = seeded_random(seed)
    match = MatchState()
    while match.is_chance_node():
        match.apply_action(sample_chance(match, rng))
    bot, plan = GreedyBot(), PlannedGame()
    while not match.game.over and (moves is None or len(plan.keys) < moves):
        game = match.game
        seat = game.current_player()
        action = bot.choose(match, rng)
        typed = seat in keyboard and game.legal_actions() != [END]
        if typed:
            plan.keys.append((seat, format_move(action)))
        match.apply_action(action)
        game = match.game
        if typed and not game.over and game.current_player() == seat \
                and game.stop_offer is None and game.legal_actions() == [END]:
            plan.ends_alone.add(len(plan.keys) - 1)
    plan.game = match.game
    return plan


def clicks_for(seat: int, keys: str) -> list[tuple[int, int]]:
    """The mouse clicks that make the move ``keys`` for ``seat``: the card, then its place;
    the hand to turn up a card, the waste to end the turn."""
    from games.russian_bank import layout as lay

    def centre(box: lay.Box) -> tuple[int, int]:
        return box.col + 2, box.row + 1

    if keys == ".":
        return [centre(lay.pile_box(lay.DECK, seat))]
    if keys == "P":
        return [centre(lay.pile_box(lay.WASTE, seat))]
    source, destination = keys
    picks = {"D": lay.pile_box(lay.TURNUP, seat), "R": lay.reserve_box(seat)}
    places = {"F": lay.foundation_box(5), "R": lay.reserve_box(1 - seat),
              "W": lay.pile_box(lay.WASTE, 1 - seat)}
    first = picks[source] if source in picks else lay.house_box(int(source) - 1)
    second = places[destination] if destination in places \
        else lay.house_box(int(destination) - 1)
    return [centre(first), centre(second)]


def turn_marker(snapshot) -> int | None:
    """Whose corner panel is on the bar that marks the player in turn (0, 1), or None."""
    from games._shared.look import COLOUR, MONO
    from games.russian_bank import layout as lay

    attrs = snapshot.data[1::2]
    bar = (MONO if snapshot.mono else COLOUR).legend
    marked = [player for player, row in ((0, lay.BAND_ROWS[4]), (1, lay.BAND_ROWS[0]))
              if attrs[row * 80 + lay.NAME_COLS[player] + 2] == bar]
    return marked[0] if len(marked) == 1 else None
