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
from handrail.session import Session
from handrail.testing.conformance import ConformanceApp
from handrail.vocab import Role


@pytest.fixture(scope="module")
def conformance_atspi(desktop) -> Iterator[tuple[Callable[[], Backend], ConformanceApp]]:  # type: ignore[no-untyped-def]
    # A sync fixture may be set up inside a test's running loop: launch from a thread.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        app = pool.submit(asyncio.run, desktop.launch(["gnome-calculator"])).result(60)
        # A window that has just appeared still changes (it takes the focus, and so
        # does it again when a program of an earlier test goes away): the checks start
        # once two reads in a row agree.
        pool.submit(asyncio.run, _settled(desktop.settings, TargetQuery(pid=app.pid))).result(60)
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


async def _settled(settings, query: TargetQuery, *, reads: int = 50) -> None:  # type: ignore[no-untyped-def]
    async with Session(AtspiBackend(settings), settings=settings) as session:
        last = None
        for _ in range(reads):
            snap = await session.observe(query)
            if snap.signature == last:
                return
            last = snap.signature
            await session.backend.settle(snap.target, 0.5)
