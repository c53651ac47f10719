"""Text and keys into a page's fields, each checked where it landed.

The tab is brought to the front and the element focused first (newly focused, its caret
goes after its text); when the focus is not then on it, nothing is sent. A ``<select>``
takes the option whose label or value matches; date, time, number, range and colour
fields are set whole through the value setter (a value they do not take puts the old
one back); every other text is typed (``Input.insertText``, then its last key's
release, which a page filtering on ``keyup`` hears) and read back, and a field that
does not hold it, formatted or not, fails the action. Text longer than a field's
``maxlength`` allows fails before any keystroke; text typed with no element goes in a
character at a time, so boxes that move the focus on (a code's digits) get all of it; a
line break typed into a one-line field presses Enter there, as a person's would.
"""

from __future__ import annotations

import contextlib
from typing import Any

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.backends.browser.acting.cellkeys import (
    IN_GRID,
    deep_focus,
    focus_in_grid,
    keys_into_cell,
)
from handrail.backends.browser.acting.keyedvalue import keyed_value, set_by_keys
from handrail.backends.browser.acting.keymap import key_events, release_of
from handrail.backends.browser.acting.keysink import (
    SINK_HOST,
    SINK_TEXT,
    select_all_keys,
    to_the_end,
)
from handrail.backends.browser.acting.livenode import Live
from handrail.backends.browser.acting.pagecall import call
from handrail.backends.browser.session.cdp import CdpError
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import ActionFailed
from handrail.model import Element
from handrail.vocab import Role

__all__ = ["TEXT_KINDS", "enter_text", "focus_for_typing", "keyboard_focus"]


_SELECT_OPTION = """function(text) {
  const want = text.trim().toLowerCase();
  const opts = Array.from(this.options);
  let hit = opts.find(o => o.label.trim().toLowerCase() === want || o.value.toLowerCase() === want);
  // Else the first it begins (as a person typing into a closed list picks); no other:
  // what is chosen must be what the risk policy was shown.
  if (!hit && want) hit = opts.find(o => o.label.trim().toLowerCase().startsWith(want));
  if (!hit) return {ok: false, options: opts.map(o => o.label)};
  // Chosen already: a person picking it again in the list fires no change.
  if (hit.selected && (this.multiple || this.value === hit.value)) {
    return {ok: true, label: hit.label, same: true};
  }
  if (this.multiple) { hit.selected = true; } else { this.value = hit.value; }
  this.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  this.dispatchEvent(new Event('change', {bubbles: true}));
  return {ok: true, label: hit.label};
}"""


