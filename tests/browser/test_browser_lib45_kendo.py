"""Kendo UI Core (jQuery widgets with their default theme) driven through ids from
``observe``: a shipment form (DropDownList, ComboBox, MultiSelect, AutoComplete,
DatePicker, NumericTextBox, CheckBox, Slider, a chip list, Calendar) and a warehouse
screen (Menu, ToolBar, icon buttons, TabStrip, a ListView of records, a Dialog, PanelBar,
Notification)."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _inside(snap: Snapshot, holder: Element) -> list[Element]:
    """The elements right inside ``holder``."""
    return [e for e in snap.elements if e.parent == holder.id]


async def test_a_tags_remove_icon_is_a_control_of_its_own(browser_env: BrowserEnv) -> None:
    """A MultiSelect draws each chosen value as a ``role=option`` chip with an
    ``aria-hidden`` x (``title="delete"``) that its wrapper's handler takes: the x is
    read inside its tag, and a press on it removes that value."""
    await browser_env.goto("lib45_kendo.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        tag = find(snap, Role.OPTION, "Keep dry")
        parts = _inside(snap, tag)
        assert len(parts) == 1, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=parts[0].id))
        assert r.ok, r
        did = await browser_env.value("window.__did")
        assert did == ["tags=Fragile"], did


async def test_a_chips_remove_icon_is_a_control_of_its_own(browser_env: BrowserEnv) -> None:
    """A chip list's chip (a clickable ``div.k-chip``) holds an x whose class says it
    removes (``k-chip-remove-action``), with no tooltip: it is read inside its chip, and a
    press on it removes the chip, not choosing it."""
    await browser_env.goto("lib45_kendo.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        chip = next(e for e in snap.elements if e.name == "Signature")
        parts = _inside(snap, chip)
        assert len(parts) == 1, format_snapshot(snap)
        assert "remove" in parts[0].hint, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=parts[0].id))
        assert r.ok, r
        did = await browser_env.value("window.__did")
        assert did == ["chip removed Signature"], did


async def test_a_drop_downs_value_leaves_out_its_arrow_buttons_label(
    browser_env: BrowserEnv,
) -> None:
    """A DropDownList is a ``span role=combobox`` holding its choice and an arrow
    ``<button aria-label="select">``: Chromium values it by all it holds,
    ``Choose a carrier select``. It reads its choice alone, before and after one is
    picked through its option's id."""
    await browser_env.goto("lib45_kendo.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Carrier")
        assert box.value == "Choose a carrier", format_snapshot(snap)
        opened = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert opened.after is not None
        ups = find(opened.after, Role.OPTION, "UPS")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=ups.id))
        assert await browser_env.value("window.__did") == ["carrier=UPS"]
        after = await s.observe(q)
        assert find(after, Role.COMBOBOX, "Carrier").value == "UPS", format_snapshot(after)


async def test_a_sliders_frame_and_scale_are_no_line(browser_env: BrowserEnv) -> None:
    """The Slider's ``div.k-slider`` listens for presses on its track and holds its
    scale's marks ``0 5 10``: it is no control of its own (not ``clickable 0 5 10``
    over the slider), and the slider, moved through its id, says the new value."""
    await browser_env.goto("lib45_kendo.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "0 5 10" not in text, text
        slider = find(snap, Role.SLIDER, "Priority")
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=slider.id, text="7"))
        assert r.ok, r
        did = await browser_env.value("window.__did")
        assert did[-1] == "priority=7", did  # a change per key step


async def test_a_dialog_named_by_its_title_bar_leaves_out_its_close_button(
    browser_env: BrowserEnv,
) -> None:
    """A record's trash icon opens a Kendo Dialog named by its whole title bar
    (``aria-labelledby``), close button and all: it reads ``dialog Delete record``, and
    its Delete, pressed through its id, deletes the record the icon was on."""
    await browser_env.goto("lib45_kendo2.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        nuts = next(e for e in snap.elements if e.name == "Nuts (80)")
        row = [e for e in snap.elements if e.parent == nuts.parent]
        trash = next(e for e in row[row.index(nuts) :] if "trash" in e.hint)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=trash.id))
        opened = await s.observe(q)
        dialog = find(opened, Role.DIALOG, "Delete record")
        delete = next(e for e in opened.elements if e.parent == dialog.id and e.name == "Delete")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=delete.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["deleted Nuts"]


