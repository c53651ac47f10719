"""Making input reach the window it is meant for, or sending none.

Without a window manager the X server sends keys to the focus window (or to the window
under the pointer when the focus is ``PointerRoot``) and pointer events to whatever
window lies on top at that point. Before input goes out, :class:`InputTargeting`
finds the X windows of the intended process (``_NET_WM_PID``, else X-Resource), raises
the one that matches when a window of another program covers it, gives it the
keyboard focus (``_NET_ACTIVE_WINDOW`` to a window manager when one runs, and
``XSetInputFocus``) and then checks the outcome: the focused window, the holder of a
keyboard grab, or the topmost window at the pointer point must belong to the target.
When that cannot be established it raises :class:`~handrail.errors.ActionFailed`
naming what would have received the input, and the caller sends nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from Xlib import X
from Xlib.protocol import event as xevent

from handrail.errors import ActionFailed
from handrail.geometry import Rect
from handrail.x11.connection import XConnection
from handrail.x11.windows import XWindow, stacked_windows, top_window_at, toplevel_of

__all__ = ["Aim", "InputTargeting"]

_POINTER_ROOT = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class Aim:
    """Whom input is for.

    Attributes:
        pids: the processes whose windows may receive it.
        name: how to call the target in messages (``gedit (pid 12)``).
        box: the target window's rectangle, to choose among the process's windows.
        window: one X window id, when the caller knows exactly which.

    """

    pids: frozenset[int]
    name: str
    box: Rect | None = None
    window: int | None = None

    def owns(self, win: XWindow | None) -> bool:
        """True when ``win`` belongs to the target."""
        if win is None:
            return False
        if self.window is not None and win.id == self.window:
            return True
        return win.pid is not None and win.pid in self.pids


def _area(a: Rect, b: Rect | None) -> int:
    if b is None:
        return 0
    cut = a.intersection(b)
    return cut.w * cut.h if cut is not None else 0


def _choose(aim: Aim, ours: list[XWindow], point: tuple[int, int] | None) -> XWindow | None:
    """The target's window that should receive input: the one at ``point``, else by box."""
    if aim.window is not None:
        exact = [w for w in ours if w.id == aim.window or w.client == aim.window]
        if exact:
            return exact[0]
    if point is not None:
        at = [w for w in ours if w.bounds.contains_point(*point)]
        # A popup of the target over its window takes the input there.
        return at[0] if at else None
    plain = [w for w in ours if not w.override_redirect] or ours
    if aim.box is not None:
        return max(plain, key=lambda w: _area(w.bounds, aim.box), default=None)
    return plain[0] if plain else None


def _covered(windows: list[XWindow], win: XWindow, aim: Aim, spot: Rect) -> XWindow | None:
    """The first window of another program above ``win`` that overlaps ``spot``."""
    for other in windows:
        if other.id == win.id:
            return None
        if not aim.owns(other) and other.bounds.intersection(spot) is not None:
            return other
    return None


def _wm_active(d: Any, win: XWindow) -> bool:
    """Ask a running window manager to activate ``win``; False when none supports it."""
    root = d.screen().root
    supported = root.get_full_property(d.intern_atom("_NET_SUPPORTED"), X.AnyPropertyType)
    active = d.intern_atom("_NET_ACTIVE_WINDOW")
    if supported is None or active not in supported.value:
        return False
    msg = xevent.ClientMessage(
        window=d.create_resource_object("window", win.client),
        client_type=active,
        # Source 2: a pager or tool acting for the user, which managers obey.
        data=(32, [2, X.CurrentTime, 0, 0, 0]),
    )
    root.send_event(msg, event_mask=X.SubstructureRedirectMask | X.SubstructureNotifyMask)
    return True


def _has_focus(d: Any, win: XWindow) -> bool:
    """Whether the keyboard focus is in ``win`` already.

    Setting it again is not free: the server sends the window a focus-out and a focus-in.
    """
    focus = d.get_input_focus().focus
    focus_id = focus if isinstance(focus, int) else int(focus.id)
    return focus_id not in (0, _POINTER_ROOT) and toplevel_of(d, focus_id) == win.id


def _raise(d: Any, win: XWindow) -> None:
    if not _wm_active(d, win):
        d.create_resource_object("window", win.id).configure(stack_mode=X.Above)


def _grab_holder(d: Any, windows: list[XWindow]) -> XWindow | bool | None:
    """Whether another client holds the keyboard: False if not, else the likely holder."""
    root = d.screen().root
    status = root.grab_keyboard(False, X.GrabModeAsync, X.GrabModeAsync, X.CurrentTime)
    if status == X.GrabSuccess:
        d.ungrab_keyboard(X.CurrentTime)
        d.sync()
        return False
    # A menu or popup holds it: the topmost override-redirect window is the best guess.
    return next((w for w in windows if w.override_redirect), None)


