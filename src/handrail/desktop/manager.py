"""Start, stop and inspect the managed headless desktop: Xvfb, a session bus, AT-SPI.

The desktop's processes are detached (their own sessions), so they outlive the
``handrail desktop start`` process; their environment and pids go to a state file that
later commands read through :func:`handrail.desktop.environment`.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO

from handrail.config import Settings
from handrail.desktop.a11y import (
    SHOWN_TIMEOUT,
    A11yApp,
    a11y_bus_address,
    enable_accessibility,
    list_a11y_apps,
    name_owner_pid,
    window_shown,
)
from handrail.desktop.env import app_environment, environment
from handrail.desktop.procs import find_program, read_line_from_fd, terminate
from handrail.desktop.sessionbus import write_bus_config
from handrail.desktop.state import DesktopState, load_state, remove_state, save_state
from handrail.desktop.wm import start_wm
from handrail.errors import BackendUnavailable, HandrailError, OperationTimeout, UsageError
from handrail.liveness import alive

__all__ = ["DEFAULT_SCREEN", "DesktopStatus", "run", "start", "status", "stop", "wait_for_app"]

DEFAULT_SCREEN = "1280x800x24"

_LAUNCHERS = (
    "/usr/libexec/at-spi-bus-launcher",
    "/usr/lib/at-spi2-core/at-spi-bus-launcher",
    "/usr/lib/at-spi2/at-spi-bus-launcher",
    "at-spi-bus-launcher",
)


@dataclass(frozen=True, kw_only=True)
class DesktopStatus:
    """What :func:`status` found.

    Attributes:
        running: True when the managed desktop's X server and session bus run.
        state: the recorded desktop, or ``None`` when none was recorded.
        processes: for each recorded role (``xvfb``, ``dbus``, ``atspi``), whether it runs.
        apps: pids of programs started inside the desktop that still run.

    """

    running: bool
    state: DesktopState | None
    processes: dict[str, bool]
    apps: tuple[int, ...] = ()


def _desktop_dir(settings: Settings) -> Path:
    return settings.state_dir / "desktop"


@contextlib.contextmanager
def _locked(settings: Settings, timeout: float) -> Iterator[None]:
    # Two concurrent starts in one state directory must not make two desktops.
    settings.state_dir.mkdir(parents=True, exist_ok=True)
    with open(settings.state_dir / "desktop.lock", "a+") as fh:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise OperationTimeout(
                        f"another handrail process holds {settings.state_dir}/desktop.lock"
                    ) from None
                time.sleep(0.05)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _log(settings: Settings, name: str) -> IO[bytes]:
    d = _desktop_dir(settings)
    d.mkdir(parents=True, exist_ok=True)
    return open(d / f"{name}.log", "wb")


def _spawn_with_ready_fd(
    argv: list[str], fd_flag: str, *, env: Mapping[str, str], log: IO[bytes], timeout: float
) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``argv`` plus ``fd_flag``/FD and read the line it writes there when ready."""
    r, w = os.pipe()
    try:
        flag = [fd_flag, str(w)] if not fd_flag.endswith("=") else [f"{fd_flag}{w}"]
        proc = subprocess.Popen(
            [*argv, *flag],
            pass_fds=(w,),
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            start_new_session=True,
        )
        os.close(w)
        w = -1
        try:
            line = read_line_from_fd(r, timeout=timeout, what=Path(argv[0]).name)
        except HandrailError:
            terminate(proc.pid, timeout=1.0)
            proc.wait(timeout=1.0)
            raise
        return proc, line
    finally:
        os.close(r)
        if w >= 0:
            os.close(w)


def _runtime_dir(settings: Settings) -> Path:
    runtime = _desktop_dir(settings) / "runtime"
    # AT-SPI puts its bus socket at <runtime>/at-spi/bus_<N>, and a unix socket path
    # holds at most 107 bytes: a deep state directory gets a short private one in /tmp.
    if len(str(runtime)) > 80:
        return Path(tempfile.mkdtemp(prefix="handrail-run-"))
    runtime.mkdir(parents=True, exist_ok=True)
    runtime.chmod(0o700)
    return runtime


