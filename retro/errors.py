"""Exceptions that end or interrupt a program running on the virtual PC.

``PowerOff`` and ``InputExhausted`` derive from ``BaseException`` on purpose:
a game's own ``except Exception`` must never swallow the machine being
switched off or a test script running dry.
"""

from __future__ import annotations


class RetroError(Exception):
    """A clear, user-facing problem with the virtual PC (bad file, bad flag...)."""


class PowerOff(BaseException):
    """The machine was switched off (window closed): unwind the program."""


class InputExhausted(BaseException):
    """A headless run's key script is used up while the program waits for input."""


class VirtualTimeLimit(BaseException):
    """A headless run went past its virtual time limit (a runaway loop)."""
