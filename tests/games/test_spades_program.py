"""Spades as a program: golden screens, whole games by keys, the game log, refusals.

The screens play against the greedy bot (``plain_opponent``), so tuning the AI never
changes them. Seeds are picked for the situation under test: with seed 5 you deal the
first hand; with seed 1 North deals. Each test checks its precondition on screen.
Set positions (``at_table``) put a prepared game in front of the keyboard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from games._shared import kept_game
from games._shared.shell import Shell
from games.spades import table as spades_table
from games.spades.ai import GreedyBot
from games.spades.deck import parse
from games.spades.input import ask_bid, ask_card
from games.spades.places import BOTTOM_NAME_ROW, MESSAGE_ROW, bid_choice_cols
from games.spades.position import bid_all, new_deal, play
from games.spades.program import SPEC, main
from games.spades.program import Match as Table
from games.spades.rulebook import BID_BASE, FIRST_DEALER_BASE, NORTH, SOUTH, WEST, Options
from games.spades.rules import SpadesState
from games.spades.scoring import HandRecord, TeamScore, score_hand
from retro import Machine, Script, run_headless
from retro.options import Options as RunOptions

SKIP_SHOW = Script().key("Enter", "Enter")
QUIET = RunOptions(intro=False, sound=False)
SILENT = RunOptions(sound=False)
HANDS = [
    "JO AS KS 2H 3H 4H 5H 6H 7H 3D 4D 5D 6D",
    "EJ QS JS 8H 9H TH JH 7D 8D 9D TD 3C 4C",
    "TS 9S 8S QH KH AH JD QD KD AD 5C 6C 7C",
    "7S 6S 5S 4S 3S 2S 8C 9C TC JC QC KC AC",
]
"""North, East, South, West for set positions; West deals, North leads."""



@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spades_table, "level_bot", lambda word: GreedyBot())


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def by_keys(repeats: int, seed: int, options: RunOptions = SILENT):
    """Skip the show, then bid 3 and play whatever the pointer finds, over and over;
    N at the end declines another game."""
    script = SKIP_SHOW + Script()
    for _ in range(repeats):
        script.type("3").key("Enter", "Right", "Enter")
    return run_headless(main, seed=seed, script=script.key("n"), options=options,
                        max_seconds=36_000)


# --- golden screens -----------------------------------------------------------------------


def test_title_screen(golden) -> None:
    result = run_headless(main, seed=1, script=Script().wait(1000).shot("title"))
    title = result.shots["title"]
    assert "PRESS ENTER TWICE TO SKIP THE MUSIC" in title.text()
    assert any(c.hz for c in result.machine.speaker.timeline)
    golden("screens/spades/title.txt", title.to_text())


YOUR_DEAL = SKIP_SHOW + Script().wait(1200).key("Space").wait(1500).key("Space").wait(800)


def test_your_deal_with_two_rounds_turned_face_up_by_space(golden) -> None:
    result = run_headless(main, seed=5, script=YOUR_DEAL + Script().shot("deal"))
    deal = rows(result.shots["deal"])
    assert "DEALER: SOUTH" in deal[0]
    assert deal[22].strip() == "YOU DEAL. SPACE: THE NEXT ROUND GOES FACE UP (1 MORE MAY)"
    assert deal[21].count("SHOWN") == 2              # one card of each face-up round is yours
    assert "┌───┐ ┌───┐" in deal[12][:24]            # West's two face-up cards at his place
    golden("screens/spades/deal_face_up.txt", result.shots["deal"].to_text())


def test_a_space_while_you_are_told_you_deal_first_turns_the_first_round_up() -> None:
    script = Script().wait(300).shot("told").wait(10).key("Space").wait(9000).shot("dealt")
    shots = run_headless(main, seed=5, script=script, options=QUIET).shots
    told = rows(shots["told"])
    assert told[23].strip() == "YOU DEAL FIRST"
    assert told[22].strip().startswith("YOU DEAL. SPACE: THE NEXT ROUND GOES FACE UP")
    dealt = rows(shots["dealt"])
    assert "BIDDING" in dealt[6] and dealt[21].count("SHOWN") == 1


def test_a_third_space_uses_the_last_face_up_round() -> None:
    script = YOUR_DEAL + Script().key("Space").wait(5000).shot("dealt")
    dealt = rows(run_headless(main, seed=5, script=script).shots["dealt"])
    assert dealt[21].count("SHOWN") == 3
    assert "BIDDING" in dealt[6]


BIDDING = YOUR_DEAL + Script().wait(9000).type("3").key("Enter").wait(9000)


def test_bidding_your_second_turn(golden) -> None:
    result = run_headless(main, seed=5, script=BIDDING + Script().shot("second"))
    second = rows(result.shots["second"])
    assert second[22].strip().startswith("YOUR BID: 3   ENTER KEEPS IT, BACKSPACE TO CHANGE IT")
    assert second[11][28:53].split() == ["►SOUTH", "(YOU)", "3", "-"]
    assert "N-S SIDE" in second[13] and "E-W SIDE" in second[14]
    golden("screens/spades/bidding.txt", result.shots["second"].to_text())


def test_a_second_bid_is_changed_after_backspace_only() -> None:
    script = BIDDING + Script().type("5").wait(300).shot("refused").key("Backspace").type("5") \
        .shot("typed").key("Enter").wait(300).shot("changed")
    result = run_headless(main, seed=5, script=script)
    assert "PRESS BACKSPACE FIRST TO CHANGE YOUR BID" in rows(result.shots["refused"])[23]
    assert rows(result.shots["typed"])[22].strip().startswith("YOUR NEW BID: 5_")
    changed = rows(result.shots["changed"])
    assert "YOU CHANGE THE BID TO 5" in changed[23]
    assert "SOUTH (YOU)  BID 5" in changed[16]


PLAYING = BIDDING + Script().key("Enter").wait(6000)


def test_a_book_with_the_arrow(golden) -> None:
    script = PLAYING + Script().shot("yours").key("Enter").wait(300).shot("arrow")
    result = run_headless(main, seed=5, script=script)
    yours = rows(result.shots["yours"])
    assert yours[22].strip().startswith("YOUR CARD: NAME IT")
    assert yours[22].rstrip().endswith("OR CLICK   O OPEN HANDS")  # the whole prompt, O's too
    arrow = rows(result.shots["arrow"])
    assert arrow[23].strip() == "YOU TAKE THE BOOK"
    assert arrow[10][39] == "│" and arrow[11][39] == "▼"      # pointing down at your card
    assert "A♥" in arrow[13][37:42]
    golden("screens/spades/book_arrow.txt", result.shots["arrow"].to_text())


def test_the_arrow_stays_for_the_delay_set_with_up_and_down() -> None:
    script = PLAYING + Script().key("Up", "Up", "Enter").wait(100).shot("soon") \
        .wait(1000).shot("later").wait(200).shot("gone")
    result = run_headless(main, seed=5, script=script)
    assert result.shots["soon"].row_text(24).rstrip().endswith("DELAY 1.2")
    assert "YOU TAKE THE BOOK" in result.shots["soon"].row_text(23)
    assert "YOU TAKE THE BOOK" in result.shots["later"].row_text(23)    # still there at 1.1 s
    assert "YOU TAKE THE BOOK" not in result.shots["gone"].row_text(23)  # and gone at 1.3 s


def test_the_score_sheet_after_the_first_hand(golden) -> None:
    result = by_keys(120, seed=1)
    sheets = [s for s in result.screens if "SCORE SHEET AFTER HAND 1 " in s.text()
              and "PRESS A KEY" in s.row_text(23)]
    assert sheets, "no hand was finished"
    sheet = rows(sheets[0])
    assert sheet[2].split() == ["N-S", "E-W"]
    assert sheet[3].strip().startswith("HAND 1 ")
    assert "TOTAL TO DATE" in sheet[5] and "SANDBAG" in sheet[6]
    assert "NEXT HAND: EAST DEALS - PRESS A KEY" in sheet[23]
    golden("screens/spades/score_sheet.txt", sheets[0].to_text())


def test_help_screen_and_back(golden) -> None:
    script = PLAYING + Script().shot("table").key("F5").shot("help").key("Esc").wait(100) \
        .shot("back")
    result = run_headless(main, seed=5, script=script)
    assert "SPADES - INSTRUCTIONS" in rows(result.shots["help"])[0]
    assert result.shots["back"].data == result.shots["table"].data
    golden("screens/spades/help.txt", result.shots["help"].to_text())


# --- whole games and the log --------------------------------------------------------------


def test_a_whole_game_through_keys_only(data_folder: Path) -> None:
    result = by_keys(2500, seed=1)
    assert result.ended_by == "return"
    texts = [s.text() for s in result.screens]
    over = [t for t in texts if "THE GAME" in t.splitlines()[23] and "PRESS A KEY" in t]
    assert over, "the game did not finish"
    last = over[-1].splitlines()
    assert "WIN THE GAME" in last[23] or "DRAW" in last[23]
    assert "GAME LOG (SPADES.SCR)" in last[18]
    asked = [t.splitlines() for t in texts if "PLAY ANOTHER GAME?" in t][-1]
    covered = [row for row in range(23) if asked[row] != last[row]]
    assert covered == [13, 14, 15, 16, 17], "the question sits between the sheet and the log"
    assert all(last[row].strip() == "" for row in covered), "and hides nothing"
    log = (data_folder / "SPADES.SCR").read_text()
    assert sum(int(line.split("=")[1]) for line in log.splitlines()
               if line.split("=")[0] in ("NS_WON", "EW_WON", "DRAWS")) == 1


def short_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games to 30 points: a hand or two each."""
    monkeypatch.setattr(spades_table, "Options", lambda **kw: Options(target=30, **kw))


