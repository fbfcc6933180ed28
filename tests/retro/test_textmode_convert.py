"""python -m retro.textmode convert: .BIN and .ANS into each other, PNG and TXT; refusals."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from retro.textmode import ScreenSnapshot, render
from retro.textmode.__main__ import main
from retro.textmode.ans_file import ans_bytes, read_ans
from retro.textmode.sauce import ICE_COLOURS, Sauce, read_sauce

REPO = Path(__file__).resolve().parents[2]
GOLDEN = REPO / "tests" / "goldens" / "screens" / "pachisi" / "capture.txt"


@pytest.fixture
def screen() -> ScreenSnapshot:
    """A game screen with bright backgrounds (Pachisi's board, blink off)."""
    return ScreenSnapshot.from_text(GOLDEN.read_text(encoding="utf-8"))


def sources(folder: Path, snap: ScreenSnapshot) -> dict[str, Path]:
    (folder / "in.bin").write_bytes(snap.to_bin())
    (folder / "in.ans").write_bytes(ans_bytes(snap, "20250101"))
    return {"bin": folder / "in.bin", "ans": folder / "in.ans"}


def pixels(image_file: Path) -> bytes:
    with Image.open(image_file) as image:
        return image.convert("RGB").tobytes()


@pytest.mark.parametrize("source", ["bin", "ans"])
@pytest.mark.parametrize("target", ["BIN", "ANS", "PNG", "TXT", "bin", "Ans"])
def test_every_pair_converts(tmp_path: Path, screen: ScreenSnapshot, source: str,
                             target: str) -> None:
    src = sources(tmp_path, screen)[source]
    out = tmp_path / f"out.{target}"
    args = ["convert", str(src), str(out)] + (["--bright-backgrounds"] if source == "bin" else [])
    assert main(args) == 0
    kind = target.upper()
    if kind == "BIN":
        assert out.read_bytes() == screen.to_bin()
    elif kind == "ANS":
        reading = read_ans(out.read_bytes())
        assert reading.snap.data == screen.data and not reading.snap.blink_enabled
    elif kind == "TXT":
        assert out.read_text(encoding="utf-8") == screen.text() + "\n"
    else:
        want = render(screen, blink_on=True, cursor_on=False).convert("RGB").tobytes()
        assert pixels(out) == want


def test_a_bin_is_exact_after_going_through_an_ans(tmp_path: Path) -> None:
    data = random.Random(5).randbytes(4000)
    (tmp_path / "a.BIN").write_bytes(data)
    assert main(["convert", str(tmp_path / "a.BIN"), str(tmp_path / "a.ANS")]) == 0
    assert main(["convert", str(tmp_path / "a.ANS"), str(tmp_path / "b.BIN")]) == 0
    assert (tmp_path / "b.BIN").read_bytes() == data


def test_a_bin_has_blink_unless_told_so_the_ans_flag_follows(tmp_path: Path) -> None:
    (tmp_path / "a.bin").write_bytes(bytes(4000))
    for flags, out in (([], "blink.ans"), (["--bright-backgrounds"], "ice.ans")):
        assert main(["convert", str(tmp_path / "a.bin"), str(tmp_path / out), *flags]) == 0
    blink, ice = (read_sauce((tmp_path / n).read_bytes()) for n in ("blink.ans", "ice.ans"))
    assert blink is not None and not blink.flags & ICE_COLOURS
    assert ice is not None and ice.flags & ICE_COLOURS


def test_tall_art_is_converted_and_what_was_left_out_is_said(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "tall.ans").write_bytes(b"".join(b"row %d\r\n" % n for n in range(30)))
    assert main(["convert", str(tmp_path / "tall.ans"), str(tmp_path / "tall.txt")]) == 0
    assert "the art is 30 lines; kept the first 25" in capsys.readouterr().err
    assert (tmp_path / "tall.txt").read_text(encoding="utf-8").splitlines()[24].startswith(
        "row 24")


def refusal(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("python -m retro.textmode: ") and err.count("\n") == 1
    return err


def test_refusals(tmp_path: Path, screen: ScreenSnapshot,
                  capsys: pytest.CaptureFixture[str]) -> None:
    src = sources(tmp_path, screen)
    (tmp_path / "short.bin").write_bytes(bytes(3999))
    (tmp_path / "empty.ans").write_bytes(b"")
    (tmp_path / "xbin.ans").write_bytes(
        b"A\x07\x1a" + Sauce(date="20250101", file_size=2, data_type=6).record())
    cases = {
        "nope.bin: no such file": [str(tmp_path / "nope.bin"), str(tmp_path / "o.ans")],
        "nope.ans: no such file": [str(tmp_path / "nope.ans"), str(tmp_path / "o.bin")],
        "is 3999 bytes": [str(tmp_path / "short.bin"), str(tmp_path / "o.ans")],
        "is not ANSI art: it has nothing to draw": [str(tmp_path / "empty.ans"),
                                                    str(tmp_path / "o.bin")],
        "is not ANSI art: its SAUCE says data type 6": [str(tmp_path / "xbin.ans"),
                                                        str(tmp_path / "o.bin")],
        "the file to convert must end in .BIN, .ANS": [str(GOLDEN), str(tmp_path / "o.bin")],
        "the file to write must end in .BIN, .ANS, .PNG, .TXT": [str(src["bin"]),
                                                                 str(tmp_path / "o.gif")],
        "cannot write it": [str(src["ans"]), str(tmp_path / "no_dir" / "o.png")],
    }
    for words, args in cases.items():
        assert words in refusal(["convert", *args], capsys), args
    assert not list(tmp_path.glob("o.*"))


def test_convert_needs_both_files(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["convert", "only.bin"])
    assert exit_info.value.code == 2 and "usage:" in capsys.readouterr().err


def test_the_module_refuses_a_corrupt_file_without_a_traceback(tmp_path: Path) -> None:
    (tmp_path / "bad.ans").write_bytes(b"\x1a" + Sauce(date="20250101", file_size=0,
                                                         data_type=3).record())
    done = subprocess.run([sys.executable, "-m", "retro.textmode", "convert",
                           str(tmp_path / "bad.ans"), str(tmp_path / "out.png")], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "is not ANSI art" in done.stderr
