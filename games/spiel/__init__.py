"""OpenSpiel, the optional yardstick: our games as OpenSpiel games, its search players as
arena bots. Needs the ``openspiel`` extra (``pip install -e '.[openspiel]'``); no other
package imports this one's OpenSpiel modules (``game``, ``bots``), so neither playing nor
the default tests need OpenSpiel. ``worlds`` and ``units`` do not import it.
"""
