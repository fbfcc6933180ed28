"""The one card renderer every card game uses.

A card is 5 cells wide and 4 high::

    ┌───┐   ┌───┐
    │10♦│   │░░░│
    │ ♦ │   │░░░│
    └───┘   └───┘

Faces are red or black on white (reverse video in mono, where the suit
symbol itself tells the suits apart); a selected card turns cyan (intense
in mono); a back is a blue weave. Piles show their card count beneath.
"""

from __future__ import annotations

from games._shared.cards import Card, Suit
from games._shared.look import Look
from retro.textmode import TextScreen, decode

CARD_W, CARD_H = 5, 4
BACK_WEAVE = 0xB1  # ▒


def card_label(card: Card) -> str:
    """``"10♦"``, ``"A♥"``: the rank and suit as shown on a face and in messages."""
    return card.rank.label + suit_char(card.suit)


def suit_char(suit: Suit) -> str:
    """The suit's symbol as text (CP437 codes 3-6 on the screen)."""
    return decode(bytes([suit.glyph]))


def face_attr(card: Card, look: Look, selected: bool = False) -> int:
    """The attribute a face is drawn in."""
    if selected:
        return look.card_red_selected if card.is_red else look.card_black_selected
    return look.card_red if card.is_red else look.card_black


def draw_face(screen: TextScreen, col: int, row: int, card: Card, look: Look,
              selected: bool = False) -> None:
    """A face-up card with its top-left corner at (col, row)."""
    a = face_attr(card, look, selected)
    screen.box(col, row, CARD_W, CARD_H, a, style="single", fill=a)
    screen.write(col + 1, row + 1, card_label(card), a)
    screen.write(col + 2, row + 2, suit_char(card.suit), a)


def draw_back(screen: TextScreen, col: int, row: int, look: Look) -> None:
    """A face-down card."""
    a = look.card_back
    screen.box(col, row, CARD_W, CARD_H, a, style="single")
    screen.fill(col + 1, row + 1, CARD_W - 2, CARD_H - 2, BACK_WEAVE, a)


def draw_slot(screen: TextScreen, col: int, row: int, look: Look) -> None:
    """An empty place where a card may go: a faint outline."""
    screen.fill(col, row, CARD_W, CARD_H, 0x20, look.table)
    screen.box(col, row, CARD_W, CARD_H, look.slot, style="single")


def draw_card(screen: TextScreen, col: int, row: int, card: Card | None, look: Look,
              selected: bool = False) -> None:
    """A face if ``card`` is given, else a back."""
    if card is None:
        draw_back(screen, col, row, look)
    else:
        draw_face(screen, col, row, card, look, selected)


def draw_pile(screen: TextScreen, col: int, row: int, count: int, look: Look,
              top: Card | None = None, label: str = "") -> None:
    """A pile: its top card (a back unless ``top`` is given) and the count beneath."""
    if count <= 0:
        draw_slot(screen, col, row, look)
    else:
        draw_card(screen, col, row, top, look)
    text = f"{label}{count:2d}" if label else f"{count:2d}"
    screen.fill(col, row + CARD_H, CARD_W + 1, 1, 0x20, look.table)
    screen.write(col + (CARD_W - len(text)) // 2, row + CARD_H, text, look.text)


def draw_marker(screen: TextScreen, col: int, row: int, look: Look, on: bool = True) -> None:
    """The ▲ pointer under a card (cleared when ``on`` is false)."""
    screen.write(col + CARD_W // 2, row, "▲" if on else " ", look.marker)
