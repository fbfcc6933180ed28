"""Parts shared by every game: cards, the rules-engine interface, bots, simulation, arena.

Nothing here imports ``retro`` or pyglet: these modules are pure and run headless.
"""
