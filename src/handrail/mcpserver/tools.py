"""The primitive tools: list_apps, observe, act and screenshot over the session.

:class:`Toolbox` keeps one :class:`~handrail.session.Session` per backend for the
server's lifetime (a browser connection or a D-Bus connection is costly to open per
call), with ids kept in the same per-user :class:`~handrail.ids.FileIdStore` the CLI
uses, so an id seen through the CLI works over MCP and the other way round. Calls on
are serialized: two actions must never interleave on one desktop.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import ipaddress
from collections.abc import Awaitable, Callable, Collection
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import mcp.types as types

from handrail.backends.base import Backend
from handrail.config import Settings
from handrail.errors import HandrailError, TargetNotFound, UsageError
from handrail.factory import backend_for, open_session, session_vault
from handrail.gate import Gate
from handrail.ids import FileIdStore, IdStore
from handrail.mcpserver.arguments import (
    Args,
    action_from,
    mode_from,
    query_from,
    region_from,
    roles_from,
)
from handrail.mcpserver.results import changes, error_result, image_result, ok_result
from handrail.mcpserver.schemas import DEFAULT_MAX_ELEMENTS, tool
from handrail.mcpserver.snapshots import SnapshotRenderer
from handrail.model import ObserveOptions, Perception, Snapshot, TargetQuery
from handrail.render import act_failure_json, act_lines
from handrail.safety.secrets import SecretVault
from handrail.session import Session
from handrail.targets import FieldValue, target_spec
from handrail.textformat import format_element, format_targets

if TYPE_CHECKING:
    from handrail.backends.browser import BrowserBackend

__all__ = ["DEFAULT_MAX_ELEMENTS", "Toolbox"]

_Key = tuple[str, tuple[tuple[str, FieldValue], ...]]

MORE_ELEMENTS = "raise max_elements, or narrow with role, text or region"
"""What a truncated observation tells the model to do to see the rest."""

_FILTER_SCAN = 5000
"""Elements read before filtering by role or text, so a filter sees past the cap."""


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class Toolbox:
    """The state behind the tools: settings, the gate, ids and open sessions.

    Args:
        settings: Handrail settings (state directory, timeouts).
        gate: the gate every action passes (the risk policy, wrapped for approvals).
        backend: a registry name forcing every target onto one backend (tests use
            ``fake``); ``None`` picks the backend from each target.
        ids: the id store; the per-user file store by default (shared with the CLI).
        vault: secrets the model may type as ``{{NAME}}`` without ever seeing them (the
            environment's ``HANDRAIL_SECRET_*`` when not given). Sessions are opened by
            :func:`handrail.factory.open_session`, as the CLI's are.

    """

    def __init__(
        self,
        settings: Settings,
        *,
        gate: Gate | None = None,
        backend: str | None = None,
        ids: IdStore | None = None,
        vault: SecretVault | None = None,
        cdp_hosts: Collection[str] = (),
    ) -> None:
        self.settings = settings
        self.cdp_hosts = frozenset(h.casefold() for h in cdp_hosts)
        """Hosts besides loopback that a ``cdp`` argument may name (``--allow-cdp-host``)."""
        self.vault = session_vault(settings, vault)
        self.gate = gate
        self.backend = backend
        self.ids = ids or FileIdStore(settings.state_dir / "ids")
        self._sessions: dict[_Key, Session] = {}
        self._render = SnapshotRenderer()
        self.lock = asyncio.Lock()
        """Held by the server around each tool call: calls never interleave on a desktop."""
        self.closing: list[Callable[[], Awaitable[None]]] = []
        """Called first by :meth:`close` (the run tools stop their runs)."""

    def _key(self, query: TargetQuery | None) -> _Key:
        # One session per backend and place it connects to (a browser endpoint).
        return backend_for(query, self.backend), query.connection if query else ()

    def _session(self, key: _Key) -> Session:
        session = self._sessions.get(key)
        if session is None:
            session = open_session(
                self.settings,
                origin="mcp",
                backend=key[0],
                vault=self.vault,
                gate=self.gate,
                ids=self.ids,
            )
            self._sessions[key] = session
        return session

    async def _drop(self, key: _Key) -> None:
        session = self._sessions.pop(key, None)
        if session is not None:
            # Closing a broken backend must not fail the call that noticed it.
            with contextlib.suppress(Exception, TimeoutError):
                await asyncio.wait_for(session.close(), timeout=5)

    async def session(self, query: TargetQuery | None) -> Session:
        """The open session for ``query``'s backend (opened on first use).

        Raises:
            UsageError: for an unknown backend name.

        """
        return self._session(self._key(query))

    async def forget(self, query: TargetQuery | None) -> None:
        """Close the session for ``query``'s backend so the next call reconnects."""
        await self._drop(self._key(query))

    async def reconnect(self) -> None:
        """Close every open session, so that the next call opens a new one."""
        for key in list(self._sessions):
            await self._drop(key)

    async def close(self) -> None:
        """End what uses the sessions (:attr:`closing`), then close every session."""
        for hook in self.closing:
            await hook()
        for key in list(self._sessions):
            await self._drop(key)

    def _query(self, args: Args, *, required: bool = True) -> TargetQuery | None:
        query = query_from(args, backend=self.backend, required=required)
        self.check_cdp(args.tool, query)
        return query

    def check_cdp(self, tool_name: str, query: TargetQuery | None) -> None:
        """Refuse a ``cdp`` endpoint off this machine unless the server allowed its host.

        A caller could otherwise make the server connect anywhere the machine reaches.

        Raises:
            UsageError: naming the host and how to allow it.

        """
        url = query.text("cdp") if query is not None else None
        if not url:
            return
        host = (urlsplit(url if "//" in url else f"//{url}").hostname or "").casefold()
        if _loopback(host) or host in self.cdp_hosts:
            return
        raise UsageError(
            f"{tool_name}: cdp {url!r} is not on this machine; only loopback endpoints"
            " are reached unless the server was started with --allow-cdp-host HOST"
        )

    # -- tools ---------------------------------------------------------------------

    async def list_apps(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``list_apps`` tool."""
        args = Args(tool("list_apps"), raw)
        query = self._query(args, required=False)
        session = await self.session(query)
        if query is not None and query.naming:
            # A browser learns which endpoint to list from a query it resolves.
            with contextlib.suppress(TargetNotFound):
                await session.resolve(query)
        targets = await session.targets()
        rows = [t.to_json() for t in targets]
        if targets:
            text = format_targets(targets)
        else:
            text = target_spec(self._key(query)[0]).empty or "nothing to operate here"
        return ok_result(text, {"targets": rows})

    async def observe(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``observe`` tool."""
        args = Args(tool("observe"), raw)
        query = self._query(args)
        assert query is not None
        cap = args.integer("max_elements")
        assert cap is not None
        roles = roles_from(args)
        needle = args.string("text")
        filtering = roles is not None or needle is not None
        options = ObserveOptions(
            include_hidden=args.boolean("include_hidden"),
            max_elements=max(cap, _FILTER_SCAN) if filtering else cap,
            region=region_from(args),
            mode=mode_from(args),
            viewport=args.boolean("viewport"),
        )
        session = await self.session(query)
        snap = await session.observe(query, options)
        note = ""
        if filtering:
            snap, note = _filtered(snap, roles, needle, cap)
        text = self._render.text(snap, more=MORE_ELEMENTS, full=args.boolean("full"))
        if note:
            text += "\n" + note
        if options.mode is Perception.VISION:
            marked = await session.marked_screenshot(snap, long_side=self.settings.vision_long_side)
            text += "\n" + marked.caption()
            return image_result(marked.png, text, {**snap.to_json(), "marks": marked.describe()})
        if not args.boolean("structured"):
            # The text lists every element; programs that want them as JSON ask for them.
            return ok_result(text, snap.to_json(elements=False))
        return ok_result(text, self._render.json(snap))

    async def act(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``act`` tool."""
        args = Args(tool("act"), raw)
        query = self._query(args)
        assert query is not None
        action, via = action_from(args)
        mode = mode_from(args)
        options = ObserveOptions(mode=mode) if mode is not Perception.AUTO else None
        session = await self.session(query)
        try:
            result = await session.act(query, action, via=via, options=options)
        except HandrailError as err:
            return error_result(err, act_failure_json(action, err))
        lines = act_lines(action, result)
        if result.decision is not None and result.decision.approved_by:
            lines.append(f"  approved by {result.decision.approved_by}")
        diff = changes(result.before, result.after)
        lines.extend(diff)
        if not result.changed and result.unseen is None:
            lines.append("  (verify with observe; if nothing changed, try another element or via)")
        data = result.to_json()
        data["changes"] = diff
        out = ok_result("\n".join(lines), data)
        # A receipt that says the backend could not do it is a failure the model must see.
        out.is_error = not result.ok
        return out

    async def open_url(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``open_url`` tool."""
        args = Args(tool("open_url"), raw)
        query = self._query(args)
        assert query is not None
        url = args.string("url")
        assert url is not None
        reload = args.boolean("reload")
        session = await self.session(query)
        browser = _browser(session.backend)
        if browser is None:
            raise UsageError(
                "open_url: only a browser page opens a URL (name it with browser or cdp)"
            )
        opened = await browser.open_url(await session.resolve(query), url, reload=reload)
        page = opened.page
        said = opened.summary(reload="reload: true")
        return ok_result(
            f"{said}; observe it for element ids",
            {"ok": True, "url": page.url, "title": page.app, "loaded": opened.loaded},
        )

    async def screenshot(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``screenshot`` tool."""
        args = Args(tool("screenshot"), raw)
        region = region_from(args)
        element_id = args.string("element")
        if element_id is not None and region is not None:
            raise UsageError("screenshot: give element or region, not both")
        query = self._query(args, required=element_id is not None)
        session = await self.session(query)
        what = query.describe() if query is not None and query.describe() != "no target" else ""
        if element_id is not None:
            assert query is not None
            snap = await session.observe(query, ObserveOptions(include_hidden=True))
            element = await session.element(snap, element_id)
            if element.bounds is None or element.bounds.empty:
                raise UsageError(f"screenshot: {element_id} has no bounds on screen")
            region = element.bounds
            what = format_element(element).strip()
        png = await session.screenshot(query, region)
        where = f" region {region.as_list()}" if region is not None else ""
        caption = f"screenshot of {what or 'the screen'}{where}, {len(png)} bytes PNG"
        data = {"ok": True, "bytes": len(png), "region": region.as_list() if region else None}
        return image_result(png, caption, data)


def _browser(backend: Backend) -> BrowserBackend | None:
    """The browser backend under ``backend``'s wrappers (OCR, secrets), if it is one."""
    from handrail.backends.browser import BrowserBackend  # only when a page opens a URL

    while not isinstance(backend, BrowserBackend):
        inner = getattr(backend, "inner", None)
        if not isinstance(inner, Backend):
            return None
        backend = inner
    return backend


def _filtered(
    snap: Snapshot, roles: frozenset[Any] | None, needle: str | None, cap: int
) -> tuple[Snapshot, str]:
    low = needle.lower() if needle else None

    def keep(e: Any) -> bool:
        if roles is not None and e.role not in roles:
            return False
        if low is None:
            return True
        hay = " ".join(x for x in (e.name, e.value or "", e.description) if x).lower()
        return low in hay

    matching = [e for e in snap.elements if keep(e)]
    kept = tuple(matching[:cap])
    stats = dataclasses.replace(
        snap.stats, elements=len(kept), truncated=len(matching) > cap or snap.stats.truncated
    )
    what = []
    if roles is not None:
        what.append("role " + "|".join(sorted(r.value for r in roles)))
    if needle is not None:
        what.append(f"text {needle!r}")
    note = f"# filter {' and '.join(what)}: {len(matching)} of {len(snap.elements)} match"
    return dataclasses.replace(snap, elements=kept, stats=stats), note
