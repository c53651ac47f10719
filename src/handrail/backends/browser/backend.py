"""The ``browser`` backend: Chromium pages through CDP and the page's accessibility tree."""

from __future__ import annotations

import contextlib
import dataclasses
from dataclasses import replace
from typing import Any

from handrail.actions import Action, ActionReceipt, Via
from handrail.backends.base import Backend, Capabilities, ScreenPicture, Tree
from handrail.backends.browser.acting.livenode import resolve as resolve_live
from handrail.backends.browser.acting.newtabs import open_pages, opened_since
from handrail.backends.browser.acting.perform import perform_action
from handrail.backends.browser.dialogtree import parse_locator
from handrail.backends.browser.observe import read_page
from handrail.backends.browser.pictures import page_area, page_drawn_text, page_screenshot
from handrail.backends.browser.session.cdp import CdpError
from handrail.backends.browser.session.endpoints import Endpoints
from handrail.backends.browser.session.launcher import load_state, process_alive
from handrail.backends.browser.session.mirror import AxMirror, Poll
from handrail.backends.browser.session.navigate import Opened, open_url
from handrail.backends.browser.session.page import PageHandle
from handrail.backends.browser.session.presence import BrowserPresenceWatch
from handrail.backends.browser.session.remote import RemoteReader, WatcherGone
from handrail.backends.browser.session.routes import ReadRoute
from handrail.backends.browser.session.spec import TARGET
from handrail.backends.browser.viewport import ViewportSource
from handrail.config import Settings, load_settings
from handrail.errors import (
    ActionFailed,
    BackendUnavailable,
    OperationTimeout,
    TargetNotFound,
    UsageError,
    arg,
)
from handrail.geometry import Rect
from handrail.model import Element, ObserveOptions, Target, TargetQuery
from handrail.presence import PresenceWatch

__all__ = ["BrowserBackend"]


def _split_key(key: str) -> tuple[str, str]:
    """``(endpoint, target id)`` from ``browser:<endpoint>:<target id>``."""
    body = key.removeprefix("browser:")
    endpoint, _, target_id = body.rpartition(":")
    return endpoint, target_id


