"""The watcher script a mirror installs in an isolated world of each document it follows.

A ``MutationObserver`` on the document and its open shadow roots, and capturing
listeners for input, focus, toggles, animations, hover, scrolling and loads (and, for
an animation a script runs, its end, heard once a poll finds it running), collect
the elements whose subtree may read differently (widened to what their change can
reach). ``__hrm.take(reader)`` answers and forgets them: ``null`` when nothing was
touched, the element (or an array of elements) whose subtrees to read again, or
``'full'`` when the change cannot be placed (a style sheet, ``<head>``, the document
element, an ``id`` or ``for`` attribute, more than :data:`MAX_ROOTS` roots).

Chromium gives every client that asks for the world by its name the same world, so
several readers (the managed browser's watcher, a ``--cdp`` session daemon, a Python
session) share one script: each keeps its own changes, and what one takes is still
there for the others. A reader joins when it evaluates the script (the first time
``'installed'``, then ``'again'``), right before it reads the whole tree, so joining
again forgets what it had not taken yet (that tree holds it); a reader the script does
not know (its world was made by another) is answered ``'full'`` and joined. A reader
that has not asked for :data:`FORGET_MS` is forgotten (its process has gone).
"""

from __future__ import annotations

import json

__all__ = ["FORGET_MS", "MAX_ROOTS", "WORLD", "take_expression", "watch_script"]

WORLD = "handrail-mirror"
"""The isolated world's name (Chromium gives a frame's world of one name back again)."""
MAX_ROOTS = 40
"""More changed subtrees than this in one poll are read as a whole tree."""
FORGET_MS = 30 * 60 * 1000
"""A reader that has not polled for this long (milliseconds) is forgotten."""

