"""A check box alone in a table's cell is named by its row and its column.

A settings page's permissions matrix (a row per permission, a column per role) draws a
bare check box in each cell: Chromium's tree leaves every one unnamed, so an agent read
fifteen ``checked checkbox`` lines and could only count its way to *Delete projects* for
an *Editor*. Each now reads ``Delete projects, Editor``: the row's first named cell and
the column's header, as a person reads the grid. A name the page gave is kept.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_matrix_check_box_is_named_by_its_row_and_column(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs4_perms.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        boxes = [e.name for e in snap.elements if e.role is Role.CHECKBOX]
        assert boxes == [
            "Select all",
            "View projects, Admin",
            "View projects, Editor",
            "View projects, Viewer",
            "Delete projects, Admin",
            "Delete projects, Editor",
            "Delete projects, Viewer",
            "Export, Admin",
            "Export for editors",
        ], boxes
        box = find(snap, Role.CHECKBOX, "Delete projects, Editor")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert await browser_env.value("window.__did") == ["delete editor true"]
        again = find(await s.observe(q), Role.CHECKBOX, "Delete projects, Editor")
        assert again.id == box.id
