"""Bounds for every node of a page in bulk, from one ``DOMSnapshot.captureSnapshot`` per process.

Coordinates are CSS pixels of the top-level viewport (what ``Input.dispatchMouseEvent``
takes). Each document's layout is in its own document coordinates, so documents are
shifted by their scroll offset and by the content box of the ``<iframe>`` that holds them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from handrail.geometry import Rect

__all__ = ["COVER_STYLES", "SessionLayout", "drawn_text", "iframe_nodes", "read_layout"]


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
    cover: _Cover | None = None
    """Boxes, lines and risky styles of the session's own document, when the snapshot
    was asked for :data:`COVER_STYLES`: enough to rule out most hit tests (see
    :meth:`may_be_covered`)."""
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
        """False when nothing but ``node``, its descendants and its ancestors is at (x, y).

        A conservative test; only a True answer needs a real hit test. It answers False
        only when no other box (whatever its paint order) holds the point, every
        ancestor's box does (else the element may be clipped there), neither the element
        nor an ancestor has a negative z-index (it would lie below its ancestors'
        content) or a clip-path, mask or clip (its centre may be cut away), and its text
        lies on one line (an element in pieces has gaps). The snapshot's parents are
        those of the flat tree, so a slotted element's ancestors include the shadow
        tree's wrappers.
        """
        st = self.cover
        if st is None:
            return True
        index = st.index.get(node)
        if index is None or index not in st.bounds or st.in_pieces(index):
            return True  # not in the session's own document, not laid out, or in pieces
        if index in st.risky:
            return True
        up = st.parents[index] if index < len(st.parents) else -1
        while up >= 0:
            parent = st.parents[up] if up < len(st.parents) else -1
            if parent < 0:
                break  # the document: its box moves with the scroll, and it holds all
            if up in st.risky:
                return True
            box = st.bounds.get(up)
            if box is not None and not (
                box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[3]
            ):
                return True
            up = parent
        for other, bx, by, bw, bh in st.boxes:
            if other == index or not (bx - 1 <= x <= bx + bw + 1 and by - 1 <= y <= by + bh + 1):
                continue
            if st.inside(other, index) or st.inside(index, other):
                continue  # the element's own content, or an ancestor below it
            return True
        return False


@dataclass(kw_only=True)
class _Cover:
    """What :meth:`SessionLayout.may_be_covered` needs of one document (by node index)."""

    parents: list[int]
    index: dict[int, int] = field(default_factory=dict)
    """Backend node id -> node index."""
    bounds: dict[int, tuple[float, float, float, float]] = field(default_factory=dict)
    """Node index -> its box (x, y, w, h), in top-level viewport coordinates."""
    boxes: list[tuple[int, float, float, float, float]] = field(default_factory=list)
    """(node index, x, y, w, h) of each laid-out box within the clip."""
    lines: dict[int, set[int]] = field(default_factory=dict)
    """Text node index -> the lines (rounded tops) its text boxes lie on."""
    risky: set[int] = field(default_factory=set)
    """Nodes with a negative z-index, a clip-path, a mask or a clip."""

    def inside(self, node: int, ancestor: int) -> bool:
        """True when ``node`` lies within ``ancestor``'s subtree (or is it)."""
        steps = 0
        while node >= 0 and steps < 4096:
            if node == ancestor:
                return True
            node = self.parents[node] if node < len(self.parents) else -1
            steps += 1
        return False

    def in_pieces(self, node: int) -> bool:
        """True when the text inside ``node`` lies on more than one line.

        The snapshot lists nodes in document order, so the subtree follows the node.
        """
        seen: set[int] = set(self.lines.get(node, ()))
        j = node + 1
        while j < len(self.parents) and self.inside(j, node):
            seen |= self.lines.get(j, set())
            if len(seen) > 1:
                return True
            j += 1
        return len(seen) > 1


