"""The browser backend against real headless Chromium and pages served over local HTTP."""

from __future__ import annotations

import asyncio
import contextlib
import io
from typing import Any

import pytest
from browser_fixtures import BrowserEnv
from PIL import Image

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.errors import (
    BackendUnavailable,
    OperationTimeout,
    StaleElement,
    TargetNotFound,
    UsageError,
)
from handrail.gate import AllowAll
from handrail.geometry import Rect
from handrail.ids import MemoryIdStore
from handrail.model import Element, ObserveOptions, Snapshot, TargetQuery
from handrail.session import Session
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def find(snap: Snapshot, role: Role, name: str) -> Element:
    for e in snap.elements:
        if e.role is role and e.name == name:
            return e
    raise AssertionError(f"no {role} {name!r} in:\n{format_snapshot(snap)}")


def action(
    snap: Snapshot, role: Role, name: str, kind: ActionKind = ActionKind.CLICK, **fields: Any
) -> Action:
    """An action on the element with ``role`` and ``name`` in ``snap``."""
    return Action(kind=kind, element_id=find(snap, role, name).id, **fields)


def texts(snap: Snapshot) -> str:
    return "\n".join(e.name for e in snap.elements)


def inside_frames(snap: Snapshot, where: dict[str, str]) -> None:
    """Each button named in ``where`` lies inside the iframe named for it."""
    frames = {e.name: e for e in snap.elements if e.role is Role.IFRAME}
    for button_name, frame_name in where.items():
        button, frame = find(snap, Role.BUTTON, button_name), frames[frame_name]
        assert button.bounds is not None and frame.bounds is not None
        assert frame.bounds.contains(button.bounds), (button, frame)


def session(env: BrowserEnv) -> Session:
    # These tests are about the backend's mechanics (submitting, deleting, answering
    # dialogs); the risk gate that would hold them is tested in tests/safety.
    return Session(env.backend(), ids=MemoryIdStore(), settle_timeout=3.0, gate=AllowAll())


def secret_session(env: BrowserEnv, **secrets: str) -> Session:
    """A session whose backend hides ``secrets`` (NAME=value)."""
    from handrail.safety.secrets import SecretsBackend, SecretVault

    backend = SecretsBackend(env.backend(), SecretVault(secrets))
    return Session(backend, ids=MemoryIdStore(), gate=AllowAll())


def shades(png: bytes, box: tuple[int, int, int, int]) -> set[int]:
    """The grey levels in ``box`` (left, top, right, bottom) of ``png``."""
    return set(Image.open(io.BytesIO(png)).convert("L").crop(box).tobytes())


