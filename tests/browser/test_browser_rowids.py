"""A row's controls keep their ids while the page changes beside them.

Look-alike controls (one Archive per row, one unnamed checkbox per row) are placed by
their row's first unique name. A menu opened in another row, or the other rows going
away, leaves that name and so their ids alone; an old id still acts on its own row.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _in_row(snap: Snapshot, who: str, role: Role) -> Element:
    """The first ``role`` element after the row's name, or before it for a checkbox."""
    at = next(i for i, e in enumerate(snap.elements) if e.name == who)
    if role is Role.CHECKBOX:
        return next(e for e in reversed(snap.elements[:at]) if e.role is role)
    return next(e for e in snap.elements[at:] if e.role is role)


async def test_a_menu_in_another_row_and_rows_removed_leave_ids_alone(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("rowmenu.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = _in_row(snap, "Cleo Diaz", Role.CHECKBOX)
        archive = _in_row(snap, "Cleo Diaz", Role.BUTTON)
        kebab = next(e for e in snap.elements if e.name == "⋮")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=kebab.id))
        opened = await s.observe(q)
        assert any(e.role is Role.MENUITEM and e.name == "Duplicate" for e in opened.elements)
        assert _in_row(opened, "Cleo Diaz", Role.CHECKBOX).id == box.id
        assert _in_row(opened, "Cleo Diaz", Role.BUTTON).id == archive.id
        await browser_env.value("drop('Ada Byron'); drop('Bo Chen')")
        alone = await s.observe(q)
        assert _in_row(alone, "Cleo Diaz", Role.CHECKBOX).id == box.id
        assert _in_row(alone, "Cleo Diaz", Role.BUTTON).id == archive.id
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=archive.id))
    assert await browser_env.value("document.getElementById('log').textContent") == (
        "archived Cleo Diaz\n"
    )


async def test_a_fields_value_changed_leaves_its_rows_ids_alone(browser_env: BrowserEnv) -> None:
    """Unnamed grade fields, one per cell: Chromium names each cell by the field's value,
    which placed the field, so a grade typed gave it and its row's fields new ids."""
    await browser_env.goto("gradecells.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        fields = [e for e in snap.elements if e.role is Role.TEXTBOX]
        selects = [e for e in snap.elements if e.role is Role.COMBOBOX]
        # The cells holding them no longer repeat their values.
        assert not [e for e in snap.elements if e.role is Role.CELL and e.name in {"92", "Active"}]
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=fields[0].id, text="97"))
        assert r.receipt.ok, r.receipt.error
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=fields[1].id, text="9"))
        assert r.receipt.ok, r.receipt.error
        after = await s.observe(q)
    # The value set was announced as a person leaving the field does; the one typed not.
    assert await browser_env.value("document.getElementById('log').textContent") == "saved 97\n"
    now = [e for e in after.elements if e.role is Role.TEXTBOX]
    assert [e.id for e in now] == [e.id for e in fields]
    assert [e.value for e in now[:2]] == ["97", "889"]
    assert [e.id for e in after.elements if e.role is Role.COMBOBOX] == [e.id for e in selects]
