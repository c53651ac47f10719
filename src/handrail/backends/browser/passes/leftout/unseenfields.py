"""A text field no one can see is not listed: it only takes keys for what draws it.

Grids, trees and sidebars take their keystrokes in a text field they keep out of sight:
w2ui's sidebar an ``<input>`` at ``opacity: 0`` under its items, its grid a ``<textarea>``
1 px wide and high. Chromium reads each as an unnamed ``textbox``, listed as
``covered textbox (icon: sidebar)``: an agent sees a field it cannot find on the page
and types into nothing it can see. An unnamed, empty text field of ``drafts`` drawn at
1 px or less (wide or high: an ``<input>`` or ``<textarea>``) or fully transparent
(``opacity: 0``, its own or a box's around it up to a few levels) goes, even while it has
the keys (the sidebar focuses its field on every press), unless a label draws it or it is
parked in a box that stands for it (an editor's, see :mod:`keysinks`). An unnamed field
drawn wholly above the page's top edge goes too, whatever it holds: no scrolling reaches
a negative page coordinate; so does one fixed wholly left of the viewport (TOAST UI
Grid's ``contenteditable`` focus sink, ``position: fixed; left: -9999px``), which no
scrolling moves. A field merely left of the page's origin stays: a right-to-left page
scrolls there. An unnamed radio button taken out of the tab order and drawn
transparent the same way (a group's ``<input type=radio tabindex=-1>`` kept for its
form's checks) goes too.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import OPACITY, POSITION, SessionLayout
from handrail.backends.browser.passes.looks.classlooks import node_attribute, wanted_docs
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role

__all__ = ["without_unseen_fields"]

_THIN = 1.0
"""A field at most this wide or high (px) shows nothing a person can read or press."""
_LEVELS = 3
"""How many boxes around a field may make it transparent."""
_FORM_FIELDS = frozenset({"INPUT", "TEXTAREA"})
"""The fields a page keeps out of sight to take keys (a thin one of them shows nothing)."""


def without_unseen_fields(
    drafts: list[Draft], layouts: dict[str, SessionLayout], snaps: dict[str, dict[str, Any]]
) -> list[Draft] | None:
    """``drafts`` without the unnamed, empty text fields drawn too thin or transparent."""
    gone: set[str] = set()
    clear: dict[str, set[int]] = {}
    thin: dict[str, dict[int, str]] = {}
    fixed: dict[str, set[int]] = {}
    untabbed = _untabbed_radios(drafts, snaps)
    for d in drafts:
        if _unnamed_field(d):
            if fixed.get(d.sid) is None:
                fixed[d.sid] = _styled(snaps.get(d.sid), POSITION, ("fixed",))
            if _beyond_the_page(layouts.get(d.sid), d.bid, fixed[d.sid]):
                gone.add(d.locator)
                continue
        if not _candidate(d) and (d.sid, d.bid) not in untabbed:
            continue
        layout = layouts.get(d.sid)
        assert d.bid is not None
        if layout is None or layout.stand_in.get(d.bid) is not None:
            continue
        if layout.parked_host(d.bid) is not None:
            continue
        box = layout.raw.get(d.bid)
        if box is not None and min(box[2], box[3]) <= _THIN:
            thin.setdefault(d.sid, {})[d.bid] = d.locator
            continue
        if clear.get(d.sid) is None:
            clear[d.sid] = _styled(snaps.get(d.sid), OPACITY, ("0", "0.0"))
        up: int | None = d.bid
        for _ in range(_LEVELS + 1):
            if up is None:
                break
            if up in clear[d.sid]:
                gone.add(d.locator)
                break
            up = layout.parent(up)
    for sid, found in thin.items():
        gone |= _form_fields(snaps.get(sid), found)
    return drop(drafts, gone, {}) if gone else None


def _untabbed_radios(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]]
) -> set[tuple[str, int | None]]:
    """The unnamed radio buttons of ``drafts`` taken out of the tab order (``tabindex=-1``).

    A group of radio buttons drawn as elements of its own keeps an ``<input type=radio
    tabindex=-1>`` at ``opacity: 0`` for the form's checks (mdui's ``<mdui-radio-group>``,
    its segmented buttons'): Chromium reads a ``checked radio`` with no name beside the
    ones a person sees, and no key or press reaches it.
    """
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if d.role is Role.RADIO and d.bid is not None and not d.name.strip() and d.sid in snaps:
            wanted.setdefault(d.sid, set()).add(d.bid)
    return {
        (sid, bid)
        for sid, bids in wanted.items()
        for bid, v in node_attribute(snaps[sid], bids, "tabindex").items()
        if v.strip() == "-1"
    }


def _form_fields(snap: dict[str, Any] | None, found: dict[int, str]) -> set[str]:
    """The locators of ``found`` (backend id -> locator) that are ``<input>``/``<textarea>``.

    An empty ``contenteditable`` element has no size until something is typed into it
    (an inline note's ``<span contenteditable>`` after its line's words): it is a field a
    person types into, not one kept out of sight.
    """
    out: set[str] = set()
    if snap is None:
        return out
    for doc, hits, s in wanted_docs(snap, set(found)):
        out |= {found[doc.bids[i]] for i in hits if s(doc.names[i]) in _FORM_FIELDS}
    return out


def _unnamed_field(d: Draft) -> bool:
    """An unnamed text field with a node of its own (focused or not)."""
    return d.role is Role.TEXTBOX and d.bid is not None and not d.name.strip()


def _candidate(d: Draft) -> bool:
    """An unnamed, empty text field with a node of its own (focused or not)."""
    return _unnamed_field(d) and not (d.value or "").strip()


def _beyond_the_page(layout: SessionLayout | None, bid: int | None, fixed: set[int]) -> bool:
    """Whether the node's box lies wholly above the document, or fixed left of the viewport.

    The box is in top-level viewport coordinates: the session's shift and its document's
    scroll offset make it a page coordinate, which no scrolling brings below zero; a box
    in ``fixed`` stays where the viewport has it.
    """
    if layout is None or bid is None:
        return False
    box = layout.raw.get(bid)
    if box is None or min(box[2], box[3]) <= 0:
        return False
    x = box[0] - layout.shift[0]
    y = box[1] - layout.shift[1] + layout.scroll[1]
    return y + box[3] <= 0 or (bid in fixed and x + box[2] <= 0)


def _styled(snap: dict[str, Any] | None, style: int, values: tuple[str, ...]) -> set[int]:
    """The backend ids of the snapshot's laid-out nodes whose ``style`` is a ``values``.

    ``OPACITY`` at ``0``: drawn transparent; ``POSITION`` ``fixed``: kept in the viewport.
    """
    out: set[int] = set()
    if snap is None:
        return out
    strings: list[str] = snap.get("strings", [])
    meant = {i for i, v in enumerate(strings) if v in values}
    if not meant:
        return out
    for doc in snap.get("documents", []):
        bids: list[int] = doc.get("nodes", {}).get("backendNodeId", [])
        lay = doc.get("layout", {})
        index: list[int] = lay.get("nodeIndex", [])
        styles: list[list[int]] = lay.get("styles", [])
        for k, ni in enumerate(index):
            st = styles[k] if k < len(styles) else []
            if len(st) > style and st[style] in meant and ni < len(bids):
                out.add(bids[ni])
    return out
