"""python -m retro.textmode: render dumps to PNG, print them as text, refuse bad input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from retro.textmode.__main__ import main

PNG_GOLDENS = Path(__file__).resolve().parents[1] / "goldens" / "png"
TESTCARD = PNG_GOLDENS / "testcard.bin"
REPO = Path(__file__).resolve().parents[2]


def test_render_matches_the_dosbox_golden(tmp_path: Path) -> None:
    out = tmp_path / "card.png"
    assert main(["render", str(TESTCARD), str(out), "--blink-phase", "off"]) == 0
    with Image.open(out) as ours, Image.open(PNG_GOLDENS / "testcard_blink_off.png") as gold:
        assert ours.size == (720, 400)
        assert ours.convert("RGB").tobytes() == gold.convert("RGB").tobytes()


def test_render_options(tmp_path: Path) -> None:
    out = tmp_path / "big.png"
    args = ["render", str(TESTCARD), str(out), "--border", "light_blue", "--scale", "2",
            "--bright-backgrounds", "--mono", "--cursor", "3,4"]
    assert main(args) == 0
    with Image.open(out) as image:
        assert image.size == (1476, 828)
        assert image.convert("RGB").getpixel((0, 0)) == (0x55, 0x55, 0xFF)


def test_text_command_prints_the_golden_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["text", str(PNG_GOLDENS / "cards.bin")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("textmode 80x25 cursor=0,0")
    assert "Marriage in ♥!" in out


def test_wrong_size_file_is_refused_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    short = tmp_path / "short.bin"
    short.write_bytes(bytes(3999))
    assert main(["render", str(short), str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is 3999 bytes" in err and "exactly 4000" in err
    assert not (tmp_path / "x.png").exists()


def test_missing_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["render", str(tmp_path / "nope.bin"), str(tmp_path / "x.png")]) == 2
    assert "nope.bin: no such file" in capsys.readouterr().err


def test_unwritable_output_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["render", str(TESTCARD), str(tmp_path / "no_dir" / "x.png")]) == 2
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [["render", str(TESTCARD)], ["render", str(TESTCARD), "o.png", "--border", "mauve"],
     ["render", str(TESTCARD), "o.png", "--scale", "0"],
     ["render", str(TESTCARD), "o.png", "--blink-phase", "maybe"],
     ["render", str(TESTCARD), "o.png", "--cursor", "80,0"], ["paint"], []],
)
def test_bad_flags_give_usage_and_exit_2(args: list[str],
                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_module_entry_point(tmp_path: Path) -> None:
    short = tmp_path / "short.bin"
    short.write_bytes(bytes(3999))
    done = subprocess.run([sys.executable, "-m", "retro.textmode", "render", str(short),
                           str(tmp_path / "x.png")], cwd=REPO, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("python -m retro.textmode: ") and "Traceback" not in done.stderr


def test_render_draws_a_golden_text_screen_as_it_is(tmp_path) -> None:
    from retro.textmode import ScreenSnapshot
    from retro.textmode.__main__ import main
    from retro.textmode.render import render

    golden = Path(__file__).parents[1] / "goldens" / "screens" / "sixty_six" / "mid_hand.txt"
    out = tmp_path / "mid.png"
    assert main(["render", str(golden), str(out)]) == 0
    snap = ScreenSnapshot.from_text(golden.read_text(encoding="utf-8"))
    with Image.open(out) as drawn:
        assert drawn.convert("RGB").tobytes() == render(snap).convert("RGB").tobytes()