async def test_a_calendars_day_reads_one_line(browser_env: BrowserEnv) -> None:
    """Kendo's Calendar draws a day as ``<td role=gridcell>`` holding ``<span
    class="k-link" title="Friday, March 20, 2026">20</span>``: one line a day, the cell
    (its date as its tooltip), not the cell and a link named by the date; a press on the
    cell through its id picks that day."""
    await browser_env.goto("lib45_kendo.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "Friday, March 20, 2026" not in [e.name for e in snap.elements], text
        day = find(snap, Role.CELL, "20")
        assert not _inside(snap, day), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["pickup=2026-03-20"]


async def test_a_weekday_header_reads_its_full_name_once(browser_env: BrowserEnv) -> None:
    """The Calendar's weekday header is ``<th aria-label="Sunday">Su</th>``: one line,
    ``columnheader Sunday``, not that header over a text ``SU``."""
    await browser_env.goto("lib45_kendo.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        sunday = find(snap, Role.COLUMNHEADER, "Sunday")
        assert not _inside(snap, sunday), format_snapshot(snap)


async def test_a_list_named_by_its_own_id_reads_unnamed(browser_env: BrowserEnv) -> None:
    """The MultiSelect labels its list of tags ``aria-label="tags_taglist listbox"``, its
    own id and role: words of the markup, no name a person reads. The list reads
    unnamed, holding its tags."""
    await browser_env.goto("lib45_kendo.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "taglist" not in text, text
        tag = find(snap, Role.OPTION, "Fragile")
        holder = next(e for e in snap.elements if e.id == tag.parent)
        assert holder.role is Role.LISTBOX and holder.name == "", text


async def test_a_panel_shown_open_reads_expanded(browser_env: BrowserEnv) -> None:
    """The PanelBar draws *Shipping* open from the start (``class="k-expanded"``, its
    items shown) while it says ``aria-expanded="false"``: it reads ``expanded``, as a
    person sees it, and *Billing*, shut, ``collapsed``; a press on Billing opens it."""
    await browser_env.goto("lib45_kendo2.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        shipping = find(snap, Role.TREEITEM, "Shipping")
        assert State.EXPANDED in shipping.states, format_snapshot(snap)
        assert State.COLLAPSED not in shipping.states, format_snapshot(snap)
        billing = find(snap, Role.TREEITEM, "Billing")
        assert State.COLLAPSED in billing.states, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=billing.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["panel Billing"]


async def test_a_dialogs_scrolling_content_is_no_control(browser_env: BrowserEnv) -> None:
    """The Dialog's content box scrolls (``overflow: auto``) and takes the focus
    (``tabindex=0``) so that keys scroll it: it holds the question, and is no control to
    press (not ``focused clickable Delete this record?``)."""
    await browser_env.goto("lib45_kendo2.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        trash = next(e for e in snap.elements if "trash" in e.hint)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=trash.id))
        opened = await s.observe(q)
        question = next(e for e in opened.elements if e.name == "Delete this record?")
        assert State.CLICKABLE not in question.states, format_snapshot(opened)
        find(opened, Role.DIALOG, "Delete record")


async def test_a_list_listening_for_its_records_is_no_control(browser_env: BrowserEnv) -> None:
    """The ListView's ``div role=list`` hears the presses on its records' buttons: it
    reads ``list``, not ``clickable list``, and a record's pencil, pressed through its
    id, edits that record."""
    await browser_env.goto("lib45_kendo2.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        records = next(e for e in snap.elements if e.role is Role.LIST)
        assert State.CLICKABLE not in records.states, format_snapshot(snap)
        pencil = next(e for e in snap.elements if "pencil" in e.hint)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pencil.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["edit Bolts"]
