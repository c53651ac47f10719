"""Root causes that live in the browser backend, from runs made on purpose on real pages in
headless Chromium: a banner over the button, a removed element, a re-rendered one."""

from __future__ import annotations

import asyncio
import contextlib
import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from handrail.backends.browser.session.cdp import CdpConnection
from handrail.errors import HandrailError
from handrail.gate import AllowAll
from handrail.learn import ReviewQueue, RootCause, mine_run, review_dir
from handrail.loop import RunConfig, Runner, read_run
from handrail.loop.runlog import RunRecord
from handrail.planners.scripted import ScriptedPlanner
from handrail.session import Session

pytestmark = pytest.mark.browser

DONE = {"status": "finished", "summary": "done", "actions": []}


def click(*names: str) -> dict[str, Any]:
    return {
        "status": "continue",
        "summary": "press " + ", ".join(names),
        "actions": [{"type": "click", "element": {"role": "button", "name": n}} for n in names],
    }


async def page_run(env, page: str, script: list[Any], tmp_path: Path, **cfg: Any) -> RunRecord:  # type: ignore[no-untyped-def]
    await env.goto(page)
    config = RunConfig(instruction="send the message", log_dir=tmp_path / "runs", **cfg)
    async with Session(env.backend(), settle_timeout=3.0, gate=AllowAll()) as session:
        result = await Runner(session, env.query(page), ScriptedPlanner(script), config).run()
    assert result.log_dir is not None
    return read_run(result.log_dir)


