"""The numbers and options of Basra and Passur, shared by the rules engine and the AI.

Both games are one engine with options (games.md section 2 gives the resolved rules):

* Basra: 3 points for 27 cards or more (none at 26-26), 10 per basra, 1 per jack and per
  ace, and by default 2 for every two and 3 for every ten (the original program's
  "28 points a hand"); option ``scoring=TWO_CLUBS_TEN_DIAMONDS`` counts only the two of
  clubs (2) and the ten of diamonds (3), as most card books do.
* Passur: 7 points for the most clubs, 5 for every sur more than the opponent, 1 per jack
  and per ace, 2 for the two of clubs, 3 for the ten of diamonds (20 a hand plus surs).
* A game ends after the hand in which someone reaches ``gamepoint`` (20-999, default
  101): the higher total wins; equal totals play another hand.

Options that only change the screen (show piles, open hands) belong to the program.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.basra.pack import (
    ACES,
    JACKS,
    NUM_CARDS,
    SEVEN_OF_DIAMONDS,
    TEN_OF_DIAMONDS,
    TENS,
    TWO_OF_CLUBS,
    TWOS,
)

BASRA, PASSUR = "basra", "passur"
EVERY_TWO_AND_TEN, TWO_CLUBS_TEN_DIAMONDS = "every", "two_clubs_ten_diamonds"

HAND_SIZE = 4
"""Cards per player per batch, and cards first dealt to the floor."""
BATCHES = 6
"""Batches of four per hand: 4 floor cards + 6 x 8 = 52."""
PLAYS_PER_HAND = 48

BASRA_POINTS = 10
CARDS_MAJORITY, MAJORITY_POINTS = 27, 3
SUR_POINTS = 5
CLUBS_MAJORITY, CLUB_POINTS = 7, 7
TWO_POINTS, TEN_POINTS = 2, 3
"""What each two and ten that scores is worth (every one, or the 2♣ and 10♦ only)."""
GAMEPOINT_DEFAULT, GAMEPOINT_MIN, GAMEPOINT_MAX = 101, 20, 999
SEVEN_BASRA_LIMIT = 10
"""The seven of diamonds makes a basra when the floor is all numerals adding up to this or
less."""
ACE_HIGH_VALUE = 14


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults are Basra as the original program played it.

    ``ace_high`` and ``no_seven_sweeps`` only apply to Basra (Passur ignores them), and so
    does ``scoring`` (Passur always counts only the two of clubs and the ten of diamonds).
    ``replay_hands`` makes every finished hand wait for a keep-or-replay decision.
    """

    game: str = BASRA
    ace_high: bool = False
    no_seven_sweeps: bool = False
    scoring: str = EVERY_TWO_AND_TEN
    gamepoint: int = GAMEPOINT_DEFAULT
    replay_hands: bool = False

    def __post_init__(self) -> None:
        if self.game not in (BASRA, PASSUR):
            raise ValueError(f"game must be {BASRA!r} or {PASSUR!r}")
        if self.scoring not in (EVERY_TWO_AND_TEN, TWO_CLUBS_TEN_DIAMONDS):
            raise ValueError(f"scoring must be {EVERY_TWO_AND_TEN!r} or "
                             f"{TWO_CLUBS_TEN_DIAMONDS!r}")
        if not GAMEPOINT_MIN <= self.gamepoint <= GAMEPOINT_MAX:
            raise ValueError(f"gamepoint must be {GAMEPOINT_MIN} to {GAMEPOINT_MAX}")

    @property
    def passur(self) -> bool:
        """Whether the game is Passur."""
        return self.game == PASSUR

    @property
    def ace_value(self) -> int:
        """What a played ace adds up to: 14 with ace high in Basra, else 1."""
        return ACE_HIGH_VALUE if self.ace_high and not self.passur else 1

    @property
    def seven_sweeps(self) -> bool:
        """Whether the seven of diamonds sweeps the floor (Basra without the option)."""
        return not self.passur and not self.no_seven_sweeps

    @property
    def every_two_and_ten(self) -> bool:
        """Whether every two and every ten score (Basra's default scoring)."""
        return not self.passur and self.scoring == EVERY_TWO_AND_TEN

    @property
    def sweep_name(self) -> str:
        """``"BASRA"`` or ``"SUR"``: what clearing the floor is called."""
        return "SUR" if self.passur else "BASRA"


DEFAULT_OPTIONS = Options()
PASSUR_OPTIONS = Options(game=PASSUR)


@cache
def card_points(options: Options) -> tuple[int, ...]:
    """Points of each card int under ``options`` (majority and sweeps not included)."""
    table = [0] * NUM_CARDS
    for c in range(NUM_CARDS):
        bit = 1 << c
        if bit & (JACKS | ACES):
            table[c] = 1
        elif options.every_two_and_ten and bit & TWOS:
            table[c] = TWO_POINTS
        elif options.every_two_and_ten and bit & TENS:
            table[c] = TEN_POINTS
    if not options.every_two_and_ten:
        table[TWO_OF_CLUBS], table[TEN_OF_DIAMONDS] = TWO_POINTS, TEN_POINTS
    return tuple(table)


def buries(card: int, options: Options) -> bool:
    """Whether ``card`` dealt to the first floor goes under the pack: a jack, and in Basra
    with seven-of-diamonds sweeps also the seven of diamonds."""
    return bool(JACKS >> card & 1) or (options.seven_sweeps and card == SEVEN_OF_DIAMONDS)
