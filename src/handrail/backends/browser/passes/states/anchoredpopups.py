"""A button an element names as its ``anchor`` says whether that element is open.

Material Web's ``<md-menu anchor="more">`` names the ``<md-icon-button id="more">`` it
opens under by that attribute (as HTML's ``anchor`` does a popover's), and neither says
more to the tree: no ``aria-expanded``, no ``aria-haspopup``, the menu's role set on its
element internals and ``aria-hidden="true"`` while shut. The More button read as a plain
``button (icon: more vert)``, open or not. A button with no ``aria-expanded`` of its
own, named (or the custom element right around it, the host it is drawn in) by the
``anchor`` attribute of an element holding elements of its own, reads ``collapsed``
while that element is hidden from the tree or neither it nor what it holds is laid
out (a custom element drawn by its parts, ``display: contents``), ``expanded`` while it
is shown (``controlledstates.py`` reads a button by the element it names itself).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, wanted_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["anchored_states"]

_SAID = frozenset({State.EXPANDED, State.COLLAPSED})


def _anchors(doc: DocNodes, key: int, s: Callable[[int], str]) -> dict[str, int]:
    """The ids named by an ``anchor`` attribute (``key``, its string index) -> the node."""
    out: dict[str, int] = {}
    for i, pairs in enumerate(doc.attrs):
        for k in range(0, len(pairs) - 1, 2):
            if pairs[k] == key:
                named = s(pairs[k + 1]).strip()
                if named:
                    out.setdefault(named, i)
                break
    return out


def _attr(doc: DocNodes, i: int, name: str, s: Callable[[int], str]) -> str | None:
    """Node ``i``'s attribute ``name``, or ``None`` when it has none."""
    pairs = doc.attrs[i] if i < len(doc.attrs) else []
    for k in range(0, len(pairs) - 1, 2):
        if s(pairs[k]) == name:
            return s(pairs[k + 1])
    return None


def _named_as(doc: DocNodes, i: int, s: Callable[[int], str]) -> list[int]:
    """Node ``i`` and the custom element right around it (the host it is drawn in)."""
    up = doc.parents[i] if i < len(doc.parents) else -1
    return [i, up] if up >= 0 and "-" in s(doc.names[up]) else [i]


def anchored_states(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Give ``collapsed``/``expanded`` to the buttons an element names as its anchor."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is not None and d.role is Role.BUTTON and not d.states & _SAID:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, found in wanted.items():
        snap = snaps.get(sid, {})
        try:
            key = snap.get("strings", []).index("anchor")
        except ValueError:
            continue  # most pages: no element names an anchor
        for doc, hits, s in wanted_docs(snap, set(found)):
            anchors = _anchors(doc, key, s)
            if not anchors:
                continue
            laid = set(doc.doc.get("layout", {}).get("nodeIndex", []))
            kids = doc.children
            for i in hits:
                if _attr(doc, i, "aria-expanded", s) is not None:
                    continue
                ids = (_attr(doc, n, "id", s) for n in _named_as(doc, i, s))
                popup = next((anchors[v] for v in ids if v and v in anchors), None)
                if popup is None:
                    continue
                held = [k for k in kids.get(popup, ()) if s(doc.names[k])[:1] != "#"]
                if not held:
                    continue  # no items: a tooltip anchored to it, no popup it opens
                drawn = popup in laid or any(k in laid for k in held)
                shut = not drawn or _attr(doc, popup, "aria-hidden", s) == "true"
                found[doc.bids[i]].states.add(State.COLLAPSED if shut else State.EXPANDED)
