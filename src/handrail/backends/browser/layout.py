"""Bounds for every node of a page in bulk, from one ``DOMSnapshot.captureSnapshot`` per process.

Coordinates are CSS pixels of the top-level viewport (what ``Input.dispatchMouseEvent``
takes). Each document's layout is in its own document coordinates, so documents are
shifted by their scroll offset and by the content box of the ``<iframe>`` that holds them.
What lies inside a scrolling box (``overflow: auto`` or ``scroll``, read from the
snapshot's computed styles, see :data:`SNAPSHOT_STYLES`) or a box that cuts off its
content (``hidden``, ``clip``; not ``<html>`` or ``<body>``, whose overflow is the
viewport's) is seen only through that box.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from handrail.backends.browser.labels import Toggle, label_controls, label_toggles
from handrail.geometry import Rect

__all__ = [
    "BACKDROP_FILTER",
    "BACKGROUND_COLOR",
    "COLOR",
    "CONTENT_VISIBILITY",
    "DRAWN_IMAGES",
    "FONT_FAMILY",
    "OPACITY",
    "POSITION",
    "SNAPSHOT_STYLES",
    "VISIBILITY",
    "SessionLayout",
    "drawn_text",
    "first_boxes",
    "first_entries",
    "iframe_nodes",
    "read_layout",
    "subtree_end",
]

SNAPSHOT_STYLES = [
    "cursor",
    "overflow-x",
    "overflow-y",
    "background-image",
    "mask-image",
    "content-visibility",
    "position",
    "background-color",
    "backdrop-filter",
    "clip",
    "visibility",
    "opacity",
    "color",
    "font-family",
]
"""The computed styles an observation's snapshot asks for, in this order (the images
drawn by CSS name icons, see :mod:`hints`; what is left undrawn, see :mod:`undrawn`)."""
DRAWN_IMAGES = (3, 4)
"""Where the CSS images (``background-image``, ``mask-image``) are in a node's styles."""
CONTENT_VISIBILITY = 5
"""Where ``content-visibility`` is in a node's styles."""
POSITION, BACKGROUND_COLOR, BACKDROP_FILTER = 6, 7, 8
"""Where the styles that tell a layer over the page are (see :mod:`overlays`)."""
CLIP = 9
"""Where ``clip`` is in a node's styles."""
VISIBILITY = 10
"""Where ``visibility`` is in a node's styles (see :mod:`unlisted`)."""
OPACITY = 11
"""Where ``opacity`` is in a node's styles (see :mod:`unseenfields`)."""
COLOR = 12
"""Where ``color`` is in a node's styles (see :mod:`clearwords`)."""
FONT_FAMILY = 13
"""Where ``font-family`` is in a node's styles (a ligature icon font, see :mod:`iconfaces`)."""
_CLIPPED_AWAY = "rect(0px, 0px, 0px, 0px)"
"""A ``clip`` that draws nothing of its box (Bootstrap's ``.btn-check`` input, drawn by its
label, keeps its size under it)."""
_CLIPPING = ("auto", "scroll", "hidden", "clip")
"""Overflow values whose box shows what lies inside it only within its bounds: scrolling
boxes, and boxes that cut their content off (a toolbar's buttons past its end)."""
_CLEAR = ("", "transparent", "rgba(0, 0, 0, 0)")
"""Background colours that draw nothing."""
_PROPAGATED = ("HTML", "BODY")
"""Their overflow is the viewport's (it propagates), not a box of their own."""
_V = TypeVar("_V")
_DRAWN = 4
_LAYER_LEVELS = 64
"""How deep inside a layer a hit is looked for."""
"""A box narrower or lower than this (px) is not how its element is seen."""


