"""EasyMDE's markdown editor driven through ids from ``observe``: CodeMirror 5 takes the
keys in a textarea it keeps cut off to nothing and draws the document in lines beside it."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _editor(snap: Snapshot) -> str:
    boxes = [e for e in snap.elements if e.role is Role.TEXTBOX]
    assert len(boxes) == 1, format_snapshot(snap)
    return boxes[0].id


async def test_the_editor_reads_its_document_as_its_value(browser_env: BrowserEnv) -> None:
    """The text field taking the keys reads the document drawn beside it, which is not a
    second element of its own."""
    await browser_env.goto("lib23_docs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = next(e for e in snap.elements if e.role is Role.TEXTBOX)
        assert box.value is not None and "First line." in box.value, format_snapshot(snap)
        assert "# Notes" in (box.value or ""), format_snapshot(snap)
        assert not [e for e in snap.elements if "First line." in e.name], format_snapshot(snap)


async def test_typing_is_read_back_from_the_document(browser_env: BrowserEnv) -> None:
    """Typed text lands at the document's end, and the field reads the document after
    it, not the few letters the key-taking field holds."""
    await browser_env.goto("lib23_docs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=_editor(snap), text=" More."))
        assert await browser_env.value("mde.value()") == "# Notes\n\nFirst line. More."
        box = next(e for e in r.after.elements if e.role is Role.TEXTBOX)
        assert "First line. More." in (box.value or ""), format_snapshot(r.after)


async def test_set_value_replaces_the_whole_document(browser_env: BrowserEnv) -> None:
    """A value set replaces the document (as a person's select-all and typing do), and
    the receipt says so without an error."""
    await browser_env.goto("lib23_docs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.SET_VALUE, element_id=_editor(snap), text="Short page")
        )
        assert await browser_env.value("mde.value()") == "Short page", r.receipt
        box = next(e for e in r.after.elements if e.role is Role.TEXTBOX)
        assert box.value == "Short page", format_snapshot(r.after)


async def test_the_preview_is_no_part_of_the_fields_text(browser_env: BrowserEnv) -> None:
    """The preview EasyMDE draws inside the editor's box reads as its own heading and
    text; the field still reads the markdown."""
    await browser_env.goto("lib23_docs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        toggle = find(snap, Role.BUTTON, "Toggle Preview")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert await browser_env.value("mde.isPreviewActive()") is True
        box = next(e for e in r.after.elements if e.role is Role.TEXTBOX)
        assert box.value == "# Notes First line.", format_snapshot(r.after)
        find(r.after, Role.HEADING, "Notes")
