"""Fixtures for the MCP tests: the browser fixtures live beside the browser tests."""

from __future__ import annotations

import sys
from pathlib import Path

# The local page server and managed Chromium are shared with tests/browser.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "browser"))

from browser_fixtures import browser_env  # noqa: F401  (fixture)
