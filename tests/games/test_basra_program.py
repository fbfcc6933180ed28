"""Basra as a program: golden screens, a whole game by keys, refusals, save and resume,
replaying a hand.

The screens play against the greedy bot (``plain_opponent``), so tuning the AI never
changes them. Abdul's remarks come from ``games.basra.comments``. Each test checks its
precondition on screen.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games.basra import program
from games.basra import table as basra_table
from games.basra.ai import GreedyBot
from games.basra.program import main
from retro import Script, run_headless
from retro.options import Options as RunOptions

SKIP_SHOW = Script().key("Enter", "Enter")
QUIET = RunOptions(intro=False, sound=False)
SILENT = RunOptions(sound=False)


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(basra_table, "player_for", lambda level: GreedyBot())


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def by_keys(repeats: int, seed: int, options: RunOptions = QUIET, before: Script | None = None,
            after: str = "n"):
    """F8 (messages wait for a key, so the screens record them), then Enter (the card
    under the pointer, or past a message) over and over; ``after`` answers the question
    at the end."""
    script = Script().key("F8") + (before or Script())
    for _ in range(repeats):
        script.key("Enter").wait(400)
    return run_headless(main, seed=seed, script=script.type(after), options=options,
                        max_seconds=36_000)


def your_turns(result) -> list:
    return [s for s in result.screens if "YOUR CARD:" in s.row_text(22)]


# --- golden screens -----------------------------------------------------------------------


def test_the_table_at_your_first_card(golden) -> None:
    result = run_headless(main, seed=3, script=SKIP_SHOW + Script().wait(20_000).shot("table"),
                          options=SILENT)
    table = rows(result.shots["table"])
    assert table[0].startswith(" BASRA  HAND 1  DEALER:")
    assert table[1].startswith("►YOUR HAND") and "YOUR WIN PILE: 0 CARDS" in table[1]
    assert table[6].split()[:5] == ["▲", "1", "2", "3", "4"]
    assert "ABDUL'S HAND" in table[16] and "▒▒▒" in table[18]   # his backs
    assert "BOTTOM" in table[12]
    assert result.shots["table"].row_text(24).rstrip().endswith("DELAY 1.0")
    golden("screens/basra/table.txt", result.shots["table"].to_text())


def first_screen(result, test) -> object:
    found = [s for s in result.screens if test(s)]
    assert found, "the moment never came"
    return found[0]


def test_a_basra_with_its_banner(golden) -> None:
    result = by_keys(300, seed=3)
    shot = first_screen(result, lambda s: "POINTS FOR" in s.row_text(14)
                        and "BASRA!" in s.row_text(23))
    assert "╔" in shot.row_text(8) and "█" in shot.text()
    golden("screens/basra/basra.txt", shot.to_text())


def test_the_score_screen_after_the_first_hand(golden) -> None:
    result = by_keys(300, seed=3)
    shot = first_screen(result, lambda s: "NEXT HAND:" in s.row_text(23))
    sheet = rows(shot)
    assert "SCORE AFTER HAND 1" in sheet[1]
    text = shot.text()
    for what in ("CARDS (MOST: 3)", "BASRAS", "JACKS", "ACES", "TWOS",
                 "TENS", "THIS HAND", "GAME TOTAL", "GAME TO 101"):
        assert what in text, what
    assert sheet[4].split()[1:-1] == ["COUNT", "POINTS", "COUNT", "POINTS"]   # which is which
    cards = sheet[5].split()                      # CARDS (MOST: 3) 24 0 28 3: counts, points
    assert int(cards[4]) + int(cards[6]) == 52 and {cards[5], cards[7]} <= {"0", "3"}
    golden("screens/basra/score.txt", shot.to_text())


def test_the_options_menu_over_the_table(golden) -> None:
    result = run_headless(main, seed=3, options=QUIET,
                          script=Script().wait(20_000).key("F3").shot("menu").key("Esc"))
    menu = result.shots["menu"].text()
    for title in ("SHOW PILES", "ACE HIGH (BASRA)", "NO 7♦ SWEEPS (BASRA)", "OPEN HANDS",
                  "REPLAY HANDS", "GAMEPOINT", "GAME", "2S AND 10S SCORE (BASRA)"):
        assert title in menu, title
    golden("screens/basra/options.txt", result.shots["menu"].to_text())


def test_help_screen_and_back(golden) -> None:
    script = Script().wait(20_000).shot("table").key("F5").shot("help").key("Esc").wait(100) \
        .shot("back")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert "BASRA - INSTRUCTIONS" in rows(result.shots["help"])[0]
    assert result.shots["back"].data == result.shots["table"].data
    golden("screens/basra/help.txt", result.shots["help"].to_text())


def test_abdul_comments_with_f9_on(golden) -> None:
    result = by_keys(300, seed=3)
    shot = first_screen(result, lambda s: s.row_text(23).strip().startswith("ABDUL: "))
    line = shot.row_text(23).strip()
    assert line.endswith(" - PRESS SPACE OR ENTER") and len(line) <= 7 + 60 + 23
    said = [s.row_text(23) for s in result.screens if "ABDUL: " in s.row_text(23)]
    repeats = [a for a, b in zip(said, said[1:], strict=False) if a == b]
    assert not repeats, "never the same line twice running"
    golden("screens/basra/comment.txt", shot.to_text())


def test_f9_off_silences_abdul() -> None:
    result = by_keys(300, seed=3, before=Script().key("F9"))
    assert any(s.row_text(23).startswith(" " * 10) for s in result.screens)
    assert not any(s.row_text(23).strip().startswith("ABDUL: ") for s in result.screens)
    assert "F9 SMART" in result.screens[-1].row_text(24)


# --- whole games --------------------------------------------------------------------------


def test_a_whole_game_to_101_by_keys(data_folder: Path) -> None:
    result = by_keys(1500, seed=7)
    assert result.ended_by == "return"
    said = [s.row_text(23) for s in result.screens]
    over = [line for line in said if "THE GAME, " in line and "PRESS SPACE OR ENTER" in line]
    assert over, "the game did not finish"
    high, low = map(int, re.search(r"(\d+) TO (\d+)", over[-1]).groups())
    assert high >= 101 and high > low
    assert any("ANOTHER GAME?" in s.text() for s in result.screens)
    assert not (data_folder / "BASRA.TMP").exists(), "a finished game leaves no file"


def test_passur_from_the_options_menu() -> None:
    # B steps the game to PASSUR; the cards are dealt already, so Y starts the new game
    result = by_keys(200, seed=5, before=Script().key("F3", "b", "Esc", "y"))
    table = your_turns(result)[-1]
    assert table.row_text(0).startswith(" PASSUR  HAND ")
    assert any("SUR" in s.row_text(1) for s in your_turns(result))


# --- keys ---------------------------------------------------------------------------------


def test_refusals_say_why_and_nothing_is_lost() -> None:
    script = Script().wait(20_000).shot("before").type("zz").wait(200).shot("name") \
        .key("Esc").type("5").wait(100).shot("place").key("F6", "Tab", "%").wait(100) \
        .shot("ignored")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    before = result.shots["before"]
    assert "YOUR CARD:" in rows(before)[22]
    assert "Z IS NO RANK" in rows(result.shots["name"])[23]
    assert rows(result.shots["place"])[22].strip().startswith("YOUR CARD: 5_")
    ignored = rows(result.shots["ignored"])
    assert "YOUR CARD:" in ignored[22] and ignored[2:6] == rows(before)[2:6]


def test_a_card_not_held_is_refused_by_name() -> None:
    script = Script().wait(20_000).shot("before")
    held = rows(run_headless(main, seed=3, script=script, options=QUIET).shots["before"])[3]
    missing = next(f"{r}{s}" for r in "A56789TJQK" for s in "SHDC"
                   if f"{r if r != 'T' else '10'}" + {"S": "♠", "H": "♥", "D": "♦",
                                                       "C": "♣"}[s] not in held)
    script = Script().wait(20_000).type(missing).wait(100).shot("refused")
    refused = rows(run_headless(main, seed=3, script=script, options=QUIET).shots["refused"])
    assert refused[23].strip().startswith("YOU DO NOT HOLD ")


def test_up_and_down_change_the_delay() -> None:
    script = Script().wait(20_000).key("Up", "Up").shot("longer").key("Down", "Down", "Down") \
        .shot("shorter")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert result.shots["longer"].row_text(24).rstrip().endswith("DELAY 1.2")
    assert result.shots["shorter"].row_text(24).rstrip().endswith("DELAY .9")


# --- save, resume, replay -----------------------------------------------------------------


def test_a_game_left_with_f7_goes_on_next_time(data_folder: Path) -> None:
    first = by_keys(12, seed=3, after="")
    run = run_headless(main, seed=3, options=QUIET,
                       script=Script().wait(20_000).shot("left").key("F7", "y"))
    assert (data_folder / "BASRA.TMP").exists()
    left = rows(run.shots["left"])
    again = run_headless(main, seed=99, options=QUIET,
                         script=Script().shot("told").wait(20_000).shot("back"))
    assert "THE GAME YOU LEFT IS BACK WHERE YOU STOPPED" in rows(again.shots["told"])[23]
    back = rows(again.shots["back"])
    assert back[:22] == left[:22]
    assert first.ended_by == "input exhausted"


def test_a_damaged_saved_game_is_set_aside(data_folder: Path) -> None:
    (data_folder / "BASRA.TMP").write_text("{not json")
    result = run_headless(main, seed=3, options=QUIET, script=Script().shot("told"))
    assert "BASRA.TMP" in result.shots["told"].text()
    assert list(data_folder.glob("BASRA.TMP*.BAD")) or list(data_folder.glob("*.BAD"))


def test_replay_hands_y_deals_the_same_cards_again(data_folder: Path) -> None:
    (data_folder / "BASRA.CFG").write_text("REPLAY=ON\n")
    script = Script()
    for _ in range(300):
        script.key("Enter").wait(400)
    result = run_headless(main, seed=3, options=QUIET, script=script.type("y").wait(20_000))
    asked = [i for i, s in enumerate(result.screens)
             if "PLAY THIS HAND OVER WITH THE SAME CARDS?" in s.text()]
    assert asked, "the question never came"
    turns = your_turns(result)
    first, last = turns[0], turns[-1]
    assert last.row_text(0).startswith(" BASRA  HAND 1 ")
    assert last.row_text(0).rstrip().endswith("YOU 0  ABDUL 0")
    assert rows(last)[1:6] == rows(first)[1:6]


# --- options that change the screen, seats, the demo ---------------------------------------


def test_show_piles_and_open_hands_apply_at_once() -> None:
    script = Script().wait(20_000).shot("before").key("F3", "s", "o", "Esc").wait(100) \
        .shot("after")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    before, after = rows(result.shots["before"]), rows(result.shots["after"])
    assert "▒▒▒" in before[18] and "▒▒▒" not in after[18][:28]     # Abdul's cards face up
    assert [line[52:54] for line in after[2:6]] == ["♣ ", "♦ ", "♥ ", "♠ "]  # your pile, by suit
    assert [line[52:54] for line in after[17:21]] == ["♣ ", "♦ ", "♥ ", "♠ "]


def test_the_keyboard_may_have_the_second_seat(data_folder: Path) -> None:
    (data_folder / "BASRA.CFG").write_text("SEATS=CK\n")
    result = by_keys(300, seed=3)
    turns = your_turns(result)
    assert turns and turns[0].row_text(1).startswith("►YOUR HAND")
    assert any("NEXT HAND:" in s.row_text(23) for s in result.screens)


def test_the_demo_plays_a_whole_game_by_itself() -> None:
    script = Script().key("F2").wait(3_600_000)
    result = run_headless(main, seed=3, script=script, options=QUIET, max_seconds=36_000)
    assert result.ended_by == "input exhausted"
    assert "ANOTHER GAME?" in result.screen.text() or "THE GAME, " in result.screen.text()


# seed 3: your first hand is 2♦ A♥ 2♥ 7♠, and Abdul has played his first card


def test_a_digit_plays_the_card_in_that_place() -> None:
    script = Script().wait(20_000).shot("before").key("kp3").wait(50).shot("played")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert rows(result.shots["before"])[3].split() == ["│2♦", "│", "│A♥", "│", "│2♥", "│",
                                                       "│7♠", "│", "│", "│"]
    assert rows(result.shots["played"])[23].strip().startswith("YOUR 2♥ ")


def test_a_digit_plays_its_place_at_once_though_a_name_could_begin_with_it() -> None:
    """2♦ A♥ 2♥ 7♠: 2 plays place 2 (the A♥) at once; 2♦ is played by its place, 1."""
    script = Script().wait(20_000).type("2").wait(50).shot("played")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert rows(result.shots["played"])[23].strip().startswith("YOUR A♥ ")


def test_a_name_plays_as_soon_as_it_is_complete() -> None:
    script = Script().wait(20_000).type("7s").wait(50).shot("named")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert rows(result.shots["named"])[23].strip().startswith("YOUR 7♠ ")


def test_arrows_and_enter() -> None:
    script = Script().wait(20_000).key("Right", "Right", "Left").shot("pointed").key("Enter") \
        .wait(50).shot("played")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert rows(result.shots["pointed"])[6].split()[:3] == ["1", "▲", "2"]
    assert rows(result.shots["played"])[23].strip().startswith("YOUR A♥ ")


def test_a_click_on_a_card_plays_it() -> None:
    clicked = run_headless(main, seed=3, options=QUIET,
                           script=Script().wait(20_000).click(21, 3).wait(50).shot("played"))
    assert rows(clicked.shots["played"])[23].strip().startswith("YOUR 7♠ ")


# --- rule changes in mid-game -------------------------------------------------------------


def test_a_new_gamepoint_in_mid_game_asks_first_and_n_keeps_the_game(
        data_folder: Path) -> None:
    script = Script().wait(20_000).shot("before").key("F3", "g", "5", "0", "Enter", "Esc") \
        .shot("asked").type("n").wait(100).shot("kept")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    asked = result.shots["asked"].text()
    assert "THIS CHANGE NEEDS A NEW GAME. START ONE NOW?" in asked
    assert "(Y/N)" not in asked and asked.count("Y OR N") == 1  # the box asks once
    kept = rows(result.shots["kept"])
    assert "GAME TO 101" in kept[0] and kept[1:7] == rows(result.shots["before"])[1:7]
    assert "GAMEPOINT=101" in (data_folder / "BASRA.CFG").read_text()


def test_a_new_gamepoint_y_starts_a_new_game_to_it() -> None:
    script = Script().wait(20_000).key("F3", "g", "5", "0", "Enter", "Esc").type("y") \
        .wait(20_000).shot("new")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert "GAME TO 50" in rows(result.shots["new"])[0]


def test_a_rule_changed_in_mid_game_is_kept_in_the_saved_game(data_folder: Path) -> None:
    script = Script().wait(20_000)
    for _ in range(6):
        script.key("Enter").wait(400)
    script.key("F3", "a", "Esc")
    for _ in range(6):
        script.key("Enter").wait(400)
    script.wait(20_000).shot("left").key("F7", "y")
    left = run_headless(main, seed=3, script=script, options=QUIET)
    saved = (data_folder / "BASRA.TMP").read_text()
    assert '"CHANGES":"' in saved and ",1,0,every,101,0" in saved   # ace high from then on
    again = run_headless(main, seed=4, options=QUIET, script=Script().wait(20_000).shot("back"))
    back, before = rows(again.shots["back"]), rows(left.shots["left"])
    assert "YOUR CARD:" in before[22] and back[22] == before[22]
    assert back[:6] + back[7:22] == before[:6] + before[7:22]   # the pointer may differ
    assert "ACEHIGH=ON" in (data_folder / "BASRA.CFG").read_text()


def test_passur_scores_clubs_and_surs() -> None:
    result = by_keys(300, seed=5, before=Script().key("F3", "b", "Esc", "y"))
    shot = first_screen(result, lambda s: "NEXT HAND:" in s.row_text(23))
    text = shot.text()
    assert "PASSUR: SCORE AFTER HAND 1" in text
    for what in ("CLUBS (MOST: 7)", "SURS", "TWO OF CLUBS", "TEN OF DIAMONDS", "COUNT",
                 "POINTS"):
        assert what in text, what


def test_abdul_makes_at_most_one_remark_per_card(monkeypatch) -> None:
    """Seed 3: your jack sweeps the floor with the hand's last card (a jack sweep and a
    lucky last card at once): one remark, not two."""
    said: list[str] = []
    real = program.Shell.message

    def message(shell, text, wait=None, hold=1.0):
        said.append(text)
        return real(shell, text, wait, hold)

    monkeypatch.setattr(program.Shell, "message", message)
    by_keys(1500, seed=3)
    runs, run = [], 0
    for line in said:
        if line.startswith(("YOUR ", "ABDUL'S ")):       # a card played
            run = 0
        elif line.startswith("ABDUL: "):
            run += 1
            runs.append(run)
    assert "YOUR J♠ SWEEPS THE FLOOR (4 CARDS)" in said
    assert runs and max(runs) == 1
