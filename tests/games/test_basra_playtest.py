"""Basra: what a play-test as a new player found, each pinned by a test.

* a digit the prompt offers plays that place at once, always; a name starts with a rank
  letter or a digit that is no place, and the ten is T (the shared ``card_names`` reader);
* with F8 on "wait" every message waits; Abdul says at most one thing per card.

The program-level tests play against the greedy bot, as ``test_basra_program`` does.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from games._shared.card_names import Ask, CardNameReader, Play, Refuse, Wait
from games.basra import messages, program
from games.basra import table as basra_table
from games.basra.ai import GreedyBot
from games.basra.input import PACK, interpret
from games.basra.pack import parse
from games.basra.program import main
from games.basra.screen import View
from retro import Script, run_headless
from retro.bios import parse_key
from retro.options import Options as RunOptions

QUIET = RunOptions(intro=False, sound=False)


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(basra_table, "player_for", lambda level: GreedyBot())


def cards(*names: str) -> list[int]:
    return [parse(name) for name in names]


def press(hand: list[int], keys: str | list[str]) -> tuple[object, str, View]:
    """Feed ``keys`` (one character each, or key names) to the card reader as it reads
    them; stop at the first card, refusal or question. Returns it (None if none), the
    name typed so far and the view."""
    table = SimpleNamespace(view=View())
    reader = CardNameReader(PACK, hand, places=len(hand))
    outcome = None
    for name in keys:
        outcome = interpret(table, reader, hand, parse_key(name))
        if isinstance(outcome, (Play, Refuse, Ask)):
            break
    return outcome, reader.typed, table.view


def played(outcome: object) -> int | None:
    return outcome.card if isinstance(outcome, Play) else None


# --- the digits: an offered place plays at once, always -------------------------------------

def test_an_offered_place_plays_at_once_even_when_a_name_could_begin_with_it() -> None:
    """2♦ A♥ 2♥ 7♠: 2 is place 2 (the A♥), though 2♦ and 2♥ are held; no waiting."""
    hand = cards("2D", "AH", "2H", "7S")
    for digit, card in zip("1234", hand, strict=True):
        outcome, typed, view = press(hand, digit)
        assert played(outcome) == card and typed == ""
    assert press(cards("TS", "TH", "4C"), "1")[0] == Play(parse("TS"))


def test_an_offered_place_plays_at_once_in_the_middle_of_a_name() -> None:
    hand = cards("QC", "4S", "TS", "QS")
    outcome, typed, _ = press(hand, "q3")             # Q begins a name; 3 is still place 3
    assert played(outcome) == parse("TS") and typed == ""


def test_a_digit_that_is_no_place_begins_a_name() -> None:
    hand = cards("4S", "3H", "7D")                    # three cards: 4 is no place now
    outcome, typed, _ = press(hand, "4")
    assert isinstance(outcome, Wait) and typed == "4"
    assert played(press(hand, "4s")[0]) == parse("4S")
    assert played(press(hand, "7d")[0]) == parse("7D")


def test_the_ten_is_t_and_a_nought_is_refused_with_the_reason() -> None:
    hand = cards("4C", "TS", "2H")
    assert played(press(hand, "ts")[0]) == parse("TS")
    outcome, *_ = press(cards("4C", "TS"), "50")
    assert isinstance(outcome, Refuse) and "T FOR A TEN" in outcome.reason


def test_a_rank_then_enter_plays_the_only_one_or_asks_for_the_suit() -> None:
    assert played(press(cards("7S", "KD", "2H"), ["7", "Enter"])[0]) == parse("7S")
    outcome, typed, _ = press(cards("KS", "KD", "2H"), ["k", "Enter"])
    assert isinstance(outcome, Ask) and "D OR S" in outcome.question and typed == "K"


def test_the_prompt_offers_only_the_places_left_and_says_the_rule() -> None:
    assert "YOUR CARD: PLACE 1-3, " in messages.card_prompt("", 3)
    assert "YOUR CARD: PLACE 1, " in messages.card_prompt("", 1)
    line = messages.card_prompt("", 4)
    assert "RANK+SUIT" in line and "TC=TEN" in line and len(line) <= 78
    assert len(messages.card_prompt("7", 2)) <= 78


# --- one name for the opponent ----------------------------------------------------------------

def test_every_line_of_a_whole_game_calls_the_opponent_abdul() -> None:
    script = Script().key("F8", "F9")             # messages wait (so each is seen), remarks on
    for _ in range(400):
        script.key("Enter").wait(400)
    result = run_headless(main, seed=5, script=script.type("n"), options=QUIET,
                          max_seconds=36_000)
    said = {s.row_text(row).strip() for s in result.screens for row in (22, 23)}
    assert any(line.startswith("ABDUL'S ") for line in said)       # his captures
    assert any("POINTS FOR ABDUL" in line or "ABDUL DEALS" in line for line in said)
    assert not [line for line in said if "COMPUTER" in line]


def test_the_help_calls_the_opponent_abdul() -> None:
    """Abdul is named wherever the help says "computer" in Basra's own words (the
    shared lines of the comfort keys speak of every game's computer)."""
    from games._shared.comforts import help_lines
    from games.basra.instructions import TEXT

    shared = help_lines().splitlines()
    lines = [line for line in TEXT.splitlines() if "COMPUTER" in line and line not in shared]
    assert len(lines) <= 2 and all("ABDUL" in line for line in lines), lines


