"""Material Web 2 (Google's Material 3 web components, built on Lit) driven through ids
from ``observe``: controls drawn inside shadow roots, icons drawn by a ligature font."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_an_icon_button_is_named_by_its_ligature_glyph(browser_env: BrowserEnv) -> None:
    """``<md-icon-button><md-icon>delete</md-icon></md-icon-button>``: the icon is
    ``aria-hidden`` and has no icon-font class, only its font (``Material Symbols``) says
    its text is a glyph's name. The button reads as that glyph, not as the class words of
    the parts its shadow root draws (``standard``, ``touch``, a ripple's ``surface``)."""
    await browser_env.goto("lib36_mdicons.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for word in ("standard", "touch", "surface"):
            assert word not in text, text
        lines = text.splitlines()
        for glyph in ("archive", "delete", "star"):
            assert [ln for ln in lines if ln.endswith(f" button (icon: {glyph})")], text
        delete = next(ln for ln in lines if ln.endswith(" button (icon: delete)")).split()[0]
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=delete))
        assert await browser_env.value("window.__did") == ["delete"]


async def test_an_opened_select_lists_its_options(browser_env: BrowserEnv) -> None:
    """``<md-filled-select>`` opens its options in a ``popover`` menu of its shadow root
    (the top layer): once it is open, its options are listed and one is chosen by id.
    Chromium values it by all its words, its floating label's too (``Language English``):
    it reads as its choice."""
    await browser_env.goto("lib36_mdselect.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = next(e for e in snap.elements if e.role is Role.COMBOBOX)
        # Its floating label is drawn inside it: the value is the choice alone.
        assert (box.name, box.value) == ("Language", "English"), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.after is not None
        await browser_env.ready("document.querySelector('md-filled-select').open === true")
        snap = await s.observe(q)
        french = find(snap, Role.OPTION, "French")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=french.id))
        assert await browser_env.value("window.__did") == ["lang fr"]
        assert r.after is not None
        box = next(e for e in r.after.elements if e.role is Role.COMBOBOX)
        assert box.value == "French", format_snapshot(r.after)


async def test_a_switch_in_a_label_is_named_by_its_words(browser_env: BrowserEnv) -> None:
    """``<label><md-switch></md-switch> Email alerts</label>``: the switch's own input lies
    in its shadow root, where the label's words do not reach it for Chromium. It is named
    by them as a person reads them, and is one line, not an unnamed switch beside a text."""
    await browser_env.goto("lib36_mdtoggles.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        email = find(snap, Role.SWITCH, "Email alerts")
        digest = find(snap, Role.CHECKBOX, "Weekly digest")
        assert "touch" not in text, text
        assert [ln for ln in text.splitlines() if "Email alerts" in ln] == [
            f"{email.id} checked switch Email alerts"
        ], text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=email.id))
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=digest.id))
        assert await browser_env.value("window.__did") == ["email off", "digest on"]
