"""A listener read cut off by the end of its event loop leaves the interpreter's exit
quiet: as a CLI command's loop ends, and as an evaluation worker's when terminated."""

from __future__ import annotations

import subprocess
import sys

import pytest
from browser_fixtures import BrowserEnv

pytestmark = pytest.mark.browser

# Runs in its own interpreter: reads the first page's listeners and ends its event loop
# while the read waits for the browser's answer (the loop then cancels the read and the
# connection's reader at once), then exits.
SCRIPT = """
import asyncio, sys
from handrail.backends.browser.session.cdp import CdpConnection, CdpSession
from handrail.backends.browser.clickable import listener_nodes
from handrail.evaluation.runner import _run_sync

class Asked(CdpSession):
    def __init__(self, conn, sid):
        super().__init__(conn, sid)
        self.asked = asyncio.Event()

    async def send(self, method, params=None, *, timeout=None):
        if method == "DOMDebugger.getEventListeners":
            self.asked.set()
        return await super().send(method, params, timeout=timeout)

async def main(endpoint, how):
    conn = await CdpConnection.connect(endpoint, 10)
    infos = (await conn.send("Target.getTargets"))["targetInfos"]
    page = next(i for i in infos if i["type"] == "page")
    attached = await conn.send(
        "Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}
    )
    session = Asked(conn, attached["sessionId"])
    read = asyncio.ensure_future(listener_nodes(session))
    await asyncio.wait_for(session.asked.wait(), 30)
    print("in flight" if not read.done() else "answered", flush=True)
    if how == "terminated":
        raise SystemExit(143)  # as a worker's SIGTERM handler exits

endpoint, how = sys.argv[1:]
if how == "terminated":
    _run_sync(main(endpoint, how))
else:
    asyncio.run(main(endpoint, how))
"""


@pytest.mark.parametrize(("how", "code"), [("returned", 0), ("terminated", 143)])
def test_a_read_cut_off_by_its_loop_ending_prints_nothing_at_exit(
    browser_env: BrowserEnv, how: str, code: int
) -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, browser_env.state.endpoint, how],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout == "in flight\n", done.stdout + done.stderr
    assert done.returncode == code, done.stderr
    assert done.stderr == ""
