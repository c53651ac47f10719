"""Top-level X windows as targets: the backend's view of :mod:`handrail.x11.windows`.

That module lists and describes windows (owner, class, title, place, the client inside
a manager's frame) for input targeting and for this backend alike; here a window is
named by its application's own window (``id``) and kept only when it can be a target:
mapped, placed by a window manager or none (no menus or tooltips), with a class or a
title. Each function takes an open python-xlib display (run it inside
:meth:`~handrail.x11.connection.XConnection.call`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from Xlib import X

from handrail.geometry import Rect
from handrail.x11.windows import XWindow, describe_toplevel, raise_toplevel, stacked_windows

__all__ = ["TopWindow", "describe_window", "list_toplevels", "raise_and_focus", "raise_window"]


@dataclass(frozen=True, slots=True, kw_only=True)
class TopWindow:
    """One mapped top-level X window that can be a target.

    Attributes:
        id: the application's window (inside a manager's frame when there is one).
        frame: the child of the root holding it (``id`` without a window manager).
        pid: the owning process, when it can be told.
        instance, klass: the two halves of ``WM_CLASS`` (``xterm``, ``XTerm``).
        title: ``_NET_WM_NAME`` or ``WM_NAME``.
        bounds: its rectangle on the screen.

    """

    id: int
    frame: int
    pid: int | None
    instance: str
    klass: str
    title: str
    bounds: Rect

    @classmethod
    def of(cls, win: XWindow) -> TopWindow:
        """The target view of a window as :mod:`handrail.x11.windows` describes it."""
        return cls(
            id=win.client,
            frame=win.id,
            pid=win.pid,
            instance=win.instance,
            klass=win.klass,
            title=win.title,
            bounds=win.bounds,
        )

    @property
    def app(self) -> str:
        """What to call the application: ``WM_CLASS``'s instance, else the title."""
        return self.instance or self.klass or self.title or f"window {self.id:#x}"

    def matches(self, text: str) -> bool:
        """True when ``text`` is a substring (any case) of the class or the title."""
        low = text.lower()
        return any(low in part.lower() for part in (self.instance, self.klass, self.title) if part)


def _targetable(win: XWindow | None) -> bool:
    return win is not None and not win.override_redirect and not win.bounds.empty


def list_toplevels(d: Any) -> list[TopWindow]:
    """The mapped top-level windows with a class or a title, topmost first."""
    return [
        TopWindow.of(w) for w in stacked_windows(d) if _targetable(w) and (w.instance or w.title)
    ]


def describe_window(d: Any, window_id: int) -> TopWindow | None:
    """The top-level window holding ``window_id`` as it is now; ``None`` when it has gone."""
    win = describe_toplevel(d, window_id)
    return TopWindow.of(win) if win is not None and _targetable(win) else None


def raise_window(d: Any, window: TopWindow) -> bool:
    """Put ``window`` on top of the others; False when it was there already."""
    return raise_toplevel(d, window.frame)


def raise_and_focus(d: Any, window: TopWindow) -> None:
    """Put ``window`` on top and give it the keyboard focus (no window manager needed)."""
    raise_window(d, window)
    client = d.create_resource_object("window", window.id)
    client.set_input_focus(X.RevertToPointerRoot, X.CurrentTime)
    d.sync()
