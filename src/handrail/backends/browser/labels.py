"""Which control each ``<label>`` of a page labels, from its ``DOMSnapshot``.

A control drawn by its label alone (a checkbox of no size or one pixel, hidden by the
page's style and shown as a styled ``<label>``) is operated as a person does: through
its label, whose press the browser hands to the control. The observation places it at
its label, its hit tests count the label as its own, and the pointer aims at the label.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

__all__ = ["LABELABLE", "Toggle", "captions", "label_controls", "label_toggles", "own_line"]

_NEAR = 64
"""How many nodes on either side of a label its ``for`` target is looked for first."""
LABELABLE = frozenset({"BUTTON", "INPUT", "METER", "OUTPUT", "PROGRESS", "SELECT", "TEXTAREA"})
"""The elements a ``<label>`` can label (their node names)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Toggle:
    """The checkbox or radio button a ``<label>`` labels, as the snapshot has it."""

    control: int
    """The control's backend node id."""
    radio: bool
    """A radio button (else a checkbox)."""
    checked: bool
    disabled: bool


def label_controls(strings: list[str], nodes: dict[str, Any]) -> dict[int, int]:
    """Label backend node id -> the backend node id of the control it labels, in one document.

    A label's control is the element its ``for`` names (by id, in the same document), or
    without ``for`` its first labelable descendant (HTML's rule).
    """
    try:
        label = strings.index("LABEL")
    except ValueError:
        return {}
    names: list[int] = nodes.get("nodeName", [])
    bids: list[int] = nodes.get("backendNodeId", [])
    parents: list[int] = nodes.get("parentIndex", [])
    attrs: list[list[int]] = nodes.get("attributes", [])
    count = min(len(names), len(bids), len(parents))

    def attr(i: int, key: str) -> str | None:
        pairs = attrs[i] if i < len(attrs) else []
        for k in range(0, len(pairs) - 1, 2):
            if 0 <= pairs[k] < len(strings) and strings[pairs[k]] == key:
                v = pairs[k + 1]
                return strings[v] if 0 <= v < len(strings) else ""
        return None

    def labelable(i: int) -> bool:
        name = strings[names[i]] if 0 <= names[i] < len(strings) else ""
        return name in LABELABLE and not (name == "INPUT" and attr(i, "type") == "hidden")

    def named(target: str, near: int) -> int:
        """The node whose id is ``target``: looked for next to the label first."""
        try:
            want, id_key = strings.index(target), strings.index("id")
        except ValueError:
            return -1
        lo, hi = max(0, near - _NEAR), min(count, near + _NEAR)
        for span in (range(lo, hi), range(count)):
            for j in span:
                pairs = attrs[j] if j < len(attrs) else ()
                if want in pairs and any(
                    pairs[k] == id_key and pairs[k + 1] == want for k in range(0, len(pairs) - 1, 2)
                ):
                    return j
        return -1

    out: dict[int, int] = {}
    i = -1
    while True:
        try:
            i = names.index(label, i + 1, count)  # a scan in C: labels are few
        except ValueError:
            break
        target = attr(i, "for")
        if target is not None:
            j = named(target, i) if target else -1
            if j >= 0 and labelable(j):
                out[bids[i]] = bids[j]
            continue
        # Without "for": the first labelable node of its subtree (the nodes right after
        # it, up to the first whose parent comes before it).
        j = i + 1
        while j < count and parents[j] >= i:
            if labelable(j):
                out[bids[i]] = bids[j]
                break
            j += 1
    return out


