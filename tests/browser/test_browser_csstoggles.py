"""Switches and radios drawn by CSS: the control is hidden, its label is what a person sees.

A very common pattern (``<label><input type=checkbox style="display: none"><span
class=track></span> Dark mode</label>``): Chromium leaves the hidden control out of its
tree, so the label stands for it, with the control's role and checked state, and a
click on it is the label's press the browser hands to the control. The page's own
``change`` handlers say what happened.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_label_whose_control_is_hidden_reads_as_that_control(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("csstoggles.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    text = format_snapshot(snap)
    dark = find(snap, Role.CHECKBOX, "Dark mode")
    assert State.CHECKED not in dark.states and State.CHECKABLE in dark.states, text
    assert f"{dark.id} unchecked checkbox Dark mode" in text, text
    assert State.CHECKED in find(snap, Role.CHECKBOX, "Newsletter").states
    assert State.DISABLED in find(snap, Role.CHECKBOX, "Beta features").states
    assert State.CHECKED not in find(snap, Role.RADIO, "Small").states
    assert State.CHECKED in find(snap, Role.RADIO, "Large").states
    assert State.CHECKED not in find(snap, Role.CHECKBOX, "I accept the terms").states
    assert State.CHECKED not in find(snap, Role.CHECKBOX, "Weekly digest").states
    # The label's parts are the control: no track icon, no repeated text beside it.
    assert "track" not in text, text
    assert not [e for e in snap.elements if e.role is Role.TEXT and e.name == "Dark mode"]
    # A link inside such a label is still a link; the label is named by all its text.
    find(snap, Role.CHECKBOX, "I read the privacy policy")
    find(snap, Role.LINK, "privacy policy")
    # A control the page shows is itself, not its label.
    assert State.FOCUSABLE in find(snap, Role.CHECKBOX, "Plain box").states
    # The slider a label draws of its checkbox is the checkbox, not a control of its own.
    tfa = find(snap, Role.CHECKBOX, "Two-factor authentication")
    assert State.CHECKED in tfa.states
    assert not [e for e in snap.elements if e.has(State.CLICKABLE) and "slider" in e.hint], text
    # Labels the page does not show (a later step's) stand for nothing.
    assert "later" not in text.lower(), text


async def test_a_state_set_by_the_pages_script_is_read_again(browser_env: BrowserEnv) -> None:
    await browser_env.goto("csstoggles.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        assert State.CHECKED in find(await s.observe(q), Role.CHECKBOX, "Newsletter").states
        # No event, no mutation: a property set by a script (the mirror's poll sees it).
        await browser_env.value("document.getElementById('news').checked = false")
        assert State.CHECKED not in find(await s.observe(q), Role.CHECKBOX, "Newsletter").states


async def test_a_click_on_such_a_control_turns_it_and_reads_back(browser_env: BrowserEnv) -> None:
    await browser_env.goto("csstoggles.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.CHECKBOX, "Dark mode").id)
        )
        assert r.receipt.ok, r.receipt
        assert await browser_env.value("document.body.dataset.dark") == "true"
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Dark mode").states
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(r.after, Role.RADIO, "Small").id)
        )
        assert await browser_env.value("document.body.dataset.small") == "true"
        assert State.CHECKED in find(r.after, Role.RADIO, "Small").states
        assert State.CHECKED not in find(r.after, Role.RADIO, "Large").states
        r = await s.act(
            q,
            Action(
                kind=ActionKind.CLICK,
                element_id=find(r.after, Role.CHECKBOX, "I accept the terms").id,
            ),
        )
        assert await browser_env.value("document.body.dataset.tos") == "true"
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "I accept the terms").states
        # The link inside a label opens the link, and does not turn the box.
        r = await s.act(
            q,
            Action(kind=ActionKind.CLICK, element_id=find(r.after, Role.LINK, "privacy policy").id),
        )
        assert await browser_env.value("document.body.dataset.policyClicked") == "yes"
        assert await browser_env.value("document.body.dataset.privacy") is None


async def test_a_control_beside_a_title_and_the_line_under_it_is_named_by_the_title(
    browser_env: BrowserEnv,
) -> None:
    """A settings row: a title, under it a line saying what it means, a switch beside both.
    The switch was named by the line under the title ("Students see their score …")."""
    await browser_env.goto("settitles.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        release = find(snap, Role.SWITCH, "Release scores immediately")
        find(snap, Role.SWITCH, "Lockdown browser required")
        find(snap, Role.COMBOBOX, "Grade posting policy")
        # Its title's text box ends half a line above the line under it (their leading).
        wait = find(snap, Role.SWITCH, "Waiting room")
        assert State.CHECKED in wait.states and State.CLICKABLE in wait.states, wait
        # ... and with the line's margin between them too.
        assert find(snap, Role.SWITCH, "Release waves automatically").name == (
            "Release waves automatically"
        ), format_snapshot(snap)
        # A line ending in a colon names the list drawn after it, not the title over it;
        # a check box's own <label for> reading a state word (Active) is its name.
        approvals = find(snap, Role.COMBOBOX, "Required number of approvals before merging")
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=approvals.id, text="3"))
        assert r.receipt.ok, r.receipt.error
        active = find(snap, Role.CHECKBOX, "Active")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=active.id))
        assert r.receipt.ok, r.receipt.error
        # A row a person clicks, its title and an unnamed list: the title names the list.
        language = find(snap, Role.COMBOBOX, "Language")
        r = await s.act(
            q, Action(kind=ActionKind.SET_VALUE, element_id=language.id, text="Español")
        )
        assert r.receipt.ok, r.receipt.error
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=release.id))
        assert r.receipt.ok, r.receipt.error
        # A drawer's subtitle over a row of its own: the row's words name its switch.
        camera = find(snap, Role.SWITCH, "Camera uploads")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=camera.id))
        assert r.receipt.ok, r.receipt.error
    assert (
        await browser_env.value("document.querySelector('.tg').getAttribute('aria-checked')")
        == "true"
    )
    assert await browser_env.value("document.getElementById('lang').value") == "Español"
    assert await browser_env.value("document.getElementById('nappr').value") == "3"
    assert await browser_env.value("document.getElementById('whactive').checked") is False
    assert await browser_env.value("document.getElementById('cam').className") == "toggle"
