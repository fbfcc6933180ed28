"""The progress line: a count and an estimate on a terminal, silence anywhere else."""

from __future__ import annotations

import io

from retro.progress import Progress, counted, time_left


class Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _last_line(written: str) -> str:
    return written.split("\r")[-1].rstrip()


def test_a_terminal_sees_the_count_and_the_time_left() -> None:
    stream, clock = Terminal(), Clock()
    progress = Progress(10, "arena: games", stream=stream, clock=clock)
    clock.now += 30.0
    progress.step(3)  # 10 s an item, 7 to go
    assert _last_line(stream.getvalue()) == "arena: games 3/10, about 1m 10s left"
    clock.now += 10.0
    progress.step()
    assert _last_line(stream.getvalue()) == "arena: games 4/10, about 1m 00s left"


def test_redraws_wait_a_moment_and_the_end_wipes_the_line() -> None:
    stream, clock = Terminal(), Clock()
    with Progress(1000, "fuzz", stream=stream, clock=clock) as progress:
        for _ in range(999):
            progress.step()  # no time passes: only the first is drawn
        assert stream.getvalue().count("\r") == 1
        clock.now += 1.0
        progress.step()
        assert _last_line(stream.getvalue()) == "fuzz 1000/1000"
    assert stream.getvalue().endswith("\r" + " " * len("fuzz 1000/1000") + "\r")


def test_a_shorter_line_covers_all_of_the_longer_one_before_it() -> None:
    stream, clock = Terminal(), Clock()
    progress = Progress(3, "x", stream=stream, clock=clock)
    clock.now += 7200.0
    progress.step()
    long = stream.getvalue().split("\r")[-1]
    clock.now += 1.0
    progress.step(2)
    assert len(stream.getvalue().split("\r")[-1]) == len(long)


def test_nothing_is_written_when_stderr_is_not_a_terminal() -> None:
    stream, clock = io.StringIO(), Clock()
    seen = []
    for item in counted(range(5), 5, "bench", stream=stream, clock=clock):
        clock.now += 1.0
        seen.append(item)
    assert seen == [0, 1, 2, 3, 4]
    assert stream.getvalue() == ""


def test_counted_steps_once_per_item_and_wipes_at_the_end() -> None:
    stream, clock = Terminal(), Clock()
    lines = []
    for _ in counted(range(4), 4, "hands", stream=stream, clock=clock):
        clock.now += 5.0
        lines.append(_last_line(stream.getvalue()))
    assert lines == ["", "hands 1/4, about 15s left", "hands 2/4, about 10s left",
                     "hands 3/4, about 5s left"]
    assert stream.getvalue().endswith("\r")


def test_the_time_left_reads_as_a_person_says_it() -> None:
    assert [time_left(s) for s in (0, 42.4, 185, 3725, -3)] == [
        "0s", "42s", "3m 05s", "1h 02m", "0s"]