_FOCUSED = """function() {
  const a = this.getRootNode().activeElement, d = this.ownerDocument;
  // Inside a focused editable host (a paragraph of the editor) counts as on it; the
  // page's body holding the element does not.
  const host = a && a.isContentEditable && this.isContentEditable && a.contains(this);
  if (a && (a === this || this.contains(a) || host)) return 'yes';
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


_TYPES_INSIDE = """function() {
  // Whether the keyboard's focus, once on this element, is in a field or editable area.
  DEEP_FOCUS
  if (!a || !(a === this || this.contains(a))) return false;
  return a.tagName === 'INPUT' || a.tagName === 'TEXTAREA' || a.isContentEditable;
}""".replace("DEEP_FOCUS", deep_focus("this.getRootNode()"))


_SELECT_ALL = """function() {
  const field = this.tagName === 'INPUT' || this.tagName === 'TEXTAREA';
  if (!field && !this.isContentEditable) return 'notext';
  this.focus();
  const focus = (FOCUSED).call(this);
  if (focus !== 'yes') return focus;
  if (field && SINK_HOST(this)) return 'keys';
  if (field) { this.select(); return 'ok'; }
  const r = document.createRange(); r.selectNodeContents(this);
  const s = this.getRootNode().getSelection ? this.getRootNode().getSelection() : getSelection();
  s.removeAllRanges(); s.addRange(r); return 'ok';
}""".replace("FOCUSED", _FOCUSED).replace("SINK_HOST", SINK_HOST)


_SET_VALUE = """function(text) {
  const proto = Object.getPrototypeOf(this);
  const desc = Object.getOwnPropertyDescriptor(proto, 'value');
  if (desc && desc.set) { desc.set.call(this, text); } else if (this.isContentEditable) {
    this.textContent = text; } else { return false; }
  // A typed input event leaves a shadow root (composed); a change event does not. A web
  // component's host listened on by the page (Web Awesome's number field) hears it.
  this.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  this.dispatchEvent(new Event('change', {bubbles: true}));
  return true;
}"""


_SET_QUIETLY = """function(text) {
  const desc = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(this), 'value');
  if (!desc || !desc.set) return false;
  desc.set.call(this, text);
  return true;
}"""
"""The value setter alone: the page hears nothing until the value is known to be taken."""


_CHANGED = """function() {
  // Left and taken again, as a person's click away and back: the browser announces the
  // change itself, once (leaving it later announces nothing more), the focus staying.
  if (this.isContentEditable) return;
  if (this.getRootNode().activeElement !== this) {
    this.dispatchEvent(new Event('change', {bubbles: true}));
    return;
  }
  this.blur();
  this.focus({preventScroll: true});
}"""


_SUGGESTS = """function() {
  const a = (this.getAttribute('aria-autocomplete') || '').toLowerCase();
  return a === 'list' || a === 'both';
}"""
"""Whether a field suggests as it is typed (an autocomplete): its change is the option
picked from its list, and leaving it puts back the option chosen (text that is no option
is gone)."""


_NOTIFY = """function() {
  this.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  this.dispatchEvent(new Event('change', {bubbles: true}));
}"""


TEXT_KINDS = frozenset({ActionKind.TYPE, ActionKind.SET_VALUE})

_KEYSTROKES = 200
"""Text typed where the focus is goes in a character at a time up to this length."""


_TYPED_FIELDS = ("date", "time", "datetime-local", "month", "week", "number", "range", "color")
"""Input types whose value is not free text: set whole through the value setter."""


_UNTYPED_FIELDS = ("file", "checkbox", "radio", "button", "submit", "reset", "image", "hidden")
"""Input types that take no text: a keystroke sent to one would go nowhere or elsewhere."""


_FIELD_KIND = (
    """function() {
  if (this.tagName === 'INPUT' && TYPED.includes(this.type)) return 'typed:' + this.type;
  if (this.tagName === 'INPUT' && UNTYPED.includes(this.type)) return 'none:' + this.type;
  if (SINK_HOST(this)) return 'sink';
  if (this.tagName === 'INPUT' || this.tagName === 'TEXTAREA') return 'text';
  if (this.isContentEditable) return 'editable';
  return '';
}""".replace("UNTYPED", str(list(_UNTYPED_FIELDS)))
    .replace("TYPED", str(list(_TYPED_FIELDS)))
    .replace("SINK_HOST", SINK_HOST)
)


_ROOM = """function(whole) {
  // How many characters the field can still take (-1: no limit). ``whole``: the text
  // replaces its own; otherwise typed text goes in at the caret, replacing a selection
  // only where the field has the focus (focusing it puts the caret after its text).
  if ((this.tagName !== 'INPUT' && this.tagName !== 'TEXTAREA') || this.maxLength < 0)
    return {max: -1, held: 0};
  let held = this.value.length;
  if (!whole && this.getRootNode().activeElement === this) {
    try { held -= (this.selectionEnd - this.selectionStart); } catch (e) {}
  }
  return {max: this.maxLength, held: whole ? 0 : held};
}"""


_READ_VALUE = """function() {
  const host = SINK_HOST(this);
  if (host) return SINK_TEXT(host);
  if (this.tagName === 'INPUT' || this.tagName === 'TEXTAREA') return this.value;
  if (this.isContentEditable) return this.innerText;
  return null;
}""".replace("SINK_HOST", SINK_HOST).replace("SINK_TEXT", SINK_TEXT)
"""What a field holds; an editor's cut-off key field reads the document it draws."""


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


_FOCUS_NOWHERE = """(() => {
  DEEP_FOCUS
  const page = !a || a === document.body || a === document.documentElement;
  return page && !(a && a.isContentEditable) && document.designMode !== 'on';
})()""".replace("DEEP_FOCUS", deep_focus())


async def _focus_nowhere(page: PageHandle) -> bool:
    """Whether the keyboard focus is on the page itself (its body), where text goes nowhere."""
    try:
        reply = await page.unless_dialog(
            page.main, "Runtime.evaluate", {"expression": _FOCUS_NOWHERE, "returnByValue": True}
        )
    except CdpError:
        return False  # unknown: type as asked
    return reply is not None and reply.get("result", {}).get("value") is True


