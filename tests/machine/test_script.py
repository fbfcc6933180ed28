"""The key script: its builder and its text form."""

from __future__ import annotations

import pytest

from retro.bios import Keys
from retro.errors import RetroError
from retro.script import Script


def test_builder_records_steps_in_order() -> None:
    s = Script().key("F1", Keys.ESC).wait(250).type("Hi").click(3, 4, button=1).shot("x")
    kinds = [step.kind for step in s.steps]
    assert kinds == ["key", "key", "wait", "key", "key", "click", "shot"]
    assert s.steps[0].key == Keys.F1
    assert s.steps[3].key is not None and s.steps[3].key.word == 0x2348  # 'H'
    assert (s.steps[5].col, s.steps[5].row, s.steps[5].button) == (3, 4, 1)


def test_text_form_parses_every_kind_of_word() -> None:
    s = Script.parse(
        "Enter shift+f1 wait:500ms \"a b\" click:10,5 rclick:0,24 move:1,2 shot:t 3B00")
    kinds = [step.kind for step in s.steps]
    assert kinds == ["key", "key", "wait", "key", "key", "key", "click", "click", "move", "shot",
                     "key"]
    assert s.steps[1].key == Keys.SHIFT_F1
    assert s.steps[2].ms == 500
    assert [st.key.char for st in s.steps[3:6] if st.key] == ["a", " ", "b"]
    assert s.steps[7].button == 1
    assert s.steps[10].key == Keys.F1


@pytest.mark.parametrize("bad", ["wait:soon", "click:80,0", "click:1", "shot:", "F13", "nokey"])
def test_bad_words_are_clear_errors(bad: str) -> None:
    with pytest.raises(RetroError, match="bad key script word"):
        Script.parse(bad)


def test_scripts_concatenate() -> None:
    assert len(Script().key("a") + Script().key("b").wait(5)) == 3


def test_the_text_form_reads_back_as_the_same_steps() -> None:
    script = (Script().key("F1", "shift+f1", "Enter", "kp8").type('a"B ').wait(250)
              .click(3, 4).click(0, 24, button=1).click(79, 0, button=2).move(5, 6)
              .shot("end"))
    again = Script.parse(script.text())
    assert again.steps == script.steps
    assert Script.parse(again.text()).text() == script.text()
