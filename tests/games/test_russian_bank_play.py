"""Russian Bank played through the program: refusals, the mouse, two people, stops, seats.

The computer seats play the greedy bot; ``russian_bank_play.plan_game`` replays the same
deal to know each keyboard move beforehand. Seed 12: player 1 begins, nothing forced;
seed 23: player 1 begins with his reserve card and house 8's top both able to go up;
seed 9: player 2 begins and player 1 wins the greedy game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games.russian_bank import bank_table, keeping, program
from games.russian_bank.ai import GreedyBot
from games.russian_bank.program import main
from retro import Script, run_headless
from retro.options import Options
from tests.games.russian_bank_play import clicks_for, plan_game, turn_marker

QUIET = Options(intro=False)
SILENT = Options(intro=False, sound=False)



@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())


BARE = (2, 12)
"""A cell of the bare table: a click there means nothing in a turn."""


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def message_after(seed: int, keys: str, settings: str = "") -> str:
    """Row 23 just after ``keys`` are typed at player 1's first turn."""
    script = Script().wait(2000).type(keys).wait(300).shot("after")
    result = run_headless(main, seed=seed, script=script, options=QUIET)
    return rows(result.shots["after"])[23].strip()


@pytest.mark.parametrize(("seed", "keys", "said"), [
    (12, "h", "TYPE THE HOUSE'S NUMBER ALONE, 1 TO 8"),
    (12, "w", "CARDS NEVER MOVE FROM A WASTE PILE"),
    (12, "f", "CARDS NEVER LEAVE THE FOUNDATIONS"),
    (12, "rd", "NOTHING CAN BE PUT ON A HAND"),
    (12, "r9", "9 IS NO PLACE TO PUT A CARD: USE F, 1-8, R OR W"),
    (12, "d", "NO CARD IS TURNED UP"),
    (12, "p", "TURN UP A CARD FIRST"),
    (12, "s", "STOPS ARE CALLED ONLY IN THE STOP MODE (F6)"),
    (12, "n", "THERE IS NOTHING TO STOP"),
    (12, "1f", "NO FOUNDATION TAKES THAT CARD"),
    (12, "12", "BUILD ONE RANK LOWER, IN THE OTHER COLOUR"),
    (12, "rr", "LOADING NEEDS THE SAME SUIT, ONE RANK HIGHER OR LOWER"),
    (23, ".", "A\u2665 MUST GO TO A FOUNDATION FIRST"),
    (23, "8f", "THE RESERVE CARD MUST GO TO THE FOUNDATION FIRST"),
])
def test_every_refusal_says_why(seed: int, keys: str, said: str) -> None:
    assert message_after(seed, keys) == said


def test_esc_or_a_second_click_forgets_a_picked_card() -> None:
    script = Script().wait(2000).type("r").shot("picked").key("Esc").shot("forgot")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert "GOES TO F" in rows(result.shots["picked"])[22]
    assert "GOES TO F" not in rows(result.shots["forgot"])[22]
    reserve = (56, 18)
    script = Script().wait(2000).click(*reserve).shot("picked").click(*reserve).shot("forgot")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert "YOUR TURN: R " in rows(result.shots["picked"])[22]
    assert "GOES TO F" not in rows(result.shots["forgot"])[22]


def test_a_whole_game_by_mouse() -> None:
    plan = plan_game(9)
    script = Script()
    for index, (seat, keys) in enumerate(plan.keys):
        for col, row in clicks_for(seat, keys):
            script.click(col, row)
        if index in plan.ends_alone:
            script.click(*BARE)  # the turn ends by itself, with a notice this click ends
    result = run_headless(main, seed=9, script=script.key("Enter"), options=SILENT)
    assert plan.game is not None
    assert any(f"YOU WIN {plan.game.score}:" in s.text() for s in result.screens)
    assert "GAME 2" in rows(result.screen)[0]


def test_two_people_on_one_keyboard_play_a_whole_game(data_folder: Path) -> None:
    plan = plan_game(9, keyboard=(0, 1))
    assert {seat for seat, _ in plan.keys} == {0, 1}
    script = Script().wait(1).key("F4")  # player 2 to the keyboard while the deal is told
    for _, keys in plan.keys:
        script.type(keys)
    result = run_headless(main, seed=9, script=script.key("Enter"), options=SILENT)
    assert plan.game is not None
    texts = [s.text() for s in result.screens]
    assert any("PLAYER 2: A MOVE" in t for t in texts)
    assert any(f"PLAYER 1 WINS {plan.game.score}:" in t for t in texts)
    assert "SEATS=KK" in (data_folder / "RBANK.CFG").read_text()  # remembered


def stop_mode_two_people(keys: str) -> tuple[str, int | None]:
    """Seed 23 with two people and the stop mode: player 1 plays 8F out of order (his
    reserve card should go up first), then ``keys``; what the screen says just after, and
    whose turn the panels mark."""
    script = Script().wait(1).key("F4").wait(1).key("F6").wait(2000).type("8f" + keys) \
        .wait(300).shot("after")
    result = run_headless(main, seed=23, script=script, options=QUIET)
    after = result.shots["after"]
    return " ".join(after.text().replace("\u2551", " ").split()), turn_marker(after)


