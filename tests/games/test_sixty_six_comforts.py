"""Sixty-Six's comforts: take back (the same keys then give the same screen, the same
cards come), the log as a golden naming no hidden card, the count at the end of the
match and in the file, the option off and the demo refusing, Backspace rubbing out a
half-typed name, and the computer honest after a take-back."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games._shared import comforts
from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.kept_game import KeptGame, Luck, taken_back
from games.sixty_six import keeping, program
from games.sixty_six import tabletop as sixty_six_table
from games.sixty_six.ai import AIBot, GreedyBot
from games.sixty_six.deck import bits
from games.sixty_six.keeping import Kept
from games.sixty_six.messages import label
from games.sixty_six.observation import observe
from games.sixty_six.program import main
from games.sixty_six.screen import COMPUTER, HUMAN
from games.spiel.worlds import sixty_six as reshuffle_hidden
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(program, "player_for", lambda level: GreedyBot())


def keys(then: str) -> Script:
    """The keys of ``then``, each with time for the reply."""
    script = Script().wait(3000)
    for key in then.split():
        script.key(key).wait(4000)
    return script


def last(then: str, seed: int = 6):
    """The last screen of a run typing ``then``; with seed 6 the first deal lasts more
    than eight of your cards played by their places."""
    return run_headless(main, seed=seed, options=QUIET, script=keys(then)).screens[-1]


def table_rows(snap) -> list[str]:
    """The table without the message row (which says TAKEN BACK or an event)."""
    return snap.text().splitlines()[:23]


@pytest.mark.parametrize("back", [1, 2, 4])
def test_take_back_n_moves_then_the_same_keys_give_the_same_screen(
        data_folder: Path, back: int) -> None:
    played = "1 1 1 2 1 3"
    straight = last(played)
    keeping.discard()
    again = played.split()[-back:]
    round_trip = last(f"{played} {'Backspace ' * back}{' '.join(again)}")
    assert table_rows(straight)[0].strip().startswith("DEAL 1")
    assert table_rows(round_trip) == table_rows(straight)
    assert json.loads((data_folder / keeping.FILE).read_text())["take_backs"] == back


def test_after_a_take_back_the_cards_to_come_are_the_same(data_folder: Path) -> None:
    """Taken back at once after the first card and played on: the cards drawn are the very
    cards that came without the take-back."""
    straight = last("1 1 1 1 1 1")
    keeping.discard()
    again = last("1 Backspace 1 1 1 1 1 1")
    assert table_rows(again) == table_rows(straight)


def test_a_take_back_goes_no_further_than_the_start_of_the_deal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    last("Backspace")
    assert "NOTHING TO TAKE BACK: THIS IS YOUR FIRST MOVE OF THE DEAL" in said


def test_backspace_with_a_half_typed_name_rubs_it_out(data_folder: Path) -> None:
    shot = last("1 K Backspace")
    assert "CARD K_" not in shot.text().splitlines()[22]
    saved = json.loads((data_folder / keeping.FILE).read_text())
    assert saved["take_backs"] == 0


def test_the_log_of_a_scripted_deal(golden, opened_logs: list[list[str]]) -> None:
    logs = opened_logs
    shot = last("1 1 1 2 1 3 1 1 L")
    assert "SIXTY-SIX - GAME LOG" in shot.text().splitlines()[0]
    text = "\n".join(logs[-1]) + "\n"
    assert text.startswith("DEAL 1 (GAME POINTS: YOU 0, THE COMPUTER 0):\n")
    golden("text/sixty_six/log.txt", text)


@pytest.mark.parametrize("seed", [0, 3, 34])
def test_the_log_names_no_card_the_person_cannot_see(
        monkeypatch: pytest.MonkeyPatch, opened_logs: list[list[str]], seed: int) -> None:
    """The computer's hand and the stock are never in the log: each card it names was
    played, turned up, shown in a marriage or drawn by you."""
    logs = opened_logs
    tables: list[sixty_six_table.Tabletop] = []
    real = sixty_six_table.Tabletop.redraw

    def redraw(self):
        tables.append(self)
        return real(self)

    monkeypatch.setattr(sixty_six_table.Tabletop, "redraw", redraw)
    last("1 2 1 2 L", seed=seed)
    deal = tables[-1].match.deal
    assert deal is not None
    hidden = bits((deal.hands[COMPUTER] & ~deal.known[COMPUTER]) | deal.stock)
    assert hidden
    words = " ".join(logs[-1]).replace(":", " ").split()
    assert [label(c) for c in hidden if label(c) in words] == []
    assert "THE COMPUTER DRAWS A CARD" in logs[-1]


def test_the_end_of_the_match_counts_the_take_backs(monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "message",
                        lambda self, text, wait=None, hold=1.0: said.append(text))

    def play(self) -> None:  # straight to a won match after three take-backs
        self.kept.luck.take_backs = 3
        self.match.scores = [7, 3]
        self.end_of_match()

    monkeypatch.setattr(program.Table, "play", play)
    run_headless(main, seed=0, options=QUIET, script=Script().wait(5_000).key("n"))
    assert "YOU WIN THE MATCH 7 TO 3 WITH 3 TAKE-BACKS" in said


def test_the_option_off_refuses_with_a_reason(data_folder: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    (data_folder / "SIXTYSIX.CFG").write_text("TAKEBACK=OFF\n")
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    last("1 Backspace")
    assert comforts.SWITCHED_OFF in said


def test_the_options_menu_turns_take_backs_off() -> None:
    shot = run_headless(main, seed=0, options=QUIET,
                        script=keys("F3").shot("menu").key("T").shot("off")).shots
    assert "TAKE-BACKS" in shot["menu"].text()
    assert "OFF" in [line for line in shot["off"].text().splitlines()
                     if "TAKE-BACKS" in line][0]


def test_the_demo_refuses_with_a_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    last("1 F2 Backspace")
    assert comforts.NO_KEYBOARD in said


def test_g_then_y_starts_a_new_match(data_folder: Path) -> None:
    shot = last("1 1 G Y")
    rows = shot.text().splitlines()
    assert rows[0].strip().startswith("DEAL 1") and len(keeping.load().state.history) < 15


def test_the_quit_question_says_the_game_is_kept() -> None:
    assert "QUIT SIXTY-SIX? THE GAME IS KEPT FOR NEXT TIME" in last("1 F7").text()


def test_after_a_take_back_the_computer_decides_from_what_it_may_know() -> None:
    """Matches played at random, taken back to your last card, your card played again at
    random: the computer's choice, with the generator the program gives it (from the
    match's seed and the move count), stays the same however its hidden cards lie."""

    def position(rng: random.Random):
        while True:
            kept = Kept.new(random.Random(rng.random()), "honest")
            stop = rng.randrange(8, 40)
            while not kept.match.is_terminal() and len(kept.match.history) < stop:
                if kept.match.is_chance_node():
                    kept.chance()
                else:
                    kept.match.apply_action(rng.choice(kept.match.legal_actions()))
            if kept.match.current_player() not in (HUMAN, COMPUTER):
                continue
            saved = kept.record("KC")
            game = KeptGame(keeping.FILE, lambda saved=saved: saved, keeping.replay,
                            keeping.deal_start, lambda: [])
            back = taken_back(game, saved, [HUMAN])
            if isinstance(back, str) or back.record is None:
                continue
            again = Kept.of(back)
            again.match.apply_action(rng.choice(again.match.legal_actions()))  # yours
            while again.match.is_chance_node() and not again.match.is_terminal():
                again.chance()
            deal = again.match.deal
            if again.match.current_player() == COMPUTER and deal is not None \
                    and len(deal.legal_actions()) > 1:
                return deal

    class AfterTakeBack:
        """The computer as the program asks it: the generator ``Luck.decider`` makes."""

        def choose(self, state, rng):
            return AIBot().choose(state, Luck(random.Random(0), [], seed="s").decider(state))

    probe = HonestyProbe(position=position, observe=observe, resample=reshuffle_hidden,
                         hidden=lambda state, viewer: (state.hands[1 - viewer], state.stock))
    report = honesty_report(AfterTakeBack(), probe, positions=20, seed=16)
    assert report.moved > 12 and report.changed == 0


def test_the_take_back_notice_shows_beside_your_prompt() -> None:
    """The notice that says the move is yours again used to stand over a table with no
    prompt and no pointer until its reading time was over."""
    script = keys("1").key("Backspace").wait(200).shot("told")
    rows = run_headless(main, seed=6, options=QUIET, script=script).shots["told"] \
        .text().splitlines()
    assert "TAKEN BACK: YOUR MOVE AGAIN (1 TAKE-BACK IN THIS MATCH)" in rows[23]
    assert rows[22].strip().startswith("YOUR LEAD:")
