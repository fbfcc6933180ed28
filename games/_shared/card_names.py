"""One way to name a card, read one key at a time, for Sixty-Six, Basra and Spades.

A person who has learnt to name a card in one of the card games can name it the same way
in the others, so the three games feed their keys to this one reader:

* places are digits: a digit the prompt offers (``1`` to ``places``) plays the card at
  that place at once, never waiting for a second key, even in the middle of a name;
* a name is a rank then a suit, ``KH``, ``9S``, ``TC``: ``T`` is the ten everywhere (there
  is no ``10``, so no digit has to wait to see whether a ``0`` follows); a name starts with
  a rank letter or with a digit that is not an offered place; a pack's own whole names
  (Spades' ``JO`` and ``EJ`` jokers) are read the same way;
* a complete name plays at once when it names a card you hold;
* a rank then Enter plays the only card of that rank you hold, or asks which suit when
  you hold more than one (``WHICH K? TYPE H OR S``);
* a key that cannot continue any name is refused at once, with the reason (``0``: ``TYPE
  T FOR A TEN``), and what was typed before it is kept.

The reader is pure: it knows the pack's names, the hand in place order and how many
places the prompt offers, and answers every key with a ``Play``, a ``Wait`` (the name so
far, for the prompt), an ``Ask`` (a question; the name so far is kept) or a ``Refuse``.
Keys that are the game's own (Enter with nothing typed, ``C`` to close in Sixty-Six,
``O`` for open hands in Spades) are the game's to check before it feeds the reader, while
``typed`` is empty.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

SUIT_LETTERS = "HDCS"


@dataclass(frozen=True)
class Play:
    """The key finished a name (or chose a place): play this card."""

    card: int


@dataclass(frozen=True)
class Wait:
    """The name is not finished: ``shown`` is what has been typed so far."""

    shown: str


@dataclass(frozen=True)
class Ask:
    """The name is ambiguous (a rank, then Enter, with two of that rank held)."""

    question: str


@dataclass(frozen=True)
class Refuse:
    """The key cannot be used now; ``reason`` says why, in the person's terms."""

    reason: str


Outcome = Play | Wait | Ask | Refuse


def answer(outcome: Outcome) -> int | str | Ask | None:
    """The outcome as a prompt loop takes it: the card to play, the reason of a refusal,
    the question to ask, or None while the name goes on."""
    if isinstance(outcome, Play):
        return outcome.card
    if isinstance(outcome, Refuse):
        return outcome.reason
    if isinstance(outcome, Ask):
        return outcome
    return None


@dataclass(frozen=True)
class PackNames:
    """Every name one game's pack answers to, and how its messages show a card."""

    names: Mapping[str, int]
    """Upper-case name (``"KH"``, ``"JO"``) to the game's card int."""
    label: Callable[[int], str]
    """A card as the game's messages show it (``"K♥"``)."""
    ranks: str
    """The rank letters of the pack, strongest first, for the refusals that list them."""

    @classmethod
    def of(cls, ranks: str, card_of: Callable[[str, str], int | None],
           label: Callable[[int], str], whole: Mapping[str, int] | None = None) -> PackNames:
        """The names ``rank + suit`` for every card ``card_of`` finds in the pack (it
        answers ``None`` for a rank and suit the pack lacks), plus ``whole`` names."""
        names = {rank + suit: card for rank in ranks for suit in SUIT_LETTERS
                 if (card := card_of(rank, suit)) is not None}
        names.update(whole or {})
        return cls(names, label, ranks)


@dataclass
class CardNameReader:
    """The state of one prompt: the pack, the hand in place order, the offered places,
    and the name typed so far."""

    pack: PackNames
    hand: Sequence[int]
    places: int = 0
    """Digits ``1`` to ``places`` are places (0: the prompt offers none)."""
    typed: str = field(default="")

    def key(self, char: str) -> Outcome:
        """One printable key (any case)."""
        ch = char.upper()
        if len(ch) != 1 or not ch.isprintable() or not ch.strip():
            return Wait(self.typed)
        if ch.isdigit() and 1 <= int(ch) <= self.places:
            self.typed = ""
            if int(ch) > len(self.hand):
                return Refuse(f"YOU HAVE NO CARD AT PLACE {ch}")
            return Play(self.hand[int(ch) - 1])
        name = self.typed + ch
        if name in self.pack.names:
            self.typed = ""
            card = self.pack.names[name]
            if card not in self.hand:
                return Refuse(f"YOU DO NOT HOLD {self.pack.label(card)}")
            return Play(card)
        if any(full.startswith(name) for full in self.pack.names):
            self.typed = name
            return Wait(name)
        return Refuse(self._why_not(ch))

    def enter(self) -> Outcome:
        """Enter after a rank: the only card held that the name can finish as, or a
        question when there are several."""
        if not self.typed:
            return Wait("")
        typed, held = self.typed, self._held_endings()
        if len(held) == 1:
            self.typed = ""
            return Play(self.pack.names[typed + held[0]])
        if held:
            return Ask(f"WHICH {typed}? TYPE {_either(held)}")
        self.typed = ""
        return Refuse(f"YOU HOLD NO {typed}")

    def rub_out(self) -> Wait:
        """Backspace: the last key of the name goes."""
        self.typed = self.typed[:-1]
        return Wait(self.typed)

    def forget(self) -> Wait:
        """Esc: the whole name goes."""
        self.typed = ""
        return Wait("")

    def _held_endings(self) -> list[str]:
        """The one-key endings of the name typed that make a card in the hand."""
        size = len(self.typed) + 1
        return [name[-1] for name, card in self.pack.names.items()
                if len(name) == size and name.startswith(self.typed) and card in self.hand]

    def _why_not(self, ch: str) -> str:
        """Why ``ch`` continues no name, and what to type instead."""
        places = f"PLACES ARE 1-{self.places}" if self.places > 1 else (
            "THE PLACE IS 1" if self.places == 1 else "")
        if ch == "0" or (ch == "1" and not self.typed):
            return "TYPE T FOR A TEN" + ("" if ch == "0" else ", A FOR AN ACE")
        if self.typed:
            endings = sorted({name[len(self.typed)] for name in self.pack.names
                              if name.startswith(self.typed) and len(name) > len(self.typed)},
                             key=_suit_first)
            return f"AFTER {self.typed} TYPE {_either(endings)}, OR ESC"
        if ch.isdigit():
            return f"NO CARD AT PLACE {ch}" + (f": {places}" if places else "")
        if ch in SUIT_LETTERS:
            return f"THE RANK COMES FIRST, THEN THE SUIT: E.G. {self.pack.ranks[0]}{ch}"
        ranks = " ".join(self.pack.ranks)
        return f"{ch} IS NO RANK HERE: TYPE {ranks}" + (f", OR A PLACE ({places})"
                                                          if places else "")


def _suit_first(letter: str) -> tuple[int, str]:
    """Suit letters in the usual order (H D C S), any other ending after them."""
    return (SUIT_LETTERS.index(letter) if letter in SUIT_LETTERS else 4, letter)


def _either(letters: Sequence[str]) -> str:
    """``H OR S``, ``H, D OR S``."""
    ordered = sorted(letters, key=_suit_first)
    if len(ordered) == 1:
        return ordered[0]
    return ", ".join(ordered[:-1]) + " OR " + ordered[-1]


__all__ = ["Ask", "CardNameReader", "Outcome", "PackNames", "Play", "Refuse", "Wait", "answer"]
