"""Command line: ``python -m games.arena GAME --a ai --b random --games N --seed S [--jobs 2]``.

Plays seeded games between two computer players (see ``games._shared.arena``), shows on a
terminal's stderr how many are done and about how long the rest will take
(``retro.progress``), prints a table and, as the last line, one JSON object with the
figures. Usage errors (unknown game or player, bad numbers) print a message and exit 2.

OpenSpiel's search players are named ``ismcts:N`` and ``mcts:N`` (``N`` simulations per
decision; see ``games.spiel.bots``): they need the optional extra (``pip install -e
'.[openspiel]'``), and without it the arena says so and exits 2. ``mcts`` sees every card,
and the table says so beside its name. ``basra-hand``, ``passur-hand`` and ``spades-hand``
play one hand per arena game, for opponents too slow for whole games.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Sequence

from games._shared.arena import BotMaker, format_table, run_games, summarize
from games._shared.registry import GAMES, UNITS, UnknownGame, load_entry
from retro.progress import counted

_SPIEL_NAME = re.compile(r"^(ismcts|mcts):[1-9][0-9]*$")
"""OpenSpiel's players (``games.spiel.bots``), recognised without importing OpenSpiel."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: {message}\n")


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def build_parser() -> argparse.ArgumentParser:
    """The arena's argument parser."""
    parser = _Parser(prog="python -m games.arena",
                     description="Play seeded games between two computer players.")
    parser.add_argument("game", help=f"one of: {', '.join(GAMES)}; one hand only:"
                                     f" {', '.join(UNITS)}")
    spiel = (" or OpenSpiel's ismcts:N (sees only its own cards) or mcts:N (SEES EVERY"
             " CARD: perfect information), N simulations a move; needs the openspiel extra")
    parser.add_argument("--a", default="ai", help=f"player a (default: ai){spiel}")
    parser.add_argument("--b", default="random", help=f"player b (default: random){spiel}")
    parser.add_argument("--games", type=_count, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=_seed, default=1, help="seed (default 1)")
    parser.add_argument("--jobs", type=_count, default=1, help="worker processes (default 1)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        entry = load_entry(args.game)
    except UnknownGame as error:
        parser.error(str(error))
    maker: BotMaker | None = None
    labels: dict[str, str] = {}
    for role in ("a", "b"):
        name = getattr(args, role)
        if name in entry.bots:
            continue
        if not _SPIEL_NAME.match(name):
            choices = ", ".join([*entry.bots, "ismcts:N", "mcts:N"])
            parser.error(f"unknown player {name!r} for --{role}; choose from {choices}")
        try:
            from games.spiel import bots as spiel_bots
        except ImportError as error:
            parser.exit(2, f"{parser.prog}: {name} is one of OpenSpiel's players, and OpenSpiel"
                           f" is not installed ({error}); install the extra:"
                           " pip install -e '.[openspiel]'\n")
        maker = spiel_bots.make
        labels[role] = spiel_bots.label(name, args.game)
    played = run_games(args.game, args.a, args.b, args.games, args.seed, jobs=args.jobs,
                       timer=time.perf_counter, maker=maker)
    records = list(counted(played, args.games, f"{args.game}: games"))
    summary = summarize(records, game=args.game, a=args.a, b=args.b, seed=args.seed,
                        long_turns=entry.long_turns)
    if labels:
        summary["labels"] = labels
    print(format_table(summary))
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
