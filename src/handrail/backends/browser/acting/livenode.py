"""The page node an action is about to act on, looked up again from its locator.

Before anything is sent the element is found again by its locator (frame, document,
backend node id): it must still be connected and have the role and name it was observed
with (a text's name begins its block's; a clickable element without an accessible name
still holds its text), or the action fails as stale and nothing is sent.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from handrail.backends.browser.acting.hostlabel import HOST_NAME
from handrail.backends.browser.axdrafts import by_placeholder
from handrail.backends.browser.dialogtree import parse_locator
from handrail.backends.browser.passes.looks.hints import TIP_ATTRS, tick_only
from handrail.backends.browser.passes.names.chosennames import unchosen
from handrail.backends.browser.passes.names.emptylabels import unnamed_placeholder
from handrail.backends.browser.passes.names.fieldnames import field_words
from handrail.backends.browser.passes.names.groupradios import group_place_names
from handrail.backends.browser.passes.names.slidernames import slider_end
from handrail.backends.browser.passes.names.statenames import STATED, said_state, unopened, unsaid
from handrail.backends.browser.passes.names.swapfaces import FACE_CLASS, drawn_face
from handrail.backends.browser.passes.states.checkmarks import MARKED_ROLES, marked
from handrail.backends.browser.roles import (
    field_role,
    map_role,
    node_name,
    prop_map,
    state_named,
)
from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import ActionFailed, StaleElement
from handrail.model import Element
from handrail.vocab import Role, State

__all__ = ["IS_CONNECTED", "Live", "call", "resolve", "stale"]


IS_CONNECTED = "function() { return this.isConnected; }"


@dataclass(frozen=True, slots=True)
class Live:
    """The node found again: its session, backend node id, a handle on it and its tag."""

    session: CdpSession
    backend_id: int
    object_id: str
    tag: str


def stale(element: Element, why: str) -> StaleElement:
    """The error for an element that is gone or changed: nothing was done."""
    return StaleElement(
        f"element {element.id} ({element.mention}) {why}; nothing was done;"
        " observe again for current ids"
    )


async def call(session: CdpSession, object_id: str, fn: str, *args: Any) -> Any:
    """Call ``fn`` on the object and return its value; a page's exception is ActionFailed."""
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
    // An icon's own label (``aria-label="Lock car"`` on a 🔒) is among the words that
    // name a row holding it.
    const label = n.nodeType === 1 ? n.getAttribute('aria-label') : null;
    let out = label ? ' ' + label + ' ' : '';
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


_DRAWN_CHARS = """function() {
  // The one-character texts CSS draws before and after it and its first parts.
  const out = [];
  const parts = [this, ...this.querySelectorAll('*')].slice(0, 200);
  for (const el of parts) {
    for (const p of ['::before', '::after']) {
      const c = getComputedStyle(el, p).content;
      const t = c && c.startsWith('"') ? c.slice(1, -1).trim() : '';
      if ([...t].length === 1) out.push(t);
    }
  }
  return out;
}"""


_TOGGLES = frozenset({Role.CHECKBOX, Role.RADIO})
_NO_ROLE = (Role.GENERIC, Role.GROUP)
"""What Chromium's tree makes of an element the page gave no role."""
_HOLDERS = frozenset({Role.CELL, Role.ROW, Role.LISTITEM, Role.COLUMNHEADER, Role.HEADING})
"""What Chromium names by everything in it, the names of the controls inside glued on,
and an observation names without them (``browser.finish``)."""
_CONTROL_NAMES = """function() {
  // The names of the controls inside it, as Chromium glues them onto its name.
  const out = [];
  const found = this.querySelectorAll(
    'a[href],button,input,select,[role],[onclick],[tabindex],[aria-label],[title]');
  for (let i = 0; i < found.length && i < 60; i++) {
    const el = found[i];
    const said = el.getAttribute('aria-label') || (el.textContent || '').trim()
      || el.getAttribute('title') || '';
    if (said) out.push(said);
  }
  return out;
}"""

_SELECT_TEXT = """function() {
  // What a Choices.js option draws after its words while highlighted (*Press to select*).
  return this.nodeType === 1 ? this.getAttribute('data-select-text') || '' : '';
}"""