def test_the_game_log_adds_up_across_runs(monkeypatch: pytest.MonkeyPatch,
                                          data_folder: Path) -> None:
    short_games(monkeypatch)
    first = by_keys(400, seed=1, options=QUIET)
    second = by_keys(400, seed=2, options=QUIET)
    assert first.ended_by == second.ended_by == "return"
    values = dict(line.split("=") for line in (data_folder / "SPADES.SCR").read_text()
                  .splitlines() if "=" in line)
    assert int(values["NS_WON"]) + int(values["EW_WON"]) + int(values["DRAWS"]) == 2
    shown = [s for s in second.screens if "GAME LOG" in s.text()][-1]
    won_ns, won_ew = (int(rows(shown)[19 + i].split()[5]) for i in (0, 1))
    assert (won_ns, won_ew) == (int(values["NS_WON"]), int(values["EW_WON"]))
    points = [int(rows(shown)[19 + i].split()[-2]) for i in (0, 1)]
    assert points == [int(values["NS_POINTS"]), int(values["EW_POINTS"])]


def test_a_damaged_game_log_is_put_aside_and_started_afresh(
        monkeypatch: pytest.MonkeyPatch, data_folder: Path) -> None:
    short_games(monkeypatch)
    (data_folder / "SPADES.SCR").write_text("NS_WON=lots\n")
    result = by_keys(400, seed=1, options=QUIET)
    told = [s.row_text(23) for s in result.screens]
    assert any("SPADES.SCR DAMAGED; KEPT AS" in line for line in told)
    assert [p.name for p in data_folder.glob("SPADES*.BAD")]
    values = (data_folder / "SPADES.SCR").read_text()
    assert "NS_WON=" in values and "lots" not in values


