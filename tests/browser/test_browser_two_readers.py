"""Two readers of one page, each with its own mirror: neither takes the other's changes.

The watcher script lives in a named isolated world that Chromium gives every client
asking for it, so the managed browser's watcher, a ``--cdp`` session daemon and a
Python session on the same page share one script. Each must still see every change.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_change_read_by_one_reader_is_still_read_by_the_other(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("reveal.html")
    q = browser_env.query()
    async with session(browser_env) as a, session(browser_env) as b:
        for _ in range(2):  # the second read of a page makes its mirror
            await a.observe(q)
            await b.observe(q)
        await browser_env.value("document.getElementById('done').style.display = 'block'")
        find(await b.observe(q), Role.HEADING, "Draft deleted")
        find(await a.observe(q), Role.HEADING, "Draft deleted")
        await browser_env.value("document.getElementById('done').style.display = 'none'")
        snap = await a.observe(q)
        assert not [e for e in snap.elements if e.name == "Draft deleted"]
        snap = await b.observe(q)
        assert not [e for e in snap.elements if e.name == "Draft deleted"]