def test_the_other_player_calls_stop_with_s() -> None:
    said, marked = stop_mode_two_people("s")
    assert "PLAYER 2 CALLS STOP! THE RESERVE CARD MUST GO TO THE FOUNDATION BEFORE ANY OTHER." \
           " 8F IS TAKEN BACK, RF IS PLAYED INSTEAD, AND PLAYER 1'S TURN IS OVER." in said
    assert marked == 1


def test_n_lets_a_move_out_of_order_stand_and_says_so() -> None:
    said, marked = stop_mode_two_people("n")
    assert "PLAYER 2 LETS PLAYER 1'S MOVE OUT OF ORDER STAND" in said
    assert marked == 0


def test_playing_on_lets_it_stand_without_a_word() -> None:
    said, marked = stop_mode_two_people("rf")
    assert "STOP!" not in said and "STAND" not in said
    assert marked == 0


def test_esc_makes_the_computer_end_its_turn_at_once() -> None:
    def first_turn(script: Script) -> int:
        result = run_headless(main, seed=9, script=script, options=QUIET)
        assert "YOUR TURN" in rows(result.screen)[22]
        return result.elapsed_ms

    patient = first_turn(Script())
    hurried = first_turn(Script().wait(1500).key("Esc"))
    assert hurried < patient - 2000


def test_f3_hands_player_1_to_the_computer_and_back(data_folder: Path) -> None:
    script = Script().wait(2000).key("F3").wait(20000).shot("computer").wait(1).key("F3")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    playing = rows(result.shots["computer"])
    assert "PLAYER 1: COMPUTER" in playing[17]  # player 1's panel
    assert "D 35" not in playing[16]      # player 1's hand has been played from
    assert "YOUR TURN" in rows(result.screen)[22]
    assert "SEATS=KC" in (data_folder / "RBANK.CFG").read_text()


def test_x_abandons_the_game_after_a_question_and_it_does_not_count(data_folder: Path) -> None:
    script = Script().wait(2000).type("x").shot("asked").type("n").wait(300).shot("kept") \
        .type("x").type("y").shot("abandoned").key("Enter")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert "ABANDON THIS GAME? IT SCORES NOTHING AND DOES NOT COUNT" in \
        result.shots["asked"].text()
    assert "GAME 1" in rows(result.shots["kept"])[0]
    assert "GAME ABANDONED: NO SCORE, AND IT DOES NOT COUNT AS A GAME" in \
        result.shots["abandoned"].text()
    after = rows(result.screen)
    assert "GAME 1" in after[0] and "D 35" in after[16]  # a new deal takes its number
    assert not (data_folder / "RBANK.SCR").exists()  # nothing to keep


def test_the_card_draw_click_follows_the_pitch_dial() -> None:
    def clicks(keys: list[str]) -> set[float]:
        keeping.discard()  # each run deals the same first game afresh
        script = Script().wait(2000).key(*keys)
        result = run_headless(main, seed=12, script=script, options=Options(intro=False,
                                                                             sound=True))
        return {round(c.hz) for c in result.machine.speaker.timeline if c.hz}

    assert 800 in clicks(["."])
    higher = clicks(["Right", "."])
    assert 850 in higher and 800 not in higher


def test_up_and_down_set_the_computers_pace() -> None:
    script = Script().wait(2000).key("Up", "Up").shot("slower").key("Down", "Down", "Down")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert rows(result.shots["slower"])[24].rstrip().endswith(".7")
    assert rows(result.screen)[24].rstrip().endswith(".4")


def test_the_computers_play_line_names_each_move_it_makes() -> None:
    script = Script().wait(600).shot("starting").wait(900).shot("playing")
    result = run_headless(main, seed=9, script=script, options=QUIET)
    assert rows(result.shots["starting"])[22].strip() == \
        "PLAYER 2 (COMPUTER) IS PLAYING.  ESC ENDS ITS TURN"
    line = rows(result.shots["playing"])[22].strip()
    assert line.startswith("PLAYER 2 (COMPUTER): ") and line.endswith(".  ESC ENDS ITS TURN")
    keys = line.split(": ")[1].split()[0]
    assert len(keys) == 2 and keys[0] in "DR12345678"


def test_the_dos_letters_say_s_turns_the_sound_on(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        program.cli(["--help"])
    lines = capsys.readouterr().out.splitlines()
    assert any(line.split()[:1] == ["S"] and "sound on" in line for line in lines)

    def sound(options: Options) -> object:
        return run_headless(lambda m: program.Shell(m, program.SPEC).m.sound_enabled,
                            options=options).value

    assert sound(Options(intro=False)) is False          # Russian Bank starts silent
    assert sound(Options(intro=False, sound=True)) is True  # what S asks for
