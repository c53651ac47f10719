"""The MCP tests share the local page server and managed Chromium with tests/browser."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "browser"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "planners"))

from browser_fixtures import browser_env  # noqa: F401  (fixture)
from llm_server import llm_server  # noqa: F401  (fixture)
