"""Each abnormal state of the suite's site really happens in real Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browser_fixtures import BrowserEnv, load
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.evaluation.site import Site, start_site
from handrail.evaluation.site.data import OVERLONG_ROWS
from handrail.model import Snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site() -> Iterator[Site]:
    with start_site() as s:
        yield s


async def evaluate(env: BrowserEnv, expression: str, *, wait: bool = False) -> Any:
    reply = await env.cdp(
        "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": wait}
    )
    return reply["result"].get("value")


async def open_page(env: BrowserEnv, url: str) -> None:
    async with env.first_page() as (conn, sid):
        await load(conn, sid, url)


# Resolves with the page's load flag once it is no longer "no" (its data came or failed).
LOADED = """new Promise((resolve) => {
  const done = () => document.body.dataset.loaded !== "no";
  if (done()) return resolve(document.body.dataset.loaded);
  new MutationObserver((_, watch) => {
    if (done()) { watch.disconnect(); resolve(document.body.dataset.loaded); }
  }).observe(document.body, { attributes: true });
})"""


async def observe(env: BrowserEnv) -> Snapshot:
    await evaluate(env, LOADED, wait=True)
    async with session(env) as s:
        return await s.observe(env.query())


async def test_loading_shows_the_skeleton_before_the_data(
    browser_env: BrowserEnv, site: Site
) -> None:
    await open_page(browser_env, site.url("list.html", "loading"))
    # Right after the load event the data request is still out: the skeleton is shown.
    early = await evaluate(
        browser_env,
        "[document.body.dataset.loaded, !document.getElementById('skeleton').hidden,"
        " document.getElementById('app').hidden]",
    )
    assert early == ["no", True, True]
    assert await evaluate(browser_env, LOADED, wait=True) == "yes"
    assert await evaluate(browser_env, "!document.getElementById('skeleton').hidden") is False
    snap = await observe(browser_env)
    find(snap, Role.LINK, "Quentin Blake")


async def test_the_popup_covers_the_target_until_dismissed(
    browser_env: BrowserEnv, site: Site
) -> None:
    await open_page(browser_env, site.url("form.html", "popup"))
    snap = await observe(browser_env)
    save = find(snap, Role.BUTTON, "Save details")
    assert State.COVERED in save.states
    find(snap, Role.DIALOG, "Cookies on this site")
    assert save.bounds is not None
    x, y = save.bounds.x + save.bounds.w // 2, save.bounds.y + save.bounds.h // 2
    hit = f"!!document.elementFromPoint({x}, {y}).closest('#consent')"
    assert await evaluate(browser_env, hit) is True
    async with session(browser_env) as s:
        accept = find(snap, Role.BUTTON, "Not now")
        assert (
            await s.act(browser_env.query(), Action(kind=ActionKind.CLICK, element_id=accept.id))
        ).ok
        after = await s.observe(browser_env.query())
    assert State.COVERED not in find(after, Role.BUTTON, "Save details").states
    assert not [e for e in after.elements if e.role is Role.DIALOG]
    assert await evaluate(browser_env, "document.body.dataset.popup") == "dismissed"


async def test_missing_removes_the_target(browser_env: BrowserEnv, site: Site) -> None:
    await open_page(browser_env, site.url("form.html"))
    find(await observe(browser_env), Role.BUTTON, "Save details")
    await open_page(browser_env, site.url("form.html", "missing"))
    snap = await observe(browser_env)
    names = {e.name for e in snap.elements}
    assert "Save details" not in names
    assert "Email" not in names
    find(snap, Role.HEADING, "Your details")


async def test_overlong_makes_the_list_huge_with_the_target_far_down(
    browser_env: BrowserEnv, site: Site
) -> None:
    await open_page(browser_env, site.url("list.html", "overlong"))
    snap = await observe(browser_env)
    count = await evaluate(browser_env, "document.querySelectorAll('#contacts li').length")
    assert count > OVERLONG_ROWS
    shown = [e for e in snap.elements if e.name == "Quentin Blake"]
    # Far beyond the view: left out of a bounded read, or there but off screen.
    assert snap.stats.truncated or all(State.OFFSCREEN in e.states for e in shown)


async def test_unavailable_shows_the_error_of_the_5xx(browser_env: BrowserEnv, site: Site) -> None:
    await open_page(browser_env, site.url("table.html", "unavailable"))
    snap = await observe(browser_env)
    assert await evaluate(browser_env, "document.body.dataset.loaded") == "error"
    texts = [e.name for e in snap.elements if e.role is Role.TEXT]
    assert any("503 Service Unavailable" in t for t in texts), texts
    find(snap, Role.BUTTON, "Try again")
    assert not [e for e in snap.elements if e.role is Role.TABLE]
