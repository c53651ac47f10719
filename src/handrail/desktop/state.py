"""The managed desktop's state file: what was started, where, and with which environment."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from handrail.desktop.procs import cmdline
from handrail.liveness import alive

__all__ = ["DesktopState", "load_state", "remove_state", "save_state", "state_path"]

# The program name each recorded pid must still run; guards against pid reuse.
_EXPECTED = {
    "xvfb": "Xvfb",
    "dbus": "dbus-daemon",
    "atspi": "at-spi-bus-launcher",
    "wm": "openbox",
}


@dataclass(frozen=True, kw_only=True)
class DesktopState:
    """A managed desktop as recorded in ``<state_dir>/desktop.json``.

    Attributes:
        display: the X display, e.g. ``":3"``.
        session_bus: the private D-Bus session bus address.
        a11y_bus: the AT-SPI bus address (``None`` if it was not up at start).
        screen: the Xvfb screen geometry, e.g. ``"1280x800x24"``.
        runtime_dir: the private ``XDG_RUNTIME_DIR`` given to the desktop's programs.
        pids: process ids by role: ``xvfb``, ``dbus``, ``atspi`` and, when one was
            asked for, ``wm`` (the window manager).
        apps: process ids of programs started with ``handrail desktop run``.
        started_at: UNIX time of the start.

    """

    display: str
    session_bus: str
    a11y_bus: str | None
    screen: str
    runtime_dir: str
    pids: dict[str, int] = field(default_factory=dict)
    apps: tuple[int, ...] = ()
    started_at: float = 0.0

    @property
    def size(self) -> tuple[int, int]:
        """The screen's width and height in pixels."""
        w, h = self.screen.split("x")[:2]
        return int(w), int(h)

    def env(self) -> dict[str, str]:
        """The environment variables that put a program on this desktop."""
        return {
            "DISPLAY": self.display,
            "DBUS_SESSION_BUS_ADDRESS": self.session_bus,
            "XDG_RUNTIME_DIR": self.runtime_dir,
        }

    def process_alive(self, role: str) -> bool:
        """True when the process recorded for ``role`` still runs the expected program."""
        pid = self.pids.get(role)
        if pid is None or not alive(pid):
            return False
        expected = _EXPECTED.get(role)
        argv = cmdline(pid)
        return expected is None or any(Path(a).name == expected for a in argv[:1])

    @property
    def alive(self) -> bool:
        """True when the X server and the session bus both still run."""
        return self.process_alive("xvfb") and self.process_alive("dbus")

    def with_app(self, pid: int) -> DesktopState:
        """A copy that also records ``pid`` as a program started inside the desktop."""
        return replace(self, apps=(*(p for p in self.apps if alive(p)), pid))

    def to_json(self) -> dict[str, Any]:
        """The JSON form written to the state file."""
        data = asdict(self)
        data["apps"] = list(self.apps)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DesktopState:
        """Rebuild from :meth:`to_json` output.

        Raises:
            KeyError, TypeError, ValueError: when the data is not a desktop state.

        """
        return cls(
            display=str(data["display"]),
            session_bus=str(data["session_bus"]),
            a11y_bus=data.get("a11y_bus"),
            screen=str(data.get("screen", "1280x800x24")),
            runtime_dir=str(data.get("runtime_dir", "")),
            pids={str(k): int(v) for k, v in dict(data.get("pids", {})).items()},
            apps=tuple(int(p) for p in data.get("apps", [])),
            started_at=float(data.get("started_at", 0.0)),
        )


def state_path(state_dir: Path) -> Path:
    """Where the managed desktop's state file lives."""
    return state_dir / "desktop.json"


def load_state(state_dir: Path) -> DesktopState | None:
    """The recorded desktop, or ``None`` when there is none or the file is unreadable."""
    try:
        data = json.loads(state_path(state_dir).read_text(encoding="utf-8"))
        return DesktopState.from_json(data)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def save_state(state_dir: Path, state: DesktopState) -> None:
    """Write the state file atomically (readers never see half a file)."""
    state_dir.mkdir(parents=True, exist_ok=True)
    path = state_path(state_dir)
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    tmp.write_text(json.dumps(state.to_json(), indent=1), encoding="utf-8")
    os.replace(tmp, path)


def remove_state(state_dir: Path) -> None:
    """Delete the state file if it exists."""
    state_path(state_dir).unlink(missing_ok=True)
