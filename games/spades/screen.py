"""Spades' table, drawn onto the text screen from the game state (pure drawing).

Layout, from the bottom seat's point of view (see ``places``)::

    row  0       title bar: the hand, the dealer, the last book, the target
    rows 1-5     the N-S box (bid, books, score, sandbags), the top player's place,
                 the E-W box; on row 6 under a box, after a renege, how the side's
                 books differ from the books its players took
    rows 7-15    the left and right players' places (name, bid and books; the hand as
                 backs, or as a diagram with open hands; under it the cards dealt face
                 up); in the middle the pack while dealing, the bidding box while
                 bidding, the book on the table while playing (an arrow points to the
                 card that took it)
    row  16      the bottom player's name, bid and books; while you bid, the numbers
                 0 to 13 to click at its right
    rows 17-20   the bottom hand, face up; row 21 marks its cards dealt face up
    row  22      what you may type now
    rows 23-24   the shell's message row (refusals are the shell's notices) and legend
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.card_art import draw_pile, draw_slot
from games._shared.look import Look
from games.spades import messages
from games.spades.places import (
    BOTTOM,
    BOTTOM_NAME_ROW,
    HAND_ROW,
    HAND_STEP,
    LEFT,
    PROMPT_ROW,
    RIGHT,
    RIGHT_COL,
    SHOWN_ROW,
    SIDE_HAND_ROW,
    SIDE_NAME_ROW,
    SIDE_UP_ROW,
    SIDE_WIDTH,
    TITLE_ROW,
    TOP,
    TOP_COL,
    TOP_HAND_ROW,
    TOP_NAME_ROW,
    TOP_WIDTH,
    TRICK_CELLS,
    bid_choice_cols,
    card_name,
    diagram,
    draw_card,
    draw_fan,
    draw_row,
    hand_col,
    in_hand_order,
    place_of,
    row_width,
    seat_at,
)
from games.spades.rulebook import (
    DEAL_SIZE,
    NUM_SEATS,
    SEAT_NAMES,
    SOUTH,
    TEAM_NAMES,
    TEAMS,
    team_of,
)
from games.spades.rules import SpadesState, Trick
from retro.textmode import TextScreen

MOVER_MARK = "\u25ba"
"""► before the name of the player whose turn it is."""
ARROWS = {TOP: ((39, 10, "\u25b2"), (39, 11, "\u2502")),
          BOTTOM: ((39, 10, "\u2502"), (39, 11, "\u25bc")),
          LEFT: ((34, 10, "\u25c4\u2500\u2500\u2500\u2500"),),
          RIGHT: ((40, 10, "\u2500\u2500\u2500\u2500\u25ba"),)}
"""The arrow from the middle of the table to the card that took the book, by place."""
TEAM_BOX_COLS = (0, 59)
TEAM_BOX_WIDTH = 21
LAST_BOOK_COL = 26
"""Where the last book starts on the title bar (further left when it is long)."""
BOOKS_NOTE_ROW = 6
"""Under each side's box: how its books differ from what its players took (reneges)."""
NOTE_WIDTH = 36
"""Room on row 6 either side of the top card of the book in play."""
UP_GAP = 2
"""Columns between the top player's hand and the cards dealt to him face up."""
BID_BOX = (27, 6, 27, 10)
"""Column, row, width and height of the bidding box in the middle of the table."""


@dataclass
class View:
    """What the screen shows beyond the rules' state."""

    bottom: int = SOUTH
    """The seat drawn at the bottom, face up."""
    you: int | None = SOUTH
    """The seat the words call YOU (None when nobody or several play at the keyboard)."""
    open_hands: bool = False
    selected: int = 0
    """Index into the bottom hand (in its laid-out order) of the card pointed to."""
    pointing: bool = False
    finished: Trick | None = None
    """A book just completed, left on the table with the arrow for a moment."""
    prompt: str = ""
    exposed: tuple[int, int] | None = None
    """A seat and the hand it was dealt, shown face up at its place: the hand that forced
    a redeal, while the message says why (the cards have already gone back)."""
    bid_choices: bool = False
    """While the bottom player bids: the bids 0 to 13 stand clickable by his name."""


