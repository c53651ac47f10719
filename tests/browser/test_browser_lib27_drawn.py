"""Words a page draws by CSS (``::before``/``::after``, a glyph between toolbar groups)
that are no content: a tag field's drawn placeholder and its completion's ghost text
(Tagify), an editor toolbar's ``|`` separators (EasyMDE). None is a line of its own; a
``|`` the page writes as content (a breadcrumb's) stays."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_tag_fields_drawn_placeholder_and_ghost_are_no_lines(
    browser_env: BrowserEnv,
) -> None:
    """The field's drawn ``Add tags`` and the ghost rest of a suggestion (``ail`` after
    ``tr``) are not read as texts under it; Enter takes the suggestion."""
    await browser_env.goto("lib27_drawn.html")
    await browser_env.ready("window.__ready === true && !!window.__mde")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        named = "Tags input field"
        boxes = [e for e in snap.elements if e.role is Role.TEXTBOX and e.name == named]
        assert len(boxes) == 1, text
        assert not [e for e in snap.elements if e.role is Role.TEXT and e.name == "Add tags"], text
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=boxes[0].id, text="tr"))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.TEXT and e.name == "ail"], text
        assert not [e for e in snap.elements if e.role is Role.TEXT and e.name == "Add tags"], text
        field = find(snap, Role.TEXTBOX, "Tags input field")
        assert field.value == "tr", text
        await s.act(q, Action(kind=ActionKind.KEY, element_id=field.id, keys="Return"))
        assert await browser_env.value("window.__did") == ["tag add trail"]


async def test_toolbar_separators_are_no_lines(browser_env: BrowserEnv) -> None:
    """EasyMDE's ``<i class="separator">|</i>`` between its button groups reads as no
    line; the breadcrumb's ``|`` written as content stays, and the buttons still act."""
    await browser_env.goto("lib27_drawn.html")
    await browser_env.ready("window.__ready === true && !!window.__mde")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        bars = [e for e in snap.elements if e.role is Role.TEXT and e.name.strip() == "|"]
        assert len(bars) == 1, text  # the breadcrumb's
        assert "Home" in text and "Posts" in text, text
        bold = find(snap, Role.BUTTON, "Bold")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=bold.id))
        assert "**" in await browser_env.value("window.__mde.value()")


async def test_status_bar_words_drawn_before_their_count_read_with_it(
    browser_env: BrowserEnv,
) -> None:
    """EasyMDE's status bar draws ``lines:`` by CSS before the count its span holds: each
    reads as one line with its count, not the label and the number apart; typing updates
    it."""
    await browser_env.goto("lib27_drawn.html")
    await browser_env.ready("window.__ready === true && !!window.__mde")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        names = [e.name for e in snap.elements if e.role is Role.TEXT]
        assert "lines: 2" in names and "words: 3" in names, text
        assert "lines:" not in names and "words:" not in names, text
        await browser_env.value("void window.__mde.value('# Notes\\nPack light.\\nBring water.')")
        snap = await s.observe(q)
        names = [e.name for e in snap.elements if e.role is Role.TEXT]
        assert "lines: 3" in names and "words: 5" in names, format_snapshot(snap)
