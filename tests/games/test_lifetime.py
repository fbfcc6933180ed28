"""The lifetime record: counting, streaks, draws, the best result, the file and its damage."""

from __future__ import annotations

from pathlib import Path

import pytest

from games._shared import lifetime
from games._shared.kept_game import Luck
from games._shared.lifetime import BESTS, DRAWN, LOST, WON, Record, outcome_of
from games._shared.seats import Seats
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from retro import storage


def test_streaks_grow_with_wins_and_a_loss_or_a_draw_ends_them() -> None:
    record = Record()
    for outcome in (WON, WON, LOST, WON, WON, WON, DRAWN, WON):
        record.add(outcome, STANDARD)
    assert (record.played, record.won, record.lost, record.drawn) == (8, 6, 1, 1)
    assert (record.streak, record.best_streak) == (1, 3)
    assert record.percent == 75


def test_a_record_with_no_game_has_no_percentage() -> None:
    assert Record().percent is None


def test_each_strength_keeps_its_own_wins_losses_and_draws() -> None:
    record = Record()
    record.add(WON, BEGINNER)
    record.add(WON, BEGINNER)
    record.add(LOST, EXPERT)
    record.add(DRAWN, EXPERT)
    assert record.levels[BEGINNER] == {WON: 2, LOST: 0, DRAWN: 0}
    assert record.levels[EXPERT] == {WON: 0, LOST: 1, DRAWN: 1}
    assert record.levels[STANDARD] == {WON: 0, LOST: 0, DRAWN: 0}


def test_hints_and_take_backs_add_up() -> None:
    record = Record()
    record.add(WON, STANDARD, hints=2, take_backs=1)
    record.add(LOST, STANDARD, hints=3, take_backs=0)
    assert (record.hints, record.take_backs) == (5, 1)


def test_a_biggest_win_counts_only_won_games_and_keeps_the_biggest() -> None:
    record, best = Record(), BESTS["sixtysix"]
    record.add(LOST, STANDARD, figure=6, best=best)  # a loss by 6 is no win of 6
    assert record.best is None
    record.add(WON, STANDARD, figure=3, best=best)
    record.add(WON, STANDARD, figure=2, best=best)
    assert record.best == 3


def test_a_fastest_win_keeps_the_fewest_turns() -> None:
    record, best = Record(), BESTS["pachisi"]
    for turns in (40, 31, 35):
        record.add(WON, STANDARD, figure=turns, best=best)
    assert record.best == 31
    assert best.said(31) == "FASTEST WIN 31 TURNS"


def test_a_highest_total_counts_lost_games_too() -> None:
    record = Record()
    record.add(LOST, STANDARD, figure=380, best=BESTS["spades"])
    assert record.best == 380


def test_the_file_keeps_every_figure_and_reads_back_the_same(data_folder: Path) -> None:
    assert lifetime.count("spades", WON, EXPERT, hints=1, take_backs=2, figure=410) is None
    assert lifetime.count("spades", LOST, EXPERT, figure=300) is None
    assert lifetime.count("basra", DRAWN, BEGINNER) is None
    text = (data_folder / lifetime.FILE).read_text()
    assert "SPADES.PLAYED=2" in text and "SPADES.BEST=410" in text
    assert "SPADES.EXPERT.LOST=1" in text and "BASRA.DRAWN=1" in text
    loaded = lifetime.load()
    assert loaded.warning is None
    spades = loaded.of("spades")
    assert (spades.played, spades.won, spades.lost, spades.best) == (2, 1, 1, 410)
    assert (spades.hints, spades.take_backs, spades.streak, spades.best_streak) == (1, 2, 0, 1)


