"""The Russian Bank table drawn onto the text screen from the game state (pure drawing).

``layout`` says where each pile goes; here they are drawn with the shared card renderer
and a ``Look``, so the mono screen works too. Rows 0-22 are the game's: the header bar,
the table, the letters legend (row 21) and what may be typed now (row 22). The shell owns
the message row (23) and the function-key legend (24).
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.card_art import (
    CARD_H,
    CARD_W,
    draw_back,
    draw_face,
    draw_slot,
    face_attr,
    suit_char,
)
from games._shared.cards import Rank
from games._shared.look import Look
from games.russian_bank import layout as lay
from games.russian_bank.layout import Place
from games.russian_bank.messages import running
from games.russian_bank.notation import NUM_HOUSES
from games.russian_bank.packs import to_card
from games.russian_bank.rules import BankState
from retro.textmode import TextScreen

TITLE = "RUSSIAN BANK"
LETTERS = (("D", "DECK"), ("W", "WASTE"), ("R", "RESERVE"), ("H1-H8", "HOUSES"),
           ("F", "FOUNDATIONS"))
"""The on-screen legend of the letters that label the piles (the keys that name them)."""


MODE_NAMES = ("CHECK MODE", "STOP MODE")
"""The two ways the order rules are kept, by the one name the header, the F6 legend (short:
CHECK and STOP), the messages and the help all use."""


@dataclass
class View:
    """What the screen shows beyond the game state: the program's and the player's choices,
    and the match's figures (the program sets them; they are not the game's)."""

    controllers: str = "KC"
    """``K`` keyboard or ``C`` computer for player 1 and player 2."""
    points: tuple[int, int] = (0, 0)
    """Each player's points in the match."""
    target: int = 100
    next_target: int | None = None
    """A lower match target chosen in the options, waiting for the game in play to end."""
    games_won: tuple[int, int] = (0, 0)
    matches_won: tuple[int, int] = (0, 0)
    game_number: int = 1
    pending: str = ""
    """The key of the card picked to move (``D``, ``R`` or a house digit), typed or
    clicked; that card is highlighted until it goes somewhere."""
    prompt: str = ""


def draw(s: TextScreen, game: BankState, view: View, look: Look) -> None:
    """Draw the whole table (rows 0-22): ``game`` and the match figures of ``view``."""
    s.fill(0, 0, 80, 23, 0x20, look.table)
    _header(s, game, view, look)
    if game.starter is None:
        return
    for player in (0, 1):
        _name_panel(s, game, view, player, look)
        _reserve(s, game, player, view, look)
        _middle_piles(s, game, player, view, look)
    for house in range(NUM_HOUSES):
        _house(s, game, house, view, look)
    _foundations(s, game, look)
    _letters(s, look)
    s.write(1, lay.PROMPT_ROW, view.prompt[:78], look.bright)


STOP_MODE_LINES = ("STOP MODE: ANY ORDER, MAY BE STOPPED; CARDS MUST FIT",
                   "STOP MODE: ANY ORDER, MAY BE STOPPED", "STOP MODE")
"""What the header says of the stop mode, the longest that fits first: a move out of
order is allowed and the other side may stop it, but a card still goes only where the
card rules let it. The header gives it the title's place (the title bar names the game)."""


def mode_line(stop_mode: bool, room: int) -> str:
    """The mode as the header shows it in ``room`` columns."""
    if not stop_mode:
        return MODE_NAMES[0]
    return next((line for line in STOP_MODE_LINES if len(line) <= room), STOP_MODE_LINES[-1])


def _header(s: TextScreen, game: BankState, view: View, look: Look) -> None:
    s.fill(0, lay.HEADER_ROW, 80, 1, 0x20, look.legend)
    target = f"MATCH TO {view.target}"
    if view.next_target is not None:
        target += f" ({view.next_target} AFTER GAME)"
    head = f"GAME {view.game_number}   "
    mode = mode_line(game.stop_mode, 79 - len(target) - 2 - 1 - len(head))
    s.write(1, lay.HEADER_ROW, head + mode, look.legend)
    title_col = (80 - len(TITLE)) // 2
    if 1 + len(head + mode) + 2 <= title_col:
        s.write(title_col, lay.HEADER_ROW, TITLE, look.legend)
    s.write(79 - len(target), lay.HEADER_ROW, target, look.legend)


def _name_panel(s: TextScreen, game: BankState, view: View, player: int, look: Look) -> None:
    """Who plays the side (on a bar while it is his turn), his match points, and the games
    and matches he has won, in the free corner of each side (18 columns: room for three
    digits in each figure)."""
    col = lay.NAME_COLS[player]
    row = lay.BAND_ROWS[4] if player == 0 else lay.BAND_ROWS[0]
    who = "KEYBOARD" if view.controllers[player] == "K" else "COMPUTER"
    name = f"PLAYER {player + 1}: {who}"
    to_play = not game.over and game.table.mover == player  # a stop's answer is no turn
    if to_play:
        s.write(col, row, f" {name} ", look.legend)
    else:
        s.write(col + 1, row, name, look.bright)
    lines = (f"MATCH POINTS {view.points[player]}", f"GAMES WON {view.games_won[player]}",
             f"MATCHES WON {view.matches_won[player]}")
    for offset, line in enumerate(lines, start=1):
        s.write(col + 1, row + offset, line, look.text)


