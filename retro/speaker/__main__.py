"""Command line: play a BASIC PLAY string live or into a WAV file, or time the synthesiser.

    python -m retro.speaker play "T120 O3 L8 CDEFGAB>C" [--wav OUT.WAV] [--rate 44100|48000]
    python -m retro.speaker bench

``play`` prints the notes (start time, pitch, sound and gap in ms). With
``--wav`` it writes the file; otherwise it plays through the sound device
in real time and returns when the music has been heard. A malformed macro
gets one line naming the position and exit status 2.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from retro.speaker.play import PlayError, parse_play
from retro.speaker.speaker import Speaker
from retro.speaker.synth import synthesize
from retro.speaker.timeline import NS_PER_MS, NS_PER_S, Note
from retro.speaker.wav import write_wav

RATES = (44100, 48000)
BENCH_TUNE = "T180 O3 L8 CDEFGAB>C<BAGFEDC MS L16 CEGCEGCEG ML O4 L4 C. P8 N37 N49 N61"
_LIVE_LEAD_NS = 100_000_000
"""Start live music this far in the future, so the first note is not clipped."""


def format_notes(notes: Sequence[Note]) -> str:
    """The note list: start time, pitch, sound and gap, one note a line."""
    lines = [f"{'t_ms':>10}  {'hz':>9}  {'sound_ms':>9}  {'gap_ms':>7}"]
    t = 0
    for note in notes:
        hz = "rest" if note.hz is None else f"{note.hz:.2f}"
        lines.append(f"{t / NS_PER_MS:10.1f}  {hz:>9}  {note.sound_ns / NS_PER_MS:9.1f}"
                     f"  {note.gap_ns / NS_PER_MS:7.1f}")
        t += note.total_ns
    return "\n".join(lines)


def _play(args: argparse.Namespace) -> int:
    try:
        notes = parse_play(args.macro)
    except PlayError as error:
        print(error, file=sys.stderr)
        return 2
    print(format_notes(notes))
    if args.wav:
        speaker = Speaker(lambda: 0)
        end = speaker.schedule(notes)
        pcm = synthesize(speaker, 0, end, args.rate)
        try:
            write_wav(args.wav, pcm, args.rate)
        except OSError as error:
            print(f"cannot write {args.wav}: {error.strerror or error}", file=sys.stderr)
            return 2
        print(f"wrote {args.wav}: {len(pcm)} samples, {len(pcm) / args.rate:.3f} s")
        return 0
    return _play_live(notes, args.rate)


def _play_live(notes: Sequence[Note], rate: int) -> int:
    from retro.frontend.audio import LiveAudio, real_clock_ns

    speaker = Speaker(real_clock_ns)
    audio = LiveAudio(speaker, real_clock_ns, rate, report=print)
    if not audio.start():
        return 0
    try:
        audio.wait_until_flowing()
        end = speaker.schedule(notes, start_ns=real_clock_ns() + _LIVE_LEAD_NS)
        audio.drain(end)
    except KeyboardInterrupt:
        speaker.nosound()
    finally:
        audio.stop()
    return 0


def _bench(args: argparse.Namespace) -> int:
    """Print how many times faster than real time the synthesiser runs."""
    cases = []
    speaker = Speaker(lambda: 0)
    end = speaker.schedule(parse_play(BENCH_TUNE))
    cases.append(("PLAY tune", speaker, end))
    for hz in (440, 4000):
        tone = Speaker(lambda: 0)
        tone.sound(hz)
        cases.append((f"{hz} Hz continuous tone", tone, 10 * NS_PER_S))
    for name, source, length in cases:
        best = min(_time_render(source, length, args.rate) for _ in range(3))
        print(f"{name:24} {length / NS_PER_S:6.2f} s of audio in {best * 1000:7.1f} ms:"
              f" {length / NS_PER_S / best:6.0f} x realtime")
    return 0


def _time_render(source: Speaker, length_ns: int, rate: int) -> float:
    started = time.perf_counter()
    synthesize(source, 0, length_ns, rate)
    return time.perf_counter() - started


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m retro.speaker",
                                     description="PC speaker music: BASIC PLAY strings.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a PLAY macro string")
    play.add_argument("macro", help='e.g. "T120 O3 L8 CDEFGAB>C"')
    play.add_argument("--wav", metavar="OUT.WAV", help="write a WAV file instead of playing")
    play.add_argument("--rate", type=int, choices=RATES, default=RATES[0], help="sample rate")
    play.set_defaults(run=_play)
    bench = commands.add_parser("bench", help="time the synthesiser")
    bench.add_argument("--rate", type=int, choices=RATES, default=RATES[0])
    bench.set_defaults(run=_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