@pytest.mark.parametrize("bad", ["NS_WON=-3", "DRAWS=-1", "EW_POINTS=123456789"])
def test_a_game_log_out_of_range_is_set_aside_at_start_and_never_shown(
        data_folder: Path, bad: str) -> None:
    (data_folder / "SPADES.SCR").write_text(f"NS_WON=2\nEW_WON=1\n{bad}\n")
    script = SKIP_SHOW + Script().wait(200).shot("start").key("Enter").wait(500).key("F7", "Y")
    result = run_headless(main, seed=5, script=script, options=SILENT)
    assert "SPADES.SCR DAMAGED; KEPT AS" in rows(result.shots["start"])[23]
    assert [p.name for p in data_folder.glob("SPADES*.BAD")]
    assert not (data_folder / "SPADES.SCR").exists() or bad not in (
        data_folder / "SPADES.SCR").read_text()
    assert not any(bad.split("=")[1] in s.text() for s in result.screens)


def test_a_drawn_game_is_said_and_logged_as_a_draw(data_folder: Path) -> None:
    state = new_deal(WEST, HANDS, options=Options(hand_limit=1))
    bid_all(state, [3, 3, 4, 2])
    while state.phase == "play":
        state.apply_action(state.legal_actions()[0])
    state.winner = None
    state.scores = [replace(state.scores[0], points=410), replace(state.scores[1], points=410)]
    _, shots = at_table(state, Table.end_of_game, Script().shot("over").key("Enter"))
    over = rows(shots["over"])
    assert "THE GAME IS A DRAW, 410 POINTS EACH - PRESS A KEY" in over[23]
    assert over[21].split()[1:4] == ["DRAWN", "GAMES", "1"]
    assert "DRAWS=1" in (data_folder / "SPADES.SCR").read_text()


