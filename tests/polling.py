"""Waiting in tests on a signal there is no event for: a file another process writes, a
process ending, a socket coming up. The check is polled; the wait always has a bound."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_until(
    check: Callable[[], T], timeout: float, what: str | Callable[[], str], *, every: float = 0.05
) -> T:
    """Poll ``check`` until it returns something true, and return that.

    After ``timeout`` seconds, fail naming ``what`` (a callable is asked then, for the
    state it ended in).
    """
    deadline = time.monotonic() + timeout
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > deadline:
            said = what() if callable(what) else what
            raise AssertionError(f"timed out after {timeout:g} s waiting for {said}")
        time.sleep(every)
