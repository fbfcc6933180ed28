"""Write PCM to a WAV file, atomically, with the standard library's ``wave``."""

from __future__ import annotations

import os
import tempfile
import wave
from array import array
from pathlib import Path


def write_wav(path: str | os.PathLike[str], pcm: array | bytes, sample_rate: int) -> None:
    """Write 16-bit mono ``pcm`` as a WAV file at ``path``.

    The file is written next to its destination under a temporary name and
    renamed into place, so a reader never sees half a file.
    """
    target = Path(path)
    data = pcm.tobytes() if isinstance(pcm, array) else bytes(pcm)
    if isinstance(pcm, array) and pcm.typecode != "h":
        raise ValueError(f"PCM must be 16-bit samples (array 'h'), not {pcm.typecode!r}")
    fd, tmp = tempfile.mkstemp(prefix=".", suffix=".wav.tmp", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "wb") as raw, wave.open(raw, "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(sample_rate)
            out.writeframes(_little_endian(data))
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _little_endian(data: bytes) -> bytes:
    """WAV samples are little-endian; swap them on a big-endian machine."""
    import sys

    if sys.byteorder == "little":
        return data
    swapped = array("h", data)
    swapped.byteswap()
    return swapped.tobytes()
