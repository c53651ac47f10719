"""mdui 2 (Material Design 3 web components on Lit) driven through ids from ``observe``:
its elements carry no roles of their own, say their states by attributes on the host
(``active``, ``selected``, ``checked``) and keep the real controls in shadow roots."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.safety.policy import RiskPolicy
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _open(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib44_mdui.html")
    await browser_env.ready("window.__ready === true")


async def test_the_top_bar_and_a_rows_delete_are_held_and_confirmed(
    browser_env: BrowserEnv,
) -> None:
    """The bar's icon buttons read by their glyphs; a row's trash button is a delete the
    risk gate holds, and pressing it then the dialog's *Delete* deletes that row."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        policy = RiskPolicy()
        trash = [e for e in snap.elements if e.role is Role.BUTTON and "delete" in e.hint]
        assert len(trash) == 3, text
        for e in trash:
            verdict = policy.assess(Action(kind=ActionKind.CLICK, element_id=e.id), e, snap)
            assert verdict.risk == "delete", (e, verdict)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=trash[1].id))
        assert r.ok, r
        assert r.after is not None
        ok = find(r.after, Role.BUTTON, "Delete")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=ok.id))).ok
        assert await browser_env.value("window.__did") == ["delete d1"]


async def test_radio_buttons_read_as_radios_named_by_their_words(
    browser_env: BrowserEnv,
) -> None:
    """``<mdui-radio checked>Plain text</mdui-radio>`` has no role: it reads ``checked radio
    Plain text``, not ``clickable Plain text``; the group's transparent ``<input
    type=radio tabindex=-1>`` (for the form's checks) is no radio of its own."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        radios = [e for e in snap.elements if e.role is Role.RADIO]
        assert [e.name for e in radios] == ["Plain text", "Rich text"], text
        assert State.CHECKED in radios[0].states, text
        assert State.CHECKED not in radios[1].states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=radios[1].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["fmt html"]
        assert r.after is not None
        assert State.CHECKED in find(r.after, Role.RADIO, "Rich text").states


async def test_tabs_read_as_tabs_with_the_active_one_selected(browser_env: BrowserEnv) -> None:
    """``<mdui-tab active>Primary</mdui-tab>``: a row of tabs, the active one selected."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        tabs = [e for e in snap.elements if e.role is Role.TAB]
        assert [e.name for e in tabs] == ["Primary", "Social", "Updates"], text
        assert [State.SELECTED in e.states for e in tabs] == [True, False, False], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=tabs[1].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["tab social"]


async def test_a_switch_reads_as_a_switch_named_by_its_words(browser_env: BrowserEnv) -> None:
    """``<mdui-switch checked>`` draws a switch around an ``<input type=checkbox>`` in its
    shadow root; the words after it name it."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        sw = find(snap, Role.SWITCH, "Email notifications")
        assert State.CHECKED in sw.states, text
        assert not any(e.role is Role.CHECKBOX and not e.name for e in snap.elements), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=sw.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["notify false"]


async def test_chosen_chips_and_segments_read_selected(browser_env: BrowserEnv) -> None:
    """A filter chip and a segmented button carry ``selected`` on their element, around
    the ``<button>`` of their shadow root: the one chosen reads selected."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        chosen = {e.name for e in snap.elements if State.SELECTED in e.states}
        assert {"Starred", "Day"} <= chosen, text
        assert not {"Unread", "Week", "Month"} & chosen, text
        week = find(snap, Role.BUTTON, "Week")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=week.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["range week"]
        assert r.after is not None
        assert State.SELECTED in find(r.after, Role.BUTTON, "Week").states


async def test_a_slider_is_named_by_its_words_and_its_thumb_is_no_line(
    browser_env: BrowserEnv,
) -> None:
    """``<span>Volume</span><mdui-slider value=40>``: the ``<label>`` around the range
    input in its shadow root holds the thumb's drawn reading, so Chromium names the slider
    ``40`` and reads the thumb as ``clickable 40``; a person reads ``Volume`` beside it.
    Setting it through its id sets the page's slider."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        slider = find(snap, Role.SLIDER, "Volume")
        assert slider.value == "40", text
        assert not any(e.name == "40" for e in snap.elements), text
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=slider.id, text="70"))
        assert r.ok, r
        assert await browser_env.value("document.getElementById('vol').value") == 70
        assert r.after is not None
        assert find(r.after, Role.SLIDER, "Volume").value == "70"


async def test_a_fields_clear_and_show_buttons_read_by_their_glyphs(
    browser_env: BrowserEnv,
) -> None:
    """A clearable field's button and a password field's show button draw their glyph as a
    component named by it (``<mdui-icon-cancel--outlined>``, ``<mdui-icon-visibility>``)
    with no words: they read by those glyphs, not as bare ``button`` lines, and pressing
    the first clears the field."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON]
        assert not any(not e.name and not e.hint for e in buttons), text
        clear = next(e for e in buttons if e.hint == "cancel")
        show = next(e for e in buttons if e.hint == "visibility")
        assert show.id != clear.id
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=clear.id))
        assert r.ok, r
        assert (await browser_env.value("window.__did"))[0] == "find cleared"
        assert await browser_env.value("document.getElementById('find').value") == ""


