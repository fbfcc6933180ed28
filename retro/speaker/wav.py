"""Write PCM to a WAV file, atomically, with the standard library's ``wave``."""

from __future__ import annotations

import io
import os
import wave
from array import array
from pathlib import Path

from retro.storage import atomic_write


def write_wav(path: str | os.PathLike[str], pcm: array | bytes, sample_rate: int) -> None:
    """Write 16-bit mono ``pcm`` as a WAV file at ``path``, atomically
    (``retro.storage.atomic_write``: a reader never sees half a file)."""
    data = pcm.tobytes() if isinstance(pcm, array) else bytes(pcm)
    if isinstance(pcm, array) and pcm.typecode != "h":
        raise ValueError(f"PCM must be 16-bit samples (array 'h'), not {pcm.typecode!r}")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(sample_rate)
        out.writeframes(_little_endian(data))
    atomic_write(Path(path), buffer.getvalue())


def _little_endian(data: bytes) -> bytes:
    """WAV samples are little-endian; swap them on a big-endian machine."""
    import sys

    if sys.byteorder == "little":
        return data
    swapped = array("h", data)
    swapped.byteswap()
    return swapped.tobytes()