def selected_place(view: View, mover: int) -> Place | None:
    """The pile whose card the pending key names, if any."""
    key = view.pending
    if key == "D":
        return Place(lay.TURNUP, mover)
    if key == "R":
        return Place(lay.RESERVE, mover)
    if key.isdigit() and 1 <= int(key) <= NUM_HOUSES:
        return Place(lay.HOUSE, None, int(key) - 1)
    return None


def _is_selected(game: BankState, view: View, kind: str, player: int | None,
                 index: int = 0) -> bool:
    return selected_place(view, game.table.mover) == Place(kind, player, index)


def _reserve(s: TextScreen, game: BankState, player: int, view: View, look: Look) -> None:
    box = lay.reserve_box(player)
    cards = game.table.reserves[player]
    if cards:
        draw_face(s, box.col, box.row, to_card(cards[-1]), look,
                  _is_selected(game, view, lay.RESERVE, player))
    else:
        draw_slot(s, box.col, box.row, look)
    col = lay.side_label_col(box)
    s.write(col, box.row + 1, "R ", look.bright)
    s.write(col, box.row + 2, f"{len(cards):<2d}", look.text)


def _house(s: TextScreen, game: BankState, house: int, view: View, look: Look) -> None:
    box = lay.house_box(house)
    cards = game.table.houses[house]
    s.write(lay.side_label_col(box), box.row + 1, f"H{house + 1}", look.bright)
    if not cards:
        draw_slot(s, box.col, box.row, look)
        return
    covered = cards[-2::-1]  # nearest the top card first
    cols = lay.fan_cols(house, len(covered))
    fan = list(zip(cols, covered, strict=False))
    if lay.is_left(house):
        fan.reverse()  # the farthest first, so each nearer card covers the one beyond it
    squeezed = len(cols) > 1 and abs(cols[1] - cols[0]) < CARD_W - 1  # "10" would show "1"
    for col, card in fan:
        face = to_card(card)
        draw_face(s, col, box.row, face, look)
        if squeezed and face.rank is Rank.TEN:
            s.write(col + 1, box.row + 1, f"{face.rank.letter}{suit_char(face.suit)} ",
                    face_attr(face, look))
    draw_face(s, box.col, box.row, to_card(cards[-1]), look,
              _is_selected(game, view, lay.HOUSE, None, house))


def _middle_piles(s: TextScreen, game: BankState, player: int, view: View, look: Look) -> None:
    """A player's hand, turned-up card, waste and running score, with their labels."""
    table = game.table
    label_row = lay.pile_label_row(player)
    deck = lay.pile_box(lay.DECK, player)
    if table.hands[player]:
        draw_back(s, deck.col, deck.row, look)
    else:
        draw_slot(s, deck.col, deck.row, look)
    _label(s, deck, label_row, f"D {len(table.hands[player])}", look)
    turnup = lay.pile_box(lay.TURNUP, player)
    if table.mover == player and table.turnup is not None and not game.over:
        draw_face(s, turnup.col, turnup.row, to_card(table.turnup), look,
                  _is_selected(game, view, lay.TURNUP, player))
    waste = lay.pile_box(lay.WASTE, player)
    if table.wastes[player]:
        draw_face(s, waste.col, waste.row, to_card(table.wastes[player][-1]), look)
    else:
        draw_slot(s, waste.col, waste.row, look)
    _label(s, waste, label_row, f"W {len(table.wastes[player])}", look)
    _score_display(s, game, player, look)


def _label(s: TextScreen, box: lay.Box, row: int, text: str, look: Look) -> None:
    """A pile's letter (bright) and count, centred over or under it."""
    col = box.col + (box.width - len(text)) // 2
    s.write(col, row, text, look.text)
    s.write(col, row, text[0], look.bright)


def _score_display(s: TextScreen, game: BankState, player: int, look: Look) -> None:
    """The blank card display: what the player would score by winning now, and below in
    brackets the cards he still has in hand, reserve and waste."""
    box = lay.pile_box(lay.SCORE, player)
    s.box(box.col, box.row, box.width, CARD_H, look.slot, style="single")
    score, cards = running(game, player)
    inner = box.width - 2
    s.write(box.col + 1, box.row + 1, score.center(inner), look.bright)
    s.write(box.col + 1, box.row + 2, cards.center(inner), look.text)
    _label(s, box, lay.pile_label_row(player), "SCORE", look)


def _foundations(s: TextScreen, game: BankState, look: Look) -> None:
    foundations = game.table.foundations
    first, last = lay.foundation_box(0), lay.foundation_box(3)
    middle = (first.col + last.col + CARD_W) // 2
    s.write(middle - 7, lay.FOUNDATION_LABEL_ROW, "F", look.bright)
    s.write(middle - 5, lay.FOUNDATION_LABEL_ROW, "FOUNDATIONS", look.text)
    for index, pile in enumerate(foundations):
        box = lay.foundation_box(index)
        if pile:
            draw_face(s, box.col, box.row, to_card(pile[-1]), look)
        else:
            draw_slot(s, box.col, box.row, look)


def _letters(s: TextScreen, look: Look) -> None:
    """Row 21: which letter labels which pile."""
    parts = [f"{letter} {word}" for letter, word in LETTERS]
    text = "   ".join(parts)
    col = (80 - len(text)) // 2
    for (letter, _), part in zip(LETTERS, parts, strict=True):
        s.write(col, lay.LETTERS_ROW, part, look.text)
        s.write(col, lay.LETTERS_ROW, letter, look.bright)
        col += len(part) + 3


__all__ = ["MODE_NAMES", "View", "draw", "selected_place"]
