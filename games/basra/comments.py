"""Abdul's remarks: the computer opponent talking about the play, in character (F9).

Why a module of its own: ``messages`` says what happened, plainly and the same every
time; Abdul says how he feels about it, and a person who says the same thing twice in a
row sounds like a machine. So each situation in ``events.COMMENT_KINDS`` has a few lines
for each side (Abdul made the basra, or the human made it against him), picked with the
seeded generator the program passes in, never the line he said last (nor the last one he
said in that situation, so a basra, a big lead and another basra do not bring the same
words back either).

Abdul is a coffee-house card player of the early 1990s: warm, a little boastful, a good
loser who blames the deal and a good winner who offers the guest a sweet. The words are
ours; the specification only says that he comments. Lines are upper case, at most 60
characters once filled in, and plain ASCII (so they print in code page 437). ``{sweep}``
is the game's word for clearing the floor (BASRA, or SUR in Passur) and ``{value}`` the
event's points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.basra import events as ev
from games.basra.events import Event
from games.basra.rulebook import BASRA, PASSUR

LINES: dict[tuple[str, bool], tuple[str, ...]] = {
    (ev.SWEEP, True): (
        "{sweep}! ABDUL CLEARS THE TABLE, AS HIS FATHER TAUGHT HIM",
        "A {sweep} FOR ME! BRING MORE COFFEE, IT IS MY LUCKY DAY",
        "{sweep}! AT THE CAFE THEY CALL ME THE BROOM, YOU KNOW",
        "AH, {sweep}! I SAW IT COMING THREE CARDS AGO",
        "A {sweep} AND {value} POINTS. FORGIVE ME, MY FRIEND!",
        "A CLEAN {sweep}! MY GRANDFATHER WOULD BE PROUD OF ME",
    ),
    (ev.SWEEP, False): (
        "A {sweep}? YOU HAVE BEEN PRACTISING BEHIND MY BACK!",
        "YOUR {sweep}, {value} POINTS... ENJOY THEM WHILE THEY LAST",
        "A {sweep} AGAINST ABDUL! YOU WILL NEED A STRONGER COFFEE",
        "{sweep} FOR YOU. I BLAME THE DEAL, OF COURSE",
        "HA! A FINE {sweep}, MY FRIEND. I LET YOU HAVE THAT ONE",
        "YOU MADE A {sweep}? FINE, FINE. I WAS NOT LOOKING",
    ),
    (ev.JACK_SWEEP, True): (
        "MY JACK KNOWS HIS JOB: HE CLEANS UP AFTER EVERYONE",
        "THE JACK WORKS FOR ABDUL TODAY. THANK YOU, JACK!",
        "I SAVED THAT JACK FOR JUST THIS MOMENT",
        "ONE JACK FOR A PILE OF CARDS. A GOOD TRADE FOR ME, NO?",
        "A JACK IN MY HAND IS WORTH A WHOLE POT OF TEA",
    ),
    (ev.JACK_SWEEP, False): (
        "YOUR JACK CAME TO CLEAN MY HOUSE? HOW IMPOLITE OF HIM!",
        "YOU WERE HIDING A JACK! CLEVER, VERY CLEVER",
        "THAT WAS MY JACK'S JOB, BUT YOURS GOT THERE FIRST",
        "YOUR JACK TAKES THE LOT. I WILL REMEMBER THIS JACK",
        "A JACK FROM YOU? I THOUGHT I HAD COUNTED THEM ALL!",
    ),
    (ev.LUCKY_LAST, True): (
        "THE LAST CARD LOVES ABDUL. IT IS AN OLD FRIENDSHIP",
        "LUCKY? NO, NO. I PLANNED THAT LAST CARD ALL ALONG",
        "LAST CARD, LAST LAUGH, AND THE LAUGH IS MINE!",
        "I KEEP THE BEST FOR LAST, LIKE THE SUGAR IN MY CUP",
        "LAST CARD, AND ABDUL COLLECTS. AS IT SHOULD BE",
    ),
    (ev.LUCKY_LAST, False): (
        "YOUR LAST CARD TAKES? THE CARDS ARE KIND TO YOU TONIGHT",
        "LUCKY, LUCKY! YOU SAVED THE BEST CARD FOR LAST",
        "THE VERY LAST CARD! YOU HAVE A FINE SENSE OF TIMING",
        "YOU HAVE THE LAST WORD THIS HAND. NEXT TIME IT IS MINE",
        "A CAPTURE WITH YOUR LAST CARD? I MUST WATCH YOU CLOSELY",
    ),
    (ev.BIG_LEAD, True): (
        "ABDUL LEADS BY {value}. SHALL I ORDER YOU A SWEET?",
        "{value} POINTS AHEAD! DON'T WORRY, I WILL PLAY GENTLY",
        "I LEAD BY {value}. THE OLD MEN AT THE CAFE WOULD CHEER",
        "UP BY {value}! MY CARDS ARE HOT AS FRESH BREAD TODAY",
        "A LEAD OF {value} FOR ME. STILL, A GAME IS A LONG ROAD",
    ),
    (ev.BIG_LEAD, False): (
        "YOU LEAD BY {value}? PATIENCE, ABDUL IS WARMING UP",
        "YOU ARE {value} AHEAD? I WAS BEING POLITE TO A GUEST",
        "YOUR LEAD IS {value}. TIME FOR ME TO STOP BEING NICE",
        "YOU ARE UP BY {value}. ENJOY IT, THE NIGHT IS YOUNG",
        "A LEAD OF {value} FOR YOU. I HAVE COME BACK FROM WORSE",
    ),
}
"""The lines by (event kind, whether Abdul is the event's ``player``)."""

_SWEEP_WORD = {BASRA: "BASRA", PASSUR: "SUR"}


class Abdul:
    """The computer opponent's voice: at most one remark per card, never twice running.

    ``rng`` is the only source of chance (a seeded generator gives the same remarks for
    the same events); ``game`` is ``rulebook.BASRA`` or ``rulebook.PASSUR`` and decides
    whether a floor cleared is a BASRA or a SUR.
    """

    def __init__(self, rng: random.Random, game: str = BASRA) -> None:
        if game not in _SWEEP_WORD:
            raise ValueError(f"game must be {BASRA!r} or {PASSUR!r}")
        self._rng = rng
        self._sweep = _SWEEP_WORD[game]
        self._last: str | None = None
        self._last_in: dict[tuple[str, bool], str] = {}

    def remark(self, event: Event, human: int) -> str | None:
        """Abdul's line on ``event``, or None when it is not one he comments on.

        ``human`` is the human's seat; Abdul is the other one, whichever number it has,
        so the line depends on whether ``event.player`` is ``human`` or not.
        """
        if event.kind not in ev.COMMENT_KINDS or event.player is None:
            return None
        situation = (event.kind, event.player != human)
        template = self._pick(situation)
        return template.format(sweep=self._sweep, value=event.value)

    def topic(self, events: Sequence[Event]) -> Event | None:
        """Of the events one card brought (a jack that also ends the hand: a jack sweep, a
        lucky last card, a big lead), the one Abdul speaks of: at most one remark per
        card, or he talks over the play. The first of ``events.COMMENT_KINDS`` wins: a
        basra before a jack sweep, before a lucky last card, before the lead."""
        found = [e for e in events if e.kind in ev.COMMENT_KINDS and e.player is not None]
        if not found:
            return None
        return min(found, key=lambda e: ev.COMMENT_KINDS.index(e.kind))

    def _pick(self, situation: tuple[str, bool]) -> str:
        """A line for ``situation`` that is neither the last said nor the last said there."""
        recent = (self._last, self._last_in.get(situation))
        fresh = [line for line in LINES[situation] if line not in recent]
        template = self._rng.choice(fresh)
        self._last = self._last_in[situation] = template
        return template
