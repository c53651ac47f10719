"""An optional window manager for the managed desktop.

Handrail does not need one: input targeting raises and focuses windows itself. Some
programs behave differently without one (dialogs placed at 0,0, no focus on map), so
``handrail desktop start --wm openbox`` starts a small EWMH window manager as well.
Raising and focusing then go through it (``_NET_ACTIVE_WINDOW``), and are checked
the same way. A manager is ready when it has set ``_NET_SUPPORTING_WM_CHECK`` on the
root window.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Mapping
from pathlib import Path
from typing import IO

from handrail.desktop.procs import find_program, terminate
from handrail.errors import BackendUnavailable, OperationTimeout

__all__ = ["KNOWN_WMS", "start_wm", "wm_ready"]

KNOWN_WMS: dict[str, tuple[list[str], str]] = {
    "openbox": (["openbox", "--sm-disable"], "openbox"),
}
"""Window managers :func:`start_wm` knows: their command line and Debian package."""

_POLL = 0.05


def wm_ready(display: str) -> bool:
    """True when a window manager has announced itself on ``display`` (EWMH)."""
    from Xlib import X
    from Xlib import display as xdisplay
    from Xlib import error as xerror

    try:
        d = xdisplay.Display(display)
    except (xerror.DisplayError, OSError):
        return False
    try:
        prop = d.screen().root.get_full_property(
            d.intern_atom("_NET_SUPPORTING_WM_CHECK"), X.AnyPropertyType
        )
        return prop is not None and len(prop.value) > 0
    finally:
        d.close()


def start_wm(
    name: str, *, env: Mapping[str, str], log: IO[bytes], timeout: float
) -> subprocess.Popen[bytes]:
    """Start window manager ``name`` on ``env["DISPLAY"]`` and wait until it manages it.

    Raises:
        UsageError: for a manager not in :data:`KNOWN_WMS`.
        BackendUnavailable: when it is not installed (naming the package) or exits.
        OperationTimeout: when it has not announced itself within ``timeout`` seconds.

    """
    from handrail.errors import UsageError

    if name not in KNOWN_WMS:
        raise UsageError(f"window manager {name!r}: known are {', '.join(KNOWN_WMS)}")
    argv, package = KNOWN_WMS[name]
    program = find_program([argv[0]], package=package)
    proc = subprocess.Popen(
        [program, *argv[1:]],
        env=dict(env),
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=log,
        start_new_session=True,
    )
    deadline = time.monotonic() + timeout
    display = env["DISPLAY"]
    while not wm_ready(display):
        if proc.poll() is not None:
            raise BackendUnavailable(
                f"{name} exited ({proc.returncode}) while starting; see {Path(log.name)}"
            )
        if time.monotonic() > deadline:
            terminate(proc.pid, timeout=1.0)
            raise OperationTimeout(f"{name} did not manage the display within {timeout:g}s")
        # The property is set once; there is no event to wait on without a client of
        # our own selecting PropertyNotify on the root.
        time.sleep(_POLL)
    return proc
