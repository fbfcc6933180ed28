"""What the Basra program says: one clear line per event, in the player's terms.

The rules record events as data; here they become the upper-case lines of the period's
screens. The human's seat is ``human`` (the computer is the other seat); cards are shown
with their suit symbols as on the table. A capture says what it took and by which rule
(pairs, sums, 11 in Passur, a jack's or the seven of diamonds' sweep); refusals from the
rules are turned into the same style. The lines for the comment situations (a basra made
or suffered, a jack sweep, a lucky last card, a big lead) are the computer opponent's and
belong to the program's comments, so ``say`` leaves them out.
"""

from __future__ import annotations

from collections.abc import Callable

from games._shared.card_art import card_label
from games.basra import events as ev
from games.basra.capture import ELEVEN, JACK, MATCH, SEVEN, SUM
from games.basra.pack import VALUE_OF, to_card
from games.basra.rulebook import (
    CLUB_POINTS,
    MAJORITY_POINTS,
    TEN_POINTS,
    TWO_POINTS,
    Options,
)
from games.basra.scoring import PlayerScore

HUMAN = 0
"""The seat the program gives the human (the computer plays the other)."""
COMPUTER_NAME = "ABDUL"
"""The computer opponent, as every line, the table and the comments call him."""

REPLAY_QUESTION = "PLAY THIS HAND OVER WITH THE SAME CARDS?"
NEW_GAME_QUESTION = "ANOTHER GAME?"
RESTART_QUESTION = "THIS CHANGE NEEDS A NEW GAME. START ONE NOW?"

_REDEAL_WHY = {"jacks": "TWO JACKS", "queens": "THREE QUEENS", "kings": "THREE KINGS"}


def label(card: int) -> str:
    """``"10♦"``: a card as the table shows it."""
    return card_label(to_card(card))


def _names(cards: tuple[int, ...]) -> str:
    return " ".join(label(c) for c in cards)


def _groups(groups: tuple[tuple[int, ...], ...]) -> str:
    parts = ["+".join(label(c) for c in group) for group in groups]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " AND " + parts[-1]


def say(event: ev.Event, options: Options, human: int = HUMAN) -> str:
    """The message for one event ("" for events the table shows or the comments cover)."""
    you = event.player == human
    who = "YOU" if you else COMPUTER_NAME
    whose = "YOUR" if you else f"{COMPUTER_NAME}'S"
    kind = event.kind
    card = label(event.card) if event.card is not None else ""
    if kind == ev.NEW_HAND:
        again = ": THE SAME CARDS AS BEFORE" if event.value else ""
        return f"{who} {'DEAL' if you else 'DEALS'}{again}"
    if kind == ev.CUT:
        return f"THE CUT SHOWS {card}: IT STAYS AT THE BOTTOM, DEALT WITH THE LAST CARDS"
    if kind == ev.BURY:
        above = label(event.cards[0]) if event.cards else "PACK"
        return f"{card} CANNOT START ON THE FLOOR: IT GOES UNDER THE {above}, TO BE DEALT LAST"
    if kind == ev.REDEAL:
        return f"{_REDEAL_WHY.get(event.how, 'BAD CARDS')} ON THE FLOOR: A NEW DEAL"
    if kind == ev.BATCH:
        return "" if event.value == 1 else (
            "THE LAST FOUR CARDS EACH" if event.value == 6 else "FOUR MORE CARDS EACH")
    if kind == ev.TRAIL:
        return f"{whose} {card} TAKES NOTHING AND STAYS ON THE FLOOR"
    if kind == ev.CAPTURE:
        return capture_line(event, options, whose)
    if kind == ev.SWEEP:
        name = options.sweep_name
        return f"{name}! {counted(event.value, 'POINT')} FOR {who}"
    if kind == ev.LAST_TAKE:
        verb = "TAKE" if you else "TAKES"
        return f"{who} CAPTURED LAST AND {verb} THE {_count(event.cards)} LEFT" \
            f" (NO {options.sweep_name})"
    if kind == ev.DISCARD:
        return "NOBODY CAPTURED A CARD: THE FLOOR IS SET ASIDE"
    if kind == ev.HAND_OVER:
        if event.player is None:
            return "THE HAND IS DRAWN"
        return f"{who} {'WIN' if you else 'WINS'} THE HAND BY {event.value}"
    if kind == ev.REPLAY:
        return "THE HAND IS WITHDRAWN AND WILL BE DEALT AGAIN"
    if kind == ev.PLAY_ON:
        return f"BOTH ON {event.value}: ONE MORE HAND WILL DECIDE"
    if kind == ev.GAME_OVER:
        verb = "WIN" if you else "WINS"
        return f"{who} {verb} THE GAME WITH {counted(event.value, 'POINT')}"
    return ""