def label_toggles(
    strings: list[str], nodes: dict[str, Any], controls: dict[int, int]
) -> dict[int, Toggle]:
    """Label backend node id -> the checkbox or radio button it labels, with its state.

    ``controls`` is what :func:`label_controls` found in the same document. A page that
    hides such a control and draws a switch of its own makes the label all a person
    sees of it (see :mod:`~handrail.backends.browser.passes.roles.hiddencontrols`).
    """
    if not controls:
        return {}
    bids: list[int] = nodes.get("backendNodeId", [])
    attrs: list[list[int]] = nodes.get("attributes", [])
    checked = set(nodes.get("inputChecked", {}).get("index", []))

    def attr(i: int, key: str) -> str | None:
        pairs = attrs[i] if i < len(attrs) else []
        for k in range(0, len(pairs) - 1, 2):
            if 0 <= pairs[k] < len(strings) and strings[pairs[k]] == key:
                v = pairs[k + 1]
                return strings[v].lower() if 0 <= v < len(strings) else ""
        return None

    out: dict[int, Toggle] = {}
    for label, control in controls.items():
        try:
            i = bids.index(control)  # a scan in C: labels are few
        except ValueError:
            continue
        kind = attr(i, "type")
        if kind not in ("checkbox", "radio"):
            continue
        out[label] = Toggle(
            control=control,
            radio=kind == "radio",
            checked=i in checked,
            disabled=attr(i, "disabled") is not None,
        )
    return out


_CAPTION_TAGS = frozenset({"LABEL", "DIV", "SPAN", "B", "STRONG", "SMALL"})
"""Elements that caption the field after them; a paragraph (``<p>``) is prose."""
_SKIPPED = frozenset({"BR", "#text", "#comment"})
_LABEL_CLASS = re.compile(r"^(?:label|[a-z0-9]+(?:-|__)label)$", re.IGNORECASE)
"""A class word naming its element a field's label (``item-label``, ``form-label``,
``field__label``; not ``labels`` or ``label-success``)."""
_WRAPPED = 3
"""Wrappers, each holding the field alone, that a caption before them may lie above it."""
"""Nodes between a caption and the field after it that part nothing (a line break)."""


def captions(
    snap: dict[str, Any],
    pairs: list[tuple[int, int]],
    *,
    tags: frozenset[str] | None = None,
    position: int | None = None,
    label_class: bool = False,
) -> set[tuple[int, int]]:
    """Of ``pairs`` (a text's and a field's backend node ids), those captioning the field.

    The text is the whole of the element right before the field: ``<label>Asking
    rent</label><input>`` with no ``for``, or ``<div>Ship to</div><select>``, a form's
    caption over its field, which the browser does not tie to it; or right before the
    wrapper that holds the field alone (``<div>Bags</div><div class="q-slider"><div
    role=slider>``), a few levels up. A ``<label>`` whose
    ``for`` names another control, or a paragraph, is no caption of this one. What the
    wrapper holds that the page does not draw, or draws as a layer over the page (its
    list of suggestions, closed or open), is not counted against its holding the field
    alone. ``tags``: the elements that may caption (all that do by default);
    ``position``: where the snapshot's styles hold ``position``; ``label_class``: an
    element of another tag whose class names it a label (Framework7's ``<div
    class="item-title item-label">``) captions too.
    """
    if not pairs:
        return set()
    strings: list[str] = snap.get("strings", [])
    out: set[tuple[int, int]] = set()
    for d in snap.get("documents", []):
        drawn = _in_flow(strings, d.get("layout") or {}, position)
        out |= _captions_in(
            strings, d.get("nodes", {}), pairs, drawn, tags or _CAPTION_TAGS, label_class
        )
    return out


def _in_flow(strings: list[str], lay: dict[str, Any], position: int | None) -> set[int]:
    """The nodes a document draws in its flow: not a layer laid over it (a popup list).

    ``position``: where ``position`` is in a node's snapshot styles (``None``: all drawn
    nodes count).
    """
    styles: dict[int, list[int]] = {}
    for ni, st in zip(lay.get("nodeIndex", []), lay.get("styles", []), strict=False):
        styles.setdefault(ni, st)
    if position is None:
        return set(styles)
    placed = {k for k, s in enumerate(strings) if s in ("absolute", "fixed")}
    return {ni for ni, st in styles.items() if len(st) <= position or st[position] not in placed}