async def test_form_roles_states_and_bounds(browser_env: BrowserEnv) -> None:
    await browser_env.goto("form.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    name = find(snap, Role.TEXTBOX, "Full name")
    assert State.REQUIRED in name.states and State.EDITABLE in name.states
    assert name.bounds is not None and not name.bounds.empty
    assert find(snap, Role.COMBOBOX, "Size").value == "Medium"
    assert State.CHECKED not in find(snap, Role.CHECKBOX, "Gift wrap").states
    assert State.CHECKED in find(snap, Role.CHECKBOX, "Newsletter").states
    assert State.CHECKED in find(snap, Role.RADIO, "Post").states
    assert State.DISABLED in find(snap, Role.BUTTON, "Unavailable").states
    find(snap, Role.LINK, "All links")
    assert snap.target.url and snap.target.url.endswith("form.html")
    assert snap.environment.screen_w > 0


async def test_fill_choose_check_and_submit(browser_env: BrowserEnv) -> None:
    await browser_env.goto("form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q,
            action(snap, Role.TEXTBOX, "Full name", ActionKind.SET_VALUE, text="Ada"),
        )
        assert r.receipt.mode is Mode.KEYBOARD
        r = await s.act(
            q,
            action(snap, Role.COMBOBOX, "Size", ActionKind.SET_VALUE, text="Large"),
        )
        assert r.receipt.mode is Mode.AX
        r = await s.act(q, action(snap, Role.CHECKBOX, "Gift wrap"))
        assert r.receipt.mode is Mode.INPUT and r.changed
        r = await s.act(q, action(snap, Role.BUTTON, "Place order"))
        after = r.after
    assert after is not None
    assert "Ordered l for Ada with gift wrap" in texts(after)
    assert find(after, Role.COMBOBOX, "Size").value == "Large"
    assert State.CHECKED in find(after, Role.CHECKBOX, "Gift wrap").states


async def test_choosing_the_option_a_select_has_fires_no_change(browser_env: BrowserEnv) -> None:
    # A person picking the chosen option again fires no change: a page that acts on
    # change (a filter, a role list) must not act again, and the receipt says why.
    await browser_env.goto("form.html")
    count = "document.getElementById('size').addEventListener('change', () => window.n++)"
    await browser_env.value(f"(window.n = 0, {count}, 0)")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        same = action(snap, Role.COMBOBOX, "Size", ActionKind.SET_VALUE, text="Medium")
        r = await s.act(q, same)
        assert "was chosen already" in r.receipt.diagnostic
        assert await browser_env.value("window.n") == 0
        other = action(snap, Role.COMBOBOX, "Size", ActionKind.SET_VALUE, text="Large")
        await s.act(q, other)
        assert await browser_env.value("window.n") == 1


async def test_type_and_key_combos(browser_env: BrowserEnv) -> None:
    await browser_env.goto("form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        email = find(snap, Role.TEXTBOX, "Email")
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=email.id, text="ada@example.org"))
        await s.act(q, Action(kind=ActionKind.KEY, keys="BackSpace"))
        await s.act(q, Action(kind=ActionKind.KEY, keys="ctrl+a"))
        r = await s.act(q, Action(kind=ActionKind.TYPE, text="x"))
        assert r.receipt.mode is Mode.KEYBOARD
        after = await s.observe(q)
    assert find(after, Role.TEXTBOX, "Email").value == "x"


async def test_link_navigates_settles_and_old_ids_go_stale(browser_env: BrowserEnv) -> None:
    await browser_env.goto("form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(q, action(snap, Role.LINK, "All links"))
        assert r.after is not None
        find(r.after, Role.HEADING, "Links")
        with pytest.raises(StaleElement):
            await s.act(
                q,
                action(snap, Role.BUTTON, "Place order"),
            )


async def test_a_link_whose_navigation_starts_late_is_settled_on(browser_env: BrowserEnv) -> None:
    # The page leaves 800 ms of work behind on click: the navigation is scheduled at
    # once but starts loading only after it. Settling waits for it all the same.
    for _ in range(3):
        await browser_env.goto("busylink.html")
        q = browser_env.query()
        async with session(browser_env) as s:
            snap = await s.observe(q)
            r = await s.act(q, action(snap, Role.LINK, "All links, after some work"))
            assert r.after is not None
            assert r.after.target.url and r.after.target.url.endswith("links.html")
            find(r.after, Role.HEADING, "Links")


async def test_a_document_still_being_parsed_is_read_whole(browser_env: BrowserEnv) -> None:
    # The page arrives in two parts a second apart, the first ending inside its
    # heading: a read meanwhile would show a heading without text and no button.
    await browser_env.goto("form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        await s.observe(q)
        async with browser_env.first_page() as (conn, sid):
            # Page.navigate answers once the new document is committed, not loaded.
            await conn.send(
                "Page.navigate", {"url": browser_env.url("trickle.html?ms=1000")}, session_id=sid
            )
        snap = await s.observe(q)
        assert [e.name for e in snap.elements if e.role is Role.HEADING] == ["Trickled heading"]
        find(snap, Role.BUTTON, "After the pause")


async def test_same_site_and_out_of_process_iframes(browser_env: BrowserEnv) -> None:
    await browser_env.goto("iframe.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        inside_frames(snap, {"Inner button": "Same site", "Remote button": "Other site"})
        inner = find(snap, Role.BUTTON, "Inner button")
        remote = find(snap, Role.BUTTON, "Remote button")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=remote.id))
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=inner.id))
        assert r.after is not None
        find(r.after, Role.BUTTON, "Inner clicked")
        find(r.after, Role.BUTTON, "Remote clicked")
        check = find(r.after, Role.CHECKBOX, "Remote check")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=check.id))
        assert r.after is not None
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Remote check").states


