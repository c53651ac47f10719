"""The AT-SPI backend's entry in the conformance suite: gnome-calculator in the test desktop.

Imported by ``tests/conformance/conftest.py``; ``desktop`` comes from ``tests/conftest.py``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable, Iterator
from functools import partial

import pytest

from handrail.backends.atspi import AtspiBackend
from handrail.backends.base import Backend
from handrail.model import TargetQuery
from handrail.testing.conformance import ConformanceApp
from handrail.vocab import Role


@pytest.fixture(scope="module")
def conformance_atspi(desktop) -> Iterator[tuple[Callable[[], Backend], ConformanceApp]]:  # type: ignore[no-untyped-def]
    # A sync fixture may be set up inside a test's running loop: launch from a thread.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        app = pool.submit(asyncio.run, desktop.launch(["gnome-calculator"])).result(60)
    try:
        yield (
            partial(AtspiBackend, desktop.settings),
            ConformanceApp(
                query=TargetQuery(pid=app.pid),
                button=(Role.BUTTON, "7"),
                textbox=(Role.TEXTBOX, ""),  # the display, which has no accessible name
                missing=TargetQuery(app="no-such-program"),
            ),
        )
    finally:
        desktop.end(app.pid)
