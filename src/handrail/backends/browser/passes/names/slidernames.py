"""Handles of a slider the page left unnamed, named by its caption and the end they move.

noUiSlider draws each handle as ``<div class="noUi-handle noUi-handle-lower"
role=slider aria-valuenow=20>`` with no name: a range reads ``slider = 20.00``,
``slider = 80.00``. A person reads them by the slider's caption (the heading or short
text right before it: ``Price``) and by which end each moves, which the handle's class
words say (``-lower``/``-upper``, ``-min``/``-max``, ``-start``/``-end``): ``Price
lower``, ``Price upper``. A handle the page named keeps its name; what lies between the
caption and the handles is read only if it is other handles of the same slider; a text
repeating the name of the control right before it is that control's label, no caption.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import class_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["named_sliders", "slider_end"]

_END = re.compile(r"(?:^|[-_])(lower|upper|min|max|start|end)$", re.IGNORECASE)
"""A class word naming the end of a range a handle moves (``noUi-handle-lower``)."""

_CAPTIONS = frozenset({Role.HEADING, Role.TEXT, Role.LABEL})
_CAPTION_CHARS = 40
"""The longest text read as a slider's caption."""


def slider_end(classes: str) -> str:
    """The end of a range the class words ``classes`` say a handle moves, ``""`` if none."""
    for w in classes.split():
        m = _END.search(w)
        if m is not None:
            return m.group(1).lower()
    return ""


def _ends(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Locator of each unnamed slider -> the end its class words say it moves."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.SLIDER and not d.name.strip() and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    out: dict[str, str] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            end = slider_end(class_of(doc.attrs, i, s))
            if end:
                out[found[doc.bids[i]].locator] = end
    return out


def _caption(d: Draft) -> str:
    """``d``'s words if it reads as a caption: a heading or short text with letters."""
    words = " ".join(d.name.split())
    if d.role not in _CAPTIONS or State.CLICKABLE in d.states or d.value is not None:
        return ""
    if not words or len(words) > _CAPTION_CHARS or not any(c.isalpha() for c in words):
        return ""
    return words


def named_sliders(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each unnamed slider handle of ``drafts`` by its caption and end (in place)."""
    if not any(d.role is Role.SLIDER and not d.name.strip() for d in drafts):
        return
    ends = _ends(drafts, snaps)
    sliders = {d.locator for d in drafts if d.role is Role.SLIDER}
    caption = ""
    """The caption read last, while only sliders and their own texts follow it."""
    control = ""
    """The name of the control read last, while no caption follows it."""
    for d in drafts:
        if d.role is Role.SLIDER:
            if not d.name.strip():
                end = ends.get(d.locator, "")
                d.name = " ".join(w for w in (caption, end) if w)
            continue
        if d.parent in sliders:
            continue  # a handle's drawn value (its tooltip)
        if d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states:
            caption, control = "", " ".join(d.name.split()).casefold()
            continue
        said = _caption(d)
        if said and said.casefold() == control:
            continue  # the label of the control before it (a switch's ``<label for>``)
        if said or d.name.strip():
            caption, control = said, ""
