"""The log of the deal in play, in words (the L key): every card, trick, draw, marriage,
close and swap, oldest first, as the person at the table may know them.

It is written from the deal's events, which name a card only when it is face up on the
table or known to the person: a card the computer draws stays unnamed ("THE COMPUTER
DRAWS A CARD"), yours is named, as your hand shows it. The match keeps only the deal in
play, so the log begins with its heading (the viewer highlights it) and the match score
before it.
"""

from __future__ import annotations

from games.sixty_six import events as ev
from games.sixty_six.match import MatchState
from games.sixty_six.messages import label, result, say
from games.sixty_six.screen import COMPUTER, HUMAN


def _who(player: int | None) -> str:
    return "YOU" if player == HUMAN else "THE COMPUTER"


def _verb(player: int | None, yours: str, theirs: str) -> str:
    return f"{_who(player)} {yours if player == HUMAN else theirs}"


def deal_log(match: MatchState) -> list[str]:
    """The lines of the deal in play (none before the first deal)."""
    deal = match.deal
    if deal is None:
        return []
    number = len(match.results) + (0 if deal.over else 1)
    you, them = match.scores[HUMAN], match.scores[COMPUTER]
    if deal.over and deal.winner is not None:  # the heading gives the score before it
        you -= deal.game_points if deal.winner == HUMAN else 0
        them -= deal.game_points if deal.winner == COMPUTER else 0
    lines = [f"DEAL {number} (GAME POINTS: YOU {you}, THE COMPUTER {them}):",
             _verb(deal.dealer, "DEAL", "DEALS")]
    leading = True
    for event in deal.events:
        line = _line(event, leading)
        if event.kind == ev.PLAY:
            leading = not leading
        elif event.kind == ev.TRICK:
            leading = True
        if line:
            lines.append(line)
    if deal.over:
        lines.append(result(deal))
    return lines


def _line(event: ev.Event, leading: bool) -> str:
    """One event in words ("" for those the log leaves out: the deal's own start, the
    result, which ``deal_log`` says once)."""
    kind, player = event.kind, event.player
    if kind == ev.PLAY:
        card = label(event.cards[0])
        return _verb(player, "LEAD", "LEADS") + f" {card}" if leading \
            else _verb(player, "PLAY", "PLAYS") + f" {card}"
    if kind == ev.TRICK:
        led, followed = (label(c) for c in event.cards)
        return f"{_verb(player, 'TAKE', 'TAKES')} THE TRICK {led} {followed}: " \
            f"{event.value} POINTS"
    if kind == ev.DRAW:
        if player == HUMAN:
            return f"YOU DRAW {label(event.cards[0])}"
        return "THE COMPUTER DRAWS A CARD"
    if kind in (ev.DEAL, ev.WIN, ev.CARRY):
        return ""
    return say(event)
