"""The full text dump of a game (``str(BankState)``), face-down cards included.

Tests compare dumps (a replayed game must dump the same), logs and playthroughs show them.
Piles read bottom to top; in a hand or a reserve the cards before ``/`` are face down and
never seen.
"""

from __future__ import annotations

from games.russian_bank.game import Game
from games.russian_bank.notation import format_move
from games.russian_bank.packs import card_text


def cards(pile: list[int]) -> str:
    """Cards of a pile, bottom first, or ``-``."""
    return " ".join(card_text(c) for c in pile) or "-"


def split_pile(pile: list[int], hidden: int) -> str:
    """A pile with its face-down bottom part before a ``/``."""
    if not hidden:
        return cards(pile)
    return f"{cards(pile[:hidden])} / {cards(pile[hidden:])}"


def state_text(state: Game) -> str:
    """Several lines describing every part of ``state``."""
    table = state.table
    mode = "stop" if state.stop_mode else "refuse"
    starter = "-" if state.starter is None else f"P{state.starter} ({state.start_reason})"
    lines = [
        f"game: dealt {state.dealt} starter {starter} mode {mode} moves {state.moves_made}"
        f" turns {state.turns} turn moves {state.turn_moves}"
        f" stuck {state.stuck[0]}/{state.stuck[1]}",
        "houses: " + " | ".join(f"{i + 1}: {cards(h)}" for i, h in enumerate(table.houses)),
        "foundations: " + " | ".join(cards(f) for f in table.foundations),
    ]
    for p in (0, 1):
        turned = card_text(table.turnup) if table.turnup is not None and table.mover == p \
            else "-"
        lines.append(
            f"P{p}: hand {split_pile(table.hands[p], table.hand_hidden[p])}"
            f" | reserve {split_pile(table.reserves[p], table.reserve_hidden[p])}"
            f" | waste {cards(table.wastes[p])} | turned up {turned}"
            f" | loads {state.loads[p]} turnovers {state.turnovers[p]} stops {state.stops[p]}")
    offer = state.stop_offer
    if offer is not None:
        lines.append(f"stop offer: P{offer.offender} played {format_move(offer.action)}"
                     f" ({offer.rule}), mandatory {format_move(offer.mandatory)}")
    if state.over:
        if state.winner is not None:
            lines.append(f"over: P{state.winner} wins {state.score}")
        else:
            lines.append(f"over: {'abandoned' if state.abandoned else 'draw'}"
                         f" {state.draw_reason}".rstrip())
    else:
        lines.append(f"to move: {state.current_player()} (mover P{table.mover})")
    return "\n".join(lines) + "\n"