def _captions_in(
    strings: list[str],
    nodes: dict[str, Any],
    pairs: list[tuple[int, int]],
    drawn: set[int],
    tags: frozenset[str],
    label_class: bool = False,
) -> set[tuple[int, int]]:
    """:func:`captions` in one document."""
    bids: list[int] = nodes.get("backendNodeId", [])
    index = {b: i for i, b in enumerate(bids)}
    names: list[int] = nodes.get("nodeName", [])
    parents: list[int] = nodes.get("parentIndex", [])
    attrs: list[list[int]] = nodes.get("attributes", [])

    def name(i: int) -> str:
        k = names[i] if 0 <= i < len(names) else -1
        return strings[k] if 0 <= k < len(strings) else ""

    def before(field: int) -> int:
        """The element right before ``field`` among its parent's children, else -1."""
        parent = parents[field]
        for j in range(field - 1, parent, -1):
            if parents[j] == parent and name(j) not in _SKIPPED:
                return j
        return -1

    def only_child(field: int) -> bool:
        """Whether ``field`` is the one element its parent holds."""
        parent = parents[field]
        if parent < 0:
            return False
        return not any(
            parents[j] == parent and j != field and name(j) not in _SKIPPED and j in drawn
            for j in range(parent + 1, len(parents))
        )

    def labelled_class(i: int) -> bool:
        pairs = attrs[i] if i < len(attrs) else []
        for k in range(0, len(pairs) - 1, 2):
            if 0 <= pairs[k] < len(strings) and strings[pairs[k]] == "class":
                v = pairs[k + 1]
                words = strings[v].split() if 0 <= v < len(strings) else []
                return any(_LABEL_CLASS.match(w) for w in words)
        return False

    def has_for(i: int) -> bool:
        keys = (attrs[i] if i < len(attrs) else [])[::2]
        return any(0 <= k < len(strings) and strings[k] == "for" for k in keys)

    out: set[tuple[int, int]] = set()
    for text, field in pairs:
        t, f = index.get(text), index.get(field)
        if t is None or f is None or t >= len(parents) or f >= len(parents):
            continue
        holder = parents[t]
        at = f
        for _ in range(_WRAPPED):
            if before(at) >= 0 or not only_child(at):
                break
            at = parents[at]  # its wrapper holds it alone: the caption is before that
        if holder < 0 or before(at) != holder:
            continue
        if name(holder) not in tags and not (label_class and labelled_class(holder)):
            continue
        if name(holder) == "LABEL" and has_for(holder):
            continue  # it labels the control its "for" names
        out.add((text, field))
    return out


def text_before(snap: dict[str, Any], holder: int, control: int) -> str:
    """The words inside ``holder`` that come before ``control`` in it, or ``""``.

    A settings row ``Show P/L as a percentage [switch] Shown next to each position.``:
    the words before the switch name it; the help line after it does not. Backend node
    ids; ``""`` when the snapshot does not hold both or ``control`` is not inside.
    """
    texts = _texts_around(snap, holder, control)
    return " ".join(" ".join(texts[0]).split()) if texts is not None else ""


def wrapper_text_before(snap: dict[str, Any], holder: int, control: int) -> str:
    """The words before ``control`` in its own parent, when that parent lies inside ``holder``.

    A card holding its title, then ``<div>Due <input type=date></div>``: *Due* names the
    date, not the card's words from its title on. ``""`` when the control's parent is
    ``holder`` itself, holds no words before it, or the snapshot does not hold both.
    """
    found = _holding(snap, holder, control)
    if found is None:
        return ""
    nodes, start, end = found
    parents: list[int] = nodes.get("parentIndex", [])
    wrapper = parents[end]
    if wrapper == start or wrapper < 0:
        return ""
    bids: list[int] = nodes.get("backendNodeId", [])
    return text_before(snap, bids[wrapper], bids[end])


def first_text_before(snap: dict[str, Any], holder: int, control: int) -> str:
    """The first text with words inside ``holder`` before ``control`` (a row's title), or ``""``.

    ``SIM protection`` over ``Blocks SIM changes … account holder`` and the switch: what a
    person reads as the switch's name when all of it is too long to be one.
    """
    texts = _texts_around(snap, holder, control)
    first = next((t for t in texts[0] if t.strip()), "") if texts is not None else ""
    return " ".join(first.split())


