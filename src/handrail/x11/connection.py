"""One X connection used from worker threads, with a timeout on every call.

python-xlib blocks on its socket, so calls run in a thread (``asyncio.to_thread``) and
the caller waits at most ``timeout`` seconds. A call that times out leaves the
connection in an unknown state, so it is dropped and the next call reconnects.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from Xlib import display as xdisplay
from Xlib import error as xerror

from handrail.errors import ActionFailed, BackendUnavailable, OperationTimeout

__all__ = ["XConnection"]

T = TypeVar("T")


class XConnection:
    """A lazily opened, thread-guarded connection to one X display.

    Args:
        display: the display name, e.g. ``":3"``.
        timeout: seconds any single call may take.

    """

    def __init__(self, display: str, *, timeout: float = 5.0) -> None:
        self.display = display
        self.timeout = timeout
        self._lock = threading.Lock()
        self._conn: Any = None
        # Bumped when a call times out: its worker thread keeps the old lock and socket,
        # and must not hand either back to later calls.
        self._generation = 0

    def _open(self, generation: int) -> Any:
        if self._conn is None:
            try:
                conn = xdisplay.Display(self.display)
            except (xerror.DisplayError, OSError) as exc:
                raise BackendUnavailable(
                    f"cannot open X display {self.display!r}: {exc}"
                    " (run 'handrail desktop start' or check DISPLAY)"
                ) from exc
            if generation != self._generation:
                conn.close()
                raise OperationTimeout(f"X display {self.display!r} answered too late")
            self._conn = conn
        return self._conn

    def _drop(self, generation: int) -> None:
        if generation != self._generation:
            return
        conn, self._conn = self._conn, None
        if conn is not None:
            # The socket may be half dead; there is nothing useful to report.
            with contextlib.suppress(Exception):
                conn.close()

    def call_sync(self, fn: Callable[[Any], T]) -> T:
        """Run ``fn(display)`` in this thread while holding the connection lock.

        Returns:
            What ``fn`` returns.

        Raises:
            BackendUnavailable: when the display cannot be opened or the connection breaks.
            ActionFailed: when the X server rejects a request.

        """
        lock, generation = self._lock, self._generation
        with lock:
            conn = self._open(generation)
            try:
                return fn(conn)
            except (xerror.ConnectionClosedError, OSError) as exc:
                self._drop(generation)
                raise BackendUnavailable(f"X display {self.display!r} went away: {exc}") from exc
            except xerror.XError as exc:
                raise ActionFailed(f"the X server refused a request: {exc}") from exc

    async def call(self, fn: Callable[[Any], T], *, timeout: float | None = None) -> T:
        """Run ``fn(display)`` in a worker thread, waiting at most ``timeout`` seconds.

        Returns:
            What ``fn`` returns.

        Raises:
            OperationTimeout: when the call takes too long (the connection is dropped).
            BackendUnavailable, ActionFailed: as :meth:`call_sync`.

        """
        limit = self.timeout if timeout is None else timeout
        try:
            return await asyncio.wait_for(asyncio.to_thread(self.call_sync, fn), limit)
        except TimeoutError as exc:
            # The stuck worker keeps the old socket and lock; later calls start afresh.
            self._generation += 1
            self._lock = threading.Lock()
            self._conn = None
            raise OperationTimeout(
                f"X display {self.display!r} did not answer within {limit:g}s"
            ) from exc

    def close(self) -> None:
        """Close the connection (reopened on the next call)."""
        with self._lock:
            self._drop(self._generation)
