"""Set-of-marks pictures: the budget, the marks drawn, and points mapped back to the screen."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from handrail.errors import PlanRejected
from handrail.geometry import Rect
from handrail.loop.plan import parse_plan
from handrail.loop.vision import VisionMode, ax_poor, map_coordinates, vision_reason
from handrail.marks import image_tokens, mark_png
from handrail.model import Environment, Snapshot, SnapshotStats, Target

# A window of 400x300 points at (100, 50) on the screen, with a red square at
# (200..240, 150..190) in screen points.
AREA = Rect(100, 50, 400, 300)
SQUARE = Rect(200, 150, 40, 40)


def _picture(density: int) -> bytes:
    img = Image.new("RGB", (AREA.w * density, AREA.h * density), "white")
    x, y = (SQUARE.x - AREA.x) * density, (SQUARE.y - AREA.y) * density
    ImageDraw.Draw(img).rectangle(
        (x, y, x + SQUARE.w * density - 1, y + SQUARE.h * density - 1), fill="red"
    )
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def _red_centre(png: bytes) -> tuple[float, float]:
    img = Image.open(io.BytesIO(png)).convert("RGB")
    xs, ys = [], []
    for y in range(img.height):
        for x in range(img.width):
            r, g, b = img.getpixel((x, y))  # type: ignore[misc]
            if r > 200 and g < 60 and b < 60:
                xs.append(x)
                ys.append(y)
    return sum(xs) / len(xs), sum(ys) / len(ys)


@pytest.mark.parametrize(
    ("density", "long_side", "scale"),
    [(1, 1280, 1.0), (2, 640, 1.6), (2, 2000, 2.0), (1, 200, 0.5)],
)
def test_a_point_on_the_picture_maps_back_to_the_screen(
    density: int, long_side: int, scale: float
) -> None:
    marked = mark_png(_picture(density), [], AREA, long_side=long_side)
    assert marked.long_side == min(long_side, AREA.w * density)
    assert marked.density == density and marked.scale == pytest.approx(scale)
    # Found on the picture as a model would: the red square's centre, in image pixels.
    cx, cy = _red_centre(marked.png)
    sx, sy = marked.to_screen(cx, cy)
    assert abs(sx - SQUARE.center[0]) <= 1 and abs(sy - SQUARE.center[1]) <= 1
    ix, iy = marked.to_image(*SQUARE.center)
    assert abs(ix - cx) <= scale + 0.5 and abs(iy - cy) <= scale + 0.5


def test_marks_are_drawn_on_the_boxes_with_their_ids() -> None:
    marked = mark_png(
        _picture(1), [("e7", SQUARE), ("e9", Rect(2000, 2000, 10, 10))], AREA, long_side=1280
    )
    (mark,) = marked.marks  # the box off the picture is left out
    assert mark.id == "e7" and mark.box == Rect(100, 100, 40, 40)
    img = Image.open(io.BytesIO(marked.png)).convert("RGB")
    # The outline on the box's edge, and a label (not white) just above its corner.
    assert img.getpixel((100, 120)) != (255, 0, 0)
    label = [img.getpixel((x, 95)) for x in range(100, 115)]
    assert any(p != (255, 255, 255) for p in label)


def test_the_whole_screen_is_its_own_area() -> None:
    marked = mark_png(_picture(1), [], None)
    assert marked.area == Rect(0, 0, 400, 300) and marked.to_screen(10, 20) == (10, 20)


def test_token_estimates_follow_each_vendors_rule() -> None:
    assert image_tokens(512, 512, "openai") == 85 + 170
    assert image_tokens(1280, 720, "openai") == 85 + 170 * 6  # 1365x768: 3x2 tiles
    assert image_tokens(1280, 720, "anthropic") == 1229
    assert image_tokens(3000, 1500, "anthropic") == round(1568 * 784 / 750 + 0.5)
    d = mark_png(_picture(1), [], AREA).describe()
    assert d["long_side"] == 400 and d["tokens"] == {"openai": 85 + 170, "anthropic": 160}


def _snap(perception: str | None) -> Snapshot:
    target = Target(backend="fake", key="k", app="a")
    stats = SnapshotStats(elements=0, total=0, truncated=False, elapsed_ms=0.0)
    return Snapshot(
        target=target,
        elements=(),
        signature="s",
        stats=stats,
        environment=Environment(),
        perception=perception,
    )


def test_fallback_sends_a_picture_only_when_the_tree_and_ocr_are_not_enough() -> None:
    rich = _snap("ax (tree covers 64% of the window)")
    poor = _snap("ax+ocr (tree covers 2% of the window)")
    none = _snap("ocr (no tree)")
    asked = _snap("ax+ocr (asked; tree covers 64% of the window)")
    assert not ax_poor(rich) and ax_poor(poor) and ax_poor(none) and not ax_poor(asked)
    f = VisionMode.FALLBACK
    assert vision_reason(f, rich, rejected_now=False, carried=None) is None
    assert vision_reason(VisionMode.OFF, none, rejected_now=True, carried="x") is None
    assert vision_reason(VisionMode.ALWAYS, rich, rejected_now=False, carried=None) == "always"
    why = vision_reason(f, rich, rejected_now=True, carried=None)
    assert why is not None and "rejected" in why
    why = vision_reason(f, rich, rejected_now=False, carried="no progress in round 2")
    assert why == "fallback: no progress in round 2"
    why = vision_reason(f, none, rejected_now=False, carried=None)
    assert why is not None and "ax-poor" in why


def test_plan_points_are_mapped_and_recorded_and_off_picture_points_rejected() -> None:
    marked = mark_png(_picture(2), [], AREA, long_side=640)  # 1.6 px per point
    plan = parse_plan(
        '{"status": "continue", "summary": "s", "actions": [{"type": "click", "x": 352, "y": 256},'
        ' {"type": "keypress", "keys": "Return"}]}'
    )
    mapped, records = map_coordinates(plan, marked)
    assert mapped.actions[0] == {"type": "click", "x": 320, "y": 210}
    assert mapped.actions[1] == plan.actions[1]
    assert records == [{"action": 1, "image": [352, 256], "screen": [320, 210], "scale": 1.6}]
    off = parse_plan(
        '{"status": "continue", "summary": "s", "actions": [{"type": "click", "x": 900, "y": 10}]}'
    )
    with pytest.raises(PlanRejected, match="outside the picture of 640×480"):
        map_coordinates(off, marked)


def test_pixels_that_changed_are_a_signal_never_a_success() -> None:
    from handrail.loop.pixelverify import PixelCheck, apply_pixel_check, expected_texts
    from handrail.loop.verify import Verification

    assert expected_texts('text "Clicked Open"; textbox "Name" = "Ada"') == ("Clicked Open", "Ada")
    nothing = Verification(
        structure=1.0,
        geometry=1.0,
        semantics=0.0,
        failed_layer="semantics",
        details=("nothing changed",),
    )
    region = Rect(0, 0, 10, 10)
    same = PixelCheck(
        region=region,
        before=("Guest",),
        after=("Guest",),
        expected=(),
        found=(),
        widened=False,
        pixel_diff=0.6,
    )
    v = apply_pixel_check(nothing, same)
    assert not v.ok and v.semantics == 0.0
    assert "pixels of the region changed 60.0% (a signal only)" in v.details
    changed = PixelCheck(
        region=region,
        before=("Ready",),
        after=("Saved",),
        expected=(),
        found=(),
        widened=False,
        pixel_diff=0.0,
    )
    v = apply_pixel_check(nothing, changed)
    assert v.ok and v.semantics == 1.0 and "nothing changed" not in v.details
    seen = PixelCheck(
        region=region,
        before=(),
        after=(),
        expected=("Done",),
        found=("Done",),
        widened=True,
        pixel_diff=None,
    )
    v = apply_pixel_check(nothing, seen)
    assert v.ok and v.ocr is not None and v.ocr["found_all"]