def text_after(snap: dict[str, Any], holder: int, control: int) -> str:
    """The first text inside ``holder`` after ``control`` (and what it holds), or ``""``.

    A settings row drawn ``[switch] Apply late penalties  Deducts 10% a day.``, each in
    an element of its own: the first text after the switch names it when it has words
    and is no link's or button's, the help line after it does not. Backend node ids, as
    :func:`text_before`.
    """
    texts = _texts_around(snap, holder, control)
    first = next(texts[1], "") if texts is not None else ""
    # Only words drawn right after it: a glyph first (a run's status ``◐``) or a link's
    # text leaves the row's words to name it.
    return " ".join(first.split()) if any(c.isalnum() for c in first) else ""


def _texts_around(
    snap: dict[str, Any], holder: int, control: int
) -> tuple[list[str], Iterator[str]] | None:
    """The texts inside ``holder`` before ``control``, and those after it (lazily).

    What ``control`` holds is neither; after it, blank texts are left out and a link's or
    a button's text comes as ``""``. ``None`` when the snapshot does not hold both or
    ``control`` is not inside ``holder``.
    """
    strings: list[str] = snap.get("strings", [])
    found = _holding(snap, holder, control)
    if found is None:
        return None
    nodes, start, end = found
    parents: list[int] = nodes.get("parentIndex", [])
    names: list[int] = nodes.get("nodeName", [])
    values: list[int] = nodes.get("nodeValue", [])

    def text(i: int, chain: list[int]) -> str | None:
        if _tag(strings, names, i) != "#text" or i >= len(values):
            return None
        if any(_tag(strings, names, j) in _UNREAD for j in chain[1:4]):
            return None
        v = values[i]
        return strings[v] if 0 <= v < len(strings) else ""

    def after() -> Iterator[str]:
        for i in range(end + 1, min(len(parents), len(names))):
            chain = _chain(parents, i)
            if start not in chain:
                return  # past the holder's last node
            if end in chain:
                continue  # the control's own
            said = text(i, chain)
            if said is not None and said.strip():
                inside = chain[: chain.index(start)]
                # A link's or a button's text is its own name, not words beside it.
                own = any(_tag(strings, names, j) in _CONTROLS for j in inside)
                yield "" if own else said

    before = [t for i in range(start + 1, end) if (t := text(i, _chain(parents, i)))]
    return before, after()


def _holding(
    snap: dict[str, Any], holder: int, control: int
) -> tuple[dict[str, Any], int, int] | None:
    """The nodes of the document holding both, and their indexes, when one holds the other."""
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        index = {b: i for i, b in enumerate(bids)}
        start, end = index.get(holder), index.get(control)
        if start is None or end is None or end <= start or end >= len(parents):
            continue
        return (nodes, start, end) if start in _chain(parents, end) else None
    return None


_UNREAD = frozenset({"SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"})
_CONTROLS = frozenset({"A", "BUTTON", "SELECT", "TEXTAREA"})
"""Elements whose text names them, not a control beside them."""
"""Elements whose text is no words on the page."""


def _tag(strings: list[str], names: list[int], i: int) -> str:
    k = names[i] if 0 <= i < len(names) else -1
    return strings[k] if 0 <= k < len(strings) else ""


def own_line(snap: dict[str, Any], line: int, control: int, title: int) -> bool:
    """Whether ``line`` and ``control`` share a box that ``title`` is not in.

    A settings row holds its title, the line under it and the switch beside both; a
    drawer's subtitle drawn over a row (*Windows 11 · Active now* over *Camera uploads
    [switch]*) is no title of the row's switch: the row holds the line and the switch
    alone. Backend node ids; ``False`` when the snapshot does not hold all three.
    """
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        index = {b: i for i, b in enumerate(bids)}
        at = [index.get(line), index.get(control), index.get(title)]
        if any(i is None or i >= len(parents) for i in at):
            continue
        ln, ctl, ttl = (int(i) for i in at if i is not None)
        above_line = set(_chain(parents, ln))
        common = next((i for i in _chain(parents, ctl) if i in above_line), -1)
        return common >= 0 and common not in _chain(parents, ttl)
    return False


def _chain(parents: list[int], i: int) -> list[int]:
    """Node ``i`` and its ancestors, nearest first (snapshot indexes)."""
    out: list[int] = []
    while 0 <= i < len(parents) and len(out) < 512:
        out.append(i)
        i = parents[i]
    return out
