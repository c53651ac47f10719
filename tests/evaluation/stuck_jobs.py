"""Job functions for the process pool's tests, run in its spawned workers.

``stuck`` is a run wedged inside one call: it ignores ``SIGTERM`` (as a worker whose
main thread is blocked in native code cannot act on it), starts a detached process of
its own session (as Chromium and Xvfb are started), opens its run log and blocks.
"""

import os
import signal
import subprocess
import time
from pathlib import Path

from handrail.evaluation.results import CaseRun
from handrail.evaluation.runner import CaseJob, lost_run
from handrail.loop.runlog import RunLog

MARK = "HANDRAIL_TEST_MARK"
"""The tests set this in the pool's environment: every process it starts inherits it."""


def stuck(job: CaseJob) -> CaseRun:
    if job.case.operation != "toggle":
        return lost_run(job, "ran at once")
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    assert job.run_id is not None
    RunLog(Path(job.out_dir) / "runs", job.run_id).start({"instruction": job.case.instruction})
    subprocess.Popen(["sleep", "3600"], start_new_session=True)
    Path(job.out_dir, "stuck.pid").write_text(str(os.getpid()))
    time.sleep(3600)
    raise AssertionError("never woken")


def marked(mark: str) -> dict[int, str]:
    """Processes whose environment holds ``MARK=mark``, with their command lines.

    Leaves out multiprocessing's resource tracker: the pool's own process starts it
    once (spawned workers need it) and it ends with that process, not with a worker.
    """
    want = f"{MARK}={mark}".encode()
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if want in (entry / "environ").read_bytes().split(b"\0"):
                cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
                if "multiprocessing.resource_tracker" not in cmdline:
                    found[int(entry.name)] = cmdline
        except OSError:
            continue
    return found


def wait_until(check, timeout: float, what: str):  # type: ignore[no-untyped-def]
    """Poll ``check`` until it returns something true; fail naming ``what`` after ``timeout``."""
    deadline = time.monotonic() + timeout
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)