def test_at_the_end_of_a_long_game_pgup_shows_the_first_hands(data_folder: Path) -> None:
    state = new_deal(WEST, HANDS, options=Options(hand_limit=1))
    bid_all(state, [3, 3, 4, 2])
    while state.phase == "play":
        state.apply_action(state.legal_actions()[0])
    scores = [TeamScore(), TeamScore()]
    state.sheet.clear()
    for number in range(1, 21):
        lines = (score_hand(scores[0], 4, 5), score_hand(scores[1], 3, 2))
        state.sheet.append(HandRecord(number, number % 4, lines))
        scores = [lines[0].after, lines[1].after]
    state.scores, state.hand_number, state.winner = scores, 20, 0
    state.end_reason = "target"
    script = Script().shot("end").key("PgUp").shot("up").key(*["PgUp"] * 5).shot("top") \
        .key("End").shot("back").key("Home").shot("home").key(*["PgDn"] * 6).shot("down") \
        .key("Enter")
    _, shots = at_table(state, Table.end_of_game, script)
    end, top = rows(shots["end"]), rows(shots["top"])
    assert "HAND 20 " in "".join(end[:13]) and "HAND 1 " not in "".join(end[:13])
    assert "(HANDS 1-" in end[3] and "PGUP" in end[3]
    assert top[3].strip().startswith("HAND 1 "), "the first hand, at the top"
    assert "BELOW: PGDN" in "".join(top[:13])
    assert "WIN THE GAME" in top[23], "the result stays while the sheet pages"
    assert rows(shots["back"])[:13] == end[:13]
    assert rows(shots["home"])[:13] == top[:13]
    assert rows(shots["down"])[:13] == end[:13]


def test_the_demo_plays_a_whole_game_by_itself() -> None:
    script = SKIP_SHOW + Script().key("F2")
    for moment in range(60):
        script.wait(500).shot(f"t{moment}")
    script.wait(3_600_000)  # nobody at the keyboard: the pauses watch it until this is spent
    result = run_headless(main, seed=3, script=script, options=RunOptions(sound=False),
                          max_seconds=36_000)
    assert result.ended_by == "input exhausted"
    assert "WIN THE GAME" in result.screen.row_text(23) or "DRAW" in result.screen.row_text(23)
    prompts = [shot.row_text(22) for shot in result.shots.values()]
    assert any("DEMO: THE COMPUTER PLAYS EVERY HAND" in p for p in prompts)


def test_f7_then_y_quits() -> None:
    result = run_headless(main, seed=0, script=SKIP_SHOW + Script().wait(100).key("F7", "Y"))
    assert result.ended_by == "return"


# --- set positions in front of the keyboard -----------------------------------------------


def at_table(state: SpadesState, act: Callable[[Table], object], script: Script,
             seats: str = "CCKC") -> tuple[object, dict]:
    """Put ``state`` on the table and run ``act`` (a turn of the keyboard's, say)."""
    def run(m: Machine) -> object:
        shell = Shell(m, SPEC)
        shell.set_seats(seats)
        shell.m.screen.cursor_visible = False
        table = Table(shell)
        table.state = state
        table.seen = len(state.events)
        table.place_seats()
        table.redraw()
        return act(table)

    result = run_headless(run, seed=0, script=script, options=QUIET)
    return result.value, result.shots


def north_led_a_heart() -> SpadesState:
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3, 4, 2])
    play(state, "6H 8H")
    return state


def test_cards_by_name_refusals_say_why() -> None:
    # Names are read by the shared reader: a whole name plays at once, a key that can
    # continue no name is refused at once, what was typed before it is kept.
    script = Script().type("ts").wait(300).shot("follow") \
        .type("3h").wait(300).shot("held") \
        .type("x").wait(300).shot("name") \
        .type("k").key("Backspace").type("a").shot("typed").type("h")
    value, shots = at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH), script)
    assert "YOU MUST FOLLOW SUIT: PLAY HEARTS" in rows(shots["follow"])[23]
    assert "YOU DO NOT HOLD 3♥" in rows(shots["held"])[23]
    assert "X IS NO RANK HERE" in rows(shots["name"])[23]
    assert rows(shots["typed"])[22].strip().startswith("YOUR CARD: A_")
    assert value == parse("AH")


