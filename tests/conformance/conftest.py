from __future__ import annotations

from collections.abc import Callable

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
