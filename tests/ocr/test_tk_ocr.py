"""A Tk window (no accessibility tree) observed through OCR and operated by pointer and keys."""

from __future__ import annotations

import asyncio

import pytest
from ocr_support import by_text, ocr_session

from handrail.actions import Action, ActionKind, Mode
from handrail.errors import StaleElement
from handrail.geometry import Rect
from handrail.model import ObserveOptions, Perception, Source, TargetQuery
from polling import wait_until

pytestmark = pytest.mark.desktop

LABELS = ("Ready", "Save", "Open", "发送消息", "Name:", "Apples", "联系人列表", "中文标签测试")


async def test_tk_window_is_a_target_without_a_tree(desktop, tk_app) -> None:  # type: ignore[no-untyped-def]
    window, _ = tk_app
    async with ocr_session(desktop.settings, _engine()) as session:
        targets = await session.targets()
        mine = [t for t in targets if t.pid == window.pid]
        assert len(mine) == 1
        t = mine[0]
        assert not t.tree
        assert t.window_id == window.window_id
        assert t.window == "Handrail Tk"
        assert t.app == "handrailTk"  # WM_CLASS instance
        assert t.bounds is not None and (t.bounds.w, t.bounds.h) == (520, 420)
        for query in (
            TargetQuery(pid=window.pid),
            TargetQuery(app="HandrailTk"),
            TargetQuery(app="Handrail Tk"),  # the title
            TargetQuery(window_id=window.window_id),
        ):
            resolved = await session.resolve(query)
            assert resolved.window_id == window.window_id, query


async def test_ocr_finds_every_label_where_it_was_drawn(desktop, tk_app, rapid) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    drawn = events.boxes()
    async with ocr_session(desktop.settings, rapid) as session:
        snap = await session.observe(TargetQuery(pid=window.pid))
    assert snap.perception == "ocr (no tree)"
    for label in LABELS:
        ids = by_text(snap, label)
        assert len(ids) == 1, (label, [e.name for e in snap.elements])
        element = snap.get(ids[0])
        assert element is not None and element.bounds is not None
        assert element.source is Source.OCR and element.confidence is not None
        assert element.confidence > 0.8
        # The text's box lies inside the widget the app drew it in (a few pixels of slack).
        widget = drawn[label.replace(" ", "")]
        cx, cy = element.bounds.center
        assert widget.x - 4 <= cx <= widget.right + 4, (label, element.bounds, widget)
        assert widget.y - 4 <= cy <= widget.bottom + 4, (label, element.bounds, widget)


async def test_ocr_ids_are_stable_and_actions_go_by_pointer(desktop, tk_app, rapid) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    query = TargetQuery(pid=window.pid)
    async with ocr_session(desktop.settings, rapid) as session:
        first = await session.observe(query)
        again = await session.observe(query)
        assert by_text(first, "Open") == by_text(again, "Open")
        (open_id,) = by_text(again, "Open")
        result = await session.act(query, Action(kind=ActionKind.CLICK, element_id=open_id))
        await events.wait_for("clicked Open")
        assert result.receipt.source == "ocr"
        assert result.receipt.mode is Mode.INPUT
        assert result.after is not None and by_text(result.after, "Clicked Open")
        # The list item by its Chinese text.
        (item,) = by_text(result.after, "联系人列表")
        await session.act(query, Action(kind=ActionKind.CLICK, element_id=item))
        await events.wait_for("selected 联系人列表")
        # "Ready" was replaced: its id no longer names text on the screen.
        (ready,) = by_text(first, "Ready")
        with pytest.raises(StaleElement):
            await session.act(query, Action(kind=ActionKind.CLICK, element_id=ready), before=first)


async def test_typing_into_a_tk_entry_found_by_its_text(desktop, tk_app, rapid) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    query = TargetQuery(window_id=window.window_id)
    async with ocr_session(desktop.settings, rapid) as session:
        snap = await session.observe(query)
        (guest,) = by_text(snap, "Guest")
        await session.act(query, Action(kind=ActionKind.CLICK, element_id=guest))
        await session.act(query, Action(kind=ActionKind.KEY, keys="End"))
        result = await session.act(query, Action(kind=ActionKind.TYPE, text=" 你好"))
        assert result.receipt.mode is Mode.KEYBOARD
        await session.act(query, Action(kind=ActionKind.KEY, keys="Return"))
        await events.wait_for("entry Guest 你好")