def test_a_rank_then_enter_plays_the_only_card_of_it_or_asks_the_suit() -> None:
    # South holds A♥ and A♦ of the aces, and only one ten, T♠ (a heart was led).
    script = Script().type("a").key("Enter").wait(300).shot("which").type("h")
    value, shots = at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH), script)
    assert "WHICH A? TYPE H OR D" in rows(shots["which"])[23]
    assert value == parse("AH")
    script = Script().type("t").key("Enter").wait(300).shot("ten").type("qh")
    value, shots = at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH), script)
    assert "FOLLOW SUIT" in rows(shots["ten"])[23], "Enter played the ten, the only one held"
    assert value == parse("QH")


def quickest_arrow(act: Callable[[Table], object]) -> Callable[[Table], object]:
    """``act`` with the arrow's delay at its shortest (ARROW 0.1, as Down nine times)."""
    def run(table: Table) -> object:
        table.shell.set_setting("DELAY", "1")
        return act(table)
    return run


def test_a_refusal_stays_until_the_next_key_however_short_the_arrow() -> None:
    script = Script().type("ts").wait(3000).shot("later").type("k").shot("typed") \
        .key("Backspace").type("ah")
    value, shots = at_table(north_led_a_heart(), quickest_arrow(lambda t: ask_card(t, SOUTH)),
                            script)
    later = rows(shots["later"])
    assert later[23].strip() == "YOU MUST FOLLOW SUIT: PLAY HEARTS"   # 3 s on, at ARROW 0.1
    assert later[22].strip().startswith("YOUR CARD: NAME IT")         # the prompt stays too
    typed = rows(shots["typed"])
    assert typed[23].strip() == "" and typed[22].strip().startswith("YOUR CARD: K_")
    assert value == parse("AH")
    assert SPEC.message_row == MESSAGE_ROW


def test_a_refusal_is_the_shells_notice_gone_after_its_reading_time() -> None:
    script = Script().type("ts").wait(500).shot("soon").wait(8000).shot("read").type("ah")
    value, shots = at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH), script)
    assert rows(shots["soon"])[23].strip() == "YOU MUST FOLLOW SUIT: PLAY HEARTS"
    assert rows(shots["read"])[23].strip() == "", "as every game's notices: read, then gone"
    assert value == parse("AH")


def test_the_computers_bids_stay_readable_however_short_the_arrow(
        monkeypatch: pytest.MonkeyPatch) -> None:
    shown: dict[str, int] = {}
    message = Shell.message

    def timed(shell: Shell, text: str, *args, **kwargs) -> None:
        start = shell.m.now_ms()
        message(shell, text, *args, **kwargs)
        shown[text] = shell.m.now_ms() - start

    monkeypatch.setattr(Shell, "message", timed)
    state = new_deal(WEST, HANDS)                                  # North and East bid first
    at_table(state, quickest_arrow(lambda t: [t.bid(), t.bid()]), Script())
    bids = {text: ms for text, ms in shown.items() if " BIDS " in text}
    assert len(bids) == 2 and min(bids.values()) >= 1000, bids


def pointed(shot, count: int) -> list[int]:
    """Which of your ``count`` cards (by place, from the left) the pointer lights."""
    from games.spades.places import HAND_ROW, hand_col
    first = hand_col(count)
    return [i for i in range(count)
            if shot.cell(first + 6 * i + 1, HAND_ROW + 1)[1] in (0x34, 0x30)]


def test_the_pointer_starts_on_the_first_card_you_may_play() -> None:
    value, shots = at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH),
                            Script().shot("follow").key("Enter"))
    assert pointed(shots["follow"], 13) == [3] and value == parse("AH")  # 10♠ 9♠ 8♠ A♥: hearts led
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3, 4, 2])
    play(state, "6H 8H AH 2S")  # West trumps and leads clubs: you have clubs
    play(state, "AC 3D 3C")
    value, shots = at_table(state, lambda t: ask_card(t, SOUTH), Script().shot("c").key("Enter"))
    assert pointed(shots["c"], 12) == [5] and value == parse("7C")   # 10♠ 9♠ 8♠ K♥ Q♥ 7♣
    lead = new_deal(WEST, HANDS)
    bid_all(lead, [3, 3, 4, 2])
    play(lead, "6H 8H AH 8C")   # you win with A♥ and lead; spades are not broken yet
    value, shots = at_table(lead, lambda t: ask_card(t, SOUTH), Script().shot("l").key("Enter"))
    assert pointed(shots["l"], 12) == [3] and value == parse("KH")


