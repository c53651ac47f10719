"""Text into an editor that takes its keys in a field cut off to nothing.

CodeMirror 5 (EasyMDE's editor) keeps a ``<textarea>`` in a box of no height: keys go
there, the editor takes each one from it and draws the document in lines of its own.
The field's ``value`` is only what was typed last (or nothing), never the document, and
selecting its text selects nothing of the document. Such a field (a multi-line one the
boxes around it cut off to under 4 px, inside a drawn box holding text) is read back by
the text that box draws, its caret is put at the document's end as a person's click
past the last line puts it, and a ``set-value`` selects the document as a person does,
with Ctrl+A, which the editor handles.
"""

from __future__ import annotations

from handrail.backends.browser.acting.keymap import key_events
from handrail.backends.browser.session.page import PageHandle

__all__ = ["SINK_HOST", "SINK_TEXT", "select_all_keys", "to_the_end"]

SINK_HOST = """((el) => {
  if (!el || el.tagName !== 'TEXTAREA') return null;
  let up = el.parentElement, cut = false;
  for (let k = 0; k < 3 && up; k++, up = up.parentElement) {
    const b = up.getBoundingClientRect();
    if (Math.min(b.width, b.height) < 4) {
      if (getComputedStyle(up).overflow !== 'visible') cut = true;
      continue;
    }
    return cut && (up.innerText || '').trim() ? up : null;
  }
  return null;
})"""
"""A script expression: the box drawing a field cut off to nothing, or ``null``."""

SINK_TEXT = """((host) => (host.innerText || '').replace(/\\u200b/g, '').replace(/\\n+$/, ''))"""
"""A script expression: the text that box draws (an empty line's zero-width space gone)."""


async def select_all_keys(page: PageHandle) -> None:
    """Press Ctrl+A where the focus is: the editor selects its whole document."""
    from handrail.keys import parse_keys

    for ev in key_events(parse_keys("ctrl+a")):
        await page.main.send("Input.dispatchKeyEvent", ev)


async def to_the_end(page: PageHandle) -> None:
    """Press Ctrl+End where the focus is: the editor's caret goes after its last line."""
    from handrail.keys import parse_keys

    for ev in key_events(parse_keys("ctrl+End")):
        await page.main.send("Input.dispatchKeyEvent", ev)
