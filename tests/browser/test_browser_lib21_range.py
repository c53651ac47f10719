"""Air Datepicker 3 with ``range: true``: the days of a chosen range (its ends drawn
``-selected- -range-from-`` and ``-selected- -range-to-``, the days between
``-in-range-``) read ``selected``; a range the pointer only previews does not."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import State

pytestmark = pytest.mark.browser


def _chosen(snap: Snapshot) -> list[str]:
    return [e.name for e in snap.elements if State.SELECTED in e.states]


def _day(snap: Snapshot, n: str) -> str:
    return next(e.id for e in snap.elements if e.name == n)


async def test_a_chosen_ranges_days_read_selected(browser_env: BrowserEnv) -> None:
    """March 10 to 13 are chosen: those four days read ``selected``, no other; a press on
    the 20th and then the 24th picks a new range, whose five days then read so."""
    await browser_env.goto("lib21_range.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert _chosen(snap) == ["10", "11", "12", "13"], format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=_day(snap, "20")))
        snap = await s.observe(q)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=_day(snap, "24")))
        assert await browser_env.value("window.__did") == [
            "stay 03/20/2026",
            "stay 03/20/2026 - 03/24/2026",
        ]
        snap = await s.observe(q)
        assert _chosen(snap) == ["20", "21", "22", "23", "24"], format_snapshot(snap)


async def test_a_previewed_range_is_not_chosen(browser_env: BrowserEnv) -> None:
    """After a press on the 20th only, the pointer over the 24th draws the days between
    as a range (``-range-to-`` on the 24th, with no ``-selected-``): the 20th alone reads
    ``selected``."""
    await browser_env.goto("lib21_range.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=_day(snap, "20")))
        snap = await s.observe(q)
        await s.act(q, Action(kind=ActionKind.HOVER, element_id=_day(snap, "24")))
        assert await browser_env.value("document.querySelectorAll('.-in-range-').length") == 3
        snap = await s.observe(q)
        assert _chosen(snap) == ["20"], format_snapshot(snap)
