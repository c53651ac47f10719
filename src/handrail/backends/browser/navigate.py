"""Open a URL in a page: the one thing an agent cannot do through the page itself.

A headless browser has no address bar to type into, so ``handrail browser open URL``
(and :meth:`BrowserBackend.open_url`) tell the page's top frame to load the URL and
wait, at most a given time, until it has loaded and its network has been quiet.
Only web addresses and local files are opened: ``http``, ``https``, ``file`` and
``about:blank``.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from handrail.backends.browser.cdp import CdpError
from handrail.backends.browser.page import PageHandle
from handrail.errors import ActionFailed, TargetNotFound, UsageError, arg

__all__ = ["SCHEMES", "check_url", "open_url"]

SCHEMES = frozenset({"http", "https", "file"})
"""The schemes a page is told to load (and ``about:blank``)."""


def check_url(url: str) -> str:
    """``url`` when it can be opened, else :class:`UsageError` saying what to give."""
    url = url.strip()
    parts = urlsplit(url)
    if url == "about:blank":
        return url
    if parts.scheme.lower() not in SCHEMES or (parts.scheme.lower() != "file" and not parts.netloc):
        raise UsageError(
            f"cannot open {arg(url)}: give a whole address with its scheme"
            " (http://, https:// or file://), or about:blank"
        )
    return url


async def open_url(page: PageHandle, url: str, timeout: float) -> None:
    """Load ``url`` in ``page``'s top frame and wait until it has loaded (``timeout`` s at most).

    Raises:
        UsageError: when the URL cannot be opened (see :func:`check_url`).
        ActionFailed: when the browser could not load it (the reason it gives).
        TargetNotFound: when the page has gone.

    """
    url = check_url(url)
    try:
        reply = await page.main.send("Page.navigate", {"url": url})
    except CdpError as exc:
        raise TargetNotFound(f"the page could not be told to open {url}: {exc.message}") from exc
    error = reply.get("errorText")
    if error:
        raise ActionFailed(f"the browser could not open {url}: {error}")
    await page.settle(timeout)
