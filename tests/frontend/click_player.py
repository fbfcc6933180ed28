"""Sound a few key clicks through one pyglet audio driver, as the window's live audio does.

    python tests/frontend/click_player.py pulse|openal

Prints one JSON line: the driver pyglet chose, the stream's lag, and the
monotonic clock (ns) at which each click was sounded and stopped. The gaps between the
clicks differ, so each click heard can be told from its neighbours.
"""

from __future__ import annotations

import json
import sys
import time

CLICK_HZ = 1000
CLICK_S = 0.03
GAPS_S = (0.3, 0.5, 0.7, 0.9)
SETTLE_S = 0.5
"""Time given to the stream to settle before the first click, and to the last click to
come out before the stream stops."""


def main(driver: str) -> int:
    import pyglet

    pyglet.options["audio"] = (driver,)
    pyglet.options["shadow_window"] = False
    from retro.frontend.audio import LiveAudio, real_clock_ns
    from retro.speaker import Speaker

    speaker = Speaker(real_clock_ns)
    audio = LiveAudio(speaker, real_clock_ns, report=lambda text: print(text, file=sys.stderr))
    if not audio.start():
        return 3
    try:
        if not audio.wait_until_flowing(timeout_s=5.0):
            return 4
        time.sleep(SETTLE_S)
        clicks, ends = [], []
        for gap in GAPS_S:
            clicks.append(real_clock_ns())
            speaker.sound(CLICK_HZ)
            time.sleep(CLICK_S)
            ends.append(real_clock_ns())
            speaker.nosound()
            time.sleep(gap)
        time.sleep(SETTLE_S)
        chosen = type(audio._driver).__name__
    finally:
        audio.stop()
    print(json.dumps({"driver": chosen, "lag_ns": audio.lag_ns, "clicks_ns": clicks,
                      "ends_ns": ends}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
