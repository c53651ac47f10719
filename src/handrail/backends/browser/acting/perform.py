"""Carry out actions on a page: real input at a hit-tested visible point, text, keys, scroll.

Before anything is sent the element is looked up again (:mod:`livenode`); a stale one
fails and nothing is sent. Presses and the hover are aimed here, each checked by a hit
test right before it (:mod:`hittest`); text and keys go
through :mod:`textentry`, wheel scrolling through :mod:`wheel`.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from handrail.actions import (
    POINTER_KINDS,
    Action,
    ActionKind,
    ActionReceipt,
    Mode,
    Via,
)
from handrail.backends.browser.acting.hittest import (
    CONTROLS,
    Nested,
    NoBox,
    check_hit,
    node_at,
    settle,
    visible_point,
)
from handrail.backends.browser.acting.keymap import key_events
from handrail.backends.browser.acting.livenode import Live, resolve, stale
from handrail.backends.browser.acting.pagecall import call
from handrail.backends.browser.acting.textentry import (
    TEXT_KINDS,
    enter_text,
    focus_for_typing,
    keyboard_focus,
)
from handrail.backends.browser.acting.wheel import scroll_state, scrolled, wheel
from handrail.backends.browser.dialogtree import DIALOG_PREFIX
from handrail.backends.browser.labels import LABELABLE
from handrail.backends.browser.session.page import PageHandle, session_shift
from handrail.errors import ActionFailed, ElementCovered, UsageError, arg
from handrail.model import Element
from handrail.vocab import Role, State

__all__ = ["perform_action"]


_OWN_TEXT = """function() {
  // The middle of the element's first visible text that is not inside a control of its
  // own: where a person presses an expanded tree item (its label, not its children).
  const own = this.nodeType === 3 ? this.parentElement : this;
  if (!own) return null;
  const walker = document.createTreeWalker(own, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    if (!t.data.trim()) continue;
    const acts = own.hasAttribute('onclick');
    // A custom element of its own kind inside it is a control of its own too.
    const mine = own.localName.includes('-') ? ',' + own.localName : '';
    const holder = t.parentElement &&
      t.parentElement.closest((acts ? CONTROLS + ',[onclick]' : CONTROLS) + mine);
    if (holder && holder !== own && own.contains(holder)) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    for (const b of range.getClientRects()) {
      if (b.width >= 1 && b.height >= 1 && b.right > 0 && b.bottom > 0 &&
          b.left < innerWidth && b.top < innerHeight) {
        return [b.left + b.width / 2, b.top + b.height / 2];
      }
    }
  }
  return null;
}""".replace("CONTROLS", repr(CONTROLS))
_SELECT_THIS_OPTION = """function() {
  const sel = this.closest('select'); if (!sel) return false;
  sel.value = this.value;
  sel.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  sel.dispatchEvent(new Event('change', {bubbles: true}));
  return true;
}"""


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
        from handrail.backends.browser.session.watchsocket import answer_dialog

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
        raise stale(element, "is gone (the dialog has closed)")
    answered = await _dialog(page, element, action)
    if answered is not None:
        return answered
    live = await resolve(page, element) if element is not None else None
    warning = ""
    checked = action.kind in POINTER_KINDS or action.kind in TEXT_KINDS
    if live is not None and element is not None and checked:
        warning = await _usable(live, element, action)
    if action.kind in POINTER_KINDS or action.kind in (ActionKind.HOVER, ActionKind.SCROLL):
        front = await _to_front(page)
        warning = f"{warning}; {front}" if warning and front else warning or front
    mode, fallback, note = await _run(page, live, element, action, via)
    if warning:
        note = f"{note}; {warning}" if note else warning
    return ActionReceipt.since(
        started, action=action, mode=mode, fallback_from=fallback, diagnostic=note
    )


async def _to_front(page: PageHandle) -> str:
    """Bring a page in a background tab to the front, and say so; else nothing."""
    if await page.to_front():
        return "its tab was in the background and was brought to the front"
    return ""


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


async def _usable(live: Live, element: Element, action: Action) -> str:
    """Raise ActionFailed, sending nothing, when the control cannot take the action now.

    Returns a note for the receipt when the control is only marked ``aria-disabled``.
    """
    typing = action.kind in TEXT_KINDS
    why = await call(live.session, live.object_id, _UNUSABLE, typing)
    if why == "aria":
        return "it is marked disabled (aria-disabled): the page decides what that does"
    if why == "read-only" and element.role is Role.COMBOBOX:
        # A drop-down drawn over a read-only field (Ant Design's Select): text cannot choose.
        raise ActionFailed(
            f"element {element.id} ({element.mention}) is a drop-down that takes no text:"
            " click it and pick the option from its list; nothing was typed"
        )
    if why:
        what = "typed" if typing else "pressed"
        raise ActionFailed(f"element {element.id} ({element.mention}) is {why}; nothing was {what}")
    return ""


async def _run(
    page: PageHandle, live: Live | None, element: Element | None, action: Action, via: Via
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
        await focus_for_typing(page, live)
        return Mode.AX, None, ""
    if kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
        if live is not None and element is not None and State.COVERED in element.states:
            await _uncovered_for_typing(page, live, element)
        return await enter_text(page, live, element, action, via)
    if kind is ActionKind.KEY:
        if live is not None:
            if element is not None and State.COVERED in element.states:
                await _uncovered_for_typing(page, live, element)
            await keyboard_focus(page, live, action)
        for ev in key_events(action.combo):
            if await page.unless_dialog(page.main, "Input.dispatchKeyEvent", ev) is None:
                break
        return Mode.KEYBOARD, None, ""
    if kind is ActionKind.SCROLL:
        if live is not None and element is not None:
            lx, ly, _, _ = await visible_point(page, live, element)
            sx, sy = await session_shift(page, live.session)
            x, y = lx + sx, ly + sy
        else:
            metrics = await page.main.send("Page.getLayoutMetrics")
            vp = metrics.get("cssLayoutViewport", {})
            x, y = vp.get("clientWidth", 0) / 2, vp.get("clientHeight", 0) / 2
        before = await scroll_state(page, x, y)
        await wheel(page, x, y, action.dx, action.dy)
        note = f"wheel at ({round(x)},{round(y)})"
        if before is not None and not await scrolled(page, x, y, before):
            # Not a failure: a page may move its content on a wheel itself (a map zooms).
            note += "; nothing scrolled there (at its end that way, or nothing scrolls there)"
        return Mode.INPUT, None, note
    raise UsageError(f"{kind} is not something a backend performs")


async def _pointer(
    page: PageHandle, live: Live, element: Element, kind: ActionKind, via: Via
) -> tuple[Mode, Mode | None, str]:
    # Options of a closed <select> have no box; choosing them is what a click means.
    if (
        element.role is Role.OPTION
        and live.tag == "option"
        and kind is ActionKind.CLICK
        and await call(live.session, live.object_id, _SELECT_THIS_OPTION)
    ):
        return Mode.AX, None, "option chosen in its select"
    if via is Via.AX:
        if kind is not ActionKind.CLICK:
            raise ActionFailed(
                f"{kind} has no accessibility action in a page; allow input ({arg('via')} input)"
            )
        await call(live.session, live.object_id, "function() { this.click(); }")
        return Mode.AX, None, "default action"
    try:
        x, y = await _aim(page, live, element)
    except NoBox:
        if via is not Via.AUTO or kind is not ActionKind.CLICK:
            raise
        # A pager's link styled to no size: nothing to aim at, its default action works.
        await call(live.session, live.object_id, "function() { this.click(); }")
        return Mode.AX, Mode.INPUT, "no visible box to aim at: its default action"
    await _mouse(page, kind, x, y)
    return Mode.INPUT, None, f"pointer at ({round(x)},{round(y)})"


_LABEL_STAND_IN = """function() {
  // The first label drawn in view of a control that is itself of no size (or under 4 px,
  // or clipped away whole: Bootstrap's .btn-check input keeps its size under its label).
  const r = this.getBoundingClientRect();
  const away = getComputedStyle(this).clip === 'rect(0px, 0px, 0px, 0px)';
  if (!this.labels || (Math.min(r.width, r.height) >= 4 && !away)) return null;
  for (const l of this.labels) {
    const b = l.getBoundingClientRect();
    if (Math.min(b.width, b.height) >= 4) return l;
  }
  return null;
}"""


_CUT_OFF_STAND_IN = """function() {
  // A field kept inside a box that cuts it off to under 4 px (a visually hidden box:
  // PrimeVue's MultiSelect input) is drawn by its parent or grandparent, as the read
  // places it (layout.SessionLayout.parked_host).
  if (this.tagName !== 'INPUT' && this.tagName !== 'TEXTAREA') return null;
  let cut = null;
  for (let el = this.parentElement, i = 0; el && i < 3; el = el.parentElement, i++) {
    const s = getComputedStyle(el);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const b = el.getBoundingClientRect();
    if (Math.min(b.width, b.height) < 4) cut = el;
    break;
  }
  if (!cut) return null;
  let up = this;
  for (let i = 0; i < 2 && up.parentElement; i++) {
    up = up.parentElement;
    const b = up.getBoundingClientRect();
    if (Math.min(b.width, b.height) >= 4) return up;
  }
  return null;
}"""


_CELL_STAND_IN = """function() {
  // The clickable element in a cell that holds all its words, where a person presses:
  // a link drawn by a <span> a page's own listener serves, left-aligned in a wide cell.
  const words = (this.textContent || '').trim();
  if (!words || getComputedStyle(this).cursor === 'pointer') return null;
  for (const el of this.querySelectorAll('*')) {
    if ((el.textContent || '').trim() !== words || getComputedStyle(el).cursor !== 'pointer')
      continue;
    const b = el.getBoundingClientRect();
    if (Math.min(b.width, b.height) >= 4) return el;
  }
  return null;
}"""
_CELLS = frozenset({"TD", "TH"})


async def _stand_in(live: Live) -> Live | None:
    """What a person presses for ``live``: the element it is drawn by, or ``None``.

    A control itself of no size is pressed on its label; a field a box around it cuts
    off to under 4 px, on the box drawing it. A table cell whose words are
    all one clickable element's (``<td><span style="cursor: pointer">Modify</span>``, the
    cell wider than the word) is pressed on that element: the cell's middle may be
    blank, and a click there reaches no listener.
    """
    tag = live.tag.upper()
    scripts = (
        (_LABEL_STAND_IN, _CUT_OFF_STAND_IN)
        if tag in LABELABLE
        else (_CELL_STAND_IN,)
        if tag in _CELLS
        else ()
    )
    s = live.session
    obj: dict[str, Any] = {}
    for script in scripts:
        reply = await s.send(
            "Runtime.callFunctionOn",
            {"objectId": live.object_id, "functionDeclaration": script, "silent": True},
        )
        obj = reply.get("result", {})
        if obj.get("subtype") != "null" and "objectId" in obj:
            break
    if obj.get("subtype") == "null" or "objectId" not in obj:
        return None
    node = await s.send("DOM.describeNode", {"objectId": obj["objectId"]})
    tag = str(node["node"].get("nodeName", "")).lower() or "label"
    return Live(
        session=s, backend_id=node["node"]["backendNodeId"], object_id=obj["objectId"], tag=tag
    )


_CENTRE = """function() {
  const el = this.nodeType === 1 ? this : this.parentElement;
  if (!el) return false;
  const a = el.getBoundingClientRect();
  el.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
  const b = el.getBoundingClientRect();
  return a.x !== b.x || a.y !== b.y;
}"""
"""Scroll the element to the middle of what scrolls it; true when it moved."""


async def _uncovered_for_typing(page: PageHandle, live: Live, element: Element) -> None:
    """Raise :class:`ElementCovered` when a field the observation found covered still is.

    A field under a modal's overlay takes a script's focus, but no person could reach it
    to type: typing is refused as a press is. A sticky header over it is scrolled clear
    first, as for a press.
    """
    at = await _stand_in(live) or live
    await _centre(at)
    lx, ly, scroll_x, scroll_y = await visible_point(page, at, element)
    with contextlib.suppress(Nested):
        await check_hit(live, element, lx, ly, (scroll_x, scroll_y), "typed")


async def _centre(live: Live) -> bool:
    """Scroll the element to the middle of its scrolling boxes and the viewport.

    What covers an element that is in view is often a sticky header or a bar fixed at
    the viewport's edge, which a person scrolls clear of before pressing.
    """
    return bool(await call(live.session, live.object_id, _CENTRE))


async def _aim(page: PageHandle, live: Live, element: Element) -> tuple[float, float]:
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


async def _aim_at(page: PageHandle, live: Live, at: Live, element: Element) -> tuple[float, float]:
    lx, ly, scroll_x, scroll_y = await visible_point(page, at, element)
    sx, sy = await session_shift(page, at.session)
    first = (lx + sx, ly + sy)
    before = await node_at(live.session, lx, ly, (scroll_x, scroll_y))
    await page.main.send(
        "Input.dispatchMouseEvent", {"type": "mouseMoved", "x": first[0], "y": first[1]}
    )
    await settle(at)
    moved = await visible_point(page, at, element)
    if moved[:2] != (lx, ly):
        before = None  # the hover moved it: what was hit before is no guide
    lx, ly, scroll_x, scroll_y = moved
    sx, sy = await session_shift(page, at.session)
    try:
        await check_hit(live, element, lx, ly, (scroll_x, scroll_y), before=before)
    except Nested:
        # Its middle is a nested control's (an expanded tree item's child): its own
        # text is where a person presses it.
        point = await call(at.session, at.object_id, _OWN_TEXT)
        if not isinstance(point, list) or len(point) != 2:
            raise ElementCovered(
                f"element {element.id} ({element.mention}) shows nothing of"
                " its own to press: its box holds other controls; nothing was pressed"
            ) from None
        lx, ly = float(point[0]), float(point[1])
        try:
            # Its own words are where a person presses it, whatever listens there.
            await check_hit(live, element, lx, ly, (scroll_x, scroll_y), parts=False)
        except Nested:
            raise ElementCovered(
                f"element {element.id} ({element.mention}) is pressed only"
                " through a control inside it; nothing was pressed"
            ) from None
    x, y = lx + sx, ly + sy
    if (x, y) != first:
        await page.main.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
    return x, y
