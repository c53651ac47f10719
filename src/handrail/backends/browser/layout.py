"""Bounds for every node of a page in bulk, from one ``DOMSnapshot.captureSnapshot`` per process.

Coordinates are CSS pixels of the top-level viewport (what ``Input.dispatchMouseEvent``
takes). Each document's layout is in its own document coordinates, so documents are
shifted by their scroll offset and by the content box of the ``<iframe>`` that holds them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from handrail.geometry import Rect

__all__ = ["SessionLayout", "iframe_nodes", "read_layout"]


@dataclass(kw_only=True)
class SessionLayout:
    """Geometry of the documents one session (one renderer process) holds.

    Keys are backend node ids, which are unique within a renderer process.
    """

    raw: dict[int, tuple[float, float, float, float]] = field(default_factory=dict)
    """Border box (x, y, w, h) of each laid-out node, in top-level viewport coordinates;
    :meth:`box` makes the :class:`Rect` (only the nodes that are shown need one)."""
    clips: dict[int, Rect] = field(default_factory=dict)
    """The visible area (viewport, narrowed by enclosing iframes) each node is seen through."""
    content: dict[int, tuple[float, float, Rect]] = field(default_factory=dict)
    """Iframe node -> (content-box x, y, visible clip of that content box)."""
    child_frame: dict[int, str] = field(default_factory=dict)
    """Same-process iframe node -> the frame id of the document inside it."""
    shift: tuple[float, float] = (0.0, 0.0)
    """Where this session's viewport origin lies in top-level viewport coordinates."""
    scroll: tuple[float, float] = (0.0, 0.0)
    """The scroll offset of the session's own document: ``DOM.getNodeForLocation`` takes
    document coordinates, the viewport's point plus this."""
    trees: list[tuple[list[int], list[int], int | None]] = field(default_factory=list)
    """Per document: backend ids, parent indexes and the owning iframe node."""
    stacking: _Stacking | None = None
    """Paint order and in-view boxes of the session's own document, when the snapshot has
    them: enough to rule out most hit tests (see :meth:`may_be_covered`)."""
    _parents: dict[int, int] | None = None

    def box(self, node: int) -> Rect | None:
        """The border box of ``node`` in whole pixels, or ``None`` when it is not laid out."""
        b = self.raw.get(node)
        return None if b is None else _rect(*b)

    def parent(self, node: int) -> int | None:
        """The parent of ``node`` (shadow roots and iframe documents included).

        The map is built on first use: only hit tests that land on another node need it.
        """
        if self._parents is None:
            self._parents = {}
            for bids, parents, owner in self.trees:
                for i, bid in enumerate(bids):
                    p = parents[i] if i < len(parents) else -1
                    if p >= 0:
                        self._parents[bid] = bids[p]
                    elif owner is not None:
                        self._parents[bid] = owner
        return self._parents.get(node)

    def may_be_covered(self, node: int, x: float, y: float) -> bool:
        """False when nothing but ``node``, its descendants and what lies below it is at (x, y).

        A conservative test: it answers True whenever another box that is painted in the
        same or a later paint layer (pointer-events or not, clipped or not, a same-layer
        ancestor excepted) contains the point, when an ancestor's box does not (the
        element may be clipped there), when text inside the element wraps over lines
        (its box then has gaps), or when the snapshot cannot tell. Only a True answer
        needs a real hit test.
        """
        st = self.stacking
        if st is None:
            return True
        index = st.index.get(node)
        own = st.paint.get(index) if index is not None else None
        if index is None or own is None or index in st.fragmented:
            return True  # not in the session's own document, never painted, or in pieces
        up = st.parents[index] if index < len(st.parents) else -1
        while up >= 0:
            box = st.bounds.get(up)
            if box is not None and not (
                box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[3]
            ):
                return True
            up = st.parents[up] if up < len(st.parents) else -1
        for other, bx, by, bw, bh, paint in st.boxes:
            if paint < own or other == index:
                continue
            if not (bx - 1 <= x <= bx + bw + 1 and by - 1 <= y <= by + bh + 1):
                continue
            if st.inside(other, index):
                continue  # the element's own content
            if paint == own and st.inside(index, other):
                continue  # an ancestor's own box in the same layer lies below the element
            return True
        return False


@dataclass(kw_only=True)
class _Stacking:
    """Paint layers and in-view boxes of one document of a snapshot (by node index)."""

    parents: list[int]
    index: dict[int, int] = field(default_factory=dict)
    """Backend node id -> node index."""
    paint: dict[int, int] = field(default_factory=dict)
    """Node index -> its paint order (the snapshot's global paint layer index)."""
    boxes: list[tuple[int, float, float, float, float, int]] = field(default_factory=list)
    """(node index, x, y, w, h, paint order) of each laid-out box within the clip."""
    bounds: dict[int, tuple[float, float, float, float]] = field(default_factory=dict)
    """Node index -> its box (x, y, w, h), shifted like :attr:`boxes`."""
    fragmented: set[int] = field(default_factory=set)
    """Nodes holding text that wraps over lines in view (their box has gaps)."""

    def inside(self, node: int, ancestor: int) -> bool:
        """True when ``node`` lies within ``ancestor``'s subtree (or is it)."""
        steps = 0
        while node >= 0 and steps < 4096:
            if node == ancestor:
                return True
            node = self.parents[node] if node < len(self.parents) else -1
            steps += 1
        return False


def _rect(x: float, y: float, w: float, h: float) -> Rect:
    return Rect(round(x), round(y), round(w), round(h))


