"""States set by ARIA attributes that Chromium's accessibility tree does not hand on."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_current_sorted_and_highlighted_elements_say_so(browser_env: BrowserEnv) -> None:
    await browser_env.goto("ariastates.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        home, about = find(snap, Role.LINK, "Home"), find(snap, Role.LINK, "About")
        assert State.CURRENT in home.states and State.CURRENT not in about.states, text
        assert f"{home.id} current link Home" in text
        # The step is an unnamed list item around its text: it shows for its state.
        account = next(e for e in snap.elements if e.name == "Account")
        step = next(e for e in snap.elements if e.id == account.parent)
        assert step.role is Role.LISTITEM and State.CURRENT in step.states, text
        assert f"{step.id} current listitem\n  {account.id} Account" in text, text
        name, age = find(snap, Role.COLUMNHEADER, "Name"), find(snap, Role.COLUMNHEADER, "Age")
        assert State.DESCENDING in name.states, text
        assert not {State.ASCENDING, State.DESCENDING} & age.states, text
        close, opened = find(snap, Role.OPTION, "Close tab"), find(snap, Role.OPTION, "Open file")
        assert State.HIGHLIGHTED in close.states and State.HIGHLIGHTED not in opened.states
        assert f"{close.id} highlighted option Close tab" in text
        # Enter acts on the highlighted option, as the line says.
        commands = find(snap, Role.LISTBOX, "Commands")
        await s.act(q, Action(kind=ActionKind.KEY, element_id=commands.id, keys="Return"))
    assert await browser_env.value("document.body.dataset.ran") == "close"


async def test_a_part_still_loading_and_a_box_that_must_be_ticked_say_so(
    browser_env: BrowserEnv,
) -> None:
    # Chromium gives aria-busy as 1, not true, and says "required" of no checkbox.
    await browser_env.goto("ariastates.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    text = format_snapshot(snap)
    assert State.BUSY in find(snap, Role.REGION, "Available times").states, text
    assert "busy region Available times" in text, text
    assert State.REQUIRED in find(snap, Role.CHECKBOX, "I agree to the terms").states, text
    assert State.REQUIRED not in find(snap, Role.CHECKBOX, "Send me news").states, text