def _base_env(runtime_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    # The managed desktop must not reach the user's own display, bus or compositor.
    for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS"):
        env.pop(var, None)
    env["XDG_RUNTIME_DIR"] = str(runtime_dir)
    return env


async def _wait_a11y(session_bus: str, deadline: float) -> str:
    last: HandrailError | None = None
    while time.monotonic() < deadline:
        left = max(0.1, deadline - time.monotonic())
        try:
            return await a11y_bus_address(session_bus, timeout=min(2.0, left))
        except HandrailError as err:
            # The launcher takes a moment to claim org.a11y.Bus; keep asking until the deadline.
            last = err
            await asyncio.sleep(0.05)
    raise OperationTimeout(f"the AT-SPI bus did not come up: {last}")


def _start_processes(
    settings: Settings, screen: str, timeout: float, wm: str | None
) -> DesktopState:
    xvfb = find_program(["Xvfb"], package="xvfb")
    dbus = find_program(["dbus-daemon"], package="dbus-daemon")
    launcher = find_program(_LAUNCHERS, package="at-spi2-core")
    runtime = _runtime_dir(settings)
    env = _base_env(runtime)
    started: list[subprocess.Popen[bytes]] = []
    try:
        with _log(settings, "xvfb") as log:
            x, number = _spawn_with_ready_fd(
                [xvfb, "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
                "-displayfd",
                env=env,
                log=log,
                timeout=timeout,
            )
        started.append(x)
        display = f":{int(number)}"
        env["DISPLAY"] = display
        conf = write_bus_config(_desktop_dir(settings) / "dbus", runtime)
        with _log(settings, "dbus") as log:
            d, address = _spawn_with_ready_fd(
                [dbus, f"--config-file={conf}", "--nofork", "--nopidfile"],
                "--print-address=",
                env=env,
                log=log,
                timeout=timeout,
            )
        started.append(d)
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        with _log(settings, "atspi") as log:
            a = subprocess.Popen(
                [launcher, "--launch-immediately", "--a11y=1"],
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                start_new_session=True,
            )
        started.append(a)
        if wm is not None:
            with _log(settings, "wm") as log:
                w = start_wm(wm, env=env, log=log, timeout=timeout)
            started.append(w)
    except BaseException:
        for proc in reversed(started):
            terminate(proc.pid, timeout=1.0)
        raise
    return DesktopState(
        display=display,
        session_bus=address,
        a11y_bus=None,
        screen=screen,
        runtime_dir=str(runtime),
        pids={
            "xvfb": x.pid,
            "dbus": d.pid,
            "atspi": a.pid,
            **({"wm": started[-1].pid} if wm is not None else {}),
        },
        started_at=time.time(),
    )


def _stop_state(settings: Settings, state: DesktopState, timeout: float) -> None:
    for pid in state.apps:
        terminate(pid, timeout=timeout)
    for role in ("wm", "atspi", "dbus", "xvfb"):
        if state.process_alive(role):
            terminate(state.pids[role], timeout=timeout)
    runtime = Path(state.runtime_dir)
    if state.runtime_dir and not runtime.is_relative_to(settings.state_dir):
        shutil.rmtree(runtime, ignore_errors=True)


async def start(
    settings: Settings,
    *,
    screen: str = DEFAULT_SCREEN,
    timeout: float = 20.0,
    wm: str | None = None,
) -> DesktopState:
    """Start the managed desktop, or return the one already running in this state dir.

    Launches Xvfb on a free display, a private D-Bus session bus and the AT-SPI bus, turns
    accessibility on, waits until the AT-SPI registry answers, and records it all in
    ``<state_dir>/desktop.json``. With ``wm`` (``"openbox"``, see
    :data:`handrail.desktop.wm.KNOWN_WMS`) a window manager runs on it too; nothing
    needs one.

    Returns:
        The running desktop's state.

    Raises:
        UsageError: when ``screen`` is not ``WxHxDEPTH`` or ``wm`` is not known.
        BackendUnavailable: when Xvfb, dbus-daemon or at-spi2-core is not installed (the
            message names the apt package) or a process dies while starting.
        OperationTimeout: when a part does not come up within ``timeout`` seconds.

    """
    parts = screen.split("x")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        raise UsageError(f"screen {screen!r}: expected WIDTHxHEIGHTxDEPTH, e.g. 1280x800x24")
    deadline = time.monotonic() + timeout

    def launch() -> DesktopState | None:
        with _locked(settings, timeout):
            old = load_state(settings.state_dir)
            if old is not None and old.alive:
                return None
            if old is not None:
                _stop_state(settings, old, 1.0)
                remove_state(settings.state_dir)
            state = _start_processes(settings, screen, timeout, wm)
            save_state(settings.state_dir, state)
            return state

    state = await asyncio.to_thread(launch)
    if state is None:
        existing = load_state(settings.state_dir)
        if existing is None:
            raise BackendUnavailable("the managed desktop stopped while starting")
        if existing.a11y_bus is None:
            # Another process started it and is still waiting for AT-SPI: wait as well.
            existing = replace(existing, a11y_bus=await _wait_a11y(existing.session_bus, deadline))
        return existing
    try:
        a11y = await _wait_a11y(state.session_bus, deadline)
        with contextlib.suppress(HandrailError):
            await enable_accessibility(state.session_bus, timeout=2.0)
        # Asking the registry once activates at-spi2-registryd now, not on the first observe.
        left = max(1.0, deadline - time.monotonic())
        await list_a11y_apps(a11y, timeout=left)
    except BaseException:
        await asyncio.to_thread(_stop_state, settings, state, 1.0)
        remove_state(settings.state_dir)
        raise
    state = replace(state, a11y_bus=a11y)
    owner = await name_owner_pid(state.session_bus, "org.a11y.Bus", timeout=2.0)
    if owner is not None and owner != state.pids.get("atspi"):
        # Whoever answers for the AT-SPI bus is the process to watch and to stop.
        state = replace(state, pids={**state.pids, "atspi": owner})
    save_state(settings.state_dir, state)
    return state


async def stop(settings: Settings, *, timeout: float = 5.0) -> bool:
    """Stop the managed desktop and the programs started in it, and forget it.

    Returns:
        True when a recorded desktop was stopped, False when there was none.

    Raises:
        OperationTimeout: when another handrail process holds the desktop lock too long.

    """

    def halt() -> bool:
        with _locked(settings, timeout):
            state = load_state(settings.state_dir)
            if state is None:
                return False
            _stop_state(settings, state, timeout)
            remove_state(settings.state_dir)
            return True

    return await asyncio.to_thread(halt)


def status(settings: Settings) -> DesktopStatus:
    """Look at the recorded desktop's processes (no IPC; returns at once).

    Returns:
        The status; ``running`` is False when nothing is recorded or it has died.

    """
    state = load_state(settings.state_dir)
    if state is None:
        return DesktopStatus(running=False, state=None, processes={})
    procs = {role: state.process_alive(role) for role in state.pids}
    apps = tuple(p for p in state.apps if alive(p))
    return DesktopStatus(running=state.alive, state=state, processes=procs, apps=apps)


def run(
    settings: Settings,
    argv: Sequence[str],
    *,
    extra_env: Mapping[str, str] | None = None,
    log: Path | None = None,
) -> int:
    """Launch ``argv`` detached inside the desktop, with accessibility turned on.

    Uses the same desktop :func:`handrail.desktop.environment` picks. Programs started
    in the managed desktop are recorded so that :func:`stop` ends them too.

    Returns:
        The new process's pid.

    Raises:
        UsageError: when ``argv`` is empty or the program cannot be found.
        BackendUnavailable: when there is no desktop.

    """
    if not argv:
        raise UsageError("desktop run: name a program to run")
    env = app_environment(settings)
    if extra_env:
        env.update(extra_env)
    with contextlib.ExitStack() as stack:
        out: int | IO[bytes] = subprocess.DEVNULL
        if log is not None:
            log.parent.mkdir(parents=True, exist_ok=True)
            out = stack.enter_context(open(log, "ab"))
        try:
            proc = subprocess.Popen(
                list(argv),
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=out,
                start_new_session=True,
            )
        except FileNotFoundError as exc:
            raise UsageError(f"desktop run: program not found: {argv[0]}") from exc
        except PermissionError as exc:
            raise UsageError(f"desktop run: cannot execute {argv[0]}: {exc.strerror}") from exc
    state = load_state(settings.state_dir)
    if state is not None and state.display == env.get("DISPLAY"):
        with _locked(settings, 5.0):
            fresh = load_state(settings.state_dir)
            if fresh is not None:
                save_state(settings.state_dir, fresh.with_app(proc.pid))
    return proc.pid


async def wait_for_app(settings: Settings, pid: int, *, timeout: float = 20.0) -> A11yApp:
    """Wait until process ``pid`` is on the AT-SPI bus with at least one window.

    Returns:
        The application as the AT-SPI registry describes it.

    Raises:
        BackendUnavailable: when there is no desktop or AT-SPI bus, or the process exits.
        OperationTimeout: when it does not show up within ``timeout`` seconds.

    """
    deadline = time.monotonic() + timeout
    session_bus = environment(settings)["DBUS_SESSION_BUS_ADDRESS"]
    a11y = await a11y_bus_address(session_bus, timeout=min(timeout, settings.ipc_timeout))
    seen: A11yApp | None = None
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            how = "with no windows" if seen else "not registered"
            raise OperationTimeout(
                f"process {pid} did not show up on the AT-SPI bus within {timeout:g}s ({how})"
            )
        apps = await list_a11y_apps(a11y, timeout=max(0.5, min(left, settings.ipc_timeout)))
        for app in apps:
            if app.pid == pid:
                seen = app
                if app.children > 0:
                    # Registered is not yet shown (see SHOWN_TIMEOUT).
                    left = deadline - time.monotonic()
                    await window_shown(a11y, app, timeout=max(0.0, min(SHOWN_TIMEOUT, left)))
                    return app
        if not alive(pid):
            raise BackendUnavailable(f"process {pid} exited before it showed a window")
        await asyncio.sleep(0.1)
