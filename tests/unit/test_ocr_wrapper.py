"""The OCR wrapper above the engine boundary: fake backend, fake engine."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from handrail.actions import Action, ActionKind, Mode
from handrail.backends.base import Backend
from handrail.backends.fake import FakeBackend
from handrail.backends.wrapper import BackendWrapper
from handrail.errors import ActionFailed, OperationTimeout, StaleElement
from handrail.gate import AllowAll
from handrail.geometry import Rect
from handrail.model import Node, ObserveOptions, Perception, Source, Target, TargetQuery
from handrail.ocr import FakeOcrEngine, OcrBackend, OcrBox, OcrCache, OcrReader, measure
from handrail.ocr.engine import reading_order
from handrail.session import Session
from handrail.vocab import Role

CALC = TargetQuery(app="fake-calculator")


def _session(engine: FakeOcrEngine, inner: Backend | None = None) -> Session:
    backend = OcrBackend(inner or FakeBackend(), OcrReader(engine, OcrCache()))
    return Session(backend, gate=AllowAll())


def _box(text: str, x: int, y: int, w: int = 40, h: int = 20, conf: float = 0.99) -> OcrBox:
    return OcrBox(text=text, box=Rect(x, y, w, h), confidence=conf)


async def test_ax_mode_never_reads_pixels() -> None:
    engine = FakeOcrEngine([_box("Hello", 10, 10)])
    async with _session(engine) as s:
        snap = await s.observe(CALC, ObserveOptions(mode=Perception.AX))
    assert engine.calls == 0
    assert all(e.source is Source.AX for e in snap.elements)
    assert snap.perception is None


async def test_auto_leaves_a_rich_tree_alone_and_says_so() -> None:
    engine = FakeOcrEngine([_box("Hello", 10, 10)])
    async with _session(engine) as s:
        snap = await s.observe(CALC)
    assert engine.calls == 0
    assert snap.perception is not None and snap.perception.startswith("ax (tree covers ")


async def test_ocr_text_joins_the_tree_with_ids_bounds_and_confidence() -> None:
    # "7" repeats a button the tree has, at its place: not added again.
    engine = FakeOcrEngine(
        [_box("7", 25, 125, 20, 20), _box("Banner text", 100, 300, 120, 18, 0.9)]
    )
    async with _session(engine) as s:
        snap = await s.observe(CALC, ObserveOptions(mode=Perception.AX_OCR))
        again = await s.observe(CALC, ObserveOptions(mode=Perception.AX_OCR))
    ocr = [e for e in snap.elements if e.source is Source.OCR]
    assert [(e.name, e.bounds, e.confidence, e.role) for e in ocr] == [
        ("Banner text", Rect(100, 300, 120, 18), 0.9, Role.TEXT)
    ]
    assert ocr[0].parent == snap.elements[0].id
    assert snap.perception is not None and snap.perception.startswith("ax+ocr (asked; tree covers")
    assert [e.id for e in again.elements] == [e.id for e in snap.elements]
    # The same pixels are read once: the second observe came from the cache.
    assert engine.calls == 1
    line = snap.to_json()["elements"][-1]
    assert line["source"] == "ocr" and line["confidence"] == 0.9


async def test_an_action_on_ocr_text_goes_by_pointer_at_its_centre() -> None:
    inner = FakeBackend()
    # Text at (230, 270) of the 320x340 window; read again, the area around it (12 px
    # margin) shows it 12 px in.
    engine = FakeOcrEngine(
        answer=lambda image: [
            _box("Result!", 230, 270) if image.width == 320 else _box("Result!", 12, 12)
        ]
    )
    async with _session(engine, inner) as s:
        snap = await s.observe(CALC, ObserveOptions(mode=Perception.AX_OCR))
        (eid,) = [e.id for e in snap.elements if e.source is Source.OCR]
        result = await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=eid), before=snap)
    assert result.receipt.source == "ocr"
    assert result.receipt.mode is Mode.INPUT
    assert result.to_json()["source"] == "ocr"
    (_, sent, mode) = inner.log[-1]
    assert (sent.x, sent.y, sent.element_id, mode) == (250, 280, None, Mode.INPUT)


async def test_text_that_moved_is_stale_and_nothing_is_sent() -> None:
    inner = FakeBackend()
    answers = [[_box("Moving", 200, 300)], [_box("Moving", 20, 300)]]
    engine = FakeOcrEngine(answer=lambda image: answers[min(engine.calls - 1, 1)])
    backend = OcrBackend(inner, OcrReader(engine, OcrCache(size=0)))
    async with Session(backend, gate=AllowAll()) as s:
        snap = await s.observe(CALC, ObserveOptions(mode=Perception.AX_OCR))
        (eid,) = [e.id for e in snap.elements if e.source is Source.OCR]
        with pytest.raises(StaleElement, match="no longer at"):
            await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=eid), before=snap)
        with pytest.raises(ActionFailed, match="OCR"):
            await backend.perform(
                snap.target, snap.get(eid), Action(kind=ActionKind.CLICK, element_id=eid), via=_ax()
            )
    assert inner.log == []


class _Retina(BackendWrapper):
    """Pictures at twice the element coordinates, as on a 2x screen."""

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        png = await self.inner.screenshot(target, region)
        image = Image.open(io.BytesIO(png))
        buf = io.BytesIO()
        image.resize((image.width * 2, image.height * 2)).save(buf, format="PNG")
        return buf.getvalue()


@pytest.mark.parametrize("scale", [1, 2])
async def test_boxes_map_back_to_element_coordinates(scale: int) -> None:
    region = Rect(100, 150, 120, 80)
    # In the picture of the region: 10 px in and 20 px down, at the picture's scale.
    engine = FakeOcrEngine([_box("Here", 10 * scale, 20 * scale, 30 * scale, 12 * scale)])
    inner: Backend = FakeBackend() if scale == 1 else _Retina(FakeBackend())
    async with _session(engine, inner) as s:
        snap = await s.observe(CALC, ObserveOptions(mode=Perception.AX_OCR, region=region))
    (here,) = [e for e in snap.elements if e.source is Source.OCR]
    assert here.bounds == Rect(110, 170, 30, 12)


async def test_an_empty_region_widens_to_the_window_and_says_so() -> None:
    engine = FakeOcrEngine(answer=lambda image: [] if image.width < 200 else [_box("Far", 5, 5)])
    async with _session(engine) as s:
        snap = await s.observe(
            CALC, ObserveOptions(mode=Perception.AX_OCR, region=Rect(10, 10, 50, 30))
        )
    assert (
        snap.perception is not None and "no text in the region, read the window" in snap.perception
    )
    assert engine.calls == 2


def test_coverage_of_a_sparse_and_a_full_tree() -> None:
    window = Rect(0, 0, 400, 400)
    frame = Node(locator="w", role=Role.WINDOW, name="Win", bounds=window)
    small = Node(locator="b", role=Role.BUTTON, name="OK", bounds=Rect(0, 0, 40, 40))
    poor = measure([frame, small], window)
    assert poor.interactive == 1 and poor.share == pytest.approx(0.01, abs=0.005)
    assert poor.poor and poor.describe() == "tree covers 1% of the window"
    big = Node(locator="t", role=Role.TEXTBOX, name="Body", bounds=Rect(0, 0, 400, 200))
    rich = measure([frame, small, big], window)
    assert not rich.poor and rich.share == pytest.approx(0.5, abs=0.01)
    assert measure([frame], window).poor  # a frame alone: nothing to operate


def test_reading_order_keeps_rows_then_columns() -> None:
    boxes = [_box("b", 100, 12, h=20), _box("c", 5, 60), _box("a", 10, 10, h=24)]
    assert [b.text for b in reading_order(boxes)] == ["a", "b", "c"]


def test_the_cache_keys_on_pixels(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from handrail.ocr import pixel_key

    a = Image.new("RGB", (10, 10), "white")
    b = Image.new("RGB", (10, 10), "white")
    b.putpixel((3, 3), (0, 0, 0))
    assert pixel_key(a, "e") == pixel_key(a.copy(), "e") != pixel_key(b, "e")
    cache = OcrCache(tmp_path)
    cache.put(pixel_key(a, "e"), [_box("x", 1, 2)])
    fresh = OcrCache(tmp_path)  # another process: from the files
    assert fresh.get(pixel_key(a, "e")) == [_box("x", 1, 2)]
    assert fresh.get(pixel_key(b, "e")) is None


def _ax():  # type: ignore[no-untyped-def]
    from handrail.actions import Via

    return Via.AX


def test_ocr_text_over_a_control_is_its_label_not_a_second_target() -> None:
    from handrail.gate import Verdict
    from handrail.model import Element, Snapshot, SnapshotStats
    from handrail.safety.policy import RiskPolicy

    # OCR read a row of buttons as one line; the click on "Ask first" presses only it.
    ask = Element(id="e2", role=Role.BUTTON, name="Ask first", bounds=Rect(300, 10, 80, 24))
    line = Element(
        id="e3",
        role=Role.TEXT,
        name="Delete all Ask first",
        bounds=Rect(10, 8, 380, 28),
        depth=3,
        source=Source.OCR,
    )
    snap = Snapshot(
        target=Target(backend="fake", key="k", app="Dialogs"),
        elements=(ask, line),
        signature="s",
        stats=SnapshotStats(elements=2, total=2, truncated=False, elapsed_ms=0),
    )
    policy = RiskPolicy()
    click = policy.assess(Action(kind=ActionKind.CLICK, element_id="e2"), ask, snap)
    assert click.verdict is Verdict.ALLOW, click
    # Raw coordinates land on whatever shows there: the text read counts.
    raw = policy.assess(Action(kind=ActionKind.CLICK, x=340, y=22), None, snap)
    assert raw.verdict is not Verdict.ALLOW and raw.risk == "delete", raw


class _Sparse(BackendWrapper):
    """The fake calculator with only its first few nodes: a tree in doubt."""

    async def read_tree(self, target: Target, options: ObserveOptions):  # type: ignore[no-untyped-def]
        import dataclasses

        tree = await self.inner.read_tree(target, options)
        return dataclasses.replace(tree, nodes=tree.nodes[:6], total=6)


@pytest.mark.parametrize(
    ("lines", "poor"),
    [
        # Seven lines of text on the window that the tree does not have.
        ([(f"Line {i}", 10, 200 + 18 * i) for i in range(7)], True),
        # One line it lacks among many it has: the tree is enough.
        ([("Line 0", 10, 200)], False),
    ],
)
async def test_auto_counts_the_text_ocr_finds_and_a_tree_in_doubt_lacks(
    lines: list[tuple[str, int, int]], poor: bool
) -> None:
    inner = _Sparse(FakeBackend())
    target = await inner.resolve(CALC)
    tree = await inner.read_tree(target, ObserveOptions())
    coverage = measure(tree.nodes, tree.nodes[0].bounds)
    assert coverage.doubtful, coverage
    known = [n for n in tree.nodes[1:] if n.bounds is not None and n.name]
    # What the tree has, read back at its place (never counted as lacking).
    boxes = [_box(n.name, n.bounds.x, n.bounds.y, n.bounds.w, n.bounds.h) for n in known]  # type: ignore[union-attr]
    boxes += [_box(t, x, y, 120, 16) for t, x, y in lines]
    async with _session(FakeOcrEngine(boxes), inner) as s:
        snap = await s.observe(CALC)
    ocr = [e for e in snap.elements if e.source is Source.OCR]
    assert snap.perception is not None
    lacking = f"OCR finds {len(lines)} of {len(boxes)} lines the tree lacks"
    assert lacking in snap.perception
    if poor:
        assert snap.perception.startswith("ax+ocr (tree covers ") and len(ocr) == len(lines)
    else:
        assert snap.perception.startswith("ax (tree covers ") and ocr == []


class _Capped(BackendWrapper):
    """The fake calculator read as a backend that stops at ``max_elements`` does."""

    async def read_tree(self, target: Target, options: ObserveOptions):  # type: ignore[no-untyped-def]
        import dataclasses

        tree = await self.inner.read_tree(target, options)
        kept = tree.nodes[: options.max_elements]
        return dataclasses.replace(tree, nodes=kept, truncated=len(kept) < len(tree.nodes))


async def test_auto_takes_a_tree_cut_at_the_cap_for_what_it_is_not_a_poor_one() -> None:
    engine = FakeOcrEngine([_box("Hello", 10, 10)])
    async with _session(engine, _Capped(FakeBackend())) as s:
        capped = await s.observe(CALC, ObserveOptions(max_elements=1))
        asked = await s.observe(CALC, ObserveOptions(max_elements=1, mode=Perception.AX_OCR))
    # One node kept covers none of the window, yet the tree had more: nothing is read.
    assert capped.stats.truncated and capped.perception == "ax (truncated tree)"
    assert [e.source for e in capped.elements] == [Source.AX]
    # Asked for, OCR still reads.
    assert engine.calls == 1 and asked.perception is not None
    assert asked.perception.startswith("ax+ocr (asked; ")


def test_text_the_tree_already_says_in_a_longer_name_or_across_elements_is_not_added() -> None:
    from handrail.backends.base import Tree

    row = Node(
        locator="r", role=Role.ROW, name="Gus Berg Quarterly report #6", bounds=Rect(0, 0, 400, 30)
    )
    a = Node(locator="a", role=Role.BUTTON, name="Delete all", bounds=Rect(0, 40, 80, 24))
    b = Node(locator="b", role=Role.BUTTON, name="Ask first", bounds=Rect(90, 40, 80, 24))
    tree = Tree(nodes=(row, a, b), total=3)
    backend = OcrBackend(FakeBackend(), OcrReader(FakeOcrEngine([]), OcrCache()))
    added = backend._nodes(
        tree,
        (
            _box("Gus Berg", 4, 5, 60, 18),  # a piece of the row's name
            _box("Delete all Ask first", 2, 42, 160, 20),  # two buttons read as one line
            _box("Gus  berg", 300, 300, 60, 18),  # the same words where the tree has none
            _box("Banner text", 4, 70, 100, 18),  # nothing there says it
            _box("Quarterly report – #6", 100, 5, 200, 18),  # an en dash the row lacks
            _box("Gūs Berg", 4, 5, 60, 18),  # an accent that is not there
            _box("☑□", 350, 5, 30, 18),  # a checkbox's glyphs over the row
        ),
    )
    assert [n.name for n in added] == ["Gus  berg", "Banner text"]


class _Scrolled(BackendWrapper):
    """The fake calculator as a page scrolled down gives it: its document box starts above."""

    async def read_tree(self, target: Target, options: ObserveOptions):  # type: ignore[no-untyped-def]
        import dataclasses

        tree = await self.inner.read_tree(target, options)
        first = tree.nodes[0]
        assert first.bounds is not None
        env = dataclasses.replace(
            tree.environment, screen_w=first.bounds.right, screen_h=first.bounds.bottom
        )
        moved = Rect(first.bounds.x, first.bounds.y - 900, first.bounds.w, first.bounds.h)
        return dataclasses.replace(
            tree, nodes=(dataclasses.replace(first, bounds=moved), *tree.nodes[1:]), environment=env
        )


async def test_a_document_box_scrolled_above_the_screen_is_measured_where_it_shows() -> None:
    engine = FakeOcrEngine([_box("Hello", 10, 10)])
    async with _session(engine, _Scrolled(FakeBackend())) as s:
        snap = await s.observe(CALC)
    assert engine.calls == 0 and snap.perception is not None
    assert snap.perception.startswith("ax (tree covers "), snap.perception


class _NoPictures(BackendWrapper):
    """A tree with its window frame alone, whose pictures never come (a tab out of sight)."""

    async def read_tree(self, target: Target, options: ObserveOptions):  # type: ignore[no-untyped-def]
        import dataclasses

        tree = await self.inner.read_tree(target, options)
        return dataclasses.replace(tree, nodes=tree.nodes[:2], total=2)

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        raise OperationTimeout("the browser did not answer Page.captureScreenshot within 10s")


async def test_a_tree_is_still_given_when_the_ocr_it_would_add_gets_no_picture() -> None:
    engine = FakeOcrEngine([_box("Hello", 10, 10)])
    async with _session(engine, _NoPictures(FakeBackend())) as s:
        snap = await s.observe(CALC)
        assert [e.source for e in snap.elements] == [Source.AX, Source.AX]
        assert snap.perception is not None and snap.perception.startswith("ax (tree covers ")
        assert "no picture to read text from" in snap.perception
        assert "captureScreenshot" in snap.perception
        # OCR that was asked for cannot be left out silently.
        with pytest.raises(OperationTimeout):
            await s.observe(CALC, ObserveOptions(mode=Perception.AX_OCR))
    assert engine.calls == 0
