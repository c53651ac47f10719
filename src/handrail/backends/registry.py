"""Backends looked up by name, each with the way its targets are named.

Entries are ``"module:Class"`` strings so that asking for one backend never imports
another's dependencies (D-Bus, X11, the DevTools client). Each entry comes with its
:class:`~handrail.targets.TargetSpec` (read from a light module of the backend), which
:class:`~handrail.targets.TargetQuery` and the shells' arguments are built from; the
default backend, for queries that name no backend-specific field, is chosen here.
Register your own with :func:`register_backend`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from handrail.backends.atspi.spec import TARGET as ATSPI
from handrail.backends.base import Backend
from handrail.backends.browser.session.spec import TARGET as BROWSER
from handrail.backends.xwindows.spec import DESKTOP, XWINDOWS
from handrail.errors import UsageError
from handrail.targets import TargetSpec, declare_target

__all__ = ["available_backends", "create_backend", "register_backend"]

_REGISTRY: dict[str, str | Callable[..., Backend]] = {}


def register_backend(
    name: str,
    factory: str | Callable[..., Backend],
    *,
    target: TargetSpec | None = None,
    default: bool = False,
) -> None:
    """Register ``factory`` (a callable or a ``"module:Class"`` string) under ``name``.

    Args:
        name: the registry name.
        factory: what builds the backend (called with ``settings=``).
        target: how its targets are named; by default a :class:`Backend` class's own
            ``target_spec``, else by ``app`` or ``pid`` alone.
        default: make it the backend of queries that name no backend-specific field.

    Raises:
        UsageError: when ``target`` is another backend's, or declares a field that
            another backend declared.

    """
    spec = target or getattr(factory, "target_spec", None) or TargetSpec(backend=name)
    if spec.backend != name:
        raise UsageError(f"backend {name!r} registered with {spec.backend!r}'s target spec")
    declare_target(spec, default=default)
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


register_backend("fake", "handrail.backends.fake:FakeBackend")
register_backend("atspi", "handrail.backends.atspi:AtspiBackend", target=ATSPI)
register_backend("browser", "handrail.backends.browser:BrowserBackend", target=BROWSER)
register_backend("xwindows", "handrail.backends.xwindows:XWindowsBackend", target=XWINDOWS)
register_backend(
    "desktop", "handrail.backends.xwindows:DesktopBackend", target=DESKTOP, default=True
)
