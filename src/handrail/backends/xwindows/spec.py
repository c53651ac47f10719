"""How top-level X windows are named, alone (``xwindows``) and on the desktop (``desktop``).

Kept apart from the backends so that the shells can build their arguments without
importing X11 code.
"""

from __future__ import annotations

from handrail.backends.atspi.spec import WINDOW
from handrail.targets import TargetField, TargetSpec

__all__ = ["DESKTOP", "WINDOW_ID", "XWINDOWS"]

WINDOW_ID = TargetField(
    name="window_id",
    kind=int,
    names_target=True,
    metavar="ID",
    help="one top-level X window by id (0x400007), whatever its application exposes",
)
"""A window by its X id, as ``handrail apps`` lists it."""

XWINDOWS = TargetSpec(
    backend="xwindows",
    kind="top-level X window",
    empty="no top-level windows on the desktop",
    fields=(WINDOW, WINDOW_ID),
)
"""Windows by ``app`` (class or title), ``pid`` or ``window_id``; ``window`` narrows."""

DESKTOP = TargetSpec(
    backend="desktop",
    kind="desktop application",
    empty="no applications expose an accessibility tree (a person can run handrail doctor)",
    fields=(WINDOW, WINDOW_ID),
)
"""AT-SPI applications, and X windows for what exposes no tree: the default backend."""