async def enter_text(
    page: PageHandle, live: Live | None, element: Element | None, action: Action, via: Via
) -> tuple[Mode, Mode | None, str]:
    """Carry out a ``type`` or ``set-value``: (the channel, a fallback, a note for the receipt)."""
    text = action.text or ""
    if live is not None and live.tag == "select":
        result = await call(live.session, live.object_id, _SELECT_OPTION, text)
        if not result or not result.get("ok"):
            options = ", ".join(repr(o) for o in (result or {}).get("options", []))
            where = element.id if element else "the select"
            raise ActionFailed(f"no option {text!r} in {where}; options: {options}")
        if result.get("same"):
            return Mode.AX, None, f"option {result.get('label')!r} was chosen already; nothing sent"
        return Mode.AX, None, f"chose option {result.get('label')!r}"
    if live is None:
        if await _focus_nowhere(page):
            raise ActionFailed(
                "nothing has the keyboard focus (it is on the page itself, which takes no"
                " text); give the field's id; nothing was typed"
            )
        if action.kind is ActionKind.TYPE and await focus_in_grid(page):
            return await keys_into_cell(page, None, action)
        # Where the focus is: a character at a time, as keystrokes come, so a page that
        # moves the focus on after each one (a code's boxes) gets all of them. A long
        # text goes in at once.
        pieces = list(text) if len(text) <= _KEYSTROKES else [text]
        for piece in pieces:
            await page.main.send("Input.insertText", {"text": piece})
        return Mode.KEYBOARD, None, ""
    if action.kind is ActionKind.SET_VALUE and await keyed_value(live) is not None:
        # A ``role=slider`` or ``role=spinbutton`` moved by its keys only.
        await keyboard_focus(page, live, action)
        what = element.mention if element is not None else live.tag or "node"
        where = f"element {action.element_id} ({what})"
        return Mode.KEYBOARD, None, await set_by_keys(page, live, where, text)
    kind = str(await call(live.session, live.object_id, _FIELD_KIND) or "")
    if kind.startswith("typed:"):
        return await _typed(live, action, kind.removeprefix("typed:"))
    if kind.startswith("none:"):
        raise ActionFailed(_takes_no_text(action, kind.removeprefix("none:")))
    if not kind:
        # Neither a field nor an editable area: a button takes the focus but no text,
        # and text sent to it lands where the page's selection still is (the field
        # focused before). Only a widget that hands its focus to a field inside it (a
        # terminal's hidden input) takes typed text.
        await _front(page)
        focus = await call(live.session, live.object_id, _FOCUS)
        if (
            focus == "yes"
            and action.kind is ActionKind.TYPE
            and await call(live.session, live.object_id, IN_GRID)
            and not await call(live.session, live.object_id, _TYPES_INSIDE)
        ):
            # A grid's cell: its editor opens on a key press.
            return await keys_into_cell(page, live, action)
        if focus != "yes" or not await call(live.session, live.object_id, _TYPES_INSIDE):
            raise ActionFailed(f"{_no_text(action, live, element)}; nothing was typed")
    one_line = kind == "text" and live.tag == "input"
    if one_line and action.kind is ActionKind.TYPE and "\n" in (action.text or ""):
        return await _lines_with_enter(page, live, action)
    await _check_room(live, action)
    before = await call(live.session, live.object_id, _READ_VALUE)
    mode, fallback, note = await _enter_text(page, live, element, action, via)
    after = await call(live.session, live.object_id, _READ_VALUE)
    read = before is not None or after is not None
    try:
        formatted = read and not _verify(action, kind, before, after)
    except ActionFailed as exc:
        raise ActionFailed(f"{exc}{await _put_back(live, action, kind, before, after)}") from None
    if formatted:
        note = f"{note}; the page formatted the text as it was entered".lstrip("; ")
    if action.kind is ActionKind.SET_VALUE and mode is Mode.KEYBOARD and after != before:
        if await call(live.session, live.object_id, _SUGGESTS):
            # An autocomplete's text filters its list: left, it would be put back.
            return mode, fallback, f"{note}; pick from its suggestions".lstrip("; ")
        # A value set is a value given: the page hears it as when a person leaves the
        # field (a grade saved by the field's change handler), the focus staying put.
        await call(live.session, live.object_id, _CHANGED)
        now = await call(live.session, live.object_id, _READ_VALUE)
        if now != after and now in (before, "") and action.text:
            # The page took the text back when the field was left: nothing was set.
            raise ActionFailed(
                f"element {action.element_id}: the page put back the field's old text when"
                " it was left (it takes only some values: an option of its list?); observe"
                " to see its value"
            )
        note = f"{note}; the field's change was announced"
    return mode, fallback, note


