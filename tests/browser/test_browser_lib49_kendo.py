"""Kendo UI Core (jQuery widgets with their default theme) driven through ids from
``observe``, the defects left from the first round: a form whose ``<label for>``
captions lie away from the controls they name (a tag list or a slider's step button
between), a slider's step buttons, icon buttons drawn by Kendo's icon classes, a
notification caught in its entry animation, and a tab strip's receipt."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.safety.policy import RiskPolicy
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_CAPTIONS = ("Supplier", "Warehouse", "Product lines", "Quantity", "Due date", "Urgency")


async def test_a_caption_away_from_its_control_reads_once(browser_env: BrowserEnv) -> None:
    """Each ``<label for>`` names its widget, though a tag list (the MultiSelect's) or a
    slider's step button lies between them: the caption reads once, as the control's
    name, not again as a text line of its own."""
    await browser_env.goto("lib49_form.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for caption in _CAPTIONS:
            said = [line for line in text.splitlines() if caption in line]
            assert len(said) == 1, (caption, text)
            assert any(e.interactive and e.name == caption for e in snap.elements), text
        lines = find(snap, Role.COMBOBOX, "Product lines")
        opened = await s.act(q, Action(kind=ActionKind.CLICK, element_id=lines.id))
        assert opened.ok and opened.after is not None, opened
        nuts = find(opened.after, Role.OPTION, "Nuts")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=nuts.id))
        assert r.ok, r
        did = await browser_env.value("window.__did")
        assert did == ["lines=Bolts|Nuts"], did


async def test_a_sliders_step_buttons_read_as_buttons_named_by_their_title(
    browser_env: BrowserEnv,
) -> None:
    """The Slider draws its step buttons as ``<button title="Decrease" aria-hidden>``
    holding an SVG chevron: out of Chromium's tree, they read ``clickable (icon: …)``.
    They read as buttons named by their titles, and a press through the id steps the
    slider."""
    await browser_env.goto("lib49_form.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        less = find(snap, Role.BUTTON, "Decrease")
        more = find(snap, Role.BUTTON, "Increase")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=less.id))
        assert r.ok, r
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=less.id))
        assert r.ok, r
        assert r.after is not None
        assert find(r.after, Role.SLIDER, "Urgency").value == "2", format_snapshot(r.after)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=more.id))
        assert r.ok, r
        did = await browser_env.value("window.__did")
        assert did == ["urgency=3", "urgency=2", "urgency=3"], did


_NOISE = {"solid", "full", "svg", "font", "k", "icon", "button"}


async def test_icon_buttons_read_by_their_kendo_glyph_class(browser_env: BrowserEnv) -> None:
    """A record's command buttons hold only a glyph drawn by its class (an SVG icon's
    ``k-svg-icon k-svg-i-pencil``, a font icon's ``k-font-icon k-i-trash``) inside a
    button whose classes say its look (``k-button-solid``): each hint begins with its
    glyph and holds no look's word, a press on the pencil edits that record, and the
    trash one is a delete the risk gate holds."""
    await browser_env.goto("lib49_screen.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON and not e.name]
        assert [e.hint.split()[0] for e in buttons] == ["pencil", "trash"] * 2, text
        for e in buttons:
            assert not _NOISE.intersection(e.hint.split()), text
        policy = RiskPolicy()
        for e in [*buttons[1::2], find(snap, Role.BUTTON, "Trash")]:
            verdict = policy.assess(Action(kind=ActionKind.CLICK, element_id=e.id), e, snap)
            assert verdict.risk == "delete", (e, verdict)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=buttons[2].id))
        assert r.ok, r
        did = await browser_env.value("window.__did")
        assert did == ["edit Nuts"], did


async def test_a_tabs_receipt_says_the_tab_its_press_chose(browser_env: BrowserEnv) -> None:
    """The TabStrip fades the old panel out before it marks the pressed tab selected,
    then fades the new one in: the receipt of the press waits for what the press set
    moving, and says the pressed tab selected and its panel shown."""
    await browser_env.goto("lib49_screen.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        orders = find(snap, Role.TAB, "Orders")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=orders.id))
        assert r.ok and r.after is not None, r
        text = format_snapshot(r.after)
        assert find(r.after, Role.TAB, "Orders").has(State.SELECTED), text
        assert not find(r.after, Role.TAB, "Stock").has(State.SELECTED), text
        assert "No orders today." in text, text
        did = await browser_env.value("window.__did")
        assert did == ["tab Orders"], did


async def test_a_notification_reads_the_same_from_the_moment_it_is_shown(
    browser_env: BrowserEnv,
) -> None:
    """A Notification fades in, and only once it is in does its script make it close
    on a click: the press that shows it waits for the fade, so its receipt and every
    read after it say the notification the same, under the same id."""
    await browser_env.goto("lib49_screen.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        save = find(snap, Role.BUTTON, "Save stock")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        assert r.ok and r.after is not None, r

        def said(text: str) -> list[str]:
            return [line.strip() for line in text.splitlines() if "Stock saved" in line]

        first = said(format_snapshot(r.after))
        assert len(first) == 1, format_snapshot(r.after)
        for _ in range(5):
            later = await s.observe(q)
            assert said(format_snapshot(later)) == first, format_snapshot(later)
        # Once nothing on the page moves any more (the fade has ended), the same again.
        await browser_env.ready("document.getAnimations().every(a => a.playState !== 'running')")
        later = await s.observe(q)
        assert said(format_snapshot(later)) == first, format_snapshot(later)
        did = await browser_env.value("window.__did")
        assert did == ["notify"], did