async def test_frames_in_the_same_process_read_with_the_top_frame(
    browser_env: BrowserEnv,
) -> None:
    # A page without out-of-process frames is read with its frame list in the same
    # batch as the top frame's tree; frames the list shows are read after it.
    await browser_env.goto("form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        find(await s.observe(q), Role.BUTTON, "Place order")
        await browser_env.goto("nested.html")
        snap = await s.observe(q)
        inside_frames(snap, {"Inner button": "Child frame", "Srcdoc button": "Inline frame"})
        srcdoc = find(snap, Role.BUTTON, "Srcdoc button")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=srcdoc.id))
        assert r.after is not None
        find(r.after, Role.BUTTON, "Srcdoc clicked")
        find(r.after, Role.BUTTON, "Inner button")
        await browser_env.goto("form.html")
        assert not [e for e in (await s.observe(q)).elements if e.role is Role.IFRAME]


async def test_a_frame_that_cannot_be_read_is_left_out_not_the_page(
    browser_env: BrowserEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An iframe can go away, or appear in another process, between the frame list and
    # its tree; the rest of the page is still read.
    from handrail.backends.browser.session.cdp import CdpError, CdpSession

    real_send = CdpSession.send

    async def send(
        self: CdpSession, method: str, params: dict[str, Any] | None = None, **kw: Any
    ) -> dict[str, Any]:
        if method == "Accessibility.getFullAXTree" and (params or {}).get("frameId"):
            raise CdpError(method, -32000, "Frame with the given frameId is not found.")
        return await real_send(self, method, params, **kw)

    await browser_env.goto("nested.html")
    async with session(browser_env) as s:
        monkeypatch.setattr(CdpSession, "send", send)
        snap = await s.observe(browser_env.query())
    find(snap, Role.HEADING, "Nested frames")
    assert "Srcdoc button" not in texts(snap) and "Inner button" not in texts(snap)


async def test_open_shadow_root(browser_env: BrowserEnv) -> None:
    await browser_env.goto("shadow.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.TEXTBOX, "Shadow input")
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=box.id, text="inside"))
        r = await s.act(q, action(snap, Role.BUTTON, "Shadow button"))
    assert r.after is not None
    assert "Shadow clicked" in texts(r.after)
    assert find(r.after, Role.TEXTBOX, "Shadow input").value == "inside"


async def test_long_list_offscreen_truncation_and_region(browser_env: BrowserEnv) -> None:
    await browser_env.goto("long.html?n=2000")
    q = browser_env.query()
    async with session(browser_env) as s:
        full = await s.observe(q, ObserveOptions(max_elements=10000))
        capped = await s.observe(q, ObserveOptions(max_elements=50))
        region = Rect(0, 0, 400, 200)
        part = await s.observe(q, ObserveOptions(region=region))
        last = find(full, Role.BUTTON, "Open 1999")
        r = await s.act(
            q,
            Action(kind=ActionKind.SCROLL, dx=0, dy=5),
            options=ObserveOptions(max_elements=10000),
        )
        assert r.receipt.mode is Mode.INPUT
        assert r.after is not None and r.after.signature != full.signature
    assert len(full.elements) > 4000 and not full.stats.truncated
    assert capped.stats.truncated and len(capped.elements) == 50
    assert "truncated" in format_snapshot(capped)
    assert State.OFFSCREEN in last.states
    assert State.OFFSCREEN not in find(full, Role.LINK, "Item 0").states
    assert part.elements and all(e.bounds and e.bounds.intersection(region) for e in part.elements)
    assert len(part.elements) < 100


