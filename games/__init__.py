"""The five card and board games, each a package with pure rules, AI, screens and a program.

Shared parts (cards, the rules-engine interface, bots, the arena) live in ``games._shared``.
"""
