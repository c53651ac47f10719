"""A ``<dialog>`` that is shut reads as nothing, however its style sheet lays it out.

HTML shows a ``<dialog>`` only while it has the ``open`` attribute (``show()``,
``showModal()``); shut, the browser's own style hides it. A style sheet that animates
its opening (daisyUI's ``<dialog class="modal">``) lays the shut one out all the same,
over the whole page at opacity 0 and letting presses through, and Chromium's tree reads
it with all it holds: ``dialog Added!`` and its *Close* button, which no one sees. A
``dialog`` draft whose element is a ``<dialog>`` without ``open`` goes, with everything
inside it.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["without_shut_dialogs"]


def _shut(snaps: dict[str, dict[str, Any]], wanted: dict[str, dict[int, str]]) -> set[str]:
    """The locators among ``wanted`` whose element is a ``<dialog>`` without ``open``."""
    out: set[str] = set()
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            name = s(doc.names[i]) if i < len(doc.names) else ""
            if name.upper() != "DIALOG":
                continue
            pairs = doc.attrs[i] if i < len(doc.attrs) else []
            has_open = any(s(pairs[k]) == "open" for k in range(0, len(pairs) - 1, 2))
            if not has_open:
                out.add(found[doc.bids[i]])
    return out


def without_shut_dialogs(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without the shut ``<dialog>`` elements and what lies in them."""
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        if d.role is Role.DIALOG and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    if not wanted:
        return drafts
    gone = _shut(snaps, wanted)
    if not gone:
        return drafts
    kept: list[Draft] = []
    for d in drafts:
        if d.locator in gone or d.parent in gone:
            gone.add(d.locator)
            continue
        kept.append(d)
    return kept
