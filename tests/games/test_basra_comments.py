"""Abdul's remarks: the right situation and side, varied, seeded, and fit for the screen."""

from __future__ import annotations

import random
import re

import pytest

from games.basra import events as ev
from games.basra.comments import LINES, Abdul
from games.basra.events import Event
from games.basra.rulebook import BASRA, PASSUR

SIDES = [(kind, mine) for kind in ev.COMMENT_KINDS for mine in (True, False)]
OTHER_KINDS = [value for name, value in vars(ev).items()
               if name.isupper() and isinstance(value, str) and value not in ev.COMMENT_KINDS]
FIRST_PERSON = re.compile(r"\b(I|ME|MY|MINE|ABDUL)\b")
SECOND_PERSON = re.compile(r"\b(YOU|YOUR|YOURS)\b")


def said(line: str | None, game: str = BASRA, value: int = 10) -> tuple[str, bool]:
    """Which (kind, mine) table ``line`` came from."""
    assert line is not None
    found = [side for side in SIDES for template in LINES[side]
             if template.format(sweep="SUR" if game == PASSUR else "BASRA", value=value) == line]
    assert len(found) == 1, line
    return found[0]


@pytest.mark.parametrize("human", [0, 1])
@pytest.mark.parametrize(("kind", "mine"), SIDES)
def test_every_situation_gets_a_line_of_its_own_side(kind, mine, human):
    abdul = Abdul(random.Random(7))
    player = 1 - human if mine else human
    for _ in range(20):
        assert said(abdul.remark(Event(kind, player, value=30), human), value=30) == (kind, mine)


def test_a_basra_against_abdul_is_never_his_boast():
    abdul = Abdul(random.Random(1))
    for _ in range(50):
        line = abdul.remark(Event(ev.SWEEP, 1, value=10), human=1)
        assert line in {t.format(sweep="BASRA", value=10) for t in LINES[(ev.SWEEP, False)]}
        assert not line.startswith(("ABDUL", "I ", "MY "))


@pytest.mark.parametrize(("kind", "mine"), SIDES)
def test_each_side_speaks_from_its_own_point_of_view(kind, mine):
    for template in LINES[(kind, mine)]:
        assert (FIRST_PERSON if mine else SECOND_PERSON).search(template), template


@pytest.mark.parametrize(("kind", "mine"), SIDES)
def test_each_situation_names_what_happened(kind, mine):
    mark = {ev.SWEEP: "{sweep}", ev.JACK_SWEEP: "JACK", ev.LUCKY_LAST: "LAST",
            ev.BIG_LEAD: "{value}"}[kind]
    assert len(LINES[(kind, mine)]) >= 4
    assert all(mark in template for template in LINES[(kind, mine)])


def test_lines_are_all_different():
    every = [template for side in SIDES for template in LINES[side]]
    assert len(every) == len(set(every))


@pytest.mark.parametrize("kind", OTHER_KINDS)
def test_other_events_get_no_remark(kind):
    assert Abdul(random.Random(3)).remark(Event(kind, 0, value=5), human=0) is None


def test_an_event_without_a_player_gets_no_remark():
    assert Abdul(random.Random(3)).remark(Event(ev.SWEEP, None), human=0) is None


def _session(seed: int, game: str = BASRA, calls: int = 1000) -> list[tuple[tuple[str, bool], str]]:
    """``calls`` remarks on seeded random comment events, with the situation of each."""
    events, abdul = random.Random(seed), Abdul(random.Random(seed), game)
    out = []
    for _ in range(calls):
        kind, human = events.choice(ev.COMMENT_KINDS), events.choice((0, 1))
        player = events.choice((0, 1))
        line = abdul.remark(Event(kind, player, value=events.choice((5, 10, 33, 999))), human)
        assert line is not None
        out.append(((kind, player != human), line))
    return out


@pytest.mark.parametrize("game", [BASRA, PASSUR])
def test_no_line_twice_running_overall_or_within_a_situation(game):
    session = _session(11, game)
    lines = [line for _, line in session]
    assert all(a != b for a, b in zip(lines, lines[1:], strict=False))
    for side in SIDES:
        mine = [line for situation, line in session if situation == side]
        assert len(mine) > 50
        assert all(a != b for a, b in zip(mine, mine[1:], strict=False)), side


def test_one_situation_over_and_over_still_varies():
    abdul = Abdul(random.Random(5))
    lines = [abdul.remark(Event(ev.JACK_SWEEP, 0), human=1) for _ in range(1000)]
    assert all(a != b for a, b in zip(lines, lines[1:], strict=False))
    assert set(lines) == set(LINES[(ev.JACK_SWEEP, True)])


def test_the_same_seed_gives_the_same_remarks():
    assert _session(42) == _session(42)
    assert _session(42) != _session(43)


def test_only_the_given_generator_is_used():
    random.seed(99)
    before = random.getstate()
    _session(8, calls=200)
    assert random.getstate() == before


@pytest.mark.parametrize("game", [BASRA, PASSUR])
def test_lines_fit_the_screen(game):
    word = "SUR" if game == PASSUR else "BASRA"
    for side in SIDES:
        for template in LINES[side]:
            line = template.format(sweep=word, value=999)
            assert len(line) <= 60, line
            assert line == line.upper(), line
            assert line.isascii() and line.encode("cp437"), line


def test_passur_says_sur_and_never_basra():
    session = _session(17, PASSUR)
    assert not [line for _, line in session if "BASRA" in line]
    sweeps = [line for (kind, _), line in session if kind == ev.SWEEP]
    assert sweeps and all(re.search(r"\bSUR\b", line) for line in sweeps)
    basra = _session(17, BASRA)
    assert all("BASRA" in line for (kind, _), line in basra if kind == ev.SWEEP)


def test_a_sweep_line_carries_its_points():
    abdul = Abdul(random.Random(2), PASSUR)
    lines = {abdul.remark(Event(ev.SWEEP, 0, value=5), human=0) for _ in range(200)}
    assert any(" 5 POINTS" in line for line in lines)


def test_an_unknown_game_is_refused():
    with pytest.raises(ValueError):
        Abdul(random.Random(0), "rummy")


def test_one_card_gets_at_most_one_remark_the_biggest_moment():
    """A jack that also ends the hand brings a jack sweep, a lucky last card and a lead:
    Abdul speaks of one; a basra comes before all, the lead after all."""
    abdul = Abdul(random.Random(3))
    jack = Event(ev.JACK_SWEEP, 1, value=3)
    last, lead = Event(ev.LUCKY_LAST, 1, value=5), Event(ev.BIG_LEAD, 1, value=40)
    capture, over = Event(ev.CAPTURE, 1), Event(ev.HAND_OVER, 1, value=30)
    assert abdul.topic([capture, jack, last, over, lead]) is jack
    basra = Event(ev.SWEEP, 0, value=10)
    assert abdul.topic([capture, basra, last, over, lead]) is basra
    assert abdul.topic([over, lead]) is lead
    assert abdul.topic([capture, Event(ev.LUCKY_LAST, None)]) is None
    assert abdul.topic([capture]) is None
