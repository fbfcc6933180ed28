"""The terminal front end: the virtual PC's screen, keys and mouse in a text terminal
(xterm-like, the Linux console, tmux/screen)."""
