"""Sixty-Six as a program: golden screens and whole matches played through keys.

Seeds are chosen so the situation under test happens: with seed 34 the
computer deals and you hold the king and queen of spades; with seed 0 the
computer deals and you lead. Each test checks its precondition on screen.
"""

from __future__ import annotations

import pytest

from games.sixty_six import keeping, program
from games.sixty_six.ai import AIBot, GreedyBot
from games.sixty_six.program import main
from retro import Script, run_headless
from retro.bios import key_for_char
from retro.options import Options

SKIP_SHOW = Script().key("Enter", "Enter")
"""Two Enters end the opening show."""



@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screens are about the program, not the AI: play against the greedy bot,
    so tuning the AI's search never changes these goldens."""
    monkeypatch.setattr(program, "player_for", lambda level: GreedyBot())


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def test_title_screen(golden) -> None:
    result = run_headless(main, seed=34, script=Script().wait(1000).shot("title"))
    title = result.shots["title"]
    assert "PRESS ENTER TWICE TO SKIP THE MUSIC" in title.text()
    assert any(c.hz for c in result.machine.speaker.timeline)
    golden("screens/sixty_six/title.txt", title.to_text())


def test_table_mid_hand(golden) -> None:
    script = SKIP_SHOW + Script().wait(200).key("1").wait(4000).key("1").wait(4000).shot("mid")
    result = run_headless(main, seed=0, script=script)
    mid = rows(result.shots["mid"])
    assert mid[0].strip().startswith("DEAL 1")
    assert "LAST TRICK" in mid[16]
    golden("screens/sixty_six/mid_hand.txt", result.shots["mid"].to_text())


def test_marriage_is_declared_by_leading_the_king(golden) -> None:
    script = SKIP_SHOW + Script().wait(3000).shot("before").type("ks").wait(300).shot("marriage")
    result = run_headless(main, seed=34, script=script)
    before = result.shots["before"].text()
    assert "K♠" in before and "Q♠" in before and "YOUR LEAD" in before
    after = rows(result.shots["marriage"])
    assert "YOU DECLARE A MARRIAGE IN SPADES: 20 POINTS" in after[23]
    assert "YOU      ♠ 20" in after[18]
    golden("screens/sixty_six/marriage.txt", result.shots["marriage"].to_text())


def test_closing_can_be_called_off() -> None:
    script = SKIP_SHOW + Script().wait(3000).key("c", "n").wait(300).shot("after")
    after = run_headless(main, seed=0, script=script).shots["after"]
    assert "CLOSED" not in after.text()
    assert "C CLOSE" in rows(after)[22]


def test_closing(golden) -> None:
    script = SKIP_SHOW + Script().wait(3000).shot("lead").key("c").shot("asked").key("y") \
        .wait(300).shot("closed")
    result = run_headless(main, seed=0, script=script)
    assert "C CLOSE" in rows(result.shots["lead"])[22]
    assert "CLOSE THE GAME? NO MORE DRAWING" in result.shots["asked"].text()
    closed = rows(result.shots["closed"])
    assert "YOU CLOSE THE GAME: NO MORE DRAWING" in closed[23]
    assert "CLOSED" in closed[14]
    golden("screens/sixty_six/closing.txt", result.shots["closed"].to_text())


def test_illegal_card_is_refused_with_a_reason() -> None:
    script = SKIP_SHOW + Script().wait(3000).type("ah").wait(300).shot("refused")
    result = run_headless(main, seed=0, script=script)
    refused = rows(result.shots["refused"])
    assert "YOU DO NOT HOLD A♥" in refused[23]
    assert refused[22].strip().startswith("YOUR LEAD:")  # no half-typed card left behind


def test_help_screen_and_back(golden) -> None:
    script = SKIP_SHOW + Script().wait(3000).shot("table").key("F5").shot("help").key("Esc") \
        .wait(100).shot("back")
    result = run_headless(main, seed=0, script=script)
    help_rows = rows(result.shots["help"])
    assert "SIXTY-SIX - INSTRUCTIONS" in help_rows[0]
    assert result.shots["back"].data == result.shots["table"].data
    golden("screens/sixty_six/help.txt", result.shots["help"].to_text())


