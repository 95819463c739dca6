"""Cadogan: the games of Lady Cadogan's Illustrated Games of Solitaire or Patience."""

__version__ = "0.1.0"
