"""The caption of the form item around a field, read again on the live page.

A field named by its placeholder reads by the caption of its form item
(:mod:`~handrail.backends.browser.passes.names.itemcaptions`): :data:`ITEM_CAPTION`
finds it again from the field's node, the same walk up through its wrappers.
"""

from __future__ import annotations

__all__ = ["ITEM_CAPTION"]

ITEM_CAPTION = """function() {
  // Up through wrappers holding no other field, to the first with an element before
  // it: a <label> there (or one a class names a label) with no "for" is the caption.
  const field = (n) => /^(INPUT|SELECT|TEXTAREA)$/.test(n.tagName)
    && (n.getAttribute('type') || '').toLowerCase() !== 'hidden';
  let at = this;
  for (let up = 0; up < 6; up++) {
    const before = at.previousElementSibling;
    if (before) {
      const words = (before.classList || []);
      const label = before.tagName === 'LABEL' || [...words].some(
        (w) => w === 'label' || w.endsWith('-label') || w.endsWith('__label'));
      if (!label || before.hasAttribute('for')) return '';
      return (before.textContent || '').split(/\\s+/).join(' ').trim()
        .replace(/[:*]+$/, '').trim();
    }
    at = at.parentElement;
    if (!at) return '';
    const others = [...at.querySelectorAll('input,select,textarea')];
    if (others.some((n) => !this.contains(n) && field(n))) return '';
  }
  return '';
}"""
"""The caption of the form item around the field, ``""`` for none."""
