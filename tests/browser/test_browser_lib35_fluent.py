"""Fluent UI web components 3 driven through ids from ``observe``: custom elements whose
roles live in ``ElementInternals`` and whose controls sit in shadow roots or slots, each
labelled by a ``<fluent-field>``'s ``<label slot="label">``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser

READY = "window.__ready === true"


async def test_a_fluent_dropdown_is_named_by_its_field_and_opens(browser_env: BrowserEnv) -> None:
    """``<fluent-dropdown>`` draws a ``<button role=combobox>`` showing its placeholder:
    it reads as the field's *Language*, not as its first option, and a click opens it so
    an option can be chosen, the box keeping its name and id while open."""
    await browser_env.goto("lib35_fluent.html")
    await browser_env.ready(READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        box = find(snap, Role.COMBOBOX, "Language")
        assert "English" not in text, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.after is not None
        opened = find(r.after, Role.COMBOBOX, "Language")
        assert opened.id == box.id, format_snapshot(r.after)
        french = find(r.after, Role.OPTION, "French")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=french.id))
        assert await browser_env.value("window.__did") == ["lang fr"]


async def test_a_fluent_text_input_is_named_by_its_field(browser_env: BrowserEnv) -> None:
    """``<fluent-text-input>`` in a field: its inner ``<input>`` reads as the field's
    *Display name*, with no lone caption line, and takes a new value."""
    await browser_env.goto("lib35_fluent.html")
    await browser_env.ready(READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        box = find(snap, Role.TEXTBOX, "Display name")
        assert text.count("Display name") == 1, text
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=box.id, text="Grace"))
        assert await browser_env.value("window.__did") == ["name Grace"]


async def test_fluent_radio_fields_and_slider_thumb_read_once(browser_env: BrowserEnv) -> None:
    """Each ``<fluent-radio>`` sits in a ``<fluent-field>`` that listens for presses around
    its ``<label>``: the choice reads once, as its radio button, not also as ``clickable
    Dark``; the slider's thumb is no line of its own. The radio button takes the press."""
    await browser_env.goto("lib35_fluent.html")
    await browser_env.ready(READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert [e.role for e in snap.elements if e.name == "Dark"] == [Role.RADIO], text
        assert "thumb" not in text, text
        dark = find(snap, Role.RADIO, "Dark")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=dark.id))
        assert await browser_env.value("window.__did") == ["theme dark"]


async def test_a_fluent_text_input_with_a_placeholder_only_is_named_by_it(
    browser_env: BrowserEnv,
) -> None:
    """``<fluent-text-input placeholder="Email address">`` with no label: its inner
    ``<input>`` is labelled by an empty hidden ``<label for>``, which Chromium prefers to
    the placeholder; it reads as a plain ``<input placeholder>`` does, ``textbox Email
    address``, and takes what is typed."""
    await browser_env.goto("lib35_fluent.html")
    await browser_env.ready(READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.TEXTBOX, "Email address")
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=box.id, text="ada@example.org"))
        assert await browser_env.value("window.__did") == ["mail ada@example.org"]