_TEXT_BESIDE = """function() {
  // The text right before it: what names a control the page left unnamed. A control
  // first in a wrapper of its own (an inline edit's input in its span) is named by the
  // text before the wrapper.
  // A switch or check box drawn before its words is named by the text right after it.
  // All the text on that side within the first wrapper that has any ("1 12 Harbor St"),
  // less what is not drawn (a <select> a widget hides and draws as a button after it,
  // or clips to one pixel before the box it draws: Select2's) and the comments a
  // framework leaves in place of what it does not render (Vue's <!--v-if-->), whose
  // text is no one's.
  const shown = (n) => {
    if (n.nodeType === 3) return true;
    if (n.nodeType !== 1 || getComputedStyle(n).display === 'none') return false;
    const r = n.getBoundingClientRect();
    return !(/^(SELECT|INPUT|TEXTAREA)$/.test(n.tagName) && Math.min(r.width, r.height) <= 1.5);
  };
  // Out of a shadow root, the next step up is its host (a web component's own control:
  // ``<md-switch>``'s input, named by the words after the host).
  const above = (el) => el.parentNode instanceof ShadowRoot ? el.parentNode.host : el.parentNode;
  const near = (way) => {
    for (let el = this, up = 0; el && up < 3; el = above(el), up++) {
      const parts = [];
      for (let n = el[way]; n; n = n[way]) if (shown(n)) parts.push(n.textContent || '');
      if (way === 'previousSibling') parts.reverse();
      const t = parts.join(' ').trim();
      if (t) return t;
    }
    return '';
  };
  return [near('previousSibling'), near('nextSibling')];
}"""
_AFTER_ITS_LABEL = """function() {
  // The first text after the box's <label> or one of its two wrappers: what names a
  // switch whose label says only its states (Materialize's ``Off [lever] On``).
  const label = this.closest('label') || (this.labels && this.labels[0]);
  for (let el = label, up = 0; el && up < 3; el = el.parentElement, up++) {
    for (let n = el.nextSibling; n; n = n.nextSibling) {
      const t = (n.textContent || '').trim();
      if (t) return t;
    }
  }
  return '';
}"""
_LABEL_AFTER = """function() {
  // The words of a <label> labelling nothing (no for, no control inside) right after the
  // node or one of its two wrappers: Materialize's select writes its label so.
  for (let el = this, up = 0; el && up < 3; el = el.parentElement, up++) {
    const n = el.nextElementSibling;
    if (n && n.tagName === 'LABEL' && !n.htmlFor
        && !n.querySelector('input,select,textarea,button,meter,output,progress')) {
      return (n.textContent || '').trim();
    }
  }
  return '';
}"""
_CELL_NAME = """function() {
  // Its row's title and its column's header, as a check box alone in a table cell is
  // named (:mod:`cellnames`).
  const words = (el) => (el.textContent || '').trim();
  const up = this.parentElement;
  const inCell = 'td,th,[role=cell],[role=gridcell]';
  const cell = this.matches(inCell) ? this : up && up.closest(inCell);
  const row = cell && cell.parentElement && cell.parentElement.closest('tr,[role=row]');
  if (!row) return '';
  const sel = 'td,th,[role=cell],[role=gridcell],[role=rowheader],[role=columnheader]';
  const cells = Array.from(row.children).filter((c) => c.matches(sel));
  const at = cells.indexOf(cell);
  const head = cells.find((c) => c.matches('th[scope=row],[role=rowheader]') && words(c));
  const title = head || cells.slice(0, Math.max(at, 0)).find((c) => words(c));
  const table = row.closest('table,[role=table],[role=grid],[role=treegrid]');
  let column = '';
  for (const r of table ? table.querySelectorAll('tr,[role=row]') : []) {
    const top = Array.from(r.children).filter((c) => c.matches(sel));
    if (top.length && top.every((c) => c.matches('th:not([scope=row]),[role=columnheader]'))) {
      if (top.length === cells.length) column = words(top[at]);
      break;
    }
  }
  return [title ? words(title) : '', column].filter((w) => w).join(', ');
}"""

_LINED_RECORD = """function() {
  // The words of each cell of the rows in other tables on its row's line, as a box alone
  // in a frozen column's row is named by its record (:mod:`linedrecords`).
  const row = this.closest('tr,[role=row]');
  const table = row && row.closest('table,[role=table],[role=grid],[role=treegrid]');
  if (!row || !table) return [];
  const a = row.getBoundingClientRect();
  const out = [];
  for (const r of row.ownerDocument.querySelectorAll('tr,[role=row]')) {
    if (table.contains(r)) continue;
    const b = r.getBoundingClientRect();
    const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (overlap <= 0.5 * Math.min(a.height, b.height)) continue;
    for (const c of r.children) out.push((c.textContent || '').trim());
  }
  return out;
}"""

