"""Basra: what a play-test as a new player found, each pinned by a test.

* a digit that waits (a name could start with it) must never swallow or twist the next
  key: the same digit again plays the place, another digit points at its own place, and
  a digit past the cards left still begins a name you hold;
* the waiting prompt says which card Enter plays and which names the suit completes.

The program-level tests play against the greedy bot, as ``test_basra_program`` does.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from games.basra import messages, program
from games.basra import table as basra_table
from games.basra.ai import GreedyBot
from games.basra.input import _interpret
from games.basra.pack import parse
from games.basra.program import main
from games.basra.screen import View
from retro import Script, run_headless
from retro.bios import parse_key
from retro.options import Options as RunOptions

QUIET = RunOptions(intro=False, sound=False)


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(basra_table, "AIBot", GreedyBot)


def cards(*names: str) -> list[int]:
    return [parse(name) for name in names]


def press(hand: list[int], keys: str) -> tuple[object, str, int | None, View]:
    """Feed ``keys`` (one character each) to the card reader as it reads them."""
    table = SimpleNamespace(view=View())
    typed, place, choice = "", None, None
    for ch in keys:
        choice, typed, place = _interpret(table, hand, typed, place, parse_key(ch))
        if choice is not None:
            break
    return choice, typed, place, table.view


# --- the digits, key by key ----------------------------------------------------------------

def test_the_same_digit_twice_plays_the_place() -> None:
    hand = cards("QC", "4S", "TS", "QS")
    choice, *_ = press(hand, "44")
    assert choice == parse("QS")


def test_another_digit_points_at_its_own_place() -> None:
    hand = cards("2D", "AH", "2H", "7S")
    choice, *_ = press(hand, "23")           # no three held: place 3 at once
    assert choice == parse("2H")
    choice, typed, place, view = press(cards("QC", "4S", "TS", "QS"), "14")
    assert choice is None and (typed, place, view.selected) == ("4", 4, 3)


def test_a_digit_plays_at_once_when_its_only_name_is_the_card_in_that_place() -> None:
    choice, *_ = press(cards("AH", "2D", "7S"), "2")   # the only two is in place 2
    assert choice == parse("2D")
    choice, *_ = press(cards("TS", "4C"), "1")         # the only ten is in place 1
    assert choice == parse("TS")
    choice, typed, place, _ = press(cards("2H", "2D", "7S"), "2")  # 2H could be meant
    assert (choice, typed, place) == (None, "2", 2)


def test_the_prompt_offers_only_the_places_left() -> None:
    assert "YOUR CARD: 1-3, " in messages.card_prompt("", None, ["2♦", "A♥", "7♠"])
    assert "YOUR CARD: 1, " in messages.card_prompt("", None, ["7♠"])
    assert "PLACE 1-2 " in messages.not_a_key("X", "", 2)
    assert "ENTER OR 2 PLAYS PLACE 2" in messages.card_prompt("2", 2, ["2♦", "A♥", "2♥"])


def test_a_digit_past_the_cards_left_still_begins_a_name() -> None:
    hand = cards("4S", "3H")
    choice, typed, place, _ = press(hand, "3")
    assert (choice, typed, place) == (None, "3", None)
    choice, *_ = press(hand, "3h")
    assert choice == parse("3H")


def test_a_ten_is_still_named_with_one_and_nought() -> None:
    hand = cards("4C", "TS")
    choice, *_ = press(hand, "10s")
    assert choice == parse("TS")


# --- the prompt while a digit waits ---------------------------------------------------------

def test_the_waiting_prompt_names_the_place_card_and_the_names() -> None:
    line = messages.card_prompt("2", 2, hand_labels := ["2♦", "A♥", "2♥", "7♠"])
    assert hand_labels[1] in line and "PLACE 2" in line and "ENTER" in line
    assert "2♦" in line and "2♥" in line and "SUIT" in line
    ten = messages.card_prompt("1", 1, ["4♣", "10♠", "10♥", "10♦"])
    assert "4♣" in ten and "0" in ten.split("4♣")[1] and "10♠" in ten
    assert len(messages.card_prompt("1", 1, ["10♣", "10♠", "10♥", "10♦"])) <= 78


def test_the_waiting_prompt_on_the_table() -> None:
    # seed 3: your first hand is 2♦ A♥ 2♥ 7♠, and Abdul has played his first card
    script = Script().wait(20_000).type("2").shot("waiting").type("2").wait(50).shot("played")
    result = run_headless(main, seed=3, script=script, options=QUIET)
    waiting = result.shots["waiting"].row_text(22)
    assert "PLACE 2 (A♥)" in waiting and "2♦" in waiting and "2♥" in waiting
    assert result.shots["played"].row_text(23).strip().startswith("YOUR A♥ ")


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
    from games.basra.instructions import TEXT

    lines = [line for line in TEXT.splitlines() if "COMPUTER" in line]
    assert len(lines) <= 1 and all("ABDUL" in line for line in lines), lines


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
    assert "YOUR CARD: 1-4" in table.row_text(22)          # your turn, Abdul played
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
    """Every message the program shows, in order (what the message row said)."""
    lines: list[str] = []
    real = program.Shell.message

    def message(shell, text, wait=None, hold=1.0):
        lines.append(text)
        return real(shell, text, wait, hold)

    monkeypatch.setattr(program.Shell, "message", message)
    return lines


def first_batch(then: Script) -> Script:
    """Seed 3 (you deal, Abdul leads): your four cards of the first batch, by Enter."""
    script = Script().wait(20_000)
    for _ in range(4):
        script.key("Enter").wait(5_000)
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
    assert new.row_text(22).strip().startswith("NEW CARDS - YOUR CARD: 1-4")
    assert new.row_text(3).count("│") == 10                  # four cards and the pile


# --- keys that play no card say so --------------------------------------------------------------

def keys_to(hand: list[int], *names: str) -> tuple[object, str, int | None]:
    """Feed named keys (``"x"``, ``"Enter"``) to the card reader; stop at a choice or a
    complaint."""
    table = SimpleNamespace(view=View())
    typed, place, choice = "", None, None
    for name in names:
        choice, typed, place = _interpret(table, hand, typed, place, parse_key(name))
        if choice is not None:
            break
    return choice, typed, place


def test_a_key_that_plays_no_card_says_so_and_keeps_the_half_name() -> None:
    hand = cards("2D", "AH", "2H", "7S")
    complaint, typed, _ = keys_to(hand, "7", "x")
    assert isinstance(complaint, str) and "X" in complaint and typed == "7"
    complaint, *_ = keys_to(hand, "h")
    assert isinstance(complaint, str) and "RANK" in complaint and "7H" in complaint


def test_enter_after_a_lone_rank_asks_for_the_suit() -> None:
    complaint, typed, _ = keys_to(cards("2D", "AH", "2H", "7S"), "7", "Enter")
    assert isinstance(complaint, str) and "SUIT" in complaint and "IS NO CARD" not in complaint
    assert typed == "7"                                     # the suit may still follow


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
