"""A real MCP client session against ``handrail mcp`` operating real Chromium pages
served by the local fixture server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from browser_fixtures import BrowserEnv
from mcp.client.session import ClientRequestContext
from mcp_harness import find, mcp_client, structured, text

from handrail.textformat import parse_element_line

pytestmark = pytest.mark.browser


async def test_browser_observe_act_by_id_and_see_the_change(
    browser_env: BrowserEnv, tmp_path: Path
) -> None:
    await browser_env.goto("form.html")
    cdp = browser_env.state.endpoint
    page: dict[str, Any] = {"cdp": cdp, "tab": "form.html"}
    async with mcp_client(tmp_path) as client:
        apps = await client.call_tool("list_apps", {"cdp": cdp})
        assert not apps.is_error, text(apps)
        assert "Order form" in text(apps)

        seen = await client.call_tool("observe", page)
        assert not seen.is_error, text(seen)
        snap = structured(seen)
        assert snap["target"]["url"].endswith("form.html")
        name = find(snap, name="Full name", role="textbox")
        gift = find(snap, name="Gift wrap", role="checkbox")
        assert f"{name['id']} required textbox Full name" in text(seen)

        typed = await client.call_tool(
            "act", {**page, "action": "type", "element": name["id"], "text": "Ada Lovelace"}
        )
        assert not typed.is_error, text(typed)
        assert structured(typed)["ok"] is True
        ticked = await client.call_tool("act", {**page, "action": "click", "element": gift["id"]})
        assert not ticked.is_error, text(ticked)
        assert "changed" in text(ticked)

        after = structured(await client.call_tool("observe", page))
        assert find(after, name="Full name", role="textbox")["value"] == "Ada Lovelace"
        assert "checked" in find(after, name="Gift wrap", role="checkbox")["states"]

        buttons = await client.call_tool("observe", {**page, "role": "button"})
        assert {e["role"] for e in structured(buttons)["elements"]} == {"button"}


async def test_browser_stale_id_and_bad_arguments(browser_env: BrowserEnv, tmp_path: Path) -> None:
    await browser_env.goto("rerender.html")
    page: dict[str, Any] = {"cdp": browser_env.state.endpoint, "tab": "rerender.html"}
    async with mcp_client(tmp_path) as client:
        snap = structured(await client.call_tool("observe", page))
        save = find(snap, name="Save", role="button")["id"]
        # The page replaces its button: the old id names a node that is gone.
        await browser_env.cdp("Runtime.evaluate", {"expression": "rerender(true)"})
        stale = await client.call_tool("act", {**page, "action": "click", "element": save})
        assert stale.is_error, text(stale)
        assert structured(stale)["error_kind"] in ("stale_element", "element_not_found")
        assert "observe" in text(stale)
        fresh = find(structured(await client.call_tool("observe", page)), name="Save")["id"]
        assert fresh != save
        ok = await client.call_tool("act", {**page, "action": "click", "element": fresh})
        assert not ok.is_error, text(ok)
        log = structured(await client.call_tool("observe", {**page, "text": "saved by"}))
        assert [e["name"] for e in log["elements"]] == ["saved by generation 2"]

        bad = await client.call_tool("observe", {"tab": "rerender.html"})
        assert bad.is_error and "tab needs browser=true or cdp" in text(bad)
        missing = await client.call_tool("observe", {**page, "tab": "no-such-page"})
        assert missing.is_error and "target_not_found" in text(missing)


async def test_browser_irreversible_action_is_held_then_asked(
    browser_env: BrowserEnv, tmp_path: Path
) -> None:
    await browser_env.goto("form.html")
    page: dict[str, Any] = {"cdp": browser_env.state.endpoint, "tab": "form.html"}
    async with mcp_client(tmp_path) as client:
        snap = structured(await client.call_tool("observe", page))
        order = find(snap, name="Place order", role="button")["id"]
        held = await client.call_tool("act", {**page, "action": "click", "element": order})
        assert held.is_error and "approval_required" in text(held), text(held)
        assert "handrail console" in text(held)
        status = structured(await client.call_tool("observe", {**page, "text": "submitted"}))
        assert [e["name"] for e in status["elements"]] == ["Not submitted"]

    questions: list[str] = []

    async def person(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        questions.append(params.message)
        return types.ElicitResult(action="accept", content={"allow": True})

    async with mcp_client(tmp_path, elicitation=person) as client:
        snap = structured(await client.call_tool("observe", page))
        name = find(snap, name="Full name", role="textbox")["id"]
        typed = await client.call_tool(
            "act", {**page, "action": "type", "element": name, "text": "Grace"}
        )
        assert not typed.is_error, text(typed)
        order = find(snap, name="Place order", role="button")["id"]
        done = await client.call_tool("act", {**page, "action": "click", "element": order})
        assert not done.is_error, text(done)
        assert structured(done)["decision"]["approved_by"] == "mcp-client-user"
        status = structured(await client.call_tool("observe", {**page, "text": "ordered"}))
        assert status["elements"] and status["elements"][0]["name"].startswith(
            "Ordered m for Grace"
        )
    assert len(questions) == 1 and "Place order" in questions[0]


async def test_browser_screenshot_of_an_element(browser_env: BrowserEnv, tmp_path: Path) -> None:
    await browser_env.goto("form.html")
    page: dict[str, Any] = {"cdp": browser_env.state.endpoint, "tab": "form.html"}
    async with mcp_client(tmp_path) as client:
        snap = structured(await client.call_tool("observe", page))
        order = find(snap, name="Place order", role="button")
        shot = await client.call_tool("screenshot", {**page, "element": order["id"]})
        assert not shot.is_error, text(shot)
        assert any(isinstance(c, types.ImageContent) for c in shot.content)
        assert structured(shot)["region"] == order["bounds"]


async def test_browser_observe_shows_clickables_icon_hints_and_whole_texts_on_request(
    browser_env: BrowserEnv, tmp_path: Path
) -> None:
    await browser_env.goto("feed.html")
    page: dict[str, Any] = {"cdp": browser_env.state.endpoint, "tab": "feed.html"}
    async with mcp_client(tmp_path) as client:
        cut = await client.call_tool("observe", page)
        assert not cut.is_error, text(cut)
        like = next(
            e for e in structured(cut)["elements"] if e["role"] == "button" and "heart" in e["hint"]
        )
        assert f"{like['id']} button (icon: like heart)" in text(cut)
        assert " clickable Poster 0\n" in text(cut)
        post = next(e for e in structured(cut)["elements"] if e["name"].startswith("Spent"))
        whole = " ".join(post["name"].split())
        assert whole not in text(cut) and "chars)" in text(cut)
        full = await client.call_tool("observe", {**page, "full": True})
        assert not full.is_error, text(full)
        lines = [parse_element_line(x) for x in text(full).splitlines()]
        assert [e.name for e in lines if e and e.id == post["id"]] == [whole]


async def test_browser_observe_again_and_without_the_elements_as_json(
    browser_env: BrowserEnv, tmp_path: Path
) -> None:
    await browser_env.goto("form.html")
    page: dict[str, Any] = {"cdp": browser_env.state.endpoint, "tab": "form.html"}
    async with mcp_client(tmp_path) as client:
        first = await client.call_tool("observe", page)
        again = await client.call_tool("observe", page)
        # Unchanged: the same text and elements (made once, sent twice).
        assert text(again) == text(first)
        assert structured(again)["elements"] == structured(first)["elements"]
        gift = find(structured(first), name="Gift wrap", role="checkbox")
        assert "checked" not in gift["states"]

        # The page changes by itself: both forms show it at once, nothing kept stale.
        await browser_env.cdp(
            "Runtime.evaluate", {"expression": "document.getElementById('gift').checked = true"}
        )
        changed = await client.call_tool("observe", page)
        assert "checked" in find(structured(changed), name="Gift wrap", role="checkbox")["states"]
        line = next(x for x in text(changed).splitlines() if x.endswith(" checkbox Gift wrap"))
        assert "checked" in line.split() and line != next(
            x for x in text(first).splitlines() if x.endswith(" checkbox Gift wrap")
        )

        # Text only: the same text and the snapshot's other fields, no elements.
        lean = await client.call_tool("observe", {**page, "structured": False})
        assert not lean.is_error, text(lean)
        assert text(lean) == text(changed)
        data = structured(lean)
        assert "elements" not in data
        assert data["signature"] == structured(changed)["signature"]
        assert data["stats"]["elements"] == len(structured(changed)["elements"])
        assert data["target"] == structured(changed)["target"]
        wrong = await client.call_tool("observe", {**page, "structured": "no"})
        assert wrong.is_error and "structured" in text(wrong)


async def test_open_url_loads_another_page_to_observe(
    browser_env: BrowserEnv, tmp_path: Path
) -> None:
    await browser_env.goto("form.html")
    cdp = browser_env.state.endpoint
    async with mcp_client(tmp_path) as client:
        opened = await client.call_tool(
            "open_url", {"cdp": cdp, "tab": "form.html", "url": browser_env.url("dialog.html")}
        )
        assert not opened.is_error, text(opened)
        assert structured(opened)["url"] == browser_env.url("dialog.html")
        seen = structured(await client.call_tool("observe", {"cdp": cdp, "tab": "dialog.html"}))
        assert seen["target"]["url"] == browser_env.url("dialog.html")
        assert structured(opened)["loaded"] is True
        # Another fragment of the open page: a move within it, said so; reload loads it.
        moved = await client.call_tool(
            "open_url", {"cdp": cdp, "tab": "dialog.html", "url": browser_env.url("dialog.html#x")}
        )
        assert structured(moved)["loaded"] is False, text(moved)
        assert "not loaded again" in text(moved) and "reload: true" in text(moved), text(moved)
        fresh = await client.call_tool(
            "open_url",
            {
                "cdp": cdp,
                "tab": "dialog.html",
                "url": browser_env.url("dialog.html#y"),
                "reload": True,
            },
        )
        assert structured(fresh)["loaded"] is True, text(fresh)
        bad = await client.call_tool(
            "open_url", {"cdp": cdp, "tab": "dialog.html", "url": "javascript:alert(1)"}
        )
        assert bad.is_error and "whole address" in text(bad), text(bad)