_HEADER_WORDS = """function() {
  // The words of the column header around it (:mod:`sortbuttons`).
  const head = this.parentElement && this.parentElement.closest('th,[role=columnheader]');
  return head ? head.textContent || '' : '';
}"""

_ITEM_NAME = """function() {
  // The name of the tree item it opens and closes (:mod:`itemtoggles`): the item around
  // it (PrimeVue), or the one beside it in its element (jsTree's anchor).
  const up = this.parentElement;
  const item = (up && up.closest('[role=treeitem]'))
    || (up && up.querySelector(':scope > [role=treeitem]'));
  return item ? item.getAttribute('aria-label') || item.textContent || '' : '';
}"""

_CLASSES = """function() { return this.getAttribute('class') || ''; }"""

_FACES = """function(pattern) {
  // The words of each face its parent draws for one state (:mod:`swapfaces`).
  const re = new RegExp(pattern, 'i');
  const out = {};
  for (const el of this.parentElement ? this.parentElement.querySelectorAll('*') : []) {
    const ends = new Set();
    for (const w of el.classList) { const m = w.match(re); if (m) ends.add(m[1].toLowerCase()); }
    if (ends.size !== 1) continue;
    const end = [...ends][0];
    if (end in out) return {};
    out[end] = (el.textContent || '').split(/\\s+/).filter((w) => w).join(' ');
  }
  return out;
}"""

_GROUP_VALUES = """function() {
  // Its place among the radio buttons of its group, and their values (:mod:`groupradios`).
  const root = this.form || this.getRootNode();
  if (!this.name || !root.querySelectorAll) return null;
  const all = Array.from(root.querySelectorAll('input[type=radio]'))
    .filter((r) => r.name === this.name);
  return {at: all.indexOf(this), values: all.map((r) => r.getAttribute('value') || '')};
}"""

_ITEM_TEXT = """function() {
  // The words of the nearest element around it holding more than its own: the tag or
  // card its button acts on (:mod:`itemremovers`).
  const own = (this.textContent || '').trim();
  let up = this.parentElement;
  for (let i = 0; up && i < 4; i++, up = up.parentElement) {
    const words = (up.textContent || '').trim();
    if (words && words !== own) return up.getAttribute('aria-label') || words;
  }
  return '';
}"""

_FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX})
"""Fields a <label> over them names where their placeholder would (:mod:`besidetext`)."""
_NAMED_BY_TEXT = frozenset(
    {Role.SWITCH, Role.CHECKBOX, Role.RADIO, Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX}
    | {Role.SLIDER, Role.SPINBUTTON, Role.LISTBOX}
)
"""Roles of controls an observation names by the text before them when the page did not."""


_GLYPH_NAME = re.compile(r"[a-z][a-z0-9_]{1,40}")
"""What an icon font's glyph name looks like (the observation leaves it out of names)."""


_SORT_BY = "Sort by "
"""How :mod:`sortbuttons` names a header's bare sort control, before its column."""


def _group_name(found: dict[str, Any]) -> list[str]:
    """The name :mod:`groupradios` gives a radio button at ``found``'s place, or none."""
    values, at = found.get("values"), found.get("at")
    if not isinstance(values, list) or not isinstance(at, int) or not 0 <= at < len(values):
        return []
    return [group_place_names([str(v) for v in values])[at]]


def _named_handle(seen: str, end: str) -> bool:
    """Whether ``seen`` is how an unnamed handle moving ``end`` (``""``: none said) reads."""
    last = seen.rsplit(" ", 1)[-1].casefold()
    said = last in ("lower", "upper", "min", "max", "start", "end")
    return last == end if said else not end


def _squeezed(text: str) -> str:
    return "".join(text.split())


_TIP = """function(tips) {
  for (const a of tips) {
    const v = (this.getAttribute && this.getAttribute(a) || '').trim();
    if (v) return v.split(/\\s+/).join(' ');
  }
  return '';
}"""