@dataclass(kw_only=True)
class SessionLayout:
    """Geometry of the documents one session (one renderer process) holds.

    Keys are backend node ids, which are unique within a renderer process.
    """

    raw: dict[int, Sequence[float]] = field(default_factory=dict)
    """Border box (x, y, w, h) of each laid-out node, in top-level viewport coordinates;
    :meth:`box` makes the :class:`Rect` (only the nodes that are shown need one). A
    document that needs no shift keeps the snapshot's own lists."""
    clips: dict[int, Rect] = field(default_factory=dict)
    """The visible area (viewport, narrowed by enclosing iframes) each node is seen through."""
    labels: dict[int, int] = field(default_factory=dict)
    """``<label>`` node -> the control it labels (see :mod:`labels`)."""
    toggles: dict[int, Toggle] = field(default_factory=dict)
    """``<label>`` node -> the checkbox or radio button it labels, with its state."""
    stand_in: dict[int, int] = field(default_factory=dict)
    """Control drawn by its label alone (of no size, or under 4 px, or clipped away
    whole) -> that label."""
    framed: dict[int, int] = field(default_factory=dict)
    """Combobox input -> the combobox field around it, whose parts drawn over the input
    take its press (see :mod:`fieldframes`); a checkbox -> the face drawing it (see
    :mod:`switchfaces`)."""
    clip_box: dict[int, int] = field(default_factory=dict)
    """Node inside a scrolling box -> that box (the innermost): its clip is the box's
    border box, whose border and scroll bars do not show what scrolls inside it."""
    content: dict[int, tuple[float, float, Rect]] = field(default_factory=dict)
    """Iframe node -> (content-box x, y, visible clip of that content box)."""
    child_frame: dict[int, str] = field(default_factory=dict)
    """Same-process iframe node -> the frame id of the document inside it."""
    shift: tuple[float, float] = (0.0, 0.0)
    """Where this session's viewport origin lies in top-level viewport coordinates."""
    scroll: tuple[float, float] = (0.0, 0.0)
    """The scroll offset of the session's own document: ``DOM.getNodeForLocation`` takes
    document coordinates, the viewport's point plus this."""
    layers: set[int] = field(default_factory=set)
    """Elements laid over what their parent draws: positioned ``absolute`` or ``fixed``
    with a background of their own (EasyMDE's preview over the editor's lines)."""
    pieces: dict[int, tuple[float, float]] = field(default_factory=dict)
    """Element whose text wraps onto several lines -> the middle of that text's first
    piece (its box's centre lies between the pieces, on the text around it)."""
    trees: list[tuple[list[int], list[int], int | None]] = field(default_factory=list)
    """Per document: backend ids, parent indexes and the owning iframe node."""
    _parents: dict[int, int] | None = None

    def labelled(self, hit: int, control: int) -> bool:
        """True when ``hit`` is a label of ``control`` or inside one: its press is the control's."""
        if control not in self.labels.values():
            return False
        node: int | None = hit
        for _ in range(64):
            if node is None:
                return False
            if self.labels.get(node) == control:
                return True
            node = self.parent(node)
        return False

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

    def within(self, node: int, element: int) -> bool:
        """True when ``node`` is ``element`` or inside it (across shadow roots and iframes)."""
        seen = 0
        at: int | None = node
        while at is not None and seen < 10000:
            if at == element:
                return True
            at = self.parent(at)
            seen += 1
        return False

    def parked_host(self, node: int) -> int | None:
        """The box drawing a field parked outside the page, or ``None`` when it is not parked.

        A custom select keeps its text field focusable but parked at -10000 px while it is
        not focused (Tom Select's), inside the box that draws the select: no scrolling
        brings the field into view, and a person sees and presses that box. It is the
        field's parent or grandparent, drawn and not parked itself. A field kept inside a
        box that cuts it off to under 4 px (PrimeVue's MultiSelect keeps its
        ``role=combobox`` input in a ``p-hidden-accessible`` box of 1 px) is parked too:
        the page hides it from the eye alone.
        """
        own = self.raw.get(node)
        if own is None or not (self._parked(own) or self._cut_off(node)):
            return None
        up: int | None = node
        for _ in range(2):
            up = self.parent(up) if up is not None else None
            box = self.raw.get(up) if up is not None else None
            if box is not None and min(box[2], box[3]) >= _DRAWN and not self._parked(box):
                return up
        return None

    def laid_over(self, hit: int, host: int) -> bool:
        """Whether ``hit`` lies in a layer (:attr:`layers`) right inside ``host``.

        EasyMDE puts its preview in CodeMirror's box, over the lines it draws: a hit on
        the preview is in the box that stands for the parked field, yet it is no press
        on the field.
        """
        up: int | None = hit
        for _ in range(_LAYER_LEVELS):
            if up is None or up == host:
                return False
            above = self.parent(up)
            if above == host:
                return up in self.layers
            up = above
        return False

    def _cut_off(self, node: int) -> bool:
        """Whether the boxes around ``node`` show under 4 px of it (a visually hidden box)."""
        inside = self.clip_box.get(node)
        box = self.raw.get(inside) if inside is not None else None
        return box is not None and min(box[2], box[3]) < _DRAWN

    def _parked(self, box: Sequence[float]) -> bool:
        """Whether ``box`` lies wholly left of or above the document's origin."""
        x = box[0] - self.shift[0] + self.scroll[0]
        y = box[1] - self.shift[1] + self.scroll[1]
        return x + box[2] <= 0 or y + box[3] <= 0


