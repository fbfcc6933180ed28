"""Spades' comforts: take back (the same keys then give the same screen, the same cards
come), the log as a golden with no hidden card, the count at the end, the option off,
the demo, the quit question, the computer honest after a take-back. Seed 1: North deals,
you (South) bid second."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from games._shared import comforts
from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.kept_game import KeptGame, Luck, taken_back
from games.spades import keeping, program
from games.spades import table as spades_table
from games.spades.ai import AIBot, GreedyBot
from games.spades.deck import bits
from games.spades.messages import label
from games.spades.observation import observe
from games.spades.program import main
from games.spades.rulebook import SOUTH, WEST, Options
from games.spades.rules import SpadesState
from games.spiel.worlds import spades as reshuffle_hidden
from retro import Script, run_headless
from retro.options import Options as RunOptions
from tests.games.test_spades_ai import PeekingBot

QUIET = RunOptions(intro=False, sound=False)


@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spades_table, "level_bot", lambda word: GreedyBot())


def moves(keys: str) -> Script:
    """From the start of seed 1's game: each word a key, each given time for the three
    computer players' replies."""
    script = Script().wait(20_000)
    for key in keys.split():
        script.key(key).wait(8_000)
    return script


BID_AND_CARDS = "3 Enter Enter Enter Enter"
"""Bid 3, keep it on the second pass, then play the pointer's card twice."""


def last(script: Script):
    return run_headless(main, seed=1, options=QUIET, script=script).screens[-1]


def table_rows(snap) -> list[str]:
    return snap.text().splitlines()[:22]


@pytest.mark.parametrize("back", [1, 2, 3])
def test_take_back_then_the_same_keys_give_the_same_screen(data: Path, back: int) -> None:
    straight = last(moves(BID_AND_CARDS))
    (data / "SPADES.TMP").unlink()
    keys = BID_AND_CARDS.split()
    again = " ".join(keys + ["Backspace"] * back + keys[len(keys) - back:])
    round_trip = last(moves(again))
    assert table_rows(round_trip) == table_rows(straight)