async def test_a_banner_over_the_button_is_blocked_by_popup(browser_env, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # The page ignores a click on Send while its banner is up: the accessibility click
    # changes nothing, the pointer fallback then finds the banner in the way.
    run = await page_run(
        browser_env,
        "banner.html",
        [click("Send message"), click("Accept all"), click("Send message"), DONE],
        tmp_path,
    )
    assert run.status.startswith("finished")
    mined = mine_run(run)
    assert [(m.sample.round, m.sample.label) for m in mined] == [(1, RootCause.UI_BLOCKED_BY_POPUP)]
    sample, picture = mined[0].sample, mined[0].picture
    assert sample.diagnostics["error_kind"] == "element_covered"
    assert "Cookie banner" in sample.diagnostics["error"]
    # The correction comes from what worked later: close the overlay first, then click.
    assert sample.proposal is not None and sample.proposal.source == "round 3"
    assert sample.proposal.text.startswith("first click e")
    assert "(button 'Accept all'); then click" in sample.proposal.text
    assert sample.proposal.text.endswith("(button 'Send message')")
    assert [a["type"] for a in sample.proposal.actions] == ["click", "click"]
    # The picture is the region around the element, not the whole page.
    assert picture is not None
    whole = Image.open(io.BytesIO((run.path / run.rounds[0]["screenshot"]).read_bytes()))
    cut = Image.open(io.BytesIO(picture))
    assert cut.width < whole.width or cut.height < whole.height
    region = sample.scene["region"]
    bounds = sample.scene["element"]["bounds"]
    assert region[0] <= bounds[0] and region[1] <= bounds[1]
    assert region[0] + region[2] >= bounds[0] + bounds[2]


async def test_a_dialog_left_open_proposes_its_close_button(browser_env, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    blocked = {"status": "blocked", "summary": "something covers the page", "actions": []}
    run = await page_run(browser_env, "banner.html", [click("Send message"), blocked], tmp_path)
    assert run.status == "blocked"
    mined = mine_run(run)
    assert [(m.sample.round, m.sample.label) for m in mined] == [
        (1, RootCause.UI_BLOCKED_BY_POPUP),
        (None, RootCause.UI_BLOCKED_BY_POPUP),
    ]
    proposal = mined[0].sample.proposal
    assert proposal is not None and proposal.source == "evidence"
    lines = mined[0].sample.scene["snapshot"].splitlines()
    accept = next(ln for ln in lines if ln.endswith(" button Accept all"))
    accept_id = accept.split()[0]
    assert proposal.text == f"close the dialog `Cookie banner` first ({accept_id})"
    assert proposal.actions[0] == {"type": "click", "element_id": accept_id}
    queue = ReviewQueue(review_dir(tmp_path / "state"))
    assert all(queue.add(m) for m in mined)
    assert queue.picture(mined[0].sample.id) is not None


async def test_a_removed_element_is_element_missing(browser_env, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    run = await page_run(
        browser_env,
        "vanish.html",
        [click("Discard the draft", "Send"), DONE],
        tmp_path,
        max_actions_per_step=2,
    )
    first = mine_run(run)[0].sample
    assert first.label is RootCause.ELEMENT_MISSING, first.diagnostics
    assert first.diagnostics["looked_for"] == "button 'Send'"
    assert first.proposal is not None and "gone" in first.proposal.text


async def test_a_re_rendered_element_is_stale_with_its_new_id(browser_env, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    run = await page_run(
        browser_env,
        "rerender.html",
        # Drawn again a line lower: the old Save's id is stale (in its place it would
        # keep its id, as the same element).
        [click("Re-render lower", "Save"), click("Save"), DONE],
        tmp_path,
        max_actions_per_step=2,
    )
    assert run.status.startswith("finished")
    first = mine_run(run)[0].sample
    assert first.label is RootCause.STALE_ELEMENT, first.diagnostics
    old = first.scene["action"]["element_id"]
    new = run.rounds[1]["actions"][0]["action"]["element_id"]
    assert new != old and first.diagnostics["now"].startswith(f"{new} button Save")
    assert first.proposal is not None and first.proposal.source == "round 2"
    assert first.proposal.actions == ({"type": "click", "element_id": new},)


class CrashingPlanner(ScriptedPlanner):
    """Crashes one page's renderer while it plans, then clicks."""

    def __init__(self, conn: CdpConnection, session_id: str) -> None:
        super().__init__([click("Send")])
        self.conn, self.session_id = conn, session_id

    async def plan(self, request):  # type: ignore[no-untyped-def]
        crashed = asyncio.Event()
        self.conn.add_listener(
            lambda s, m: crashed.set() if m.get("method") == "Inspector.targetCrashed" else None
        )
        await self.conn.send("Inspector.enable", session_id=self.session_id)
        with contextlib.suppress(HandrailError, TimeoutError):
            await asyncio.wait_for(self.conn.send("Page.crash", session_id=self.session_id), 2)
        await asyncio.wait_for(crashed.wait(), 10)
        return await super().plan(request)


async def test_a_crashed_renderer_is_render_unavailable(browser_env, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # A page of its own, so the pages the other tests use keep their renderer.
    url = browser_env.url("vanish.html?crash")
    conn = await CdpConnection.connect(browser_env.state.endpoint, 10)
    target = (await conn.send("Target.createTarget", {"url": url}))["targetId"]
    try:
        sid = (await conn.send("Target.attachToTarget", {"targetId": target, "flatten": True}))[
            "sessionId"
        ]
        config = RunConfig(instruction="send", log_dir=tmp_path / "runs")
        async with Session(browser_env.backend(), settle_timeout=3.0, gate=AllowAll()) as session:
            result = await Runner(
                session, browser_env.query("vanish.html?crash"), CrashingPlanner(conn, sid), config
            ).run()
    finally:
        with contextlib.suppress(HandrailError, TimeoutError):
            await conn.send("Target.closeTarget", {"targetId": target})
        await conn.close()
    assert result.log_dir is not None
    run = read_run(result.log_dir)
    mined = mine_run(run)
    assert mined and mined[0].sample.label is RootCause.RENDER_UNAVAILABLE, [
        m.sample.diagnostics for m in mined
    ]
    assert "crashed" in mined[0].sample.diagnostics["error"]