def _rect(x: float, y: float, w: float, h: float) -> Rect:
    return Rect(round(x), round(y), round(w), round(h))


def _clip(a: Rect, b: Rect) -> Rect:
    return a.intersection(b) or Rect(a.x, a.y, 0, 0)


def first_entries(index: list[int], values: list[_V]) -> dict[int, _V]:
    """Node index -> the value of its first layout entry (a node may be laid out in pieces)."""
    if len(index) != len(values):
        n = min(len(index), len(values))
        index, values = index[:n], values[:n]
    # Written last to first: the first entry of a node is the one left.
    return dict(zip(reversed(index), reversed(values), strict=True))


def subtree_end(parents: list[int], top: int, count: int) -> int:
    """The index right after the run of nodes inside node ``top``.

    Node indexes are in document order, each subtree in one run right after its root:
    what lies inside a node are the nodes after it up to the first whose parent comes
    before it.
    """
    end = top + 1
    while end < count and parents[end] >= top:
        end += 1
    return end


def first_boxes(lay: dict[str, Any]) -> dict[int, list[float]]:
    """Node index -> its border box (x, y, w, h) in a document's snapshot ``layout``.

    A node laid out in several pieces has several entries; its first counts.
    """
    boxes: dict[int, list[float]] = first_entries(lay.get("nodeIndex", []), lay.get("bounds", []))
    return {ni: b for ni, b in boxes.items() if len(b) >= 4}


def _frame_names(strings: list[str]) -> frozenset[int]:
    return frozenset(i for i, s in enumerate(strings) if s in ("IFRAME", "FRAME"))


def _frame_indexes(frame_names: frozenset[int], names: list[int]) -> list[int]:
    """Indexes of the ``<iframe>`` and ``<frame>`` nodes of one document."""
    if not frame_names:
        return []
    return [i for i, n in enumerate(names) if n in frame_names]


def iframe_nodes(snap: dict[str, Any]) -> list[int]:
    """Backend node ids of the laid-out ``<iframe>`` and ``<frame>`` elements in a snapshot."""
    wanted = _frame_names(snap.get("strings", []))
    out: list[int] = []
    if not wanted:
        return out
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        found = _frame_indexes(wanted, nodes.get("nodeName", []))
        if not found:
            continue
        bids: list[int] = nodes.get("backendNodeId", [])
        laid = set(d.get("layout", {}).get("nodeIndex", []))
        out.extend(bids[i] for i in found if i in laid)
    return out


