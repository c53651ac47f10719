"""A test run stopped with ``SIGTERM`` tears its fixtures down.

Session fixtures start desktops (Xvfb, D-Bus, the accessibility bus) and browsers;
a run ended by ``SIGTERM`` (a CI job cancelled, ``timeout``) left them running.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

_HERE = Path(__file__).parent


def test_a_run_stopped_by_sigterm_tears_its_session_fixtures_down(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    env = dict(os.environ, HANDRAIL_PROBE_DIR=str(tmp_path), HANDRAIL_PROBE_FD=str(write_end))
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    try:
        proc = subprocess.Popen(
            [*cmd, str(_HERE / "sigterm_probe.py")],
            cwd=_HERE.parent.parent,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            pass_fds=(write_end,),
        )
    finally:
        os.close(write_end)
    try:
        # The probe's test writes a byte once it runs (its session fixture is up).
        ready, _, _ = select.select([read_end], [], [], 60)
        assert ready and os.read(read_end, 1) == b"r", "the probe never started"
        proc.send_signal(signal.SIGTERM)
        out = proc.communicate(timeout=30)[0].decode()
    finally:
        os.close(read_end)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert (tmp_path / "up").exists(), out
    assert (tmp_path / "down").exists(), out
    assert proc.returncode != 0, out
