"""Whether a press at a point reaches the element it is aimed at.

The point is found after the element is scrolled into view and its box has stopped
moving (:func:`visible_point`); the node a pointer there would hit is asked of the page
(``DOM.getNodeForLocation``) right before the press, and :func:`check_hit` raises
:class:`~handrail.errors.ElementCovered` unless it is the element, inside it (not on a
control of its own nested in it: :class:`Nested`), its label, a pseudo-element it draws,
or the face a drop-down or a switch draws over it (a pseudo-element or an element of
the wrapper holding it alone). Nothing is pressed otherwise.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.acting.livenode import Live, stale
from handrail.backends.browser.acting.pagecall import IS_CONNECTED, call
from handrail.backends.browser.clickable import listener_between, listening_parts
from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import ActionFailed, ElementCovered
from handrail.model import Element
from handrail.vocab import Role

__all__ = ["CONTROLS", "Nested", "NoBox", "check_hit", "node_at", "settle", "visible_point"]


CONTROLS = (
    "a[href],a[tabindex],button,input,select,textarea,summary,[role=button],[role=link],[role=treeitem],"
    "[role=option],[role=menuitem],[role=checkbox],[role=radio],[role=tab],[role=switch]"
)
"""What a person presses as a control of its own, even inside another one (a row's cells,
a grid's focusable cells are parts of the row, not controls of their own; an ``<a>`` made
focusable with no ``href``, a calendar's event in its day's cell, is one). Inside an
element with a handler of its own (``onclick``), so is an element with one: a row's
``<span onclick>`` *Clear* is the span's, not the row's."""
_CONTAINS = """function(hit) {
  // 'own': the hit is the element or inside it; 'nested': inside it, but within a control
  // of its own (an expanded tree item's child, a row's button); 'no': elsewhere.
  // A text node holds no other node: what is hit over it is its parent element or inside it.
  const own = this.nodeType === 3 ? (this.parentElement || this) : this;
  const acts = own.nodeType === 1 && own.hasAttribute('onclick');
  // A control saying only its tab's words (jQuery UI's <a> in its <li role=tab>) is the
  // tab's face: a press on it is the tab's.
  const face = (n) => own.nodeType === 1 && own.getAttribute('role') === 'tab' &&
    n.textContent.trim() === own.textContent.trim();
  // A custom element of the element's own kind inside it is a control of its own (a
  // <fluent-tree-item> in one, its role set through ElementInternals).
  const kind = own.nodeType === 1 && own.localName.includes('-') ? own.localName : null;
  // An empty field out of the tab order, not focused, is a part of what holds it (a drawn
  // select's own filter input, which it focuses itself once opened: filterinputs.py).
  const part = (n) => n.localName === 'input' && n.tabIndex < 0 && !n.value &&
    n !== n.getRootNode().activeElement;
  let nested = false;
  // Up the tree as drawn: a node a shadow root's slot shows (the words given to a web
  // component's option) is drawn inside that slot's parents (the option's own part).
  for (let n = hit; n; n = n.assignedSlot || n.parentNode || n.host) {
    if (n === own) return nested ? 'nested' : 'own';
    // A press on a label (or inside it) is its control's.
    if (n.localName === 'label' && n.control === own) return 'own';
    if (n.nodeType === 1 && !part(n) && (n.matches(CONTROLS) || n.localName === kind ||
                             (acts && n.hasAttribute('onclick')))) {
      nested = nested || !face(n);
    }
  }
  // A shadow host the element is drawn in: the host's own text slotted into the element
  // (a Shoelace button's label) is hit as the host, the text's parent.
  for (let r = own.getRootNode(); r instanceof ShadowRoot; r = r.host.getRootNode()) {
    if (r.host === hit) return 'own';
  }
  return 'no';
}""".replace("CONTROLS", repr(CONTROLS))
_DESCRIBE = """function() {
  if (typeof this.nodeType !== 'number') {
    return 'a pseudo-element over the page (the backdrop of an open modal dialog)';
  }
  let n = this.nodeType === 1 ? this : this.parentElement;
  if (!n) return 'the page';
  const label = (el) => (el.getAttribute('aria-label') || el.getAttribute('title') ||
                         (el.innerText || '').trim()).replace(/\\s+/g, ' ').slice(0, 60);
  let tag = n.tagName.toLowerCase() + (n.id ? '#' + n.id : '');
  let named = n;
  const plain = (el) => !el.getAttribute('aria-label') && !el.getAttribute('role');
  while (named && plain(named) && named.parentElement) named = named.parentElement;
  const role = named && named.getAttribute('role');
  const text = label(named && named.getAttribute('role') ? named : n);
  return (role ? role + ' ' : '') + '<' + tag + '>' + (text ? ' "' + text + '"' : '');
}"""
_SETTLE = """function() {
  // Resolves once the node's box has stayed put for two frames (scrolls, smooth or not,
  // have ended and what scroll and hover handlers change is laid out), or after a second.
  const box = () => {
    let r;
    if (this.nodeType === 3) { const g = document.createRange(); g.selectNodeContents(this);
      r = g.getBoundingClientRect(); } else { r = this.getBoundingClientRect(); }
    return [r.x, r.y, r.width, r.height].join();
  };
  return new Promise(done => {
    let last = box(), same = 0;
    const tick = () => {
      const now = box();
      if (now === last) { if (++same >= 2) return done(true); } else { last = now; same = 0; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    setTimeout(() => done(false), 1000);
  });
}"""


async def visible_point(
    page: PageHandle, live: Live, element: Element
) -> tuple[float, float, float, float]:
    """The centre of the element's first visible box, and its frame's scroll offset.

    The point is in the frame's viewport; ``DOM.getNodeForLocation`` takes document
    coordinates, the point plus the offset.
    """
    s = live.session
    if s is not page.main:
        fid = next((f for f, sess in page.oopifs.items() if sess is s), None)
        if fid is not None:
            parent = page.parent_session(fid)
            owner = await parent.send("DOM.getFrameOwner", {"frameId": fid})
            await parent.send(
                "DOM.scrollIntoViewIfNeeded", {"backendNodeId": owner["backendNodeId"]}
            )
    await s.send("DOM.scrollIntoViewIfNeeded", {"backendNodeId": live.backend_id})
    await settle(live)
    try:
        quads = (await s.send("DOM.getContentQuads", {"backendNodeId": live.backend_id}))["quads"]
    except CdpError as exc:
        raise ActionFailed(f"element {element.id} has no box on screen ({exc.message})") from exc
    metrics = await s.send("Page.getLayoutMetrics")
    vp = metrics.get("cssLayoutViewport", {})
    vw, vh = float(vp.get("clientWidth", 0)), float(vp.get("clientHeight", 0))
    scroll_x, scroll_y = float(vp.get("pageX", 0)), float(vp.get("pageY", 0))
    for q in quads:
        xs, ys = q[0::2], q[1::2]
        x1, x2 = max(min(xs), 0.0), min(max(xs), vw)
        y1, y2 = max(min(ys), 0.0), min(max(ys), vh)
        if x2 - x1 >= 1 and y2 - y1 >= 1:
            return (x1 + x2) / 2, (y1 + y2) / 2, scroll_x, scroll_y
    if not await call(s, live.object_id, IS_CONNECTED):
        # A virtualized list draws its rows again on every scroll, this one's included.
        raise stale(element, "was drawn again by the page when scrolled into view")
    raise NoBox(f"element {element.id} has no visible box to click, even after scrolling")


class NoBox(ActionFailed):
    """The element has no box a pointer could land on (its default action may still work)."""


async def settle(live: Live) -> None:
    """Wait (a second at most) until the node's box has stopped moving."""
    await live.session.send(
        "Runtime.callFunctionOn",
        {
            "objectId": live.object_id,
            "functionDeclaration": _SETTLE,
            "returnByValue": True,
            "awaitPromise": True,
        },
    )


async def _own_pseudo(s: CdpSession, target: int, hit: int) -> bool:
    """Whether ``hit`` is a ``::before``/``::after`` box drawn by ``target`` or inside it.

    An icon drawn by CSS (``.kebab::before { content: "⋯" }``) is hit as a pseudo-element,
    which no DOM node contains; a dialog's ``::backdrop`` covers the page and is no one's.
    """
    try:
        kind = (await s.send("DOM.describeNode", {"backendNodeId": hit}))["node"]
        if kind.get("pseudoType") in (None, "backdrop"):
            return False
        tree = await s.send(
            "DOM.describeNode", {"backendNodeId": target, "depth": -1, "pierce": True}
        )
    except CdpError:
        return False
    stack = [tree["node"]]
    while stack:
        node = stack.pop()
        pseudo = node.get("pseudoElements", [])
        if any(p.get("backendNodeId") == hit for p in pseudo):
            return True
        stack.extend(node.get("children", []) + pseudo)
    return False


_WORDS = "function() { return this.textContent || ''; }"
_HOLDERS = frozenset({Role.CELL, Role.LISTITEM})
"""What holds controls without being one: pressed, it must not press one of them."""


class Nested(Exception):
    """The point lands inside the element, but on a control of its own nested in it."""


async def node_at(s: CdpSession, x: float, y: float, scroll: tuple[float, float]) -> int | None:
    """The backend id of the node a pointer at (x, y) would hit, if the page says."""
    try:
        hit = await s.send(
            "DOM.getNodeForLocation",
            {
                "x": round(x + scroll[0]),
                "y": round(y + scroll[1]),
                "ignorePointerEventsNone": False,
            },
        )
    except CdpError:
        return None
    found = hit.get("backendNodeId")
    return found if isinstance(found, int) else None


_HOLDS = "function(o) { return this !== o && this.contains(o); }"
_FACE = """function(hit) {
  // A drop-down's box drawing the choice over its transparent combobox: the smallest
  // element a few levels around it holding the hit, holding no other control.
  let box = this;
  for (let i = 0; i < 3 && box.parentElement; i++) {
    box = box.parentElement;
    if (box.contains(hit)) {
      return [...box.querySelectorAll(CONTROLS)].every((c) => c === this);
    }
  }
  return false;
}""".replace("CONTROLS", repr(CONTROLS))
"""Whether a hit lies in the box drawing a combobox's face (see :func:`covered.face_of`)."""
_FACE_AT = (
    "function(x, y) { const hit = this.ownerDocument.elementFromPoint(x, y);"
    " return !!hit && (" + _FACE + ").call(this, hit); }"
)
"""Whether what a pointer at (x, y) hits (a pseudo-element's own element) lies in the face."""
_TICKED = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})
_PSEUDO = "function() { return typeof this.nodeType !== 'number'; }"
"""Whether a hit is a pseudo-element (``::before``), which is no DOM node."""
_SAME_CONTROL = """function(r, o) {
  const c = this.closest('[role]');
  return !!c && c !== o && c.contains(o) && (c.getAttribute('role') || '').trim() === r;
}"""
"""Whether the nearest element with a ``role`` around a node (or it) holds ``o`` in role ``r``."""


