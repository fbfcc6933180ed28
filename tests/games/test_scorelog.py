"""Score logs kept between runs: counters, atomic saves, damaged logs set aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from games._shared.scorelog import COUNT, HEADER, Bounds, ScoreLog

FIELDS = ("NS_WON", "EW_WON", "DRAWS", "NS_POINTS", "EW_POINTS")



def test_a_new_log_starts_at_zero_and_keeps_what_is_added(data: Path) -> None:
    log = ScoreLog.load("SPADES.SCR", FIELDS)
    assert log.values == dict.fromkeys(FIELDS, 0) and log.warning is None
    log.add(NS_WON=1, NS_POINTS=412, EW_POINTS=-73)
    assert log.save() is None
    text = (data / "SPADES.SCR").read_text()
    assert text.startswith(HEADER) and "EW_POINTS=-73" in text
    again = ScoreLog.load("SPADES.SCR", FIELDS)
    assert again["NS_WON"] == 1 and again["EW_POINTS"] == -73 and again.warning is None


def test_clear_starts_a_new_match() -> None:
    log = ScoreLog("RBANK.SCR", ("P1_MATCH", "P2_MATCH"))
    log.add(P1_MATCH=57)
    log.clear()
    assert log.values == {"P1_MATCH": 0, "P2_MATCH": 0}


def test_an_unknown_counter_is_a_programming_error() -> None:
    with pytest.raises(KeyError, match="keeps no 'NS_LOST'"):
        ScoreLog("SPADES.SCR", FIELDS).add(NS_LOST=1)


@pytest.mark.parametrize("content", [
    b"NS_WON=one\n", b"NS_WON=1\nMYSTERY=2\n", b"NS_WON\n", b"\xff\xfe", b"NS_WON=1.5\n",
    b"NS_WON=99999999999999999999\n",
])
def test_a_damaged_log_is_set_aside_and_a_fresh_one_starts(data: Path, content: bytes) -> None:
    (data / "SPADES.SCR").write_bytes(content)
    log = ScoreLog.load("SPADES.SCR", FIELDS)
    assert log.values == dict.fromkeys(FIELDS, 0)
    assert log.warning == "SPADES.SCR DAMAGED; KEPT AS SPADES.SCR.BAD; STARTING FRESH"
    assert (data / "SPADES.SCR.BAD").read_bytes() == content


def test_a_log_edited_by_hand_is_read_kindly(data: Path) -> None:
    (data / "SPADES.SCR").write_text("# mine\n\n ns_won = 3 \nDRAWS=1\n")
    log = ScoreLog.load("SPADES.SCR", FIELDS)
    assert (log["NS_WON"], log["DRAWS"], log["EW_WON"]) == (3, 1, 0)


RANGES = {"NS_WON": COUNT, "EW_WON": COUNT, "DRAWS": COUNT, "NS_POINTS": Bounds(-999, 9999)}


@pytest.mark.parametrize("content", [
    b"NS_WON=-1\n", b"DRAWS=-3\nNS_WON=2\n", b"NS_POINTS=10000\n", b"NS_POINTS=-1000\n",
])
def test_a_value_out_of_its_range_sets_the_log_aside_as_a_damaged_one_is(
        data: Path, content: bytes) -> None:
    (data / "SPADES.SCR").write_bytes(content)
    log = ScoreLog.load("SPADES.SCR", FIELDS, RANGES)
    assert log.values == dict.fromkeys(FIELDS, 0)
    assert log.warning == "SPADES.SCR DAMAGED; KEPT AS SPADES.SCR.BAD; STARTING FRESH"
    assert (data / "SPADES.SCR.BAD").read_bytes() == content
    assert not (data / "SPADES.SCR").exists()


def test_values_inside_their_ranges_and_unbounded_ones_are_kept(data: Path) -> None:
    (data / "SPADES.SCR").write_text("NS_WON=0\nNS_POINTS=-999\nEW_POINTS=-123456\n")
    log = ScoreLog.load("SPADES.SCR", FIELDS, RANGES)
    assert log.warning is None
    assert (log["NS_WON"], log["NS_POINTS"], log["EW_POINTS"]) == (0, -999, -123456)


def test_a_counter_missing_from_the_file_is_not_checked(data: Path) -> None:
    (data / "RBANK.SCR").write_text("P1_MATCH=2\n")
    log = ScoreLog.load("RBANK.SCR", ("P1_MATCH", "TARGET"),
                        {"P1_MATCH": COUNT, "TARGET": Bounds(30, 999)})
    assert log.warning is None and log["P1_MATCH"] == 2 and log["TARGET"] == 0


def test_bounds_for_a_counter_the_log_does_not_keep_are_a_programming_error() -> None:
    with pytest.raises(KeyError, match="keeps no 'NS_LOST'"):
        ScoreLog("SPADES.SCR", FIELDS, {"NS_LOST": COUNT})
