"""A closed select's options, which have no box of their own, are where their select is."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.textformat import INVIEW_MARK, OFFSCREEN_MARK, format_snapshot
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_options_of_an_offscreen_select_are_offscreen(browser_env: BrowserEnv) -> None:
    await browser_env.goto("farselect.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        off = {e.name: e.has(State.OFFSCREEN) for e in snap.elements if e.name}
        assert off["Near"] is False and off["One"] is False and off["Two"] is False, off
        assert off["Far"] is True and off["Viewer"] is True and off["Admin"] is True, off
        lines = format_snapshot(snap).splitlines()
        at = next(i for i, line in enumerate(lines) if "combobox Far" in line)
        # No "in view" marker between the far select and its options.
        assert OFFSCREEN_MARK in "\n".join(lines[:at]), lines
        assert not any(INVIEW_MARK in line for line in lines[at:]), lines
