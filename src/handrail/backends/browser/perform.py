"""Carry out actions on a page: real input at a hit-tested visible point, text, keys, scroll.

Before anything is sent the element is looked up again by its locator (frame, document,
backend node id) and must still be connected and have the role and name it was observed
with; otherwise the action fails as stale and nothing is sent.
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass
from typing import Any

from handrail.actions import (
    MAX_SCROLL_STEPS,
    POINTER_KINDS,
    Action,
    ActionKind,
    ActionReceipt,
    Mode,
    Via,
)
from handrail.backends.browser.cdp import CdpError, CdpSession
from handrail.backends.browser.dialogtree import DIALOG_PREFIX, parse_locator
from handrail.backends.browser.keymap import key_events
from handrail.backends.browser.labels import LABELABLE
from handrail.backends.browser.page import PageHandle, session_shift
from handrail.backends.browser.roles import field_role, map_role, node_name, prop_map
from handrail.errors import ActionFailed, ElementCovered, StaleElement, UsageError, arg
from handrail.model import Element
from handrail.stop import INPUT_CHECK_EVERY, checkpoint
from handrail.vocab import Role, State

__all__ = ["perform_action"]

WHEEL_STEP = 100
"""CSS pixels per scroll step: ``scroll 0 3`` scrolls 300 pixels down."""

_IS_CONNECTED = "function() { return this.isConnected; }"
_CONTAINS = """function(hit) {
  // A text node holds no other node: what is hit over it is its parent element or inside it.
  const own = this.nodeType === 3 ? (this.parentElement || this) : this;
  for (let n = hit; n; n = n.parentNode || n.host) {
    if (n === own) return true;
    // A press on a label (or inside it) is its control's.
    if (n.localName === 'label' && n.control === own) return true;
  }
  return false;
}"""
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
_SELECT_OPTION = """function(text) {
  const want = text.trim().toLowerCase();
  const opts = Array.from(this.options);
  let hit = opts.find(o => o.label.trim().toLowerCase() === want || o.value.toLowerCase() === want);
  if (!hit) hit = opts.find(o => o.label.toLowerCase().includes(want));
  if (!hit) return {ok: false, options: opts.map(o => o.label)};
  if (this.multiple) { hit.selected = true; } else { this.value = hit.value; }
  this.dispatchEvent(new Event('input', {bubbles: true}));
  this.dispatchEvent(new Event('change', {bubbles: true}));
  return {ok: true, label: hit.label};
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
_FOCUSED = """function() {
  const a = this.getRootNode().activeElement, d = this.ownerDocument;
  if (a && (a === this || this.contains(a) || (this.isContentEditable && a.contains(this))))
    return 'yes';
  return !a || a === d.body || a === d.documentElement ? 'none' : 'elsewhere';
}"""
"""Where the keyboard's focus is, seen from the element: on it or inside it (``yes``, where
typed text goes), nowhere (``none``: it took no focus) or on another element."""
_FOCUS = """function() {
  // Focus the element for the keyboard. Newly focused, its caret goes after its text,
  // where a person's click past the text puts it; already focused, the caret stays
  // where it is (the agent may have moved it).
  if (this.nodeType !== 1) return 'none';
  const was = (FOCUSED).call(this) === 'yes';
  this.focus();
  const now = (FOCUSED).call(this);
  if (now !== 'yes' || was) return now;
  if (this.tagName === 'INPUT' || this.tagName === 'TEXTAREA') {
    try { const n = this.value.length; this.setSelectionRange(n, n); } catch (e) {}
  } else if (this.isContentEditable) {
    const r = document.createRange(); r.selectNodeContents(this); r.collapse(false);
    const root = this.getRootNode();
    const s = root.getSelection ? root.getSelection() : getSelection();
    s.removeAllRanges(); s.addRange(r);
  }
  return now;
}""".replace("FOCUSED", _FOCUSED)
_SELECT_ALL = """function() {
  const field = this.tagName === 'INPUT' || this.tagName === 'TEXTAREA';
  if (!field && !this.isContentEditable) return 'notext';
  this.focus();
  const focus = (FOCUSED).call(this);
  if (focus !== 'yes') return focus;
  if (field) { this.select(); return 'ok'; }
  const r = document.createRange(); r.selectNodeContents(this);
  const s = this.getRootNode().getSelection ? this.getRootNode().getSelection() : getSelection();
  s.removeAllRanges(); s.addRange(r); return 'ok';
}""".replace("FOCUSED", _FOCUSED)
_SET_VALUE = """function(text) {
  const proto = Object.getPrototypeOf(this);
  const desc = Object.getOwnPropertyDescriptor(proto, 'value');
  if (desc && desc.set) { desc.set.call(this, text); } else if (this.isContentEditable) {
    this.textContent = text; } else { return false; }
  this.dispatchEvent(new Event('input', {bubbles: true}));
  this.dispatchEvent(new Event('change', {bubbles: true}));
  return true;
}"""
_TEXT_KINDS = frozenset({ActionKind.TYPE, ActionKind.SET_VALUE})
_TYPED_FIELDS = ("date", "time", "datetime-local", "month", "week", "number", "range", "color")
"""Input types whose value is not free text: set whole through the value setter."""
_UNTYPED_FIELDS = ("file", "checkbox", "radio", "button", "submit", "reset", "image", "hidden")
"""Input types that take no text: a keystroke sent to one would go nowhere or elsewhere."""
_FIELD_KIND = """function() {
  if (this.tagName === 'INPUT' && TYPED.includes(this.type)) return 'typed:' + this.type;
  if (this.tagName === 'INPUT' && UNTYPED.includes(this.type)) return 'none:' + this.type;
  if (this.tagName === 'INPUT' || this.tagName === 'TEXTAREA') return 'text';
  if (this.isContentEditable) return 'editable';
  return '';
}""".replace("UNTYPED", str(list(_UNTYPED_FIELDS))).replace("TYPED", str(list(_TYPED_FIELDS)))
_READ_VALUE = """function() {
  if (this.tagName === 'INPUT' || this.tagName === 'TEXTAREA') return this.value;
  if (this.isContentEditable) return this.innerText;
  return null;
}"""
_FORMATS = {
    "date": "yyyy-mm-dd",
    "time": "hh:mm or hh:mm:ss (24-hour)",
    "datetime-local": "yyyy-mm-ddThh:mm",
    "month": "yyyy-mm",
    "week": "yyyy-Www",
    "number": "a number within the field's bounds",
    "range": "a number within the field's bounds and step",
    "color": "#rrggbb",
}
_SELECT_THIS_OPTION = """function() {
  const sel = this.closest('select'); if (!sel) return false;
  sel.value = this.value;
  sel.dispatchEvent(new Event('input', {bubbles: true}));
  sel.dispatchEvent(new Event('change', {bubbles: true}));
  return true;
}"""


@dataclass(frozen=True, slots=True)
class _Live:
    session: CdpSession
    backend_id: int
    object_id: str
    tag: str


def _stale(element: Element, why: str) -> StaleElement:
    return StaleElement(
        f"element {element.id} ({element.role} {element.name!r}) {why}; nothing was done;"
        " observe again for current ids"
    )


async def _call(session: CdpSession, object_id: str, fn: str, *args: Any) -> Any:
    reply = await session.send(
        "Runtime.callFunctionOn",
        {
            "objectId": object_id,
            "functionDeclaration": fn,
            "arguments": [
                {"objectId": a["objectId"]} if isinstance(a, dict) else {"value": a} for a in args
            ],
            "returnByValue": True,
            "awaitPromise": False,
        },
    )
    if "exceptionDetails" in reply:
        raise ActionFailed(f"the page threw: {reply['exceptionDetails'].get('text', 'an error')}")
    return reply.get("result", {}).get("value")


_TEXT = """function() {
  // Its text as shown (through shadow roots and the nodes slotted into them), with what
  // CSS draws before and after it and its first parts (an icon made of
  // ``::before { content: "⋮" }`` is named by that text).
  if (this.nodeType !== 1) return this.textContent || '';
  const drawn = (el, p) => {
    const c = getComputedStyle(el, p).content;
    return c && c.startsWith('"') ? c.slice(1, -1) : '';
  };
  let budget = 5000;
  const shown = (n) => {
    if (--budget < 0) return '';
    if (n.nodeType === 3) return n.data;
    if (n.nodeType !== 1 && n.nodeType !== 11) return '';
    let kids = n.shadowRoot ? n.shadowRoot.childNodes : n.childNodes;
    if (n.localName === 'slot') {
      const given = n.assignedNodes({flatten: true});
      if (given.length) kids = given;
    }
    let out = '';
    for (const k of kids) out += shown(k);
    return out;
  };
  let text = drawn(this, '::before') + shown(this) + (this.textContent || '') +
    drawn(this, '::after');
  const parts = this.querySelectorAll('*');
  for (let i = 0; i < parts.length && i < 200; i++) {
    text += drawn(parts[i], '::before') + drawn(parts[i], '::after');
  }
  return text;
}"""


def _squeezed(text: str) -> str:
    return "".join(text.split())


async def _same(
    session: CdpSession,
    object_id: str,
    node: dict[str, Any],
    element: Element,
    role: Role,
    name: str,
) -> bool:
    """Whether the live node is still the element observed.

    A text's name is its block's pieces joined: the node (the first piece) begins it. A
    clickable element without an accessible name is named by its text: the node's text
    still holds it. Everything else keeps its role and accessible name.
    """
    if element.has(State.CLICKABLE) and not name and role in (element.role, Role.GENERIC):
        text = await _call(session, object_id, _TEXT)
        return _squeezed(element.name) in _squeezed(str(text or ""))
    if node.get("ignored") or role != element.role:
        return False
    if element.role is Role.TEXT and name != element.name:
        return bool(name.strip()) and _squeezed(element.name).startswith(_squeezed(name))
    return name == element.name


async def _live(page: PageHandle, element: Element) -> _Live:
    frame_id, loader_id, bid = parse_locator(element.locator)
    if bid is None:
        raise ActionFailed(f"element {element.id} has no DOM node to act on")
    frames = {f.frame_id: f for f in await page.frames()}
    frame = frames.get(frame_id)
    if frame is None:
        raise _stale(element, "is gone (its frame has gone)")
    if frame.loader_id != loader_id:
        raise _stale(element, "is gone (the page has navigated)")
    session = frame.session
    try:
        resolved = await session.send("DOM.resolveNode", {"backendNodeId": bid})
        object_id = resolved["object"]["objectId"]
        if not await _call(session, object_id, _IS_CONNECTED):
            raise _stale(element, "was removed from the page")
        ax = await session.send(
            "Accessibility.getPartialAXTree", {"backendNodeId": bid, "fetchRelatives": False}
        )
    except CdpError as exc:
        raise _stale(element, "is gone") from exc
    nodes = ax.get("nodes", [])
    node = nodes[0] if nodes else {}
    role = field_role(map_role(node.get("role", {}).get("value", "")), prop_map(node))
    name = node_name(node)
    if not await _same(session, object_id, node, element, role, name):
        raise _stale(element, f"changed (now {role} {name!r})")
    desc = await session.send("DOM.describeNode", {"backendNodeId": bid})
    tag = str(desc.get("node", {}).get("nodeName", "")).lower()
    return _Live(session=session, backend_id=bid, object_id=object_id, tag=tag)


async def _visible_point(
    page: PageHandle, live: _Live, element: Element
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
    await _settle(live)
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
    if not await _call(s, live.object_id, _IS_CONNECTED):
        # A virtualized list draws its rows again on every scroll, this one's included.
        raise _stale(element, "was drawn again by the page when scrolled into view")
    raise ActionFailed(f"element {element.id} has no visible box to click, even after scrolling")


async def _settle(live: _Live) -> None:
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


async def _check_hit(
    live: _Live, element: Element, x: float, y: float, scroll: tuple[float, float]
) -> None:
    s = live.session
    try:
        hit = await s.send(
            "DOM.getNodeForLocation",
            {
                "x": round(x + scroll[0]),
                "y": round(y + scroll[1]),
                "ignorePointerEventsNone": False,
            },
        )
        resolved = await s.send("DOM.resolveNode", {"backendNodeId": hit["backendNodeId"]})
    except CdpError:
        return  # nothing to compare against: the click goes to the element's own box
    other = resolved["object"]
    if await _call(s, live.object_id, _CONTAINS, other):
        return
    if await _own_pseudo(s, live.backend_id, hit["backendNodeId"]):
        return
    what = await _call(s, other["objectId"], _DESCRIBE)
    raise ElementCovered(
        f"element {element.id} ({element.role} {element.name!r}) is covered by {what}"
        f" at ({round(x)},{round(y)}); nothing was pressed"
    )


async def _mouse(page: PageHandle, kind: ActionKind, x: float, y: float) -> None:
    button = "right" if kind is ActionKind.RIGHTCLICK else "left"
    bit = 2 if button == "right" else 1
    events: list[dict[str, Any]] = [{"type": "mouseMoved", "x": x, "y": y}]
    for count in range(1, (2 if kind is ActionKind.DOUBLECLICK else 1) + 1):
        common = {"x": x, "y": y, "button": button, "clickCount": count}
        events.append({"type": "mousePressed", "buttons": bit, **common})
        events.append({"type": "mouseReleased", "buttons": 0, **common})
    for ev in events:
        # A click that opens a JavaScript dialog freezes the page before the release answers.
        if await page.unless_dialog(page.main, "Input.dispatchMouseEvent", ev) is None:
            return


async def _dialog(
    page: PageHandle, element: Element | None, action: Action
) -> ActionReceipt | None:
    if page.dialog is None:
        return None
    accept: bool | None = None
    if element is not None and element.locator.startswith(DIALOG_PREFIX):
        if action.kind is ActionKind.CLICK:
            accept = element.locator == f"{DIALOG_PREFIX}accept"
    elif action.kind is ActionKind.KEY and not action.combo.modifiers:
        accept = {"Return": True, "Escape": False}.get(action.combo.key)
    if accept is None:
        raise ActionFailed(
            f"the page is blocked by a {page.dialog.describe()}; press its OK or Cancel"
            " button (or key Return / Escape) first"
        )
    if page.dialog.kind == "unknown":
        raise ActionFailed(
            "the page is frozen by a dialog that opened before handrail attached; a person"
            " has to answer it in the browser (the browser 'handrail browser start' launched,"
            f" named by {arg('browser')}, has a watcher that sees dialogs)"
        )
    if page.dialog.remote and page.state_dir is not None:
        from handrail.backends.browser.watchsocket import answer_dialog

        await answer_dialog(page.state_dir, page.target_id, accept, page.conn.timeout)
        page.dialog = None
        await page.enable()
    else:
        await page.main.send("Page.handleJavaScriptDialog", {"accept": accept})
        page.dialog = None
    return ActionReceipt(
        ok=True,
        action=action,
        mode=Mode.AX,
        diagnostic="dialog " + ("accepted" if accept else "dismissed"),
    )


async def perform_action(
    page: PageHandle, element: Element | None, action: Action, via: Via
) -> ActionReceipt:
    """Carry out ``action`` on ``element`` in ``page`` and return the receipt.

    Raises:
        StaleElement: the element is gone or changed; nothing was sent.
        ElementCovered: another element covers the point a pointer action would land on.
        ActionFailed: the action could not be carried out.

    """
    started = time.perf_counter()
    if element is not None and element.locator.startswith(DIALOG_PREFIX) and page.dialog is None:
        raise _stale(element, "is gone (the dialog has closed)")
    answered = await _dialog(page, element, action)
    if answered is not None:
        return answered
    live = await _live(page, element) if element is not None else None
    warning = ""
    checked = action.kind in POINTER_KINDS or action.kind in _TEXT_KINDS
    if live is not None and element is not None and checked:
        warning = await _usable(live, element, action)
    mode, fallback, note = await _run(page, live, element, action, via)
    if warning:
        note = f"{note}; {warning}" if note else warning
    return ActionReceipt.since(
        started, action=action, mode=mode, fallback_from=fallback, diagnostic=note
    )


_UNUSABLE = """function(typing) {
  const el = this.nodeType === 1 ? this : this.parentElement;
  if (!el || !el.matches) return '';
  if (el.matches(':disabled')) return 'disabled';
  if (typing && el.readOnly === true) return 'read-only';
  return el.closest('[aria-disabled="true"]') ? 'aria' : '';
}"""
"""Why a control takes no press or text now: ``disabled`` (itself or by its fieldset),
``read-only`` (for text), or nothing; ``aria`` when it is only marked ``aria-disabled``, a
word to assistive technology: the page's own handler still decides what a press does."""


async def _usable(live: _Live, element: Element, action: Action) -> str:
    """Raise ActionFailed, sending nothing, when the control cannot take the action now.

    Returns a note for the receipt when the control is only marked ``aria-disabled``.
    """
    typing = action.kind in _TEXT_KINDS
    why = await _call(live.session, live.object_id, _UNUSABLE, typing)
    if why == "aria":
        return "it is marked disabled (aria-disabled): the page decides what that does"
    if why:
        what = "typed" if typing else "pressed"
        raise ActionFailed(
            f"element {element.id} ({element.role} {element.name!r}) is {why}; nothing was {what}"
        )
    return ""


async def _run(
    page: PageHandle, live: _Live | None, element: Element | None, action: Action, via: Via
) -> tuple[Mode, Mode | None, str]:
    kind = action.kind
    if kind is ActionKind.HOVER:
        if via is Via.AX:
            raise ActionFailed(f"hover is pointer input only; allow it ({arg('via')} input)")
        if live is None or element is None:
            assert action.x is not None and action.y is not None
            await page.main.send(
                "Input.dispatchMouseEvent", {"type": "mouseMoved", "x": action.x, "y": action.y}
            )
            return Mode.INPUT, None, f"pointer moved to ({action.x},{action.y}), coordinates given"
        x, y = await _aim(page, live, element)
        return Mode.INPUT, None, f"pointer rests at ({round(x)},{round(y)})"
    if kind in POINTER_KINDS:
        if live is None or element is None:
            assert action.x is not None and action.y is not None
            await _mouse(page, kind, action.x, action.y)
            return Mode.INPUT, None, f"pointer at ({action.x},{action.y}), coordinates given"
        return await _pointer(page, live, element, kind, via)
    if kind is ActionKind.FOCUS:
        assert live is not None
        await live.session.send("DOM.focus", {"backendNodeId": live.backend_id})
        return Mode.AX, None, ""
    if kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
        return await _text(page, live, element, action, via)
    if kind is ActionKind.KEY:
        if live is not None:
            await _keyboard_focus(page, live, action)
        for ev in key_events(action.combo):
            if await page.unless_dialog(page.main, "Input.dispatchKeyEvent", ev) is None:
                break
        return Mode.KEYBOARD, None, ""
    if kind is ActionKind.SCROLL:
        if live is not None and element is not None:
            lx, ly, _, _ = await _visible_point(page, live, element)
            sx, sy = await session_shift(page, live.session)
            x, y = lx + sx, ly + sy
        else:
            metrics = await page.main.send("Page.getLayoutMetrics")
            vp = metrics.get("cssLayoutViewport", {})
            x, y = vp.get("clientWidth", 0) / 2, vp.get("clientHeight", 0) / 2
        before = await _scroll_state(page, x, y)
        await _wheel(page, x, y, action.dx, action.dy)
        note = f"wheel at ({round(x)},{round(y)})"
        if before is not None and not await _scrolled(page, x, y, before):
            # Not a failure: a page may move its content on a wheel itself (a map zooms).
            note += "; nothing scrolled there (at its end that way, or nothing scrolls there)"
        return Mode.INPUT, None, note
    raise UsageError(f"{kind} is not something a backend performs")


def _parts(total: int, size: int) -> list[int]:
    """``total`` cut into signed pieces of at most ``size`` (``[]`` for 0)."""
    sign = 1 if total > 0 else -1
    whole, rest = divmod(abs(total), size)
    return [sign * size] * whole + ([sign * rest] if rest else [])


_SCROLL_STATE = """(x, y) => {
  // The scroll offsets of the page and of every box around what is at (x, y), as one
  // string; null when that is a frame (its own document scrolls, out of sight here).
  let e = document.elementFromPoint(x, y);
  while (e && e.shadowRoot) {
    const inner = e.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === e) break;
    e = inner;
  }
  if (!e || e.tagName === 'IFRAME' || e.tagName === 'FRAME') return null;
  const out = [scrollX, scrollY];
  for (; e; e = e.parentElement || e.getRootNode().host || null) {
    out.push(e.scrollLeft, e.scrollTop);
  }
  return out.join(',');
}"""
_SCROLLED = """(x, y, before) => new Promise((done) => {
  // Whether anything scrolled since ``before``, once the offsets have held for three
  // ticks (a wheel's scroll is animated), a second at most.
  const read = STATE, t0 = performance.now();
  let last = read(x, y), same = 0, moved = last !== before;
  const tick = () => {
    const now = read(x, y), waited = performance.now() - t0;
    moved = moved || now !== before;
    same = now === last ? same + 1 : 0;
    last = now;
    if ((same >= 3 && (moved || waited > 150)) || waited > 1000) done(moved);
    else setTimeout(tick, 16);
  };
  setTimeout(tick, 16);
})""".replace("STATE", _SCROLL_STATE)


async def _scroll_state(page: PageHandle, x: float, y: float) -> str | None:
    reply = await page.main.send(
        "Runtime.evaluate",
        {"expression": f"({_SCROLL_STATE})({x}, {y})", "returnByValue": True},
    )
    value = reply.get("result", {}).get("value")
    return value if isinstance(value, str) else None


async def _scrolled(page: PageHandle, x: float, y: float, before: str) -> bool:
    reply = await page.main.send(
        "Runtime.evaluate",
        {
            "expression": f"({_SCROLLED})({x}, {y}, {json.dumps(before)})",
            "returnByValue": True,
            "awaitPromise": True,
        },
    )
    return reply.get("result", {}).get("value") is not False


async def _wheel(page: PageHandle, x: float, y: float, dx: int, dy: int) -> None:
    """Wheel steps at ``(x, y)``, a few at a time with the stop checked between them."""
    if abs(dx) > MAX_SCROLL_STEPS or abs(dy) > MAX_SCROLL_STEPS:
        raise UsageError(f"scroll: at most {MAX_SCROLL_STEPS} steps at a time")
    stop = checkpoint()
    xs, ys = _parts(dx, INPUT_CHECK_EVERY), _parts(dy, INPUT_CHECK_EVERY)
    for i in range(max(len(xs), len(ys))):
        stop()
        step_x = xs[i] if i < len(xs) else 0
        step_y = ys[i] if i < len(ys) else 0
        await page.main.send(
            "Input.dispatchMouseEvent",
            {
                "type": "mouseWheel",
                "x": x,
                "y": y,
                "deltaX": step_x * WHEEL_STEP,
                "deltaY": step_y * WHEEL_STEP,
            },
        )


async def _pointer(
    page: PageHandle, live: _Live, element: Element, kind: ActionKind, via: Via
) -> tuple[Mode, Mode | None, str]:
    # Options of a closed <select> have no box; choosing them is what a click means.
    if (
        element.role is Role.OPTION
        and live.tag == "option"
        and kind is ActionKind.CLICK
        and await _call(live.session, live.object_id, _SELECT_THIS_OPTION)
    ):
        return Mode.AX, None, "option chosen in its select"
    if via is Via.AX:
        if kind is not ActionKind.CLICK:
            raise ActionFailed(
                f"{kind} has no accessibility action in a page; allow input ({arg('via')} input)"
            )
        await _call(live.session, live.object_id, "function() { this.click(); }")
        return Mode.AX, None, "default action"
    x, y = await _aim(page, live, element)
    await _mouse(page, kind, x, y)
    return Mode.INPUT, None, f"pointer at ({round(x)},{round(y)})"


_LABEL_STAND_IN = """function() {
  // The first label drawn in view of a control that is itself of no size (or under 4 px).
  const r = this.getBoundingClientRect();
  if (!this.labels || Math.min(r.width, r.height) >= 4) return null;
  for (const l of this.labels) {
    const b = l.getBoundingClientRect();
    if (Math.min(b.width, b.height) >= 4) return l;
  }
  return null;
}"""


async def _stand_in(live: _Live) -> _Live | None:
    """The label a control is drawn by, when the control itself has no size to press."""
    if live.tag.upper() not in LABELABLE:
        return None
    s = live.session
    reply = await s.send(
        "Runtime.callFunctionOn",
        {"objectId": live.object_id, "functionDeclaration": _LABEL_STAND_IN, "silent": True},
    )
    obj = reply.get("result", {})
    if obj.get("subtype") == "null" or "objectId" not in obj:
        return None
    node = await s.send("DOM.describeNode", {"objectId": obj["objectId"]})
    return _Live(
        session=s, backend_id=node["node"]["backendNodeId"], object_id=obj["objectId"], tag="label"
    )


_CENTRE = """function() {
  const el = this.nodeType === 1 ? this : this.parentElement;
  if (!el) return false;
  const a = el.getBoundingClientRect();
  el.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
  const b = el.getBoundingClientRect();
  return a.x !== b.x || a.y !== b.y;
}"""
"""Scroll the element to the middle of what scrolls it; true when it moved."""


async def _centre(live: _Live) -> bool:
    """Scroll the element to the middle of its scrolling boxes and the viewport.

    What covers an element that is in view is often a sticky header or a bar fixed at
    the viewport's edge, which a person scrolls clear of before pressing.
    """
    return bool(await _call(live.session, live.object_id, _CENTRE))


async def _aim(page: PageHandle, live: _Live, element: Element) -> tuple[float, float]:
    """Put the pointer on ``element`` and return the point, hit-tested there.

    The pointer goes over the element first: hover handlers may change the page. Then
    the point is read again once everything has settled and hit-tested (raising
    :class:`ElementCovered` when another element is there); the pointer ends on it.
    An element covered there (or already in the observation) is scrolled to the middle
    of the viewport first and aimed at again, once; covered still, nothing is pressed.
    """
    # A control drawn by its label alone is aimed at through its label, as a person does.
    at = await _stand_in(live) or live
    if State.COVERED in element.states:
        await _centre(at)
    try:
        return await _aim_at(page, live, at, element)
    except ElementCovered:
        if not await _centre(at):
            raise
    return await _aim_at(page, live, at, element)


async def _aim_at(
    page: PageHandle, live: _Live, at: _Live, element: Element
) -> tuple[float, float]:
    lx, ly, _, _ = await _visible_point(page, at, element)
    sx, sy = await session_shift(page, at.session)
    first = (lx + sx, ly + sy)
    await page.main.send(
        "Input.dispatchMouseEvent", {"type": "mouseMoved", "x": first[0], "y": first[1]}
    )
    await _settle(at)
    lx, ly, scroll_x, scroll_y = await _visible_point(page, at, element)
    sx, sy = await session_shift(page, at.session)
    await _check_hit(live, element, lx, ly, (scroll_x, scroll_y))
    x, y = lx + sx, ly + sy
    if (x, y) != first:
        await page.main.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
    return x, y


async def _text(
    page: PageHandle, live: _Live | None, element: Element | None, action: Action, via: Via
) -> tuple[Mode, Mode | None, str]:
    text = action.text or ""
    if live is not None and live.tag == "select":
        result = await _call(live.session, live.object_id, _SELECT_OPTION, text)
        if not result or not result.get("ok"):
            options = ", ".join(repr(o) for o in (result or {}).get("options", []))
            where = element.id if element else "the select"
            raise ActionFailed(f"no option {text!r} in {where}; options: {options}")
        return Mode.AX, None, f"chose option {result.get('label')!r}"
    if live is None:
        await page.main.send("Input.insertText", {"text": text})
        return Mode.KEYBOARD, None, ""
    kind = str(await _call(live.session, live.object_id, _FIELD_KIND) or "")
    if kind.startswith("typed:"):
        return await _typed(live, action, kind.removeprefix("typed:"))
    if kind.startswith("none:"):
        raise ActionFailed(_takes_no_text(action, kind.removeprefix("none:")))
    before = await _call(live.session, live.object_id, _READ_VALUE)
    mode, fallback, note = await _enter_text(page, live, action, via)
    after = await _call(live.session, live.object_id, _READ_VALUE)
    read = before is not None or after is not None
    if read and not _verify(action, kind, before, after):
        note = f"{note}; the page formatted the text as it was entered".lstrip("; ")
    return mode, fallback, note


def _takes_no_text(action: Action, field: str) -> str:
    what = "file chooser" if field == "file" else f"{field} input"
    why = {
        "file": "Handrail does not choose files for a page",
        "checkbox": "click it to change it",
        "radio": "click it to choose it",
    }.get(field, "click it instead")
    return f"element {action.element_id} ({what}) does not take text; {why}"


async def _front(page: PageHandle) -> None:
    """Give the page the window's focus before an element is focused for the keyboard.

    Until the page has it, the element's focus handlers (a modal's focus trap) run only
    at the first keystroke, which then goes where such a handler sent the focus.
    """
    with contextlib.suppress(CdpError):
        await page.main.send("Page.bringToFront")


async def _keyboard_focus(page: PageHandle, live: _Live, action: Action) -> None:
    """Focus the element for typed text or keys, or raise: nothing is typed elsewhere."""
    await _front(page)
    focus = await _call(live.session, live.object_id, _FOCUS)
    if focus != "yes":
        raise _unfocused(action, focus)


def _unfocused(action: Action, focus: object) -> ActionFailed:
    what = "keys were" if action.kind is ActionKind.KEY else "text was"
    if focus == "none":
        return ActionFailed(
            f"element {action.element_id} does not take the keyboard focus; no {what} sent"
        )
    return ActionFailed(
        f"element {action.element_id}: the keyboard focus went elsewhere when it was focused"
        f" (the page moved it); no {what} sent"
    )


def _flat(text: object) -> str:
    return " ".join(str(text or "").split())


def _letters(text: object) -> str:
    """The letters and digits of a text, in lower case: what formatting leaves alone."""
    return "".join(c for c in str(text or "").casefold() if c.isalnum())


def _verify(action: Action, kind: str, before: object, after: object) -> bool:
    """Raise ActionFailed unless the field reads what was typed or set.

    True when it reads it exactly; False when it holds the same letters and digits
    formatted by the page (a phone field's ``(555) 123-4567``, a card number in groups
    of four, a code in capitals). The values are not repeated in the message: they may
    be secrets.
    """
    text = action.text or ""
    if action.kind is ActionKind.SET_VALUE:
        ok = _flat(after) == _flat(text) if kind == "editable" else after == text
        formatted = not ok and _letters(after) == _letters(text) != ""
    else:
        ok = _flat(text) in _flat(after) if kind == "editable" else text in str(after or "")
        ok = ok and (not text or after != before)
        grew = after != before
        letters = _letters(text)
        formatted = not ok and grew and letters != "" and letters in _letters(after)
    if ok or formatted:
        return ok
    raise ActionFailed(
        f"element {action.element_id}: the field does not read what was"
        f" {'set' if action.kind is ActionKind.SET_VALUE else 'typed'} afterwards"
        " (the page refused or changed the text); observe to see its value"
    )


async def _typed(live: _Live, action: Action, field: str) -> tuple[Mode, Mode | None, str]:
    """Set a date, time, number, range or colour field whole, and read it back."""
    text = (action.text or "").strip()
    done = await _call(live.session, live.object_id, _SET_VALUE, text)
    after = await _call(live.session, live.object_id, _READ_VALUE)
    same = str(after).lower() == text.lower() if field == "color" else after == text
    if field in ("number", "range") and not same:
        try:
            same = float(str(after)) == float(text)
        except ValueError:
            same = False
    if not done or not same:
        raise ActionFailed(
            f"element {action.element_id} ({field} field) did not take {text!r}: it reads"
            f" {after!r}; it takes {_FORMATS.get(field, 'a value of its type')}"
        )
    return Mode.AX, None, f"{field} set to {after!r}"


async def _enter_text(
    page: PageHandle, live: _Live, action: Action, via: Via
) -> tuple[Mode, Mode | None, str]:
    text = action.text or ""
    if action.kind is ActionKind.SET_VALUE:
        if via is Via.AX:
            if not await _call(live.session, live.object_id, _SET_VALUE, text):
                raise ActionFailed(f"element {action.element_id} does not take a value")
            return Mode.AX, None, "value set"
        await _front(page)
        selected = await _call(live.session, live.object_id, _SELECT_ALL)
        if selected in ("none", "elsewhere"):
            raise _unfocused(action, selected)
        if selected != "ok":
            raise ActionFailed(
                f"element {action.element_id} ({live.tag or 'node'}) does not take text;"
                " set-value needs a text field, a select or an editable area"
            )
        if text:
            await page.main.send("Input.insertText", {"text": text})
        else:
            for ev in key_events(_backspace()):
                await page.main.send("Input.dispatchKeyEvent", ev)
        return Mode.KEYBOARD, None, "replaced the text"
    await _keyboard_focus(page, live, action)
    await page.main.send("Input.insertText", {"text": text})
    return Mode.KEYBOARD, None, ""


def _backspace() -> Any:
    from handrail.keys import parse_keys

    return parse_keys("BackSpace")
