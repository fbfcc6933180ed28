"""The numbers, options and records of Sixty-Six's rules (used by the engine and the AI).

Actions are small ints: 0..23 play that card (see ``deck``), then ``CLOSE`` and
``EXCHANGE_TRUMP_NINE``. Leading a king or queen whose partner is in hand declares the
marriage by itself, so it needs no action of its own.

Rules as resolved in the research notes (games.md section 4):

* 24 cards; the dealer deals 3+3+3+3 (non-dealer first), then turns the trump card, which
  lies face up under 11 face-down stock cards. Every card dealt or drawn face down is a
  chance action (the card's int), so the stock order is never stored ahead of time.
* The non-dealer leads. After each trick, while the stock lasts, the winner draws first;
  the last draw of all takes the face-up trump card.
* Once the stock is used up or closed the follower must follow suit when able (option
  ``strict_endgame="follow_head_trump"``: also beat the led card, and trump when void).
  The trump suit keeps trumping after closing; only the turned card is out of play.
* Leading a king or queen while holding its partner declares a marriage: 20, or 40 in
  trumps, scored at once (option ``marriage_needs_trick``: held back until its player has
  won a trick, lost if he never does). Allowed after closing or exhaustion too.
* The leader may close (action ``CLOSE``) before leading while the stock has cards.
* A player with at least one trick who holds the trump nine may swap it for the face-up
  trump card (``EXCHANGE_TRUMP_NINE``) before playing to a trick, as leader or follower,
  while the game is not closed and the trump card still lies there. A nine drawn in the
  very last draw comes too late: the other player takes the trump card in the same round.
* 66 or more ends the deal at once (checked after every trick and every marriage). The
  last trick is worth 10 more unless someone closed. Game points: 1, +1 if the loser has
  under 33, +1 if the loser took no trick. A closer who fails (the opponent reaches 66, or
  the cards run out first) gives the opponent 2, or 3 if the opponent had no trick when
  the game was closed. If the cards run out with nobody at 66 (65-65) nobody scores and one
  game point carries to the next deal; carried points go to the next deal's winner.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.sixty_six.deck import SUIT_MASK, SUIT_OF

CLOSE = 24
"""Action: close the stock (leader only, before leading)."""
EXCHANGE_TRUMP_NINE = 25
"""Action: swap the trump nine in hand for the face-up trump card."""
NUM_ACTIONS = 26

WIN_POINTS = 66
SCHNEIDER_BELOW = 33
LAST_TRICK_BONUS = 10
MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS = 20, 40
DEAL_STEPS = 13
"""Twelve hand cards, three at a time, then the trump card."""
FOLLOW, FOLLOW_HEAD_TRUMP = "follow", "follow_head_trump"
CLOSER_FAILED, SCHNEIDER, SCHWARZ = "THE CLOSER FAILED", "SCHNEIDER", "SCHWARZ"
"""Why a deal paid more than one game point (shown with the result)."""


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults are the seed's rules."""

    marriage_needs_trick: bool = False
    strict_endgame: str = FOLLOW

    def __post_init__(self) -> None:
        if self.strict_endgame not in (FOLLOW, FOLLOW_HEAD_TRUMP):
            raise ValueError(f"strict_endgame must be {FOLLOW!r} or {FOLLOW_HEAD_TRUMP!r}")


DEFAULT_OPTIONS = Options()


@dataclass(frozen=True)
class Trick:
    """A completed trick."""

    leader: int
    led: int
    followed: int
    winner: int
    points: int
    bonus: int = 0
    """The 10 for the deal's last trick, when it applies (kept so the table can show it)."""


@dataclass(frozen=True)
class Marriage:
    """A declared marriage; ``counted`` is False while it waits for its player's first trick."""

    player: int
    suit: int
    value: int
    counted: bool


def deal_recipient(step: int, dealer: int) -> int:
    """Who gets the ``step``-th dealt card (0..11): packets of three, non-dealer first."""
    return 1 - dealer if (step // 3) % 2 == 0 else dealer


def follow_mask(hand: int, led: int, trump_suit: int, strict_endgame: str) -> int:
    """Cards of ``hand`` that may follow ``led`` once the follow rules apply."""
    same = hand & SUIT_MASK[SUIT_OF[led]]
    if strict_endgame == FOLLOW:
        return same or hand
    if same:
        return (same & ((1 << led) - 1)) or same
    return (hand & SUIT_MASK[trump_suit]) or hand


def follow_refusal(hand: int, led: int, card: int) -> str:
    """Why ``card`` may not follow ``led`` (it is not in ``follow_mask``)."""
    led_suit = SUIT_OF[led]
    if hand & SUIT_MASK[led_suit]:
        return "must follow suit" if SUIT_OF[card] != led_suit else "must beat the led card"
    return "must play a trump"


def win_game_points(loser_points: int, loser_tricks: int) -> tuple[int, str]:
    """Game points for reaching 66 (carry not included) and the reason for any extra."""
    schwarz = loser_tricks == 0
    extra = (loser_points < SCHNEIDER_BELOW) + schwarz
    return 1 + extra, (SCHWARZ if schwarz else SCHNEIDER) if extra else ""


def closing_penalty(opponent_had_trick: bool) -> int:
    """What a failed closer gives away: 2, or 3 if the opponent had no trick at the close."""
    return 2 if opponent_had_trick else 3
