"""Parts shared by every game: the shell, legend, dialogs and files each program runs in,
and the pure parts (cards, the rules-engine interface, bots, simulation, arena).

The pure parts import neither ``retro`` nor pyglet and run anywhere; the shell's parts
use the virtual PC of ``retro``. Nothing here imports pyglet.
"""
