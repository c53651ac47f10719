"""Elements under a sticky header or a fixed bar: scrolled clear and pressed, as a person does."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _data(env: BrowserEnv) -> dict[str, str]:
    return dict(await env.value("({...document.body.dataset})"))


def _covered(snap: Snapshot) -> list[str]:
    return [
        e.name
        for e in snap.elements
        if e.role is Role.BUTTON and e.name.startswith("Order") and State.COVERED in e.states
    ]


@pytest.mark.parametrize("where", ["header", "bar"])
async def test_an_order_under_a_sticky_header_or_a_fixed_bar_is_scrolled_clear_and_pressed(
    browser_env: BrowserEnv, where: str
) -> None:
    await browser_env.goto("sticky.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        covered = _covered(snap)
        # Two rows under the 60 px header, one or two under the 50 px bar.
        assert len(covered) >= 3, format_snapshot(snap)
        name = covered[0] if where == "header" else covered[-1]
        order = find(snap, Role.BUTTON, name)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=order.id))
        assert r.ok, r
        assert State.COVERED not in find(r.after, Role.BUTTON, name).states
    # The order itself was pressed; the header's and the bar's buttons were not.
    assert await _data(browser_env) == {"pressed": name.removeprefix("Order ")}


async def test_an_order_the_page_scrolled_under_its_header_after_the_observation_is_pressed(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("sticky.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        name = _covered(snap)[0]
        await browser_env.cdp("Runtime.evaluate", {"expression": "window.scrollTo(0, 0)"})
        seen = await s.observe(q)
        order = find(seen, Role.BUTTON, name)
        assert State.COVERED not in order.states, format_snapshot(seen)
        # The page scrolls the order under its header again before the press.
        await browser_env.cdp("Runtime.evaluate", {"expression": "window.scrollTo(0, 600)"})
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=order.id), before=seen)
        assert r.ok, r
    assert await _data(browser_env) == {"pressed": name.removeprefix("Order ")}


async def test_a_cell_under_a_sticky_column_is_scrolled_clear_sideways(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("stickycol.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.CHECKBOX, "Select customer 05")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.receipt.ok
    assert await browser_env.value("document.body.dataset.row5") == "true"
