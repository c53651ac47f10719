"""The ``browser`` backend: Chromium pages through the DevTools protocol.

Modules: ``cdp`` (the protocol client), ``launcher`` (the managed browser), ``page``
(an attached page and its out-of-process iframes), ``layout`` (bounds in bulk),
``observe`` (tree reading), ``perform`` (actions), ``roles`` and ``keymap`` (mappings).
"""

from handrail.backends.browser.backend import BrowserBackend

__all__ = ["BrowserBackend"]
