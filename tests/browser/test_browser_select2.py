"""A drop-down that shows its choice in a read-only box is named by its label, valued by it.

Select2 replaces a ``<select>`` with ``<span role=combobox
aria-labelledby="select2-country-container">`` holding the read-only box that shows the
choice: Chromium reads ``combobox Canada`` over ``readonly textbox = Canada``. It is
the Country drop-down, and Canada is its value.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_select2_drop_down_is_named_by_its_label(browser_env: BrowserEnv) -> None:
    await browser_env.goto("select2.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        combo = next(e for e in snap.elements if e.role is Role.COMBOBOX)
        assert (combo.name, combo.value) == ("Country", "Canada"), combo
        shown = [e for e in snap.elements if e.role is Role.TEXTBOX]
        assert [e.name for e in shown] == ["Notes"], shown  # a read-only field stays
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=combo.id))).ok
        snap = await s.observe(q)
        france = next(e for e in snap.elements if e.role is Role.OPTION and e.name == "France")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=france.id))).ok
        snap = await s.observe(q)
        combo = next(e for e in snap.elements if e.id == combo.id)
        assert (combo.name, combo.value) == ("Country", "France"), combo
        assert not combo.has(State.EXPANDED)
        assert await browser_env.value("window.__did") == ["toggle", "toggle", "pick France"]
