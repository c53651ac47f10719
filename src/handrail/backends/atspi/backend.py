"""The AT-SPI backend: Linux desktop applications over D-Bus, input through XTEST.

It finds the accessibility bus through the session bus of the desktop that
:func:`handrail.desktop.environment` picks (an existing desktop or the managed
headless one), reads trees with :mod:`.tree`, carries actions out with :mod:`.act`
and takes screenshots through :mod:`handrail.x11`. No GLib, no PyGObject: it runs in
a plain virtualenv.
"""

from __future__ import annotations

import asyncio
import logging

import handrail.backends.atspi.inputs as inputs
from handrail.actions import Action, ActionReceipt, Via
from handrail.backends.atspi.act import Performer
from handrail.backends.atspi.apps import (
    AppInfo,
    as_target,
    list_apps,
    pick_window,
    resolve_app,
)
from handrail.backends.atspi.bus import ACCESSIBLE, AtspiBus, CallError, Ref
from handrail.backends.atspi.events import EventWatch, Mark
from handrail.backends.atspi.inputs import XInput
from handrail.backends.atspi.roles import ACTIVE, state_bits
from handrail.backends.atspi.spec import TARGET
from handrail.backends.atspi.tree import read_windows
from handrail.backends.atspi.walk import Walker
from handrail.backends.base import Backend, Capabilities, Tree
from handrail.config import Settings, load_settings
from handrail.errors import BackendUnavailable, HandrailError, NoAccessibilityTree, TargetNotFound
from handrail.geometry import Rect
from handrail.liveness import process_locale
from handrail.model import Element, Environment, ObserveOptions, Target, TargetQuery
from handrail.presence import PresenceWatch
from handrail.signature import signature
from handrail.x11.presence import X11PresenceWatch

__all__ = ["AtspiBackend"]

_log = logging.getLogger("handrail.atspi")

SETTLE_GRACE = 0.5
"""Seconds to wait for an action's first visible effect before deciding there is none."""
SETTLE_QUIET = 0.04
"""Seconds without events from the application after which its tree counts as settled
(at least: a slower read of the application's tree stretches it, see :data:`SETTLE_QUIET_MAX`)."""
SETTLE_QUIET_MAX = 0.25
"""The longest silence settling asks for. An application that answers slowly (a starved
machine, a big tree) also reacts in slower bursts: a layout pass one frame after a text
change, state changes after that. The silence asked for is as long as the application's
last tree read took, between :data:`SETTLE_QUIET` and this."""
SETTLE_BUSY = 0.5
"""Seconds after the first event at most until the tree is read anyway (an application
that keeps sending events, such as a running progress bar, never falls silent)."""
SETTLE_POLL = 0.05
"""Seconds between two reads that must agree, for changes no event announced."""


