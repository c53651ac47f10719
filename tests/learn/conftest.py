"""Fixtures for the learning tests: the real page server and browser, the fake LLM server."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "planners"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "console"))
from browser_fixtures import browser_env
from llm_server import llm_server

__all__ = ["browser_env", "llm_server"]
