"""The numbers, seats, actions and options of Tommy's Spades (used by the engine and the AI).

Seats are numbered clockwise: ``NORTH`` 0, ``EAST`` 1, ``SOUTH`` 2, ``WEST`` 3, so the
player on a seat's left is the next seat, ``(seat + 1) % 4``. Partners sit opposite:
team 0 is North-South (seats 0 and 2), team 1 East-West (seats 1 and 3); a seat's team
is ``seat % 2``. The program puts the human at South, but nothing here depends on it.

Actions are small ints:

* 0..51 play that card (see ``deck``); at a dealing chance node the same int is the card
  dealt next;
* ``BID_BASE + n`` bids ``n`` books (0..13), in either bidding pass: in the second pass
  bidding the same number again keeps the bid;
* ``DEAL_DOWN`` / ``DEAL_UP``: the dealer's choice before a round of four cards while fewer
  than three rounds of this deal went face up;
* ``FIRST_DEALER_BASE + seat``: the chance draw of the first dealer.

Rules as resolved in the research notes (games.md section 6):

* Deal one card at a time clockwise from the dealer's left, 13 rounds of four. Up to three
  rounds may go face up; those cards stay visible at their owner's place until played. A
  hand with no spade, or with nothing but spades (jokers are spades), makes the same
  dealer deal again.
* Two bidding passes, each clockwise from the dealer's left; bids 0..13, no nil. In the
  second pass each player may change his bid. A team's bid is its two bids added.
* The dealer's left leads first. Follow suit when able. No spade may be led until a spade
  (a joker included) has been played, unless the leader holds nothing but spades. The
  highest spade wins a trick, else the highest card of the suit led.
* Option ``allow_renege``: a player may fail to follow suit; the book of that trick goes
  to the other team, and so do the next two books the offending team wins (each renege
  adds two; what is still owed when the hand ends lapses).
* A team that makes its bid scores 10 per book bid and one sandbag per extra book; a team
  short of its bid loses 10 per missing book. Sandbags are kept apart from the points:
  reaching 10 costs 100 points, and after that every 3 more cost 100 again; the count
  starts again from what is left over after each penalty.
* The game ends after a hand in which a team's points (sandbags not counted) reach the
  target, 400: the higher points win, equal points are a draw.
"""

from __future__ import annotations

from dataclasses import dataclass

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
SEAT_NAMES = ("NORTH", "EAST", "SOUTH", "WEST")
SEAT_LETTERS = "NESW"
TEAMS = ((NORTH, SOUTH), (EAST, WEST))
TEAM_NAMES = ("N-S", "E-W")
NUM_SEATS = 4

BID_BASE = 52
MAX_BID = 13
DEAL_DOWN = BID_BASE + MAX_BID + 1
DEAL_UP = DEAL_DOWN + 1
FIRST_DEALER_BASE = DEAL_UP + 1
NUM_ACTIONS = FIRST_DEALER_BASE + NUM_SEATS

HAND_SIZE = 13
TRICKS = 13
DEAL_SIZE = 52
ROUND_SIZE = 4
MAX_FACE_UP_ROUNDS = 3

TARGET = 400
BOOK_POINTS = 10
FIRST_BAG_LIMIT = 10
LATER_BAG_LIMIT = 3
BAG_PENALTY = 100
RENEGE_EXTRA_BOOKS = 2
"""Books an offending team owes after a renege, besides the renege book itself."""


def team_of(seat: int) -> int:
    """0 for North-South, 1 for East-West."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat opposite."""
    return (seat + 2) % NUM_SEATS


def left_of(seat: int) -> int:
    """The next seat clockwise (the player on ``seat``'s left)."""
    return (seat + 1) % NUM_SEATS


def deal_recipient(dealer: int, dealt: int) -> int:
    """Who receives card number ``dealt`` (0..51) of a deal: clockwise from the dealer's left."""
    return (dealer + 1 + dealt) % NUM_SEATS


def bid_action(books: int) -> int:
    """The action that bids ``books``."""
    return BID_BASE + books


def is_bid(action: int) -> bool:
    """Whether ``action`` is a bid."""
    return BID_BASE <= action <= BID_BASE + MAX_BID


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults are the seed's rules.

    Attributes:
        target: points (sandbags not counted) that end the game.
        allow_renege: a player may fail to follow suit, at the seed's penalty.
        lose_at: if set, a team whose points fall to this or lower ends the game and loses
            (a "mercy" rule the seed does not have; the arena uses it so that games between
            very weak players end).
        hand_limit: if set, the game also ends after this many hands (higher points win).
    """

    target: int = TARGET
    allow_renege: bool = False
    lose_at: int | None = None
    hand_limit: int | None = None

    def __post_init__(self) -> None:
        if self.target <= 0:
            raise ValueError("the target must be above 0")
        if self.lose_at is not None and self.lose_at >= 0:
            raise ValueError("lose_at must be below 0")
        if self.hand_limit is not None and self.hand_limit < 1:
            raise ValueError("hand_limit must be at least 1")


DEFAULT_OPTIONS = Options()
