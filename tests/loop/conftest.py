"""Fixtures for loop tests (helpers live in ``loop_helpers``)."""

from loop_helpers import backend, runs_dir, session

__all__ = ["backend", "runs_dir", "session"]
