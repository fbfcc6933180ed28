"""What happened in a hand or a game, as data; ``messages`` turns it into words.

The rules append one ``Event`` per noteworthy step. Events never name a card dealt face
down (the cut's card and the buried ones are public), so no message made from them can
give a hidden card away. Four kinds mark the
situations the computer opponent comments on (``COMMENT_KINDS``): a basra or sur (made by
``player``, suffered by the other), a jack sweep, a lucky last card and a big lead.
"""

from __future__ import annotations

from dataclasses import dataclass

NEW_HAND = "new_hand"
"""A hand begins; ``player`` deals (``value`` 1 when it replays the previous hand)."""
CUT = "cut"
"""The cut shows ``card``: it lies at the bottom of the pack, dealt near the end."""
BURY = "bury"
"""``card`` (a jack, or the seven of diamonds in Basra) dealt to the floor goes under the
pack, beneath ``cards[0]`` (the cut's card or the card buried before), and is replaced:
it is the last card dealt now. Both are public."""
REDEAL = "redeal"
"""Passur: the first floor held 2 jacks, 3 queens or 3 kings (``how``); all is dealt again."""
BATCH = "batch"
"""``player`` (the dealer) has dealt batch number ``value`` (1-6) of four cards each."""
TRAIL = "trail"
"""``player`` played ``card`` and took nothing; it stays on the floor."""
CAPTURE = "capture"
"""``player``'s ``card`` took ``cards`` (``groups`` says how they split, ``how`` which rule:
see ``capture``); ``value`` is the points of the cards taken, the played card included."""
SWEEP = "sweep"
"""The capture just made by ``player`` with ``card`` cleared the floor: a basra (Passur: a
sur), worth ``value``."""
JACK_SWEEP = "jack_sweep"
"""``player``'s jack took ``cards`` (the whole floor, in Passur all but kings and queens)."""
LAST_TAKE = "last_take"
"""The hand is played out: ``player`` captured last and takes the ``cards`` left (no basra),
worth ``value`` points."""
DISCARD = "discard"
"""The hand is played out and nobody captured anything: the ``cards`` left are set aside."""
LUCKY_LAST = "lucky_last"
"""The very last card of the hand, ``card`` of ``player``, made a capture worth ``value``
(sweep bonus included)."""
HAND_OVER = "hand_over"
"""The hand is scored; ``value`` is the hand's margin for ``player`` (None when equal)."""
KEEP = "keep"
"""The finished hand counts (asked only with the replay-hands option)."""
REPLAY = "replay"
"""The finished hand's score is withdrawn; the same cards are dealt again, same dealer."""
BIG_LEAD = "big_lead"
"""After a hand ``player`` leads the game by ``value`` points (see ``rules.BIG_LEAD``)."""
PLAY_ON = "play_on"
"""Both reached the gamepoint with equal totals: another hand decides."""
GAME_OVER = "game_over"
"""``player`` has won the game with ``value`` points."""

COMMENT_KINDS = (SWEEP, JACK_SWEEP, LUCKY_LAST, BIG_LEAD)


@dataclass(frozen=True, slots=True)
class Event:
    """One step of a hand or game; which fields matter depends on ``kind`` (see above)."""

    kind: str
    player: int | None = None
    card: int | None = None
    cards: tuple[int, ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()
    how: str = ""
    value: int = 0
