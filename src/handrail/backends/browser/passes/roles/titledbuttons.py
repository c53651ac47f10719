"""A button the page keeps out of the tree, drawn with a title, reads as a button.

Kendo UI's Slider draws its step buttons as ``<button title="Decrease" aria-hidden="true"
tabindex="-1">`` holding an SVG chevron: ``aria-hidden`` keeps them out of Chromium's
tree, so neither their role nor their title reach it, and the read found them only as
clickable elements, ``clickable (icon: full decrease chevron)``, their class words for a
hint. A clickable element of no control's role and no words whose own element is a
``<button>`` (or says ``role="button"``) with a short ``title`` reads ``button <title>``
(``acting/drawnas.py`` finds it again by that title).
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.classlooks import attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["titled_buttons"]

_TITLE_CHARS = 40
"""The longest title that names a button."""


def titled_buttons(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Read each unnamed clickable ``<button>`` out of the tree as a button, named by its title."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if pressed(d) and d.bid is not None and not d.name.strip() and not d.value:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            role = attribute_of(doc.attrs, i, s, "role")
            button = s(doc.names[i]) == "BUTTON" or role == "button"
            title = " ".join(attribute_of(doc.attrs, i, s, "title").split())
            if not button or not title or len(title) > _TITLE_CHARS:
                continue
            d = found[doc.bids[i]]
            d.role, d.name = Role.BUTTON, title
            d.states -= {State.CLICKABLE}
            d.named = {"sources": [{"type": "attribute", "value": title}]}