def test_the_demo_prompt_does_not_call_abdul_the_computer() -> None:
    assert "COMPUTER" not in messages.DEMO


# --- two keyboard seats ----------------------------------------------------------------------

def refused_two_keyboards(result) -> bool:
    return any("KK" in s.text() and "ABDUL" in s.text() and "KEYBOARD" in s.text()
               for s in result.screens)


def test_two_keyboard_seats_are_refused_with_a_reason(data_folder) -> None:
    (data_folder / "BASRA.CFG").write_text("SEATS=KK\n")
    script = Script().key("Enter").wait(20_000).shot("table")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert refused_two_keyboards(result)
    table = result.shots["table"]
    assert "ABDUL'S HAND" in table.row_text(16) and "▒▒▒" in table.row_text(18)
    assert "YOUR CARD: PLACE 1-4" in table.row_text(22)    # your turn, Abdul played
    assert "SEATS=KC" in (data_folder / "BASRA.CFG").read_text()


def test_a_saved_game_with_two_keyboard_seats_goes_on_against_abdul(data_folder) -> None:
    left = Script().wait(20_000).type("4").wait(3_000).key("F7").type("y")
    run_headless(main, seed=3, script=left, options=QUIET)
    saved = data_folder / "BASRA.TMP"
    saved.write_text(saved.read_text().replace('"seats":"KC"', '"seats":"KK"'))
    script = Script().key("Enter").wait(100).shot("resumed").wait(5_000).shot("on")
    result = run_headless(main, seed=4, script=script, options=QUIET)
    assert refused_two_keyboards(result)
    assert messages.RESUMED in result.shots["resumed"].text()
    assert "▒▒▒" in result.shots["on"].row_text(18)
    assert "SEATS=KC" in (data_folder / "BASRA.CFG").read_text()


# --- a new batch of cards -----------------------------------------------------------------