async def test_a_select_reads_as_one_drop_down_named_by_its_label(
    browser_env: BrowserEnv,
) -> None:
    """``<mdui-select label="Sort by">`` draws a read-only text field (its label beside
    its ``<input readonly>``) in a clickable frame: not ``clickable Sort by`` around a
    ``readonly textbox``, whose press was refused as holding other controls, but one
    ``combobox Sort by = Date``; choosing *Size* through ids sets it."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not any(e.name == "Sort by" and e.role is Role.GENERIC for e in snap.elements)
        box = find(snap, Role.COMBOBOX, "Sort by")
        assert box.value == "Date", text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.ok, r
        assert r.after is not None
        size = next(e for e in r.after.elements if e.name == "Size" and e.interactive)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=size.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["sort size"]
        assert r.after is not None
        assert find(r.after, Role.COMBOBOX, "Sort by").value == "Size"


async def test_a_dropdowns_menu_items_read_as_menu_items(browser_env: BrowserEnv) -> None:
    """The top bar's ⋮ opens an ``<mdui-menu>`` of ``<mdui-menu-item>``\\ s, which have no
    role: they read as menu items, not ``clickable Refresh``, and one is chosen through
    its id."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        more = next(e for e in snap.elements if e.role is Role.BUTTON and e.hint == "more vert")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=more.id))
        assert r.ok, r
        assert r.after is not None
        text = format_snapshot(r.after)
        items = [e for e in r.after.elements if e.role is Role.MENUITEM]
        assert [e.name for e in items] == ["Refresh", "Settings", "Sign out"], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=items[1].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["menu settings"]


async def test_a_dialogs_buttons_read_uncovered_once_it_has_scaled_in(
    browser_env: BrowserEnv,
) -> None:
    """The confirm dialog scales in by a script's animation (``element.animate``), which
    fires no DOM event: the read taken while it grows has its buttons smaller and under
    its action slot. Once it has finished, a read shows them where they are, not
    ``covered``."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        trash = next(e for e in snap.elements if e.role is Role.BUTTON and e.hint == "delete")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=trash.id))
        assert r.ok, r
        await browser_env.ready(
            "document.getElementById('confirm').shadowRoot.getAnimations().length === 0"
        )
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for name in ("Cancel", "Delete"):
            button = find(snap, Role.BUTTON, name)
            assert State.COVERED not in button.states, text
            assert button.bounds is not None
            drawn = await browser_env.value(
                f"document.getElementById('{'cancel' if name == 'Cancel' else 'ok'}')"
                ".getBoundingClientRect().height"
            )
            assert abs(button.bounds.h - drawn) <= 1, (button.bounds, drawn)


async def test_the_confirm_dialog_is_named_by_its_question(browser_env: BrowserEnv) -> None:
    """``<mdui-dialog headline="Delete message?">`` draws its headline in a slot of a
    focusable panel, with no role or heading: the dialog reads ``dialog Delete
    message?``, as a person reads it, and *Cancel* closes it without deleting."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        trash = next(e for e in snap.elements if e.role is Role.BUTTON and e.hint == "delete")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=trash.id))
        assert r.ok, r
        assert r.after is not None
        find(r.after, Role.DIALOG, "Delete message?")
        cancel = find(r.after, Role.BUTTON, "Cancel")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=cancel.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["cancel"]


async def test_typed_fields_read_back_and_a_chips_remove_button_removes_it(
    browser_env: BrowserEnv,
) -> None:
    """Text typed through ids into the fields in the text fields' shadow roots reads back
    (a password masked), and the × of a deletable chip removes it."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        for role, name, typed in (
            (Role.TEXTBOX, "Subject", "Hello"),
            (Role.SPINBUTTON, "Copies", "3"),
            (Role.TEXTBOX, "Password", "hunter2"),
        ):
            field = find(snap, role, name)
            r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=field.id, text=typed))
            assert r.ok, r
            snap = await s.observe(q)
        text = format_snapshot(snap)
        assert find(snap, Role.TEXTBOX, "Subject").value == "Hello", text
        assert find(snap, Role.SPINBUTTON, "Copies").value == "3", text
        assert "hunter2" not in text, text
        assert await browser_env.value("document.getElementById('pw').value") == "hunter2"
        remove = next(e for e in snap.elements if "delete" in e.hint and e.role is not Role.BUTTON)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=remove.id))
        assert r.ok, r
        assert (await browser_env.value("window.__did"))[-1] == "remove tag"
        assert r.after is not None
        assert not any(e.name == "Work" for e in r.after.elements), format_snapshot(r.after)