async def _named_by_tip(session: CdpSession, object_id: str, name: str) -> bool:
    """Whether the node's tooltip attribute (:data:`hints.TIP_ATTRS`) says ``name``."""
    tip = await call(session, object_id, _TIP, list(TIP_ATTRS))
    return " ".join(str(tip or "").split()) == name


async def _named_beside(session: CdpSession, object_id: str, name: str) -> bool:
    """Whether the text right before (or after) the node still names it ``name``."""
    beside = await call(session, object_id, _TEXT_BESIDE)
    before, after = [*beside, "", ""][:2] if isinstance(beside, list) else (beside, "")
    # The observation read the text as drawn, the DOM holds it as written: CSS may draw
    # it in capitals (``text-transform``, a time picker's ``am`` drawn ``AM``).
    want = _squeezed(name).casefold()
    # The text before it may be a title with the line under it ("Shuffle questions" /
    # "Each student gets a different order"): the title begins it.
    said = _squeezed(str(before or "")).casefold()
    later = _squeezed(str(after or "")).casefold()
    return bool(want) and (
        said.rstrip(":").endswith(want)
        or said.startswith(want)
        # Named by a clickable card's words before it (*WEB-98 Payment webhook retries
        # Due*), which end with the text right before it (*Due*).
        or (len(said) > 1 and want.endswith(said.rstrip(":")))
        or later.startswith(want)
        # A row's words after a tick box, less the controls among them (its title link).
        or (later.startswith(name.split()[0].casefold()) and _in_order(name, later))
    )


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
    still holds it; so is the label standing for a hidden checkbox. Everything else
    keeps its role and accessible name.
    """
    if element.role is Role.SWITCH and role is Role.CHECKBOX:
        role = Role.SWITCH  # a checkbox drawn as a switch (:mod:`switchfaces`)
    if element.role in _TOGGLES and not element.name and tick_only(name):
        name = ""  # a check box drawn with no role, its tick drawn as its text
    if element.role is Role.COMBOBOX and not name and role in _NO_ROLE:
        # A drop-down drawn by its class (:mod:`drawnselects`): its words begin with its
        # choice (or placeholder), and its field's caption before it names it.
        text = _squeezed(str(await call(session, object_id, _TEXT) or ""))
        if not text.startswith(_squeezed(element.value or element.hint)):
            return False
        return not element.name or await _named_beside(session, object_id, element.name)
    # A focusable element with no role (Vuetify's ``<span class="v-chip" tabindex=0>``)
    # is an unnamed ``group`` in Chromium's own tree.
    if element.has(State.CLICKABLE) and not name and role in (element.role, *_NO_ROLE):
        titled = str((node.get("description") or {}).get("value") or "")
        if element.name and " ".join(titled.split()) == element.name:
            return True  # named by its title (an icon's ``title="Refresh"``)
        text = _squeezed(str(await call(session, object_id, _TEXT) or ""))
        if not text and element.name:
            # A switch drawn with no role, named by the text before it (``UPnP``).
            return await _named_beside(session, object_id, element.name)
        # A card's name leaves out the words of the controls inside it ("Like · Reply"):
        # its words are still there, in order.
        return _in_order(element.name, text)
    if element.role is Role.MENUITEM and not name and role in (Role.LISTITEM, *_NO_ROLE):
        # A clickable item of the menu a button owns (:mod:`ownedmenus`), by its words.
        return _in_order(element.name, _squeezed(str(await call(session, object_id, _TEXT) or "")))
    if element.role in _TOGGLES and role in (Role.LABEL, Role.GENERIC):
        # The label of a hidden checkbox stands for it (:mod:`hiddencontrols`).
        text = _squeezed(str(await call(session, object_id, _TEXT) or ""))
        if not text and element.name:
            # A label holding only the box and its drawn knob (Framework7's
            # ``<span>Email digest</span><label class="toggle">``): named by the text before.
            return await _named_beside(session, object_id, element.name)
        return _squeezed(element.name) in text
    if element.has(State.CLICKABLE) and role is Role.GENERIC and name and name == element.name:
        # Drawn as what it reads as (a switch, a tab, a radio button) by its class, and
        # named by the page (``aria-label``): its name is still the same.
        return True
    if element.role is Role.TAB and role in (Role.LINK, Role.BUTTON) and name == element.name:
        # A link or button drawn as a tab, in a row of tabs or a tab's item (:mod:`tabrows`,
        # :mod:`itemtabs`).
        return True
    if element.role is Role.SWITCH and role is Role.BUTTON and name == element.name:
        return True  # a button drawn as a switch, a pill with a knob (:mod:`knobswitch`)
    if element.role is Role.COLUMNHEADER and role is Role.CELL and name == element.name:
        return True  # a cell drawn as a header by its class (:mod:`headcells`)
    if element.role in _TOGGLES and role is element.role and not name and element.name:
        # A row's lone box in a frozen column, named by its record (:mod:`linedrecords`).
        lined = await call(session, object_id, _LINED_RECORD) or ()
        if any(_squeezed(str(w)) == _squeezed(element.name) for w in lined):
            return True
    if element.role is Role.CHECKBOX and role is Role.CELL and not name and element.name:
        # A checkable cell, its row's check box (:mod:`cellnames`), by its row and column.
        by_cell = str(await call(session, object_id, _CELL_NAME) or "")
        return _squeezed(by_cell) == _squeezed(element.name)
    unnamed_toggle = element.role is Role.BUTTON and not name and role in (Role.BUTTON, *_NO_ROLE)
    if unnamed_toggle and element.name:
        # A tree item's unnamed toggle, named as its item (:mod:`itemtoggles`).
        item = _squeezed(str(await call(session, object_id, _ITEM_NAME) or ""))
        if item.startswith(_squeezed(element.name)):
            return True
        # Named by its look and its item's words (:mod:`itemglyphbuttons`): ``delete vip``.
        words = " ".join(str(await call(session, object_id, _ITEM_TEXT) or "").split())
        if words and element.name.casefold().endswith(" " + words.casefold()):
            return True
    if node.get("ignored") or role != element.role:
        return False
    if name != element.name and role in STATED and (bare := unsaid(name)) is not None:
        return bare[0] == element.name  # a label saying its state, read without it
    if name != element.name and role in MARKED_ROLES and (bare_mark := marked(name)) is not None:
        return bare_mark[0] == element.name  # its check mark drawn into its name, read without it
    if name != element.name and element.value and (chosen := unchosen(name)) is not None:
        return chosen[0] == element.name  # the choice its name says, read as its value
    if name != element.name and (opened := unopened(name)) is not None:
        return opened[0] == element.name  # a disclosure's label without its verb
    if not name and element.name and await _named_by_tip(session, object_id, element.name):
        return True  # named by its tooltip (Bootstrap's ``data-bs-title``)
    if not element.name and _GLYPH_NAME.fullmatch(name):
        return True  # named by an icon font's glyph (``format_italic``): read as unnamed
    if name != element.name and any(len(w) == 1 for w in name.split()):
        # A letter of an icon font or a ``+`` drawn by ``::before`` that the read left out
        # of its name (:mod:`drawnletters`).
        drawn = Counter(str(c) for c in await call(session, object_id, _DRAWN_CHARS) or ())
        kept = []
        for word in name.split():
            if len(word) == 1 and drawn[word] > 0:
                drawn[word] -= 1
                continue
            kept.append(word)
        if " ".join(kept) == element.name:
            return True
    if element.name and name != element.name and len(name.split()) == 2 and state_named(role, name):
        # Named by both states it draws (``Off On``): by the text after them (:mod:`statenames`).
        after = _squeezed(str(await call(session, object_id, _AFTER_ITS_LABEL) or ""))
        return after.casefold().startswith(_squeezed(element.name).casefold())
    if element.name and name != element.name and state_named(role, name):
        # Named by the state it draws (``OFF``, now ``ON``): by the text beside it.
        return await _named_beside(session, object_id, element.name)
    if role is Role.OPTION and element.name and name.startswith(element.name + " "):
        # Highlighted, it draws what a press does after its words (:mod:`highlights`).
        press = " ".join(str(await call(session, object_id, _SELECT_TEXT) or "").split())
        rest = " ".join(name[len(element.name) :].split())
        if press and rest == press:
            return True
        # A chosen item named apart from its remove button (:mod:`chosenitems`).
        said = await call(session, object_id, _CONTROL_NAMES) or ()
        return bool(rest) and rest == " ".join(" ".join(str(w).split()) for w in said)
    if role is Role.BUTTON and name and element.name.startswith(name + " "):
        # A button its items repeat, told by its item's words (:mod:`itemremovers`).
        item = _squeezed(str(await call(session, object_id, _ITEM_TEXT) or ""))
        rest = _squeezed(element.name[len(name) :])
        if rest and rest.casefold() in item.casefold():
            return True
    if role is Role.BUTTON and name and element.name.endswith(": " + name):
        return True  # a header's shared sort button, told by its column (:mod:`sortbuttons`)
    if role is element.role and not name and element.name.startswith(_SORT_BY):
        # A header's bare sort link, named by its column (:mod:`sortbuttons`).
        column = _squeezed(str(await call(session, object_id, _HEADER_WORDS) or ""))
        return bool(column) and _squeezed(_SORT_BY + column) == _squeezed(element.name)
    if role in (Role.LINK, Role.BUTTON) and element.value and name != element.name:
        # Named by its label and the choice it shows (:mod:`shownchoices`), an icon
        # font's glyph names before them left out as the read leaves them out.
        parts, want = name.split(), _squeezed(f"{element.name} {element.value}")
        while parts and _squeezed(" ".join(parts)) != want and _GLYPH_NAME.fullmatch(parts[0]):
            parts = parts[1:]
        if parts and _squeezed(" ".join(parts)) == want:
            return True
    if role is Role.COMBOBOX and element.value and name == element.value:
        # Named by the box showing its choice, read as its value (:mod:`shownvalue`): the
        # same node showing the same choice.
        return True
    if role is Role.COMBOBOX and not name and element.value and element.name == element.value:
        # Named by the choice it shows in the full tree, unnamed in the node's own (AG
        # Grid's select editor, a ``role=combobox`` box holding its choice's text): the
        # same box if it still shows that choice.
        shown = str((node.get("value") or {}).get("value") or "")
        return " ".join(shown.split()) == " ".join(element.value.split())
    if not name and element.name and element.role in _TOGGLES | {Role.SWITCH}:
        # Named by its row and column in a table (:mod:`cellnames`).
        by_cell = str(await call(session, object_id, _CELL_NAME) or "")
        if by_cell and _squeezed(by_cell) == _squeezed(element.name):
            return True
    if not name.strip() and element.name and element.role is Role.SLIDER:
        field = str(await call(session, object_id, _TIP, ["name"]) or "")
        if field_words(field) == element.name:
            return True  # named by its field's name (:mod:`fieldnames`)
        classes = str(await call(session, object_id, _CLASSES) or "")
        if _named_handle(element.name, slider_end(classes)):
            return True  # named by its caption and the end it moves (:mod:`slidernames`)
    if (
        name != element.name
        and name.strip()
        and element.name
        and role in _FIELDS
        and by_placeholder(node.get("name"))
    ):
        # Named by its placeholder, read by the <label> over it (:mod:`besidetext`).
        return await _named_beside(session, object_id, element.name)
    if element.name and name != element.name and role in _TOGGLES | {Role.SWITCH}:
        faces = await call(session, object_id, _FACES, FACE_CLASS.pattern)
        if isinstance(faces, dict) and any(
            drawn_face(name, {str(k): str(v) for k, v in faces.items()}, on) == element.name
            for on in (True, False)
        ):
            return True  # labelled by both faces, read by the one drawn (:mod:`swapfaces`)
    if not name.strip() and element.name and role is Role.RADIO:
        values = await call(session, object_id, _GROUP_VALUES)
        if isinstance(values, dict) and element.name in _group_name(values):
            return True  # named by its value or place in its group (:mod:`groupradios`)
    if not name.strip() and element.name and element.role in _NAMED_BY_TEXT:
        item = " ".join(str(await call(session, object_id, _ITEM_TEXT) or "").split())
        if item and _squeezed(item) == _squeezed(element.name):
            return True  # a stepper's field, named by its item's title (:mod:`steppers`)
        host = str(await call(session, object_id, HOST_NAME) or "")
        if host and _squeezed(host) == _squeezed(element.name):
            return True  # named by the custom element it fills (:mod:`hostnames`)
        if unnamed_placeholder(node.get("name")) == element.name:
            return True  # named by the placeholder an empty label hid (:mod:`emptylabels`)
    if not name.strip() and element.name and element.role in _NAMED_BY_TEXT:
        # Named by the text before it (``<span>SPI Firewall</span> <input role=switch>``),
        # or by a <label> labelling nothing after its wrapper (:mod:`orphanlabels`).
        if await _named_beside(session, object_id, element.name):
            return True
        after = str(await call(session, object_id, _LABEL_AFTER) or "")
        return bool(after) and _squeezed(after).rstrip(":") == _squeezed(element.name)
    if element.role is Role.TEXT and name != element.name:
        return bool(name.strip()) and _squeezed(element.name).startswith(_squeezed(name))
    if name != element.name and role in _HOLDERS:
        # A cell named by its words, less its controls' names (*Restore* over *Restore
        # Delete forever*, the button's; unnamed over a ⋮): the same words once those
        # are taken out.
        rest, want = name, _squeezed(element.name)
        for said in reversed(await call(session, object_id, _CONTROL_NAMES) or ()):
            words = " ".join(str(said).split())
            at = rest.rfind(words) if words else -1
            if at >= 0:
                rest = rest[:at] + " " + rest[at + len(words) :]
            if _squeezed(rest) == want:
                return True
    if name != element.name and element.name:
        if _squeezed(name) == _squeezed(element.name):
            return True  # a label and the shortcut glued to it, parted (``Undo ⌘Z``)
        said = said_state(name)
        if said is not None and said[0] == element.name:
            return True  # a label that says its state, read without it (``… (unchecked)``)
        # The observation left its icons' glyph names out of a name made of its contents
        # (a row's "person_add", shown once it is focused; ``visibility Preview``), and a
        # card's the words of the controls inside it ("Like · Reply", once focused).
        if element.has(State.CLICKABLE) and _in_order(element.name, _squeezed(name)):
            return True
        return _glyphs_apart(name, element.name)
    return name == element.name


def _in_order(seen: str, squeezed_live: str) -> bool:
    """Whether every word of ``seen`` is in ``squeezed_live`` (spaces taken out), in order.

    Case aside: the tree shows the text as drawn (``text-transform: uppercase``), the
    page holds it as written.
    """
    at = 0
    squeezed_live = squeezed_live.casefold()
    for word in seen.casefold().split():
        found = squeezed_live.find(word, at)
        if found < 0:
            return False
        at = found + len(word)
    return True


def _glyphs_apart(live: str, seen: str) -> bool:
    """Whether ``live`` is ``seen`` with icon-font glyph names (``more_vert``) added."""
    rest = iter(live.split())
    for word in seen.split():
        for got in rest:
            if got == word:
                break
            if not _GLYPH_NAME.fullmatch(got):
                return False
        else:
            return False
    return all(_GLYPH_NAME.fullmatch(got) for got in rest)


async def resolve(page: PageHandle, element: Element) -> Live:
    """The element's node, found again by its locator, or :class:`StaleElement`."""
    frame_id, loader_id, bid = parse_locator(element.locator)
    if bid is None:
        raise ActionFailed(f"element {element.id} has no DOM node to act on")
    frames = {f.frame_id: f for f in await page.frames()}
    frame = frames.get(frame_id)
    if frame is None:
        raise stale(element, "is gone (its frame has gone)")
    if frame.loader_id != loader_id:
        raise stale(element, "is gone (the page has navigated)")
    session = frame.session
    try:
        resolved = await session.send("DOM.resolveNode", {"backendNodeId": bid})
        object_id = resolved["object"]["objectId"]
        if not await call(session, object_id, IS_CONNECTED):
            raise stale(element, "was removed from the page")
        ax = await session.send(
            "Accessibility.getPartialAXTree", {"backendNodeId": bid, "fetchRelatives": False}
        )
    except CdpError as exc:
        raise stale(element, "is gone") from exc
    nodes = ax.get("nodes", [])
    node = nodes[0] if nodes else {}
    role = field_role(map_role(node.get("role", {}).get("value", "")), prop_map(node))
    name = node_name(node)
    if not await _same(session, object_id, node, element, role, name):
        if node.get("ignored") and not name:
            # Still in the page, no longer shown: a closed dialog's or menu's control.
            raise stale(element, "is no longer shown (hidden, or its dialog or menu closed)")
        now = "element" if role is Role.GENERIC else str(role)
        raise stale(element, f"changed (now {now} {name!r})")
    desc = await session.send("DOM.describeNode", {"backendNodeId": bid})
    tag = str(desc.get("node", {}).get("nodeName", "")).lower()
    return Live(session=session, backend_id=bid, object_id=object_id, tag=tag)
