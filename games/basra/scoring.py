"""The score of a finished hand, with every component the score screen shows.

Basra: 3 for the majority of cards (27 or more; nobody at 26-26), 10 per basra, 1 per jack
and ace, 2 per two and 3 per ten (option: only the two of clubs and the ten of diamonds).
Passur: 7 for the majority of clubs (7 or more), 5 per sur more than the opponent has,
1 per jack and ace, 2 for the two of clubs, 3 for the ten of diamonds.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.basra.pack import (
    ACES,
    CLUBS,
    JACKS,
    TEN_OF_DIAMONDS,
    TENS,
    TWO_OF_CLUBS,
    TWOS,
    bits,
)
from games.basra.rulebook import (
    BASRA_POINTS,
    CARDS_MAJORITY,
    CLUB_POINTS,
    CLUBS_MAJORITY,
    MAJORITY_POINTS,
    SUR_POINTS,
    Options,
    card_points,
)


@dataclass(frozen=True)
class PlayerScore:
    """One player's hand score.

    ``majority`` is the 3 (Basra, most cards) or 7 (Passur, most clubs) bonus if won;
    ``sweep_points`` is 10 per basra, or 5 per sur more than the opponent; ``twos`` and
    ``tens`` are the points of the twos and tens that score under the options in force.
    """

    cards: int
    clubs: int
    majority: int
    sweeps: int
    sweep_points: int
    jacks: int
    aces: int
    twos: int
    tens: int

    @property
    def total(self) -> int:
        """The player's points for the hand."""
        return self.majority + self.sweep_points + self.jacks + self.aces + self.twos + self.tens


def score_hand(won: tuple[int, int], sweeps: tuple[int, int],
               options: Options) -> tuple[PlayerScore, PlayerScore]:
    """Both players' scores from their won piles (masks) and basra or sur counts."""
    points = card_points(options)
    out = []
    for p in (0, 1):
        pile, other = won[p], won[1 - p]
        if options.passur:
            clubs = (pile & CLUBS).bit_count()
            other_clubs = (other & CLUBS).bit_count()
            majority = CLUB_POINTS if clubs >= CLUBS_MAJORITY and clubs > other_clubs else 0
            sweep_points = SUR_POINTS * max(0, sweeps[p] - sweeps[1 - p])
        else:
            clubs = (pile & CLUBS).bit_count()
            count, other_count = pile.bit_count(), other.bit_count()
            majority = MAJORITY_POINTS if count >= CARDS_MAJORITY and count > other_count else 0
            sweep_points = BASRA_POINTS * sweeps[p]
        twos = sum(points[c] for c in bits(pile & (TWOS | 1 << TWO_OF_CLUBS)))
        tens = sum(points[c] for c in bits(pile & (TENS | 1 << TEN_OF_DIAMONDS)))
        out.append(PlayerScore(
            cards=pile.bit_count(), clubs=clubs, majority=majority, sweeps=sweeps[p],
            sweep_points=sweep_points, jacks=(pile & JACKS).bit_count(),
            aces=(pile & ACES).bit_count(), twos=twos, tens=tens))
    return out[0], out[1]
