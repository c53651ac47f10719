"""A cell holding row actions is no control of its own, and a press on it presses none of them.

A seller's order row ends with a cell of icons named by their tooltips (*Refund*,
*Track package*) and a ⋮. Chromium named the cell by the ⋮ (the icons' titles are no
contents), and a press on the cell landed on *Track package* at its middle, which ran,
while the receipt said nothing changed; an expense row's cell read *Decline Reimburse*,
its *Approve* left out. Such cells are now unnamed (their controls are listed under
them), and a press on one is refused: nothing is pressed. A cell named by its own
clickable word beside a Delete icon (*Restore*) keeps that name, and a press on it is
found again though Chromium names it *Restore Delete forever*.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.errors import ElementCovered
from handrail.model import Element, Snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _cells(snap: Snapshot) -> list[Element]:
    return [e for e in snap.elements if e.role is Role.CELL]


async def test_a_cell_of_row_actions_is_unnamed_and_a_press_on_it_presses_none(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("cell_controls.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        names = [e.name for e in _cells(snap)]
        assert names == [
            "#1002",
            "Sam Ortiz",
            "",
            "Ben Okafor",
            "$184.20",
            "",
            "Old Twitter",
            "Restore",
        ], names
        inside = {e.name for e in snap.elements if e.parent == _cells(snap)[5].id}
        assert {"Approve", "Decline", "Reimburse"} <= inside, inside
        with pytest.raises(ElementCovered, match="nothing was pressed"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=_cells(snap)[2].id))
    assert await browser_env.value("window.__did") == []


async def test_a_cell_named_by_its_own_word_is_pressed_on_it(browser_env: BrowserEnv) -> None:
    await browser_env.goto("cell_controls.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        restore = _cells(snap)[-1]
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=restore.id))).ok
    assert await browser_env.value("window.__did") == ["restore"]
