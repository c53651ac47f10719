"""DataTables 2 with a column that does not sort, driven through ids from ``observe``:
its header is no control, the headers that sort stay clickable and say their order."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_header_that_does_not_sort_is_no_control(browser_env: BrowserEnv) -> None:
    """DataTables listens for a press on every ``<th>``, but a column made with
    ``orderable: false`` holds no sort button and no ``aria-sort`` while the others do:
    its header (*Actions*) is not clickable; *City*'s is, and a press on it sorts."""
    await browser_env.goto("lib19_datatables.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        actions = find(snap, Role.COLUMNHEADER, "Actions")
        assert not actions.has(State.CLICKABLE), text
        name = find(snap, Role.COLUMNHEADER, "Name")
        assert name.has(State.CLICKABLE) and name.has(State.ASCENDING), text
        city = find(snap, Role.COLUMNHEADER, "City")
        assert city.has(State.CLICKABLE), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=city.id))
        assert await browser_env.value("window.__did") == ["order 1 asc"]
        assert r.after is not None
        after = format_snapshot(r.after)
        assert find(r.after, Role.COLUMNHEADER, "City").has(State.ASCENDING), after
        assert not find(r.after, Role.COLUMNHEADER, "Actions").has(State.CLICKABLE), after
