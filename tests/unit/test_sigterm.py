"""A test run stopped with ``SIGTERM`` tears its fixtures down.

Session fixtures start desktops (Xvfb, D-Bus, the accessibility bus) and browsers;
a run ended by ``SIGTERM`` (a CI job cancelled, ``timeout``) left them running.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

_HERE = Path(__file__).parent


def test_a_run_stopped_by_sigterm_tears_its_session_fixtures_down(tmp_path: Path) -> None:
    env = dict(os.environ, HANDRAIL_PROBE_DIR=str(tmp_path))
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    proc = subprocess.Popen(
        [*cmd, str(_HERE / "sigterm_probe.py")],
        cwd=_HERE.parent.parent,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 60
        while not (tmp_path / "running").exists():
            assert proc.poll() is None, proc.communicate()[0].decode()
            assert time.monotonic() < deadline, "the probe never started"
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        out = proc.communicate(timeout=30)[0].decode()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert (tmp_path / "down").exists(), out
    assert proc.returncode != 0, out
