"""The pyglet front end: the window, its renderer, audio output and input mapping."""
