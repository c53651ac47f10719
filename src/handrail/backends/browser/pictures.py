"""Pictures of a page and the text it draws: screenshots, their area, drawn text.

Element boxes are in the layout viewport's CSS pixels (scroll bars left out), so a
screenshot shows that viewport; a region is cut to the document as Chromium cuts it
and offset by the scroll position, since the capture's clip is in the document.
"""

from __future__ import annotations

import base64
from typing import Any

from handrail.backends.browser.layout import drawn_text
from handrail.backends.browser.observe import frame_boxes
from handrail.backends.browser.session.cdp import CdpError
from handrail.backends.browser.session.page import PageHandle, session_shift
from handrail.errors import TargetNotFound, UsageError
from handrail.geometry import Rect

__all__ = ["page_area", "page_drawn_text", "page_screenshot"]


def _area(metrics: dict[str, Any], region: Rect | None) -> Rect:
    """The area a page picture shows: ``region`` cut to the document, or the viewport.

    Raises:
        UsageError: when nothing of the region lies on the page.

    """
    vp = metrics.get("cssLayoutViewport", {})
    if region is None:
        return Rect(0, 0, int(vp.get("clientWidth", 0)), int(vp.get("clientHeight", 0)))
    px, py = float(vp.get("pageX", 0)), float(vp.get("pageY", 0))
    size = metrics.get("cssContentSize", {})
    right = min(region.right, float(size.get("width", 0)) - px) if size else region.right
    bottom = min(region.bottom, float(size.get("height", 0)) - py) if size else region.bottom
    x, y = max(region.x, -px), max(region.y, -py)
    if right - x < 1 or bottom - y < 1:
        raise UsageError(f"the region {region.as_list()} lies outside the page")
    return Rect(round(x), round(y), round(right - x), round(bottom - y))


async def page_area(page: PageHandle, region: Rect | None) -> Rect:
    """The area a picture of ``page`` shows: ``region`` cut to the page, else the viewport.

    Raises:
        UsageError: when the region lies outside the page.

    """
    return _area(await page.main.send("Page.getLayoutMetrics"), region)


async def page_screenshot(page: PageHandle, region: Rect | None, timeout: float) -> bytes:
    """A PNG of the page's layout viewport, or of ``region`` (viewport CSS pixels).

    Raises:
        TargetNotFound: when the page has gone.
        UsageError: when the region lies outside the page.

    """
    await page.to_front()  # a tab out of sight draws nothing to capture
    metrics = await page.main.send("Page.getLayoutMetrics")
    area = _area(metrics, region)
    # Element coordinates are the layout viewport's; the clip is in the document.
    vp = metrics.get("cssLayoutViewport", {})
    params: dict[str, Any] = {
        "format": "png",
        "clip": {
            "x": area.x + float(vp.get("pageX", 0)),
            "y": area.y + float(vp.get("pageY", 0)),
            "width": area.w,
            "height": area.h,
            "scale": 1,
        },
    }
    inside = area.x >= 0 and area.y >= 0
    inside = inside and area.right <= vp.get("clientWidth", 0)
    inside = inside and area.bottom <= vp.get("clientHeight", 0)
    # Areas outside the viewport (an element further down) are rendered on demand.
    params["captureBeyondViewport"] = not inside
    try:
        reply = await page.main.send("Page.captureScreenshot", params, timeout=timeout)
    except CdpError as exc:
        raise TargetNotFound(f"no screenshot of the page: {exc.message}") from exc
    return base64.b64decode(reply["data"])


async def page_drawn_text(page: PageHandle) -> list[tuple[str, Rect]]:
    """The text and form values the page draws, with their boxes, from DOM snapshots.

    Each renderer process holds its own documents: the page's and those of its
    out-of-process iframes, placed by where their ``<iframe>`` shows them.

    Raises:
        TargetNotFound: when the page has gone.

    """
    out: list[tuple[str, Rect]] = []
    for session in (page.main, *page.oopifs.values()):
        try:
            snap = await session.send("DOMSnapshot.captureSnapshot", {"computedStyles": []})
            boxes = await frame_boxes(session, snap)
            dx, dy = await session_shift(page, session)
        except CdpError as exc:
            raise TargetNotFound(f"the page could not be read: {exc.message}") from exc
        out.extend(
            (text, Rect(box.x + round(dx), box.y + round(dy), box.w, box.h))
            for text, box in drawn_text(snap, boxes)
        )
    return out
