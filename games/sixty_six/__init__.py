"""Tommy's Sixty-Six: 24-card, two-player trick taking with marriages and closing.

``rules`` is the pure rules engine, ``ai`` the computer players, ``solver`` their search.
"""
