"""Text in and out: non-ASCII typed and read back exactly (mousepad), Gecko's paragraphs and fields.

Typed text is checked by reading the field afterwards; texts are read up to their
character count, which Firefox needs (it answers a range past the end with nothing).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from atspi_support import find
from desktop_apps import APPS_DIR, mousepad, need

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.desktop

WORDS = "naïve €uro 中文 😀"


def _editor(snap: Snapshot) -> str:
    boxes = [e for e in snap.elements if e.role is Role.TEXTBOX]
    assert boxes, f"mousepad shows no text area: {snap.elements}"
    return boxes[-1].id


@pytest.mark.parametrize("via", [Via.AX, Via.INPUT])
async def test_non_ascii_text_is_typed_and_read_back_exactly(
    session: Session, launch_app, via: Via, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(mousepad(tmp_path))
    query = TargetQuery(pid=app.pid)
    area = _editor(await session.observe(query))
    done = await session.act(
        query, Action(kind=ActionKind.TYPE, element_id=area, text="|ab€cd"), via=via
    )
    assert done.receipt.ok
    done = await session.act(
        query, Action(kind=ActionKind.TYPE, element_id=area, text=" " + WORDS), via=via
    )
    assert done.receipt.mode is (Mode.AX if via is Via.AX else Mode.KEYBOARD)
    assert (await session.observe(query)).by_id[area].value == "|ab€cd " + WORDS


async def _title_is(session: Session, query: TargetQuery, title: str) -> Snapshot:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while True:
        snap = await session.observe(query)
        if any(e.role is Role.DOCUMENT and e.name == title for e in snap.elements):
            return snap
        assert loop.time() < deadline, f"no document {title!r}"
        await asyncio.sleep(0.1)


async def test_firefox_paragraphs_and_fields_show_their_text(
    session: Session, launch_app, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    firefox = need("firefox-esr")
    page = (APPS_DIR / "form.html").as_uri()
    app = await launch_app(
        [firefox, "--no-remote", "--new-instance", "--profile", str(tmp_path), page], timeout=60
    )
    query = TargetQuery(pid=app.pid)
    snap = await _title_is(session, query, "Handrail form")
    values = [e.value for e in snap.elements if e.role is Role.PARAGRAPH]
    assert "First paragraph of plain text." in values
    assert "Zweiter Absatz: naïve €uro 中文." in values
    field = find(snap, Role.TEXTBOX, "Your name")
    done = await session.act(query, Action(kind=ActionKind.TYPE, element_id=field.id, text=WORDS))
    assert done.receipt.ok
    assert (await session.observe(query)).by_id[field.id].value == WORDS
    show = find(await session.observe(query), Role.BUTTON, "Show")
    await session.act(query, Action(kind=ActionKind.CLICK, element_id=show.id))
    await _title_is(session, query, f"shown {WORDS}")