async def test_rerender_between_observe_and_act_is_stale(browser_env: BrowserEnv) -> None:
    await browser_env.goto("rerender.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        save = find(snap, Role.BUTTON, "Save")
        # Drawn again a line lower: another element, whatever its name.
        await browser_env.cdp("Runtime.evaluate", {"expression": "rerender(true)"})
        with pytest.raises(StaleElement):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        after = await s.observe(q)
    assert "none" in texts(after)  # nothing was clicked
    assert find(after, Role.BUTTON, "Save").id != save.id


async def test_rerender_in_place_keeps_the_id_of_what_it_drew_again(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("rerender.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        save = find(await s.observe(q), Role.BUTTON, "Save")
        # A new button, the same look in the same place: the page drew Save again.
        await browser_env.cdp("Runtime.evaluate", {"expression": "rerender()"})
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        assert r.ok, r
        after = await s.observe(q)
    assert "saved by generation 2" in texts(after)
    assert find(after, Role.BUTTON, "Save").id == save.id


async def test_observation_names_the_page_by_its_current_title(browser_env: BrowserEnv) -> None:
    await browser_env.goto("form.html")
    async with session(browser_env) as s:
        assert (await s.observe(browser_env.query())).target.app == "Order form"
        await browser_env.cdp("Runtime.evaluate", {"expression": "document.title = 'Renamed'"})
        # The browser does not announce title changes: the read itself names the page.
        assert (await s.observe(browser_env.query())).target.app == "Renamed"
        snap = await s.observe(browser_env.query("Renamed"))
    assert snap.target.app == "Renamed"


async def test_screenshots_black_out_a_typed_secret(browser_env: BrowserEnv) -> None:
    def dark(png: bytes, box: Rect) -> float:
        img = Image.open(io.BytesIO(png)).convert("L")
        inner = (box.x + 3, box.y + 3, box.right - 3, box.bottom - 3)
        pixels = img.crop(inner).tobytes()
        return sum(1 for p in pixels if p == 0) / len(pixels)

    await browser_env.goto("form.html")
    q = browser_env.query()
    async with secret_session(browser_env, NAME="Ada Lovelace-Byron") as s:
        snap = await s.observe(q)
        field = find(snap, Role.TEXTBOX, "Full name")
        email = find(snap, Role.TEXTBOX, "Email")
        assert field.bounds is not None and email.bounds is not None
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=field.id, text="{{NAME}}"))
        shot = await s.screenshot(q)
        region = Rect(field.bounds.x - 20, field.bounds.y - 20, 300, 80)
        part = await s.screenshot(q, region)
    assert dark(shot, field.bounds) == 1.0
    assert dark(shot, email.bounds) < 0.5
    moved = Rect(20, 20, field.bounds.w, field.bounds.h)  # the field, inside the region
    assert dark(part, moved) == 1.0
    assert dark(part, Rect(0, 0, 18, 18)) < 0.5


async def test_screenshots_hide_a_secret_near_the_scroll_bar_and_in_hidden_text(
    browser_env: BrowserEnv,
) -> None:
    # A page with a scroll bar (the viewport's pixels are wider than its layout width)
    # and a copy of the value in text hidden from accessibility but shown on screen.
    await browser_env.goto("secret.html")
    q = browser_env.query()
    async with secret_session(browser_env, CARD="4111 1111 1111 1111") as s:
        field = find(await s.observe(q), Role.TEXTBOX, "Card number")
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=field.id, text="{{CARD}}"))
        shot = await s.screenshot(q)
    box = field.bounds
    assert box is not None
    assert shades(shot, (box.x, box.y, box.right, box.bottom)) == {0}
    # The copy's text is blacked out and nothing of its glyphs (grey edges) is left.
    copy = shades(shot, (900, 200, 1160, 224))
    assert 0 in copy and copy <= {0, 255}, sorted(copy)


def red_pixels(png: bytes) -> int:
    """How many pixels of ``png`` are strongly red (the colour the leak page draws in)."""
    data = Image.open(io.BytesIO(png)).convert("RGB").tobytes()
    return sum(
        1 for i in range(0, len(data), 3) if data[i] > 200 and data[i + 1] < 90 and data[i + 2] < 90
    )


