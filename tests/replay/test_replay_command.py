"""``--keep-replay``, ``--replay`` and the replay beside a recording, from the command
line; another version's replay, and every way a replay file can be bad."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games import launcher
from games.catalogue import run_command
from retro.replay.file import read_replay

KEYS = " ".join(["wait:2500 ? Enter"] * 12) + " F10 click:40,12 wait:900"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TOMMYS_DATA", str(folder))
    monkeypatch.chdir(tmp_path)
    return folder


def keep(command: str, *extra: str) -> int:
    return run_command(command, ["--headless", "--seed", "6", "--no-intro", "--keys", KEYS,
                                 *extra])


def test_keep_replay_then_replay_gives_the_same_last_screen(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert keep("spades", "--keep-replay", "game.replay", "--screenshot", "first.png") == 0
    assert "replay saved to game.replay" in capsys.readouterr().out
    assert run_command("spades", ["--headless", "--replay", "game.replay",
                                  "--screenshot", "again.png"]) == 0
    said = capsys.readouterr().out
    assert "on a screen that is the original's" in said
    assert (tmp_path / "first.BIN").read_bytes() == (tmp_path / "again.BIN").read_bytes()


def test_keep_replay_alone_goes_to_the_data_folders_replays(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert keep("basra", "--keep-replay") == 0
    assert keep("basra", "--keep-replay") == 0
    assert sorted(p.name for p in (data / "replays").iterdir()) == ["BASRA0001.replay",
                                                                   "BASRA0002.replay"]


def test_a_recording_has_its_replay_beside_it_and_a_replay_can_be_recorded(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert keep("pachisi", "--record", "run.gif") == 0
    assert (tmp_path / "run.replay").exists()
    assert run_command("pachisi", ["--headless", "--replay", "run.replay",
                                   "--record", "again.gif"]) == 0
    assert (tmp_path / "again.gif").read_bytes() == (tmp_path / "run.gif").read_bytes()
    assert (tmp_path / "again.replay").exists()


def test_tommys_plays_a_replay_of_any_game(data: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert keep("rbank", "--keep-replay", "bank.replay") == 0
    capsys.readouterr()
    assert launcher.cli(["--headless", "--replay", "bank.replay"]) == 0
    assert "rbank: replayed" in capsys.readouterr().out


def test_another_versions_replay_is_said_and_checked_before_it_plays(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert keep("sixtysix", "--keep-replay", "old.replay") == 0
    text = json.loads((tmp_path / "old.replay").read_text())
    (tmp_path / "old.replay").write_text(json.dumps({**text, "version": "0.0.9"}))
    capsys.readouterr()
    assert run_command("sixtysix", ["--headless", "--replay", "old.replay"]) == 0
    assert "written by version 0.0.9 (this is " in capsys.readouterr().err  # same code

    text["code"], text["version"] = "0123456789abcdef", "0.0.9"
    (tmp_path / "old.replay").write_text(json.dumps(text))
    capsys.readouterr()
    assert run_command("sixtysix", ["--headless", "--replay", "old.replay"]) == 0
    said = capsys.readouterr()
    assert "written by version 0.0.9 (code 0123456789abcdef)" in said.err
    assert "it plays the same here" in said.err

    text["inputs"][3][0] += 1  # as if that version had taken a key one checkpoint later
    (tmp_path / "old.replay").write_text(json.dumps(text))
    assert run_command("sixtysix", ["--headless", "--replay", "old.replay"]) == 2
    said = capsys.readouterr()
    assert "it does not play the same in this version" in said.err
    assert "not played" in said.err


def damaged(tmp_path: Path, change: str) -> Path:
    good = json.loads((tmp_path / "good.replay").read_text())
    if change == "not json":
        text = "{ this is not a replay"
    elif change == "format":
        text = json.dumps({**good, "format_version": 99})
    elif change == "foreign":
        text = json.dumps({"hello": "world"})
    elif change == "input":
        good["inputs"][0] = [1, 2, "k", 300, 13]
        text = json.dumps(good)
    elif change == "truncated":
        text = (tmp_path / "good.replay").read_text()[:300]
    elif change == "file name":
        good["files"] = {"../escape": ""}
        text = json.dumps(good)
    else:
        text = json.dumps({k: v for k, v in good.items() if k != "inputs"})
    path = tmp_path / f"{change}.replay"
    path.write_text(text)
    return path


@pytest.mark.parametrize(("change", "message"), [
    ("not json", "not a replay file (it is not JSON"),
    ("format", "a replay of format 99; this version reads format 1 only"),
    ("foreign", "not a replay file"),
    ("input", "input.replay: a damaged replay file: 300 is not a byte"),
    ("file name", "'../escape' is not a data file's name"),
    ("missing inputs", "a damaged replay file: its 'inputs' is missing"),
    ("truncated", "a damaged replay file: it ends too soon"),
])
def test_a_bad_replay_file_is_a_message_and_exit_status_2(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str,
        message: str) -> None:
    assert keep("sixtysix", "--keep-replay", "good.replay") == 0
    capsys.readouterr()
    path = damaged(tmp_path, change)
    assert run_command("sixtysix", ["--headless", "--replay", str(path)]) == 2
    assert message in capsys.readouterr().err


def test_no_file_and_another_games_replay_are_refused(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_command("basra", ["--headless", "--replay", "none.replay"]) == 2
    assert "no replay file none.replay" in capsys.readouterr().err
    assert keep("basra", "--keep-replay", "b.replay") == 0
    capsys.readouterr()
    assert run_command("spades", ["--headless", "--replay", "b.replay"]) == 2
    assert "is a replay of basra, not of spades: play it with `basra --replay b.replay`" in \
        capsys.readouterr().err
    assert read_replay(Path("b.replay")).program == "basra"


@pytest.mark.parametrize("extra", [["--keys", "Enter"], ["--seed", "3"],
                                   ["--keep-replay"], ["--terminal"]])
def test_replay_refuses_what_it_brings_itself(
        extra: list[str], data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        run_command("basra", ["--replay", "x.replay", *extra])
    assert stop.value.code == 2
    assert "--replay" in capsys.readouterr().err