def test_cards_by_pointer_by_click_and_tens_by_t() -> None:
    by_arrow = Script().key(*["Right"] * 3, "Left", "Enter")
    assert at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH), by_arrow)[0] \
        == parse("QH")  # your hand: 10♠ 9♠ 8♠ A♥ K♥ Q♥ ...: from A♥ to Q♥
    from games.spades.places import HAND_ROW, hand_col
    click = Script().click(hand_col(13) + 6 * 4 + 2, HAND_ROW + 1)
    assert at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH), click)[0] \
        == parse("KH")
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3, 4, 2])
    play(state, "3D 7D")
    ten = Script().type("1").wait(300).shot("one").type("0").wait(300).shot("zero") \
        .type("ts").wait(300).shot("t").type("jd")
    value, shots = at_table(state, lambda t: ask_card(t, SOUTH), ten)
    assert "TYPE T FOR A TEN" in rows(shots["one"])[23]
    assert "TYPE T FOR A TEN" in rows(shots["zero"])[23]
    assert "FOLLOW SUIT: PLAY DIAMONDS" in rows(shots["t"])[23] and value == parse("JD")


def test_the_renege_option_from_the_menu_lets_a_card_off_suit_through(
        data_folder: Path) -> None:
    def renege(table: Table) -> str:
        card = ask_card(table, SOUTH)
        table.perform(card)
        return str(table.state.options.allow_renege)

    script = Script().key("F3").shot("menu").key("r", "Esc").wait(1100).type("ts") \
        .wait(300).shot("renege")
    value, shots = at_table(north_led_a_heart(), renege, script)
    assert "RENEGES ALLOWED (AT A PRICE)" in shots["menu"].text()
    assert value == "True"
    assert "RENEGE! YOU DID NOT FOLLOW SUIT" in shots["renege"].text()
    assert "RENEGE=ON" in (data_folder / "SPADES.CFG").read_text()


def test_bids_by_keypad_digits_and_their_range() -> None:
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3], [])
    script = Script().key("Enter").wait(300).shot("empty").type("14").wait(300).shot("range") \
        .key("Backspace", "kp1", "kp2").shot("typed").key("Enter")
    value, shots = at_table(state, lambda t: ask_bid(t, SOUTH), script)
    assert "TYPE YOUR BID FIRST" in rows(shots["empty"])[23]
    assert "A BID IS FROM 0 TO 13 BOOKS" in rows(shots["range"])[23]
    assert rows(shots["typed"])[22].strip().startswith("YOUR BID: 12_")
    assert value == BID_BASE + 12


def first_bid_at_table(script: Script) -> tuple[object, dict]:
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3], [])
    return at_table(state, lambda t: ask_bid(t, SOUTH), script)


def test_a_keyboard_bid_of_13_is_accepted() -> None:
    value, shots = first_bid_at_table(Script().type("13").shot("typed").key("Enter"))
    assert rows(shots["typed"])[22].strip().startswith("YOUR BID: 13_")
    assert value == BID_BASE + 13


def test_a_refused_digit_leaves_the_field_and_the_enter_after_it_only_says_what_it_reads(
) -> None:
    script = Script().type("14").wait(300).shot("range").key("Enter").wait(300).shot("reads") \
        .key("Enter")
    value, shots = first_bid_at_table(script)
    assert rows(shots["range"])[22].strip().startswith("YOUR BID: 1_")
    assert "A BID IS FROM 0 TO 13 BOOKS" in rows(shots["range"])[23]
    assert "YOUR BID READS 1: ENTER AGAIN TO BID 1" in rows(shots["reads"])[23]
    assert value == BID_BASE + 1


def test_letters_and_esc_at_the_bid_prompt_are_answered() -> None:
    script = Script().key("Esc").wait(300).shot("esc").type("x").wait(300).shot("letter") \
        .type("5").key("Esc").wait(300).shot("forgot").type("4").key("Enter")
    value, shots = first_bid_at_table(script)
    assert "NOTHING TYPED YET" in rows(shots["esc"])[23]
    assert "A BID IS A NUMBER" in rows(shots["letter"])[23]
    assert rows(shots["forgot"])[22].strip().startswith("YOUR BID: _")
    assert value == BID_BASE + 4