async def test_screenshots_hide_secrets_split_recased_in_remote_frames_and_off_page(
    browser_env: BrowserEnv,
) -> None:
    # The page draws its secret in red: split by markup, upper-cased by CSS, and in an
    # out-of-process iframe as text hidden from accessibility.
    await browser_env.goto("leaks.html")
    q = browser_env.query()
    off_page = Rect(-50, -50, 500, 400)
    async with session(browser_env) as plain:
        frames = [e for e in (await plain.observe(q)).elements if e.role is Role.IFRAME]
        assert frames and frames[0].bounds is not None
        before = red_pixels(await plain.screenshot(q))
        before_region = red_pixels(await plain.screenshot(q, off_page))
    async with secret_session(browser_env, PW="hunter2XYZ") as s:
        shot = await s.screenshot(q)
        region = await s.screenshot(q, off_page)
        page = await s.screenshot()  # no target: the current page
    assert before > 1000 and before_region > 1000  # the page does draw it
    assert red_pixels(shot) == 0
    assert red_pixels(region) == 0
    assert red_pixels(page) == 0


async def test_screenshots_hide_a_secret_shown_inside_a_padded_iframe(
    browser_env: BrowserEnv,
) -> None:
    # The iframe's border and padding move its document; the text is hidden from
    # accessibility, so only the page's drawn text finds it.
    await browser_env.goto("frame_secret.html")
    q = browser_env.query()
    async with secret_session(browser_env, TOKEN="tok-9f8e7d-tok") as s:
        frame = next(e for e in (await s.observe(q)).elements if e.role is Role.IFRAME)
        shot = await s.screenshot(q)
    box = frame.bounds  # the text sits inside the frame's border and padding
    assert box is not None
    area = shades(shot, (box.x + 40, box.y + 40, box.x + 240, box.y + 66))
    assert 0 in area and area <= {0, 255}, sorted(area)


async def test_javascript_dialogs_block_and_are_answered_explicitly(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("dialog.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(q, action(snap, Role.BUTTON, "Delete all"))
        assert r.after is not None and r.after.blocking == 'confirm dialog "Delete everything?"'
        assert "blocked by confirm dialog" in format_snapshot(r.after)
        blocked = await s.observe(q)
        assert blocked.blocking is not None
        cancel = find(blocked, Role.BUTTON, "Cancel")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=cancel.id), before=blocked)
        assert r.after is not None and r.after.blocking is None
        assert "cancelled" in texts(r.after)
        r = await s.act(q, action(r.after, Role.BUTTON, "Show alert"))
        assert r.after is not None and r.after.blocking == 'alert dialog "Saved!"'
        r = await s.act(q, Action(kind=ActionKind.KEY, keys="Return"))
        assert r.after is not None and "alert closed" in texts(r.after)


async def test_beforeunload_is_reported(browser_env: BrowserEnv) -> None:
    await browser_env.goto("dialog.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        await s.act(q, action(snap, Role.BUTTON, "Guard leaving"))
        r = await s.act(q, action(snap, Role.LINK, "Leave page"))
        assert r.after is not None and r.after.blocking is not None
        assert r.after.blocking.startswith("beforeunload dialog")
        stay = find(r.after, Role.BUTTON, "Stay")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=stay.id), before=r.after)
    await browser_env.cdp("Runtime.evaluate", {"expression": "window.onbeforeunload = null"})
    assert r.after is not None and r.after.blocking is None
    find(r.after, Role.HEADING, "Dialogs")


