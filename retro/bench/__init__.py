"""``python -m retro.bench``: how fast the virtual PC's parts run on this machine.

It prints a table, then one JSON line with the figures a CI log or a script
can pick up:

* ``render_ms`` / ``render_png_ms``: a full busy screen to a Pillow image,
  and the same plus PNG encoding (what Ctrl+F5 and ``--screenshot`` do);
* ``window_fps_2x``: frames a real window at 2x draws per second when every
  cell changes before every frame, ticking as fast as it can (the window
  part runs in a child process, on a private Xvfb when there is no display);
* ``window_fps_2x_capped``: the same at the normal VGA pacing (70.09 Hz);
* ``idle_redraws_per_s``: redraws of a still screen (must be 0);
* ``speaker_x_realtime``: seconds of PLAY music synthesised per wall second;
* ``headless_keys_per_s``: scripted keys the demo handles per wall second;
* ``terminal_bytes_per_key_*``, ``terminal_redraw_*``: bytes the terminal front end
  sends per key in a Sixty-Six deal (its answer included) and for a full repaint, at
  each colour depth; ``terminal_key_to_screen_ms``: F10 written to the pty until the
  emulated terminal (pyte) shows the new border colour (``terminal_figures``).

Figures are measured, never asserted: a slow or busy machine gives lower
numbers, not a failure.
"""
