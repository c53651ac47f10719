"""Job functions for the process pool's tests, run in its spawned workers, and the case
file of runs that hang.

``stuck`` is a run wedged inside one call: it ignores ``SIGTERM`` (as a worker whose
main thread is blocked in native code cannot act on it), starts a detached process of
its own session (as Chromium and Xvfb are started), opens its run log and blocks.
"""

import os
import signal
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

from handrail.evaluation.results import CaseRun
from handrail.evaluation.runner import CaseJob, lost_run
from handrail.loop.runlog import RunLog

MARK = "HANDRAIL_TEST_MARK"
"""The tests set this in the pool's environment: every process it starts inherits it."""

HUNG = """
form = "tree"
target = {{ page = "/hung.html" }}
states = ["none"]
budget = {{ rounds = 8, seconds = {seconds} }}
"""
HUNG_CASE = """
[[case]]
operation = "{operation}"
instruction = "Find the heading that never shows"
expect = ['heading "Never shown"']
plan = [{{ do = "find", target = {{ role = "heading", name = "Never shown" }} }}]
"""


def hung_cases(path: Path, *, seconds: int, operations: Sequence[str] = ("read",)) -> Path:
    """Write at ``path`` a case file on the page that never answers, one case an operation.

    Its time budget is ``seconds``; :func:`stuck` wedges its ``toggle`` case itself.
    """
    path.write_text(
        HUNG.format(seconds=seconds) + "".join(HUNG_CASE.format(operation=op) for op in operations)
    )
    return path


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
