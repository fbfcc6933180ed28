"""Command lines: DOS letters beside modern flags, and clear errors."""

from __future__ import annotations

import pytest

from retro.options import parse_options


def parse(*argv: str):
    return parse_options(list(argv), "prog", "test program")


def test_defaults() -> None:
    o = parse()
    assert (o.sound, o.mono, o.mouse, o.intro, o.headless, o.seed) == (None, False, True, True,
                                                                        False, None)


def test_dos_letters_combine_in_any_case_and_with_a_slash() -> None:
    o = parse("ms", "/D", "*")
    assert (o.sound, o.mono, o.mouse, o.intro) == (False, True, False, False)


def test_sound_flag_overrides_the_s_letter() -> None:
    assert parse("S", "--sound").sound is True
    assert parse("--no-sound").sound is False


def test_modern_flags() -> None:
    o = parse("--seed", "7", "--scale", "3", "--headless", "--keys", "F1 Esc",
              "--screenshot", "x.png", "--aspect")
    assert (o.seed, o.scale, o.headless, o.keys, o.screenshot, o.aspect) == (
        7, 3, True, "F1 Esc", "x.png", True)


@pytest.mark.parametrize("argv", [["X"], ["MZ"], ["--bogus"], ["--scale", "0"], ["--seed", "x"],
                                  ["M", "C"], ["--mono", "C"], ["--screenshot", "a.png"],
                                  ["--headless", "--screenshot", ""],
                                  ["--headless", "--screenshot", "  "]])
def test_bad_arguments_exit_2_with_a_message(argv: list[str], capsys: pytest.CaptureFixture[str]
                                             ) -> None:
    with pytest.raises(SystemExit) as stop:
        parse(*argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "prog:" in err and "usage:" in err


def test_help_lists_the_dos_letters(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse("--help")
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "S  start with the sound off" in out and "--headless" in out


@pytest.mark.parametrize("argv", [["--scale", "17"], ["--max-seconds", "nan"],
                                  ["--max-seconds", "inf"], ["--max-seconds", "-1"]])
def test_out_of_range_numbers_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse(*argv)
    assert stop.value.code == 2
    assert "invalid" in capsys.readouterr().err


def test_shot_names_cannot_be_paths() -> None:
    from retro.errors import RetroError
    from retro.script import Script

    with pytest.raises(RetroError, match="plain name"):
        Script.parse("shot:a/b")


def test_every_integer_seed_is_its_own_deal() -> None:
    from retro.machine import seeded_random

    firsts = {seed: seeded_random(seed).random() for seed in (-2, -1, 0, 1, 2)}
    assert len(set(firsts.values())) == 5
    assert seeded_random(-1).random() == seeded_random(-1).random()
