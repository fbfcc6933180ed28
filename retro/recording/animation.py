"""Frames to an animated GIF, APNG or WebP, each shown for its machine time.

A GIF counts time in hundredths of a second and browsers stretch a frame shorter than
two of them, so each frame's start is rounded to the format's unit on the *total*
time (never frame by frame, which would drift) and a frame that rounds shorter than
the format's least is given to the frame after it: the file lasts exactly the machine
time, to one unit. APNG and WebP count milliseconds.

The GIF is written as it goes, one frame at a time and only the rectangle that
changed, with Pillow encoding each rectangle, so a long recording never holds its
frames in memory. APNG and WebP go through Pillow's own animation writers, which do.
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Sequence
from pathlib import Path

from PIL import GifImagePlugin, Image, ImageChops

from retro.clock import NS_PER_MS
from retro.options import ANIMATION_SUFFIXES
from retro.recording.timeline import Frame
from retro.storage import atomic_write
from retro.textmode import render

FORMATS = {suffix: (10, 20) if suffix == ".gif" else (1, 1) for suffix in ANIMATION_SUFFIXES}
"""Suffix: (time unit, least duration) in milliseconds."""
GIF_TRAILER = b";"
TRANSPARENT = 16
"""The palette index a GIF frame leaves see-through: the first after the VGA's 16."""


def timed(frames: Sequence[Frame], unit_ms: int, least_ms: int) -> list[tuple[Frame, int]]:
    """Each frame kept with its duration in ms, rounded on the total time; a frame
    rounding under ``least_ms`` is joined to the next (the last one to the one before)."""
    unit_ns = unit_ms * NS_PER_MS
    kept: list[tuple[Frame, int]] = []
    begin: int | None = None
    for index, frame in enumerate(frames):
        start = round(frame.start_ns / unit_ns) if begin is None else begin
        end = round(frame.end_ns / unit_ns)
        last = index == len(frames) - 1
        if (end - start) * unit_ms < least_ms and not last:
            begin = start  # too short to be seen: the next frame starts here instead
            continue
        begin = None
        if (end - start) * unit_ms < least_ms and kept:
            previous, ms = kept.pop()
            kept.append((previous, ms + (end - start) * unit_ms))
        elif end > start:
            kept.append((frame, (end - start) * unit_ms))
    return kept


def pictures(frames: Sequence[tuple[Frame, int]]) -> Iterator[tuple[Image.Image, int]]:
    """The exact 720x400 picture of each frame (as a screenshot draws it) and its ms."""
    for frame, ms in frames:
        yield render(frame.snap, blink_on=frame.text_on, cursor_on=frame.cursor_on), ms


def gif_bytes(frames: Sequence[tuple[Frame, int]]) -> bytes:
    """An animated GIF looping for ever, each frame only the rectangle that changed, its
    unchanged pixels transparent (long runs that compress to almost nothing)."""
    out = io.BytesIO()
    previous: Image.Image | None = None
    for picture, ms in pictures(frames):
        if previous is None:
            first = picture.copy()
            first.putpalette(_with_transparent(picture))
            header, _ = GifImagePlugin.getheader(first, info={"loop": 0})
            out.write(b"".join(header))
            chunks = GifImagePlugin.getdata(first, duration=ms, disposal=1)
        else:
            chunks = _changed_part(previous, picture, ms)
        out.write(b"".join(chunks))
        previous = picture
    out.write(GIF_TRAILER)
    return out.getvalue()


def _with_transparent(picture: Image.Image) -> list[int]:
    """The picture's 16 colours and room for ``TRANSPARENT``: a table of 32, so the index
    is one every decoder's table holds."""
    colours = (picture.getpalette() or [])[:3 * TRANSPARENT]
    return colours + [0] * (3 * 2 * TRANSPARENT - len(colours))


def _indexes(picture: Image.Image) -> Image.Image:
    """The palette indexes as a grey image, so that comparing them is exact."""
    return Image.frombytes("L", picture.size, picture.tobytes())


def _changed_part(previous: Image.Image, picture: Image.Image, ms: int) -> list[bytes]:
    """The GIF blocks that turn ``previous`` into ``picture``: the changed rectangle with
    every unchanged pixel the transparent index."""
    before, now = _indexes(previous), _indexes(picture)
    changed = ImageChops.difference(before, now).point(lambda v: 255 if v else 0)
    box = changed.getbbox() or (0, 0, 1, 1)  # no change: one clear pixel keeps the time
    part = Image.new("L", (box[2] - box[0], box[3] - box[1]), TRANSPARENT)
    part.paste(now.crop(box), mask=changed.crop(box))
    frame = Image.frombytes("P", part.size, part.tobytes())
    frame.putpalette(_with_transparent(picture))
    return GifImagePlugin.getdata(frame, offset=(box[0], box[1]), duration=ms, disposal=1,
                                  transparency=TRANSPARENT)


def pillow_animation(frames: Sequence[tuple[Frame, int]], form: str) -> bytes:
    """APNG or WebP through Pillow's writers (lossless WebP: the pixels stay exact)."""
    shown = list(pictures(frames))
    out = io.BytesIO()
    first = shown[0][0]
    options = {"lossless": True} if form == "WEBP" else {"default_image": False}
    first.save(out, format=form, save_all=True, append_images=[p for p, _ in shown[1:]],
               duration=[ms for _, ms in shown], loop=0, **options)
    return out.getvalue()


def write_animation(path: Path, frames: Sequence[Frame]) -> int:
    """Write ``frames`` to ``path`` in the format its suffix names (``FORMATS``), atomically;
    how many frames it holds."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"a recording is {', '.join(FORMATS)}, not {path.suffix or 'nothing'}")
    kept = timed(frames, *FORMATS[suffix])
    if not kept:
        raise ValueError("nothing was shown to record")
    data = gif_bytes(kept) if suffix == ".gif" else \
        pillow_animation(kept, "WEBP" if suffix == ".webp" else "PNG")
    atomic_write(path, data)
    return len(kept)