def name_line(state: SpadesState, seat: int, view: View) -> str:
    """``"WEST  BID 3  BOOKS 1"``: a player's name, bid (``-`` before it) and books."""
    name = SEAT_NAMES[seat] + (" (YOU)" if seat == view.you else "")
    bid = state.bids[seat]
    return f"{name}  BID {'-' if bid is None else bid}  BOOKS {state.tricks_won[seat]}"


def _mover(state: SpadesState) -> int | None:
    if state.phase in ("bid", "play"):
        return state.current_player()
    return None


def last_book(state: SpadesState, view: View) -> str:
    """``"LAST BOOK 3♥ Q♥ A♥ 9♥ TO YOU"``: the book before the one on the table, in play
    order, so a player can look back once the arrow has gone. A book that counts for the
    other side (a renege's price) says so: ``"... TO YOU, FOR E-W"``."""
    if state.phase != "play" or not state.tricks or view.finished is not None:
        return ""
    _, cards, winner, credited = state.tricks[-1]
    named = " ".join(card_name(card) for card in cards)
    text = f"LAST BOOK {named} TO {'YOU' if winner == view.you else SEAT_NAMES[winner]}"
    return text if credited == team_of(winner) else f"{text}, FOR {TEAM_NAMES[credited]}"


def _title_bar(s: TextScreen, state: SpadesState, view: View, look: Look) -> None:
    s.fill(0, TITLE_ROW, 80, 1, 0x20, look.legend)
    hand = str(state.hand_number) if state.hand_number else "-"
    dealer = SEAT_NAMES[state.dealer] if state.dealer is not None else "-"
    s.write(1, TITLE_ROW, f"HAND {hand}  DEALER: {dealer}", look.legend)
    target = f"GAME TO {state.options.target}"
    book = last_book(state, view)
    s.write(min(LAST_BOOK_COL, 78 - len(target) - len(book)), TITLE_ROW, book, look.legend)
    s.write(79 - len(target), TITLE_ROW, target, look.legend)


def book_counts(state: SpadesState, team: int) -> tuple[int, int, int]:
    """Books the team's players took this hand, how many of those count for the other side,
    and how many the other side's players took that count for this team (reneges)."""
    taken = lost = gained = 0
    for _, _, winner, credited in state.tricks:
        if team_of(winner) == team:
            taken += 1
            lost += credited != team
        else:
            gained += credited == team
    return taken, lost, gained


def books_note(state: SpadesState, team: int) -> str:
    """``"N-S BOOKS: 4 TAKEN - 3 TO E-W"``: how the side's books differ from what its
    players took, when a renege moved some; ``""`` when they agree."""
    taken, lost, gained = book_counts(state, team)
    if not lost and not gained:
        return ""
    other = TEAM_NAMES[1 - team]
    moved = " - ".join([f"{taken} TAKEN"] + ([f"{lost} TO {other}"] if lost else []))
    if gained:
        moved += f" + {gained} FROM {other}"
    note = f"{TEAM_NAMES[team]} BOOKS: {moved}"
    return note if len(note) <= NOTE_WIDTH else f"{TEAM_NAMES[team]}: {moved}"


