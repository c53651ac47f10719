"""Vue 3 screens built with PrimeVue and Quasar, driven through ids from ``observe``: icon
buttons named by their icon font's glyph, a multi-select drawn by its own box, and no
focus guards read as controls."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_quasar_icon_buttons_are_named_by_their_ligatures(browser_env: BrowserEnv) -> None:
    """``<q-btn icon="edit">`` draws ``<i class="q-icon material-icons"><span>edit</span></i>``
    inside a button of behaviour classes (``q-focusable``, ``q-hoverable``,
    ``q-focus-helper``): each button's hint is its glyph, so a row's edit and suspend
    buttons read apart and the one pressed lands."""
    await browser_env.goto("lib11_quasar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON and not e.name]
        assert [b.hint for b in buttons] == ["refresh", "edit", "block", "edit", "block"], text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=buttons[3].id))
        assert await browser_env.value("window.__did") == ["edit Ben Ortiz"]


async def test_primevue_icon_buttons_are_named_by_their_glyphs(browser_env: BrowserEnv) -> None:
    """PrimeVue's ``<Button icon="pi pi-pencil" text rounded>`` is a button of variant
    classes (``p-component``, ``p-button-icon-only``, ``p-button-text``) around
    ``<span class="pi pi-pencil">``: its hint is the PrimeIcons glyph alone."""
    await browser_env.goto("lib11_prime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON]
        assert [b.hint for b in buttons] == ["pencil", "download"] * 2, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=buttons[1].id))
        assert await browser_env.value("window.__did") == ["download Ada Byron"]


async def test_primevue_focus_guards_are_no_controls(browser_env: BrowserEnv) -> None:
    """PrimeVue's open select sits between two focus guards, empty ``<span tabindex=0>``
    of 1 px clipped to nothing (``p-hidden-accessible``): nothing a person sees or
    presses, so no line of their own; the list's option picked lands."""
    await browser_env.goto("lib11_prime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        owner = find(snap, Role.COMBOBOX, "Owner")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=owner.id))
        text = format_snapshot(r.after)
        unnamed = [e for e in r.after.elements if e.role is Role.GENERIC and not e.name]
        assert not [e for e in unnamed if e.hint], text
        maria = find(r.after, Role.OPTION, "Maria")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=maria.id))
        assert await browser_env.value("window.__did") == ["owner Maria"]


async def test_a_primevue_multiselect_reads_in_view(browser_env: BrowserEnv) -> None:
    """PrimeVue's MultiSelect keeps its ``role=combobox`` input in a visually hidden box
    (1 px, ``clip: rect(0 0 0 0)``) and draws itself by the box around it: the combobox
    reads where that box is, in view (not ``offscreen``), and picking from it lands."""
    await browser_env.goto("lib11_prime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        tags = find(snap, Role.COMBOBOX, "Tags")
        assert State.OFFSCREEN not in tags.states, format_snapshot(snap)
        assert tags.bounds is not None and tags.bounds.w > 40, tags.bounds
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=tags.id))
        partner = find(r.after, Role.OPTION, "Partner")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=partner.id))
        assert await browser_env.value("window.__did") == ["tags Partner"]


async def test_quasar_focus_helpers_are_parts_of_their_items(browser_env: BrowserEnv) -> None:
    """Quasar draws each clickable item's focus ring with an empty ``<div
    class="q-focus-helper" tabindex=-1>`` laid over the whole item: a part of the item,
    no unnamed clickable of its own under it (covered by the item's own words); the
    item pressed lands."""
    await browser_env.goto("lib11_quasar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.GENERIC and e.hint], text
        billing = next(e for e in snap.elements if e.name == "Billing")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=billing.id))
        assert await browser_env.value("window.__did") == ["open billing"]
