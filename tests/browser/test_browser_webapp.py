"""Clicks and inputs on a page built like a web app, checked by the page's own state."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed, ElementCovered
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _page(env: BrowserEnv, expression: str) -> object:
    """The value of ``expression`` in the page: the state its own handlers left."""
    reply = await env.cdp("Runtime.evaluate", {"expression": expression, "returnByValue": True})
    return reply["result"].get("value")


async def test_a_click_on_a_text_runs_its_parents_handler(browser_env: BrowserEnv) -> None:
    await browser_env.goto("webapp.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.TEXT, "Othilie").id)
        )
    assert r.ok
    assert await _page(browser_env, "document.body.dataset.picked") == "Othilie"


_VALUES = "Object.fromEntries([...document.querySelectorAll('input')].map(i => [i.id, i.value]))"


async def test_date_time_number_range_colour_and_editable_are_set_and_read_back(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("webapp.html")
    q = browser_env.query()
    wanted = {
        "When": ("when", "2026-12-01"),
        "At": ("at", "13:45"),
        "Count": ("count", "42"),
        "Volume": ("volume", "7"),
        "Colour": ("colour", "#ff0000"),
    }
    async with session(browser_env) as s:
        snap = await s.observe(q)
        fields = {e.name: e for e in snap.elements if e.role is not Role.TEXT}
        for name, (_, text) in wanted.items():
            act = Action(kind=ActionKind.SET_VALUE, element_id=fields[name].id, text=text)
            assert (await s.act(q, act)).ok
        note = Action(kind=ActionKind.SET_VALUE, element_id=fields["Note"].id, text="sent today")
        assert (await s.act(q, note)).ok
        plain = Action(kind=ActionKind.TYPE, element_id=fields["Plain"].id, text=" world")
        assert (await s.act(q, plain)).ok
        values = await _page(browser_env, _VALUES)
        assert isinstance(values, dict)
        assert {k: values[k] for k, _ in wanted.values()} == dict(wanted.values())
        assert " world" in values["plain"]
        assert await _page(browser_env, "document.getElementById('note').innerText") == "sent today"


async def test_a_value_the_field_refuses_is_a_failed_receipt(browser_env: BrowserEnv) -> None:
    await browser_env.goto("webapp.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        when = next(e for e in snap.elements if e.name == "When" and e.role is not Role.TEXT)
        with pytest.raises(ActionFailed, match="yyyy-mm-dd"):
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=when.id, text="12/01/2026"))
        # A value it held is put back, not left cleared: nothing the page had is lost.
        good = Action(kind=ActionKind.SET_VALUE, element_id=when.id, text="2026-12-01")
        assert (await s.act(q, good)).ok
        with pytest.raises(ActionFailed, match="'2026-12-01' was put back"):
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=when.id, text="2026-13-45"))
        volume = find(snap, Role.SLIDER, "Volume")
        with pytest.raises(ActionFailed, match="read '10'; its old value '5' was put back"):
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=volume.id, text="99"))
    assert await _page(browser_env, "document.getElementById('when').value") == "2026-12-01"
    # The page heard of the value it took, never of the ones refused.
    assert await _page(browser_env, "window.heard.join(',')") == "2026-12-01"
    assert await _page(browser_env, "document.getElementById('volume').value") == "5"


async def test_a_fields_text_is_shown_once_as_its_value(browser_env: BrowserEnv) -> None:
    await browser_env.goto("webapp.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
    assert find(snap, Role.TEXTBOX, "Plain").value == "hello"
    assert not [e for e in snap.elements if e.role is Role.TEXT and e.name in ("hello", "draft")]


async def test_a_press_covered_after_an_inner_scroll_is_not_made(browser_env: BrowserEnv) -> None:
    await browser_env.goto("innerscroll.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        star = find(snap, Role.BUTTON, "Star")
        with pytest.raises(ElementCovered, match="controls"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=star.id))
    state = await _page(browser_env, "JSON.stringify(document.body.dataset)")
    assert state == "{}"


async def test_a_list_scrolled_inside_a_scrolled_panel_shows_only_what_both_show(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("nestedscroll.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    shown = {
        e.name: State.OFFSCREEN not in e.states for e in snap.elements if e.role is Role.BUTTON
    }
    assert shown == {
        "Inner one": False,  # scrolled out of the list
        "Inner two": False,  # in the list's view, but that part of it is out of the panel's
        "Inner three": True,  # in both
        "Inner four": False,  # below the list's view
        "Outer near": True,
        "Outer far": False,  # below the panel's view
        "After the panel": True,  # the panel's clip ends with the panel
    }, format_snapshot(snap)