async def _put_back(live: Live, action: Action, kind: str, before: object, after: object) -> str:
    """After a refused ``set-value``, the field's old text again (it replaced all of it).

    Typed text goes in beside the old, which is still there: nothing to put back.
    """
    if action.kind is not ActionKind.SET_VALUE or kind != "text" or not isinstance(before, str):
        return ""
    if after == before:
        return ""
    await call(live.session, live.object_id, _SET_VALUE, before)
    now = await call(live.session, live.object_id, _READ_VALUE)
    return "; its old text was put back" if now == before else ""


async def _check_room(live: Live, action: Action) -> None:
    """Fail before any keystroke when the field's ``maxlength`` cannot hold the text.

    The field would keep the first characters and drop the rest, silently; in a code's
    one-character boxes the rest belongs in the next boxes.
    """
    text = action.text or ""
    whole = action.kind is ActionKind.SET_VALUE
    room = await call(live.session, live.object_id, _ROOM, whole)
    if not isinstance(room, dict) or int(room.get("max", -1)) < 0:
        return
    most, held = int(room["max"]), int(room.get("held", 0))
    if held + len(text) <= most:
        return
    chars = "character" if most == 1 else "characters"
    now = "" if whole else f" and holds {held}"
    hint = (
        "; to fill boxes that move the focus on, focus the first and type with no element"
        if most == 1
        else ""
    )
    raise ActionFailed(
        f"element {action.element_id} takes at most {most} {chars}{now}: {len(text)}"
        f"{'' if whole else ' more'} would not fit; nothing was typed{hint}"
    )


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


async def focus_for_typing(page: PageHandle, live: Live) -> None:
    """Focus an element as a person's click past its text does: a field's caret at its end.

    ``DOM.focus`` leaves a contenteditable's caret at its start, where text typed next
    would go in front of what is there.
    """
    await _front(page)
    if await call(live.session, live.object_id, _EDITABLE):
        await call(live.session, live.object_id, _FOCUS)
    else:
        await live.session.send("DOM.focus", {"backendNodeId": live.backend_id})


_EDITABLE = """function() {
  return this.nodeType === 1 && (this.tagName === 'INPUT' || this.tagName === 'TEXTAREA' ||
    this.isContentEditable);
}"""


async def keyboard_focus(page: PageHandle, live: Live, action: Action) -> None:
    """Focus the element for typed text or keys, or raise: nothing is typed elsewhere."""
    await _front(page)
    focus = await call(live.session, live.object_id, _FOCUS)
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


_DRAWN = ("editable", "sink")
"""Fields read back by the text they draw, whose lines a page may break or join."""


def _verify(action: Action, kind: str, before: object, after: object) -> bool:
    """Raise ActionFailed unless the field reads what was typed or set.

    True when it reads it exactly; False when it holds the same letters and digits
    formatted by the page (a phone field's ``(555) 123-4567``, a card number in groups
    of four, a code in capitals). The values are not repeated in the message: they may
    be secrets.
    """
    text = action.text or ""
    if action.kind is ActionKind.SET_VALUE:
        ok = _flat(after) == _flat(text) if kind in _DRAWN else after == text
        formatted = not ok and _letters(after) == _letters(text) != ""
    else:
        ok = _flat(text) in _flat(after) if kind in _DRAWN else text in str(after or "")
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


