"""What the browser benchmarks share: a headless Chromium, its pages served locally, and
both readers on it (Handrail's session and Playwright's page over the same endpoint)."""

from __future__ import annotations

import contextlib
import glob
import sys
import tempfile
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from playwright.async_api import async_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from fixture_server import FixtureServer  # noqa: E402

from handrail.backends.browser import BrowserBackend  # noqa: E402
from handrail.backends.browser.session.cdp import CdpSession  # noqa: E402
from handrail.backends.browser.session.launcher import launch_browser, stop_browser  # noqa: E402
from handrail.config import load_settings  # noqa: E402
from handrail.ids import MemoryIdStore  # noqa: E402
from handrail.model import TargetQuery  # noqa: E402
from handrail.session import Session  # noqa: E402


def doc_mounts() -> dict[str, Path]:
    """``/pydoc`` -> Debian's python3-doc HTML, or nothing when it is not installed."""
    docs = sorted(glob.glob("/usr/share/doc/python3*/html/library/index.html"))
    return {"/pydoc": Path(docs[-1]).parents[1]} if docs else {}


@dataclass
class Rig:
    """One browser with both readers attached to its first page."""

    server: FixtureServer
    page: Any
    """Playwright's page (the baseline's reader)."""
    session: Session
    backend: BrowserBackend
    query: TargetQuery

    async def main_session(self) -> CdpSession:
        """Handrail's own CDP session on the page (AX domain on, as observing leaves it)."""
        handle = await self.backend._page(await self.session.resolve(self.query))
        return handle.main


@contextlib.asynccontextmanager
async def browser_rig(mounts: dict[str, Path], ipc_timeout: float = 30.0) -> AsyncIterator[Rig]:
    """Start the server and a headless Chromium in a temporary state directory."""
    state_dir = Path(tempfile.mkdtemp(prefix="handrail-bench-"))
    settings = replace(load_settings(), state_dir=state_dir, ipc_timeout=ipc_timeout)
    with FixtureServer(mounts) as server:
        state = launch_browser(settings)
        try:
            async with async_playwright() as pw:
                browser = await pw.chromium.connect_over_cdp(state.endpoint)
                try:
                    backend = BrowserBackend(settings=settings)
                    async with Session(backend, ids=MemoryIdStore()) as session:
                        yield Rig(
                            server=server,
                            page=browser.contexts[0].pages[0],
                            session=session,
                            backend=backend,
                            query=TargetQuery(cdp=state.endpoint),
                        )
                finally:
                    await browser.close()
        finally:
            stop_browser(settings)
