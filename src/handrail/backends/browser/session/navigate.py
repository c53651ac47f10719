"""Open a URL in a page: the one thing an agent cannot do through the page itself.

A headless browser has no address bar to type into, so ``handrail browser open URL``
(and :meth:`BrowserBackend.open_url`) tell the page's top frame to load the URL and
wait, at most a given time, until it has loaded and its network has been quiet.
Only web addresses and local files are opened: ``http``, ``https``, ``file`` and
``about:blank``.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from handrail.backends.browser.session.cdp import CdpError
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import ActionFailed, TargetNotFound, UsageError, arg
from handrail.model import Target

__all__ = ["SCHEMES", "Opened", "check_url", "open_url"]

SCHEMES = frozenset({"http", "https", "file"})
"""The schemes a page is told to load (and ``about:blank``)."""


@dataclass(frozen=True, slots=True)
class Opened:
    """A page after :meth:`BrowserBackend.open_url`: as it is now, and whether it loaded."""

    page: Target
    """The page: its URL and title now."""
    loaded: bool
    """False when the URL only moved within the open document (another fragment)."""

    def summary(self, reload: str = "--reload") -> str:
        """One line saying what happened, for a person or an agent.

        ``reload``: how the reader asks for a fresh load (the CLI's flag, a tool's argument).
        """
        page = self.page
        if self.loaded:
            return f"opened {page.url} ({page.app})"
        return (
            f"moved to {page.url} ({page.app}) within the open document: not loaded again,"
            f" what it held stays ({reload} loads it afresh)"
        )


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


async def open_url(page: PageHandle, url: str, timeout: float, *, reload: bool = False) -> bool:
    """Load ``url`` in ``page``'s top frame and wait until it has loaded (``timeout`` s at most).

    A URL that differs from the open document's only by its fragment is, as in a
    browser's address bar, a move within that document: the page scrolls, its state
    stays, nothing is loaded. With ``reload`` the document is then loaded afresh.

    Returns:
        True when a document was loaded, False for a move within the open one.

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
    loaded = bool(reply.get("loaderId"))  # none for a move within the document
    if not loaded and reload:
        try:
            await page.main.send("Page.reload", {})
        except CdpError as exc:
            raise TargetNotFound(f"the page could not be told to reload: {exc.message}") from exc
        loaded = True
    await page.settle(timeout)
    return loaded
