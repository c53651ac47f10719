"""Clickable elements Chromium's accessibility tree leaves out: an empty box drawn to click.

A row's check box drawn as an empty ``<span class="cb">`` with a pointer cursor, a
colour swatch or a bare handle has no text and no role, and Chromium prunes it from its
accessibility tree altogether: a person sees it and clicks it, while an agent reading
the tree never learns that it is there. The DOM snapshot still holds it. Each element a
person can click (:mod:`clickable`) that has a box of its own and that the read's trees
do not hold is drafted under the nearest ancestor they do hold, in document order among
that ancestor's drafts, so it reads as a ``clickable`` element where it is drawn (and
its class and id words hint at what it is, as an icon's do).

Only empty boxes that are drawn are (not ``visibility: hidden``: a tab's page Onsen UI
hides): Chromium keeps an element with text, and a control, a link or a label in its
tree unless it is hidden on purpose; so it is left out too when it lies under ``inert``
or under ``aria-hidden="true"`` on a box that holds text, or when nothing between it and
the page's body is in the tree (content a modal dialog made inert). An icon whose
textless wrapper is ``aria-hidden`` (a grid header's menu button) is drawn and clicked
all the same: it is listed. A box inside a switch, check box, radio button or slider the
tree holds (Naive UI's ``aria-hidden`` track inside its ``role=switch``) is a part of that
control, which takes its click: it is not listed apart.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from handrail.backends.browser.layout import VISIBILITY, first_entries, subtree_end
from handrail.backends.browser.shape import Draft, inserted
from handrail.vocab import Role

__all__ = ["add_unlisted", "hidden_on_purpose"]

_KEPT_TAGS = frozenset(
    {"A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "LABEL", "SUMMARY", "OPTION", "IMG"}
    | {"IFRAME", "VIDEO", "AUDIO", "CANVAS", "BODY", "HTML"}
)
"""Elements the tree holds whenever they are shown: missing, they are hidden on purpose."""
_WHOLE = frozenset({Role.SWITCH, Role.CHECKBOX, Role.RADIO, Role.SLIDER})
"""Controls whose parts are theirs: a click anywhere on them works them."""
_MOST = 200
"""At most this many are added per read: a grid of empty cells is no list of controls."""


def add_unlisted(
    drafts: list[Draft],
    clickable: dict[str, set[int]],
    snaps: dict[str, dict[str, Any]],
    listed: Callable[[str], set[int]],
    hovered: Mapping[str, Collection[int]] | None = None,
) -> list[Draft]:
    """``drafts`` with a draft for each clickable element the trees left out.

    Args:
        drafts: the read's drafts in document order.
        clickable: per session, the backend node ids a person can click.
        snaps: per session, its DOM snapshot.
        listed: the backend node ids a session's accessibility trees hold.
        hovered: per session, the backend node ids of rows whose hover shows controls
            (:mod:`hovershown`): a box drawn ``visibility: hidden`` inside one is listed,
            since a pointer on its row shows it.

    """
    at: dict[tuple[str, int], int] = {
        (d.sid, d.bid): i for i, d in enumerate(drafts) if d.bid is not None
    }
    # Per position in ``drafts`` (len(drafts): the end), the drafts to put before it.
    before: dict[int, list[Draft]] = {}
    added = 0
    for sid, snap in snaps.items():
        wanted = clickable.get(sid)
        if not wanted:
            continue
        held = listed(sid)
        missing = wanted - held
        if not missing:
            continue
        strings: list[str] = snap.get("strings", [])
        for doc in snap.get("documents", ()):
            rows = set((hovered or {}).get(sid, ()))
            for pos, draft in _unlisted_in(doc, strings, sid, missing, at, drafts, rows):
                if added >= _MOST:
                    break
                before.setdefault(pos, []).append(draft)
                added += 1
    return inserted(drafts, before)


def _unlisted_in(
    doc: dict[str, Any],
    strings: list[str],
    sid: str,
    missing: set[int],
    at: dict[tuple[str, int], int],
    drafts: list[Draft],
    rows: set[int],
) -> list[tuple[int, Draft]]:
    """The drafts to add for one document, each with the position to put it before."""
    nodes = doc.get("nodes", {})
    bids: list[int] = nodes.get("backendNodeId", [])
    hits = [i for i, b in enumerate(bids) if b in missing]
    if not hits:
        return []
    lay = doc.get("layout", {})
    bounds = set(lay.get("nodeIndex", []))
    unseen = _unseen(lay, strings)
    order = {b: i for i, b in enumerate(bids)}
    look = _Look(nodes, strings)
    out: list[tuple[int, Draft]] = []
    for ni in hits:
        if ni not in bounds or (ni in unseen and not _in_row(ni, nodes, bids, rows)):
            continue  # not laid out, or laid out unseen (and no row's hover shows it)
        up = look.listed_above(ni, lambda i: (sid, bids[i]) in at)
        if up is None or not look.empty(ni):
            continue
        home = at[(sid, bids[up])]
        owner = drafts[home]
        if owner.role in _WHOLE:
            continue  # a part of the control drawn around it (a switch's track)
        pos = _place(drafts, home, sid, ni, order)
        prefix = owner.locator.rsplit(":", 1)[0]
        out.append(
            (
                pos,
                Draft(
                    locator=f"{prefix}:{bids[ni]}",
                    role=Role.GENERIC,
                    name="",
                    value=None,
                    desc="",
                    states=set(),
                    parent=owner.locator,
                    sid=sid,
                    bid=bids[ni],
                ),
            )
        )
    return out


def hidden_on_purpose(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted`` (backend node ids), those under an element hiding what it holds.

    That is an element above the node that is ``inert``, or ``aria-hidden="true"`` and
    holding text besides the node's own. Chromium's tree holds such a node as ignored;
    one with a listener is still drafted (a ``pointerdown`` span is a thing to click),
    but under such an element it is not to be used now: a shut menu's items while its
    closing animation still draws them. An ``aria-hidden`` icon holding its glyph's
    name (``<i aria-hidden="true">event</i>``), or a wrapper holding only that icon,
    hides it from screen readers alone.
    """
    out: set[int] = set()
    strings: list[str] = snap.get("strings", [])
    for doc in snap.get("documents", ()):
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        hits = [i for i, b in enumerate(bids) if b in wanted]
        if not hits:
            continue
        look = _Look(nodes, strings)
        for ni in hits:
            up = look.parents[ni] if ni < len(look.parents) else -1
            while up >= 0 and look.tag(up) not in ("BODY", "HTML"):
                if look.hides(up) and look.worded_besides(up, ni):
                    out.add(bids[ni])
                    break
                up = look.parents[up] if up < len(look.parents) else -1
    return out