async def _revealed(s: CdpSession, before: int | None, hit_id: int, hit: dict[str, Any]) -> bool:
    """Whether the hovered pointer hits a part drawn inside what it hit before it came.

    Row actions a page shows only on hover (``tr:hover .rowacts {visibility: visible}``)
    appear under the pointer once it rests on the row: a press there is theirs, which
    nobody judged, not the element's.
    """
    if before is None or before == hit_id:
        return False
    try:
        was = await s.send("DOM.resolveNode", {"backendNodeId": before})
        held = await call(s, was["object"]["objectId"], _HOLDS, hit)
    except (CdpError, KeyError):
        return False
    return held is True


async def _not_one_of_its_controls(live: Live, element: Element, hit: dict[str, Any]) -> None:
    """Raise :class:`Nested` when ``hit`` is one of the controls a cell of them holds.

    A cell of row actions has no handler of its own: its middle is one of theirs (*Track
    package*), its only words a ⋮'s, which the press was not meant for, unless that one
    is what the cell is named by (its *Restore* beside a Delete icon).
    """
    if element.role not in _HOLDERS:
        return
    if await listening_parts(live.session, live.object_id) < 2:
        return
    said = "".join(str(await call(live.session, hit["objectId"], _WORDS) or "").split())
    if not said or said not in "".join(element.name.split()):
        raise Nested