def _team_box(s: TextScreen, state: SpadesState, team: int, view: View, look: Look) -> None:
    col, width = TEAM_BOX_COLS[team], TEAM_BOX_WIDTH
    s.box(col, 1, width, 5, look.text, style="single", fill=look.table)
    yours = view.you is not None and view.you in TEAMS[team]
    s.write(col + 2, 1, f" {TEAM_NAMES[team]}{': YOUR SIDE' if yours else ''} ", look.bright)
    bids = [state.bids[seat] for seat in TEAMS[team]]
    bid = "-" if all(b is None for b in bids) else str(state.team_bid(team))
    score = state.scores[team]
    s.write(col + 2, 2, f"BID {bid:>2}   BOOKS {state.books[team]:>2}", look.text)
    s.write(col + 2, 3, f"SCORE {score.shown:>11}", look.text)
    s.write(col + 2, 4, f"SANDBAGS {score.bags} OF {score.bag_limit}", look.text)
    note = books_note(state, team)
    s.write(col + 1 if team == 0 else col + width - 1 - len(note), BOOKS_NOTE_ROW, note,
            look.bright)


def _name(s: TextScreen, col: int, row: int, state: SpadesState, seat: int, view: View,
          look: Look) -> None:
    moving = _mover(state) == seat
    s.write(col, row, MOVER_MARK if moving else " ", look.marker)
    s.write(col + 1, row, name_line(state, seat, view), look.bright if moving else look.text)


def _held(state: SpadesState, seat: int, view: View) -> tuple[int, int, bool]:
    """What a place shows of a hand: the cards held back, the cards dealt face up, and
    whether the held-back ones are shown (open hands, or the hand that forced a redeal)."""
    if view.exposed is not None and view.exposed[0] == seat:
        return view.exposed[1], 0, True
    face_up = state.face_up[seat]
    return state.hands[seat] & ~face_up, face_up, view.open_hands