_SCRIPT = r"""
((reader) => {
  if (globalThis.__hrm) { globalThis.__hrm.join(reader); return 'again'; }
  // Per reader: the changed roots, whether anything was touched, whether the change
  // cannot be placed, the form values and focus it last saw, when it last asked.
  const readers = new Map();
  const touch = () => { for (const r of readers.values()) r.touched = true; };
  const widen = (to = readers.values()) => { for (const r of to) { r.touched = r.full = true; } };
  const el = (n) => !n ? null : n.nodeType === 1 ? n : n.nodeType === 11 && n.host ? n.host
    : n.nodeType === 3 || n.nodeType === 8 ? n.parentElement : null;
  // Marked for every reader, or for ``to`` alone (what one reader's poll finds).
  const mark = (n, to = readers.values()) => {
    const e = el(n);
    if (!e || e === document.documentElement || e === document.head || e.closest('head')) {
      widen(to);
      return;
    }
    for (const r of to) {
      r.touched = true;
      if (r.full) continue;
      r.roots.add(e);
      // A reader that gathers more than it could use reads the whole tree anyway.
      if (r.roots.size > %(max_roots)d) { r.full = true; r.roots.clear(); }
    }
  };
  const up = (n, to) => { const e = el(n); mark(e && e.parentElement ? e.parentElement : e, to); };
  const watched = new WeakSet();
  // The open shadow roots watched, in order: a document's animations leave out theirs.
  let shadowRoots = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'childList') {
        mark(r.target);
        for (const a of r.addedNodes) shadows(a);
        const t = el(r.target);
        if (t && (t.tagName === 'STYLE' || t.tagName === 'LINK')) widen();
      } else if (r.type === 'attributes') {
        const t = r.target;
        if (r.attributeName === 'id' || r.attributeName === 'for' ||
            t.tagName === 'STYLE' || t.tagName === 'LINK') widen();
        up(t);
      } else {
        up(r.target);
      }
    }
  });
  const opts = {subtree: true, childList: true, attributes: true, characterData: true};
  const shadows = (n) => {
    if (!n || n.nodeType !== 1) return;
    const all = [n, ...n.querySelectorAll('*')];
    for (const e of all) {
      const s = e.shadowRoot;
      if (s && !watched.has(s)) {
        watched.add(s); shadowRoots.push(s); observer.observe(s, opts); shadows(s);
      }
    }
  };
  const lca = (a, b) => {
    if (!a || !b) return null;
    for (let x = a; x; x = x.parentElement) if (x.contains(b)) return x;
    return null;
  };
  // Live collections: an unchanged document answers them from Chromium's cache, where
  // a selector query would walk the whole document on every poll.
  const lists = ['input', 'select', 'textarea'].map((t) => document.getElementsByTagName(t));
  const fields = () => {
    const out = new Map();
    for (const f of lists.flatMap((l) => [...l])) {
      out.set(f, f.value + '\u0000' + f.checked + '\u0000' + f.selectedIndex + '\u0000' +
        (f.indeterminate ? 1 : 0));
    }
    return out;
  };
  observer.observe(document, opts);
  shadows(document.documentElement);
  const on = (kind, fn) => addEventListener(kind, fn, {capture: true, passive: true});
  for (const k of ['input', 'change', 'reset']) on(k, (e) => up(e.target));
  for (const k of ['focusin', 'focusout', 'toggle', 'slotchange', 'animationstart',
                   'animationend', 'transitionend', 'transitioncancel'])
    on(k, (e) => mark(e.composedPath()[0] || e.target));
  for (const k of ['mouseover', 'mouseout']) on(k, (e) => {
    const at = lca(e.target, e.relatedTarget);
    if (at) mark(at); else widen();
  });
  for (const k of ['scroll', 'resize', 'load', 'error']) on(k, touch);
  if (document.fonts) document.fonts.addEventListener('loadingdone', touch);
  // A script's animation (``el.animate()``: a dialog scaling in) fires no DOM event, so
  // a read taken while it runs would stand: one found running is heard when it ends,
  // and its target reads again. CSS animations and transitions say so by events.
  const heard = new WeakSet();
  const animated = () => {
    if (!document.getAnimations) return;
    shadowRoots = shadowRoots.filter((s) => s.host.isConnected);
    for (const a of [document, ...shadowRoots].flatMap((r) => r.getAnimations())) {
      if (heard.has(a) || a.playState !== 'running') continue;
      if (globalThis.CSSAnimation && a instanceof CSSAnimation) continue;
      if (globalThis.CSSTransition && a instanceof CSSTransition) continue;
      const t = a.effect && a.effect.target;
      if (!t) continue;
      heard.add(a);
      const done = () => mark(t.isConnected ? t : document.body);
      a.addEventListener('finish', done, {once: true});
      a.addEventListener('cancel', done, {once: true});
    }
  };
  globalThis.__hrm = {
    // A reader joining again starts from now: it reads the whole tree right after
    // (the renderer answers in order), which holds every change made before.
    join(id) {
      const known = readers.has(id);
      readers.set(id, {roots: new Set(), touched: false, full: false, values: fields(),
                       focused: document.activeElement, asked: Date.now()});
      return !known;
    },
    take(id) {
      const me = readers.get(id);
      if (!me) { this.join(id); return 'full'; }
      const now = Date.now();
      me.asked = now;
      for (const [k, r] of readers) if (now - r.asked > %(forget_ms)d) readers.delete(k);
      // Only this reader's view of the fields and the focus moves on: what it finds
      // changed is marked for it alone (the others find it when they ask).
      const values = fields();
      for (const [f, v] of values) if (me.values.get(f) !== v) up(f, [me]);
      me.values = values;
      animated();
      const focused = document.activeElement;
      if (focused !== me.focused) {
        mark(me.focused && me.focused.isConnected ? me.focused : document.body, [me]);
        mark(focused, [me]);
        me.focused = focused;
      }
      if (!me.touched) return null;
      const wide = me.full;
      const found = [...me.roots].filter((r) => r.isConnected);
      me.roots.clear(); me.touched = false; me.full = false;
      if (wide) return 'full';
      const extra = [];
      for (const r of found) {
        const label = r.closest('label');
        if (label && label.control) extra.push(label.control);
        for (let a = r, i = 0; a && i < 32; a = a.parentElement, i++) {
          if (!a.id) continue;
          const id = CSS.escape(a.id);
          extra.push(...document.querySelectorAll(
            `[aria-labelledby~="${id}"], [aria-describedby~="${id}"]`));
        }
      }
      const all = [...new Set([...found, ...extra])];
      if (all.length > %(max_roots)d) return 'full';
      const out = all.filter((r) => !all.some((o) => o !== r && o.contains(r)));
      // One root (the usual small change) comes as itself: no second round trip.
      return out.length === 1 ? out[0] : out;
    },
  };
  globalThis.__hrm.join(reader);
  // Compiled now, not by the first poll (nothing was touched yet: nothing is lost).
  globalThis.__hrm.take(reader);
  return 'installed';
})""".replace("%(max_roots)d", str(MAX_ROOTS)).replace("%(forget_ms)d", str(FORGET_MS))


def watch_script(reader: str) -> str:
    """The expression that installs the watcher (or finds it) and joins ``reader`` to it."""
    return f"{_SCRIPT}({json.dumps(reader)})"


def take_expression(reader: str) -> str:
    """The expression a poll evaluates: what changed for ``reader`` since it last asked."""
    return f"__hrm.take({json.dumps(reader)})"
