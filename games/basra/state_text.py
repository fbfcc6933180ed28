"""The full text dump of a hand (``str(state)``; the game adds its totals), hidden cards
included.

Two states are the same position when their dumps are equal (replay and clone tests rely
on it), so every field that influences the future appears here.
"""

from __future__ import annotations

from games.basra.layout import Layout
from games.basra.pack import card_text, cards_text


def _listed(cards: list[int]) -> str:
    return " ".join(card_text(c) for c in cards) or "-"


def hand_text(state: Layout) -> str:
    """Several lines describing every part of a hand."""
    opts = state.options
    flags = [opts.game, f"scoring {opts.scoring}"]
    flags += ["ace-high"] * opts.ace_high + ["no-7D-sweeps"] * opts.no_seven_sweeps
    bottom = card_text(state.bottom) if state.bottom is not None else "-"
    replay = f" replaying {len(state.replay)} outcomes" if state.replay else ""
    deal = " ".join("F" if r == 2 else f"P{r}" for r in state.to_deal) or "-"
    lines = [
        f"hand: dealer P{state.dealer} ({' '.join(flags)}){replay}"
        f" chance steps {len(state.chance_log)} redeals {state.redeals}",
        f"pack: {cards_text(state.pack)} | bottom {bottom} tail {_listed(state.tail)}"
        f" buried {_listed(state.buried)} | to deal {deal} checked {state.floor_checked}",
        f"floor: {_listed(state.floor)}",
    ]
    for p in (0, 1):
        lines.append(
            f"P{p}: hand {cards_text(state.hands[p])} known {cards_text(state.known_dealt[p])}"
            f" | won {state.won[p].bit_count()}: {cards_text(state.won[p])}"
            f" | sweeps {_listed(state.sweep_cards[p])}")
    last = "-" if state.last_capturer is None else f"P{state.last_capturer}"
    lines.append(f"batch {state.batch} plays {state.plays} last capturer {last}"
                 f" discarded {cards_text(state.discarded)}")
    if state.score is not None:
        for p, s in enumerate(state.score):
            lines.append(
                f"score P{p}: {s.total} = majority {s.majority} sweeps {s.sweeps}"
                f" ({s.sweep_points}) jacks {s.jacks} aces {s.aces} twos {s.twos}"
                f" tens {s.tens} | cards {s.cards} clubs {s.clubs}")
    else:
        lines.append(f"to move: {state.current_player()}")
    return "\n".join(lines) + "\n"