class BrowserBackend(Backend):
    """Chromium, Chrome or Electron pages over the DevTools protocol.

    Targets are named as :data:`~handrail.backends.browser.session.spec.TARGET` declares:
    ``browser`` is the browser ``handrail browser start`` launched (found through the
    state directory), ``cdp`` any debugging endpoint. A target is one page.

    Args:
        settings: timeouts, the state directory and the Chromium executable.
        remote: whether pages of the managed browser that this backend has not attached
            itself are resolved and read through its watcher (warm, with a mirror of
            the tree), and those of a ``--cdp`` endpoint through its session daemon
            (started by the first read when :attr:`Settings.cdp_daemon_idle` is set);
            the watcher's and the daemon's own backend reads directly.

    """

    name = TARGET.backend
    target_spec = TARGET
    capabilities = Capabilities(
        platform="browser", windows=False, untargeted_screenshot=ScreenPicture.CURRENT_TARGET
    )

    def __init__(self, settings: Settings | None = None, *, remote: bool = True, **_: Any) -> None:
        self.settings = settings or load_settings()
        self._route = ReadRoute(remote=remote)
        self._managed_named = False
        """The browser was named as the managed one (``browser``), not by an endpoint."""
        self._endpoints = Endpoints(self.name, self.settings.ipc_timeout)
        self._pages: dict[str, PageHandle] = {}
        self._presence: dict[str, BrowserPresenceWatch] = {}
        self._mirrors: dict[str, AxMirror] = {}
        """Per page read more than once by this backend: its accessibility-tree mirror."""
        self._reads: dict[str, int] = {}
        self._endpoint: str | None = None
        self._pid: int | None = None

    def _managed(self) -> tuple[str, int]:
        state = load_state(self.settings)
        if state is None:
            raise BackendUnavailable(
                "no browser started by handrail: a person can run 'handrail browser start',"
                f" or name a debugging endpoint with {arg('cdp')}"
            )
        if not process_alive(state.pid):
            raise BackendUnavailable(
                f"the browser handrail started (pid {state.pid}) is no longer running;"
                " run: handrail browser start"
            )
        return state.endpoint, state.pid

    def _use(self, query: TargetQuery | None) -> str:
        cdp = query.text("cdp") if query is not None else None
        if cdp:
            self._endpoint, self._pid = cdp.rstrip("/"), None
            self._managed_named = False
        elif (query is not None and query.flag("browser")) or self._endpoint is None:
            self._endpoint, self._pid = self._managed()
            self._managed_named = True
        return self._endpoint

    async def list_targets(self) -> list[Target]:
        """The pages of the browser last named (the managed one by default).

        Raises:
            BackendUnavailable: when the endpoint cannot be reached.

        """
        return await self._endpoints.pages(self._use(None), self._pid)

    def _watcher(self, endpoint: str) -> RemoteReader | None:
        """The process that keeps ``endpoint`` attached, when commands read through one."""
        return self._route.reader(
            self.settings,
            endpoint,
            managed=self._managed_named,
            attached=bool(self._endpoints.conns),
        )

    def use_timeout(self, seconds: float) -> None:
        """Bound each call to the browser by ``seconds`` from now on.

        The watcher serves each command with that command's own timeout.
        """
        if seconds != self.settings.ipc_timeout:
            self.settings = replace(self.settings, ipc_timeout=seconds)
            self._endpoints.use_timeout(seconds)

    def _gone(self, exc: WatcherGone) -> None:
        """The watcher did not serve a call: say so once and attach directly from now on."""
        self._route.gone(self.settings, exc, self._endpoint, managed=self._managed_named)

    async def resolve(self, query: TargetQuery) -> Target:
        """The page the query's ``tab`` names (URL or title substring), or the most recent.

        Raises:
            BackendUnavailable: when the endpoint cannot be reached.
            TargetNotFound: when no page matches.

        """
        endpoint = self._use(query)
        remote = self._watcher(endpoint)
        if remote is not None:
            try:
                return await remote.resolve(query)
            except WatcherGone as exc:
                self._gone(exc)
        # Choosing by title needs current titles; otherwise an observation reads the
        # title itself and the page list costs no round trip.
        tab = query.text("tab")
        pages = await self._endpoints.pages(endpoint, self._pid, titles=bool(tab))
        if not pages:
            raise TargetNotFound(f"the browser at {endpoint} has no open page")
        if not tab:
            return pages[0]
        needle = tab.lower()
        for page in pages:
            if needle in (page.url or "").lower() or needle in page.app.lower():
                return page
        listing = "; ".join(f"{p.app} <{p.url}>" for p in pages[:8])
        raise TargetNotFound(f"no page matches {arg('tab')} {tab!r} (open: {listing})")

    async def refresh(self, target: Target) -> Target:
        """The page's current URL and title (they change as it navigates).

        Raises:
            TargetNotFound: when the page has been closed.

        """
        endpoint, target_id = _split_key(target.key)
        remote = self._watcher(endpoint)
        if remote is not None:
            try:
                return await remote.refresh(target)
            except WatcherGone as exc:
                self._gone(exc)
        conn = await self._endpoints.conn(endpoint)
        try:
            reply = await conn.send("Target.getTargetInfo", {"targetId": target_id})
        except CdpError as exc:
            raise TargetNotFound(f"the page {target.url or target.app} has been closed") from exc
        info = reply.get("targetInfo", {})
        title = info.get("title") or info.get("url") or "(untitled)"
        return replace(target, app=title, window=title, url=info.get("url", target.url))

    async def open_url(
        self, target: Target, url: str, timeout: float = 30.0, *, reload: bool = False
    ) -> Opened:
        """Load ``url`` in the page ``target`` names and wait for it, ``timeout`` s at most.

        Another fragment of the open document only moves within it, as in a browser's
        address bar, unless ``reload`` (see :func:`navigate.open_url`).

        Returns:
            The page as it is then (its URL and title), and whether it was loaded.

        Raises:
            UsageError: when the URL is not a whole http, https or file address.
            ActionFailed: when the browser could not load it.
            TargetNotFound: when the page has gone.

        """
        loaded = await open_url(await self._page(target), url, timeout, reload=reload)
        return Opened(await self.refresh(target), loaded)

    async def _page(self, target: Target) -> PageHandle:
        page = self._pages.get(target.key)
        if page is not None and not page.conn.closed:
            return page
        endpoint, target_id = _split_key(target.key)
        if not endpoint or not target_id:
            raise UsageError(f"{target.key!r} is not a browser page")
        self._endpoint = self._endpoint or endpoint
        conn = await self._endpoints.conn(endpoint)
        managed = load_state(self.settings)
        watched = managed is not None and managed.endpoint == endpoint
        page = await PageHandle.attach(
            conn, target_id, self.settings.state_dir if watched else None
        )
        self._pages[target.key] = page
        return page

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """See :meth:`Backend.read_tree`; an open JavaScript dialog is reported in ``blocking``.

        A page read a second time by this backend gets a mirror of its tree
        (:class:`~handrail.backends.browser.session.mirror.AxMirror`): later reads re-read only
        what changed, and an unchanged page is answered by the last tree. The first read
        of a page of the managed browser that this backend has not attached is made by
        its watcher (warm, with the watcher's mirror). A read of the attached page waits
        for a document still being parsed (:meth:`PageHandle.parsed`) and is done again
        when a new top document was committed during it.

        Raises:
            OperationTimeout: when the page kept navigating.

        """
        first = target.key not in self._pages and not self._reads.get(target.key)
        remote = self._watcher(_split_key(target.key)[0]) if first else None
        if remote is not None:
            try:
                tree = await remote.read(target, options)
            except WatcherGone as exc:
                self._gone(exc)
            else:
                # A process that reads the page again keeps a mirror of its own (no tree
                # through the socket each time).
                self._reads[target.key] = 1
                return tree
        page = await self._page(target)
        for _ in range(2):
            # A document still being parsed would show half of it (a heading without
            # its text): wait for the parser, and read again when a new top document
            # was committed meanwhile. The page's events come in order with its
            # replies, so a document committed before the read's answers is counted.
            await page.parsed()
            documents = page.documents
            try:
                tree = await self._read_attached(target, page, options)
            except CdpError as exc:
                # A call of the read met the document that went away under it.
                if page.documents != documents:
                    continue
                raise TargetNotFound(f"the page could not be read: {exc.message}") from exc
            if page.documents == documents:
                self._route.start_wanted(self.settings)
                # The address the page announced last is current with the read's replies.
                return replace(tree, url=page.url) if page.url else tree
        raise OperationTimeout("the page kept navigating while it was observed; observe again")

    async def _read_attached(
        self, target: Target, page: PageHandle, options: ObserveOptions
    ) -> Tree:
        if options.viewport:
            # What is on screen is read afresh each time; a mirror keeps the whole tree.
            source = ViewportSource(page)
            tree = await read_page(page, options, source)
            return replace(tree, offscreen=source.offscreen)
        mirror = self._mirror(target.key, page)
        if mirror is None:
            return await read_page(page, options)
        if page.dialog is None and not page.crashed and await mirror.poll() is Poll.CLEAN:
            cached = mirror.cached(options)
            if cached is not None:
                return cached
        tree = await read_page(
            page,
            options,
            mirror.source,
            ax_first=mirror.partial_due,
            prepare=mirror.prepare,
            unwatched=mirror.unwatchable,
        )
        mirror.remember(options, tree)
        return tree

    def _mirror(self, key: str, page: PageHandle) -> AxMirror | None:
        """The page's mirror, made on its second read (a one-off read needs none)."""
        mirror = self._mirrors.get(key)
        if mirror is not None and mirror.page is page:
            return mirror
        if mirror is not None:
            mirror.close()
        reads = self._reads.get(key, 0) + 1
        self._reads[key] = reads
        if reads < 2:
            return None
        mirror = AxMirror(page)
        self._mirrors[key] = mirror
        return mirror

    async def check_element(self, target: Target, element: Element) -> None:
        """See :meth:`Backend.check_element`: its node is found again by its locator."""
        if parse_locator(element.locator)[2] is None:
            return  # not a page node (OCR text, a region): its own layer checks it
        page = await self._page(target)
        if page.crashed or page.dialog is not None:
            return  # acting tells (a dialog answers only to its own buttons)
        with contextlib.suppress(CdpError, OperationTimeout):
            await resolve_live(page, element)

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """See :meth:`Backend.perform`: pointer actions are real input at a hit-tested point."""
        page = await self._page(target)
        if page.crashed:
            raise TargetNotFound("the page crashed; reload it or open it again")
        if page.dialog is None:
            with contextlib.suppress(CdpError, OperationTimeout):
                await page.watch_activity()  # without it only settling gets less precise
        presence = self._presence.get(target.key)
        before = await open_pages(page)
        try:
            async with presence.sending() if presence is not None else contextlib.nullcontext():
                receipt = await perform_action(page, element, action, via)
        except CdpError as exc:
            raise ActionFailed(f"{action.describe()} failed: {exc.message}") from exc
        opened = await opened_since(page, before)
        return dataclasses.replace(receipt, opened=opened) if opened else receipt

    async def presence(self, target: Target) -> PresenceWatch | None:
        """Trusted page input Handrail did not send, and navigations it did not make.

        See :mod:`handrail.backends.browser.session.presence`.
        """
        page = await self._page(target)
        watch = BrowserPresenceWatch(page, on_close=lambda: self._forget_watch(target.key))
        try:
            await watch.start()
        except CdpError:
            await watch.close()
            return None
        old = self._presence.pop(target.key, None)
        if old is not None:
            await old.close()
        self._presence[target.key] = watch
        return watch

    def _forget_watch(self, key: str) -> None:
        self._presence.pop(key, None)

    async def settle(self, target: Target, timeout: float) -> None:
        """Wait for navigation and network activity to end, at most ``timeout`` seconds."""
        page = self._pages.get(target.key)
        if page is not None:
            await page.settle(timeout)

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """A PNG of the page's layout viewport, or of ``region`` (viewport CSS pixels).

        A region is cut to the page (its document), as Chromium would cut it.

        Raises:
            BackendUnavailable: when the browser cannot be reached.
            TargetNotFound: when the page has gone.
            UsageError: when the region lies outside the page.

        """
        page = await self._page(await self._or_current(target))
        return await page_screenshot(page, region, max(10.0, self.settings.ipc_timeout))

    async def capture_area(self, target: Target | None, region: Rect | None) -> Rect | None:
        """See :meth:`Backend.capture_area`: the region cut to the page, else the viewport.

        The viewport is the layout viewport, scroll bars left out, so element boxes map
        onto its pixels.

        Raises:
            TargetNotFound: when the page has gone.
            UsageError: when the region lies outside the page.

        """
        page = await self._page(await self._or_current(target))
        return await page_area(page, region)

    async def _or_current(self, target: Target | None) -> Target:
        if target is not None:
            return target
        return await self.resolve(
            TargetQuery(cdp=self._endpoint) if self._endpoint else TargetQuery(browser=True)
        )

    async def shown_text(self, target: Target) -> list[tuple[str, Rect]]:
        """See :meth:`Backend.shown_text`: the tree's text and everything the page draws.

        Text outside the accessibility tree (``aria-hidden``, say) and the values of
        form fields come from one ``DOMSnapshot`` of the page's process.

        Raises:
            TargetNotFound: when the page has gone.

        """
        out = await super().shown_text(target)
        page = await self._page(target)
        out.extend(await page_drawn_text(page))
        return out

    async def screenshot_element(self, target: Target, element: Element) -> bytes:
        """A PNG of one element's box (scrolled into view first).

        Raises:
            ActionFailed: when the element has no box.

        """
        if element.bounds is None:
            raise ActionFailed(f"element {element.id} has no box to capture")
        return await self.screenshot(target, element.bounds)

    async def close(self) -> None:
        """Detach from pages and close connections (the browser itself keeps running)."""
        for mirror in self._mirrors.values():
            mirror.close()
        self._mirrors.clear()
        for page in self._pages.values():
            await page.detach()
        self._pages.clear()
        await self._endpoints.close()
