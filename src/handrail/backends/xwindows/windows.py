"""Top-level X windows as targets: who owns them, what they are called, where they are.

Each function takes an open python-xlib display (run it inside
:meth:`~handrail.x11.connection.XConnection.call`). A window's process comes from
``_NET_WM_PID``, else from the X-Resource extension (Tk and other toolkits never set
the property). Under a reparenting window manager the application's window sits inside
a frame: the client window (the one with ``WM_STATE`` or ``WM_CLASS``) is described, at
the frame's place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from Xlib import X, Xatom
from Xlib import error as xerror

from handrail.geometry import Rect

__all__ = ["TopWindow", "describe_window", "list_toplevels", "raise_and_focus", "raise_window"]


@dataclass(frozen=True, slots=True, kw_only=True)
class TopWindow:
    """One mapped top-level X window.

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

    @property
    def app(self) -> str:
        """What to call the application: ``WM_CLASS``'s instance, else the title."""
        return self.instance or self.klass or self.title or f"window {self.id:#x}"

    def matches(self, text: str) -> bool:
        """True when ``text`` is a substring (any case) of the class or the title."""
        low = text.lower()
        return any(low in part.lower() for part in (self.instance, self.klass, self.title) if part)


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


def _pid(d: Any, win: Any) -> int | None:
    value = _prop(d, win, "_NET_WM_PID", Xatom.CARDINAL)
    if value is not None and len(value):
        return int(value[0])
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


def _client(frame: Any) -> Any:
    """The application window in ``frame``: itself, or a descendant with ``WM_CLASS``."""
    if frame.get_wm_class() is not None:
        return frame
    todo = list(frame.query_tree().children)
    for _ in range(2):  # a frame nests its client one or two levels down
        nxt = []
        for child in todo:
            if child.get_wm_class() is not None:
                return child
            nxt.extend(child.query_tree().children)
        todo = nxt
    return frame


def _describe(d: Any, frame: Any) -> TopWindow | None:
    try:
        attrs = frame.get_attributes()
        if attrs.map_state != X.IsViewable or attrs.override_redirect:
            return None  # unmapped, or a menu or tooltip placed by its application
        g = frame.get_geometry()
        client = _client(frame)
        wm_class = client.get_wm_class() or ("", "")
        return TopWindow(
            id=int(client.id),
            frame=int(frame.id),
            pid=_pid(d, client),
            instance=str(wm_class[0]),
            klass=str(wm_class[1]),
            title=_title(d, client),
            bounds=Rect(int(g.x), int(g.y), int(g.width), int(g.height)),
        )
    except xerror.XError:
        return None  # it went away while we looked


def list_toplevels(d: Any) -> list[TopWindow]:
    """The mapped top-level windows with a class or a title, topmost first."""
    root = d.screen().root
    found = (_describe(d, w) for w in reversed(root.query_tree().children))
    return [w for w in found if w is not None and not w.bounds.empty and (w.instance or w.title)]


def describe_window(d: Any, window_id: int) -> TopWindow | None:
    """The top-level window holding ``window_id`` as it is now; ``None`` when it has gone."""
    root_id = int(d.screen().root.id)
    win = d.create_resource_object("window", window_id)
    try:
        while True:
            parent = win.query_tree().parent
            if parent is None or int(parent.id) in (0, root_id):
                break
            win = parent
    except xerror.XError:
        return None
    return _describe(d, win)


def raise_window(d: Any, window: TopWindow) -> bool:
    """Put ``window`` on top of the others; False when it was there already."""
    root = d.screen().root
    for child in reversed(root.query_tree().children):
        attrs = child.get_attributes()
        if attrs.map_state == X.IsViewable and not attrs.override_redirect:
            if int(child.id) == window.frame:
                return False
            break
    frame = d.create_resource_object("window", window.frame)
    frame.configure(stack_mode=X.Above)
    d.sync()
    return True


def raise_and_focus(d: Any, window: TopWindow) -> None:
    """Put ``window`` on top and give it the keyboard focus (no window manager needed)."""
    raise_window(d, window)
    client = d.create_resource_object("window", window.id)
    client.set_input_focus(X.RevertToPointerRoot, X.CurrentTime)
    d.sync()