async def _typed(live: Live, action: Action, field: str) -> tuple[Mode, Mode | None, str]:
    """Set a date, time, number, range or colour field whole, and read it back.

    The value is set quietly and read back first; only a value the field takes is
    announced to the page (``input``, ``change``). One it does not take leaves it as it
    was: the old value is put back before the page hears of anything (a date field would
    otherwise be left empty and saved so, a slider at its end).
    """
    text = (action.text or "").strip()
    old = await call(live.session, live.object_id, _READ_VALUE)
    done = await call(live.session, live.object_id, _SET_QUIETLY, text)
    after = await call(live.session, live.object_id, _READ_VALUE)
    same = str(after).lower() == text.lower() if field == "color" else after == text
    if field in ("number", "range") and not same:
        try:
            same = float(str(after)) == float(text)
        except ValueError:
            same = False
    if not done or not same:
        back = ""
        if done and after != old and isinstance(old, str):
            await call(live.session, live.object_id, _SET_QUIETLY, old)
            now = await call(live.session, live.object_id, _READ_VALUE)
            back = f"; its old value {old!r} was put back" if now == old else ""
        raise ActionFailed(
            f"element {action.element_id} ({field} field) did not take {text!r}: it"
            f" {'read' if back else 'reads'} {after!r}{back}; it takes"
            f" {_FORMATS.get(field, 'a value of its type')}"
        )
    await call(live.session, live.object_id, _NOTIFY)
    return Mode.AX, None, f"{field} set to {after!r}"


def _no_text(action: Action, live: Live, element: Element | None) -> str:
    """Why an element takes no text, and what a person does with it instead."""
    what = element.mention if element is not None else live.tag or "node"
    where = f"element {action.element_id} ({what})"
    role = element.role if element is not None else None
    if role in (Role.COMBOBOX, Role.LISTBOX):
        return (
            f"{where} is a list to choose from, not a text field: click it, then click the"
            " option (or key Down, then Enter)"
        )
    if role in (Role.SLIDER, Role.SPINBUTTON, Role.SCROLLBAR):
        return f"{where} is moved with keys, not given text: key Up, Down, Right, Left, Home or End"
    verb = "type" if action.kind is ActionKind.TYPE else "set-value"
    return f"{where} does not take text; {verb} needs a text field, a select or an editable area"


async def _enter_text(
    page: PageHandle, live: Live, element: Element | None, action: Action, via: Via
) -> tuple[Mode, Mode | None, str]:
    text = action.text or ""
    if action.kind is ActionKind.SET_VALUE:
        if via is Via.AX:
            if not await call(live.session, live.object_id, _SET_VALUE, text):
                raise ActionFailed(f"element {action.element_id} does not take a value")
            return Mode.AX, None, "value set"
        await _front(page)
        selected = await call(live.session, live.object_id, _SELECT_ALL)
        if selected in ("none", "elsewhere"):
            raise _unfocused(action, selected)
        if selected == "keys":
            await select_all_keys(page)
        elif selected != "ok":
            raise ActionFailed(_no_text(action, live, element))
        if text:
            await page.main.send("Input.insertText", {"text": text})
        else:
            for ev in key_events(_backspace()):
                await page.main.send("Input.dispatchKeyEvent", ev)
        return Mode.KEYBOARD, None, "replaced the text"
    was = await call(live.session, live.object_id, _FOCUSED) == "yes"
    await keyboard_focus(page, live, action)
    if not was and await call(live.session, live.object_id, _FIELD_KIND) == "sink":
        await to_the_end(page)
    await page.main.send("Input.insertText", {"text": text})
    if text and text[-1] not in "\r\n\t":
        # The last key released, as a person's typing ends: a page filtering on
        # ``keyup`` hears it (a line break's Enter is not sent again).
        await page.main.send("Input.dispatchKeyEvent", release_of(text[-1]))
    return Mode.KEYBOARD, None, ""


async def _lines_with_enter(
    page: PageHandle, live: Live, action: Action
) -> tuple[Mode, Mode | None, str]:
    """Text with line breaks into a one-line field: Enter is pressed for each break.

    A one-line field holds no line break; a person's Enter there searches or submits,
    and the risk gate judged the typed break as that Enter. What the page does then
    (clear the field, go to results) is its own, so the text is not read back.
    """
    text = action.text or ""
    await _check_room(
        live, Action(kind=action.kind, element_id=action.element_id, text=text.replace("\n", ""))
    )
    await keyboard_focus(page, live, action)
    for i, piece in enumerate(text.split("\n")):
        if i:
            for ev in key_events(_return()):
                await page.main.send("Input.dispatchKeyEvent", ev)
        if piece:
            await page.main.send("Input.insertText", {"text": piece})
    breaks = text.count("\n")
    return Mode.KEYBOARD, None, f"pressed Enter for {'each' if breaks > 1 else 'the'} line break"


def _return() -> Any:
    from handrail.keys import parse_keys

    return parse_keys("Return")


def _backspace() -> Any:
    from handrail.keys import parse_keys

    return parse_keys("BackSpace")
