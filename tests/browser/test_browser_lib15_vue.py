"""Vue 3 screens built with PrimeVue and Quasar, driven through ids from ``observe``: a
table's row check boxes named by no state, a date picker's day read once, and the
parts a library draws around a control read as that control."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_row_check_box_named_by_its_state_keeps_its_id(browser_env: BrowserEnv) -> None:
    """PrimeVue's DataTable labels each row's check box ``Row Unselected``, then ``Row
    Selected``: a name that says only the box's state. The state reads as a state, so
    ticking a row keeps the ids of its box and of its row's buttons, and the next press
    on the row's edit button lands."""
    await browser_env.goto("lib15_prime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert [b.name for b in boxes] == ["All items", "", ""], text
        edits = [e for e in snap.elements if e.role is Role.BUTTON and e.hint == "pencil"]
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[1].id))
        assert await browser_env.value("window.__did") == ["select Ada Byron"]
        after = {e.id: e for e in r.after.elements}
        assert State.CHECKED in after[boxes[1].id].states, format_snapshot(r.after)
        assert after[edits[0].id].hint == "pencil"
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=edits[0].id))
        assert await browser_env.value("window.__did") == ["select Ada Byron", "edit Ada Byron"]


async def test_a_select_field_reads_once_as_its_combobox(browser_env: BrowserEnv) -> None:
    """Quasar's ``q-select`` is a clickable ``<label class="q-field">`` drawing the choice
    around its ``<input role=combobox aria-label="Role">``: one ``combobox Role =
    Viewer``, not also ``clickable Viewer`` around it; a press on it opens its list and
    the option picked lands."""
    await browser_env.goto("lib15_quasar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        role = find(snap, Role.COMBOBOX, "Role")
        assert role.value == "Viewer", text
        assert not [e for e in snap.elements if e.name == "Viewer"], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=role.id))
        admin = find(r.after, Role.OPTION, "Admin")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=admin.id))
        assert await browser_env.value("window.__did") == ["role Admin"]


async def test_a_date_pickers_day_reads_once_by_its_number(browser_env: BrowserEnv) -> None:
    """PrimeVue's DatePicker draws each day as ``<td aria-label="13">`` holding the
    clickable ``<span class="p-datepicker-day">13</span>``: one line a day, the cell
    named by its number (today's too, whose span Chromium leaves unnamed), the chosen
    day ``selected`` (its span's ``aria-selected``), no ``(icon: datepicker day)``; a
    press on the day lands on the page's handler."""
    await browser_env.goto("lib15_prime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "datepicker day" not in text, text
        days = [e for e in snap.elements if e.role is Role.CELL and e.name.isdigit()]
        assert len(days) == 35, text
        assert [d.name for d in days if State.SELECTED in d.states] == ["1"], text
        assert not [e for e in snap.elements if e.parent in {d.id for d in days}], text
        day = next(d for d in days if d.name == "13")
        assert State.CLICKABLE in day.states, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        assert await browser_env.value("window.__did") == ["since 13"]


async def test_a_disclosure_labelled_by_its_press_keeps_its_name(browser_env: BrowserEnv) -> None:
    """Quasar's expansion item is a ``role=button`` labelled ``Expand "Audit settings"``,
    then ``Collapse "Audit settings"``, its ``aria-expanded`` saying the same: it reads
    ``collapsed button Audit settings`` (no escaped quotes), keeps its id as it opens,
    and the switch it shows is pressed."""
    await browser_env.goto("lib15_quasar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        audit = find(snap, Role.BUTTON, "Audit settings")
        assert State.COLLAPSED in audit.states, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=audit.id))
        opened = find(r.after, Role.BUTTON, "Audit settings")
        assert opened.id == audit.id, format_snapshot(r.after)
        assert State.EXPANDED in opened.states
        keep = find(r.after, Role.SWITCH, "Keep logs 90 days")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=keep.id))
        assert await browser_env.value("window.__did") == ["keep false"]
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=audit.id))
        assert State.COLLAPSED in find(r.after, Role.BUTTON, "Audit settings").states


async def test_a_dialogs_title_bar_is_no_control(browser_env: BrowserEnv) -> None:
    """PrimeVue's Dialog header listens for the pointer to drag the dialog by it: no press
    does anything there, and the dialog already says its title. It is no ``clickable New
    contact`` line; the close button in it stays, and Save is pressed."""
    await browser_env.goto("lib15_prime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.BUTTON, "New contact").id)
        )
        text = format_snapshot(r.after)
        dialog = find(r.after, Role.DIALOG, "New contact")
        inside = [e for e in r.after.elements if e.depth > dialog.depth and e.name == "New contact"]
        assert not inside, text
        assert find(r.after, Role.BUTTON, "Close").parent == dialog.id, text
        await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(r.after, Role.BUTTON, "Save").id)
        )
        assert await browser_env.value("window.__did") == ["save"]


async def test_a_text_field_reads_once_as_its_text_box(browser_env: BrowserEnv) -> None:
    """Quasar's ``q-input`` is the same clickable ``<label class="q-field">`` around its
    ``<input>``: one ``textbox Email``, not also ``clickable Email`` around it; what
    is typed into it lands."""
    await browser_env.goto("lib15_quasar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        email = find(snap, Role.TEXTBOX, "Email")
        assert [e.role for e in snap.elements if e.name == "Email"] == [Role.TEXTBOX], text
        await s.act(
            q, Action(kind=ActionKind.SET_VALUE, element_id=email.id, text="bo@example.com")
        )
        assert await browser_env.value("window.__did") == ["email bo@example.com"]
