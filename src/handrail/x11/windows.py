"""The X server's top-level windows: who owns them, where they are, what is on top.

Every function here takes an open python-xlib display (run it inside
:meth:`~handrail.x11.connection.XConnection.call`). A window's process comes from its
``_NET_WM_PID`` property, else from the X-Resource extension (the client that created
it), so windows of toolkits that never set the property are still attributed.
Under a reparenting window manager the client window sits inside a frame: the frame is
the top-level window, and its owner, class and title are those of the client window
inside it (the one with ``WM_STATE``, else with ``WM_CLASS``). This module is the one
reader of windows: input targeting and the window backend
(:mod:`handrail.backends.xwindows`) both list and describe windows through it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from Xlib import X, Xatom
from Xlib import error as xerror

from handrail.geometry import Rect

__all__ = [
    "XWindow",
    "describe_toplevel",
    "owner_name",
    "raise_toplevel",
    "stacked_windows",
    "top_window_at",
    "toplevel_of",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class XWindow:
    """One mapped top-level X window.

    Attributes:
        id: the top-level window (a window manager's frame when there is one).
        client: the application's own window inside it (``id`` without a manager).
        pid: the owning process, when it can be told.
        title: ``_NET_WM_NAME`` or ``WM_NAME``.
        bounds: its rectangle on the screen.
        override_redirect: a popup or menu placed by its application itself.
        instance, klass: the two halves of the client's ``WM_CLASS`` (``xterm``,
            ``XTerm``), empty when it has none.

    """

    id: int
    client: int
    pid: int | None
    title: str
    bounds: Rect
    override_redirect: bool = False
    instance: str = ""
    klass: str = ""

    def describe(self) -> str:
        """``window 0x400007 "Title" of xterm (pid 41)``: what a person needs to find it."""
        who = f" of {owner_name(self.pid)} (pid {self.pid})" if self.pid is not None else ""
        title = f" {self.title!r}" if self.title else ""
        return f"window {self.id:#x}{title}{who}"


def owner_name(pid: int | None) -> str:
    """The program name of ``pid`` (``/proc/<pid>/comm``), or ``"unknown"``."""
    if pid is None:
        return "unknown"
    try:
        with open(f"/proc/{pid}/comm", encoding="utf-8", errors="replace") as f:
            return f.read().strip() or "unknown"
    except OSError:
        return "unknown"


def _atom(d: Any, name: str) -> int:
    return int(d.intern_atom(name))


def _prop(d: Any, win: Any, name: str, kind: int) -> Any:
    try:
        reply = win.get_full_property(_atom(d, name), kind)
    except xerror.XError:
        return None
    return reply.value if reply is not None else None


def _title(d: Any, win: Any) -> str:
    value = _prop(d, win, "_NET_WM_NAME", _atom(d, "UTF8_STRING"))
    if value is None:
        value = _prop(d, win, "WM_NAME", Xatom.STRING)
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return str(value or "")


def _xres_pid(d: Any, win: Any) -> int | None:
    if not d.has_extension("X-Resource"):
        return None
    from Xlib.ext import res

    try:
        reply = d.res_query_client_ids([{"client": win.id, "mask": res.LocalClientPIDMask}])
    except (xerror.XError, AttributeError):
        return None
    for ident in reply.ids:
        if ident.spec.mask & res.LocalClientPIDMask and ident.value:
            return int(ident.value[0])
    return None


def _pid(d: Any, win: Any) -> int | None:
    value = _prop(d, win, "_NET_WM_PID", Xatom.CARDINAL)
    if value is not None and len(value):
        return int(value[0])
    return _xres_pid(d, win)


def _find(frame: Any, has: Any) -> Any:
    """``frame`` or the first window below it (two levels at most) for which ``has`` holds."""
    todo = [frame]
    for _ in range(3):  # a frame nests its client one or two levels down
        nxt = []
        for win in todo:
            if has(win):
                return win
            nxt.extend(win.query_tree().children)
        todo = nxt
    return None


def _client(d: Any, frame: Any) -> Any:
    """The application window inside ``frame``.

    The one with ``WM_STATE`` (set by a window manager), else the one with ``WM_CLASS``
    (set by the application), else the frame itself.
    """
    wm_state = _atom(d, "WM_STATE")
    found = _find(frame, lambda w: w.get_full_property(wm_state, X.AnyPropertyType) is not None)
    if found is None:
        found = _find(frame, lambda w: w.get_wm_class() is not None)
    return frame if found is None else found


def _describe(d: Any, win: Any) -> XWindow | None:
    try:
        attrs = win.get_attributes()
        if attrs.map_state != X.IsViewable:
            return None
        g = win.get_geometry()
        client = _client(d, win)
        wm_class = client.get_wm_class() or ("", "")
        return XWindow(
            id=int(win.id),
            client=int(client.id),
            pid=_pid(d, client),
            title=_title(d, client),
            bounds=Rect(int(g.x), int(g.y), int(g.width), int(g.height)),
            override_redirect=bool(attrs.override_redirect),
            instance=str(wm_class[0]),
            klass=str(wm_class[1]),
        )
    except xerror.XError:
        return None  # it went away while we looked


def stacked_windows(d: Any) -> list[XWindow]:
    """The mapped top-level windows, topmost first."""
    root = d.screen().root
    # query_tree lists children bottom to top.
    found = (_describe(d, w) for w in reversed(root.query_tree().children))
    return [w for w in found if w is not None and not w.bounds.empty]


def describe_toplevel(d: Any, window_id: int) -> XWindow | None:
    """The top-level window holding ``window_id`` as it is now; ``None`` when it has gone."""
    top = toplevel_of(d, window_id)
    return _describe(d, d.create_resource_object("window", top)) if top else None


def raise_toplevel(d: Any, window_id: int) -> bool:
    """Put the top-level window ``window_id`` above the others.

    Override-redirect popups are not counted; False when it was on top already.
    """
    for child in reversed(d.screen().root.query_tree().children):
        attrs = child.get_attributes()
        if attrs.map_state == X.IsViewable and not attrs.override_redirect:
            if int(child.id) == window_id:
                return False
            break
    d.create_resource_object("window", window_id).configure(stack_mode=X.Above)
    d.sync()
    return True


def top_window_at(windows: list[XWindow], x: int, y: int) -> XWindow | None:
    """The topmost window of ``windows`` (topmost first) that covers ``(x, y)``."""
    for win in windows:
        if win.bounds.contains_point(x, y):
            return win
    return None


def toplevel_of(d: Any, window_id: int) -> int:
    """The top-level window (a child of the root) holding ``window_id``; 0 when none."""
    root_id = int(d.screen().root.id)
    if window_id in (0, 1, root_id):  # None, PointerRoot, the root itself
        return 0
    win = d.create_resource_object("window", window_id)
    try:
        while True:
            tree = win.query_tree()
            if tree.parent is None or int(tree.parent.id) == root_id or int(tree.parent.id) == 0:
                return int(win.id)
            win = tree.parent
    except xerror.XError:
        return 0
