"""Basra's table, drawn onto the text screen from the game (pure drawing).

Layout, as the original had it: your hand at the top, the computer's underneath, the floor
between; each player's win pile beside his hand, so yours lies above the computer's::

    row  0       title bar: the game, the hand, the dealer, the gamepoint, both totals
    row  1       YOUR HAND (► when it is your turn), your win pile's count and basras
    rows 2-5     your cards (1-4), your win pile (a back), its basra cards face up, and
                 with "show piles" what the pile holds, suit by suit
    row  6       the places 1-4 under your cards and the pointer ▲
    row  7       THE FLOOR; PACK and CUT over the pack and the cut's bottom card
    rows 8-15    the floor, two rows of cards; at the right the pack, and the public cards
                 at its bottom in the order they will be dealt: the cut's card, then any
                 jack or 7♦ buried beneath it, each over the one before, down to BOTTOM
    row  16      ABDUL'S HAND and his win pile's count and basras
    rows 17-20   his cards (backs, or faces with "open hands"), his win pile
    row  22      what you may type now
    rows 23-24   the shell's message row and legend (a refusal is the shell's notice
                 there: until the next key, or its reading time)

A capture is shown for a moment before the cards go: ``View.scene`` replaces the floor
with the floor as it was plus the played card, the cards taken lit up.
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.bigtext import draw_big, text_width
from games._shared.card_art import (
    CARD_H,
    CARD_W,
    card_label,
    draw_back,
    draw_face,
    draw_pile,
    draw_slot,
    face_attr,
    suit_char,
)
from games._shared.cards import Rank, Suit
from games._shared.look import Look
from games.basra import messages
from games.basra.game import BasraGame
from games.basra.pack import ORDER_KEY, RANK_OF, SUIT_OF, bits, to_card
from retro.textmode import TextScreen

TITLE_ROW, YOUR_ROW, FLOOR_ROW, HIS_ROW, PROMPT_ROW, MESSAGE_ROW = 0, 1, 7, 16, 22, 23
HAND_COL, HAND_STEP = 2, 6
PILE_COL, SWEEP_COL, SWEEP_STEP, SWEEPS_SHOWN = 30, 37, 5, 3
LIST_COL = 52
FLOOR_COL, FLOOR_WIDTH, FLOOR_TOP = 2, 62, 8
PACK_COL, CUT_COL = 66, 73
TAIL_STEP, TAIL_ROOMY = 2, 3
"""Rows between the known bottom cards, while there are at most this many (then 1)."""
MOVER_MARK = "\u25ba"
SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


@dataclass
class View:
    """What the screen shows beyond the game itself."""

    human: int = 0
    """The seat drawn at the top, face up (the keyboard's seat; never assumed to be 0)."""
    open_hands: bool = False
    show_piles: bool = False
    selected: int = 0
    pointing: bool = False
    prompt: str = ""
    lit: int = 0
    """Floor cards drawn lit up (the cards a capture takes, a card just trailed)."""
    scene: list[int] | None = None
    """The floor to draw instead of the game's: the floor before a capture and the card."""
    played: int | None = None
    """The card just played, left out of its player's hand while the scene shows."""
    banner: tuple[str, str] | None = None
    """A basra's (or sur's) banner over the floor: the big word and the line under it."""


def hand_cards(game: BasraGame, seat: int, view: View) -> list[int]:
    """The cards of ``seat``'s hand in the order drawn (the order they were dealt in is
    not kept, so the fixed order: suits, then ranks)."""
    hand = game.hand
    if hand is None:
        return []
    cards = sorted(bits(hand.hands[seat]), key=ORDER_KEY.__getitem__)
    return [c for c in cards if c != view.played]


def card_col(index: int) -> int:
    """The column of card ``index`` (0-3) of a hand."""
    return HAND_COL + index * HAND_STEP


def hand_index_at(col: int, row: int, count: int) -> int | None:
    """Which of your ``count`` cards a click at (col, row) is on, if any."""
    if not YOUR_ROW + 1 <= row <= YOUR_ROW + 4:
        return None
    for i in range(count):
        if card_col(i) <= col < card_col(i) + CARD_W:
            return i
    return None


def _title_bar(s: TextScreen, game: BasraGame, view: View, look: Look) -> None:
    s.fill(0, TITLE_ROW, 80, 1, 0x20, look.legend)
    opts, hand = game.options, game.hand
    name = "PASSUR" if opts.passur else "BASRA"
    number = len(game.hand_scores) + (0 if hand is None or hand.over else 1)
    dealer = "-" if hand is None else "YOU" if hand.dealer == view.human else "ABDUL"
    left = f" {name}  HAND {number or '-'}  DEALER: {dealer}  GAME TO {opts.gamepoint}"
    s.write(0, TITLE_ROW, left, look.legend)
    right = f"YOU {game.scores[view.human]}  ABDUL {game.scores[1 - view.human]} "
    s.write(80 - len(right), TITLE_ROW, right, look.legend)


def shown_pile(game: BasraGame, seat: int, view: View) -> tuple[int, list[int]]:
    """``seat``'s win pile as drawn (its cards as a mask, its basra cards): while a
    capture is shown (``view.scene``) its cards are still on the floor, so they are left
    out, and the played card with them if it made a basra."""
    hand = game.hand
    if hand is None:
        return 0, []
    won, sweeps = hand.won[seat], list(hand.sweep_cards[seat])
    if view.scene is not None:
        won &= ~view.lit
        sweeps = [c for c in sweeps if c != view.played]
    return won, sweeps


def pile_line(game: BasraGame, seat: int, view: View) -> str:
    """``"YOUR WIN PILE: 12 CARDS, 1 BASRA"``."""
    pile, cards = shown_pile(game, seat, view)
    won, sweeps = pile.bit_count(), len(cards)
    whose = "YOUR" if seat == view.human else "ABDUL'S"
    return (f"{whose} WIN PILE: {messages.counted(won, 'CARD')},"
            f" {messages.counted(sweeps, game.options.sweep_name)}")


def suit_lines(pile: int) -> list[str]:
    """What a win pile holds, one line per suit: ``"♣ A 2 5 T K"`` (ten as T)."""
    lines = []
    for suit in SUIT_ORDER:
        ranks = [RANK_OF[c] for c in bits(pile) if SUIT_OF[c] is suit]
        ranks.sort(key=lambda r: 1 if r is Rank.ACE else int(r))
        lines.append(suit_char(suit) + " " + " ".join(to_card_letter(r) for r in ranks))
    return lines


def to_card_letter(rank: Rank) -> str:
    return "T" if rank is Rank.TEN else rank.label


def _player(s: TextScreen, game: BasraGame, seat: int, row: int, view: View,
            look: Look) -> None:
    """One player's band: name line, hand, win pile, basra cards, pile contents."""
    hand = game.hand
    moving = (hand is not None and not hand.over and hand.current_player() == seat
              and view.scene is None)  # while a capture shows, nobody is to move yet
    you = seat == view.human
    name = "YOUR HAND" if you else f"{messages.COMPUTER_NAME}'S HAND"
    s.write(0, row, MOVER_MARK if moving else " ", look.marker)
    s.write(1, row, name, look.bright if moving else look.text)
    s.write(PILE_COL, row, pile_line(game, seat, view), look.text)
    cards = hand_cards(game, seat, view)
    for i, card in enumerate(cards):
        col = card_col(i)
        if you or view.open_hands:
            draw_face(s, col, row + 1, to_card(card), look,
                      selected=you and view.pointing and i == view.selected)
        else:
            draw_back(s, col, row + 1, look)
        if you:
            pointed = view.pointing and i == view.selected
            s.write(col + 1, row + 5, "\u25b2" if pointed else " ", look.marker)
            s.write(col + 3, row + 5, str(i + 1), look.text)
    if hand is None:
        return
    won, sweeps = shown_pile(game, seat, view)
    draw_pile(s, PILE_COL, row + 1, won.bit_count(), look)
    for j, card in enumerate(sweeps[:SWEEPS_SHOWN]):
        draw_face(s, SWEEP_COL + j * SWEEP_STEP, row + 1, to_card(card), look)
    if len(sweeps) > SWEEPS_SHOWN:
        s.write(SWEEP_COL, row + 5, f"+{len(sweeps) - SWEEPS_SHOWN} MORE", look.text)
    if view.show_piles:
        for i, line in enumerate(suit_lines(won)):
            s.write(LIST_COL, row + 1 + i, line, look.text)


def floor_places(count: int) -> list[tuple[int, int]]:
    """(col, row) of each of ``count`` floor cards: two rows, closer together when many."""
    per_row = max(10, (count + 1) // 2)
    step = min(HAND_STEP, max(3, (FLOOR_WIDTH - CARD_W) // max(1, per_row - 1)))
    return [(FLOOR_COL + (i % per_row) * step, FLOOR_TOP + 4 * (i // per_row))
            for i in range(count)]


def _floor(s: TextScreen, game: BasraGame, view: View, look: Look) -> None:
    hand = game.hand
    s.write(1, FLOOR_ROW, "THE FLOOR", look.bright)
    if hand is None:
        return
    cards = view.scene if view.scene is not None else hand.floor
    if not cards:
        draw_slot(s, FLOOR_COL, FLOOR_TOP, look)
    for card, (col, row) in zip(cards, floor_places(len(cards)), strict=True):
        draw_face(s, col, row, to_card(card), look, selected=bool(view.lit >> card & 1))
    s.write(PACK_COL - 1, FLOOR_ROW, "PACK", look.text)
    draw_pile(s, PACK_COL - 1, FLOOR_TOP, hand.pack_size, look)
    s.write(CUT_COL, FLOOR_ROW, "CUT", look.text)
    _known_tail(s, hand.tail, look)


def _known_tail(s: TextScreen, tail: list[int], look: Look) -> None:
    """The public cards at the bottom of the pack, in the order they will be dealt: the
    cut's card first, then each jack or 7♦ buried beneath it, down to BOTTOM (dealt last).
    Each card lies over the one dealt before, which keeps its name in sight."""
    if not tail:
        draw_slot(s, CUT_COL, FLOOR_TOP, look)
        return
    step = TAIL_STEP if len(tail) <= TAIL_ROOMY else 1
    for i, card in enumerate(tail):
        row = FLOOR_TOP + i * step
        draw_face(s, CUT_COL, row, to_card(card), look)
        if step == 1 and i < len(tail) - 1:  # only the top border shows: name it there
            s.write(CUT_COL + 1, row, card_label(to_card(card)), face_attr(to_card(card),
                                                                           look))
    label_row = FLOOR_TOP + (len(tail) - 1) * step + CARD_H
    if label_row < HIS_ROW:
        s.write(CUT_COL - 1, label_row, "BOTTOM", look.text)


def _banner(s: TextScreen, word: str, line: str, look: Look) -> None:
    """The basra's banner: the word in block letters in a box over the floor."""
    width = max(text_width(word), len(line)) + 6
    col, top = (80 - width) // 2, FLOOR_TOP
    s.box(col, top, width, 8, look.dialog, style="double", fill=look.dialog)
    draw_big(s, (80 - text_width(word)) // 2, top + 1, word, look.dialog_key)
    s.write((80 - len(line)) // 2, top + 6, line, look.dialog)


def draw(s: TextScreen, game: BasraGame, view: View, look: Look) -> None:
    """Draw the whole table (rows 0-22); the shell owns rows 23 and 24."""
    s.fill(0, 0, 80, PROMPT_ROW + 1, 0x20, look.table)
    _title_bar(s, game, view, look)
    _player(s, game, view.human, YOUR_ROW, view, look)
    _floor(s, game, view, look)
    _player(s, game, 1 - view.human, HIS_ROW, view, look)
    if view.banner is not None:
        _banner(s, *view.banner, look)
    s.write(1, PROMPT_ROW, view.prompt[:78], look.bright)
