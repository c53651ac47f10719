"""Applications on the AT-SPI bus, their windows, and resolving a target query to one.

Applications are the children of the registry's root object; each one's children are
its windows (frames, dialogs, …). A process id comes from the bus daemon
(``GetConnectionUnixProcessID``) since toolkits do not all publish one.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from handrail.backends.atspi.bus import (
    ACCESSIBLE,
    APPLICATION,
    REGISTRY,
    ROOT_PATH,
    AtspiBus,
    CallError,
    Ref,
)
from handrail.backends.atspi.roles import state_bits
from handrail.backends.atspi.spec import TARGET
from handrail.errors import NoAccessibilityTree, OperationTimeout, TargetNotFound, UsageError, arg
from handrail.liveness import alive
from handrail.model import Target, TargetQuery

__all__ = [
    "LIST_TIMEOUT",
    "AppInfo",
    "WindowInfo",
    "as_target",
    "list_apps",
    "match_name",
    "pick_window",
    "resolve_app",
    "target_key",
]

_ACTIVE = 1

LIST_TIMEOUT = 2.0
"""Seconds an application may take to describe itself while all are listed, by default
(``Settings.list_timeout``)."""

NO_TREE_FIX = (
    "GTK programs need their accessibility bridge (do not set NO_AT_BRIDGE; GTK 4 needs"
    " GTK_A11Y unset or 'atspi'), Qt programs QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1, Chromium"
    " and Electron --force-renderer-accessibility; programs started with"
    " 'handrail desktop run' get all of these"
)


@dataclass(frozen=True, slots=True, kw_only=True)
class WindowInfo:
    """One top-level window of an application."""

    ref: Ref
    title: str
    bits: int

    @property
    def active(self) -> bool:
        """True when the window has the keyboard focus (its toolkit says so)."""
        return bool(self.bits >> _ACTIVE & 1)


@dataclass(frozen=True, slots=True, kw_only=True)
class AppInfo:
    """An application on the AT-SPI bus."""

    name: str
    bus_name: str
    pid: int | None
    toolkit: str
    version: str
    windows: tuple[WindowInfo, ...]
    responsive: bool = True
    timeout: float = LIST_TIMEOUT
    """The seconds it was given to describe itself."""

    @property
    def key(self) -> str:
        """The id-map key of its targets: stable for as long as the process lives."""
        return target_key(self.name, self.pid, self.bus_name)

    @property
    def showing_reliable(self) -> bool:
        """False for toolkits that never set 'showing' below the window (GTK 4.8)."""
        return not (self.toolkit == "GTK" and self.version.startswith("4."))

    def describe(self) -> str:
        """``name (pid N)``."""
        return f"{self.name} (pid {self.pid})" if self.pid is not None else self.name


def target_key(name: str, pid: int | None, bus_name: str) -> str:
    """``atspi:<name>:<pid>`` (the bus name stands in when the pid is unknown)."""
    return f"atspi:{name}:{pid if pid is not None else bus_name}"


async def _window(bus: AtspiBus, ref: Ref, timeout: float) -> WindowInfo | None:
    try:
        name, state = await asyncio.gather(
            bus.prop(ref, ACCESSIBLE, "Name", timeout=timeout),
            bus.call(*ref, ACCESSIBLE, "GetState", timeout=timeout),
        )
    except CallError:
        return None
    return WindowInfo(ref=ref, title=str(name), bits=state_bits(state[0]))


async def _toolkit(bus: AtspiBus, ref: Ref, timeout: float) -> dict[str, Any]:
    try:
        return await bus.props(ref, APPLICATION, ("ToolkitName", "Version"), timeout=timeout)
    except CallError:
        return {}


def _comm(pid: int | None) -> str:
    if pid is None:
        return ""
    try:
        with open(f"/proc/{pid}/comm", encoding="utf-8", errors="replace") as f:
            return f.read().strip()
    except OSError:
        return ""


async def _app(bus: AtspiBus, ref: Ref, timeout: float) -> AppInfo | None:
    pid = await bus.pid(ref[0])
    try:
        props, kids, app_props = await asyncio.gather(
            bus.props(ref, ACCESSIBLE, ("Name",), timeout=timeout),
            bus.call(*ref, ACCESSIBLE, "GetChildren", timeout=timeout),
            _toolkit(bus, ref, timeout),
        )
        refs = [(str(b), str(p)) for b, p in kids[0]]
        windows = await asyncio.gather(*(_window(bus, r, timeout) for r in refs))
    except CallError:
        return None  # it quit while we asked
    except OperationTimeout:
        # A busy or frozen application must not stall work on the others.
        return AppInfo(
            name=_comm(pid) or ref[0],
            bus_name=ref[0],
            pid=pid,
            toolkit="",
            version="",
            windows=(),
            responsive=False,
            timeout=timeout,
        )
    return AppInfo(
        name=str(props.get("Name", "")) or ref[0],
        bus_name=ref[0],
        pid=pid,
        toolkit=str(app_props.get("ToolkitName", "")),
        version=str(app_props.get("Version", "")),
        windows=tuple(w for w in windows if w is not None),
        timeout=timeout,
    )


async def list_apps(bus: AtspiBus, *, timeout: float = LIST_TIMEOUT) -> list[AppInfo]:
    """Every application registered on the bus, with its windows.

    Each gets ``timeout`` seconds to describe itself; one that takes longer is listed
    without windows and marked not ``responsive``.

    Raises:
        BackendUnavailable: when the registry does not answer.
        OperationTimeout: when a call runs out of time.

    """
    try:
        body = await bus.call(REGISTRY, ROOT_PATH, ACCESSIBLE, "GetChildren")
    except CallError as exc:
        raise NoAccessibilityTree(
            f"the AT-SPI registry does not answer ({exc.name}); is at-spi2-registryd running?"
        ) from exc
    apps = await asyncio.gather(*(_app(bus, (str(b), str(p)), timeout) for b, p in body[0]))
    return [a for a in apps if a is not None]


def _running(apps: list[AppInfo]) -> str:
    named = sorted({a.describe() for a in apps if a.windows})
    return ", ".join(named) or "none"


def _word_starts(name: str) -> list[int]:
    return [i for i in range(len(name)) if i == 0 or not name[i - 1].isalnum()]


def match_name(apps: list[AppInfo], wanted: str) -> list[AppInfo]:
    """The applications ``wanted`` names: the exact name, else a prefix, else a substring.

    Matching ignores case; a substring must start a word (``widget`` finds
    ``gtk3-widget-factory``, ``tk`` does not). The first rule that finds any decides;
    among its finds, those with windows are preferred. More than one left is for the
    caller to refuse: two processes of one program are never told apart by a guess.
    """
    want = wanted.lower()
    rules = (
        lambda name: name == want,
        lambda name: name.startswith(want),
        lambda name: any(name.startswith(want, i) for i in _word_starts(name)),
    )
    for rule in rules:
        found = [a for a in apps if rule(a.name.lower())]
        if found:
            return [a for a in found if a.windows] or found
    return []


def resolve_app(apps: list[AppInfo], query: TargetQuery) -> AppInfo:
    """The one application ``query`` names.

    Raises:
        UsageError: when the query names no application, or a name fits several.
        TargetNotFound: when nothing matches or the pid is dead (lists what runs).
        NoAccessibilityTree: when the application exposes no window.

    """
    if query.pid is not None:
        found = [a for a in apps if a.pid == query.pid]
        if not found:
            if not alive(query.pid):
                raise TargetNotFound(f"no process with pid {query.pid} (running: {_running(apps)})")
            raise NoAccessibilityTree(
                f"pid {query.pid} runs but is not on the AT-SPI bus: {NO_TREE_FIX}"
            )
    elif query.app:
        found = match_name(apps, query.app)
        if len(found) > 1:
            names = ", ".join(a.describe() for a in found)
            raise UsageError(
                f"{query.describe()} matches several applications: {names};"
                f" name one by {arg('pid')}"
            )
        if not found:
            raise TargetNotFound(
                f"no application matches {query.describe()} (running: {_running(apps)})"
            )
    else:
        raise UsageError(f"name a target by {arg('app')} or {arg('pid')}")
    app = found[0]
    if not app.responsive:
        raise OperationTimeout(
            f"{app.describe()} does not answer on the AT-SPI bus within {app.timeout:g}s"
            " (busy or frozen; a slow one is given longer by HANDRAIL_LIST_TIMEOUT)"
        )
    if not app.windows:
        raise NoAccessibilityTree(
            f"{app.describe()} is on the AT-SPI bus but exposes no windows: {NO_TREE_FIX}"
        )
    return app


def pick_window(app: AppInfo, selector: str | None) -> WindowInfo | None:
    """The window ``selector`` names (an index or a title substring); ``None`` for all.

    Raises:
        TargetNotFound: when no window matches (the message lists the titles).

    """
    if selector is None:
        return None
    if selector.isdigit() and int(selector) < len(app.windows):
        return app.windows[int(selector)]
    for window in app.windows:
        if selector.lower() in window.title.lower():
            return window
    titles = ", ".join(f"{i}: {w.title!r}" for i, w in enumerate(app.windows))
    raise TargetNotFound(f"{app.describe()} has no window {selector!r} (windows: {titles})")


def as_target(app: AppInfo, window: WindowInfo | None) -> Target:
    """The target for ``app`` (and one of its windows, or all of them)."""
    return Target(
        backend=TARGET.backend,
        key=app.key,
        app=app.name,
        pid=app.pid,
        window=window.title if window is not None else None,
    )