class InputTargeting:
    """Raise, focus and check before any input, on one X connection.

    Args:
        conn: the connection to the display the input goes to.

    """

    def __init__(self, conn: XConnection) -> None:
        self._x = conn

    async def windows(self) -> list[XWindow]:
        """The mapped top-level windows, topmost first.

        Raises:
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        return await self._x.call(stacked_windows)

    async def windows_of(self, pids: Iterable[int]) -> list[XWindow]:
        """The mapped top-level windows of these processes, topmost first (raises as above)."""
        wanted = set(pids)
        return [w for w in await self.windows() if w.pid in wanted]

    async def focus(self, aim: Aim, point: tuple[int, int] | None = None) -> XWindow:
        """Give the keyboard focus to the target's window (the one at ``point`` if given).

        Returns:
            The window that now receives keys.

        Raises:
            ActionFailed: when the target has no such window or the focus cannot be
                moved to it; the message names what would have received the keys.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        return await self._x.call(lambda d: self._focus(d, aim, point))

    async def aim_pointer(self, aim: Aim, x: int, y: int) -> XWindow:
        """Make sure a pointer event at ``(x, y)`` lands on a window of the target.

        A window of another program on top is dealt with by raising the target's window
        there (a window manager is asked to activate it when one runs).

        Returns:
            The window that will receive the pointer event.

        Raises:
            ActionFailed: when the point is in no window of the target, or another
                program's window stays on top there (the message names it).
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        return await self._x.call(lambda d: self._aim_pointer(d, aim, x, y))

    # -- in the X thread ------------------------------------------------------------------

    def _pick(self, d: Any, aim: Aim, point: tuple[int, int] | None) -> tuple[XWindow, Rect]:
        windows = stacked_windows(d)
        ours = [w for w in windows if aim.owns(w)]
        if not ours:
            raise ActionFailed(f"{aim.name} has no window on the X display; nothing was sent")
        win = _choose(aim, ours, point)
        if win is None:
            assert point is not None
            other = top_window_at(windows, *point)
            whom = other.describe() if other is not None else "the root window"
            raise ActionFailed(
                f"({point[0]},{point[1]}) lies in no window of {aim.name}: {whom} would"
                " receive the input; nothing was sent"
            )
        spot = Rect(point[0], point[1], 1, 1) if point is not None else win.bounds
        if _covered(windows, win, aim, spot) is not None:
            _raise(d, win)
            d.sync()
        return win, spot

    def _focus(self, d: Any, aim: Aim, point: tuple[int, int] | None) -> XWindow:
        win, _ = self._pick(d, aim, point)
        if point is not None and win.override_redirect:
            # A popup takes keys through its grab; the window beneath keeps the focus.
            plain = [w for w in stacked_windows(d) if aim.owns(w) and not w.override_redirect]
            win = _choose(aim, plain, point) or (plain[0] if plain else win)
        moved = not win.override_redirect and not _has_focus(d, win)
        if moved:
            d.create_resource_object("window", win.client).set_input_focus(
                X.RevertToParent, X.CurrentTime
            )
            _wm_active(d, win)
        d.sync()
        windows = stacked_windows(d)
        # Probing for a grab takes the keyboard for a moment, which the focused window
        # sees as losing and regaining the focus (a GTK 4 window announces both). So it
        # is probed only where a grab may be: the focus had to be moved, or a popup, a
        # menu or a locker (override-redirect windows, which hold the grabs) is mapped.
        probe = moved or any(w.override_redirect for w in windows)
        grab = _grab_holder(d, windows) if probe else False
        if grab is not False:
            if isinstance(grab, XWindow) and aim.owns(grab):
                return grab
            whom = grab.describe() if isinstance(grab, XWindow) else "another program"
            raise ActionFailed(
                f"the keyboard is grabbed by {whom}, not {aim.name}; nothing was sent"
            )
        focus = d.get_input_focus().focus
        focus_id = focus if isinstance(focus, int) else int(focus.id)
        if focus_id == _POINTER_ROOT:
            pointer = d.screen().root.query_pointer()
            holder = top_window_at(windows, int(pointer.root_x), int(pointer.root_y))
        else:
            top = toplevel_of(d, focus_id)
            holder = next((w for w in windows if w.id == top), None)
        if not aim.owns(holder):
            whom = holder.describe() if holder is not None else "no window"
            raise ActionFailed(f"the keyboard focus is on {whom}, not {aim.name}; nothing was sent")
        assert holder is not None
        return holder

    def _aim_pointer(self, d: Any, aim: Aim, x: int, y: int) -> XWindow:
        self._pick(d, aim, (x, y))
        top = top_window_at(stacked_windows(d), x, y)
        if not aim.owns(top):
            whom = top.describe() if top is not None else "the root window"
            raise ActionFailed(
                f"{whom} lies on top of {aim.name} at ({x},{y}) and would receive the"
                " input; nothing was sent"
            )
        assert top is not None
        return top
