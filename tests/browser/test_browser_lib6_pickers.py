"""Multiple-choice drop-downs of real libraries read once and opened through their ids:
Select2's tag box, whose page's own ``<select>`` it clips to one pixel right before it,
and Choices.js's, which keeps that ``<select>`` inside its own box, transparent."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_select2_tag_box_opens_by_its_id(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib6_ticket.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Labels")
        # Its chosen tags are its value, not its contents' words glued (``Remove item bug
        # Search``: the tag's remove button and the search field's label).
        assert box.value == "bug", format_snapshot(snap)
        # The label's text before the box names it, here and when it is pressed.
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert await browser_env.value("$('#labels').data('select2').isOpen()") is True
        urgent = find(r.after, Role.OPTION, "urgent")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=urgent.id))
        assert await browser_env.value("window.__did") == ["labels bug,urgent"]
        assert find(r.after, Role.COMBOBOX, "Labels").value == "bug, urgent"


async def test_a_choices_box_reads_once_with_its_choices(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib6_ticket.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        # The page's own <select>, kept transparent inside the drawn box, is no control.
        assert not [e for e in snap.elements if State.COVERED in e.states], text
        assert [e.name for e in snap.elements if e.role is Role.OPTION].count("Cy Park") == 0, text
        box = find(snap, Role.COMBOBOX, "Watchers")
        assert box.value == "Bo Chen", text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        cy = find(r.after, Role.OPTION, "Cy Park")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=cy.id))
        assert await browser_env.value("window.__did") == ["watchers bo,cy"]


async def test_a_choices_single_box_reads_its_choice_once(browser_env: BrowserEnv) -> None:
    """Choices.js draws a single drop-down as ``role=listbox aria-haspopup``; the page's
    ``<select>`` inside it goes as in its multiple box, and the box takes its value."""
    await browser_env.goto("lib6_ticket.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        box = find(snap, Role.LISTBOX, "Priority")
        assert box.value == "Normal", text
        assert not [e for e in snap.elements if e.name == "High"], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        high = find(r.after, Role.OPTION, "High")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=high.id))
        assert await browser_env.value("window.__did") == ["prio high"]
