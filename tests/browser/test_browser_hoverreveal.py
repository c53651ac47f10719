"""A press lands on what was judged, not on a part the pointer's hover draws under it.

An ad accounts table shows each row's Edit and *Remove from business* icons only while
the pointer rests on the row (``visibility: hidden`` until ``tr:hover``), and listens
for clicks once, on the table. The cell observed is named by its ⋮; a press at the
cell's middle would land on the removal icon the hover has just drawn there.
"""

from __future__ import annotations

import contextlib

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.errors import ElementCovered
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_cell_is_pressed_on_its_own_words_not_on_icons_its_hover_reveals(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("hoverreveal.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        cells = [e for e in snap.elements if e.role is Role.CELL and e.name.startswith("⋮")]
        assert len(cells) == 2, [e.name for e in snap.elements]
        # Refusing is as good as pressing the ⋮: nothing else was pressed.
        with contextlib.suppress(ElementCovered):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=cells[0].id))
    did = await browser_env.value("document.body.dataset.did || ''")
    assert "removed" not in did and "edit" not in did, did
    assert did in ("", "menu act_44117388;"), did


async def test_an_action_drawn_outside_its_row_until_hovered_says_to_hover_the_row(
    browser_env: BrowserEnv,
) -> None:
    # The snooze icon sits beside its row, outside the row's box, hidden until the
    # pointer rests on the row: a pointer on the icon's place is on neither.
    await browser_env.goto("hoveroutside.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        icon = next(e for e in snap.elements if e.hint and "snooze" in e.hint.split())
        row = next(e for e in snap.elements if e.name.startswith("Disk almost full"))
        with pytest.raises(ElementCovered, match=r"is not drawn at .* hover its row first"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=icon.id))
        assert await browser_env.value("document.body.dataset.did || ''") == ""
        await s.act(q, Action(kind=ActionKind.HOVER, element_id=row.id))
        snap = await s.observe(q)
        icon = next(e for e in snap.elements if e.hint and "snooze" in e.hint.split())
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=icon.id))
    assert await browser_env.value("document.body.dataset.did || ''") == "snoozed"
