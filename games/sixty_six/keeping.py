"""The match kept in ``SIXTYSIX.TMP`` between runs, through the shared ``saved_game``.

The record holds who plays each seat, the match's target and the seed of the computer's
thinking, every action so far (the coin, every card dealt or drawn, every card played,
close and trump-nine swap) and the state the dealing generator had when the deal in play
began. Loading replays the actions through the rules and, for the deal in play, draws
each of its cards again from that generator and checks it is the recorded one: so the
generator comes out exactly where the save left it, the cards still to come are the
very ones they would have been, and a record cut back to any earlier moment of the deal
(a take-back) deals the same cards too. A file that does not replay to its own
fingerprint is set aside as ``SIXTYSIX.TMP.BAD`` and a new match begins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games._shared.files import file_path
from games._shared.saved_game import Resumed, SavedGame, discard_game, load_game, save_game
from games._shared.state import sample_chance
from games.sixty_six.match import MATCH_POINTS, MatchState

FILE = "SIXTYSIX.TMP"
GAME = "sixtysix"
TARGET_KEY, THINKING_KEY = "TARGET", "THINKING"


@dataclass
class Kept:
    """A match as the program plays it on: the position, and the generator that deals its
    next cards, at the end of a record's actions."""

    match: MatchState
    dealing: random.Random
    deal_began: random.Random
    """A copy of the dealing generator as the deal in play began (what a save keeps):
    the last deal the actions reach into, so after a deal's last card it is that deal's
    until the next deal's first card is drawn."""
    thinking: str
    """The seed of the computer's choices, kept so a resumed match thinks the same."""

    @classmethod
    def new(cls, dealing: random.Random, thinking: str, target: int = MATCH_POINTS) -> Kept:
        """A match not begun, dealt by ``dealing`` (the machine's seeded generator)."""
        return cls(MatchState(target=target), dealing, _copy(dealing), thinking)

    def chance(self) -> int:
        """Draw and apply the next chance outcome (the coin, a card dealt or drawn); the
        generator is remembered first when it starts a deal."""
        if begins_a_deal(self.match):
            self.deal_began = _copy(self.dealing)
        outcome = sample_chance(self.match, self.dealing)
        self.match.apply_action(outcome)
        return outcome

    def thinking_rng(self) -> random.Random:
        """The computer's generator for the decision at hand: a function of the match's
        seed and how far it has gone, so a resumed match, or one taken back to here,
        makes the computer choose as it did (its seat's knowledge is all it uses)."""
        return random.Random(f"sixty-six computer {self.thinking} {len(self.match.history)}")


def _copy(rng: random.Random) -> random.Random:
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


def begins_a_deal(match: MatchState) -> bool:
    """Whether the next action starts a deal (the coin toss counts as the first deal's
    start: its generator deals that deal too)."""
    return match.deal is None or match.deal.over


def replay(saved: SavedGame) -> Kept:
    """The match ``saved`` leads to and its dealing generator, drawn again card by card
    through the deal in play (a card that does not come again raises ``ValueError``)."""
    if len(saved.seats) != 2 or set(saved.seats) - {"K", "C"}:
        raise ValueError("a seat is played by the keyboard (K) or the computer (C)")
    target = int(saved.settings.get(TARGET_KEY, str(MATCH_POINTS)))
    if not 1 <= target <= 99:
        raise ValueError(f"a match goes to 1-99 game points, not {target}")
    match = MatchState(target=target)
    start, at_start = 0, match.clone()
    for i, action in enumerate(saved.actions):
        if begins_a_deal(match):
            start, at_start = i, match.clone()
        match.apply_action(action)
    dealing = saved.generator()
    match = at_start
    for action in saved.actions[start:]:
        if match.is_chance_node() and sample_chance(match, dealing) != action:
            raise ValueError("the recorded cards do not come from the recorded generator")
        match.apply_action(action)
    return Kept(match, dealing, saved.generator(), saved.settings.get(THINKING_KEY, ""))


def record(kept: Kept, seats: str) -> SavedGame:
    """The record of ``kept`` as it stands, played by ``seats`` (``"KC"``)."""
    settings = {TARGET_KEY: str(kept.match.target), THINKING_KEY: kept.thinking}
    return SavedGame(GAME, seats, settings, kept.match.history[:],
                     SavedGame.generator_state(kept.deal_began))


def save(kept: Kept, seats: str) -> str | None:
    """Write the match as it stands; a finished match removes the file instead. A message
    if the disk said no."""
    if kept.match.is_terminal():
        discard()
        return None
    return save_game(FILE, record(kept, seats), kept.match)


def load() -> tuple[Resumed, Kept | None]:
    """The kept match replayed (with its generator), nothing, or a warning about a
    damaged file."""
    kept: list[Kept] = []

    def replayed(saved: SavedGame) -> MatchState:
        kept.append(replay(saved))
        return kept[-1].match

    found = load_game(FILE, GAME, replayed)
    return found, kept[-1] if found.record is not None and kept else None


def discard() -> None:
    discard_game(FILE)


def waiting() -> bool:
    """Whether a kept match is on disk (the quit question says so)."""
    try:
        return file_path(FILE).is_file()
    except OSError:
        return False
