"""Bulma's CSS-only components driven through ids from ``observe``: a tag's remove
button says its tag, and states said by class words alone (``is-disabled``,
``is-selected``, ``is-active``) are read."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_tags_remove_button_says_its_tag(browser_env: BrowserEnv) -> None:
    """``<span class="tag">vip<button class="delete"></button></span>``: each unnamed
    remove button reads its tag's words, and pressing *beta*'s removes *beta*."""
    await browser_env.goto("lib32_bulma.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON]
        vip = [e for e in buttons if "vip" in e.name.split()]
        beta = [e for e in buttons if "beta" in e.name.split()]
        assert len(vip) == 1 and len(beta) == 1, text
        assert "vip" not in beta[0].name, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=beta[0].id))
        assert await browser_env.value("window.__did") == ["untag beta"]


async def test_states_said_by_class_words_are_read(browser_env: BrowserEnv) -> None:
    """``a.is-disabled`` reads disabled; the ``is-selected`` one of a row of buttons
    reads selected (or pressed), its sibling not; the trigger of an ``is-active``
    dropdown reads expanded and its ``is-active`` item selected."""
    await browser_env.goto("lib32_bulma.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.DISABLED in find(snap, Role.LINK, "Previous").states, text
        assert State.DISABLED not in find(snap, Role.LINK, "Next page").states, text
        chosen = {State.SELECTED, State.PRESSED}
        assert chosen & find(snap, Role.BUTTON, "Day").states, text
        week = find(snap, Role.BUTTON, "Week")
        assert not chosen & week.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=week.id))
        assert r.after is not None
        after = format_snapshot(r.after)
        assert chosen & find(r.after, Role.BUTTON, "Week").states, after
        assert not chosen & find(r.after, Role.BUTTON, "Day").states, after
        export = find(r.after, Role.BUTTON, "Export")
        assert State.EXPANDED not in export.states, after
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=export.id))
        assert r.after is not None
        opened = format_snapshot(r.after)
        assert State.EXPANDED in find(r.after, Role.BUTTON, "Export").states, opened
        excel = [n for n in r.after.elements if n.name == "Excel"]
        assert excel and State.SELECTED in excel[0].states, opened
        csv = [n for n in r.after.elements if n.name == "CSV"]
        assert csv and State.SELECTED not in csv[0].states, opened
