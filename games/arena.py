"""Command line: ``python -m games.arena GAME --a ai --b random --games N --seed S [--jobs 2]``.

Plays seeded games between two computer players (see ``games._shared.arena``), shows on a
terminal's stderr how many are done and about how long the rest will take
(``retro.progress``), prints a table and, as the last line, one JSON object with the
figures. Usage errors (unknown game or player, bad numbers) print a message and exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence

from games._shared.arena import format_table, run_games, summarize
from games._shared.registry import GAMES, UnknownGame, load_entry
from retro.progress import counted


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
    parser.add_argument("game", help=f"one of: {', '.join(GAMES)}")
    parser.add_argument("--a", default="ai", help="player a (default: ai)")
    parser.add_argument("--b", default="random", help="player b (default: random)")
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
    for role in ("a", "b"):
        name = getattr(args, role)
        if name not in entry.bots:
            choices = ", ".join(entry.bots)
            parser.error(f"unknown player {name!r} for --{role}; choose from {choices}")
    played = run_games(args.game, args.a, args.b, args.games, args.seed, jobs=args.jobs,
                       timer=time.perf_counter)
    records = list(counted(played, args.games, f"{args.game}: games"))
    summary = summarize(records, game=args.game, a=args.a, b=args.b, seed=args.seed,
                        long_turns=entry.long_turns)
    print(format_table(summary))
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
