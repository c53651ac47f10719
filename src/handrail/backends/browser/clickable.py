"""Which elements of a page a person can click, whatever their role says.

Web apps make rows, icons and tabs of plain ``<div>`` and ``<span>`` elements with a
click handler. Three signs, all read in bulk (no call per element):

- a ``click``/``mousedown``/``pointerdown``/… listener on the element itself, from one
  ``DOMDebugger.getEventListeners`` over the whole document (shadow roots and
  same-process iframes included);
- the snapshot's ``isClickable`` flag (listeners and ``onclick`` attributes as Chromium
  sees them);
- a ``pointer`` cursor the element sets itself: its parent does not have it (the cursor
  is inherited, so only where it starts counts);
- inside such an element (a clickable row), a part drawn as a control of its own: an
  icon (no letters or digits in its text) with a tooltip (``title``, ``aria-label``,
  ``data-tooltip``), or an element whose class says it is a button (``btn``,
  ``icon-button``). A page that handles every click at the document gives them no
  listener, and the inherited cursor no sign; folded into the row, they could be
  neither named nor pressed. A text with a tooltip (a date) stays text, and a part
  inside a button, a link or an element with a control's role (Ant Design's
  ``<span role=img aria-label="plus">`` in its button) is that control's face.

Listeners on the document, ``<html>`` or ``<body>`` (delegation), on an element listening
for many kinds of events (a framework's root, where React hears every event of the app
it holds) and elements covering most of the viewport are not signs: they would make the
whole page one button. Nor are
those on a table, a table's body or a list: they serve its rows and items; nor those on
a list item the page took the role from (``<li role="none">``, a menu bar's item, which
Foundation gives a listener each): it only holds its control (a menu item) or a title.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from handrail.backends.browser.layout import first_entries
from handrail.backends.browser.session.cdp import CdpError, CdpSession, release_group, release_later
from handrail.errors import OperationTimeout

__all__ = [
    "CLICK_EVENTS",
    "Listened",
    "clickable_nodes",
    "clickable_with_owners",
    "listener_between",
    "listener_nodes",
    "listening_parts",
]

CLICK_EVENTS = frozenset(
    {"click", "dblclick", "contextmenu", "mousedown", "mouseup", "pointerdown", "pointerup"}
    | {"touchstart", "touchend"}
)
"""Events whose listener makes an element something to click."""
_GROUP = "handrail-listeners"
_ROOTS = frozenset({"#document", "HTML", "BODY"})
_HOLDERS = frozenset({"TABLE", "TBODY", "THEAD", "TFOOT", "UL", "OL", "DL", "MAIN"})
"""Elements that hold a page's rows and items: a listener there serves what they hold
(delegation), and a table or a list is no button of its own."""
_HOLDER_ROLES = frozenset({"list", "table", "grid", "treegrid", "tree", "rowgroup"})
"""Roles of elements holding rows and items, as the tags above do (Kendo UI's ListView
hears its records' presses on its ``div role=list``)."""
_MAX_SHARE = 0.5
"""An element covering more than this share of the viewport is a page, not a button."""
_TINY = 4.0
"""A box narrower and lower than this (CSS pixels) is no target a person aims at."""
_TIP_KEYS = frozenset({"title", "aria-label", "data-tooltip", "data-tip", "data-title"})
_BUTTON_CLASS = re.compile(r"(?:^|[\s_-])(?:btn|button)(?:$|[\s_-])", re.IGNORECASE)
_CONTROL_TAGS = frozenset({"BUTTON", "A"})
_CONTROL_ROLES = frozenset(
    {"button", "link", "menuitem", "menuitemcheckbox", "menuitemradio", "option", "tab"}
    | {"checkbox", "radio", "switch"}
)
"""Controls whose parts are their face: an icon drawn in one is no control of its own."""
_CHOICES = frozenset({"option", "tab"})
"""Controls one chooses, whose remover drawn inside is a control of its own."""
_REMOVER_CLASS = re.compile(
    r"(?:^|[\s_-])(?:remove|delete|close|dismiss)(?:$|[\s_-])", re.IGNORECASE
)
"""Class and tooltip words of a part that takes away what holds it (a tag's x)."""
_ICON_SIDE = 64.0
"""An icon inside a row is no bigger than this (CSS pixels) either way."""
_BUTTON_BOX = (320.0, 64.0)
"""A button drawn inside a row is no wider and no taller than this."""
_LISTENER_TIMEOUT = 5.0
_FEW = 24
"""Up to this many listener nodes in a document are looked up one by one."""
_GROUPS = itertools.count(1)
_DELEGATING = 20
"""An element listening for this many kinds of events or more hears them for what it
holds (React's root listens for some eighty): no control of its own."""


class Listened(set[int]):
    """The elements with a click-like listener of their own (backend node ids)."""

    delegates: frozenset[int] = frozenset()
    """Elements listening for many kinds of events for what they hold (see the module)."""


async def listener_nodes(session: CdpSession) -> set[int]:
    """Backend node ids of the elements with a click-like listener of their own.

    A :class:`Listened`, which also names the elements hearing every kind of event for
    what they hold. An empty set when the page does not answer (the snapshot's signs still count).
    """
    # A group of its own per read: its release, sent in the background once the
    # listeners have come, can never drop a later read's handle.
    group = f"{_GROUP}-{next(_GROUPS)}"
    try:
        doc = await session.send(
            "Runtime.evaluate",
            {"expression": "document", "objectGroup": group, "silent": True},
            timeout=_LISTENER_TIMEOUT,
        )
        oid = doc.get("result", {}).get("objectId")
        if not isinstance(oid, str):
            return Listened()
        try:
            reply = await session.send(
                "DOMDebugger.getEventListeners",
                {"objectId": oid, "depth": -1, "pierce": True},
                timeout=_LISTENER_TIMEOUT,
            )
        finally:
            release_later(session, group)
    except (CdpError, OperationTimeout):
        return Listened()
    out = Listened()
    kinds: dict[int, set[str]] = {}
    for listener in reply.get("listeners", ()):
        bid, kind = listener.get("backendNodeId"), listener.get("type")
        if isinstance(bid, int) and isinstance(kind, str):
            kinds.setdefault(bid, set()).add(kind)
            if kind in CLICK_EVENTS:
                out.add(bid)
    out.delegates = frozenset(b for b, k in kinds.items() if len(k) >= _DELEGATING)
    out.difference_update(out.delegates)
    return out


_CHAIN = """function(own) {
  // ``own`` (a text: its element) and the elements from this one up to it, nearest
  // first; none when the way up does not reach it in eight steps (a label of it).
  const stop = own.nodeType === 3 ? own.parentElement : own;
  const out = [];
  for (let n = this.nodeType === 1 ? this : this.parentElement; n; n = n.parentNode || n.host) {
    if (n === stop) return [stop, ...out];
    if (n.nodeType === 1) out.push(n);
    if (out.length > 8) break;
  }
  return [];
}"""


async def listener_between(session: CdpSession, hit: str, own: str) -> bool:
    """Whether ``own`` and an element from ``hit`` up to it both have a click listener.

    Both are remote object ids. A row's icon with a listener of its own is a control of
    its own: a press on it is the icon's, not the row's. The label of a tree item that
    has no listener itself is how the item is pressed. False when the page does not
    answer (the press is then judged by its other signs).
    """
    group = f"{_GROUP}-{next(_GROUPS)}"
    try:
        chain = await session.send(
            "Runtime.callFunctionOn",
            {
                "objectId": hit,
                "functionDeclaration": _CHAIN,
                "arguments": [{"objectId": own}],
                "objectGroup": group,
                "silent": True,
            },
            timeout=_LISTENER_TIMEOUT,
        )
        oid = chain.get("result", {}).get("objectId")
        if not isinstance(oid, str):
            return False
        props = await session.send(
            "Runtime.getProperties",
            {"objectId": oid, "ownProperties": True},
            timeout=_LISTENER_TIMEOUT,
        )
        items = sorted(
            (int(p["name"]), p["value"]["objectId"])
            for p in props.get("result", ())
            if p.get("name", "").isdigit() and "objectId" in p.get("value", {})
        )
        for _, el in items:
            reply = await session.send(
                "DOMDebugger.getEventListeners",
                {"objectId": el, "depth": 0},
                timeout=_LISTENER_TIMEOUT,
            )
            if not any(x.get("type") in CLICK_EVENTS for x in reply.get("listeners", ())):
                if el == items[0][1]:
                    return False  # the element itself listens to no press
            elif el != items[0][1]:
                return True
        return False
    except (CdpError, OperationTimeout, KeyError, TypeError):
        return False
    finally:
        await release_group(session, group)


async def listening_parts(session: CdpSession, own: str) -> int:
    """How many elements inside ``own`` (a remote object id) listen to a press themselves.

    A cell holding *Refund*, *Track package* and a ⋮, each with its own handler, holds
    controls: a press at its middle would be one of theirs. Zero when the page does not
    answer.
    """
    try:
        reply = await session.send(
            "DOMDebugger.getEventListeners",
            {"objectId": own, "depth": -1, "pierce": True},
            timeout=_LISTENER_TIMEOUT,
        )
        mine = await session.send("DOM.describeNode", {"objectId": own}, timeout=_LISTENER_TIMEOUT)
    except (CdpError, OperationTimeout):
        return 0
    self_id = mine.get("node", {}).get("backendNodeId")
    return len(
        {
            x.get("backendNodeId")
            for x in reply.get("listeners", ())
            if x.get("type") in CLICK_EVENTS and x.get("backendNodeId") != self_id
        }
    )


def clickable_nodes(
    snap: dict[str, Any], listeners: set[int], viewport: tuple[int, int]
) -> set[int]:
    """Backend node ids of the snapshot's elements a person can click.

    ``listeners`` come from :func:`listener_nodes`; ``viewport`` is (width, height),
    to leave out elements covering most of it.
    """
    return clickable_with_owners(snap, listeners, viewport)[0]


def clickable_with_owners(
    snap: dict[str, Any], listeners: set[int], viewport: tuple[int, int]
) -> tuple[set[int], dict[int, int]]:
    """:func:`clickable_nodes`, and the text nodes right inside them: text -> element.

    A plain inline ``<span>`` has no node in Chromium's accessibility tree: its text
    hangs from the nearest element that has one, and only the DOM says which element
    the text belongs to (the segment of a segmented control).
    """
    strings: list[str] = snap.get("strings", [])
    pointer = strings.index("pointer") if "pointer" in strings else -1
    limit = _MAX_SHARE * viewport[0] * viewport[1]
    out: set[int] = set()
    owners: dict[int, int] = {}
    text_name = strings.index("#text") if "#text" in strings else -2
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        names: list[int] = nodes.get("nodeName", [])
        parents: list[int] = nodes.get("parentIndex", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        lay = d.get("layout", {})
        index: list[int] = lay.get("nodeIndex", [])
        bounds = first_entries(index, lay.get("bounds", []))
        wanted = set(nodes.get("isClickable", {}).get("index", []))
        if listeners:
            wanted.update(_indexes(bids, listeners))
        if isinstance(listeners, Listened) and listeners.delegates:
            wanted.difference_update(_indexes(bids, set(listeners.delegates)))
        if pointer >= 0:
            styles = first_entries(index, lay.get("styles", []))
            on = {ni for ni, st in styles.items() if st and st[0] == pointer}
            # The cursor is inherited: only where it starts counts.
            wanted.update(ni for ni in on if _drawn_parent(ni, parents, styles) not in on)
            wanted.update(_inner_controls(d, strings, on, bounds))
        chosen: set[int] = set()
        for ni in wanted:
            b = bounds.get(ni)
            if ni >= len(bids) or b is None:
                continue  # not laid out: nothing to click
            area = b[2] * b[3] if len(b) >= 4 else 0.0
            if area > limit:
                continue  # most of the page
            if area <= 0.0 or (b[2] < _TINY and b[3] < _TINY):
                continue  # nothing to aim at (an icon's empty placeholder, a dot)
            name = strings[names[ni]] if ni < len(names) and 0 <= names[ni] < len(strings) else ""
            if name in _ROOTS or name in _HOLDERS or name.startswith("#"):
                continue
            if _role_of(attrs[ni] if ni < len(attrs) else [], strings) in _HOLDER_ROLES:
                continue  # a list or table drawn of <div>s: it serves its items
            if name == "LI" and _presentational(attrs[ni] if ni < len(attrs) else [], strings):
                continue  # a menu's item that only holds its control (``role="none"``)
            out.add(bids[ni])
            chosen.add(ni)
        if chosen:
            count = min(len(parents), len(names))
            owners.update(
                (bids[ni], bids[parents[ni]])
                for ni in bounds
                if ni < count and parents[ni] in chosen and names[ni] == text_name
            )
    return out, owners


def _role_of(pairs: list[int], strings: list[str]) -> str:
    """The ``role`` an element's attributes (``pairs``) give it, or ``""``."""
    for k in range(0, len(pairs) - 1, 2):
        if 0 <= pairs[k] < len(strings) and strings[pairs[k]] == "role":
            return strings[pairs[k + 1]].strip() if 0 <= pairs[k + 1] < len(strings) else ""
    return ""


def _presentational(pairs: list[int], strings: list[str]) -> bool:
    """Whether an element's attributes (``pairs``) take its role away (``role="none"``)."""
    for k in range(0, len(pairs) - 1, 2):
        if 0 <= pairs[k] < len(strings) and strings[pairs[k]] == "role":
            value = strings[pairs[k + 1]] if 0 <= pairs[k + 1] < len(strings) else ""
            return value.strip() in ("none", "presentation")
    return False


def _says_button(classes: str) -> bool:
    """Whether a class list draws a button.

    ``btn``, ``button--primary`` and ``card__button`` do; a part of one, whose BEM element
    follows ``__`` (``button__label``, ``icon-button__icon``: a web component's label slot
    and icon), does not.
    """
    return any(_BUTTON_CLASS.search(c.rsplit("__", 1)[-1]) for c in classes.split())


def _remover(keys: dict[str, str], box: list[float]) -> bool:
    """Whether an icon-sized part says, by its class or its tooltip, that it removes.

    A chip's or a tag's x (``k-chip-remove-action``, ``title="delete"``), a closable
    tab's: a press there takes its item away, which choosing the item does not.
    """
    if box[2] > _ICON_SIDE or box[3] > _ICON_SIDE:
        return False
    said = (keys.get(k, "") for k in ("class", *_TIP_KEYS))
    return any(_REMOVER_CLASS.search(w) for w in said)


def _drawn_parent(ni: int, parents: list[int], drawn: dict[int, Any]) -> int:
    """The nearest element above node ``ni`` that is drawn (``-1``: none).

    A ``<slot>`` (``display: contents``) draws no box of its own: what is slotted into a
    control's shadow root (an ``ion-icon`` in Ionic's ``ion-button``) takes its cursor
    from the control around the slot.
    """
    p = parents[ni] if ni < len(parents) else -1
    while 0 <= p < len(parents) and p not in drawn:
        p = parents[p]
    return p


def _inner_controls(
    d: dict[str, Any], strings: list[str], on: set[int], bounds: dict[int, list[float]]
) -> set[int]:
    """The parts of clickable elements drawn as controls of their own (see the module).

    ``on``: the indexes of the nodes with a pointer cursor, inherited or not.
    """
    nodes = d.get("nodes", {})
    parents: list[int] = nodes.get("parentIndex", [])
    attrs: list[list[int]] = nodes.get("attributes", [])
    names: list[int] = nodes.get("nodeName", [])

    def s(i: int) -> str:
        return strings[i] if 0 <= i < len(strings) else ""

    def control(i: int) -> str:
        """The control node ``i`` is, its tag or role, or ``""``: its parts are its face."""
        tag = s(names[i] if i < len(names) else -1)
        if tag in _CONTROL_TAGS:
            return tag
        pairs = attrs[i] if i < len(attrs) else []
        roles = (s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2) if s(pairs[k]) == "role")
        return next((r.strip() for r in roles if r.strip() in _CONTROL_ROLES), "")

    def in_control(i: int) -> str:
        """The control node ``i`` lies in, as far up as the pointer cursor goes, or ``""``."""
        p = parents[i]
        while 0 <= p < len(parents) and p in on:
            held = control(p)
            if held:
                return held
            p = parents[p]
        return ""

    icons: set[int] = set()
    out: set[int] = set()
    for ni in on:
        if ni >= len(parents) or parents[ni] not in on or ni >= len(attrs):
            continue
        b = bounds.get(ni)
        if b is None or len(b) < 4 or s(names[ni] if ni < len(names) else -1).startswith("#"):
            continue
        pairs = attrs[ni]
        keys = {s(pairs[k]): s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2)}
        held = in_control(ni)
        if _remover(keys, b) and held in _CHOICES | {""}:
            icons.add(ni)  # a tag's or a closable tab's x: it removes, not chooses
            continue
        if held:
            continue  # an icon in a button or link (Ant Design's ``<span role=img>``)
        small = b[2] <= _BUTTON_BOX[0] and b[3] <= _BUTTON_BOX[1]
        if small and _says_button(keys.get("class", "")):
            out.add(ni)
            continue
        tipped = any(keys.get(k, "").strip() for k in _TIP_KEYS)
        if tipped and b[2] <= _ICON_SIDE and b[3] <= _ICON_SIDE:
            icons.add(ni)
    if icons:
        values: list[int] = nodes.get("nodeValue", [])
        lettered = {
            p
            for k, p in enumerate(parents)
            if p in icons and k < len(values) and any(c.isalnum() for c in s(values[k]))
        }
        out |= icons - lettered
    return out


def _indexes(bids: list[int], wanted: set[int]) -> list[int]:
    """Indexes of the nodes whose backend id is in ``wanted``."""
    hit = wanted.intersection(bids)
    if len(hit) <= _FEW:
        return [bids.index(b) for b in hit]  # a scan in C per id beats one loop in Python
    return [i for i, b in enumerate(bids) if b in hit]
