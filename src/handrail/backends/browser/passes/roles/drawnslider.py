"""A slider's handle drawn with no role reads as a slider at its place along its track.

jQuery UI's slider draws its handle as ``<span class="ui-slider-handle" tabindex=0>``
inside its track and gives it no role and no value: it read ``clickable (icon: slider
handle corner all state)``. A clickable element whose class names a slider's handle
or thumb (``ui-slider-handle``, ``slider-thumb``, ``noUi-handle``) is a ``slider``; its
value is where its page puts it along its track in percent (its ``left: 40%``), else
where its middle lies along its parent's box: the only value its page draws
(``slider = 40%``). Its keys move it (``End``, arrows).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.looks.classlooks import node_attribute

__all__ = ["slider_handles"]

_HANDLE = re.compile(r"(?:^|[-_])slider[-_]+(?:handle|thumb)$|^noui-handle$", re.IGNORECASE)


_STYLED = re.compile(r"(?:^|;)\s*(?:left|bottom)\s*:\s*(\d+(?:\.\d+)?)%")
"""Where the page puts its handle along its track, as jQuery UI does (``left: 40%``)."""


def _place(handle: Sequence[float], track: Sequence[float]) -> str | None:
    """Where ``handle``'s middle lies along ``track``, in percent (bottom up if upright)."""
    x, y, w, h = handle
    tx, ty, tw, th = track
    if th > tw * 2 and th > 0:
        share = (ty + th - (y + h / 2)) / th
    elif tw > 0:
        share = (x + w / 2 - tx) / tw
    else:
        return None
    return f"{round(min(max(share, 0.0), 1.0) * 100)}%"


def slider_handles(
    snap: dict[str, Any], layout: SessionLayout | None, wanted: set[int]
) -> dict[int, str | None]:
    """Of ``wanted`` (clickable elements with no role), the slider handles and their values."""
    out: dict[int, str | None] = {}
    styles: dict[int, str] | None = None
    for bid, classes in node_attribute(snap, wanted, "class").items():
        if not any(_HANDLE.search(word) for word in classes.split()):
            continue
        styles = node_attribute(snap, wanted, "style") if styles is None else styles
        styled = _STYLED.search(styles.get(bid, ""))
        if styled is not None:
            out[bid] = f"{round(float(styled.group(1)))}%"
            continue
        handle = layout.raw.get(bid) if layout is not None else None
        track_id = layout.parent(bid) if layout is not None else None
        track = layout.raw.get(track_id) if layout is not None and track_id is not None else None
        out[bid] = _place(handle, track) if handle is not None and track is not None else None
    return out
