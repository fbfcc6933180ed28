"""Sixty-Six's table, drawn onto the text screen from the match state (pure drawing).

Layout (your hand on the left, the computer's on the right, as the
original had it)::

    row  0       title bar: deal number, match score
    rows 2-7     the two hands (5x4 cards) with places 1-6 under yours
    rows 9-15    your card on the table, stock and trump card, the computer's card
    rows 16      the last trick
    rows 18-21   the score box (card points, SW, tricks, game points, trumps)
    row  22      what you may type now
    row  23      messages (the shell's)
    row  24      the function-key legend (the shell's)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games._shared.card_art import (
    CARD_W,
    card_label,
    draw_back,
    draw_card,
    draw_face,
    draw_pile,
    draw_slot,
    suit_char,
)
from games._shared.cards import Suit
from games._shared.look import Look
from games.sixty_six import events as ev
from games.sixty_six.deck import SUIT_OF, to_card
from games.sixty_six.match import MatchState
from games.sixty_six.rules import DealState
from retro.textmode import TextScreen

HUMAN, COMPUTER = 0, 1
NAMES = ("YOU", "COMPUTER")
HAND_ROW = 3
HAND_COLS = (2, 42)
SLOT_STEP = CARD_W + 1
TABLE_ROW = 10
YOUR_CARD_COL, STOCK_COL, TRUMP_COL, THEIR_CARD_COL = 17, 33, 41, 57


@dataclass
class View:
    """What the screen shows beyond the rules' state: choices of the player and the program."""

    selected: int = 0
    pointing: bool = False                   # your turn: the selected card is highlighted
    open_hands: bool = False
    reveal: bool = False                     # deal over: show the computer's cards
    table: dict[int, int] = field(default_factory=dict)   # player -> card on the table
    prompt: str = ""
    pending: str = ""                        # a rank typed, waiting for its suit


def card_place_col(player: int, index: int) -> int:
    """Screen column of the ``index``-th card of a player's hand."""
    return HAND_COLS[player] + index * SLOT_STEP


def hand_index_at(col: int, row: int, hand_size: int) -> int | None:
    """Which of your cards a click on (col, row) hit, if any."""
    if not HAND_ROW <= row < HAND_ROW + 4:
        return None
    index, offset = divmod(col - HAND_COLS[HUMAN], SLOT_STEP)
    if 0 <= index < hand_size and offset < CARD_W:
        return index
    return None


def _title_bar(s: TextScreen, match: MatchState, look: Look) -> None:
    s.fill(0, 0, 80, 1, 0x20, look.legend)
    deals = len(match.results) + (1 if match.deal and not match.deal.over else 0)
    s.write(1, 0, f"DEAL {max(deals, 1)}", look.legend)
    s.write(35, 0, "SIXTY-SIX", look.legend)
    score = f"GAME POINTS  YOU {match.scores[HUMAN]} : {match.scores[COMPUTER]} COMPUTER"
    s.write(79 - len(score), 0, score, look.legend)


def _hands(s: TextScreen, deal: DealState, view: View, look: Look) -> None:
    s.write(HAND_COLS[HUMAN], HAND_ROW - 1, "YOUR HAND", look.bright)
    s.write(HAND_COLS[COMPUTER], HAND_ROW - 1, "COMPUTER'S HAND", look.bright)
    for player in (HUMAN, COMPUTER):
        cards = deal.hand(player)
        show = player == HUMAN or view.open_hands or view.reveal
        for i in range(6):
            col = card_place_col(player, i)
            if i >= len(cards):
                s.fill(col, HAND_ROW, CARD_W, 4, 0x20, look.table)
                continue
            selected = player == HUMAN and view.pointing and i == view.selected
            draw_card(s, col, HAND_ROW, to_card(cards[i]) if show else None, look, selected)
    for i in range(6):
        col = card_place_col(HUMAN, i)
        mark = str(i + 1) if i < len(deal.hand(HUMAN)) else " "
        s.write(col + 2, HAND_ROW + 4, mark, look.text)


