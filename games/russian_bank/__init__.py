"""Tommy's Russian Bank: two-player duelling solitaire with two packs.

``rules`` is the pure engine (its docstring says how a program drives it), ``match`` plays
games to a target, ``ai`` the computer players, ``arena`` the arena entry.
"""
