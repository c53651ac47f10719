"""Top-level X windows as targets, whatever their application exposes.

Tk programs, xterm, remote-desktop viewers and games show no accessibility tree. This
backend lists every mapped top-level window (pid, ``WM_CLASS``, title, place), reads a
"tree" of one node, the window itself, and carries out actions by pointer and keyboard
only: the window is raised and given the keyboard focus first, and a point outside it
is refused. What is inside the window is seen through OCR (:mod:`handrail.ocr`), whose
wrapper turns an action on a text box into a pointer action at its centre.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from typing import Any

from handrail.actions import Action, ActionKind, ActionReceipt, Mode, Via
from handrail.backends.base import Backend, Capabilities, Tree
from handrail.backends.xwindows.spec import XWINDOWS
from handrail.backends.xwindows.windows import (
    TopWindow,
    describe_window,
    list_toplevels,
    raise_and_focus,
    raise_window,
)
from handrail.config import Settings, load_settings
from handrail.desktop.env import display as display_of
from handrail.errors import ActionFailed, TargetNotFound, UsageError, arg
from handrail.geometry import Rect
from handrail.liveness import process_locale
from handrail.model import Element, Environment, Node, ObserveOptions, Target, TargetQuery
from handrail.presence import PresenceWatch
from handrail.vocab import Role
from handrail.x11 import BUTTON_LEFT, BUTTON_RIGHT, Screenshooter, X11Input, XConnection
from handrail.x11.presence import X11PresenceWatch

__all__ = ["XWindowsBackend", "window_target"]

_SETTLE_STEP = 0.05  # between two grabs compared while waiting for a window to repaint


def window_target(win: TopWindow) -> Target:
    """The target for one window: key ``xwindows:<id>``, marked as having no tree."""
    return Target(
        backend="xwindows",
        key=f"xwindows:{win.id:#x}",
        app=win.app,
        pid=win.pid,
        window=win.title or None,
        tree=False,
        window_id=win.id,
        bounds=win.bounds,
    )


def _listing(windows: list[TopWindow]) -> str:
    shown = [f"{w.app} {w.title!r} (window {w.id:#x}, pid {w.pid or '?'})" for w in windows[:8]]
    more = f", and {len(windows) - 8} more" if len(windows) > 8 else ""
    return "; ".join(shown) + more if shown else "none"


class XWindowsBackend(Backend):
    """Top-level X windows, operated by pointer and keyboard (see the module docs).

    Args:
        settings: the desktop to use and its timeouts; loaded from the environment
            when not given.

    """

    name = XWINDOWS.backend
    target_spec = XWINDOWS
    capabilities = Capabilities(platform="linux", ax_actions=False)

    def __init__(self, settings: Settings | None = None, **_: Any) -> None:
        self.settings = settings or load_settings()
        self._conn: XConnection | None = None
        self._input: X11Input | None = None
        self._shooter: Screenshooter | None = None
        self._display: str | None = None

    @property
    def display(self) -> str:
        """The X display of the desktop (:func:`handrail.desktop.display`)."""
        if self._display is None:
            self._display = display_of(self.settings)
        return self._display

    def _x(self) -> XConnection:
        if self._conn is None:
            self._conn = XConnection(self.display, timeout=self.settings.ipc_timeout)
        return self._conn

    def _keys(self) -> X11Input:
        if self._input is None:
            self._input = X11Input(self.display, timeout=self.settings.ipc_timeout)
        return self._input

    def _shots(self) -> Screenshooter:
        if self._shooter is None:
            self._shooter = Screenshooter(self.display, timeout=self.settings.ipc_timeout)
        return self._shooter

    async def windows(self) -> list[TopWindow]:
        """Every mapped top-level window, topmost first."""
        return await self._x().call(list_toplevels)

    async def list_targets(self) -> list[Target]:
        """See :meth:`Backend.list_targets`: one target per top-level window."""
        return [window_target(w) for w in await self.windows()]

    async def resolve(self, query: TargetQuery) -> Target:
        """See :meth:`Backend.resolve`: ``window_id``, ``pid`` or ``app`` (class or title).

        ``window`` narrows by title substring (or index among the matches).
        """
        windows = await self.windows()
        window_id = query.get("window_id")
        if window_id is not None:
            found = [w for w in windows if window_id in (w.id, w.frame)]
        elif query.pid is not None:
            found = [w for w in windows if w.pid == query.pid]
        elif query.app:
            found = [w for w in windows if w.matches(query.app)]
        else:
            raise UsageError(f"name a window by {arg('window_id')}, {arg('pid')} or {arg('app')}")
        window = query.text("window")
        if window is not None and window_id is None:
            found = _pick(found, window)
        if not found:
            raise TargetNotFound(
                f"no X window for {query.describe()}; windows: {_listing(windows)}"
            )
        return window_target(found[0])

    async def _current(self, target: Target) -> TopWindow:
        wid = target.window_id or 0
        found = await self._x().call(lambda d: describe_window(d, wid)) if wid else None
        if found is None or found.id != wid:
            raise TargetNotFound(f"window {wid:#x} of {target.app} has gone")
        return found

    async def refresh(self, target: Target) -> Target:
        """See :meth:`Backend.refresh`: the window's title and place as they are now."""
        return window_target(await self._current(target))

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """See :meth:`Backend.read_tree`: one node, the window (OCR adds what it shows)."""
        win = await self._current(target)
        w, h = await self._shots().screen_size()
        node = Node(
            locator=f"xwin:{win.id:#x}", role=Role.WINDOW, name=win.title, bounds=win.bounds
        )
        return Tree(
            nodes=(node,),
            total=1,
            environment=Environment(
                screen_w=w,
                screen_h=h,
                focused_app=None,
                locale=process_locale(win.pid) if win.pid else None,
            ),
        )

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """See :meth:`Backend.perform`: pointer and keyboard on the window, nothing else."""
        started = time.perf_counter()
        if via is Via.AX:
            raise ActionFailed(
                f"{target.app} exposes no accessibility tree: nothing to do through ax"
                f" (allow input: {arg('via')} auto or input)"
            )
        win = await self._current(target)
        kind = action.kind
        point: tuple[int, int] | None = None
        if action.is_coordinate:
            assert action.x is not None and action.y is not None
            point = (action.x, action.y)
        elif element is not None:
            if element.bounds is None or element.bounds.empty:
                raise ActionFailed(f"{element.id} has no box on the screen to act at")
            point = element.bounds.center
        if point is not None and not win.bounds.contains_point(*point):
            raise ActionFailed(
                f"point {point} lies outside the window of {target.app} at {win.bounds};"
                " nothing was sent"
            )
        await self._x().call(lambda d: raise_and_focus(d, win))
        keys = self._keys()
        where = f"at ({point[0]},{point[1]})" if point else ""
        if kind in (
            ActionKind.CLICK,
            ActionKind.DOUBLECLICK,
            ActionKind.RIGHTCLICK,
            ActionKind.FOCUS,
        ):
            if point is None:
                point = win.bounds.center
            button = BUTTON_RIGHT if kind is ActionKind.RIGHTCLICK else BUTTON_LEFT
            await keys.click(
                *point, button=button, count=2 if kind is ActionKind.DOUBLECLICK else 1
            )
            return ActionReceipt.since(
                started, action=action, mode=Mode.INPUT, diagnostic=f"pointer {where}"
            )
        if kind is ActionKind.HOVER:
            x, y = point or win.bounds.center
            await keys.move(x, y)
            return ActionReceipt.since(
                started, action=action, mode=Mode.INPUT, diagnostic=f"pointer rests at ({x},{y})"
            )
        if kind is ActionKind.SCROLL:
            x, y = point or win.bounds.center
            await keys.scroll(action.dx, action.dy, x=x, y=y)
            return ActionReceipt.since(started, action=action, mode=Mode.INPUT)
        if kind in (ActionKind.TYPE, ActionKind.KEY):
            if point is not None:
                # Keys go where the pointer puts the caret: a click first.
                await keys.click(*point)
            if kind is ActionKind.KEY:
                await keys.key(action.combo)
            else:
                await keys.type_text(action.text or "")
            return ActionReceipt.since(
                started,
                action=action,
                mode=Mode.KEYBOARD,
                diagnostic=f"keys to window {win.id:#x}" + (f", clicked {where}" if point else ""),
            )
        raise UsageError(
            f"{kind} needs an accessible element; {target.app} has none (click it and type)"
        )

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """See :meth:`Backend.screenshot`: the region, the window's rectangle, or the screen.

        A target's window is raised first: what covers it would be captured instead.
        """
        if target is not None:
            win = await self._current(target)
            if await self._x().call(lambda d: raise_window(d, win)):
                # Its application repaints what was covered: wait until it is done.
                await self._still(win.bounds, self.settings.settle_timeout)
        return await self._shots().png(await self.capture_area(target, region))

    async def capture_area(self, target: Target | None, region: Rect | None) -> Rect | None:
        """See :meth:`Backend.capture_area`: the region, else the window's rectangle."""
        if region is not None or target is None:
            return region
        return (await self._current(target)).bounds

    async def settle(self, target: Target, timeout: float) -> Tree | None:
        """Wait until two grabs of the window in a row are alike (it stopped repainting)."""
        try:
            box = (await self._current(target)).bounds
        except TargetNotFound:
            return None
        await self._still(box, timeout)
        return None

    async def _still(self, box: Rect, timeout: float) -> None:
        """Wait, at most ``timeout`` seconds, until two grabs of ``box`` in a row are alike."""
        deadline = time.monotonic() + timeout
        last = b""
        while time.monotonic() < deadline:
            await asyncio.sleep(_SETTLE_STEP)
            image = await self._shots().grab(box)
            digest = hashlib.blake2b(image.tobytes(), digest_size=16).digest()
            if digest == last:
                return
            last = digest

    async def presence(self, target: Target) -> PresenceWatch | None:
        """See :meth:`Backend.presence` and :mod:`handrail.x11.presence`."""
        if not target.pid:
            return None
        return X11PresenceWatch(self.display, [target.pid], timeout=self.settings.ipc_timeout)

    async def close(self) -> None:
        """Close the X connections and give back remapped keycodes."""
        if self._input is not None:
            x, self._input = self._input, None
            await x.close()
        if self._shooter is not None:
            self._shooter.close()
            self._shooter = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None


def _pick(windows: list[TopWindow], selector: str) -> list[TopWindow]:
    if selector.isdigit():
        i = int(selector)
        return windows[i : i + 1]
    return [w for w in windows if selector.lower() in w.title.lower()]