def said_lines(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message and notice the program shows, in order (what the message row said)."""
    lines: list[str] = []
    real, real_notice = program.Shell.message, program.Shell.notice

    def message(shell, text, wait=None, hold=1.0):
        lines.append(text)
        return real(shell, text, wait, hold)

    def notice(shell, text):
        lines.append(text)
        return real_notice(shell, text)

    monkeypatch.setattr(program.Shell, "message", message)
    monkeypatch.setattr(program.Shell, "notice", notice)
    return lines


def first_batch(then: Script) -> Script:
    """Seed 3 (you deal, Abdul leads): your four cards of the first batch, by Enter."""
    script = Script().wait(20_000)
    for _ in range(4):
        script.key("Enter").wait(9_000)  # time for Abdul's reply, a sweep's banner too
    return script + then


def test_a_key_pressed_before_the_new_cards_is_said_to_be_ignored(monkeypatch) -> None:
    lines = said_lines(monkeypatch)
    early = Script()
    early.steps = first_batch(Script()).steps[:-1]        # no wait after the fourth card
    run_headless(main, seed=3, options=QUIET,
                 script=early + Script().wait(300).type("1").wait(5_000))
    batch = lines.index("FOUR MORE CARDS EACH")
    assert messages.KEYS_BEFORE_DEAL in lines[batch + 1:batch + 2]


def test_no_word_about_ignored_keys_when_none_were_pressed(monkeypatch) -> None:
    lines = said_lines(monkeypatch)
    run_headless(main, seed=3, options=QUIET, script=first_batch(Script().wait(5_000)))
    assert "FOUR MORE CARDS EACH" in lines and messages.KEYS_BEFORE_DEAL not in lines


def test_the_prompt_says_your_cards_are_new() -> None:
    result = run_headless(main, seed=3, options=QUIET,
                          script=first_batch(Script().wait(5_000).shot("new")))
    new = result.shots["new"]
    assert new.row_text(22).strip().startswith("NEW CARDS - YOUR CARD: PLACE 1-4")
    assert new.row_text(3)[:27].count("│") == 8                  # four new cards


# --- keys that play no card say so --------------------------------------------------------------

def test_a_key_that_plays_no_card_says_so_and_keeps_the_half_name() -> None:
    hand = cards("2D", "AH", "2H", "7S")
    refused, typed, _ = press(hand, "7x")
    assert isinstance(refused, Refuse) and "AFTER 7" in refused.reason and typed == "7"
    refused, *_ = press(hand, "h")
    assert isinstance(refused, Refuse) and "RANK COMES FIRST" in refused.reason


def test_enter_after_a_rank_not_held_says_so() -> None:
    refused, typed, _ = press(cards("2D", "AH", "2H", "7S"), ["9", "Enter"])
    assert isinstance(refused, Refuse) and "NO 9" in refused.reason


# --- a capture shown before its cards go ------------------------------------------------------

def test_while_a_capture_shows_its_card_is_on_the_floor_only() -> None:
    """The played card lies on the floor with what it takes; the win pile (its count, its
    basra cards) must not show it, or the result of the capture, before the message."""
    script = Script().key("F8")
    for _ in range(120):
        script.key("Enter").wait(300)
    result = run_headless(main, seed=8, script=script, options=QUIET, max_seconds=36_000)
    shown = 0
    for screen in result.screens:
        line = screen.row_text(23).strip()
        if not line.startswith(("YOUR ", "ABDUL'S ")) or (
                " TAKES " not in line and " SWEEPS " not in line) or "TAKES NOTHING" in line:
            continue
        played = line.split()[1]                             # "ABDUL'S 6♦ TAKES ..."
        table = screen.text().splitlines()[1:22]
        assert sum(row.count(played) for row in table) == 1, (line, "\n".join(table))
        shown += 1
    assert shown > 5


def test_the_help_names_the_options_as_the_menu_does() -> None:
    from games.basra.instructions import TEXT

    labels = [o.title.removesuffix(" (BASRA)") for o in program.SPEC.options
              if o.setting != "TWOS"]
    assert [label for label in labels if label not in TEXT] == []


# --- F8: every message waits ------------------------------------------------------------------

def test_f8_wait_makes_every_message_wait_a_card_that_takes_nothing_too(monkeypatch,
                                                                       data_folder) -> None:
    """Yours and Abdul's: a trail, the deal, a new batch wait like a capture does."""
    (data_folder / "BASRA.CFG").write_text("MESSAGES=WAIT\n")     # F8 set from the start
    said: list[tuple[str, bool]] = []
    real = program.Shell.message

    def message(shell, text, wait=None, hold=1.0):
        settled = shell.values.get("MESSAGES") == "WAIT" if wait is None else wait
        said.append((text, settled))
        return real(shell, text, wait, hold)

    monkeypatch.setattr(program.Shell, "message", message)
    script = Script()
    for _ in range(90):
        script.key("Enter").wait(400)
    run_headless(main, seed=3, script=script.key("F7").type("y"), options=QUIET,
                 max_seconds=36_000)
    trails = [text for text, _ in said if "TAKES NOTHING" in text]
    assert any(t.startswith("YOUR ") for t in trails)
    assert any(t.startswith("ABDUL'S ") for t in trails)
    assert any("MORE CARDS EACH" in text for text, _ in said)
    assert [text for text, waits in said if not waits] == []


# --- what is said to the person stays readable ------------------------------------------------

def test_a_refusal_and_an_option_note_stay_readable_at_the_shortest_delay(data_folder) -> None:
    """At DELAY 0.1 a refusal and the note after an option change stay for their reading
    time (not one tick of the pace), or until the next key, which still counts."""
    (data_folder / "BASRA.CFG").write_text("DELAY=1\n")
    script = Script().wait(20_000).key("F3", "a", "Esc").wait(800).shot("note") \
        .wait(5_000).type("z").wait(1_500).shot("refused").wait(5_000).shot("later") \
        .type("z").wait(100).type("7s").wait(50).shot("played")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    assert "THE NEW ACE RULE APPLIES" in result.shots["note"].row_text(23)
    assert "Z IS NO RANK" in result.shots["refused"].row_text(23)
    later = result.shots["later"]
    assert later.row_text(23).strip() == "" and "YOUR CARD:" in later.row_text(22)
    assert result.shots["played"].row_text(23).strip().startswith("YOUR 7♠ ")


# --- the buried cards are public ----------------------------------------------------------------

def test_a_buried_jack_shows_under_the_cut_card_for_the_whole_hand_and_is_said_last() -> None:
    """Seed 0: the cut shows 2♠ and a J♠ on the first floor goes under it: both lie at
    the right, in the order they will be dealt (2♠, then J♠ at the BOTTOM), all hand."""
    lines: list[str] = []
    real = program.Shell.message

    def message(shell, text, wait=None, hold=1.0):
        lines.append(text)
        return real(shell, text, wait, hold)

    script = Script().wait(20_000).shot("start")
    for _ in range(10):                           # two batches on: the pack has shrunk
        script.key("Enter").wait(3_000)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(program.Shell, "message", message)
        result = run_headless(main, seed=0, script=script.shot("later"), options=QUIET)
    cut = next(line for line in lines if line.startswith("THE CUT SHOWS"))
    assert cut == "THE CUT SHOWS 2♠: IT STAYS AT THE BOTTOM, DEALT WITH THE LAST CARDS"
    assert "J♠ CANNOT START ON THE FLOOR: IT GOES UNDER THE 2♠, TO BE DEALT LAST" in lines
    for name in ("start", "later"):
        shot = result.shots[name]
        assert "2♠" in shot.row_text(9)[73:] and "J♠" in shot.row_text(11)[73:], name
        assert "BOTTOM" in shot.row_text(14)[70:], name
    assert "40" not in result.shots["later"].row_text(12)          # cards were dealt since


def test_many_buried_cards_keep_their_names_in_sight() -> None:
    """Cut K♠ and three cards buried: the stack closes up, each name still readable, in
    dealing order, BOTTOM under the last."""
    from games._shared.look import COLOUR
    from games.basra import screen
    from games.basra.game import BasraGame
    from games.basra.rules import HandState
    from retro.textmode import TextScreen

    outcomes = tuple(cards("KS", "2C", "3C", "4C", "5C", "2D", "3D", "4D", "5D",
                           "JH", "7D", "JS", "5H", "6S", "8S", "9S"))   # cut, deal, floor
    game = BasraGame()
    game.hand = hand = HandState(1, replay=outcomes)
    for card in outcomes:
        hand.apply_action(card)
    assert hand.tail == cards("KS", "JH", "7D", "JS")
    s = TextScreen()
    screen.draw(s, game, View(), COLOUR)
    rows = s.snapshot().text().splitlines()
    last = 8 + len(hand.tail) - 1                  # one row each, the last card whole
    names = [row[74:77].strip("│─ ") for row in rows[8:last] + [rows[last + 1]]]
    assert names == [messages.label(c) for c in hand.tail]
    assert "BOTTOM" in rows[last + 4]
