"""The Linux AT-SPI backend: accessibility trees over D-Bus (dbus-fast), input via XTEST.

See :class:`AtspiBackend`. The modules split the work: :mod:`.bus` (calls with
timeouts), :mod:`.apps` (applications and targets), :mod:`.walk` and :mod:`.tree`
(reading trees fast), :mod:`.roles` and :mod:`.names` (the vocabulary), :mod:`.act`
(the operation ladder), :mod:`.inputs` (the X server) and :mod:`.spec` (how its
targets are named). The backend is imported on first use, so reading :mod:`.spec`
costs no D-Bus or X11 import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from handrail.backends.atspi.backend import AtspiBackend

__all__ = ["AtspiBackend"]


def __getattr__(name: str) -> Any:
    if name == "AtspiBackend":
        from handrail.backends.atspi.backend import AtspiBackend

        return AtspiBackend
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
