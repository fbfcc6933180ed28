"""Basra's comforts: take back (the same keys then give the same screen, the same cards
come), the log as a golden, the count at the end, the option off, the demo."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from games._shared import comforts
from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.kept_game import Luck, taken_back
from games.basra import keeping, program
from games.basra import table as basra_table
from games.basra.ai import AIBot, GreedyBot
from games.basra.messages import label
from games.basra.observation import observe
from games.basra.pack import bits
from games.basra.program import main
from games.spiel.worlds import basra_hand as reshuffle_hidden
from retro import Script, run_headless
from retro.options import Options as RunOptions

QUIET = RunOptions(intro=False, sound=False)


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(basra_table, "player_for", lambda level: GreedyBot())


def cards(n: int, then: str = "") -> Script:
    """Seed 3: ``n`` of your cards by Enter (each with time for Abdul's reply)."""
    script = Script().wait(20_000)
    for _ in range(n):
        script.key("Enter").wait(9_000)
    for key in then.split():
        script.key(key).wait(9_000)
    return script


def last(script: Script):
    return run_headless(main, seed=3, options=QUIET, script=script).screens[-1]


def table_rows(snap) -> list[str]:
    """The table without the message row (which says TAKEN BACK or a capture)."""
    return snap.text().splitlines()[:23]


def test_take_back_two_then_the_same_keys_give_the_same_screen(data: Path) -> None:
    straight = last(cards(5))
    (data / "BASRA.TMP").unlink(missing_ok=True)
    round_trip = last(cards(5, "Backspace Backspace Enter Enter"))
    assert table_rows(round_trip) == table_rows(straight)


def test_after_a_take_back_the_cards_to_come_are_the_same(data: Path) -> None:
    """Take back at once after the first card, play on through the next deal: the new
    batch is the very batch that came without the take-back."""
    straight = last(cards(8))
    (data / "BASRA.TMP").unlink(missing_ok=True)
    again = last(cards(1, "Backspace " + "Enter " * 8))  # the card taken back, played again
    assert table_rows(again)[1:6] == table_rows(straight)[1:6]  # your hand, the new cards


def test_the_log_of_a_scripted_game(golden, data: Path, opened_logs: list[list[str]]) -> None:
    logs = opened_logs
    shot = last(cards(12, "L"))
    assert "BASRA - GAME LOG" in shot.row_text(0)
    text = "\n".join(logs[-1]) + "\n"
    assert text.startswith("HAND 1:\n")
    golden("text/basra/log.txt", text)


def test_the_log_names_no_card_face_down(data: Path, monkeypatch) -> None:
    """Abdul's hand is never in the log: every card it names was played or shown."""
    logs: list[list[str]] = []
    monkeypatch.setattr(comforts.Comforts, "show_log",
                        lambda self: logs.append(self.kept.log()))
    tables: list = []
    real_redraw = basra_table.Table.redraw

    def redraw(self):
        tables.append(self)
        return real_redraw(self)

    monkeypatch.setattr(basra_table.Table, "redraw", redraw)
    last(cards(2, "L"))
    game = tables[-1].game
    hidden = bits(game.hand.hands[1 - tables[-1].human])
    assert hidden
    words = " ".join(logs[-1]).replace("+", " ").split()
    assert [label(c) for c in hidden if label(c) in words] == []


def test_the_end_of_the_game_counts_the_take_backs(monkeypatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Match, "tell",
                        lambda self, text, wait=None, hold=1.0: said.append(text))

    def play(self) -> None:  # straight to a won game after three take-backs
        self.luck.take_backs, self.game.winner, self.game.scores = 3, self.human, [104, 60]
        self.end_of_game()

    monkeypatch.setattr(program.Match, "play", play)
    run_headless(main, seed=3, options=QUIET, script=Script().wait(5_000).key("n"))
    assert "YOU WIN THE GAME, 104 TO 60 WITH 3 TAKE-BACKS" in said


def test_after_a_take_back_the_computer_decides_from_what_it_may_know() -> None:
    """Games played at random, taken back to your last card, your card played again at
    random: Abdul's choice, with the generator the program gives him (from the game's
    seed and the move count), stays the same however his hidden cards are dealt."""

    def position(rng: random.Random):
        while True:
            game = keeping.BasraGame(replay_seat=0)
            luck = Luck(random.Random(rng.random()), [], seed="honest")
            record = keeping.Record(game.options)
            while not game.is_terminal() and len(game.history) < rng.randrange(20, 120):
                game.apply_action(luck.draw(game) if game.is_chance_node()
                                  else rng.choice(game.legal_actions()))
            if game.current_player() not in (0, 1):
                continue
            saved = keeping.saved(game, record, "KC", luck)
            kept = basra_table.KeptGame(keeping.FILE, lambda saved=saved: saved,
                                        keeping.replay_saved, keeping.hand_start,
                                        lambda: [])
            back = taken_back(kept, saved, [0])
            if isinstance(back, str) or back.state is None:
                continue
            state = back.state
            state.apply_action(rng.choice(state.legal_actions()))  # your card, again
            while state.is_chance_node():
                state.apply_action(Luck.of(back.record).draw(state))
            if state.current_player() == 1 and len(state.legal_actions()) > 1:
                return state.hand

    class AfterTakeBack:
        """Abdul as the program asks him: the generator made by ``Luck.decider``."""

        def choose(self, state, rng):
            return AIBot().choose(state, Luck(random.Random(0), [], seed="s").decider(state))

    probe = HonestyProbe(position=position, observe=observe, resample=reshuffle_hidden,
                         hidden=lambda state, viewer: (state.hands[1 - viewer], state.pack))
    report = honesty_report(AfterTakeBack(), probe, positions=25, seed=16)
    assert report.moved > 15 and report.changed == 0


def test_option_off_refuses_with_a_reason(data: Path, monkeypatch) -> None:
    (data / "BASRA.CFG").write_text("TAKEBACK=OFF\n")
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    last(cards(1, "Backspace"))
    assert comforts.SWITCHED_OFF in said


def test_the_demo_refuses_with_a_reason(data: Path, monkeypatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Shell, "notice", lambda self, text: said.append(text))
    last(cards(1, "F2 Backspace"))
    assert comforts.NO_KEYBOARD in said


def test_the_quit_question_says_the_game_is_kept(data: Path) -> None:
    shot = last(cards(1, "F7"))
    assert "QUIT BASRA? THE GAME IS KEPT FOR NEXT TIME" in shot.text()


def test_after_a_take_back_the_prompt_shows_beside_the_notice(data: Path) -> None:
    """As in Sixty-Six: the row of what to do is not blank while TAKEN BACK is read."""
    script = cards(2).key("Backspace").shot("back")
    shot = run_headless(main, seed=3, options=QUIET, script=script).shots["back"]
    assert "TAKEN BACK: YOUR MOVE AGAIN (1 TAKE-BACK" in shot.text()
    assert shot.row_text(22).strip().startswith("YOUR CARD:")
