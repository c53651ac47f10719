"""The backend conformance suite, run against every backend.

A backend joins by providing a (synchronous) fixture named ``conformance_<backend>``
that returns ``(make_backend, ConformanceApp)``: a callable creating a fresh backend,
and the application the checks drive. See ``conftest.py`` here for the fake's.
"""

from __future__ import annotations

import pytest

from handrail.session import Session
from handrail.testing.conformance import CHECKS

BACKENDS = ["fake", "atspi", "browser"]


@pytest.mark.parametrize("check", list(CHECKS))
@pytest.mark.parametrize("backend", BACKENDS)
async def test_conformance(backend: str, check: str, request: pytest.FixtureRequest) -> None:
    make_backend, app = request.getfixturevalue(f"conformance_{backend}")
    async with Session(make_backend()) as session:
        await CHECKS[check](session, app)