def _table(s: TextScreen, deal: DealState, view: View, look: Look) -> None:
    for col, player, label in ((YOUR_CARD_COL, HUMAN, "YOU"),
                               (THEIR_CARD_COL, COMPUTER, "COMPUTER")):
        s.write(col + (CARD_W - len(label)) // 2, TABLE_ROW - 1, label, look.text)
        card = view.table.get(player)
        if card is None:
            draw_slot(s, col, TABLE_ROW, look)
        else:
            draw_face(s, col, TABLE_ROW, to_card(card), look)
    s.write(STOCK_COL, TABLE_ROW - 1, "STOCK", look.text)
    s.write(TRUMP_COL, TABLE_ROW - 1, "TRUMP", look.text)
    closed = deal.closed_by is not None
    stock = max(0, deal.stock_size - (0 if deal.trump_card is None else 1))
    draw_pile(s, STOCK_COL, TABLE_ROW, stock, look)
    if closed and deal.trump_card is not None:
        draw_back(s, TRUMP_COL, TABLE_ROW, look)
        s.write(TRUMP_COL - 1, TABLE_ROW + 4, "CLOSED ", look.bright)
    elif deal.trump_card is not None:
        draw_face(s, TRUMP_COL, TABLE_ROW, to_card(deal.trump_card), look)
        s.write(TRUMP_COL - 1, TABLE_ROW + 4, "       ", look.text)
    else:
        draw_slot(s, TRUMP_COL, TABLE_ROW, look)
        s.write(TRUMP_COL - 1, TABLE_ROW + 4, "CLOSED " if closed else "       ", look.bright)
    last = deal.last_trick
    s.fill(0, 16, 80, 1, 0x20, look.table)
    if last is not None:
        cards = f"{card_label(to_card(last.led))} {card_label(to_card(last.followed))}"
        who = "YOU" if last.winner == HUMAN else "THE COMPUTER"
        bonus = f" + {last.bonus} FOR THE LAST TRICK" if last.bonus else ""
        s.write(2, 16, f"LAST TRICK: {cards} TO {who} ({last.points}{bonus})", look.text)


def _score_box(s: TextScreen, match: MatchState, deal: DealState, look: Look) -> None:
    s.box(1, 17, 52, 5, look.text, style="single", fill=look.table)
    s.write(3, 17, " SCORE ", look.bright)
    s.write(20, 18, "YOU     COMPUTER", look.bright)
    for col, player in ((20, HUMAN), (28, COMPUTER)):
        sw = " SW" if deal.tricks[player] == 0 else "   "
        s.write(col, 19, f"{deal.points[player]:3d}{sw}", look.text)
        s.write(col, 20, f"{deal.tricks[player]:3d}", look.text)
    s.write(3, 19, "CARD POINTS", look.text)
    s.write(3, 20, "TRICKS", look.text)
    trumps = suit_char(Suit(deal.trump_suit)) if deal.trump_suit is not None else "-"
    s.write(39, 18, f"TRUMPS {trumps}", look.bright)
    s.write(39, 19, f"MATCH TO {match.target}", look.text)
    if match.carry:
        s.write(3, 21, f" {match.carry} GAME POINT CARRIED FORWARD ", look.bright)
    if any(n == 0 for n in deal.tricks):
        s.write(39, 20, "SW: NO TRICK", look.text)  # ends inside the box (col 51)
    s.box(54, 17, 25, 5, look.text, style="single", fill=look.table)
    s.write(56, 17, " MARRIAGES ", look.bright)
    for i, line in enumerate(box_lines(deal)):
        s.write(56, 18 + i, line[:BOX_WIDTH], look.text)
    if deal.closed_by is not None:
        s.write(56, 21, closed_line(deal), look.bright)


def _name(player: int | None) -> str:
    return NAMES[player] if player is not None else ""


BOX_ROWS, BOX_WIDTH = 3, 22
"""The MARRIAGES box holds three lines of 22 characters inside its frame."""


def box_lines(deal: DealState) -> list[str]:
    """The MARRIAGES box: every declaration and trump-nine swap of the deal.

    Nothing is ever dropped, so the card points can be checked against it: up to three
    entries get a line each, in the order they happened; more (at most four marriages
    and the one swap) are gathered by player, ``YOU      ♥20 ♠40``, three marriages to
    a line, with the swap on a line of its own. A close is on the frame (``closed_line``).
    """
    marriages = [e for e in deal.events if e.kind == ev.MARRIAGE]
    swaps = [e for e in deal.events if e.kind == ev.EXCHANGE]
    if len(marriages) + len(swaps) <= BOX_ROWS:
        lines = [_entry(e) for e in deal.events if e.kind in (ev.MARRIAGE, ev.EXCHANGE)]
        return lines or ["NONE"]
    lines = []
    for player in (HUMAN, COMPUTER):
        own = [f"{_suit(e)}{e.value}" for e in marriages if e.player == player]
        for first in range(0, len(own), 3):
            lines.append(f"{_name(player):<9}{' '.join(own[first:first + 3])}")
    return lines + [_entry(e) for e in swaps]


def closed_line(deal: DealState) -> str:
    """Who closed the deal, written on the box's lower frame ("" while open)."""
    return "" if deal.closed_by is None else f" CLOSED BY {NAMES[deal.closed_by]} "


def _suit(event: ev.Event) -> str:
    return suit_char(Suit(SUIT_OF[event.cards[0]]))


def _entry(event: ev.Event) -> str:
    """One declaration or swap on a line of its own."""
    if event.kind == ev.MARRIAGE:
        return f"{_name(event.player):<9}{_suit(event)} {event.value}"
    nine, trump = (card_label(to_card(c)) for c in event.cards)
    return f"{_name(event.player):<9}{nine} FOR {trump}"


def draw(s: TextScreen, match: MatchState, view: View, look: Look) -> None:
    """Draw the whole table (rows 0-22); the shell owns rows 23 and 24."""
    deal = match.deal
    s.fill(0, 0, 80, 23, 0x20, look.table)
    _title_bar(s, match, look)
    if deal is None:
        return
    _hands(s, deal, view, look)
    _table(s, deal, view, look)
    _score_box(s, match, deal, look)
    s.fill(0, 22, 80, 1, 0x20, look.table)
    s.write(1, 22, view.prompt[:78], look.bright)