def _first_pieces(out: SessionLayout, doc: dict[str, Any], shift: tuple[float, float]) -> None:
    """Record where the text of each element that wraps onto several lines begins.

    The snapshot's text boxes are the pieces of each text, one per line, in order; an
    element holding a text of two pieces or more (a link that wraps) gets the middle of
    the first, as do the text itself and its parent (a link around a ``<span>``).
    """
    boxes = doc.get("textBoxes", {})
    owners: list[int] = boxes.get("layoutIndex", [])
    if len(owners) < 2:
        return
    index: list[int] = doc.get("layout", {}).get("nodeIndex", [])
    nodes = doc.get("nodes", {})
    bids: list[int] = nodes.get("backendNodeId", [])
    parents: list[int] = nodes.get("parentIndex", [])
    # A text's pieces come one after another: the first of a run of two or more.
    firsts = [k for k in range(1, len(owners)) if owners[k] == owners[k - 1]]
    seen: set[int] = set()
    for k in firsts:
        li = owners[k - 1]
        if li in seen or li >= len(index):
            continue
        seen.add(li)
        b = boxes["bounds"][k - 1]
        middle = (b[0] + shift[0] + b[2] / 2, b[1] + shift[1] + b[3] / 2)
        if index[li] < len(bids):
            out.pieces.setdefault(bids[index[li]], middle)  # the text itself, read as one
        up = parents[index[li]] if index[li] < len(parents) else -1
        for _ in range(2):
            if up < 0 or up >= len(bids):
                break
            out.pieces.setdefault(bids[up], middle)
            up = parents[up] if up < len(parents) else -1


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
    frame_names = _frame_names(strings)
    base: dict[int, tuple[float, float, Rect, int | None]] = {0: (shift[0], shift[1], clip, None)}
    order = [0]
    clipped: set[int] = set()
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
        local = first_boxes(lay)
        placed: dict[int, Sequence[float]]
        if dx or dy:
            placed = {bids[ni]: (b[0] + dx, b[1] + dy, b[2], b[3]) for ni, b in local.items()}
        else:
            placed = {bids[ni]: b for ni, b in local.items()}  # already where they are
        out.raw.update(placed)
        out.clips.update(dict.fromkeys(placed, dclip))
        _first_pieces(out, d, (dx, dy))
        pairs = label_controls(strings, nodes)
        if pairs:
            out.labels.update(pairs)
            out.toggles.update(label_toggles(strings, nodes, pairs))
            clipped |= _clipped_away(strings, bids, lay, set(pairs.values()))
        _clip_scrolled(out, strings, nodes, lay, dclip, (dx, dy))
        out.layers |= _layers(strings, bids, lay)
        if di == 0:
            out.scroll = (float(d.get("scrollOffsetX", 0)), float(d.get("scrollOffsetY", 0)))
        cdi = nodes.get("contentDocumentIndex", {})
        children = dict(zip(cdi.get("index", []), cdi.get("value", []), strict=False))
        for ni in _frame_indexes(frame_names, names):
            b = local.get(ni)
            if b is None:
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
    for label, control in out.labels.items():
        own, shown = out.raw.get(control), out.raw.get(label)
        if shown is None or min(shown[2], shown[3]) < _DRAWN or control in out.stand_in:
            continue
        if own is None or min(own[2], own[3]) < _DRAWN or control in clipped:
            out.stand_in[control] = label
    return out


def _clipped_away(
    strings: list[str], bids: list[int], lay: dict[str, Any], controls: set[int]
) -> set[int]:
    """Which of ``controls`` (backend ids) one document draws nothing of (``clip``)."""
    if _CLIPPED_AWAY not in strings:
        return set()
    away = strings.index(_CLIPPED_AWAY)
    styles: list[list[int]] = lay.get("styles", [])
    index: list[int] = lay.get("nodeIndex", [])
    return {
        bids[ni]
        for ni, st in zip(index, styles, strict=False)
        if len(st) > CLIP and st[CLIP] == away and ni < len(bids) and bids[ni] in controls
    }