def test_the_file_is_written_atomically(data_folder: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The write goes through a temporary file renamed into place: a write cut short
    leaves the previous file whole."""
    lifetime.count("basra", WON, STANDARD)
    before = (data_folder / lifetime.FILE).read_text()

    def cut_short(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", cut_short)
    problem = lifetime.count("basra", WON, STANDARD)
    assert problem is not None and "COULD NOT SAVE LIFETIME.SCR" in problem
    assert (data_folder / lifetime.FILE).read_text() == before
    assert [p.name for p in data_folder.iterdir()] == [lifetime.FILE]  # no temp left


@pytest.mark.parametrize("text", [
    "BASRA.PLAYED=3\n",                          # 3 played, none won, lost or drawn
    "BASRA.PLAYED=x\n",
    "not a line of figures\n",
    "BASRA.COLOUR=2\n",
    "BASRA.PLAYED=1\nBASRA.WON=1\nBASRA.STREAK=1\nBASRA.BESTSTREAK=1\n",  # no strength
])
def test_a_damaged_file_is_set_aside_as_bad_and_counting_starts_again(
        data_folder: Path, text: str) -> None:
    (data_folder / lifetime.FILE).write_text(text)
    problem = lifetime.count("basra", WON, STANDARD)
    assert problem == "LIFETIME.SCR DAMAGED; KEPT AS LIFETIME.SCR.BAD; STARTING FRESH"
    assert (data_folder / "LIFETIME.SCR.BAD").read_text() == text
    record = lifetime.load().of("basra")
    assert (record.played, record.won) == (1, 1)  # the new game, on a fresh record


def test_a_file_not_of_text_is_damaged_too(data_folder: Path) -> None:
    (data_folder / lifetime.FILE).write_bytes(b"\xff\xfe\x00")
    loaded = lifetime.load()
    assert loaded.warning is not None and "DAMAGED" in loaded.warning
    assert loaded.records == {}


def test_reset_clears_one_game_only(data_folder: Path) -> None:
    lifetime.count("basra", WON, STANDARD)
    lifetime.count("spades", WON, STANDARD)
    assert lifetime.reset("basra") is None
    loaded = lifetime.load()
    assert loaded.of("basra").played == 0 and loaded.of("spades").played == 1


def test_the_outcome_follows_the_keyboard_seats() -> None:
    seats = Seats(("YOU", "WEST", "NORTH", "EAST"), "KCCC")
    assert outcome_of(seats, [0, 2]) == WON
    assert outcome_of(seats, [1, 3]) == LOST
    assert outcome_of(seats, []) == DRAWN
    seats.demo = True
    assert outcome_of(seats, [0, 2]) is None  # the demo never counts
    assert outcome_of(Seats(("YOU", "PC"), "CC"), [0]) is None  # the computer alone
    assert outcome_of(Seats(("YOU", "PC"), "KK"), [0]) is None  # people only


class Player:
    def __init__(self, code: str = "KC", took_part: bool = True) -> None:
        self.seats = Seats(("YOU", "THE COMPUTER"), code)
        self.values = {"STRENGTH": EXPERT}
        self.took_part = took_part


def test_a_game_counts_only_when_the_person_took_part(data_folder: Path) -> None:
    luck = Luck(None, [], hints=2, take_backs=1)  # type: ignore[arg-type]
    watcher = Player(took_part=False)
    assert lifetime.game_over(watcher, "basra", [0], luck) is None
    assert not (data_folder / lifetime.FILE).exists()
    person = Player()
    lifetime.game_over(person, "basra", [0], luck, figure=160)
    assert not person.took_part  # the next game starts afresh
    record = lifetime.load().of("basra")
    assert (record.won, record.levels[EXPERT][WON], record.hints, record.best) == (1, 1, 2, 160)


def test_a_game_given_up_counts_as_lost_with_no_best(data_folder: Path) -> None:
    luck = Luck(None, [])  # type: ignore[arg-type]
    lifetime.game_over(Player(), "spades", [], luck, figure=999, given_up=True)
    record = lifetime.load().of("spades")
    assert (record.played, record.lost, record.best) == (1, 1, None)


def took_part_after(keys: list[str], code: str = "KC", demo: bool = False) -> bool:
    """Whether a shell's ``took_part`` is set after the game read ``keys`` through it."""
    from games._shared.shell import Shell
    from games._shared.spec import GameSpec
    from retro import Machine, Script, run_headless
    from retro.options import Options

    spec = GameSpec(title="TINY", command="tiny", settings_file=f"TINY{code}.CFG",
                    instructions="", seats_default=code)  # F1 keeps the seats in the file
    seen: list[bool] = []

    def main(m: Machine) -> None:
        shell = Shell(m, spec)
        shell.demo = demo
        for _ in keys:
            shell.read_event()
        seen.append(shell.took_part)

    run_headless(main, seed=1, script=Script().key(*keys), options=Options(intro=False))
    return seen[0]


def test_a_game_key_read_at_the_persons_turn_is_taking_part() -> None:
    assert took_part_after(["Enter"])
    assert not took_part_after(["F1", "F10"])  # the shell's own keys are not a move
    assert not took_part_after(["Enter"], code="CC")  # the computer plays every seat
    assert not took_part_after(["Enter"], demo=True)
