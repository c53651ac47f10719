"""A frozen X server: calls give up in time, and the next call after a thaw works."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator

import pytest

from handrail.desktop.procs import read_line_from_fd, terminate
from handrail.errors import OperationTimeout
from handrail.x11 import Screenshooter, X11Input

pytestmark = pytest.mark.desktop


@pytest.fixture
def own_xvfb() -> Iterator[tuple[str, int]]:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb)")
    r, w = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(w), "-screen", "0", "320x200x24", "-nolisten", "tcp"],
        pass_fds=(w,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    os.close(w)
    try:
        number = read_line_from_fd(r, timeout=10, what="Xvfb")
        yield f":{number}", proc.pid
    finally:
        os.close(r)
        os.kill(proc.pid, signal.SIGCONT)
        terminate(proc.pid)
        proc.wait(timeout=5)


async def test_frozen_server_times_out_then_recovers(own_xvfb) -> None:
    display, pid = own_xvfb
    inp = X11Input(display, timeout=1.0)
    shooter = Screenshooter(display, timeout=1.0)
    await inp.move(10, 10)
    os.kill(pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        with pytest.raises(OperationTimeout, match="did not answer within 1s"):
            await inp.move(20, 20)
        with pytest.raises(OperationTimeout):
            await shooter.screen_size()
        assert time.monotonic() - started < 10
    finally:
        os.kill(pid, signal.SIGCONT)
    await inp.move(30, 30)
    assert await inp.pointer_position() == (30, 30)
    assert await shooter.screen_size() == (320, 200)
    await inp.close()
    shooter.close()
