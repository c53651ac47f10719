"""A person using a page: trusted input Handrail did not send, a navigation it did not make.

Chromium marks input from the DevTools ``Input`` domain as trusted, like a person's,
so the page cannot tell the two apart; the backend can, because it knows when its own
input is in flight. :class:`BrowserPresenceWatch` adds a binding and a capturing
listener to the page's top document (and to every document it loads later) that
reports trusted key, mouse, pointer, wheel and touch events; an event reported while
no Handrail input is in flight is a person's. Handrail's input counts as in flight
until a command sent after it has been answered: the page's reports travel in order
before that answer. It also compares the page's URL and visibility with what they
were when Handrail last acted: another URL, or the page hidden (another tab brought
to the front), is a change Handrail did not make.

What it cannot see: events inside out-of-process iframes (the listener is in the top
document); a person's input while Handrail's own is in flight (taken as Handrail's);
a person's wheel within :data:`WHEEL_GRACE` seconds after Handrail's own input (wheel
events are dispatched by the compositor after the command's answer, so Handrail's own
arrive late and are taken as its own for that long);
and a page that navigates by itself (a timed redirect) reads as a navigation Handrail
did not make.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from typing import Any

from handrail.backends.browser.session.cdp import CdpError
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import HandrailError
from handrail.presence import Interference, PresenceWatch

__all__ = ["WHEEL_GRACE", "BrowserPresenceWatch"]

BINDING = "__handrailPersonInput"

WHEEL_GRACE = 1.5
"""Seconds after Handrail's own input during which a wheel event is taken as its own."""

_LISTEN = (
    "(() => { if (window.__handrailPersonWatch) return; window.__handrailPersonWatch = true;"
    " const tell = (e) => { if (e.isTrusted) { try { window." + BINDING + "(e.type); }"
    " catch (_) {} } };"
    " for (const t of ['keydown', 'mousedown', 'pointerdown', 'wheel', 'touchstart'])"
    " window.addEventListener(t, tell, {capture: true, passive: true}); })()"
)

_STATE = "JSON.stringify([location.href, document.visibilityState])"


_BLANK = frozenset({"", "about:blank"})
"""A tab's address before its first page commits."""


class BrowserPresenceWatch(PresenceWatch):
    """Trusted page input outside Handrail's own, and navigations, on one page."""

    def __init__(self, page: PageHandle, *, on_close: Callable[[], None] | None = None) -> None:
        self.page = page
        self._on_close = on_close
        self._events: Counter[str] = Counter()
        self._sending = 0
        self._wheel_until = 0.0
        self._state: tuple[str, str] | None = None
        self._remove = page.conn.add_listener(self._on_event)

    async def start(self) -> None:
        """Install the binding and the listener (in this document and later ones)."""
        main = self.page.main
        await main.send("Runtime.addBinding", {"name": BINDING})
        await main.send("Page.addScriptToEvaluateOnNewDocument", {"source": _LISTEN})
        await main.send("Runtime.evaluate", {"expression": _LISTEN})

    def _on_event(self, session_id: str | None, msg: dict[str, Any]) -> None:
        if session_id != self.page.main.id or msg.get("method") != "Runtime.bindingCalled":
            return
        params = msg.get("params") or {}
        if params.get("name") != BINDING:
            return
        kind = str(params.get("payload") or "input")
        if self._sending or (kind == "wheel" and time.monotonic() < self._wheel_until):
            return  # Handrail's own input
        self._events[kind] += 1

    @contextlib.asynccontextmanager
    async def sending(self) -> AsyncIterator[None]:
        """Mark Handrail's own input in flight, until the page has reported all of it.

        The page's reports and the answer to a command sent after the input travel
        the same channel in order, so once that answer is in, every report of
        Handrail's own events has arrived; later ones are someone else's.
        """
        self._sending += 1
        try:
            yield
        finally:
            try:
                with contextlib.suppress(CdpError, HandrailError):
                    await self.page.main.send("Runtime.evaluate", {"expression": "0"})
            finally:
                self._sending -= 1
                self._wheel_until = time.monotonic() + WHEEL_GRACE

    async def _read_state(self) -> tuple[str, str] | None:
        try:
            reply = await self.page.main.send(
                "Runtime.evaluate", {"expression": _STATE, "returnByValue": True}
            )
        except CdpError:
            return None
        try:
            href, visible = json.loads(reply["result"]["value"])
        except (KeyError, TypeError, ValueError):
            return None
        return str(href), str(visible)

    async def mark(self) -> None:
        """See :meth:`PresenceWatch.mark`."""
        self._state = await self._read_state()

    async def check(self) -> Interference | None:
        """See :meth:`PresenceWatch.check`."""
        if self._events:
            seen, self._events = self._events, Counter()
            what = ", ".join(f"{n} {kind}" for kind, n in sorted(seen.items()))
            return Interference(
                kind="input", detail=f"trusted page input Handrail did not send ({what})"
            )
        now = await self._read_state()
        before = self._state
        if before is None or now is None:
            return None
        if now[0] != before[0] and before[0] in _BLANK:
            # The tab was marked before its first page had come (a run begun while the
            # page still loads): the page's own first load, not a person's navigation.
            self._state = now
            return None
        if now[0] != before[0]:
            return Interference(
                kind="navigation",
                detail=f"the page went from {before[0]} to {now[0]}, which Handrail did not do",
            )
        if now[1] == "hidden" and before[1] != "hidden":
            return Interference(
                kind="focus", detail="the page was hidden: another tab or window came to the front"
            )
        return None

    async def close(self) -> None:
        """Stop listening (the page keeps its listener, which then reports to nobody)."""
        self._remove()
        if self._on_close is not None:
            self._on_close()
