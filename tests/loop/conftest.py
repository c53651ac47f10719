"""Fixtures for loop tests (helpers live in ``loop_helpers``)."""

import sys
from pathlib import Path

from loop_helpers import backend, runs_dir, session

__all__ = ["backend", "runs_dir", "session"]

# The browser fixtures (a local page server and a managed headless Chromium) live with
# the browser backend's tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from browser_fixtures import browser_env

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "planners"))
from llm_server import llm_server

__all__ += ["browser_env", "llm_server"]
