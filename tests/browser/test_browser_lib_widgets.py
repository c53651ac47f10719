"""Controls of real component libraries pressed through ids from ``observe``: a
Bootstrap toggle button drawn by its label over a clipped-away input, a Shoelace button
whose press lands on its own host element."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.ids import MemoryIdStore
from handrail.safety import DenyApprover, RiskGate, RiskPolicy
from handrail.session import Session
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_bootstrap_radio_button_group_picks_each_carrier(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib_carrier.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        for name in ("UPS", "DHL", "FedEx"):
            radio = find(snap, Role.RADIO, name)
            assert State.COVERED not in radio.states, format_snapshot(snap)
        dhl = find(snap, Role.RADIO, "DHL")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=dhl.id))
        assert await browser_env.value("window.__did") == ["dhl on"]
        assert State.CHECKED in find(r.after, Role.RADIO, "DHL").states
        gift = find(r.after, Role.CHECKBOX, "Gift wrap")
        assert State.COVERED not in gift.states, format_snapshot(r.after)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=gift.id))
        assert await browser_env.value("window.__did") == ["dhl on", "gift on"]


async def test_a_shoelace_button_is_not_covered_by_its_own_host(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib_shoelace.html")
    # The autoloader defines the element once its module has loaded; it draws its
    # <button> in its shadow root a moment later.
    await browser_env.ready("!!document.querySelector('#save').shadowRoot?.querySelector('button')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        save = find(snap, Role.BUTTON, "Save")
        assert State.COVERED not in save.states, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        assert await browser_env.value("window.__did") == ["save"]


async def test_a_jquery_ui_selectmenu_opens_and_picks(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib_selectmenu.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Room type")
        assert box.value == "Double", format_snapshot(snap)
        # Its label points at the <select> it hides; the text before its button, past
        # that hidden <select>, names it: the press must find it named the same.
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert await browser_env.value("$('#roomtype-button').attr('aria-expanded')") == "true"
        # Open, jQuery UI points its aria-labelledby at the highlighted option: it is the
        # same box all the same, named as before (it read "combobox Double", a new id).
        text = format_snapshot(r.after)
        opened = [e for e in r.after.elements if e.role is Role.COMBOBOX]
        assert [(e.id, e.name) for e in opened] == [(box.id, "Room type")], text
        # Its options say role=option, which Chromium drops inside its <li> items.
        suite = find(r.after, Role.OPTION, "Suite")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=suite.id))
        assert await browser_env.value("window.__did") == ["room Suite"]


async def test_shoelace_parts_are_no_controls_of_their_own(browser_env: BrowserEnv) -> None:
    """A Shoelace tab, button and icon button read once each: the parts their shadow roots
    draw them with (a tab's face, a button's label slot, an icon button's icon) and the tab
    group's unnamed element listening for its tabs' clicks are no controls of their own,
    and a press on a tab after typing is not held as sending what was typed."""
    await browser_env.goto("lib_shoelace_tabs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with Session(
        browser_env.backend(),
        ids=MemoryIdStore(),
        gate=RiskGate(RiskPolicy(), DenyApprover()),
    ) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert find(snap, Role.TAB, "General") is not None
        assert find(snap, Role.BUTTON, "Save") is not None
        assert find(snap, Role.BUTTON, "Delete account") is not None
        clickables = [e for e in snap.elements if e.role is Role.GENERIC and e.has(State.CLICKABLE)]
        assert clickables == [], text
        name = find(snap, Role.TEXTBOX, "Display name")
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=name.id, text="Ada"))
        privacy = find(r.after, Role.TAB, "Privacy")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=privacy.id))
        assert await browser_env.value("window.__did") == ["tab-privacy"]