def _clip(a: Rect, b: Rect) -> Rect:
    return a.intersection(b) or Rect(a.x, a.y, 0, 0)


def iframe_nodes(snap: dict[str, Any]) -> list[int]:
    """Backend node ids of the laid-out ``<iframe>`` and ``<frame>`` elements in a snapshot."""
    strings: list[str] = snap.get("strings", [])
    wanted = {i for i, s in enumerate(strings) if s in ("IFRAME", "FRAME")}
    out: list[int] = []
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        names: list[int] = nodes.get("nodeName", [])
        bids: list[int] = nodes.get("backendNodeId", [])
        laid = set(d.get("layout", {}).get("nodeIndex", []))
        out.extend(bids[i] for i, n in enumerate(names) if n in wanted and i in laid)
    return out


def _stacking(
    nodes: dict[str, Any],
    lay: dict[str, Any],
    text: dict[str, Any],
    bids: list[int],
    shift: tuple[float, float],
    clip: Rect,
) -> _Stacking:
    st = _Stacking(parents=nodes.get("parentIndex", []))
    st.index = {bid: i for i, bid in enumerate(bids)}
    dx, dy = shift
    left, top = clip.x - 1, clip.y - 1
    right, bottom = clip.x + clip.w + 1, clip.y + clip.h + 1
    layout_nodes: list[int] = lay["nodeIndex"]
    for ni, b, paint in zip(layout_nodes, lay["bounds"], lay["paintOrders"], strict=False):
        if ni in st.paint or len(b) < 4:
            continue
        st.paint[ni] = paint
        x, y, w, h = b[0] + dx, b[1] + dy, b[2], b[3]
        st.bounds[ni] = (x, y, w, h)
        if w > 0 and h > 0 and x < right and y < bottom and x + w > left and y + h > top:
            st.boxes.append((ni, x, y, w, h, paint))
    first_line: dict[int, float] = {}
    wrapped: set[int] = set()
    for li, b in zip(text.get("layoutIndex", []), text.get("bounds", []), strict=False):
        if li >= len(layout_nodes) or len(b) < 4:
            continue
        y = b[1] + dy
        if y > bottom or y + b[3] < top:
            continue
        seen = first_line.setdefault(li, y)
        if abs(seen - y) >= 1:
            wrapped.add(layout_nodes[li])
    for ni in wrapped:
        while ni >= 0 and ni not in st.fragmented:
            st.fragmented.add(ni)
            ni = st.parents[ni] if ni < len(st.parents) else -1
    return st


def read_layout(
    snap: dict[str, Any],
    *,
    shift: tuple[float, float],
    clip: Rect,
    frame_boxes: dict[int, tuple[float, float, float, float]] | None = None,
) -> SessionLayout:
    """Turn one ``captureSnapshot`` result into a :class:`SessionLayout`.

    ``shift`` places this session's viewport in top-level coordinates; ``clip`` is the
    area through which it is visible; ``frame_boxes`` gives the content box (x, y, w, h,
    in this session's viewport) of iframes, which the snapshot alone does not (borders).
    """
    frame_boxes = frame_boxes or {}
    strings: list[str] = snap.get("strings", [])
    docs: list[dict[str, Any]] = snap.get("documents", [])
    out = SessionLayout(shift=shift)
    if not docs:
        return out
    base: dict[int, tuple[float, float, Rect, int | None]] = {0: (shift[0], shift[1], clip, None)}
    order = [0]
    while order:
        di = order.pop(0)
        d = docs[di]
        bx, by, dclip, owner = base[di]
        dx = bx - float(d.get("scrollOffsetX", 0))
        dy = by - float(d.get("scrollOffsetY", 0))
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        names: list[int] = nodes.get("nodeName", [])
        out.trees.append((bids, nodes.get("parentIndex", []), owner))
        lay = d.get("layout", {})
        local: dict[int, list[float]] = {}
        for k, ni in enumerate(lay.get("nodeIndex", [])):
            b = lay["bounds"][k]
            if ni in local or len(b) < 4:
                continue
            local[ni] = b
            bid = bids[ni]
            out.raw[bid] = (b[0] + dx, b[1] + dy, b[2], b[3])
            out.clips[bid] = dclip
        if di == 0:
            out.scroll = (float(d.get("scrollOffsetX", 0)), float(d.get("scrollOffsetY", 0)))
        if di == 0 and "paintOrders" in lay:
            out.stacking = _stacking(nodes, lay, d.get("textBoxes") or {}, bids, (dx, dy), dclip)
        cdi = nodes.get("contentDocumentIndex", {})
        children = dict(zip(cdi.get("index", []), cdi.get("value", []), strict=False))
        for ni, b in local.items():
            name = strings[names[ni]] if ni < len(names) else ""
            if name not in ("IFRAME", "FRAME"):
                continue
            box = frame_boxes.get(bids[ni])
            if box is not None:
                cx, cy, cw, ch = shift[0] + box[0], shift[1] + box[1], box[2], box[3]
            else:
                cx, cy, cw, ch = b[0] + dx, b[1] + dy, b[2], b[3]
            inner = _clip(dclip, _rect(cx, cy, cw, ch))
            out.content[bids[ni]] = (cx, cy, inner)
            child = children.get(ni)
            if child is not None and 0 <= child < len(docs):
                fid = docs[child].get("frameId")
                if isinstance(fid, int) and 0 <= fid < len(strings):
                    out.child_frame[bids[ni]] = strings[fid]
                base[child] = (cx, cy, inner, bids[ni])
                order.append(child)
    return out
