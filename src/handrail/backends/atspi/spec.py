"""How the AT-SPI backend's targets are named: an application, and one of its windows.

Kept apart from the backend so that the shells can build their arguments without
importing D-Bus or X11 code.
"""

from __future__ import annotations

from handrail.targets import TargetField, TargetSpec

__all__ = ["TARGET", "WINDOW"]

WINDOW = TargetField(
    name="window",
    help="which window of the application, by index (0, 1, …) or title substring",
)
"""One of an application's windows (other desktop backends name windows the same way)."""

TARGET = TargetSpec(
    backend="atspi",
    by_app=True,
    kind="desktop application",
    empty="no applications expose an accessibility tree (a person can run handrail doctor)",
    fields=(WINDOW,),
)
"""Desktop applications by ``app`` or ``pid``; ``window`` picks one of their windows."""
