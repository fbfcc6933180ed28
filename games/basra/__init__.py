"""Tommy's Basra and its Persian twin Passur: one rules engine with options, and the AI.

How a program drives it (phase 2 builds the screens on this):

* A game is ``game.BasraGame(Options(...), replay_seat=HUMAN)``. ``rulebook.Options``
  holds every rule option: ``game`` (``"basra"``/``"passur"``), ``ace_high``,
  ``no_seven_sweeps``, ``scoring`` (every two and ten, or the two of clubs and ten of
  diamonds only), ``gamepoint`` (20-999, default 101), ``replay_hands``. Show piles and
  open hands only change the screen and stay with the program. A new game is a new
  ``BasraGame``; changing the game or the gamepoint means a new one.
* ``current_player()`` is a seat (0/1), ``CHANCE`` (the program draws the outcome with
  ``games._shared.state.sample_chance`` and its own seeded rng: the first dealer's coin,
  the cut, every card dealt) or ``TERMINAL``. ``legal_actions()`` are card ints
  (``pack``: the shared ``Card.code``); ``why_illegal(action, player)`` gives a short
  reason; ``apply_action`` plays it. ``hand.preview(card)`` says what a card would take.
* ``game.hand`` is the current ``rules.HandState``: ``hands``, ``floor`` (in the order
  laid down), ``won`` piles, ``sweep_cards`` (face up in the piles), ``bottom`` (the cut
  card), ``pack_size``, ``dealer``, ``batch``, and once over ``score`` with every
  component (``scoring.PlayerScore``). ``game.scores`` are the totals,
  ``game.hand_scores`` the counted hands, ``game.winner`` the winner.
* ``game.events`` lists everything that happened (``events``), ``events_since(n)`` the
  new ones; ``messages.say`` words them; ``events.COMMENT_KINDS`` are the situations the
  computer opponent comments on.
* With ``replay_hands`` a finished hand waits for ``replay_seat``: ``KEEP_HAND`` or
  ``REPLAY_HAND`` (the hand's score is withdrawn and the same cards are dealt again by
  the same dealer, the chance nodes then offering just the recorded outcomes).
* Saving: the history of actions replays to the same state (``BasraGame()`` then
  ``apply_action`` for each).
* Computer players: ``ai.AIBot``, ``ai.GreedyBot``, ``ai.GreedySafeBot`` and the shared
  ``RandomBot``; ``bot.choose(game, rng)`` with a generator of the bot's own.
"""
