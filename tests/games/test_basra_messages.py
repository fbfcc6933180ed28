"""The Basra program's words: event lines, refusals, the score screen rows, the F5 text."""

from __future__ import annotations

from games.basra import events as ev
from games.basra.instructions import TEXT
from games.basra.messages import capture_line, refusal, say, score_rows
from games.basra.pack import ALL_CARDS, parse, parse_mask
from games.basra.position import make_position
from games.basra.rulebook import DEFAULT_OPTIONS, PASSUR_OPTIONS, TWO_CLUBS_TEN_DIAMONDS, Options
from games.basra.scoring import score_hand
from tests.games.seed_copy import copied_from_seed

SEED = "000_6bb918014d35f3f1.txt"


def played(hands: tuple[str, str], floor: str, card: str, options: Options = DEFAULT_OPTIONS):
    state = make_position(hands=hands, floor=floor, rest_won_by=1, options=options)
    shown = len(state.events)
    state.apply_action(parse(card))
    return state.events[shown:]


def test_a_capture_line_says_what_was_taken_and_how():
    capture, sweep = played(("9S 3H", "KD 2C"), "2H 4D 5C 7S", "9S")
    line = say(capture, Options())
    assert line.startswith("YOUR 9") and line.endswith(" (EACH MAKES 9)") and " AND " in line
    assert line.count("+") == 2
    assert say(sweep, Options()) == "BASRA! 10 POINTS FOR YOU"
    assert say(sweep, Options(), human=1) == "BASRA! 10 POINTS FOR ABDUL"


def test_passur_lines_speak_of_eleven_and_surs():
    capture, sweep = played(("5H 3H", "KD 2C"), "4S 2D", "5H", PASSUR_OPTIONS)
    assert say(capture, PASSUR_OPTIONS).endswith(": 11 IN ALL")
    assert say(sweep, PASSUR_OPTIONS).startswith("SUR! 5 POINTS")
    (jack,) = [e for e in played(("JH 3H", "KD 2C"), "KS 2D 3S", "JH", PASSUR_OPTIONS)
               if e.kind == ev.CAPTURE]
    assert capture_line(jack, PASSUR_OPTIONS).endswith(
        " SWEEPS THE FLOOR EXCEPT THE KINGS AND QUEENS (2 CARDS)")
    (one,) = [e for e in played(("JH 3H", "KD 2C"), "KS", "JH") if e.kind == ev.CAPTURE]
    assert capture_line(one, DEFAULT_OPTIONS).endswith(" SWEEPS THE FLOOR (1 CARD)")
    (ten,) = played(("TH 3H", "KD 2C"), "6C 4S 9H", "TH")
    assert capture_line(ten, DEFAULT_OPTIONS).endswith(" (MAKING 10)")


def test_trails_deals_and_the_end_of_a_game_have_lines():
    (trail,) = played(("3H 4H", "KD 2C"), "5C", "3H")
    line = say(trail, Options())
    assert line.startswith("YOUR 3") and line.endswith(" TAKES NOTHING AND STAYS ON THE FLOOR")
    assert say(ev.Event(ev.REDEAL, 1, how="queens"), PASSUR_OPTIONS).startswith("THREE QUEENS")
    assert say(ev.Event(ev.GAME_OVER, 1, value=104), Options()) == (
        "ABDUL WINS THE GAME WITH 104 POINTS")
    assert say(ev.Event(ev.BIG_LEAD, 0, value=40), Options()) == "", "a comment, not a message"
    assert say(ev.Event(ev.CUT, 0, parse("7D")), Options()).startswith("THE CUT SHOWS 7")


def test_refusals_are_upper_case():
    assert refusal("you do not hold that card") == "YOU DO NOT HOLD THAT CARD"


def test_score_rows_give_each_component_a_count_and_its_points():
    """24 cards are a count, the 3 for most cards are points: each row says which is which."""
    pile = parse_mask("JC JS AH AD 2C 2S TH TD TC 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H")
    score = score_hand((ALL_CARDS & ~pile, pile), (1, 2), Options())
    rows = score_rows(score, Options())
    assert [r[0] for r in rows] == ["CARDS (MOST: 3)", "BASRAS", "JACKS", "ACES", "TWOS",
                                    "TENS", "TOTAL"]
    assert rows[0] == ("CARDS (MOST: 3)", (28, 3), (24, 0))          # (count, points)
    assert rows[1] == ("BASRAS", (1, 10), (2, 20))
    assert rows[4] == ("TWOS", (2, 4), (2, 4)) and rows[5] == ("TENS", (1, 3), (3, 9))
    assert rows[-1] == ("TOTAL", (None, 24), (None, 37))
    two_ten = Options(scoring=TWO_CLUBS_TEN_DIAMONDS)
    other = score_rows(score_hand((ALL_CARDS & ~pile, pile), (1, 2), two_ten), two_ten, human=1)
    assert other[4] == ("TWO OF CLUBS", (1, 2), (0, 0))
    assert other[5] == ("TEN OF DIAMONDS", (1, 3), (0, 0))
    passur = score_rows(score_hand((ALL_CARDS & ~pile, pile), (0, 0), PASSUR_OPTIONS),
                        PASSUR_OPTIONS)
    assert passur[0][0] == "CLUBS (MOST: 7)" and passur[1][0] == "SURS"


# --- the F5 text ----------------------------------------------------------------------------

def test_help_text_fits_the_viewer_and_is_in_capitals():
    lines = TEXT.splitlines()
    assert all(len(line) <= 76 and line == line.rstrip() for line in lines)
    assert TEXT.upper() == TEXT


def test_help_text_covers_rules_options_and_keys():
    for heading in ("THE DEAL:", "CAPTURING:", "BASRA:", "SCORING:", "PASSUR:",
                    "OPTIONS (F3):", "KEYS:"):
        assert heading in TEXT.splitlines()
    for needle in ("ACE HIGH", "NO 7♦ SWEEPS", "OPEN HANDS", "REPLAY HANDS", "GAMEPOINT",
                   "SHOW PILES", "F8", "F9", "7D, TC OR JH", "1 TO 4", "20 TO 999"):
        assert needle in TEXT


def test_help_text_is_in_our_own_words():
    assert copied_from_seed(TEXT, SEED) == []


def test_one_of_anything_is_singular_in_every_line():
    """"THE 1 CARD LEFT", never "1 CARDS": every event line, with one card and a value 1."""
    from games.basra.messages import sweep_points

    one = (parse("5C"),)
    lines = [say(ev.Event(kind, player, one[0], one, (one,), how, 1), options, human)
             for kind in [getattr(ev, name) for name in dir(ev) if name.isupper()
                          and isinstance(getattr(ev, name), str)]
             for player in (0, 1) for human in (0, 1)
             for how in ("", "match", "sum", "jack", "seven", "eleven")
             for options in (DEFAULT_OPTIONS, PASSUR_OPTIONS)]
    lines.append(sweep_points(ev.Event(ev.SWEEP, 0, value=1), 0))
    assert "YOU CAPTURED LAST AND TAKE THE 1 CARD LEFT (NO BASRA)" in lines
    plural = [line for line in lines if " 1 " in line and any(
        f" 1 {word}S" in line for word in ("CARD", "POINT", "BASRA", "SUR"))]
    assert plural == []
