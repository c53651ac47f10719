"""The covered and offscreen states against the page's own hit tests, and presses where
something lies over the element: refused when it is covered, scrolled clear when a
sticky header or a fixed bar is in the way, let through what takes no pointer events."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import action, find, session, texts

from handrail.actions import Action, ActionKind
from handrail.errors import ElementCovered
from handrail.geometry import Rect
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_covered_element_is_marked_and_not_clicked(browser_env: BrowserEnv) -> None:
    await browser_env.goto("covered.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        hidden = find(snap, Role.BUTTON, "Hidden target")
        assert State.COVERED in hidden.states
        assert State.COVERED not in find(snap, Role.BUTTON, "Close overlay").states
        with pytest.raises(ElementCovered, match="Cookie banner"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=hidden.id))
        await s.act(q, action(snap, Role.BUTTON, "Close overlay"))
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=hidden.id))
    assert r.ok and r.after is not None
    assert r.after.target.app == "clicked under" or "clicked under" in texts(r.after)


async def test_a_field_under_an_overlay_is_not_typed_into(browser_env: BrowserEnv) -> None:
    # A script could focus it, a person could not reach it: refused as a press is.
    await browser_env.goto("covered.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        note = find(snap, Role.TEXTBOX, "Delivery note")
        assert State.COVERED in note.states
        for kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            with pytest.raises(ElementCovered, match=r"Cookie banner.*nothing was typed"):
                await s.act(q, Action(kind=kind, element_id=note.id, text="Leave at door"))
        with pytest.raises(ElementCovered, match=r"Cookie banner.*nothing was typed"):
            await s.act(q, Action(kind=ActionKind.KEY, element_id=note.id, keys="a"))
        assert await browser_env.value("document.getElementById('note').value") == ""
        await s.act(q, action(snap, Role.BUTTON, "Close overlay"))
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=note.id, text="Leave at door"))
    assert await browser_env.value("document.getElementById('note').value") == "Leave at door"


async def test_covered_on_a_scrolled_page_and_a_press_under_a_fixed_header_scrolled_clear(
    browser_env: BrowserEnv,
) -> None:
    # Hit tests take document coordinates: on a scrolled page the viewport point has to
    # be moved by the scroll offset, or the check lands elsewhere (or nowhere).
    await browser_env.goto("scrolled.html")
    await browser_env.cdp("Runtime.evaluate", {"expression": "window.scrollTo(0, 1090)"})
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        under, free = find(snap, Role.BUTTON, "Row 10"), find(snap, Role.BUTTON, "Row 11")
        assert State.COVERED in under.states
        assert State.COVERED not in free.states
        env = snap.environment
        view = Rect(0, 0, env.screen_w, env.screen_h)
        shown = [
            e
            for e in snap.elements
            if e.role is Role.BUTTON and e.bounds and State.OFFSCREEN not in e.states
        ]
        points = [e.bounds.intersection(view).center for e in shown]  # type: ignore[union-attr]
        owners = await browser_env.hit_owners(points)
        truth = {e.name for e, owner in zip(shown, owners, strict=True) if owner != e.name}
        assert truth == {e.name for e in shown if State.COVERED in e.states} == {"Row 10"}
        # The press under the header scrolls the row clear of it first, as a person does;
        # the header is never pressed.
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=under.id))
        assert r.after is not None and r.after.target.app == "clicked Row 10"
        assert State.COVERED not in find(r.after, Role.BUTTON, "Row 10").states
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=free.id))
    assert r.after is not None and r.after.target.app == "clicked Row 11"


async def test_a_popover_backdrop_lets_a_press_through_as_a_persons_does(
    browser_env: BrowserEnv,
) -> None:
    # A popover's ::backdrop takes no pointer events (the browser's own style): a
    # person's press outside reaches the page and closes the popover. Neither the
    # observation nor the press may take it for a cover.
    await browser_env.goto("popover.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        outside = find(snap, Role.BUTTON, "Outside")
        assert State.COVERED not in outside.states
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=outside.id))
        assert r.ok, r
        assert (await s.observe(q)).target.app == "outside clicked"


async def test_an_overlay_that_takes_no_pointer_events_covers_nothing(
    browser_env: BrowserEnv,
) -> None:
    # A fixed, transparent layer over the whole page with pointer-events: none (a
    # decoration, a toast container) lets every press through to what lies below.
    await browser_env.goto("ghost.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        far = find(snap, Role.BUTTON, "Far button")
        assert not [e.id for e in snap.elements if State.COVERED in e.states]
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=far.id))
        assert r.ok, r
        # A layer that does take pointer events still covers: nothing is pressed.
        await browser_env.cdp(
            "Runtime.evaluate", {"expression": "document.body.classList.add('blocked')"}
        )
        snap = await s.observe(q)
        far = find(snap, Role.BUTTON, "Far button")
        assert State.COVERED in far.states
        with pytest.raises(ElementCovered, match="ghost"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=far.id))
    reply = await browser_env.cdp(
        "Runtime.evaluate", {"expression": "window.log.join()", "returnByValue": True}
    )
    assert reply["result"]["value"] == "far"


@pytest.mark.parametrize("page", ["overlap.html", "overlap2.html"])
async def test_covered_state_agrees_with_real_hit_tests(browser_env: BrowserEnv, page: str) -> None:
    # On pages of overlaps of every kind the covered state agrees with a real hit test
    # at each element's centre, made here apart from the backend.
    await browser_env.goto(page)
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    env = snap.environment
    view = Rect(0, 0, env.screen_w, env.screen_h)
    shown = [
        e
        for e in snap.elements
        if e.role in (Role.BUTTON, Role.LINK)
        and e.name[:2] in ("b-", "d-")
        and State.OFFSCREEN not in e.states
    ]
    assert len(shown) >= (12 if page == "overlap.html" else 7), format_snapshot(snap)
    if page == "overlap2.html":
        # Slotted below a shadow root's box that cuts off its content: not seen, so
        # offscreen (no hit test finds it either).
        assert State.OFFSCREEN in find(snap, Role.BUTTON, "d-slotted").states
    points = []
    for e in shown:
        assert e.bounds is not None
        visible = e.bounds.intersection(view)
        assert visible is not None
        points.append(visible.center)
    owners = await browser_env.hit_owners(points)
    covered = {e.name for e in shown if State.COVERED in e.states}
    truth = {e.name for e, owner in zip(shown, owners, strict=True) if owner != e.name}
    if page == "overlap.html":
        # Its text wraps, and its box's centre lies between the pieces, on the text around
        # it: its first piece is what a press aims at, and nothing covers that.
        assert "b-gap lnk" in truth
        truth.discard("b-gap lnk")
    assert covered == truth
    # The pages do exercise both answers.
    if page == "overlap.html":
        assert {"b-negz", "b-abs-later", "b-abs-first"} <= truth
        # Under a layer that takes no pointer events: a press reaches the button.
        assert {"b-free", "b-later-block", "b-pe-none"} <= {e.name for e in shown} - truth
    else:
        assert {"d-negz", "d-ovh"} <= truth
        assert {"d-plain", "d-plain-link"} <= {e.name for e in shown} - truth


async def test_a_row_under_a_scrolling_boxs_border_is_offscreen_not_covered(
    browser_env: BrowserEnv,
) -> None:
    # The list's rows scroll inside its padding box; the one whose top pixels fall in
    # the band of its bottom border shows nothing there. A row under another element
    # inside the list is still covered.
    await browser_env.goto("edgerows.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    states = {e.name: e.states for e in snap.elements if e.role is Role.LISTITEM}
    edge, veiled = states["Fay (under the border)"], states["Cid (under the veil)"]
    assert State.OFFSCREEN in edge and State.COVERED not in edge, format_snapshot(snap)
    assert State.COVERED in veiled, format_snapshot(snap)
    assert not {State.COVERED, State.OFFSCREEN} & states["Eve"], format_snapshot(snap)
    assert State.OFFSCREEN in states["Gus"]


async def test_a_button_cut_off_by_its_toolbar_is_offscreen_not_covered(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("clipped.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    text = format_snapshot(snap)
    archive = find(snap, Role.BUTTON, "Archive")
    assert State.OFFSCREEN in archive.states and State.COVERED not in archive.states, text
    for name in ("Copy", "Cut", "Duplicate", "More"):  # Duplicate shows in part
        shown = find(snap, Role.BUTTON, name)
        assert not {State.OFFSCREEN, State.COVERED} & shown.states, text


async def test_a_link_wrapped_onto_two_lines_is_not_covered(browser_env: BrowserEnv) -> None:
    # Its box spans both lines; the middle of that box lies on the text around it.
    await browser_env.goto("wrapped.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        link = next(e for e in snap.elements if e.role is Role.LINK)
        assert link.bounds is not None and link.bounds.h > 30, link
        assert State.COVERED not in link.states, link
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=link.id))
        assert r.ok, r
    assert await browser_env.value("window.__log") == ["report"]
