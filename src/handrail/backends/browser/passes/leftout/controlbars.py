"""A clickable holder whose words are all its controls' is no control of its own.

Toolbars often listen for clicks on the whole bar and hand each to the item under the
pointer: w2ui's grid toolbar is a ``<div>`` with a listener holding its items, *Add New*
(clickable) and *Edit*, *Delete* (``class="w2ui-tb-button disabled"``, no listener until
a row is chosen). Chromium's listener makes the bar ``clickable Add New Edit Delete``, a
line over its own items that a press only passes on. A clickable element with no role
and no label of its own (``aria-label``), holding controls, whose text is all held by
those controls or by disabled ones (a class word ``disabled``, ``aria-disabled="true"``,
``disabled``), or not drawn at all, is left out; its controls take its place under its parent.
A slider's frame listening for presses on its track is one too when its other words are
the numbers of the slider's scale (Kendo UI's ``div.k-slider`` holding the marks ``0 5
10`` beside its ``role=slider`` thumb: not ``clickable 0 5 10`` over the slider).
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    attribute_of,
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_control_bars"]

_NO_ROLE = frozenset({Role.GENERIC, Role.GROUP})
_DISABLED = re.compile(r"^(?:is-)?disabled$|[-_]disabled$", re.IGNORECASE)
"""A class word saying an item is disabled (``disabled``, ``is-disabled``, ``btn--disabled``)."""
_UNSAID = frozenset({"SCRIPT", "STYLE", "TEMPLATE"})
_MARK = re.compile(r"^[-+−]?\d+(?:[.,]\d+)?%?$")
"""A slider's scale mark: a number (``10``, ``-5``, ``2.5``, ``50%``)."""


def without_control_bars(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without clickable holders whose words are all their controls' words."""
    children = children_of(drafts)
    wanted: dict[str, dict[int, tuple[Draft, set[int], bool]]] = {}
    for d in drafts:
        if d.role not in _NO_ROLE or State.CLICKABLE not in d.states or d.bid is None:
            continue
        if not d.name.strip() or d.value:
            continue
        controls, scaled = _controls_in(d, children)
        if controls:
            wanted.setdefault(d.sid, {})[d.bid] = (d, controls, scaled)
    gone: dict[str, str | None] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        kids: dict[int, list[int]] = defaultdict(list)
        for i, p in enumerate(doc.parents):
            kids[p].append(i)
        drawn = set(doc.doc.get("layout", {}).get("nodeIndex", []))
        for i in hits:
            d, controls, scaled = found[doc.bids[i]]
            if attribute_of(doc.attrs, i, s, "aria-label").strip():
                continue
            if not _own_words(doc, i, kids, drawn, controls, s, scaled=scaled):
                gone[d.locator] = d.parent
    if not gone:
        return drafts
    for d in drafts:
        up = d.parent
        while up in gone:
            up = gone[up]
        d.parent = up
    return [d for d in drafts if d.locator not in gone]


def _controls_in(holder: Draft, children: dict[str, list[Draft]]) -> tuple[set[int], bool]:
    """The controls among ``holder``'s descendants, and whether one is a slider.

    The controls by their backend node ids.
    """
    out: set[int] = set()
    slider = False
    todo = list(children[holder.locator])
    while todo:
        d = todo.pop()
        control = d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states
        if control and d.bid is not None and d.name.strip():
            out.add(d.bid)
            slider = slider or d.role is Role.SLIDER
        else:
            todo.extend(children[d.locator])
    return out, slider


def _own_words(
    doc: DocNodes,
    top: int,
    kids: dict[int, list[int]],
    drawn: set[int],
    controls: set[int],
    s: Any,
    *,
    scaled: bool = False,
) -> bool:
    """Whether node ``top`` holds drawn text outside its controls and disabled items.

    ``drawn`` holds the indexes of the nodes laid out: a text not drawn (in a hidden
    clear button) is no word a person reads; ``scaled``: it holds a slider, whose scale's
    numbers are no words of its own.
    """
    todo = list(kids[top])
    while todo:
        i = todo.pop()
        if i < len(doc.bids) and doc.bids[i] in controls:
            continue
        tag = s(doc.names[i]) if i < len(doc.names) else ""
        if tag == "#text":
            said = s(doc.values[i]).strip() if i < len(doc.values) else ""
            if i in drawn and said and not (scaled and _MARK.match(said)):
                return True
            continue
        if tag in _UNSAID or _disabled(doc, i, s):
            continue
        todo.extend(kids[i])
    return False


def _disabled(doc: DocNodes, i: int, s: Any) -> bool:
    if any(_DISABLED.search(w) for w in class_of(doc.attrs, i, s).split()):
        return True
    pairs = doc.attrs[i] if i < len(doc.attrs) else []
    said = {s(pairs[k]): s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2)}
    return said.get("aria-disabled") == "true" or "disabled" in said
