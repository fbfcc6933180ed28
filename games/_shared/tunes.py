"""Startup tunes and sound effects, as BASIC ``PLAY`` strings of our own composition.

Games of the period greeted the player with a short PC-speaker tune and
marked moves with blips and buzzes. Everything here is an original melody
written for this project in the GW-BASIC music macro language (see
``retro.speaker.parse_play``), so one string is all a caller hands the speaker.

Conventions:

* Every string starts by setting tempo, octave, length and articulation
  (``T``, ``O``, ``L``, ``MN``/``ML``/``MS``), because BASIC keeps those from
  one ``PLAY`` to the next and a tune must not depend on what came before.
* None contains ``MB`` or ``MF``: whether music plays in the background is
  the caller's decision.
* Startup tunes last 6 to 12 seconds; effects under 1.5 seconds, and
  ``CARD`` (heard on every card played) under 0.15 seconds.

Pitch reminder: GW-BASIC's ``O3 C`` is 523 Hz and ``O2 A`` 440 Hz, so most
tunes sit in octave 3, where a small speaker sounds clearest.
"""

from __future__ import annotations

# -- startup tunes ------------------------------------------------------------

#: A jolly three-four dance in F major, oom-pah-pah style, for the German card game.
SIXTY_SIX = (
    "T168 MN O3 L8 "
    "FA>C4<A4 B-AG4E4 GB->D4<B-4 AGF4C4 "
    "DFB-4A4 GEC4>C4 <B-AGEC4 F4.C8F4"
)

#: A lively dance on the D hijaz scale (D E-flat F-sharp G A B-flat C), for the
#: Egyptian fishing game; Passur shares it.
BASRA = (
    "T144 MN O3 L8 "
    "DE-F#GA4A4 B-AGF#GF#E-4 DE-F#GAB->C<B- "
    "A4GF#E-DE-4 F#AGF#E-F#D4 >D<A>D<AD2"
)

#: A slow song in A minor that breaks into a fast dance, in the Russian manner.
RUSSIAN_BANK = (
    "T112 ML O3 L8 "
    "A4B>C<B4A4 G4E4A2 "
    "T200 MN >EEDC<BAB>C DDC<BAG#A4 EAB>CDEDC <BG#EG#A4>A4"
)

#: A bouncing G major pentatonic tune, like dice tumbling across the board.
PACHISI = (
    "T150 MS O3 L8 "
    "GBDBAGE4 DEGAB4A4 B>DED<BAG4 "
    "ABAGEDE4 GGBAGED4 EGAB>D<BG4"
)

#: A swinging tune in C with dotted rhythms, for the American card game.
SPADES = (
    "T132 MN O3 "
    "E8.G16>C8.<A16G4E4 F8.A16>D8.C16<B4G4 "
    "E8.G16>C8.E16D8.C16<A8.G16 F8.E16D8.F16E4C4 "
    "A8.B16>C8.D16E4C4"
)

#: A bright little march for the game menu.
LAUNCHER = (
    "T160 MN O3 L8 "
    "GG>C4E4C4 DEFDE4C4 <AB>C<AG4E4 FAGFEDC4 "
    "GG>C4E4G4 FEDFE4C4 <G>CEG>C2"
)

# -- effects ------------------------------------------------------------------

#: A card laid down: a very short two-step blip.
CARD = "T200 MS O4 L32 G>C"

#: A trick taken: a quick rising arpeggio.
TRICK_WON = "T220 MS O4 L32 CEG>C8"

#: A trick lost: the same figure falling, an octave lower.
TRICK_LOST = "T220 MS O3 L32 GEC<G8"

#: An illegal move: a short, low, rattling buzz.
ERROR = "T255 ML O0 L32 AA-AA-AA-AA-"

#: A deal or match won: a short rising call.
FANFARE = "T200 MS O3 L16 CEG>C8<G16>C4"

#: A deal or match lost: a slow falling minor figure.
SAD = "T140 MN O3 L8 AFD<A4"

#: The deck being shuffled: a riffle of tiny clicks.
SHUFFLE = "T255 MS O5 L64 CP64EP64DP64FP64CP64EP64DP64FP64CP64EP64DP64FP64C"

#: Each game's startup tune, by its registry name (see ``games._shared.registry``).
STARTUP_TUNES: dict[str, str] = {
    "sixty-six": SIXTY_SIX,
    "basra": BASRA,
    "passur": BASRA,
    "russian-bank": RUSSIAN_BANK,
    "pachisi": PACHISI,
    "spades": SPADES,
    "launcher": LAUNCHER,
}

#: The effects by name, for tests and for a sound check screen.
EFFECTS: dict[str, str] = {
    "card": CARD,
    "trick_won": TRICK_WON,
    "trick_lost": TRICK_LOST,
    "error": ERROR,
    "fanfare": FANFARE,
    "sad": SAD,
    "shuffle": SHUFFLE,
}