def play_by_places(seed: int, keys: int = 4000) -> object:
    """Skip the show, then type places 1-6 over and over, then N to stop."""
    script = SKIP_SHOW + Script()
    for _ in range(keys // 6):
        script.type("123456")
    return run_headless(main, seed=seed, script=script.key("N"),
                        options=Options(sound=False))


def test_end_of_a_deal(golden) -> None:
    result = play_by_places(seed=0, keys=120)
    ends = [s for s in result.screens
            if "GAME POINT" in rows(s)[23] and "PRESS A KEY" in rows(s)[23]]
    assert "SCHNEIDER" in rows(ends[0])[23] or "SCHWARZ" in rows(ends[0])[23] or \
        "MISSED 66" in rows(ends[0])[23] or rows(ends[0])[23].strip().endswith(
            "GAME POINT - PRESS A KEY")
    assert ends, "no deal ended"
    first = ends[0]
    assert "▒" not in "".join(rows(first)[4:6])[40:]  # the computer's cards are shown
    golden("screens/sixty_six/end_of_deal.txt", first.to_text())


def test_a_whole_match_through_keys_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(program, "player_for", lambda level: AIBot())  # the real one
    result = play_by_places(seed=5)
    assert result.ended_by == "return"
    texts = [s.text() for s in result.screens]
    match_over = [t for t in texts if "THE MATCH" in t and "PRESS A KEY" in t]
    assert match_over, "the match did not finish"
    last = match_over[-1].splitlines()
    assert "WIN" in last[23]
    scores = [int(n) for n in last[0].split("YOU")[1].split("COMPUTER")[0].split(":")]
    assert max(scores) >= 7 > min(scores)
    assert any("PLAY ANOTHER MATCH?" in t for t in texts)


def test_demo_mode_plays_both_hands() -> None:
    script = SKIP_SHOW + Script().key("F2")
    for _ in range(300):
        script.key("Enter")
    result = run_headless(main, seed=9, script=script.key("F7", "Y"),
                          options=Options(sound=False))
    assert result.ended_by in ("return", "input exhausted")
    assert any("DEMO" in s.text() or "GAME POINT" in s.text() for s in result.screens)


def test_f7_then_y_quits() -> None:
    result = run_headless(main, seed=0, script=SKIP_SHOW + Script().wait(100).key("F7", "Y"))
    assert result.ended_by == "return"


def test_the_score_box_keeps_its_frame() -> None:
    """Every text in the score box ends before its right edge (column 52)."""
    result = run_headless(main, seed=0, script=SKIP_SHOW + Script().wait(3000).shot("t"))
    for line in rows(result.shots["t"])[18:21]:
        assert line[52] == "│", line


def test_a_stray_key_in_the_demo_does_not_race_through_the_match() -> None:
    script = SKIP_SHOW + Script().key("F2").wait(4000).key("Left").wait(100).shot("b")
    after = rows(run_headless(main, seed=26, script=script).shots["b"])
    assert after[0].strip().startswith("DEAL 1")
    assert "THE MATCH" not in after[23]


def test_the_pointer_shows_only_on_your_turn() -> None:
    script = SKIP_SHOW + Script().wait(3000).shot("yours").key("1").wait(300).shot("theirs")
    result = run_headless(main, seed=0, script=script)
    selected = 0x34, 0x30  # the cyan highlight of a selected red or black card
    yours = result.shots["yours"].data[1::2][3 * 80:7 * 80]
    theirs = result.shots["theirs"].data[1::2][3 * 80:7 * 80]
    assert any(a in selected for a in yours)
    assert not any(a in selected for a in theirs)


def test_the_dealer_is_named_in_full_while_dealing() -> None:
    result = run_headless(main, seed=0, script=SKIP_SHOW + Script().wait(1200).shot("deal"))
    assert rows(result.shots["deal"])[22].strip() == "THE COMPUTER DEALS..."


def test_a_key_typed_ahead_before_the_deal_does_not_play_a_card(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A key still in the buffer when the cards are dealt is thrown away (an Enter that
    ended the show would be eaten by the first pause; a 1 typed ahead would play)."""
    toss = program.Table.coin_flip

    def impatient_toss(table: program.Table) -> None:
        toss(table)
        table.m.post_key(key_for_char("1"))  # typed ahead by a player, not by the script

    monkeypatch.setattr(program.Table, "coin_flip", impatient_toss)
    result = run_headless(main, seed=0, script=Script().wait(3000).shot("lead"),
                          options=Options(intro=False))
    lead = rows(result.shots["lead"])
    assert lead[22].strip().startswith("YOUR LEAD:")
    assert lead[11][18:21].strip() == "" and "6" in lead[7]  # no card out, six in hand


def test_esc_does_not_answer_play_another_match(monkeypatch: pytest.MonkeyPatch) -> None:
    """No to PLAY ANOTHER MATCH? ends the program, and Esc never closes anything."""
    monkeypatch.setattr(program.Table, "play", lambda table: None)  # a match in no time
    result = run_headless(main, seed=0, script=Script().key("Esc", "Esc"),
                          options=Options(intro=False))
    assert result.ended_by == "input exhausted"
    assert "PLAY ANOTHER MATCH?" in result.screen.text()
    result = run_headless(main, seed=0, script=Script().key("Esc", "n"),
                          options=Options(intro=False))
    assert result.ended_by == "return"


def test_keypad_digits_with_numlock_on_choose_card_places() -> None:
    """Keypad 2 and 8 are digits with NumLock on: a place, not the speed keys."""
    def after(keys: str) -> list[str]:
        keeping.discard()  # each run begins the same match, not the one the last kept
        script = SKIP_SHOW + Script().wait(3000).key(keys).wait(50).shot("played")
        return rows(run_headless(main, seed=0, script=script).shots["played"])

    by_keypad, by_top_row = after("kp2"), after("2")
    assert by_keypad[10:14] == by_top_row[10:14]
    assert by_keypad[11][18:21].strip() != ""  # a card is on the table
    assert by_keypad[24] == by_top_row[24] and "DELAY 1.0" in by_keypad[24]


def test_rank_then_enter_holding_two_of_that_rank_asks_for_the_suit() -> None:
    """Seed 0: you lead holding Q♦ and Q♣; Q then Enter plays neither but asks, and the
    suit then plays the queen named."""
    script = SKIP_SHOW + Script().wait(3000).shot("lead").type("q").key("Enter").wait(50) \
        .shot("asked").type("c").wait(50).shot("played")
    result = run_headless(main, seed=0, script=script)
    assert "Q♦" in result.shots["lead"].text() and "Q♣" in result.shots["lead"].text()
    asked = rows(result.shots["asked"])
    assert "WHICH Q? TYPE D OR C" in asked[23]
    assert asked[22].strip().startswith("CARD Q_")
    assert asked[11][18:21].strip() == ""  # no card out yet
    assert "Q♣" in rows(result.shots["played"])[11][16:24]


def test_a_zero_is_refused_as_t_is_the_ten_and_t_then_enter_plays_it() -> None:
    """Seed 0: you lead holding 10♣, the only ten; 1 then 0 used to play place 1 and drop
    the 0 without a word."""
    script = SKIP_SHOW + Script().wait(3000).key("0").wait(50).shot("zero").type("t") \
        .key("Enter").wait(50).shot("ten")
    result = run_headless(main, seed=0, script=script)
    zero = rows(result.shots["zero"])
    assert "TYPE T FOR A TEN" in zero[23]
    assert zero[11][18:21].strip() == ""
    assert "10♣" in rows(result.shots["ten"])[11][16:24]


def test_a_refusal_stays_to_be_read_at_the_fastest_speed() -> None:
    """At DELAY .1 a refusal used to go after a tenth of a second; it stays a reading
    time of its own, and the key that ends it early is the next try, not lost."""
    fastest = Script()
    for _ in range(12):
        fastest.key("Up")
    script = SKIP_SHOW + Script().wait(3000) + fastest + Script().key("0").wait(1500) \
        .shot("later").type("t").key("Enter").wait(50).shot("ten")
    result = run_headless(main, seed=0, script=script)
    later = rows(result.shots["later"])
    assert "DELAY .1" in later[24]
    assert "TYPE T FOR A TEN" in later[23]
    assert "10♣" in rows(result.shots["ten"])[11][16:24]
