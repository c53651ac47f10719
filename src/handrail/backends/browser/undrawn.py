"""Content a page lets the browser leave undrawn, counted from the DOM snapshot.

An element styled ``content-visibility: auto`` is not drawn until it comes near the
viewport, and Chromium's accessibility tree leaves out what lies inside it until then:
a long page can seem to end where its drawn part ends. The snapshot still holds those
elements (with no layout), so a read counts the ones that would make a line of their
own (as a viewport-first read counts what it leaves out) and says where they are, and
the agent knows to scroll there. ``content-visibility: hidden`` is hidden on purpose,
like ``display: none``, and is not counted.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any

from handrail.backends.browser.layout import CONTENT_VISIBILITY, SessionLayout, subtree_end
from handrail.model import Offscreen

__all__ = ["undrawn_lines"]

_CONTROLS = frozenset({"BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"})
_LINES = _CONTROLS | frozenset(
    {"H1", "H2", "H3", "H4", "H5", "H6", "P", "LI", "TD", "TH", "PRE", "IMG", "DT", "DD", "LABEL"}
)
_CONTROL_ATTRS = frozenset({"role", "tabindex", "onclick", "contenteditable"})


def undrawn_lines(
    snap: dict[str, Any],
    layout: SessionLayout,
    read: Callable[[], Container[int]] | None = None,
) -> Offscreen | None:
    """The lines inside undrawn ``content-visibility: auto`` elements of one session.

    Counted as a viewport-first read counts what it leaves out: links, controls,
    headings, paragraphs, list items, cells and images, above or below the viewport by
    where the undrawn element's placeholder box lies. ``None`` when nothing is undrawn.

    ``read`` gives the backend node ids the read's accessibility tree holds (asked once,
    and only on a page with such elements drawn). The browser draws such elements a frame after they
    come near, so one can be drawn in the snapshot and still be missing from the tree
    taken just before it: it was not read either, and is counted with the undrawn ones.
    """
    strings: list[str] = snap.get("strings", [])
    if "auto" not in strings:
        return None
    auto = strings.index("auto")
    above = below = controls = 0
    seen: Container[int] | None = None
    for d in snap.get("documents", []):
        lay = d.get("layout", {})
        styles: list[list[int]] = lay.get("styles", [])
        index: list[int] = lay.get("nodeIndex", [])
        j = CONTENT_VISIBILITY
        tops = sorted({index[k] for k, st in enumerate(styles) if len(st) > j and st[j] == auto})
        if not tops:
            continue
        nodes = d.get("nodes", {})
        parents: list[int] = nodes.get("parentIndex", [])
        names: list[int] = nodes.get("nodeName", [])
        bids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        laid = set(index)
        count = min(len(parents), len(names), len(bids))
        done = -1
        for top in tops:
            if top <= done or top >= count:
                continue  # inside an undrawn element counted already
            end = subtree_end(parents, top, count)
            inside = range(top + 1, end)
            if any(i in laid for i in inside):
                if seen is None and read is not None:
                    seen = read()
                if seen is None or any(bids[i] in seen for i in inside):
                    continue  # drawn, and read
            done = end - 1
            lines = ctrl = 0
            for i in inside:
                tag = strings[names[i]] if 0 <= names[i] < len(strings) else ""
                keys = {strings[a] for a in (attrs[i] if i < len(attrs) else [])[0::2]}
                link = tag == "A" and "href" in keys
                if tag in _LINES or link or keys & _CONTROL_ATTRS:
                    lines += 1
                    if tag in _CONTROLS or link or keys & _CONTROL_ATTRS:
                        ctrl += 1
            box = layout.box(bids[top])
            if box is not None and box.y + box.h <= 0:
                above += lines
            else:
                below += lines
            controls += ctrl
    if not above and not below:
        return None
    return Offscreen(above=above, below=below, controls=controls)