async def test_typing_into_a_profile_region(desktop, tk_app, rapid) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    query = TargetQuery(pid=window.pid)
    async with ocr_session(desktop.settings, rapid) as session:
        snap = await session.observe(query)
        (field,) = [
            e for e in snap.elements if e.source is Source.REGION and e.name == "name_input"
        ]
        entry = events.boxes()
        assert field.bounds is not None and "Name:" in entry
        result = await session.act(
            query, Action(kind=ActionKind.TYPE, element_id=field.id, text=" Ada")
        )
        assert result.receipt.source == "region" and result.receipt.mode is Mode.KEYBOARD
        await session.act(query, Action(kind=ActionKind.KEY, keys="Return"))
        await events.wait_for("entry Guest Ada")


async def test_a_region_is_read_alone_and_widens_when_empty(desktop, tk_app, rapid) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    save = events.boxes()["Save"]
    query = TargetQuery(pid=window.pid)
    async with ocr_session(desktop.settings, rapid) as session:
        snap = await session.observe(query, ObserveOptions(region=save))
        names = [e.name for e in snap.elements if e.source is Source.OCR]
        assert names == ["Save"]
        assert snap.perception == "ocr (no tree)"
        # A blank corner of the window has no text: the read widens, and says so.
        blank = Rect(save.x + 300, save.y + 300, 150, 40)
        wide = await session.observe(query, ObserveOptions(region=blank))
        assert wide.perception is not None and "read the window" in wide.perception
        # The snapshot is still limited to the region asked for; the text read is cached.
        assert engine_reads_cached(session)


async def test_mode_ax_reads_no_pixels(desktop, tk_app) -> None:  # type: ignore[no-untyped-def]
    window, _ = tk_app
    from handrail.ocr import FakeOcrEngine

    engine = FakeOcrEngine()
    async with ocr_session(desktop.settings, engine) as session:
        snap = await session.observe(
            TargetQuery(pid=window.pid), ObserveOptions(mode=Perception.AX)
        )
    assert engine.calls == 0
    assert [e.source.value for e in snap.elements] == ["ax", "region", "region"]
    assert snap.perception is None


def engine_reads_cached(session) -> bool:  # type: ignore[no-untyped-def]
    return session.backend.reader.cache.hits + session.backend.reader.cache.misses > 0


def _engine():  # type: ignore[no-untyped-def]
    from handrail.ocr import FakeOcrEngine

    return FakeOcrEngine()


async def test_xterm_takes_keys_and_shows_the_output(desktop, launch_window, rapid) -> None:  # type: ignore[no-untyped-def]
    term = await launch_window(
        ["xterm", "-fa", "DejaVu Sans Mono", "-fs", "14", "-geometry", "60x8+620+420", "-T", "term"]
    )
    query = TargetQuery(window_id=term.window_id)
    async with ocr_session(desktop.settings, rapid) as session:
        typed = await session.act(query, Action(kind=ActionKind.TYPE, text="echo $((6*7)) done"))
        assert typed.receipt.mode is Mode.KEYBOARD
        await session.act(query, Action(kind=ActionKind.KEY, keys="Return"))
        # The shell answers on the next line; OCR sees it once it is drawn.
        async with asyncio.timeout(20):
            while True:
                snap = await session.observe(query)
                if any(
                    "".join(e.name.split()) == "42done"
                    for e in snap.elements
                    if e.source is Source.OCR
                ):
                    break
                await asyncio.sleep(0.1)


async def test_hover_on_ocr_text_moves_the_pointer_there_and_presses_nothing(
    desktop, tk_app, rapid
) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    query = TargetQuery(pid=window.pid)
    async with ocr_session(desktop.settings, rapid) as session:
        snap = await session.observe(query)
        (save,) = by_text(snap, "Save")
        result = await session.act(query, Action(kind=ActionKind.HOVER, element_id=save))
        await events.wait_for("entered Save")
        assert result.receipt.source == "ocr" and result.receipt.mode is Mode.INPUT
        # Through the window backend too, at raw coordinates: onto Open.
        (open_id,) = by_text(snap, "Open")
        box = snap.by_id[open_id].bounds
        assert box is not None
        await session.act(query, Action(kind=ActionKind.HOVER, x=box.center[0], y=box.center[1]))
        await events.wait_for("entered Open")
        # Back onto Save: the app logs events in order, so a press either hover had
        # made would stand in the log before this second entry.
        await session.act(query, Action(kind=ActionKind.HOVER, element_id=save))
        wait_until(
            lambda: events.lines().count("entered Save") == 2, 15.0, "the pointer back on Save"
        )
    assert not [line for line in events.lines() if line.startswith("clicked")]
