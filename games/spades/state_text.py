"""The full text dump of a game (``str(SpadesState)``), hidden cards included.

Used by tests (two states are the same position when their dumps are equal), logs and
playthrough goldens. Every field that influences the rest of the game appears here.
"""

from __future__ import annotations

from games.spades.deck import bits, card_text
from games.spades.rulebook import SEAT_LETTERS, TEAM_NAMES
from games.spades.scoring import hand_text
from games.spades.table_state import TableState


def cards_text(mask: int) -> str:
    """The cards of a mask, lowest first, or ``-``."""
    return " ".join(card_text(c) for c in bits(mask)) or "-"


def state_text(state: TableState) -> str:
    """Several lines describing every part of ``state``."""
    opts = state.options
    dealer = "-" if state.dealer is None else SEAT_LETTERS[state.dealer]
    lines = [
        f"game: phase {state.phase} hand {state.hand_number} dealer {dealer}"
        f" | target {opts.target} renege {opts.allow_renege} lose_at {opts.lose_at}"
        f" hand_limit {opts.hand_limit}",
        "scores: " + "  ".join(
            f"{TEAM_NAMES[t]} {s.points} pts {s.bags} bags {s.penalties} penalties"
            for t, s in enumerate(state.scores)),
        f"deal: dealt {state.dealt} face-up rounds {state.face_up_rounds}"
        f" round up {state.round_up} undealt {cards_text(state.undealt)}",
    ]
    for seat in range(4):
        lines.append(
            f"{SEAT_LETTERS[seat]}: {cards_text(state.hands[seat])} | up"
            f" {cards_text(state.face_up[seat])} | bid {state.first_bids[seat]}"
            f"/{state.bids[seat]} won {state.tricks_won[seat]} voids {state.voids[seat]:04b}")
    trick = " ".join(card_text(c) for c in state.trick) or "-"
    lines.append(
        f"play: bid turn {state.bid_turn} leader {SEAT_LETTERS[state.leader]} trick {trick}"
        f" reneges {state.trick_reneges:02b} broken {state.spades_broken}"
        f" books {state.books} owed {state.owed} played {cards_text(state.played)}")
    for leader, cards, winner, team in state.tricks:
        lines.append(f"trick: {SEAT_LETTERS[leader]} {' '.join(card_text(c) for c in cards)}"
                     f" -> {SEAT_LETTERS[winner]} for {TEAM_NAMES[team]}")
    for record in state.sheet:
        lines.append(f"hand {record.number}: " + "  ".join(
            f"{TEAM_NAMES[t]} {hand_text(line)} -> {line.after.shown}"
            for t, line in enumerate(record.teams)))
    if state.phase == "over":
        result = "draw" if state.winner is None else TEAM_NAMES[state.winner]
        lines.append(f"over: {result} ({state.end_reason})")
    else:
        lines.append(f"to move: {state.current_player()}")
    return "\n".join(lines) + "\n"
