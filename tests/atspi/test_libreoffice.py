"""LibreOffice, launched through ``handrail launch``: Writer's paragraphs, a large Calc sheet.

LibreOffice's launcher hands off to ``soffice.bin``: the launch waits for the new
accessible application, not for the pid it started. A sheet manages its descendants:
reading it must not make LibreOffice build an object per cell (its memory would grow
by gigabytes); the visible cells are read, and the table says how many there are.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from atspi_support import find
from desktop_apps import APPS_DIR, libreoffice_profile, need

from handrail.actions import Action, ActionKind
from handrail.desktop.launch import launch
from handrail.desktop.procs import terminate
from handrail.errors import OperationTimeout
from handrail.model import Element, Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.desktop


@pytest.fixture
async def ended() -> AsyncIterator[list[int]]:
    """Pids to end after the test (LibreOffice's launcher and the office itself)."""
    pids: list[int] = []
    yield pids
    for pid in reversed(pids):
        terminate(pid, timeout=5.0)


def _copy(tmp_path: Path, name: str) -> str:
    """A copy of a test document: LibreOffice leaves lock files beside what it opens."""
    copy = tmp_path / name
    shutil.copyfile(APPS_DIR / name, copy)
    return str(copy)


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


_WRITER_DOC = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:body><office:text>
  <text:p>{first}</text:p>
  <text:p>{second}</text:p>
  <text:p/>
 </office:text></office:body>
</office:document>
"""
_FIRST = "Erster Absatz: Handrail liest diesen Text."
_SECOND = "Second paragraph, with ünïcode and € signs."


async def test_writer_opens_a_document_reads_its_paragraphs_and_types_into_one(
    desktop, session: Session, tmp_path: Path, ended: list[int]
) -> None:  # type: ignore[no-untyped-def]
    need("libreoffice")
    doc = tmp_path / "letter.fodt"
    doc.write_text(_WRITER_DOC.format(first=_FIRST, second=_SECOND), encoding="utf-8")
    done = await asyncio.to_thread(
        subprocess.run,
        [
            *(sys.executable, "-m", "handrail.cli.main", "launch", "--timeout", "90"),
            *("--format", "json", "libreoffice-writer", libreoffice_profile(tmp_path)),
            str(doc),
        ],
        env=desktop.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    ended.extend([got["started_pid"], got["pid"]])
    assert got["app"] == "soffice"
    query = TargetQuery(pid=got["pid"])
    # The document's own paragraphs, read with their text.
    snap = await _until(session, query, lambda s: _paragraph(s, _SECOND) is not None)
    assert _paragraph(snap, _FIRST) is not None
    assert any("letter" in (e.name or "") for e in snap.elements if e.role is Role.WINDOW)
    paragraphs = [e for e in snap.elements if e.role is Role.PARAGRAPH]
    empty = next(e for e in paragraphs if not e.value)
    assert paragraphs.index(empty) > paragraphs.index(_paragraph(snap, _SECOND))  # type: ignore[arg-type]
    text = "Dritter Absatz: naïve €uro 中文 😀"
    typed = await session.act(query, Action(kind=ActionKind.TYPE, element_id=empty.id, text=text))
    assert typed.receipt.ok
    after = await session.observe(query)
    assert _paragraph(after, text) is not None
    assert _paragraph(after, _FIRST) is not None and _paragraph(after, _SECOND) is not None


def _paragraph(snap: Snapshot, text: str | None) -> Element | None:
    """The paragraph that reads ``text`` (``None``: the first paragraph)."""
    return next(
        (
            e
            for e in snap.elements
            if e.role is Role.PARAGRAPH and (text is None or (e.value or "") == text)
        ),
        None,
    )


async def _until(session: Session, query: TargetQuery, ok, timeout: float = 60.0) -> Snapshot:  # type: ignore[no-untyped-def]
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    seen: object = None
    while True:
        try:
            snap = await session.observe(query)
        except OperationTimeout as exc:  # still loading the document: busy
            seen = exc
        else:
            if ok(snap):
                return snap
            seen = [(e.role.value, e.name, e.value) for e in snap.elements if e.name or e.value]
        assert loop.time() < deadline, seen
        await asyncio.sleep(0.2)


async def test_a_large_sheet_is_read_by_what_shows_and_a_cell_typed_into(
    desktop, session: Session, tmp_path: Path, ended: list[int]
) -> None:  # type: ignore[no-untyped-def]
    need("localc")
    app, started = await launch(
        desktop.settings,
        "libreoffice-calc",
        [libreoffice_profile(tmp_path), _copy(tmp_path, "rows.fods")],
        timeout=90,
    )
    ended.extend([started, app.pid or started])
    query = TargetQuery(pid=app.pid)
    first = await _until(session, query, lambda s: any(e.role is Role.CELL for e in s.elements))
    before = _rss_kib(app.pid or 0)
    snap = await session.observe(query)
    grew = _rss_kib(app.pid or 0) - before
    assert grew < 100 * 1024, f"LibreOffice grew by {grew} KiB while observed"
    # What shows is read, not the sheet's million rows: counted in objects, not seconds,
    # so a slow machine cannot fail it and a walk of the rows cannot pass it.
    assert snap.stats.total < 2000 and not snap.stats.truncated, snap.stats
    table = next(e for e in snap.elements if e.role is Role.TABLE)
    assert table.value is not None and table.value.startswith("1048576 rows")
    assert "cells shown" in table.value
    cells = [e for e in snap.elements if e.role is Role.CELL]
    assert 0 < len(cells) <= 200
    assert find(snap, Role.CELL, "A1").value == "7"
    assert find(snap, Role.CELL, "B1").value == "row"
    assert first.stats.truncated is False

    c2 = find(snap, Role.CELL, "C2")
    done = await session.act(
        query, Action(kind=ActionKind.TYPE, element_id=c2.id, text="naïve €uro")
    )
    assert done.receipt.ok
    after = find(await session.observe(query), Role.CELL, "C2")
    # The same id: a cell is located by its table and place, not by the object
    # LibreOffice hands out for it (a new one each time it is asked).
    assert after.id == c2.id and after.value == "naïve €uro"
