"""The adversarial suite's tally is printed after the tests and written as JSON on request."""

from __future__ import annotations

from typing import Any

from safety_suite import RESULTS, summary_lines, write_report


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for line in summary_lines(RESULTS):
        terminalreporter.write_line(line)
    write_report(RESULTS)


# -- real Chromium for the browser part of the suite and the console tests ---------------

import shutil  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from browser_fixtures import CHROMIUM, BrowserEnv  # noqa: E402
from fixture_server import FixtureServer  # noqa: E402

from handrail.backends.browser.session.launcher import launch_browser, stop_browser  # noqa: E402
from handrail.config import load_settings  # noqa: E402

PAGES = Path(__file__).parent / "pages"


@pytest.fixture(scope="session")
def safety_browser() -> Iterator[BrowserEnv]:
    """Headless Chromium of its own and a server for ``pages/`` under ``/safety``."""
    if not Path(CHROMIUM).exists() and shutil.which(CHROMIUM) is None:
        pytest.skip(f"no Chromium at {CHROMIUM}")
    state_dir = Path(tempfile.mkdtemp(prefix="handrail-safety-"))
    settings = replace(load_settings(), state_dir=state_dir, settle_timeout=2.0, ipc_timeout=30.0)
    with FixtureServer(mounts={"/safety": PAGES}) as server:
        state = launch_browser(settings)
        try:
            yield BrowserEnv(settings=settings, server=server, state=state)
        finally:
            stop_browser(settings)
            shutil.rmtree(state_dir, ignore_errors=True)