def counted(number: int, word: str) -> str:
    """``"1 CARD"``, ``"3 CARDS"``: a number and its noun, singular for one."""
    return f"{number} {word}{'' if number == 1 else 'S'}"


def _count(cards: tuple[int, ...]) -> str:
    return counted(len(cards), "CARD")


def capture_line(event: ev.Event, options: Options, whose: str = "YOUR") -> str:
    """What a capture took and why, e.g. ``YOUR 9♠ TAKES 4♦+5♣ AND 2♥+7♠ (EACH MAKES 9)``."""
    card = label(event.card) if event.card is not None else ""
    if event.how == JACK:
        rest = " EXCEPT THE KINGS AND QUEENS" if options.passur else ""
        return f"{whose} {card} SWEEPS THE FLOOR{rest} ({_count(event.cards)})"
    if event.how == SEVEN:
        return f"{whose} {card} SWEEPS THE FLOOR ({_count(event.cards)})"
    if event.how == ELEVEN:
        return f"{whose} {card} TAKES {_groups(event.groups)}: 11 IN ALL"
    if event.how == SUM:
        value = VALUE_OF[event.card] if event.card is not None else 0
        if value == 1:
            value = options.ace_value
        each = "EACH MAKES" if len(event.groups) > 1 else "MAKING"
        return f"{whose} {card} TAKES {_groups(event.groups)} ({each} {value})"
    if event.how == MATCH:
        return f"{whose} {card} TAKES {_names(event.cards)}"
    return ""


def refusal(reason: str) -> str:
    """A rules refusal in the screen's style."""
    return reason.upper()


Figures = tuple["int | None", "int | None"]
"""One player's figures on a score row: (how many, points); None where one does not apply."""


