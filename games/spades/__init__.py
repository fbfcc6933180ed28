"""Tommy's Spades: four players in two partnerships, a 52-card pack with two jokers.

``rules.SpadesState`` is the whole game (see its docstring for how a program drives it);
``ai`` has the computer players; ``arena`` plugs the game into the arena.
"""