async def check_hit(
    live: Live,
    element: Element,
    x: float,
    y: float,
    scroll: tuple[float, float],
    done: str = "pressed",
    *,
    parts: bool = True,
    before: int | None = None,
) -> None:
    """Raise :class:`ElementCovered` unless a press at (x, y) lands on ``element``.

    :class:`Nested` when it lands inside it on a control of its own, or on a part the
    pointer's hover revealed there (``before``: what was hit before the pointer came).
    """
    s = live.session
    hit_id = await node_at(s, x, y, scroll)
    if hit_id is None:
        return  # nothing to compare against: the click goes to the element's own box
    try:
        resolved = await s.send("DOM.resolveNode", {"backendNodeId": hit_id})
    except CdpError:
        return
    other = resolved["object"]
    where = await call(s, live.object_id, _CONTAINS, other)
    if where == "own" and parts and hit_id != live.backend_id:
        # Inside it: on a part with a click listener of its own (a row's icon), or on one
        # the hover just drew there, the press would be that part's.
        if await listener_between(s, other["objectId"], live.object_id):
            raise Nested
        await _not_one_of_its_controls(live, element, other)
        if await _revealed(s, before, hit_id, other):
            raise Nested
        return
    if where == "own":
        if hit_id != live.backend_id:
            await _not_one_of_its_controls(live, element, other)
        return
    if where == "nested":
        raise Nested
    if await _own_pseudo(s, live.backend_id, hit_id):
        return
    if element.role is Role.COMBOBOX and await call(s, live.object_id, _FACE, other) is True:
        return  # the choice Ant Design's Select draws over it: a press there is its own
    if element.role in _TICKED:
        if await call(s, other["objectId"], _PSEUDO) is True:
            if await call(s, live.object_id, _FACE_AT, x, y) is True:
                # A switch's track its wrapper's label draws over the box (``label::before``
                # in Fomantic-UI's ``ui toggle checkbox``), a wrapper holding no other control.
                return
        elif await call(s, live.object_id, _FACE, other) is True:
            # A switch's track drawn over its box by an element of the wrapper holding the
            # box alone (Onsen UI's ``<ons-switch>``: ``div.switch__toggle``): what a person
            # presses to flip it.
            return
    what = await call(s, other["objectId"], _DESCRIBE)
    if await call(s, other["objectId"], _HOLDS, {"objectId": live.object_id}) is True:
        same = await call(
            s, other["objectId"], _SAME_CONTROL, element.role.value, {"objectId": live.object_id}
        )
        if same is True:
            # What holds it is the same control (Vuetify's ``role=combobox`` field
            # around its ``role=combobox`` input, which the field's parts draw over):
            # the press is that control's.
            return
        # Hit through it to what holds it: it is not drawn there (a row's action the
        # page shows only while the pointer rests on the row, outside the row's box).
        raise ElementCovered(
            f"element {element.id} ({element.mention}) is not drawn at"
            f" ({round(x)},{round(y)}): {what} holding it is hit there; if the page shows it"
            f" on hover, hover its row first (act hover); nothing was {done}"
        )
    raise ElementCovered(
        f"element {element.id} ({element.mention}) is covered by {what}"
        f" at ({round(x)},{round(y)}); nothing was {done}"
    )
