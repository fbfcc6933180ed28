"""What happened in a game of Spades, as data (the program says it in words).

The rules append one ``Event`` per noteworthy step; the ``messages`` module turns them
into words, so the rules never know who is human. A card dealt face down is never named
in an event (``DEALT`` carries it only when it went face up), so no message can show a
hidden card; the one exception is a hand that forces a redeal, shown to all as it goes
back into the pack.
"""

from __future__ import annotations

from dataclasses import dataclass

FIRST_DEALER = "first_dealer"
"""The draw for the first dealer: ``player`` deals first."""
DEAL = "deal"
"""A deal starts: ``player`` deals, ``value`` is the hand number (from 1)."""
FACE_UP = "face_up"
"""The dealer turns the next round of four face up; ``value`` is that round (0..12)."""
DEALT_UP = "dealt_up"
"""A card dealt face up to ``player``; ``cards`` holds it."""
REDEAL = "redeal"
"""``player`` got no spade or only spades (``value`` 0 or 1), the hand in ``cards``, shown
to everybody: the same dealer deals again."""
BID = "bid"
"""``player`` bids ``value`` books; ``second`` marks the second pass (``changed`` if new)."""
PLAY = "play"
"""``player`` plays ``cards[0]``."""
SPADES_BROKEN = "spades_broken"
"""The first spade of the hand was played, by ``player``: spades may be led from now on."""
RENEGE = "renege"
"""``player`` did not follow suit though able to (only with the renege option)."""
TRICK = "trick"
"""``player`` wins the trick ``cards`` (in play order); ``team`` is credited the book."""
FORFEIT = "forfeit"
"""A book won by ``player`` goes to the other team (``team``) as a renege penalty."""
HAND_SCORED = "hand_scored"
"""The hand is over and scored; ``value`` is the hand number."""
BAG_PENALTY = "bag_penalty"
"""Team ``team`` loses ``value`` points for sandbags."""
GAME_OVER = "game_over"
"""The game is over: ``team`` won, or None for a draw; ``reason`` says why it ended."""


@dataclass(frozen=True, slots=True)
class Event:
    """One step of the game. Fields not used by a kind keep their defaults."""

    kind: str
    player: int | None = None
    cards: tuple[int, ...] = ()
    value: int = 0
    team: int | None = None
    second: bool = False
    changed: bool = False
    reason: str = ""
