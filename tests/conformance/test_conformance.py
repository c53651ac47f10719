"""The backend conformance suite, run against every backend.

A backend joins by providing a (synchronous) fixture named ``conformance_<backend>``
that returns ``(make_backend, ConformanceApp)``: a callable creating a fresh backend,
and the application the checks drive. See ``conftest.py`` here for the fake's.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest

from handrail.backends.base import Backend, ScreenPicture
from handrail.backends.browser import BrowserBackend
from handrail.backends.fake import FakeBackend
from handrail.backends.wrapper import BackendWrapper, find_layer
from handrail.session import Session
from handrail.testing.conformance import CHECKS, ConformanceApp

BACKENDS = ["fake", "atspi", "browser"]


@pytest.mark.parametrize("check", list(CHECKS))
@pytest.mark.parametrize("backend", BACKENDS)
async def test_conformance(backend: str, check: str, request: pytest.FixtureRequest) -> None:
    make_backend, app = request.getfixturevalue(f"conformance_{backend}")
    async with Session(make_backend()) as session:
        await CHECKS[check](session, app)


@pytest.mark.parametrize("check", list(CHECKS))
async def test_a_bare_wrapper_conforms_as_its_backend(
    check: str, conformance_fake: tuple[Callable[[], Backend], ConformanceApp]
) -> None:
    make_backend, app = conformance_fake
    wrapper = BackendWrapper(make_backend())
    async with Session(wrapper) as session:
        await CHECKS[check](session, app)


def test_the_wrapper_forwards_every_method_of_the_boundary() -> None:
    # A method the boundary gains must be forwarded too, or a wrapper would answer it
    # with the base class's default instead of its inner backend's answer.
    methods = {
        name
        for name, value in inspect.getmembers(Backend, inspect.isfunction)
        if not name.startswith("_")
    }
    assert methods >= {"read_tree", "perform", "screenshot", "shown_text", "close"}
    assert methods <= set(vars(BackendWrapper)), methods - set(vars(BackendWrapper))


async def test_a_wrapper_has_its_backends_name_and_capabilities() -> None:
    inner = BrowserBackend()
    try:
        outer = BackendWrapper(BackendWrapper(inner))
        assert outer.name == "browser" and outer.capabilities is inner.capabilities
        assert outer.capabilities.untargeted_screenshot is ScreenPicture.CURRENT_TARGET
        assert find_layer(outer, BrowserBackend) is inner
        assert find_layer(outer, FakeBackend) is None
        assert FakeBackend.capabilities.untargeted_screenshot is ScreenPicture.SCREEN
    finally:
        await outer.close()
