"""Settings files: KEY=VALUE text, atomic writes, damaged files set aside, no crashes.

The first tests call ``games._shared.files`` directly; the last ones run a
game on the shell to see what the player is told.
"""

from __future__ import annotations

import os
import random
import stat
from pathlib import Path

import pytest
from killing import run_and_kill

from games._shared.files import HEADER, file_path, read_settings, write_settings
from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec
from retro import Machine, Script, run_headless
from retro.options import Options
from retro.storage import remove_stale_temps

ALLOWED: dict[str, set[str] | None] = {"SOUND": {"ON", "OFF"}, "BORDER": {"0", "1", "2"},
                                       "NAME": None}
SPEC = GameSpec(title="FILED", command="filed", settings_file="FILED.CFG", instructions="NONE")



def test_files_live_in_the_data_folder(data: Path) -> None:
    assert file_path("X.CFG") == data / "X.CFG"


def test_a_missing_file_gives_defaults_and_no_warning(data: Path) -> None:
    loaded = read_settings("NONE.CFG", ALLOWED)
    assert loaded.values == {}
    assert loaded.warning is None
    assert list(data.iterdir()) == []


def test_write_then_read_gives_the_same_values_and_leaves_no_temp_file(data: Path) -> None:
    values = {"SOUND": "OFF", "BORDER": "2", "NAME": "ANY TEXT AT ALL"}
    assert write_settings("GAME.CFG", values) is None
    assert [p.name for p in data.iterdir()] == ["GAME.CFG"]
    text = (data / "GAME.CFG").read_text(encoding="ascii")
    assert text == f"{HEADER}\nSOUND=OFF\nBORDER=2\nNAME=ANY TEXT AT ALL\n"
    loaded = read_settings("GAME.CFG", ALLOWED)
    assert loaded.values == values
    assert loaded.warning is None


def test_a_rewrite_replaces_the_whole_file(data: Path) -> None:
    write_settings("GAME.CFG", {"SOUND": "OFF", "BORDER": "2"})
    write_settings("GAME.CFG", {"SOUND": "ON"})
    assert read_settings("GAME.CFG", ALLOWED).values == {"SOUND": "ON"}
    assert [p.name for p in data.iterdir()] == ["GAME.CFG"]


def test_hand_edits_are_read_kindly(data: Path) -> None:
    """Blank lines, comments, spaces, lower-case keys and DOS line ends are fine."""
    (data / "GAME.CFG").write_bytes(b"# mine\r\n\r\n sound = OFF \r\nBorder=1\r\n")
    loaded = read_settings("GAME.CFG", ALLOWED)
    assert loaded.values == {"SOUND": "OFF", "BORDER": "1"}
    assert loaded.warning is None


@pytest.mark.parametrize("content", [
    b"\x00\xff\xfe\x89PNG\r\n\x1a\n",   # binary junk
    b"SOUND=ON\nCOLOUR=RED\n",           # a key nobody knows
    b"SOUND=LOUD\n",                     # a value the key does not take
    b"BORDER=17\n",
    b"SOUND=ON\nJUST SOME WORDS\n",      # no '='
    "SOUND=ON\nNAME=CAFÉ\n".encode(),    # not ASCII
])
def test_a_damaged_file_is_set_aside_with_a_warning(data: Path, content: bytes) -> None:
    (data / "GAME.CFG").write_bytes(content)
    loaded = read_settings("GAME.CFG", ALLOWED)
    assert loaded.values == {}
    assert loaded.warning == "GAME.CFG DAMAGED; KEPT AS GAME.CFG.BAD; STARTING FRESH"
    assert sorted(p.name for p in data.iterdir()) == ["GAME.CFG.BAD"]
    assert (data / "GAME.CFG.BAD").read_bytes() == content


def test_an_older_bad_file_is_replaced(data: Path) -> None:
    (data / "GAME.CFG.BAD").write_bytes(b"old")
    (data / "GAME.CFG").write_bytes(b"new junk")
    read_settings("GAME.CFG", ALLOWED)
    assert (data / "GAME.CFG.BAD").read_bytes() == b"new junk"


