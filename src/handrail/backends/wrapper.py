"""A backend over another backend: the base class of policies kept at the boundary.

A wrapper changes some of what passes the backend boundary (the secrets wrapper
redacts what is read and expands what is typed; text found in pixels or a vision
model's elements would add to what is read) and forwards everything else to the
backend it wraps, unchanged. :class:`BackendWrapper` forwards every method, so a
wrapper overrides only what it changes and picks up a method the boundary gains.
"""

from __future__ import annotations

from typing import TypeVar

from handrail.actions import Action, ActionReceipt, Via
from handrail.backends.base import Backend, Tree
from handrail.geometry import Rect
from handrail.model import Element, ObserveOptions, Target, TargetQuery
from handrail.presence import PresenceWatch

__all__ = ["BackendWrapper", "find_layer"]

W = TypeVar("W", bound=Backend)


class BackendWrapper(Backend):
    """A backend that forwards every call to ``inner``; subclasses override what they change.

    The wrapper has its inner backend's ``name`` and ``capabilities``, and closing it
    closes the inner backend.

    Args:
        inner: the backend wrapped (itself possibly a wrapper).

    """

    def __init__(self, inner: Backend) -> None:
        self.inner = inner
        self.name = inner.name
        self.capabilities = inner.capabilities

    async def list_targets(self) -> list[Target]:
        """See :meth:`Backend.list_targets`."""
        return await self.inner.list_targets()

    async def resolve(self, query: TargetQuery) -> Target:
        """See :meth:`Backend.resolve`."""
        return await self.inner.resolve(query)

    async def refresh(self, target: Target) -> Target:
        """See :meth:`Backend.refresh`."""
        return await self.inner.refresh(target)

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """See :meth:`Backend.read_tree`."""
        return await self.inner.read_tree(target, options)

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """See :meth:`Backend.perform`."""
        return await self.inner.perform(target, element, action, via)

    async def check_element(self, target: Target, element: Element) -> None:
        """See :meth:`Backend.check_element`."""
        await self.inner.check_element(target, element)

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """See :meth:`Backend.screenshot`."""
        return await self.inner.screenshot(target, region)

    async def shown_text(self, target: Target) -> list[tuple[str, Rect]]:
        """See :meth:`Backend.shown_text`."""
        return await self.inner.shown_text(target)

    async def capture_area(self, target: Target | None, region: Rect | None) -> Rect | None:
        """See :meth:`Backend.capture_area`."""
        return await self.inner.capture_area(target, region)

    async def settle(self, target: Target, timeout: float) -> Tree | None:
        """See :meth:`Backend.settle`."""
        return await self.inner.settle(target, timeout)

    async def presence(self, target: Target) -> PresenceWatch | None:
        """See :meth:`Backend.presence`."""
        return await self.inner.presence(target)

    async def close(self) -> None:
        """See :meth:`Backend.close`: closes the inner backend."""
        await self.inner.close()


def find_layer(backend: Backend, kind: type[W]) -> W | None:
    """The outermost backend of type ``kind`` in ``backend``'s chain of wrappers, if any."""
    current: Backend | None = backend
    while current is not None:
        if isinstance(current, kind):
            return current
        current = current.inner if isinstance(current, BackendWrapper) else None
    return None
