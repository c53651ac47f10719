"""The ``cdp`` argument reaches only this machine unless the server allowed a host."""

from __future__ import annotations

from pathlib import Path

import pytest

from handrail.config import Settings
from handrail.errors import HandrailError, UsageError
from handrail.gate import AllowAll
from handrail.ids import MemoryIdStore
from handrail.mcpserver.tools import Toolbox


@pytest.mark.parametrize(
    "url",
    ["http://10.0.0.7:9222", "ws://evil.example:9222/devtools/browser/x", "169.254.169.254:80"],
)
async def test_a_cdp_endpoint_off_this_machine_is_refused(tmp_path: Path, url: str) -> None:
    toolbox = Toolbox(Settings(state_dir=tmp_path), gate=AllowAll(), ids=MemoryIdStore())
    try:
        with pytest.raises(UsageError, match=r"not on this machine.*--allow-cdp-host"):
            await toolbox.observe({"cdp": url})
    finally:
        await toolbox.close()


async def test_loopback_and_allowed_hosts_are_tried(tmp_path: Path) -> None:
    toolbox = Toolbox(
        Settings(state_dir=tmp_path, ipc_timeout=2.0),
        gate=AllowAll(),
        ids=MemoryIdStore(),
        cdp_hosts=["browser.internal"],
    )
    try:
        for url in ("http://127.0.0.1:9", "http://[::1]:9", "http://browser.internal:9"):
            # Nothing listens there: the connection is tried and fails, not refused.
            with pytest.raises(HandrailError) as err:
                await toolbox.observe({"cdp": url})
            assert "not on this machine" not in err.value.message
    finally:
        await toolbox.close()
