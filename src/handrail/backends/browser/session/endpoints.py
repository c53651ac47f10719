"""The browser connections of one backend and the pages each endpoint lists.

One :class:`~handrail.backends.browser.session.cdp.CdpConnection` per endpoint, opened on first
use with a :class:`~handrail.backends.browser.session.targets.TargetWatch` that keeps its pages
current from the browser's announcements, and one HTTP client for the endpoint's page
list (``/json/list`` ranks pages by last activity; ``Target.getTargets`` does not).
"""

from __future__ import annotations

import contextlib

import httpx

from handrail.backends.browser.session.cdp import CdpConnection, CdpError
from handrail.backends.browser.session.targets import TargetWatch
from handrail.errors import OperationTimeout
from handrail.model import Target

__all__ = ["Endpoints"]


class Endpoints:
    """Connections to browser endpoints, each with its page watch.

    Args:
        backend: the backend name the listed targets carry.
        timeout: the bound of each call to a browser, in seconds.

    """

    def __init__(self, backend: str, timeout: float) -> None:
        self.backend = backend
        self.timeout = timeout
        self.conns: dict[str, CdpConnection] = {}
        self._watches: dict[str, TargetWatch] = {}
        # One HTTP client for the endpoint's page list: a new one per read cost more than
        # the read of a small page (it loads the TLS trust store even for plain http).
        self._http: httpx.AsyncClient | None = None

    def use_timeout(self, seconds: float) -> None:
        """Bound each later call, on every connection, by ``seconds``."""
        self.timeout = seconds
        for conn in self.conns.values():
            conn.timeout = seconds
        if self._http is not None:
            self._http.timeout = httpx.Timeout(seconds)

    async def conn(self, endpoint: str) -> CdpConnection:
        """The connection to ``endpoint``, opened (again) when it has none or it closed.

        Raises:
            BackendUnavailable: when the endpoint cannot be reached.

        """
        conn = self.conns.get(endpoint)
        if conn is None or conn.closed:
            conn = await CdpConnection.connect(endpoint, self.timeout)
            self.conns[endpoint] = conn
            old = self._watches.pop(endpoint, None)
            if old is not None:
                old.close()
            watch = TargetWatch(conn)
            self._watches[endpoint] = watch
            with contextlib.suppress(CdpError, OperationTimeout):
                await watch.start()  # without it pages are listed by a round trip each time
        return conn

    async def _recent_first(self, endpoint: str) -> dict[str, int]:
        """Target id -> rank, most recently active page first (empty when unknown)."""
        if not endpoint.startswith(("http://", "https://")):
            return {}
        if self._http is None:
            self._http = httpx.AsyncClient(timeout=self.timeout, trust_env=False)
        try:
            listed = (await self._http.get(endpoint + "/json/list")).json()
        except (httpx.HTTPError, ValueError):
            return {}
        ids = (
            [t.get("id") for t in listed if isinstance(t, dict)] if isinstance(listed, list) else []
        )
        return {tid: i for i, tid in enumerate(ids) if isinstance(tid, str)}

    async def pages(self, endpoint: str, pid: int | None, *, titles: bool = True) -> list[Target]:
        """The endpoint's pages, most recently active first.

        With ``titles`` false the list may come from the browser's announcements, which
        follow pages and URLs but not title changes (a read gives the title).

        Raises:
            BackendUnavailable: when the endpoint cannot be reached.

        """
        conn = await self.conn(endpoint)
        watch = self._watches.get(endpoint)
        listed = watch.targets() if not titles and watch is not None and watch.ready else []
        if not any(i.get("type") == "page" for i in listed):
            listed = (await conn.send("Target.getTargets"))["targetInfos"]
        infos = [
            i
            for i in listed
            if i.get("type") == "page" and not i.get("url", "").startswith("devtools://")
        ]
        if len(infos) > 1:  # one page needs no ranking (and spares an HTTP request)
            rank = await self._recent_first(endpoint)
            infos.sort(key=lambda i: rank.get(i.get("targetId", ""), len(rank)))
        out = []
        for info in infos:
            title = info.get("title") or info.get("url") or "(untitled)"
            out.append(
                Target(
                    backend=self.backend,
                    key=f"browser:{endpoint}:{info['targetId']}",
                    app=title,
                    pid=pid,
                    window=title,
                    url=info.get("url", ""),
                )
            )
        return out

    async def close(self) -> None:
        """Close every connection and the HTTP client (the browsers keep running)."""
        for conn in self.conns.values():
            await conn.close()
        self.conns.clear()
        if self._http is not None:
            with contextlib.suppress(Exception):
                await self._http.aclose()
            self._http = None
