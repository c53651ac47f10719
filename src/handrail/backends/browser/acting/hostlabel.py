"""The name a field's custom element gives it, read again on the live page.

A field inside a custom element named by the page (``<fluent-text-input
aria-labelledby=…>`` holding an ``<input>`` in its shadow root) reads by that element's
name (:mod:`~handrail.backends.browser.passes.names.hostnames`); the field's own node has
none. :data:`HOST_NAME` finds that name again from the field's node.
"""

from __future__ import annotations

__all__ = ["HOST_NAME"]

HOST_NAME = """function() {
  // The words of the first element up (through shadow roots) the page names, at most
  // four up: its aria-labelledby elements' text, else its aria-label.
  let el = this;
  for (let up = 0; up < 4; up++) {
    el = el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
    if (!el) return '';
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean);
    if (ids.length) {
      const root = el.getRootNode();
      return ids.map((id) => {
        const t = root.getElementById ? root.getElementById(id) : null;
        return t ? (t.textContent || '') : '';
      }).join(' ').trim();
    }
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
  }
  return '';
}"""
"""JavaScript run on a field's node: the name of the named element it fills, or ``''``."""