class AtspiBackend(Backend):
    """Linux desktop applications through AT-SPI (D-Bus) and XTEST.

    Args:
        settings: timeouts and the state directory (which desktop to use); loaded from
            the environment when not given.

    """

    name = TARGET.backend
    target_spec = TARGET
    capabilities = Capabilities(platform="linux", windows=True)

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or load_settings()
        self._bus: AtspiBus | None = None
        self._a11y: tuple[tuple[str, str], ...] = ()
        self._env: dict[str, str] = {}
        self._apps: dict[str, AppInfo] = {}
        self._screen: tuple[int, int] | None = None
        self._lock = asyncio.Lock()
        self._x: XInput | None = None
        self._last_signature: dict[str, str] = {}
        self._events: EventWatch | None = None
        # Per target: the application's event count and the clock when an action started.
        self._marks: dict[str, tuple[Mark, float]] = {}
        self._read_cost: dict[str, float] = {}

    async def _connect(self) -> AtspiBus:
        async with self._lock:
            if self._bus is not None and self._bus.connected:
                return self._bus
            from handrail.desktop import a11y_bus_address, a11y_settings, environment

            self._env = environment(self.settings)
            session = self._env.get("DBUS_SESSION_BUS_ADDRESS", "")
            if not session:
                raise BackendUnavailable("no session bus address for the desktop")
            address = await a11y_bus_address(session, timeout=self.settings.ipc_timeout)
            try:
                self._a11y = await a11y_settings(session, timeout=self.settings.ipc_timeout)
            except HandrailError:
                self._a11y = ()  # evidence only: a desktop that cannot say still works
            self._bus = await AtspiBus.connect(address, timeout=self.settings.ipc_timeout)
            # Registering for events also makes GTK 3's bridge serve Cache.GetItems.
            self._events = EventWatch(self._bus)
            await self._events.start()
            return self._bus

    @property
    def display(self) -> str:
        """The X display of the desktop this backend operates (after the first call)."""
        return self._env.get("DISPLAY", "")

    async def presence(self, target: Target) -> PresenceWatch | None:
        """Raw input from devices other than XTEST, and focus moved off the application.

        See :mod:`handrail.x11.presence`.
        """
        if not target.pid or not self.display:
            return None
        return X11PresenceWatch(self.display, [target.pid], timeout=self.settings.ipc_timeout)

    async def close(self) -> None:
        """Disconnect from the AT-SPI bus and the X display."""
        if self._x is not None:
            await self._x.close()
            self._x = None
        if self._bus is not None:
            self._bus.close()
            self._bus = None

    async def _list(self) -> list[AppInfo]:
        apps = await list_apps(await self._connect(), timeout=self.settings.list_timeout)
        for app in apps:
            if not app.responsive:
                _log.warning(
                    "handrail: warning: %s left out: it did not describe itself within %gs (busy,"
                    " frozen or slow; HANDRAIL_LIST_TIMEOUT gives it longer)",
                    app.describe(),
                    app.timeout,
                )
        self._apps = {a.key: a for a in apps}
        return apps

    async def list_targets(self) -> list[Target]:
        """See :meth:`Backend.list_targets`: one target per window of every application.

        Each names its window by title, so ``--window`` can pick it.
        """
        return [as_target(a, w) for a in await self._list() for w in a.windows]

    async def resolve(self, query: TargetQuery) -> Target:
        """See :meth:`Backend.resolve`.

        Raises:
            UsageError: when the query names no application or an ambiguous one.
            TargetNotFound: unknown application, dead pid, unknown window.
            NoAccessibilityTree: the application exposes no windows.

        """
        app = resolve_app(await self._list(), query)
        return as_target(app, pick_window(app, query.text("window")))

    async def _app(self, target: Target) -> AppInfo:
        app = self._apps.get(target.key)
        if app is None:
            apps = await self._list()
            app = self._apps.get(target.key)
            if app is None:
                running = ", ".join(sorted({a.describe() for a in apps if a.windows})) or "none"
                raise TargetNotFound(
                    f"{target.app} (pid {target.pid}) has gone (running: {running})"
                )
        return app

    async def _windows(self, bus: AtspiBus, app: AppInfo, target: Target) -> list[Ref]:
        """The target's current window refs (the app may have opened or closed some)."""
        try:
            body = await bus.call(
                app.bus_name, "/org/a11y/atspi/accessible/root", ACCESSIBLE, "GetChildren"
            )
        except CallError as exc:
            self._apps.pop(target.key, None)
            if exc.gone:
                raise TargetNotFound(f"{app.describe()} has gone") from exc
            raise NoAccessibilityTree(f"{app.describe()} answers no tree: {exc}") from exc
        return [(str(b), str(p)) for b, p in body[0]]

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """See :meth:`Backend.read_tree`.

        Raises:
            TargetNotFound: the application has gone.
            NoAccessibilityTree: it has no (visible) window.
            OperationTimeout: a D-Bus call ran out of time.

        """
        loop = asyncio.get_running_loop()
        began = loop.time()
        tree = await self._read(target, options)
        if options == ObserveOptions():
            self._read_cost[target.key] = loop.time() - began
            # What settle() compares with after an action.
            self._last_signature[target.key] = signature(tree.nodes)
        return tree

    async def _read(self, target: Target, options: ObserveOptions) -> Tree:
        bus = await self._connect()
        app = await self._app(target)
        walker = Walker(bus)
        refs, _ = await asyncio.gather(self._windows(bus, app, target), walker.prime(app.bus_name))
        infos = await walker.infos(refs)
        windows = [i for i in infos if i is not None]
        if target.window is not None:
            wanted = target.window.lower()
            windows = [w for w in windows if wanted in w.name.lower()] or [
                w for w in windows if w.name == target.window
            ]
            if not windows:
                raise TargetNotFound(f"{app.describe()} has no window {target.window!r} any more")
        if not windows:
            raise NoAccessibilityTree(f"{app.describe()} exposes no windows")
        if self._screen is None:
            self._screen = await inputs.screen_size(self.display, timeout=self.settings.ipc_timeout)
        screen = Rect(0, 0, *self._screen) if self._screen[0] > 0 else None
        read, env = await asyncio.gather(
            read_windows(
                bus,
                walker,
                [w.ref for w in windows],
                options,
                showing_reliable=app.showing_reliable,
                screen=screen,
            ),
            self._environment(bus, target),
        )
        return Tree(
            nodes=tuple(read.nodes),
            total=read.total,
            truncated=read.truncated,
            environment=env,
        )

    async def _environment(self, bus: AtspiBus, target: Target) -> Environment:
        if self._screen is None:
            self._screen = await inputs.screen_size(self.display, timeout=self.settings.ipc_timeout)
        # The applications listed when the target was resolved; only their windows'
        # states are asked again (one call per window, all at once).
        apps = list(self._apps.values())
        windows = [(a.name, w.ref) for a in apps for w in a.windows]
        states = await asyncio.gather(
            *(_quiet_state(bus, ref, self.settings.list_timeout) for _, ref in windows),
            return_exceptions=True,
        )
        focused = next(
            (name for (name, _), bits in zip(windows, states, strict=True) if _active(bits)), None
        )
        return Environment(
            screen_w=self._screen[0],
            screen_h=self._screen[1],
            focused_app=focused,
            locale=process_locale(target.pid) if target.pid else None,
            accessibility=self._a11y,
        )

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """See :meth:`Backend.perform`: accessibility first, XTEST input as the fallback.

        Raises:
            StaleElement: the element is gone or changed; nothing was sent.
            ActionFailed: no allowed channel could carry the action out.
            TargetNotFound: the application has gone.

        """
        bus = await self._connect()
        app = await self._app(target)
        if self._x is None:
            self._x = XInput(self.display, timeout=self.settings.ipc_timeout)
        performer = Performer(bus, app, self._x)
        if self._events is not None:
            # Marked before sending: GTK 3 announces a change before its reply arrives.
            loop = asyncio.get_running_loop()
            self._marks[target.key] = (self._events.mark(app.bus_name), loop.time())
        return await performer.perform(element, action, via)

    async def settle(self, target: Target, timeout: float) -> Tree | None:
        """Wait until the target has reacted to the last action and stopped changing.

        Toolkits answer an action before the application has always reacted to it (a
        GTK button clicks 250 ms after ``DoAction``; a calculator computes after that).
        The application's events tell when: after the first event that followed the
        action, a silence means it is done (:data:`SETTLE_QUIET` seconds, or as long as
        the application's last read took, up to :data:`SETTLE_QUIET_MAX`), and the tree
        is read once (again if events came during the read or within that silence after
        it; an application still sending events :data:`SETTLE_BUSY` seconds later is
        read as it is). With no
        event within :data:`SETTLE_GRACE` seconds the tree is read once: unchanged,
        nothing is coming; changed (an application that does not announce changes),
        it is read until two reads agree. ``timeout`` bounds all of it.

        Returns:
            The settled visible tree (default options), or ``None`` when the action
            closed the window or the application.

        """
        loop = asyncio.get_running_loop()
        start = loop.time()
        deadline = start + max(timeout, 0.0)
        before = self._last_signature.get(target.key)
        marked = self._marks.pop(target.key, None)
        if marked is None or self._events is None:
            return await self._poll(target, start, deadline, before)
        mark, sent = marked
        events = self._events
        if not await events.first_after(mark, min(sent + SETTLE_GRACE, deadline)):
            tree = await self._read_settled(target)
            if tree is None or signature(tree.nodes) == before or loop.time() >= deadline:
                return tree
            return await self._poll(target, start, deadline, before)
        busy_until = min(loop.time() + SETTLE_BUSY, deadline)
        while True:
            gap = min(max(SETTLE_QUIET, self._read_cost.get(target.key, 0.0)), SETTLE_QUIET_MAX)
            await events.quiet(mark.sender, gap, busy_until)
            during = events.mark(mark.sender)
            tree = await self._read_settled(target)
            if tree is None or loop.time() >= busy_until:
                return tree
            # Settled only if the silence also held during the read and a gap after it:
            # a burst that resumes just after the read would leave the tree behind.
            if events.mark(mark.sender) == during and not await events.first_after(
                during, min(loop.time() + gap, busy_until)
            ):
                return tree

    async def _read_settled(self, target: Target) -> Tree | None:
        loop = asyncio.get_running_loop()
        began = loop.time()
        try:
            tree = await self._read(target, ObserveOptions())
        except (TargetNotFound, NoAccessibilityTree):
            return None  # the action closed the window or the application
        self._read_cost[target.key] = loop.time() - began
        self._last_signature[target.key] = signature(tree.nodes)
        return tree

    async def _poll(
        self, target: Target, start: float, deadline: float, before: str | None
    ) -> Tree | None:
        """Read until the tree differs from ``before`` and two reads agree."""
        loop = asyncio.get_running_loop()
        last: str | None = None
        changed = before is None
        tree: Tree | None = None
        while loop.time() < deadline:
            tree = await self._read_settled(target)
            if tree is None:
                return None
            now = signature(tree.nodes)
            changed = changed or now != before
            if changed and now == last:
                return tree
            if not changed and loop.time() - start >= SETTLE_GRACE:
                return tree
            last = now
            await asyncio.sleep(SETTLE_POLL)
        return tree

    async def capture_area(self, target: Target | None, region: Rect | None) -> Rect | None:
        """See :meth:`Backend.capture_area`: the region, the target's windows, or the screen."""
        bus = await self._connect()
        box = region
        if box is None and target is not None:
            app = await self._app(target)
            walker = Walker(bus)
            infos = [i for i in await walker.infos(await self._windows(bus, app, target)) if i]
            if target.window is not None:
                infos = [i for i in infos if target.window.lower() in i.name.lower()] or infos
            boxes = [i.bounds for i in infos if i.bounds is not None and not i.bounds.empty]
            if boxes:
                x1, y1 = min(b.x for b in boxes), min(b.y for b in boxes)
                x2, y2 = max(b.right for b in boxes), max(b.bottom for b in boxes)
                box = Rect(x1, y1, x2 - x1, y2 - y1)
        if box is not None:
            # The grab is clipped to the screen; so is the area it shows.
            if self._screen is None:
                self._screen = await inputs.screen_size(
                    self.display, timeout=self.settings.ipc_timeout
                )
            if self._screen[0] > 0:
                box = box.intersection(Rect(0, 0, *self._screen)) or box
        return box

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """See :meth:`Backend.screenshot`: the region, the target's window(s), or the screen.

        Raises:
            BackendUnavailable: when the X display cannot be captured.

        """
        box = await self.capture_area(target, region)
        return await inputs.screenshot(self.display, box, timeout=self.settings.ipc_timeout)


async def _quiet_state(bus: AtspiBus, ref: Ref, timeout: float) -> int:
    try:
        body = await bus.call(*ref, ACCESSIBLE, "GetState", timeout=timeout)
    except CallError:
        return 0
    return state_bits(body[0])


def _active(bits: object) -> bool:
    return isinstance(bits, int) and bool(bits >> ACTIVE & 1)
