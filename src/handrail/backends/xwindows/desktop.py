"""The desktop: AT-SPI applications first, top-level X windows for everything else.

A program that exposes no tree (Tk, xterm) is still a target: when AT-SPI does not
know the ``app`` or ``pid`` asked for, or knows it without a window, the X windows
are asked. ``handrail apps`` lists both, windows of processes AT-SPI already lists
left out. Every other call goes to the backend that resolved the target.
"""

from __future__ import annotations

from typing import Any

from handrail.actions import Action, ActionReceipt, Via
from handrail.backends.atspi import AtspiBackend
from handrail.backends.base import Backend, Capabilities, Tree
from handrail.backends.xwindows.backend import XWindowsBackend
from handrail.backends.xwindows.spec import DESKTOP
from handrail.config import Settings, load_settings
from handrail.errors import BackendUnavailable, NoAccessibilityTree, TargetNotFound
from handrail.geometry import Rect
from handrail.model import Element, ObserveOptions, Target, TargetQuery
from handrail.presence import PresenceWatch

__all__ = ["DesktopBackend"]


class DesktopBackend(Backend):
    """AT-SPI with top-level X windows as the fallback (see the module docs).

    Args:
        settings: the desktop to use; loaded from the environment when not given.

    """

    name = DESKTOP.backend
    target_spec = DESKTOP
    capabilities = Capabilities(platform="linux", windows=True)

    def __init__(self, settings: Settings | None = None, **kwargs: Any) -> None:
        self.settings = settings or load_settings()
        self.atspi = AtspiBackend(settings=self.settings, **kwargs)
        self.xwindows = XWindowsBackend(settings=self.settings)

    def _for(self, target: Target | None) -> Backend:
        if target is not None and target.backend == XWindowsBackend.name:
            return self.xwindows
        return self.atspi

    async def list_targets(self) -> list[Target]:
        """AT-SPI's applications, then the windows of every other process (``no tree``)."""
        try:
            apps = await self.atspi.list_targets()
        except BackendUnavailable:
            apps = []
        known = {t.pid for t in apps if t.pid is not None}
        windows = [t for t in await self.xwindows.list_targets() if t.pid not in known]
        return apps + windows

    async def resolve(self, query: TargetQuery) -> Target:
        """AT-SPI's answer, else the X window the query names (see the module docs).

        Raises:
            TargetNotFound, NoAccessibilityTree: AT-SPI's error, when no window matches
                either.

        """
        if query.get("window_id") is not None:
            return await self.xwindows.resolve(query)
        try:
            return await self.atspi.resolve(query)
        except (TargetNotFound, NoAccessibilityTree, BackendUnavailable) as err:
            try:
                return await self.xwindows.resolve(query)
            except (TargetNotFound, BackendUnavailable):
                raise err from None

    async def refresh(self, target: Target) -> Target:
        """See :meth:`Backend.refresh`."""
        return await self._for(target).refresh(target)

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """See :meth:`Backend.read_tree`."""
        return await self._for(target).read_tree(target, options)

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """See :meth:`Backend.perform`."""
        return await self._for(target).perform(target, element, action, via)

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """See :meth:`Backend.screenshot`."""
        return await self._for(target).screenshot(target, region)

    async def capture_area(self, target: Target | None, region: Rect | None) -> Rect | None:
        """See :meth:`Backend.capture_area`."""
        return await self._for(target).capture_area(target, region)

    async def shown_text(self, target: Target) -> list[tuple[str, Rect]]:
        """See :meth:`Backend.shown_text`."""
        return await self._for(target).shown_text(target)

    async def settle(self, target: Target, timeout: float) -> Tree | None:
        """See :meth:`Backend.settle`."""
        return await self._for(target).settle(target, timeout)

    async def presence(self, target: Target) -> PresenceWatch | None:
        """See :meth:`Backend.presence`."""
        return await self._for(target).presence(target)

    async def close(self) -> None:
        """Close both backends."""
        try:
            await self.atspi.close()
        finally:
            await self.xwindows.close()
