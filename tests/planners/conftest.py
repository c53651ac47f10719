"""Fixtures for planner tests (the fake servers live in ``llm_server``)."""

from llm_server import llm_server

__all__ = ["llm_server"]