async def test_screenshots_page_region_and_element(browser_env: BrowserEnv) -> None:
    await browser_env.goto("form.html")
    async with session(browser_env) as s:
        page = await s.screenshot(browser_env.query())
        region = await s.screenshot(browser_env.query(), Rect(0, 0, 200, 100))
        snap = await s.observe(browser_env.query())
        button = find(snap, Role.BUTTON, "Place order")
        element = await s.backend.screenshot_element(snap.target, button)  # type: ignore[attr-defined]
        # A region is cut to the page; one wholly outside it is refused.
        cut = await s.screenshot(browser_env.query(), Rect(-50, -20, 200, 100))
        with pytest.raises(UsageError, match="outside the page"):
            await s.screenshot(browser_env.query(), Rect(-500, -500, 100, 100))
    sizes = [Image.open(io.BytesIO(p)).size for p in (page, region, element)]
    assert sizes[0][0] > 500 and sizes[1] == (200, 100)
    assert Image.open(io.BytesIO(cut)).size == (150, 80)
    assert button.bounds is not None and sizes[2] == (button.bounds.w, button.bounds.h)


async def test_tabs_listing_and_tab_substring(browser_env: BrowserEnv) -> None:
    await browser_env.goto("links.html")
    async with session(browser_env) as s:
        targets = await s.backend.resolve(browser_env.query("links"))
        assert targets.url and targets.url.endswith("links.html")
        pages = await s.targets()
        assert any(t.key == targets.key for t in pages)
        with pytest.raises(TargetNotFound, match="no page matches"):
            await s.resolve(browser_env.query("nothing-like-this"))


async def test_crashed_tab_is_reported(browser_env: BrowserEnv) -> None:
    from handrail.backends.browser.session.cdp import CdpConnection

    conn = await CdpConnection.connect(browser_env.state.endpoint, 10)
    try:
        created = await conn.send(
            "Target.createTarget", {"url": browser_env.url("links.html?crash")}
        )
        sid = (
            await conn.send(
                "Target.attachToTarget", {"targetId": created["targetId"], "flatten": True}
            )
        )["sessionId"]
        async with session(browser_env) as s:
            q = browser_env.query("crash")
            await s.observe(q)
            with contextlib.suppress(Exception):  # the renderer dies before it can answer
                await conn.send("Page.crash", session_id=sid, timeout=2)
            with pytest.raises(TargetNotFound, match="crash"):
                await s.observe(q)
    finally:
        await conn.send("Target.closeTarget", {"targetId": created["targetId"]})
        await conn.close()


async def test_unreachable_endpoint_is_backend_unavailable() -> None:
    from handrail.backends.browser import BrowserBackend

    async with Session(BrowserBackend()) as s:
        with pytest.raises(BackendUnavailable, match=r"127\.0\.0\.1:9"):
            await s.observe(TargetQuery(cdp="http://127.0.0.1:9"))