def test_an_unusable_data_folder_is_a_message_not_a_crash(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder under a regular file cannot be made, even by root."""
    blocker = tmp_path / "A_FILE"
    blocker.write_text("not a folder")
    monkeypatch.setenv("TOMMYS_DATA", str(blocker / "tommys"))
    loaded = read_settings("GAME.CFG", ALLOWED)
    assert loaded.values == {}
    assert loaded.warning is not None and "SETTINGS WILL NOT BE KEPT" in loaded.warning
    problem = write_settings("GAME.CFG", {"SOUND": "ON"})
    assert problem is not None and problem.startswith("COULD NOT SAVE GAME.CFG: ")
    assert blocker.read_text() == "not a folder"


# --- what the player sees ---------------------------------------------------------------


def filed_game(m: Machine) -> str:
    shell = Shell(m, SPEC)
    try:
        shell.start()
        m.screen.clear(shell.look.table)
        m.screen.write(20, 5, "THE GAME GOES ON", shell.look.text)
        while True:
            shell.read_event()
    except QuitGame:
        return "quit"


def test_the_player_is_told_about_a_damaged_file_and_play_starts_fresh(data: Path) -> None:
    (data / "FILED.CFG").write_bytes(b"BORDER=99\n")
    result = run_headless(filed_game, script=Script().key("Enter"), options=Options(intro=False))
    told, playing = result.screens
    assert told.row_text(23).strip() == \
        "FILED.CFG DAMAGED; KEPT AS FILED.CFG.BAD; STARTING FRESH - PRESS A KEY"
    assert told.row_text(24).startswith("F1 SOUND OFF")  # the legend is there meanwhile
    assert "THE GAME GOES ON" in playing.text()
    assert playing.border_colour == 0
    assert (data / "FILED.CFG.BAD").read_bytes() == b"BORDER=99\n"


def test_a_game_without_a_data_folder_says_so_once_and_plays_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "A_FILE"
    blocker.write_text("")
    monkeypatch.setenv("TOMMYS_DATA", str(blocker / "tommys"))
    script = Script().key("Enter", "F10").key("Enter").key("F10", "F10", "F7", "Y")
    result = run_headless(filed_game, script=script, options=Options(intro=False))
    assert result.value == "quit"
    messages = [s.row_text(23).strip() for s in result.screens if "PRESS A KEY" in s.text()]
    assert len(messages) == 2
    assert "NO DATA FOLDER" in messages[0]
    assert messages[1].startswith("COULD NOT SAVE FILED.CFG")
    assert result.machine.screen.border_colour == 3  # the border still changed each time


def test_the_warning_for_the_longest_dos_name_fits_one_line(data: Path) -> None:
    (data / "LONGNAME.CFG").write_bytes(b"junk")
    warning = read_settings("LONGNAME.CFG", ALLOWED).warning
    assert warning is not None
    assert len(warning + " - PRESS A KEY") <= 78


# --- files that are not what they claim to be ---------------------------------------------


def _assert_set_aside(data: Path, loaded, name: str = "GAME.CFG") -> None:
    assert loaded.values == {}
    assert loaded.warning == f"{name} DAMAGED; KEPT AS {name}.BAD; STARTING FRESH"
    assert not (data / name).exists() and not (data / name).is_symlink()


def test_a_fifo_in_place_of_the_file_is_set_aside_without_hanging(data: Path) -> None:
    os.mkfifo(data / "GAME.CFG")
    _assert_set_aside(data, read_settings("GAME.CFG", ALLOWED))
    assert stat.S_ISFIFO((data / "GAME.CFG.BAD").lstat().st_mode)


def test_a_link_to_an_endless_device_is_set_aside_without_reading_it(data: Path) -> None:
    (data / "GAME.CFG").symlink_to("/dev/zero")
    _assert_set_aside(data, read_settings("GAME.CFG", ALLOWED))
    assert (data / "GAME.CFG.BAD").is_symlink()


def test_a_huge_file_is_set_aside_at_once(data: Path) -> None:
    with open(data / "GAME.CFG", "wb") as f:
        f.write(b"SOUND=ON\n")
        f.truncate(200 * 1024 * 1024)  # sparse: costs no disk, but 200 MB to read
    _assert_set_aside(data, read_settings("GAME.CFG", ALLOWED))
    assert (data / "GAME.CFG.BAD").stat().st_size == 200 * 1024 * 1024


def test_a_folder_in_place_of_the_file_is_set_aside(data: Path) -> None:
    (data / "GAME.CFG").mkdir()
    _assert_set_aside(data, read_settings("GAME.CFG", ALLOWED))
    assert (data / "GAME.CFG.BAD").is_dir()


def test_a_folder_named_like_the_bad_file_is_left_and_another_name_used(data: Path) -> None:
    (data / "GAME.CFG.BAD").mkdir()
    (data / "GAME.CFG").write_bytes(b"junk")
    loaded = read_settings("GAME.CFG", ALLOWED)
    assert loaded.warning == "GAME.CFG DAMAGED; KEPT AS GAME.CFG.BAD2; STARTING FRESH"
    assert (data / "GAME.CFG.BAD2").read_bytes() == b"junk"
    assert write_settings("GAME.CFG", {"SOUND": "ON"}) is None
    assert (data / "GAME.CFG.BAD2").read_bytes() == b"junk"  # the next save keeps it


_WRITER = """
import sys
from pathlib import Path
from retro.storage import atomic_write
path = Path(sys.argv[1])
n = 0
while True:
    n += 1
    atomic_write(path, (f"# settings\\nNAME={n}\\n" + "X" * 20000).encode())
    if n == 1:
        print("ready", flush=True)  # a whole file exists before the first kill
"""


def test_kill_9_during_writes_leaves_a_whole_file_and_the_next_start_tidies_up(
        data: Path) -> None:
    rng = random.Random(7)
    for _ in range(25):
        run_and_kill(_WRITER, [str(data / "KILL.CFG")], b"ready\n", rng, 0.03)
        text = (data / "KILL.CFG").read_text()
        assert text.startswith("# settings\nNAME=") and text.endswith("X" * 20000)
    left = list(data.glob(".KILL.CFG.*.tmp"))
    shell_start = Shell(run_headless(lambda m: None).machine, SPEC)  # any program's start
    assert shell_start.values["SOUND"] == "ON"
    assert list(data.glob(".*.tmp")) == [], f"{len(left)} temporary files were left"


def test_a_write_in_progress_in_a_live_program_is_not_tidied_away(data: Path) -> None:
    mine = data / f".GAME.CFG.{os.getpid()}.abcdefgh.tmp"
    mine.write_bytes(b"half")
    dead = data / ".GAME.CFG.999999999.abcdefgh.tmp"
    dead.write_bytes(b"half")
    assert remove_stale_temps(data) == 1
    assert mine.exists() and not dead.exists()
