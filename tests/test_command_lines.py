"""Each program's ``--help`` offers exactly what its command line takes, and the README
names every flag it shows.

The help is read from the real entry points (the installed commands' ``cli``), and
every letter and flag it offers is then given to that same entry point: a help
that names a letter the program refuses (``pachisi`` refusing ``*``) sends the
player into an error.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

import retro.program
from games import launcher
from games.catalogue import PROGRAMS, run_command
from retro import demo
from retro.options import DOS_LETTERS, Options

ROOT = Path(__file__).resolve().parents[1]
Cli = Callable[[Sequence[str] | None], int]
CLIS: dict[str, Cli] = {"tommys": launcher.cli, "retro.demo": demo.cli,
                        **{p.command: (lambda argv, c=p.command: run_command(c, argv))
                           for p in PROGRAMS}}
VALUES = {"--seed": "7", "--scale": "2", "--keys": "Enter", "--max-seconds": "5",
          "--screenshot": "out.png", "--record": "out.gif", "--replay": "x.replay"}
"""A value for each flag that takes one."""


class _Parsed(Exception):  # noqa: N818 - a way out, not an error
    """Raised in place of running the program once its command line was accepted."""


def _help(cli: Cli, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        cli(["--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


def _accepts(cli: Cli, argv: list[str], monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether the command line ``argv`` is taken (the program itself is not run)."""
    real = retro.program.parse_options

    def parse_then_stop(*args: object, **kwargs: object) -> Options:
        real(*args, **kwargs)  # type: ignore[arg-type]
        raise _Parsed

    monkeypatch.setattr(retro.program, "parse_options", parse_then_stop)
    try:
        cli(argv)
    except _Parsed:
        return True
    except SystemExit as stop:
        assert stop.code == 2
        return False
    raise AssertionError(f"{argv} neither ran nor was refused")


def _flags(text: str) -> set[str]:
    return set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", text))


def _letters_listed(text: str) -> set[str]:
    tail = text.partition("DOS letters")[2]
    return set(re.findall(r"^  (\S)  ", tail, re.MULTILINE))


@pytest.mark.parametrize("command", sorted(CLIS))
def test_help_offers_only_what_the_program_takes(
        command: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    cli = CLIS[command]
    text = _help(cli, capsys)
    listed = _letters_listed(text)
    named = set(re.findall(r"same as (\S)\b", text)) | set(re.findall(r"same as (\*)", text))
    assert listed, "no DOS letters listed"
    assert named <= listed, f"the help names letters it does not take: {named - listed}"
    for letter in DOS_LETTERS:
        assert _accepts(cli, [letter], monkeypatch) == (letter in listed), letter
    for flag in sorted(_flags(text) - {"--help"}):
        takes_value = re.search(rf"\[{flag} [A-Z]", " ".join(text.split()))
        argv = [flag] + ([VALUES[flag]] if takes_value else [])
        if flag in ("--screenshot", "--record"):
            argv += ["--headless"]
        assert _accepts(cli, argv, monkeypatch), f"{command} refuses {argv}, which --help shows"


def test_the_readme_names_every_flag_the_programs_show(
        capsys: pytest.CaptureFixture[str]) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.partition("### Command line (every program)")[2].partition("\n### ")[0]
    shown = set().union(*(_flags(_help(cli, capsys)) for cli in CLIS.values()))
    missing = sorted(f for f in shown if f"`{f}" not in section)
    assert missing == [], f"the README's command-line section lacks {missing}"