def score_rows(score: tuple[PlayerScore, PlayerScore], options: Options,
               human: int = HUMAN) -> list[tuple[str, Figures, Figures]]:
    """The score screen's rows: (what, the human's figures, the computer's figures), each
    figure pair (COUNT, POINTS), so a count (24 cards, 2 basras) is never read as points."""
    def row(what: str, figures: Callable[[PlayerScore], Figures]) -> tuple[str, Figures, Figures]:
        return what, figures(score[human]), figures(score[1 - human])

    if options.passur:
        most = row(f"CLUBS (MOST: {CLUB_POINTS})", lambda s: (s.clubs, s.majority))
        twos, tens = "TWO OF CLUBS", "TEN OF DIAMONDS"
    else:
        most = row(f"CARDS (MOST: {MAJORITY_POINTS})", lambda s: (s.cards, s.majority))
        twos = "TWOS" if options.every_two_and_ten else "TWO OF CLUBS"
        tens = "TENS" if options.every_two_and_ten else "TEN OF DIAMONDS"
    return [most,
            row(f"{options.sweep_name}S", lambda s: (s.sweeps, s.sweep_points)),
            row("JACKS", lambda s: (s.jacks, s.jacks)),
            row("ACES", lambda s: (s.aces, s.aces)),
            row(twos, lambda s: (s.twos // TWO_POINTS, s.twos)),
            row(tens, lambda s: (s.tens // TEN_POINTS, s.tens)),
            row("TOTAL", lambda s: (None, s.total))]


# --- the program's own lines (prompts, labels, refusals, the score screen) ---------------

RESUMED = "THE GAME YOU LEFT IS BACK WHERE YOU STOPPED"


def taken_back(count: int) -> str:
    """After a take-back: whose move it is, and the count so far (the end says it too)."""
    return f"TAKEN BACK: YOUR MOVE AGAIN ({counted(count, 'TAKE-BACK')} IN THIS GAME)"


DEMO = "DEMO: THE PROGRAM PLAYS YOUR HAND (F2 TO TAKE OVER)"
THINKING = "ABDUL IS THINKING..."
HINT_THINKING = "THINKING OF A HINT..."
KEYS_BEFORE_DEAL = "A KEY PRESSED BEFORE YOUR NEW CARDS CAME WAS IGNORED"
NEW_CARDS = "NEW CARDS - "
"""Before the prompt while your hand is a whole new batch of four."""
NOT_YOUR_TURN = "WAIT FOR YOUR TURN"
PASSUR_ONLY_BASRA = "THIS OPTION IS FOR BASRA ONLY: IT CHANGES NOTHING IN PASSUR"


def card_prompt(typed: str, cards: int = 4) -> str:
    """What you may type to play a card, with ``cards`` in your hand; ``typed`` is a name
    half typed. The rule is the shared reader's: a place is a digit and plays at once, a
    name is rank then suit with T for the ten."""
    if typed:
        return f"YOUR CARD: {typed}_  NOW ITS SUIT (H D C S), OR ENTER; ESC FORGETS IT"
    new = NEW_CARDS if cards == 4 else ""
    return (f"{new}YOUR CARD: PLACE {places(cards)}, RANK+SUIT (7D, TC=TEN),"
            " \x1b\x1a ENTER, A CLICK")


def places(cards: int) -> str:
    """The places you may type: ``1-4``, ``1-3``... or just ``1`` for a last card."""
    return "1" if cards == 1 else f"1-{cards or 4}"


def two_keyboards(seats: str, source: str) -> str:
    """Why two keyboard seats (asked for by an edited ``source`` file) are not played."""
    return (f"{source} ASKS FOR TWO PLAYERS AT THE KEYBOARD (SEATS={seats}), BUT THIS"
            f" TABLE SHOWS ONLY ONE PLAYER'S CARDS. YOU PLAY AGAINST {COMPUTER_NAME},"
            " WHO TAKES THE SECOND SEAT.")


def next_hand(dealer: int, human: int) -> str:
    return f"NEXT HAND: {'YOU DEAL' if dealer == human else COMPUTER_NAME + ' DEALS'}"


def comment(line: str) -> str:
    """Abdul's remark as the message row shows it."""
    return f"{COMPUTER_NAME}: {line}"


def result(winner: int, human: int, scores: list[int]) -> str:
    """The end of a game: who won, and the totals."""
    mine, his = scores[human], scores[1 - human]
    who = "YOU WIN" if winner == human else f"{COMPUTER_NAME} WINS"
    return f"{who} THE GAME, {max(mine, his)} TO {min(mine, his)}"


def sweep_banner(options: Options) -> str:
    """The word on the banner over the floor: ``BASRA!`` or ``SUR!``."""
    return f"{options.sweep_name}!"


def sweep_points(event: ev.Event, human: int) -> str:
    return f"{counted(event.value, 'POINT')} FOR" \
        f" {'YOU' if event.player == human else COMPUTER_NAME}"


def option_note(setting: str, passur: bool) -> str:
    """Said after an option that changes the rules was changed in mid-game ("" for none)."""
    if passur and setting in ("ACEHIGH", "NOSEVEN", "TWOS"):
        return PASSUR_ONLY_BASRA
    return {"ACEHIGH": "THE NEW ACE RULE APPLIES FROM THE NEXT CARD",
            "NOSEVEN": "THE NEW SEVEN OF DIAMONDS RULE APPLIES FROM THE NEXT CARD",
            "TWOS": "THE NEW SCORING OF TWOS AND TENS COUNTS FROM THIS HAND",
            "REPLAY": "REPLAY HANDS CHANGED: IT COUNTS FROM THE END OF THIS HAND"}.get(setting, "")
