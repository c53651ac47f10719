"""The ``browser`` backend: Chromium pages through the DevTools protocol.

Reading a page is :mod:`.observe` (the accessibility tree, per frame) with its
drafts, layout and finishing passes (:mod:`.passes`, in the order
:mod:`.passes.chain` declares); acting on its elements is :mod:`.acting`; connecting
to Chromium, keeping its pages attached and mirroring their trees between reads is
:mod:`.session`. The backend is imported on first use, so reading
:mod:`.session.spec` costs no import of the DevTools client.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from handrail.backends.browser.backend import BrowserBackend

__all__ = ["BrowserBackend"]


def __getattr__(name: str) -> Any:
    if name == "BrowserBackend":
        from handrail.backends.browser.backend import BrowserBackend

        return BrowserBackend
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
