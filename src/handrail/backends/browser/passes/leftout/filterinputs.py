"""A select's own filter input, empty and out of the tab order, is a part of the select.

A filterable select drawn with divs (Naive UI's ``n-select filterable``) keeps an empty
``<input tabindex=-1>`` inside its focusable box (``<div class=n-base-selection-label
tabindex=0>``), the choice drawn over it, and focuses that input itself once opened,
for the letters typed to filter its options. Shut, it read ``clickable Lisbon`` over
``textbox Lisbon``: the box no combobox (``drawnselects.py`` leaves a drop-down holding
a field of its own to that field) and the input a field no person sees. An empty text
field, not focused, whose ``tabindex`` is negative, right inside a focusable element
whose class or its parent's names a select (``drawnselects.classed_a_select``), goes: the
box reads ``combobox City = Lisbon``. Focused (opened) or holding letters, it stays the
field one types into.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    attribute_of,
    snapshot_docs,
)
from handrail.backends.browser.passes.roles.drawnselects import classed_a_select
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = ["without_filter_inputs"]

_FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX})


def _tab(value: str) -> int | None:
    """A ``tabindex`` attribute's number, if it is one."""
    value = value.strip()
    return int(value) if value.lstrip("-").isdigit() else None


def without_filter_inputs(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]]
) -> list[Draft] | None:
    """``drafts`` without the empty filter inputs of selects drawn with divs."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if (
            d.role in _FIELDS
            and d.bid is not None
            and not d.value
            and State.FOCUSED not in d.states
            and d.sid in snaps
        ):
            wanted.setdefault(d.sid, {})[d.bid] = d
    gone: set[str] = set()
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            own = _tab(attribute_of(doc.attrs, i, s, "tabindex"))
            if s(doc.names[i]) != "INPUT" or own is None or own >= 0:
                continue
            box = doc.parents[i] if i < len(doc.parents) else -1
            held = _tab(attribute_of(doc.attrs, box, s, "tabindex")) if box >= 0 else None
            if held is None or held < 0:
                continue
            if classed_a_select(doc.attrs, doc.parents, box, s):
                gone.add(found[doc.bids[i]].locator)
    return drop(drafts, gone, {}) if gone else None
