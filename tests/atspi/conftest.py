"""Fixtures for AT-SPI backend tests: real GTK programs in the private test desktop."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from handrail.backends.atspi import AtspiBackend
from handrail.session import Session

pytestmark = pytest.mark.desktop


@pytest.fixture
async def session(desktop) -> AsyncIterator[Session]:  # type: ignore[no-untyped-def]
    """A session on a fresh AT-SPI backend pointed at the test desktop."""
    async with Session(AtspiBackend(desktop.settings), settle_timeout=2.0) as s:
        yield s