def test_take_back_reaches_the_bidding_and_no_further(data: Path, monkeypatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    shot = last(moves("3 Enter Enter " + "Backspace " * 4))
    assert comforts.NOTHING_TO_TAKE_BACK.format(unit="HAND") in said
    assert "YOUR BID: _" in shot.row_text(22)


def test_the_log_of_a_scripted_game(golden, data: Path, opened_logs: list[list[str]]) -> None:
    logs = opened_logs
    shot = last(moves(BID_AND_CARDS + " L"))
    assert "SPADES - GAME LOG" in shot.row_text(0)
    text = "\n".join(logs[-1]) + "\n"
    assert text.startswith("NORTH DEALS FIRST\n\nHAND 1:\nNORTH DEALS\n")
    golden("text/spades/log.txt", text)


def test_the_log_names_no_card_face_down(data: Path, monkeypatch) -> None:
    logs: list[list[str]] = []
    monkeypatch.setattr(comforts.Comforts, "show_log",
                        lambda self: logs.append(self.kept.log()))
    tables: list = []
    real_redraw = spades_table.Table.redraw

    def redraw(self):
        tables.append(self)
        return real_redraw(self)

    monkeypatch.setattr(spades_table.Table, "redraw", redraw)
    last(moves(BID_AND_CARDS + " L"))
    state = tables[-1].state
    hidden = [c for seat in (0, 1, 3) for c in bits(state.hands[seat] & ~state.face_up[seat])]
    assert hidden
    text = "\n".join(logs[-1])
    named = [label(c) for c in hidden if f" {label(c)} " in f" {text} ".replace("\n", " ")]
    assert named == []


def test_the_end_of_the_game_counts_the_take_backs(monkeypatch) -> None:
    said: list[str] = []
    real = program.Shell.message

    def message(self, text, *args, **kwargs):
        said.append(text)
        return real(self, text, *args, **kwargs)

    def play(self) -> None:  # straight to a finished game after two take-backs
        self.luck.take_backs = 2
        self.state.phase, self.state.winner = "over", 0
        self.end_of_game()

    monkeypatch.setattr(program.Match, "play", play)
    monkeypatch.setattr(program.Shell, "message", message)
    run_headless(main, seed=1, options=QUIET, script=Script().wait(2_000).key(
        "Enter", "Enter", "n"))
    assert any(line.endswith("WITH 2 TAKE-BACKS") for line in said)


def test_option_off_refuses_with_a_reason(data: Path, monkeypatch) -> None:
    (data / "SPADES.CFG").write_text("TAKEBACK=OFF\n")
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    last(moves("3 Enter Enter Backspace"))
    assert comforts.SWITCHED_OFF in said


def test_the_demo_refuses_with_a_reason(data: Path, monkeypatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    last(moves("3 Enter F2 Backspace"))
    assert comforts.NO_KEYBOARD in said


def test_the_quit_question_says_the_game_is_kept(data: Path) -> None:
    shot = last(moves("3 Enter F7"))
    assert "QUIT SPADES? THE GAME IS KEPT FOR NEXT TIME" in shot.text()


def test_a_take_back_from_the_score_sheet_leaves_no_sheet_keys(data: Path) -> None:
    """Taken back from under the sheet, PgUp no longer draws that sheet over the table."""
    from games._shared.shell import Shell
    from games.spades.program import Match

    def run(m):
        shell = Shell(m, program.SPEC)
        first = Match(shell)
        first.draw_sheet()
        Match(shell)
        return "PgUp" in shell.commands

    assert run_headless(run, seed=1, options=QUIET, script=Script()).value is False


def test_after_a_take_back_the_computer_decides_from_what_it_may_know() -> None:
    """Games played at random into the bidding or the play, taken back to your (South's)
    last bid or card, that move made again at random: West's choice, with the generator
    the program gives it (from the game's seed and the move count), stays the same
    however the cards it cannot see lie among the other three hands (a bot that peeks
    at them is caught at the same positions, so the probe can tell)."""

    def position(rng: random.Random) -> SpadesState:
        while True:
            state = SpadesState(Options())
            luck = Luck(random.Random(rng.random()), [], seed="honest")
            record = keeping.Record(state.options)
            stop = rng.randrange(56, 100)
            while not state.is_terminal() and len(state.history) < stop:
                state.apply_action(luck.draw(state) if state.is_chance_node()
                                   else rng.choice(state.legal_actions()))
            saved = keeping.saved(state, record, "CCKC", luck)
            kept = KeptGame(keeping.FILE, lambda saved=saved: saved, keeping.replay_saved,
                            keeping.hand_start, lambda: [])
            back = taken_back(kept, saved, [SOUTH])
            if isinstance(back, str) or back.record is None:
                continue
            again = back.state
            assert isinstance(again, SpadesState)
            again.apply_action(rng.choice(again.legal_actions()))  # your move, again
            while again.is_chance_node():
                again.apply_action(Luck.of(back.record).draw(again))
            if again.current_player() == WEST and len(again.legal_actions()) > 1:
                return again

    class AfterTakeBack:
        """West as the program asks it: the generator ``Luck.decider`` makes."""

        def choose(self, state, rng):
            return AIBot().choose(state, Luck(random.Random(0), [], seed="s").decider(state))

    phases: list[str] = []

    def counted(rng: random.Random) -> SpadesState:
        state = position(rng)
        phases.append(state.phase)
        return state

    probe = HonestyProbe(position=counted, observe=observe, resample=reshuffle_hidden,
                         hidden=lambda state, viewer: tuple(
                             state.hands[s] for s in range(4) if s != viewer))
    report = honesty_report(AfterTakeBack(), probe, positions=20, seed=16)
    assert {"bid", "play"} <= set(phases)
    assert report.moved >= 18 and report.changed == 0
    assert honesty_report(PeekingBot(), probe, positions=20, seed=16).changed > 0


def test_after_a_take_back_the_prompt_shows_beside_the_notice(data: Path) -> None:
    """As in Sixty-Six: the row of what to do is not blank while TAKEN BACK is read."""
    script = moves("3 Enter Enter Enter").key("Backspace").shot("back")
    shot = run_headless(main, seed=1, options=QUIET, script=script).shots["back"]
    assert "TAKEN BACK: YOUR TURN AGAIN (1 TAKE-BACK" in shot.text()
    assert shot.row_text(22).strip().startswith("YOUR CARD:")