def test_esc_while_the_first_bid_stands_says_how_to_keep_or_change_it() -> None:
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3, 4, 2], [3, 3])
    script = Script().key("Esc").wait(300).shot("esc").key("Enter")
    value, shots = at_table(state, lambda t: ask_bid(t, SOUTH), script)
    assert "YOUR BID OF 4 STANDS" in rows(shots["esc"])[23]
    assert value == BID_BASE + 4


def test_a_bid_is_made_by_a_click_on_its_number() -> None:
    state = new_deal(WEST, HANDS)
    bid_all(state, [3, 3], [])
    numbers = dict((bid, col) for col, bid in bid_choice_cols())
    script = Script().shot("choices").click(numbers[11] + 1, BOTTOM_NAME_ROW)
    value, shots = at_table(state, lambda t: ask_bid(t, SOUTH), script)
    row = rows(shots["choices"])[BOTTOM_NAME_ROW]
    assert row[numbers[11]:numbers[11] + 2] == "11" and "CLICK TO BID:" in row
    assert value == BID_BASE + 11


def test_open_hands_by_o_is_remembered(data_folder: Path) -> None:
    script = Script().key("o").shot("open").type("j").key("o").shot("joker").key("Esc", "o") \
        .shot("closed").key("o", "Enter")
    _, shots = at_table(north_led_a_heart(), lambda t: ask_card(t, SOUTH), script)
    assert "♠ 7 6 5 4 3 2" in rows(shots["open"])[8]       # West's hand, all of it
    assert rows(shots["open"])[22].rstrip().endswith("O HIDE HANDS")
    joker = rows(shots["joker"])  # O after J is a letter: JO, the Joker, not held
    assert "YOU DO NOT HOLD JOKER" in joker[23] and joker[22].rstrip().endswith("O HIDE HANDS")
    assert "▒" in rows(shots["closed"])[9]
    assert "OPEN=ON" in (data_folder / "SPADES.CFG").read_text()


def test_another_seat_at_the_keyboard_sits_at_the_bottom() -> None:
    state = new_deal(WEST, HANDS)  # North bids first
    value, shots = at_table(state, lambda t: ask_bid(t, NORTH), Script().shot("north")
                            .type("4").key("Enter"), seats="KCCC")
    north = rows(shots["north"])
    assert north[16].startswith("►NORTH (YOU)") and "SOUTH  BID -" in north[1]
    assert value == BID_BASE + 4


def test_a_hand_without_spades_is_dealt_again_and_said(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first deal gives East (the dealer's left, North dealing) thirteen hearts."""
    from games._shared.state import sample_chance
    hearts = list(range(13))
    rest = [c for c in range(52) if c not in hearts]
    stacked = [hearts.pop(0) if p % 4 == 0 else rest.pop(0) for p in range(52)]
    said: list[str] = []
    message = Shell.message

    def rigged(state: SpadesState, rng) -> int:
        if state.phase == "draw":
            return FIRST_DEALER_BASE + NORTH
        if stacked:
            return stacked.pop(0)
        return sample_chance(state, rng)

    def listening(shell: Shell, text: str, *args, **kwargs) -> None:
        said.append(text)
        message(shell, text, *args, **kwargs)

    monkeypatch.setattr(kept_game, "sample_chance", rigged)
    monkeypatch.setattr(Shell, "message", listening)
    script = Script()
    for moment in range(32):
        script.wait(250).shot(f"t{moment}")
    result = run_headless(main, seed=0, script=script, options=QUIET)
    assert said[:2] == ["NORTH DEALS FIRST", "EAST HAS NO SPADE: THE SAME DEALER DEALS AGAIN"]
    told = [rows(shot) for shot in result.shots.values() if "NO SPADE" in shot.row_text(23)]
    assert len(told) >= 10, "the redeal is told for about three seconds"
    assert all("♥ AKQJ1098765432" in shot[9][56:] for shot in told)  # East's hand, face up
    assert all(shot[8][57:].startswith("♠ -") for shot in told)
    assert "DEALER: NORTH" in result.screen.row_text(0) and "HAND 1 " in result.screen.row_text(0)
    assert "BIDDING" in result.screen.text()