def _top_place(s: TextScreen, state: SpadesState, seat: int, view: View, look: Look) -> None:
    line = name_line(state, seat, view)
    _name(s, TOP_COL + (TOP_WIDTH - len(line)) // 2 - 1, TOP_NAME_ROW, state, seat, view, look)
    hidden, face_up, shown = _held(state, seat, view)
    ups = in_hand_order(face_up)
    room = TOP_WIDTH - (UP_GAP + row_width(len(ups)) if ups else 0)
    lines = diagram(hidden, room) if shown else []
    left = max(map(len, lines)) if lines else bin(hidden).count("1") + 4 if hidden else 0
    gap = UP_GAP if left and ups else 0
    col = TOP_COL + (TOP_WIDTH - left - gap - row_width(len(ups))) // 2
    if shown:
        for i, text in enumerate(lines):
            s.write(col, TOP_HAND_ROW + i, text, look.text)
    else:
        draw_fan(s, col, TOP_HAND_ROW, bin(hidden).count("1"), look)
    draw_row(s, col + left + gap, TOP_HAND_ROW, ups, look)


def _side_place(s: TextScreen, state: SpadesState, seat: int, place: int, view: View,
                look: Look) -> None:
    col = 0 if place == LEFT else RIGHT_COL
    _name(s, col, SIDE_NAME_ROW, state, seat, view, look)
    hidden, face_up, shown = _held(state, seat, view)
    if shown:
        for i, text in enumerate(diagram(hidden, SIDE_WIDTH - 1)):
            s.write(col + 1, SIDE_HAND_ROW + i, text, look.text)
    else:
        draw_fan(s, col + 1, SIDE_HAND_ROW, bin(hidden).count("1"), look)
    draw_row(s, col + 1, SIDE_UP_ROW, in_hand_order(face_up), look)


def _bottom_place(s: TextScreen, state: SpadesState, seat: int, view: View, look: Look) -> None:
    _name(s, 0, BOTTOM_NAME_ROW, state, seat, view, look)
    hidden, face_up, _ = _held(state, seat, view)
    cards = in_hand_order(hidden | face_up)
    first = hand_col(len(cards))
    for i, card in enumerate(cards):
        col = first + i * HAND_STEP
        draw_card(s, col, HAND_ROW, card, look, view.pointing and i == view.selected)
        if state.face_up[seat] >> card & 1:
            s.write(col, SHOWN_ROW, "SHOWN", look.text)
    if view.bid_choices:
        first = bid_choice_cols()[0][0]
        s.write(first - len(messages.BID_CHOICES) - 1, BOTTOM_NAME_ROW, messages.BID_CHOICES,
                look.text)
        for col, bid in bid_choice_cols():
            s.write(col, BOTTOM_NAME_ROW, str(bid), look.bright)


def _bid_box(s: TextScreen, state: SpadesState, view: View, look: Look) -> None:
    col, top, width, height = BID_BOX
    s.box(col, top, width, height, look.text, style="single", fill=look.table)
    s.write(col + 2, top, " BIDDING ", look.bright)
    s.write(col + 13, top + 1, "FIRST SECOND", look.text)
    assert state.dealer is not None
    mover = _mover(state)
    for j in range(NUM_SEATS):
        seat, row = (state.dealer + 1 + j) % NUM_SEATS, top + 2 + j
        first, second = state.first_bids[seat], None
        if state.bid_turn > NUM_SEATS + j:
            second = state.bids[seat]
        s.write(col + 1, row, MOVER_MARK if seat == mover else " ", look.marker)
        name = SEAT_NAMES[seat] + (" (YOU)" if seat == view.you else "")
        attr = look.bright if seat == mover else look.text
        s.write(col + 2, row, name, attr)
        s.write(col + 15, row, _figure(first), attr)
        s.write(col + 21, row, _figure(second), attr)
    for team in (0, 1):
        row = top + 7 + team
        firsts = [state.first_bids[seat] for seat in TEAMS[team]]
        first_total = None if all(b is None for b in firsts) else sum(b or 0 for b in firsts)
        now = state.team_bid(team) if state.bid_turn > NUM_SEATS else None
        s.write(col + 2, row, f"{TEAM_NAMES[team]} SIDE", look.bright)
        s.write(col + 15, row, _figure(first_total), look.bright)
        s.write(col + 21, row, _figure(now), look.bright)


def _figure(value: int | None) -> str:
    return f"{'-' if value is None else value:>2}"


def _book(s: TextScreen, state: SpadesState, view: View, look: Look) -> None:
    """The book on the table: the cards played so far, or a finished one with its arrow."""
    if view.finished is not None:
        leader, cards, winner, _ = view.finished
    else:
        leader, cards, winner = state.leader, tuple(state.trick), None
    for col, row in TRICK_CELLS.values():
        draw_slot(s, col, row, look)
    for i, card in enumerate(cards):
        place = place_of((leader + i) % NUM_SEATS, view.bottom)
        col, row = TRICK_CELLS[place]
        draw_card(s, col, row, card, look, selected=(leader + i) % NUM_SEATS == winner)
    if winner is not None:
        for col, row, text in ARROWS[place_of(winner, view.bottom)]:
            s.write(col, row, text, look.marker)


def draw(s: TextScreen, state: SpadesState, view: View, look: Look) -> None:
    """Draw the whole table (rows 0-22); the shell owns rows 23 and 24."""
    s.fill(0, 0, 80, PROMPT_ROW + 1, 0x20, look.table)
    _title_bar(s, state, view, look)
    for team in (0, 1):
        _team_box(s, state, team, view, look)
    if state.dealer is not None:
        _top_place(s, state, seat_at(TOP, view.bottom), view, look)
        for place in (LEFT, RIGHT):
            _side_place(s, state, seat_at(place, view.bottom), place, view, look)
        _bottom_place(s, state, view.bottom, view, look)
    if state.phase == "deal" and state.dealt < DEAL_SIZE:
        draw_pile(s, 37, 9, DEAL_SIZE - state.dealt, look)
    elif state.phase == "bid":
        _bid_box(s, state, view, look)
    elif state.phase in ("play", "scored", "over"):
        _book(s, state, view, look)
    s.write(1, PROMPT_ROW, view.prompt[:78], look.bright)
