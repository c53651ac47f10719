"""Which process reads a page for a command: the watcher, a session daemon, or itself.

A page of the managed browser that this backend has not attached itself is resolved,
and read the first time, through the browser's watcher, so a command starts warm; a
page of a ``--cdp`` endpoint likewise through that endpoint's session daemon
(:mod:`cdpdaemon`) when :attr:`Settings.cdp_daemon_idle` allows one. A process that
does not answer is noted once and read around from then on.
"""

from __future__ import annotations

from handrail.backends.browser.session.cdpdaemon import (
    daemon_record,
    daemon_socket,
    forget_daemon,
    start_daemon,
    stop_daemon,
)
from handrail.backends.browser.session.launcher import load_state, process_alive
from handrail.backends.browser.session.remote import RemoteReader, WatcherGone, note_direct
from handrail.config import Settings

__all__ = ["ReadRoute"]


class ReadRoute:
    """Whether a read goes through another process, and the daemon a direct read starts.

    Args:
        remote: whether reads may go through the watcher or a session daemon at all.

    """

    def __init__(self, *, remote: bool) -> None:
        self._remote_ok = remote
        self._spawns = remote
        """Whether this backend starts a ``--cdp`` endpoint's session daemon."""
        self._daemon_wanted: str | None = None

    def reader(
        self, settings: Settings, endpoint: str, *, managed: bool, attached: bool
    ) -> RemoteReader | None:
        """The process that keeps ``endpoint`` attached, when commands read through one.

        The managed browser's watcher when it was named (``managed``); for a ``--cdp``
        endpoint its session daemon when :attr:`Settings.cdp_daemon_idle` allows one.
        None once this backend ``attached`` to a browser itself.
        """
        if not self._remote_ok or attached:
            return None
        if not managed:
            return self._daemon(settings, endpoint)
        from handrail.backends.browser.session.watchsocket import socket_path

        state = load_state(settings)
        if state is None or state.endpoint != endpoint or state.watcher_pid is None:
            return None
        path = socket_path(settings.state_dir)
        if not path.exists():
            return None
        return RemoteReader(path, settings.ipc_timeout)

    def _daemon(self, settings: Settings, endpoint: str) -> RemoteReader | None:
        """The ``--cdp`` endpoint's session daemon; one is wanted when none runs."""
        if not self._spawns or not settings.cdp_daemon_idle:
            return None
        state_dir = settings.state_dir
        record = daemon_record(state_dir, endpoint)
        if record is None:
            self._daemon_wanted = endpoint
            return None
        pid = record.get("pid")
        if not record or not isinstance(pid, int):
            return None  # being started by another command
        if record.get("ended") or not process_alive(pid):
            forget_daemon(state_dir, endpoint)
            why = record.get("ended") or f"pid {pid} is no longer running"
            note_direct(f"the session daemon for {endpoint} has ended ({why})")
            self._daemon_wanted = endpoint
            return None
        path = daemon_socket(state_dir, endpoint)
        if not path.exists():
            return None  # not serving yet
        return RemoteReader(path, settings.ipc_timeout)

    def gone(
        self, settings: Settings, exc: WatcherGone, endpoint: str | None, *, managed: bool
    ) -> None:
        """The watcher did not serve a call: say so once and attach directly from now on.

        A ``--cdp`` endpoint's daemon that failed so is stopped; the direct read starts
        a new one.
        """
        self._remote_ok = False
        note_direct(str(exc))
        if not managed and endpoint is not None:
            stop_daemon(settings.state_dir, endpoint, timeout=1.0)
            self._daemon_wanted = endpoint

    def start_wanted(self, settings: Settings) -> None:
        """Start the session daemon a ``--cdp`` read found missing (it serves the next)."""
        endpoint, self._daemon_wanted = self._daemon_wanted, None
        idle = settings.cdp_daemon_idle
        if endpoint is not None and idle:
            start_daemon(settings.state_dir, endpoint, idle)
