"""The watcher script a mirror installs in an isolated world of each document it follows.

A ``MutationObserver`` on the document and its open shadow roots, and capturing
listeners for input, focus, toggles, animations, hover, scrolling and loads, collect
the elements whose subtree may read differently (widened to what their change can
reach). ``__hrm.take()`` answers and forgets them: ``null`` when nothing was touched,
the element (or an array of elements) whose subtrees to read again, or ``'full'`` when
the change cannot be placed (a style sheet, ``<head>``, the document element, an ``id``
or ``for`` attribute, more than :data:`MAX_ROOTS` roots). Evaluating the script again
in the same world answers ``'again'``; the first time ``'installed'``.
"""

from __future__ import annotations

__all__ = ["MAX_ROOTS", "WATCH_SCRIPT", "WORLD"]

WORLD = "handrail-mirror"
"""The isolated world's name (Chromium gives a frame's world of one name back again)."""
MAX_ROOTS = 40
"""More changed subtrees than this in one poll are read as a whole tree."""

WATCH_SCRIPT = r"""
(() => {
  if (globalThis.__hrm) return 'again';
  const roots = new Set();
  let full = false, touched = false;
  const el = (n) => !n ? null : n.nodeType === 1 ? n : n.nodeType === 11 && n.host ? n.host
    : n.nodeType === 3 || n.nodeType === 8 ? n.parentElement : null;
  const mark = (n) => {
    touched = true;
    const e = el(n);
    if (!e || e === document.documentElement || e === document.head || e.closest('head')) {
      full = true;
    } else {
      roots.add(e);
    }
  };
  const up = (n) => { const e = el(n); mark(e && e.parentElement ? e.parentElement : e); };
  const watched = new WeakSet();
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'childList') {
        mark(r.target);
        for (const a of r.addedNodes) shadows(a);
        const t = el(r.target);
        if (t && (t.tagName === 'STYLE' || t.tagName === 'LINK')) full = true;
      } else if (r.type === 'attributes') {
        const t = r.target;
        if (r.attributeName === 'id' || r.attributeName === 'for' ||
            t.tagName === 'STYLE' || t.tagName === 'LINK') full = true;
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
      if (s && !watched.has(s)) { watched.add(s); observer.observe(s, opts); shadows(s); }
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
  let values = fields();
  let focused = document.activeElement;
  observer.observe(document, opts);
  shadows(document.documentElement);
  const on = (kind, fn) => addEventListener(kind, fn, {capture: true, passive: true});
  for (const k of ['input', 'change', 'reset']) on(k, (e) => up(e.target));
  for (const k of ['focusin', 'focusout', 'toggle', 'slotchange', 'animationstart',
                   'animationend', 'transitionend', 'transitioncancel'])
    on(k, (e) => mark(e.composedPath()[0] || e.target));
  for (const k of ['mouseover', 'mouseout']) on(k, (e) => {
    const at = lca(e.target, e.relatedTarget);
    if (at) mark(at); else { touched = true; full = true; }
  });
  for (const k of ['scroll', 'resize', 'load', 'error']) on(k, () => { touched = true; });
  if (document.fonts) document.fonts.addEventListener('loadingdone', () => { touched = true; });
  globalThis.__hrm = {
    take() {
      const now = fields();
      for (const [f, v] of now) if (values.get(f) !== v) up(f);
      values = now;
      if (document.activeElement !== focused) {
        mark(focused && focused.isConnected ? focused : document.body);
        mark(document.activeElement);
        focused = document.activeElement;
      }
      if (!touched) return null;
      const wide = full || roots.size > %(max_roots)d;
      const found = [...roots].filter((r) => r.isConnected);
      roots.clear(); touched = false; full = false;
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
  // Compiled now, not by the first poll (nothing was touched yet: nothing is lost).
  globalThis.__hrm.take();
  return 'installed';
})()
""".replace("%(max_roots)d", str(MAX_ROOTS))
