"""Web Awesome 3 (the successor of Shoelace: Lit web components, its CDN build) driven
through ids from ``observe``: a settings form (``lib51_wa_form.html``) and a project
screen (``lib51_wa_app.html``). Its controls live in shadow roots; a tooltip names its
anchor by ``aria-labelledby`` on the host element, the tree draws each item's arrow as
an ``aria-hidden`` part, and the number field listens on its host for the ``input``
event its inner ``<input>`` sends up."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.safety.policy import RiskPolicy
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _open(browser_env: BrowserEnv, page: str) -> None:
    await browser_env.goto(page)
    await browser_env.ready("window.__ready === true")


async def test_an_icon_button_is_named_by_its_tooltip(browser_env: BrowserEnv) -> None:
    """``<wa-tooltip for="settings">`` names the ``<wa-button>`` host by
    ``aria-labelledby``; the ``<button>`` in its shadow root has no name of its own. It
    reads ``button Project settings``, not by the class words of its shadow slots
    (``label start end gear``), and a press through its id lands on it."""
    await _open(browser_env, "lib51_wa_app.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "label start end" not in text, text
        button = find(snap, Role.BUTTON, "Project settings")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=button.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["settings"]


async def test_the_trash_button_is_held_and_its_dialog_deletes(browser_env: BrowserEnv) -> None:
    """The unnamed icon button drawing ``trash-can`` reads ``(icon: trash can)``, with
    no slot class words; the risk gate holds it as a delete, and the dialog it opens
    deletes through its *Delete*."""
    await _open(browser_env, "lib51_wa_app.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        trash = [e for e in snap.elements if e.role is Role.BUTTON and "trash" in e.hint]
        assert len(trash) == 1 and trash[0].hint == "trash can", text
        policy = RiskPolicy()
        verdict = policy.assess(
            Action(kind=ActionKind.CLICK, element_id=trash[0].id), trash[0], snap
        )
        assert verdict.risk == "delete", verdict
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=trash[0].id))
        assert r.after is not None
        dialog = find(r.after, Role.DIALOG, "Delete project?")
        delete = find(r.after, Role.BUTTON, "Delete")
        assert delete.parent is not None
        assert (
            policy.assess(Action(kind=ActionKind.CLICK, element_id=delete.id), delete, r.after).risk
            == "delete"
        )
        assert dialog.id
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=delete.id))
        assert await browser_env.value("window.__did") == ["ask delete", "delete"]


async def test_a_tree_items_arrow_opens_it(browser_env: BrowserEnv) -> None:
    """The arrow of a shut folder (``aria-hidden`` in the item's shadow root) reads as
    the item's toggle, ``collapsed button Photos``; a press through its id opens the
    folder (not refused as no longer shown), and its file is read."""
    await _open(browser_env, "lib51_wa_app.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        arrow = find(snap, Role.BUTTON, "Photos")
        assert State.COLLAPSED in arrow.states
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=arrow.id))
        assert r.ok and r.after is not None, r
        assert State.EXPANDED in find(r.after, Role.TREEITEM, "Photos").states
        find(r.after, Role.TREEITEM, "Beach.png")


async def test_a_typed_number_is_heard_by_the_page(browser_env: BrowserEnv) -> None:
    """The number field's value is set whole; the ``input`` event sent with it crosses
    the shadow root as a typed one does, so the page's listener on the host hears it."""
    await _open(browser_env, "lib51_wa_form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        age = find(snap, Role.SPINBUTTON, "Age")
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=age.id, text="41"))
        assert r.ok and r.after is not None, r
        assert find(r.after, Role.SPINBUTTON, "Age").value == "41"
        assert await browser_env.value("window.__did") == ["age=41"]


async def test_a_number_fields_label_reads_once(browser_env: BrowserEnv) -> None:
    """``<wa-number-input label="Age">`` lays its ``<label for=input>`` over its −/+
    buttons and the field between them: the label's words name the field and are no
    line of their own; its buttons step it."""
    await _open(browser_env, "lib51_wa_form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.TEXT and e.name == "Age"], text
        find(snap, Role.SPINBUTTON, "Age")
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.BUTTON, "Increment").id)
        )
        assert r.after is not None and find(r.after, Role.SPINBUTTON, "Age").value == "31"


async def test_a_colour_pickers_label_is_no_second_line(browser_env: BrowserEnv) -> None:
    """The colour picker's trigger is named by its label ``<div>`` (``aria-labelledby``),
    which listens for presses: the label is not read again as ``clickable Accent
    colour``; the trigger opens the picker."""
    await _open(browser_env, "lib51_wa_form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        said = [e for e in snap.elements if e.name == "Accent colour"]
        assert [e.role for e in said] == [Role.BUTTON], format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=said[0].id))
        assert r.after is not None
        assert State.EXPANDED in find(r.after, Role.BUTTON, "Accent colour").states
        find(r.after, Role.TEXTBOX, "Current value")


async def test_a_named_button_host_is_no_second_line(browser_env: BrowserEnv) -> None:
    """The open colour picker's format toggle is a ``<wa-button aria-label="Toggle color
    format">`` listening for presses, holding its ``<button>`` *HEX*: one line, the
    button, whose press switches the field to RGB."""
    await _open(browser_env, "lib51_wa_form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.BUTTON, "Accent colour").id)
        )
        assert r.after is not None
        said = [e for e in r.after.elements if "Toggle color format" in e.name]
        assert [e.role for e in said] == [Role.BUTTON], format_snapshot(r.after)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=said[0].id))
        assert r.after is not None
        assert find(r.after, Role.TEXTBOX, "Current value").value.startswith("rgb")


async def test_a_tags_remove_button_says_its_tag(browser_env: BrowserEnv) -> None:
    """Each ``<wa-tag with-remove>`` draws its text in its light DOM and its remove button
    in its shadow root; the tag itself is no line. The two buttons read ``Remove design``
    and ``Remove urgent``, not ``Remove`` twice, and the second removes *urgent*."""
    await _open(browser_env, "lib51_wa_app.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.BUTTON and e.name == "Remove"], text
        urgent = find(snap, Role.BUTTON, "Remove urgent")
        find(snap, Role.BUTTON, "Remove design")
        policy = RiskPolicy()
        verdict = policy.assess(Action(kind=ActionKind.CLICK, element_id=urgent.id), urgent, snap)
        assert verdict.risk == "remove", verdict
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=urgent.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["remove t2"]
