"""The ``browser`` backend: Chromium pages through the DevTools protocol.

Modules: ``cdp`` (the protocol client), ``launcher`` (the managed browser), ``page``
(an attached page and its out-of-process iframes), ``layout`` (bounds in bulk),
``observe`` (tree reading), ``perform`` (actions), ``roles`` and ``keymap`` (mappings),
``spec`` (how its targets are named). The backend is imported on first use, so reading
``spec`` costs no import of the DevTools client.
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