async def test_navigation_during_observation_is_retried_or_reported(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("flip.html")
    q = browser_env.query()
    outcomes = []
    async with session(browser_env) as s:
        for _ in range(15):
            try:
                snap = await s.observe(q)
            except (OperationTimeout, TargetNotFound) as err:
                assert "\n" not in str(err)
                outcomes.append("reported")
            else:
                # A snapshot is of one document, never a mix of two.
                assert [e.name for e in snap.elements if e.role is Role.HEADING] in ([], ["Flip"])
                outcomes.append("ok")
        # How many of those reads a reload interrupted depends on the machine's speed:
        # on a slow one every read can take longer than the page holds still. Once it
        # holds still, the same session reads it, whatever the races before left.
        await browser_env.goto("flip.html?still")
        snap = await s.observe(q)
        assert [e.name for e in snap.elements if e.role is Role.HEADING] == ["Flip"]
        assert any(e.name == "Still here" for e in snap.elements)
    assert set(outcomes) <= {"ok", "reported"} and len(outcomes) == 15


async def test_act_waits_for_navigation_and_network_to_settle(browser_env: BrowserEnv) -> None:
    await browser_env.goto("links.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        # The next page fetches its data 400 ms after loading; the observation after the
        # click must already show it.
        r = await s.act(q, action(snap, Role.LINK, "Slow page"))
    assert r.after is not None
    assert r.after.target.url and r.after.target.url.endswith("slow.html")
    assert "data arrived" in texts(r.after)


@pytest.mark.parametrize(
    ("kind", "via", "expected", "mode"),
    [
        (ActionKind.CLICK, Via.AUTO, "click", Mode.INPUT),
        (ActionKind.DOUBLECLICK, Via.AUTO, "click click dblclick", Mode.INPUT),
        (ActionKind.RIGHTCLICK, Via.AUTO, "contextmenu", Mode.INPUT),
        (ActionKind.CLICK, Via.AX, "click-synthetic", Mode.AX),
    ],
)
async def test_pointer_kinds_send_the_events_a_person_would(
    browser_env: BrowserEnv, kind: ActionKind, via: Via, expected: str, mode: Mode
) -> None:
    await browser_env.goto("events.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(q, action(snap, Role.BUTTON, "Target", kind), via=via)
    assert r.receipt.mode is mode
    assert r.after is not None and expected in texts(r.after).split("\n")


async def test_coordinates_focus_and_keys(browser_env: BrowserEnv) -> None:
    await browser_env.goto("events.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        target = find(snap, Role.BUTTON, "Target")
        assert target.bounds is not None
        x, y = target.bounds.center
        r = await s.act(q, Action(kind=ActionKind.CLICK, x=x, y=y))
        assert r.receipt.mode is Mode.INPUT and "coordinates" in r.receipt.diagnostic
        field = find(snap, Role.TEXTBOX, "Field")
        await s.act(q, Action(kind=ActionKind.FOCUS, element_id=field.id))
        r = await s.act(q, Action(kind=ActionKind.KEY, keys="ctrl+b"))
    assert r.after is not None
    assert "click focus key:Control+ctrl key:b+ctrl" in texts(r.after).split("\n")


async def test_without_tab_the_most_recently_active_page_is_used(browser_env: BrowserEnv) -> None:
    from handrail.backends.browser.session.cdp import CdpConnection

    conn = await CdpConnection.connect(browser_env.state.endpoint, 10)
    try:
        created = await conn.send("Target.createTarget", {"url": browser_env.url("shadow.html")})
        async with session(browser_env) as s:
            assert (await s.resolve(browser_env.query())).key.endswith(created["targetId"])
            infos = (await conn.send("Target.getTargets"))["targetInfos"]
            first = next(
                i for i in infos if i["type"] == "page" and i["targetId"] != created["targetId"]
            )
            await conn.send("Target.activateTarget", {"targetId": first["targetId"]})
            assert (await s.resolve(browser_env.query())).key.endswith(first["targetId"])
            # Pages opened and closed while the session lives are seen at once.
            late = await conn.send("Target.createTarget", {"url": browser_env.url("form.html")})
            assert (await s.resolve(browser_env.query())).key.endswith(late["targetId"])
            await conn.send("Target.closeTarget", {"targetId": late["targetId"]})
            for _ in range(500):  # until the browser says the page is gone
                if not (await s.resolve(browser_env.query())).key.endswith(late["targetId"]):
                    break
                await asyncio.sleep(0.02)
            assert not (await s.resolve(browser_env.query())).key.endswith(late["targetId"])
    finally:
        await conn.send("Target.closeTarget", {"targetId": created["targetId"]})
        await conn.close()


async def test_a_capped_snapshot_keeps_what_is_on_screen(browser_env: BrowserEnv) -> None:
    # Far down a long list, the first elements in document order are all off screen:
    # a cap must keep what the scroll brought into view, and the ancestors placing it.
    await browser_env.goto("long.html?n=2000")
    async with browser_env.first_page() as (conn, sid):
        await conn.send(
            "Runtime.evaluate",
            {"expression": "window.scrollTo(0, document.body.scrollHeight)"},
            session_id=sid,
        )
    q = browser_env.query()
    async with session(browser_env) as s:
        capped = await s.observe(q, ObserveOptions(max_elements=50))
    names = [e.name for e in capped.elements]
    assert capped.stats.truncated and len(capped.elements) <= 50
    opened = [e for e in capped.elements if e.name.startswith("Open ")]
    assert opened and all(State.OFFSCREEN not in e.states for e in opened), names
    assert int(opened[0].name.split()[1]) > 1900, names
    ids = {e.id for e in capped.elements}
    assert all(e.parent is None or e.parent in ids for e in capped.elements)
