"""The browser's targets as it announces them, so finding a page needs no round trip.

``Target.setDiscoverTargets`` makes the browser send every target it has, then each
creation, change (title, URL) and destruction as it happens.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.session.cdp import CdpConnection

__all__ = ["TargetWatch"]


class TargetWatch:
    """The target infos of one browser connection, kept current from its events.

    Args:
        conn: the browser-level connection to follow.

    """

    def __init__(self, conn: CdpConnection) -> None:
        self.conn = conn
        self._infos: dict[str, dict[str, Any]] = {}
        self.ready = False
        """True once discovery is on; until then :meth:`targets` is not to be trusted."""
        self._remove = conn.add_listener(self._on_event)

    async def start(self) -> None:
        """Turn discovery on (the browser announces the targets it already has first).

        Raises:
            CdpError, OperationTimeout, BackendUnavailable: from the browser.

        """
        await self.conn.send("Target.setDiscoverTargets", {"discover": True})
        self.ready = True

    def targets(self) -> list[dict[str, Any]]:
        """The current target infos, in the order the browser announced them."""
        return list(self._infos.values())

    def close(self) -> None:
        """Stop following the connection's events."""
        self._remove()
        self.ready = False

    def _on_event(self, session_id: str | None, msg: dict[str, Any]) -> None:
        if session_id is not None:
            return
        method = msg.get("method", "")
        params: dict[str, Any] = msg.get("params", {})
        if method in ("Target.targetCreated", "Target.targetInfoChanged"):
            info = params.get("targetInfo", {})
            tid = info.get("targetId")
            if isinstance(tid, str):
                self._infos[tid] = info
        elif method == "Target.targetDestroyed":
            self._infos.pop(str(params.get("targetId", "")), None)