def _layers(strings: list[str], bids: list[int], lay: dict[str, Any]) -> set[int]:
    """The elements of one document positioned over their parent with a background."""
    laid = {i for i, v in enumerate(strings) if v in ("absolute", "fixed")}
    if not laid:
        return set()
    clear = {i for i, v in enumerate(strings) if v in _CLEAR}
    styles: list[list[int]] = lay.get("styles", [])
    index: list[int] = lay.get("nodeIndex", [])
    return {
        bids[ni]
        for ni, st in zip(index, styles, strict=False)
        if len(st) > BACKGROUND_COLOR
        and st[POSITION] in laid
        and st[BACKGROUND_COLOR] not in clear
        and ni < len(bids)
    }


def _clip_scrolled(
    out: SessionLayout,
    strings: list[str],
    nodes: dict[str, Any],
    lay: dict[str, Any],
    dclip: Rect,
    offset: tuple[float, float],
) -> None:
    """Narrow the clip of what lies inside scrolling or clipping boxes of one document."""
    scrolling = {i for i, v in enumerate(strings) if v in _CLIPPING}
    if not scrolling:
        return
    names: list[int] = nodes.get("nodeName", [])
    root = {i for i, v in enumerate(strings) if v in _PROPAGATED}
    styles: list[list[int]] = lay.get("styles", [])
    bounds: list[list[float]] = lay.get("bounds", [])
    index: list[int] = lay.get("nodeIndex", [])
    hits = [
        k
        for k, st in enumerate(styles)
        if len(st) >= 3 and (st[1] in scrolling or st[2] in scrolling)
    ]
    boxes: dict[int, list[float]] = {}
    for k in hits:
        ni = index[k] if k < len(index) else -1
        b = bounds[k] if k < len(bounds) else []
        if ni >= 0 and ni not in boxes and len(b) >= 4:
            if ni < len(names) and names[ni] in root:
                continue  # the viewport's overflow, which the document's clip is already
            boxes[ni] = b
    if not boxes:
        return
    bids: list[int] = nodes.get("backendNodeId", [])
    parents: list[int] = nodes.get("parentIndex", [])
    count = min(len(bids), len(parents))
    # Outer boxes come first (document order), so an inner box narrows what the outer set.
    inner: dict[int, Rect] = {}
    owner: dict[int, int] = {}
    for top in sorted(boxes):
        end = subtree_end(parents, top, count)
        if end == top + 1:
            continue  # nothing inside: a text node, which reports its element's styles
        b = boxes[top]
        clip = _clip(dclip, _rect(b[0] + offset[0], b[1] + offset[1], b[2], b[3]))
        own = inner.get(top)
        if own is not None:
            clip = _clip(own, clip)
        inner.update(dict.fromkeys(range(top + 1, end), clip))
        owner.update(dict.fromkeys(range(top + 1, end), bids[top]))
    clips = out.clips
    for ni, clip in inner.items():
        bid = bids[ni]
        if bid in clips:
            clips[bid] = clip
            out.clip_box[bid] = owner[ni]


def drawn_text(
    snap: dict[str, Any], frame_boxes: dict[int, tuple[float, float, float, float]] | None = None
) -> list[tuple[str, Rect]]:
    """Each laid-out text and form field value of a snapshot, with its box.

    Boxes are in the viewport of the snapshot's top document (documents of same-process
    iframes shifted into it by their ``<iframe>``'s content box, as :func:`read_layout`
    takes ``frame_boxes``), like element bounds.
    """
    strings: list[str] = snap.get("strings", [])
    everything = Rect(-(10**7), -(10**7), 2 * 10**7, 2 * 10**7)
    layout = read_layout(snap, shift=(0.0, 0.0), clip=everything, frame_boxes=frame_boxes)
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
