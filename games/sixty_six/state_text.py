"""The full text dump of a deal (``str(DealState)``), hidden cards included.

Used by tests (two states are the same deal position when their dumps are equal), logs and
playthrough goldens. Every field that influences the future of the deal appears here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.sixty_six.deck import bits, card_text, suit_title

if TYPE_CHECKING:
    from games.sixty_six.deal import Deal


def _cards(mask: int) -> str:
    return " ".join(card_text(c) for c in bits(mask)) or "-"


def state_text(state: Deal) -> str:
    """Several lines describing every part of ``state``."""
    opts = state.options
    trump = card_text(state.trump_card) if state.trump_card is not None else "-"
    suit = suit_title(state.trump_suit) if state.trump_suit is not None else "-"
    closed = "-" if state.closed_by is None else (
        f"P{state.closed_by} (opponent had a trick: {state.closer_opponent_had_trick})")
    needs_trick = " marriage-needs-trick" if opts.marriage_needs_trick else ""
    lines = [
        f"deal: dealer P{state.dealer} carry {state.carry_in} dealt {state.dealt}"
        f" options {opts.strict_endgame}{needs_trick}",
        f"trump: {trump} suit {suit} stock: {_cards(state.stock)} closed: {closed}",
    ]
    for p in (0, 1):
        lines.append(
            f"P{p}: hand {_cards(state.hands[p])} | points {state.points[p]}"
            f" pending {state.pending[p]} tricks {state.tricks[p]} won {_cards(state.won[p])}"
            f" | known {_cards(state.known[p])} excluded {_cards(state.excluded[p])}"
        )
    led = card_text(state.led) if state.led is not None else "-"
    draw = " ".join(f"P{p}" for p in state.to_draw) or "-"
    lines.append(f"leader P{state.leader} led {led} to draw {draw}")
    if state.last_trick is not None:
        t = state.last_trick
        lines.append(f"last trick: P{t.leader} {card_text(t.led)} {card_text(t.followed)}"
                     f" -> P{t.winner} +{t.points}")
    for m in state.marriages:
        lines.append(f"marriage: P{m.player} {suit_title(m.suit)} {m.value}"
                     f"{'' if m.counted else ' (pending)'}")
    if state.over:
        result = "carry" if state.winner is None else f"P{state.winner} +{state.game_points}"
        lines.append(f"over: {result} {state.reason}".rstrip())
    else:
        lines.append(f"to move: {state.current_player()}")
    return "\n".join(lines) + "\n"
