"""Backends looked up by name.

Entries are ``"module:Class"`` strings so that asking for one backend never imports
another's dependencies (Playwright, D-Bus). Register your own with
:func:`register_backend`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from handrail.backends.base import Backend
from handrail.errors import UsageError

__all__ = ["available_backends", "create_backend", "register_backend"]

_REGISTRY: dict[str, str | Callable[..., Backend]] = {
    "fake": "handrail.backends.fake:FakeBackend",
    "atspi": "handrail.backends.atspi:AtspiBackend",
    "browser": "handrail.backends.browser:BrowserBackend",
    "xwindows": "handrail.backends.xwindows:XWindowsBackend",
    "desktop": "handrail.backends.xwindows:DesktopBackend",
}


def register_backend(name: str, factory: str | Callable[..., Backend]) -> None:
    """Register ``factory`` (a callable or a ``"module:Class"`` string) under ``name``."""
    _REGISTRY[name] = factory


def available_backends() -> list[str]:
    """The registered backend names, sorted."""
    return sorted(_REGISTRY)


def create_backend(name: str, **kwargs: Any) -> Backend:
    """Create the backend registered as ``name`` with ``kwargs``.

    Raises:
        UsageError: for an unknown name.

    """
    factory = _REGISTRY.get(name)
    if factory is None:
        raise UsageError(f"unknown backend {name!r}; known: {', '.join(available_backends())}")
    if isinstance(factory, str):
        module_name, _, attr = factory.partition(":")
        factory = getattr(importlib.import_module(module_name), attr)
        assert callable(factory)
    backend = factory(**kwargs)
    if not isinstance(backend, Backend):
        raise UsageError(f"backend {name!r} did not produce a Backend")
    return backend