COVER_STYLES = ("z-index", "clip-path", "mask-image", "clip")
"""The computed styles :func:`read_layout` needs to judge what may cover an element, in
the order ``DOMSnapshot.captureSnapshot`` is asked for them."""
_HARMLESS = ("auto", "none", "")


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


def _cover(
    nodes: dict[str, Any],
    lay: dict[str, Any],
    text: dict[str, Any],
    strings: list[str],
    shift: tuple[float, float],
    clip: Rect,
) -> _Cover:
    st = _Cover(parents=nodes.get("parentIndex", []))
    st.index = {bid: i for i, bid in enumerate(nodes.get("backendNodeId", []))}
    dx, dy = shift
    left, top = clip.x - 1, clip.y - 1
    right, bottom = clip.x + clip.w + 1, clip.y + clip.h + 1
    layout_nodes: list[int] = lay["nodeIndex"]
    for ni, b, style in zip(layout_nodes, lay["bounds"], lay["styles"], strict=False):
        if ni in st.bounds or len(b) < 4:
            continue
        x, y, w, h = b[0] + dx, b[1] + dy, b[2], b[3]
        st.bounds[ni] = (x, y, w, h)
        if w > 0 and h > 0 and x < right and y < bottom and x + w > left and y + h > top:
            st.boxes.append((ni, x, y, w, h))
        values = [strings[v] if 0 <= v < len(strings) else "" for v in style]
        if len(values) < len(COVER_STYLES):
            st.risky.add(ni)  # the browser left them out: nothing can be assumed
            continue
        z, clip_path, mask, old_clip = values[:4]
        if z.startswith("-") or any(v not in _HARMLESS for v in (clip_path, mask, old_clip)):
            st.risky.add(ni)
    for li, b in zip(text.get("layoutIndex", []), text.get("bounds", []), strict=False):
        if li < len(layout_nodes) and len(b) >= 4:
            st.lines.setdefault(layout_nodes[li], set()).add(round(b[1]))
    return st


def read_layout(
    snap: dict[str, Any],
    *,
    shift: tuple[float, float],
    clip: Rect,
    frame_boxes: dict[int, tuple[float, float, float, float]] | None = None,
    details: bool = False,
) -> SessionLayout:
    """Turn one ``captureSnapshot`` result into a :class:`SessionLayout`.

    ``shift`` places this session's viewport in top-level coordinates; ``clip`` is the
    area through which it is visible; ``frame_boxes`` gives the content box (x, y, w, h,
    in this session's viewport) of iframes, which the snapshot alone does not (borders).
    ``details`` says the snapshot was taken with :data:`COVER_STYLES` (and text boxes),
    for :meth:`SessionLayout.may_be_covered`.
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
        if di == 0 and details:
            text = d.get("textBoxes") or {}
            out.cover = _cover(nodes, lay, text, strings, (dx, dy), dclip)
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


def drawn_text(snap: dict[str, Any]) -> list[tuple[str, Rect]]:
    """Each laid-out text and form field value of a snapshot, with its box.

    Boxes are in the viewport of the snapshot's top document (documents of same-process
    iframes shifted into it), like element bounds.
    """
    strings: list[str] = snap.get("strings", [])
    everything = Rect(-(10**7), -(10**7), 2 * 10**7, 2 * 10**7)
    layout = read_layout(snap, shift=(0.0, 0.0), clip=everything)
    out: list[tuple[str, Rect]] = []
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        lay = d.get("layout", {})
        for ni, t in zip(lay.get("nodeIndex", []), lay.get("text", []), strict=False):
            box = layout.box(bids[ni]) if ni < len(bids) else None
            if box is not None and 0 <= t < len(strings) and strings[t]:
                out.append((strings[t], box))
        values = nodes.get("inputValue", {})
        for ni, v in zip(values.get("index", []), values.get("value", []), strict=False):
            box = layout.box(bids[ni]) if ni < len(bids) else None
            if box is not None and 0 <= v < len(strings) and strings[v]:
                out.append((strings[v], box))
    return out
