from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from handrail.backends.base import Backend
from handrail.backends.fake import FakeBackend
from handrail.model import TargetQuery
from handrail.testing.conformance import ConformanceApp
from handrail.vocab import Role


@pytest.fixture
def conformance_fake() -> tuple[Callable[[], Backend], ConformanceApp]:
    app = ConformanceApp(
        query=TargetQuery(app="fake-form"),
        button=(Role.CHECKBOX, "Subscribe"),
        textbox=(Role.TEXTBOX, "To"),
        missing=TargetQuery(app="no-such-app"),
    )
    return FakeBackend, app


# The browser backend's fixtures live with its own tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from browser_fixtures import browser_env, conformance_browser  # noqa: E402, F401

# The AT-SPI backend's fixture lives with its own tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "atspi"))
from atspi_fixtures import conformance_atspi  # noqa: E402, F401
