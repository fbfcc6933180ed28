"""A private PulseAudio server with a null sink, and a recorder on the sink's monitor.

The server runs in the foreground of its own temporary directory, loads
only a null sink and a unix socket (``-n``), and is killed when the test
ends; ``--exit-idle-time`` makes it quit by itself should the test die
first. As root it warns that it is "not intended to be run as root" and
runs anyway, which is all a test needs.

The recorder reads ``parec`` in a thread and notes when each chunk
arrives. A chunk never arrives before the sink has played its last sample,
so the earliest ``arrival - samples so far / rate`` over all chunks is when
sample 0 was played, and sample ``i`` was played ``i / rate`` after that.
"""

from __future__ import annotations

import array
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

RATE = 44100
SINK = "retro_test"
NS_PER_S = 1_000_000_000
START_TIMEOUT_S = 15.0
STOP_TIMEOUT_S = 5.0


def missing_programs() -> list[str]:
    """The programs of Debian's pulseaudio and pulseaudio-utils this needs and lacks."""
    return [name for name in ("pulseaudio", "pactl", "parec") if shutil.which(name) is None]


@contextmanager
def private_pulse() -> Iterator[dict[str, str]]:
    """Run a PulseAudio server; yields the environment that makes clients use it."""
    home = Path(tempfile.mkdtemp(prefix="retro-pulse-"))
    socket = home / "native"
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
           "XDG_RUNTIME_DIR": str(home), "PULSE_RUNTIME_PATH": str(home / "run"),
           "PULSE_STATE_PATH": str(home / "state")}
    command = ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=20",
               "--use-pid-file=no", "--disable-shm=yes", "--realtime=no",
               "--high-priority=no", "--log-target=stderr",
               "-L", f"module-null-sink sink_name={SINK} rate={RATE}",
               "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1"]
    log = (home / "server.log").open("wb")
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL)
    client_env = dict(os.environ, PULSE_SERVER=f"unix:{socket}")
    try:
        _wait_until_answering(server, client_env, home)
        yield client_env
    finally:
        server.terminate()
        try:
            server.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(STOP_TIMEOUT_S)
        log.close()
        shutil.rmtree(home, ignore_errors=True)


def _wait_until_answering(server: subprocess.Popen[bytes], env: dict[str, str],
                          home: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if server.poll() is not None:
            break
        try:
            info = subprocess.run(["pactl", "info"], env=env, capture_output=True,
                                  timeout=5, check=False)
        except subprocess.TimeoutExpired:
            continue
        if info.returncode == 0:
            return
        time.sleep(0.1)
    log = (home / "server.log").read_text(errors="replace")
    raise AssertionError(f"the private PulseAudio server did not answer:\n{log[-2000:]}")


class MonitorRecording:
    """What the null sink played, with the moment each sample was played."""

    def __init__(self, env: dict[str, str]) -> None:
        self._chunks: list[tuple[int, bytes]] = []
        self._parec = subprocess.Popen(
            ["parec", "-d", f"{SINK}.monitor", "--raw", "--format=s16le", f"--rate={RATE}",
             "--channels=1", "--latency-msec=10"],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            stdin=subprocess.DEVNULL)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self._parec.stdout is not None
        while chunk := self._parec.stdout.read1(65536):
            self._chunks.append((time.monotonic_ns(), chunk))

    def stop(self) -> None:
        """End the recording; safe to call more than once."""
        self._parec.terminate()
        try:
            self._parec.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self._parec.kill()
            self._parec.wait(STOP_TIMEOUT_S)
        self._reader.join(STOP_TIMEOUT_S)
        if self._parec.stdout is not None and not self._reader.is_alive():
            self._parec.stdout.close()

    def samples(self) -> array.array[int]:
        data = b"".join(chunk for _, chunk in self._chunks)
        return array.array("h", data[: len(data) - len(data) % 2])

    def first_sample_ns(self) -> int:
        """When sample 0 was played (monotonic clock): see the module docstring."""
        total, best = 0, None
        for arrived, chunk in self._chunks:
            total += len(chunk) // 2
            start = arrived - total * NS_PER_S // RATE
            best = start if best is None else min(best, start)
        assert best is not None, "parec recorded nothing"
        return best


def sounds(samples: array.array[int], level: int = 2000,
           quiet_s: float = 0.1) -> list[tuple[int, int]]:
    """``(first sample, length)`` of each sound: loud samples with ``quiet_s`` between them."""
    found: list[tuple[int, int]] = []
    quiet = int(quiet_s * RATE)
    start = last = None
    for i, value in enumerate(samples):
        if abs(value) < level:
            continue
        if last is None or i - last > quiet:
            if start is not None and last is not None:
                found.append((start, last - start + 1))
            start = i
        last = i
    if start is not None and last is not None:
        found.append((start, last - start + 1))
    return found
