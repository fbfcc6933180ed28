"""The opening show: block-letter title, the tune, Enter twice, the ``*`` flag."""

from __future__ import annotations

from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec
from games._shared.title import LINGER_MS, SILENT_SHOW_MS
from retro import Machine, RunResult, Script, run_headless
from retro.options import Options
from retro.speaker import PlayState, parse_play

TUNE = "T240 MN O3 L8 CEGE"
SPEC = GameSpec(title="TINY", command="tiny", settings_file="TINY.CFG", instructions="NONE",
                tune=TUNE, subtitle="A GAME FOR THE TESTS")
FRAME_MS = 40
"""The show looks at the clock every 20 ms; allow two looks of slack."""


def show_then_play(m: Machine) -> int:
    """The opening show, then a game that only waits; returns when the show ended."""
    shell = Shell(m, SPEC)
    try:
        shell.start()
        m.shown_until = m.now_ms()  # type: ignore[attr-defined]
        while True:
            shell.read_event()
    except QuitGame:
        return -1



def run(script: Script, options: Options | None = None) -> RunResult:
    return run_headless(show_then_play, seed=1, script=script, options=options)


def ended(result: RunResult) -> int:
    return int(result.machine.shown_until)  # type: ignore[attr-defined]


def tune_end_ms() -> int:
    return sum(n.total_ns for n in parse_play(TUNE, PlayState())) // 1_000_000


def test_the_opening_show_screen(golden) -> None:
    title = run(Script().shot("title")).shots["title"]
    assert "A GAME FOR THE TESTS" in title.text()
    assert "PRESS ENTER TWICE TO SKIP THE MUSIC" in title.text()
    assert "▀▀█▀▀  ▀█▀  █▄  █ █   █" in title.row_text(4)  # T, I, N, Y in block letters
    assert title.row_text(24).startswith("F1 SOUND OFF")  # the keys work during the show
    golden("screens/shell/title.txt", title.to_text())


def test_the_tune_plays_and_the_show_ends_a_moment_after_it() -> None:
    result = run(Script())
    wanted = [n.hz for n in parse_play(TUNE, PlayState()) if n.hz]
    assert [c.hz for c in result.machine.speaker.timeline if c.hz] == wanted
    assert tune_end_ms() + LINGER_MS <= ended(result) < tune_end_ms() + LINGER_MS + FRAME_MS


def test_two_enters_end_the_show_and_the_music() -> None:
    result = run(Script().wait(100).key("Enter").wait(100).key("Enter"))
    assert ended(result) == 200
    timeline = result.machine.speaker.timeline
    assert timeline[-1].hz is None and timeline[-1].t_ns == 200_000_000
    assert result.machine.speaker.busy_until_ns <= 200_000_000


def test_one_enter_is_not_enough_but_two_clicks_are() -> None:
    assert ended(run(Script().key("Enter"))) >= tune_end_ms() + LINGER_MS
    assert 50 <= ended(run(Script().wait(50).click(3, 3).click(70, 20))) < 50 + FRAME_MS


def test_f7_n_during_the_show_goes_back_to_it_and_f7_y_quits() -> None:
    result = run(Script().wait(100).shot("before").key("F7", "N").shot("after"))
    assert result.shots["after"] == result.shots["before"]
    assert run(Script().wait(100).key("F7", "Y")).value == -1


def test_without_sound_the_show_still_lingers_then_ends() -> None:
    result = run(Script(), options=Options(sound=False))
    assert result.machine.speaker.timeline == []
    assert SILENT_SHOW_MS <= ended(result) < SILENT_SHOW_MS + FRAME_MS


def test_star_flag_skips_the_show() -> None:
    result = run(Script(), options=Options(intro=False))
    assert ended(result) == 0
    assert result.machine.speaker.timeline == []


def test_esc_ends_the_opening_show_at_once() -> None:
    from games.sixty_six.program import main
    from retro import Script, run_headless

    result = run_headless(main, seed=0, script=Script().wait(500).key("Esc").wait(100).shot("s"))
    assert "PRESS ENTER TWICE" not in result.shots["s"].text()
    assert result.machine.speaker.tone_hz is None