_ROW_LEVELS = 8
"""How far above a hidden box the row whose hover shows it is looked for."""


def _in_row(ni: int, nodes: dict[str, Any], bids: list[int], rows: set[int]) -> bool:
    """Whether node ``ni`` lies inside one of ``rows`` (backend node ids)."""
    if not rows:
        return False
    parents: list[int] = nodes.get("parentIndex", [])
    up = ni
    for _ in range(_ROW_LEVELS):
        up = parents[up] if 0 <= up < len(parents) else -1
        if up < 0:
            return False
        if bids[up] in rows:
            return True
    return False


def _unseen(lay: dict[str, Any], strings: list[str]) -> set[int]:
    """The laid-out nodes drawn invisible (``visibility: hidden`` or ``collapse``).

    Onsen UI hides the page of a tab not shown (``.page:not([shown])``) so: its switch's
    box, with a click listener of its own, is nothing a person sees or presses.
    """
    hidden = {i for i, w in enumerate(strings) if w in ("hidden", "collapse")}
    if not hidden:
        return set()
    styles = first_entries(lay.get("nodeIndex", []), lay.get("styles", []))
    return {ni for ni, st in styles.items() if len(st) > VISIBILITY and st[VISIBILITY] in hidden}


def _place(drafts: list[Draft], home: int, sid: str, ni: int, order: dict[int, int]) -> int:
    """Where, among the drafts of ``drafts[home]``'s subtree, document node ``ni`` goes.

    Before the first draft of that subtree drawn from a later node of the document, else
    right after the subtree.
    """
    inside = {drafts[home].locator}
    j = home + 1
    while j < len(drafts) and drafts[j].parent in inside:
        d = drafts[j]
        if d.sid == sid and d.bid is not None:
            k = order.get(d.bid)
            if k is not None and k > ni:
                return j
        inside.add(d.locator)
        j += 1
    return j


class _Look:
    """What a document's snapshot says of its nodes: tags, text, hiding attributes."""

    def __init__(self, nodes: dict[str, Any], strings: list[str]) -> None:
        self.parents: list[int] = nodes.get("parentIndex", [])
        self.names: list[int] = nodes.get("nodeName", [])
        self.values: list[int] = nodes.get("nodeValue", [])
        self.attrs: list[list[int]] = nodes.get("attributes", [])
        self.strings = strings

    def _s(self, i: int) -> str:
        return self.strings[i] if 0 <= i < len(self.strings) else ""

    def tag(self, ni: int) -> str:
        return self._s(self.names[ni]) if ni < len(self.names) else ""

    def hides(self, ni: int) -> bool:
        """Whether the element hides what it holds from a person or from the tree.

        ``inert`` makes it unclickable. ``aria-hidden="true"`` on a box holding no text
        (an icon's wrapper, a grid header's menu button) hides a drawn icon from screen
        readers only, and the icon is still clicked; on a box with text (the page behind
        a dialog) it says that content is not to be used now.
        """
        pairs = self.attrs[ni] if ni < len(self.attrs) else []
        for k in range(0, len(pairs) - 1, 2):
            key = self._s(pairs[k])
            if key == "inert":
                return True
            if key == "aria-hidden" and self._s(pairs[k + 1]) == "true":
                return not self.empty(ni)
        return False

    def empty(self, ni: int) -> bool:
        """Whether the element is no kept kind and holds no text."""
        if self.tag(ni) in _KEPT_TAGS:
            return False
        for i in range(ni + 1, subtree_end(self.parents, ni, len(self.parents))):
            if self.tag(i) == "#text" and i < len(self.values) and self._s(self.values[i]).strip():
                return False
        return True

    def worded_besides(self, up: int, ni: int) -> bool:
        """Whether element ``up`` holds text outside node ``ni`` (one of its own)."""
        end = len(self.parents)
        inner = range(ni, subtree_end(self.parents, ni, end))
        for i in range(up + 1, subtree_end(self.parents, up, end)):
            if i in inner or self.tag(i) != "#text" or i >= len(self.values):
                continue
            if self._s(self.values[i]).strip():
                return True
        return False

    def listed_above(self, ni: int, listed: Callable[[int], bool]) -> int | None:
        """The nearest ancestor the tree holds.

        ``None`` when there is none below the body, or when the way up passes an element
        that hides what it holds.
        """
        up = self.parents[ni] if ni < len(self.parents) else -1
        if self.hides(ni):
            return None
        while up >= 0:
            if self.hides(up) or self.tag(up) in ("BODY", "HTML"):
                return None
            if listed(up):
                return up
            up = self.parents[up] if up < len(self.parents) else -1
        return None
