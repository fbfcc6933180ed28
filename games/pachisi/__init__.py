"""Tommy's Pachisi: four players race four pawns each round a cross-shaped board.

``board`` is the geometry (96 numbered squares, drawing cells), ``rulebook`` the rules'
numbers and action encoding, ``moves`` one pawn's move, ``plays`` the legality of a roll
and its complete plays, ``refusals`` the reasons for refusing a move, ``rules`` the game
state (``PachisiState``; its docstring says how a program drives it), ``events`` and
``messages`` what happened in words, ``instructions`` the F5 text, ``evaluation``,
``lookahead`` and ``ai`` the computer players, ``strengths`` the three levels the
options menu offers, ``hint`` the ? key's advice, ``arena`` the arena entry. The program:
``settings`` what it declares to the shell, ``keeping`` the kept game's file,
``tabletop`` and ``kept_table`` the table (the input's view of it; its luck, file and
the shell's comforts), ``game_log`` the L key's log, ``program`` the course of the games.
"""
