"""The page scripts that read a live node again, to tell whether it is the element read.

Each is a function declaration ``Runtime.callFunctionOn`` calls on the node (``this``):
what a finishing pass read from the snapshot to name or place an element, read again
from the DOM as it is now (:mod:`sameness`).
"""

from __future__ import annotations

__all__ = [
    "AFTER_ITS_LABEL",
    "CELL_NAME",
    "CELL_WORDS",
    "CLASSES",
    "COLUMN_OVER",
    "CONTROL_NAMES",
    "DRAWN_CHARS",
    "FACES",
    "GROUP_VALUES",
    "HEADER_BOX",
    "HEADER_WORDS",
    "HOLDER_WORDS",
    "ITEM_NAME",
    "ITEM_TEXT",
    "LABEL_AFTER",
    "LINED_RECORD",
    "SELECT_TEXT",
    "STAR_PLACE",
    "STEPPED_WORDS",
    "TEXT",
    "TEXT_BESIDE",
    "TIP",
]

TEXT = """function() {
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
"""Its text as shown, with what CSS draws before and after it and its first parts."""


DRAWN_CHARS = """function() {
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
"""The one-character texts CSS draws before and after it and its first parts."""


CONTROL_NAMES = """function() {
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
"""The names of the controls inside it, as Chromium glues them onto its name."""


SELECT_TEXT = """function() {
  // What a Choices.js option draws after its words while highlighted (*Press to select*).
  return this.nodeType === 1 ? this.getAttribute('data-select-text') || '' : '';
}"""
"""What an option draws after its words while highlighted (Choices.js)."""


TEXT_BESIDE = """function() {
  // The text right before it: what names a control the page left unnamed. A control
  // first in a wrapper of its own (an inline edit's input in its span) is named by the
  // text before the wrapper.
  // A switch or check box drawn before its words is named by the text right after it.
  // All the text on that side within the first wrapper that has any ("1 12 Harbor St"),
  // less what is not drawn (a <select> a widget hides and draws as a button after it,
  // or clips to one pixel before the box it draws: Select2's) and the comments a
  // framework leaves in place of what it does not render (Vue's <!--v-if-->), whose
  // text is no one's. A form item's caption may stand four levels up, beside the
  // wrapper of a widget drawn in nested boxes (Naive UI's select).
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
    for (let el = this, up = 0; el && up < 4; el = above(el), up++) {
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
"""The text right before it and right after it: what names a control left unnamed."""


AFTER_ITS_LABEL = """function() {
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
"""The first text after its ``<label>`` (a switch whose label says only its states)."""


LABEL_AFTER = """function() {
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
"""The words of a ``<label>`` labelling nothing right after it or a wrapper."""


CELL_NAME = """function() {
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
"""Its row's title and its column's header (:mod:`cellnames`)."""


LINED_RECORD = """function() {
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
"""The cells' words of the rows of other tables on its row's line (:mod:`linedrecords`)."""


COLUMN_OVER = """function() {
  // The header of the table column it is drawn over (:mod:`columnfields`): the cell
  // under its centre, then the nearest column header above that cell spanning it.
  const r = this.getBoundingClientRect();
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  const inCell = 'td,th,[role=cell],[role=gridcell],[role=rowheader]';
  const cell = document.elementsFromPoint(cx, cy).find(
    (el) => el !== this && !this.contains(el) && el.matches(inCell));
  if (!cell) return '';
  const top = cell.getBoundingClientRect().top;
  let best = null, bottom = -Infinity;
  for (const h of document.querySelectorAll('th,[role=columnheader]')) {
    const b = h.getBoundingClientRect();
    if (b.left <= cx && cx <= b.right && b.bottom <= top + 2 && b.bottom > bottom) {
      best = h; bottom = b.bottom;
    }
  }
  return best ? (best.textContent || '').split(/\\s+/).join(' ').trim() : '';
}"""
"""The header of the table column it is drawn over (:mod:`columnfields`)."""


HEADER_WORDS = """function() {
  // The words of the column header around it (:mod:`sortbuttons`).
  const head = this.parentElement && this.parentElement.closest('th,[role=columnheader]');
  return head ? head.textContent || '' : '';
}"""
"""The words of the column header around it (:mod:`sortbuttons`)."""


CELL_WORDS = """function() {
  // The words of the table cell around it (:mod:`rowtoggles`).
  const cell = this.parentElement
    && this.parentElement.closest('td,th,[role=gridcell],[role=cell]');
  return cell ? cell.textContent || '' : '';
}"""
"""The words of the table cell around it."""


HEADER_BOX = """function() {
  // Whether it is a bare box in a header cell with no words (:mod:`headerboxes`).
  let up = this.parentElement;
  for (let i = 0; up && i < 3; i++, up = up.parentElement) {
    const role = up.getAttribute('role') || '';
    const head = up.localName === 'th' || role === 'columnheader';
    const cell = up.localName === 'td' || ['gridcell', 'cell'].includes(role);
    if (!head && !cell) continue;
    const words = (up.getAttribute('class') || '').split(/\\s+/);
    if (!head && !words.some(w => /(^|[-_])(head|header)($|[-_])/i.test(w))) return false;
    return !/[\\p{L}\\p{N}]/u.test(up.textContent || '')
      && up.querySelectorAll('input').length === 1;
  }
  return false;
}"""
"""Whether it is a bare box in a header cell with no words."""


ITEM_NAME = """function() {
  // The name of the tree item it opens and closes (:mod:`itemtoggles`): the item around
  // it (PrimeVue), or the one beside it in its element (jsTree's anchor), or the host of
  // the shadow root it is drawn in (Web Awesome's <wa-tree-item role=treeitem>).
  const up = this.parentElement, host = this.getRootNode().host;
  const item = (up && up.closest('[role=treeitem]'))
    || (up && up.querySelector(':scope > [role=treeitem]'))
    || (host && host.closest('[role=treeitem]'));
  return item ? item.getAttribute('aria-label') || item.textContent || '' : '';
}"""
"""The name of the tree item it opens and closes (:mod:`itemtoggles`)."""


CLASSES = """function() { return this.getAttribute('class') || ''; }"""
"""Its class attribute."""


FACES = """function(pattern) {
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
"""The words of each face its parent draws for one state (:mod:`swapfaces`)."""


GROUP_VALUES = """function() {
  // Its place among the radio buttons of its group, and their values (:mod:`groupradios`).
  const root = this.form || this.getRootNode();
  if (!this.name || !root.querySelectorAll) return null;
  const all = Array.from(root.querySelectorAll('input[type=radio]'))
    .filter((r) => r.name === this.name);
  return {at: all.indexOf(this), values: all.map((r) => r.getAttribute('value') || '')};
}"""
"""Its place among its group's radio buttons, and their values (:mod:`groupradios`)."""


ITEM_TEXT = """function() {
  // The words of the nearest element around it holding more than its own: the tag or
  // card its button acts on (:mod:`itemremovers`), a shadow root's host counted as the
  // element around it (Web Awesome's <wa-tag> around the remove button it draws).
  const own = (this.textContent || '').trim();
  const out = (el) => el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
  let up = out(this);
  for (let i = 0; up && i < 4; i++, up = out(up)) {
    const words = (up.textContent || '').trim();
    if (words && words !== own) return up.getAttribute('aria-label') || words;
  }
  return '';
}"""
"""The words of the nearest element around it holding more than its own."""


HOLDER_WORDS = """function() {
  // The words a web component around it draws, up through shadow roots: a list item
  // drawing its headline in its shadow root around a switch it holds (:mod:`heldcontrols`).
  const said = (el) => ((el.shadowRoot ? el.shadowRoot.textContent : '') + ' '
    + (el.textContent || '')).trim();
  const own = said(this);
  let el = this;
  for (let up = 0; up < 6; up++) {
    el = el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
    if (!el) return '';
    const words = said(el);
    if (words && words !== own) return words;
  }
  return '';
}"""
"""The words of the nearest element around it, through shadow roots, holding more than its own."""


TIP = """function(tips) {
  for (const a of tips) {
    const v = (this.getAttribute && this.getAttribute(a) || '').trim();
    if (v) return v.split(/\\s+/).join(' ');
  }
  return '';
}"""
"""The first of the given tooltip attributes it has, its words one-spaced."""

STAR_PLACE = """function() {
  // Its place among its parent's children of its tag, counted from one, when it or its
  // parent has a class word saying a rating (:mod:`ratingstars`); else 0.
  const p = this.parentElement;
  if (this.nodeType !== 1 || !p) return 0;
  const rated = (el) => (el.getAttribute('class') || '').toLowerCase().split(/[^a-z0-9]+/)
    .some((w) => /^(?:rate|rating|ratings|star|stars)$/.test(w));
  if (!rated(this) && !rated(p)) return 0;
  const kin = Array.from(p.children).filter((c) => c.tagName === this.tagName);
  return kin.indexOf(this) + 1;
}"""
"""A star's place among its rating's stars (0 when it is no star of a rating)."""

STEPPED_WORDS = """function() {
  // The words naming the field a minus or plus button steps (:mod:`steppers`): the
  // nearest holder around it with a field inside, that field's label, aria-label and
  // placeholder, and the words of the nearest holder above it with any (the minus and
  // plus signs a stepper's buttons may be written with are no words).
  let up = this.parentElement, field = null;
  for (let i = 0; up && i < 6 && !field; i++, up = up.parentElement) {
    field = up.querySelector('input, textarea, [role=spinbutton], [role=textbox]');
  }
  if (!field) return [];
  const out = [field.getAttribute('aria-label') || '', field.getAttribute('placeholder') || ''];
  for (const l of field.labels || []) out.push(l.textContent || '');
  for (let i = 0; up && i < 4; i++, up = up.parentElement) {
    const words = (up.textContent || '').replace(/[-\u2212\u2013\uff0d+\uff0b]/g, '').trim();
    if (words) { out.push(words); break; }
  }
  return out;
}"""
"""The words that may name the field a stepper's button steps."""
