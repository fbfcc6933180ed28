"""Tommy's Pachisi: four players race four pawns each round a cross-shaped board.

``board`` is the geometry, ``rules`` the engine (``PachisiState``), ``plays`` the legality
search, ``ai`` the computer players, ``arena`` the arena entry.
"""
