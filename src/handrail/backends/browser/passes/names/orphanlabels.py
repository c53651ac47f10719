"""A ``<label>`` that labels nothing, right after a field of no name, names that field.

Materialize draws a select as its own read-only ``combobox`` input in a wrapper and
writes the field's ``<label>`` after that wrapper, with no ``for`` and no control inside,
floating it over the field: a person reads "Language" as the field's name, and Chromium
ties it to nothing (a read gave ``combobox = English`` and the text ``Language`` apart).
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.labels import LABELABLE
from handrail.backends.browser.layout import subtree_end
from handrail.backends.browser.passes.looks.classlooks import string_at, wanted_nodes

__all__ = ["orphan_labels"]

_INSIDE = 12
"""Nodes inside a label looked through for a control it would label."""


def orphan_labels(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted`` (elements or text nodes), the ``<label>`` elements labelling nothing.

    No ``for``, no control inside, none after it in its parent (a label before a control
    captions that one); a text node right inside such a label counts as it.
    """
    if not wanted:
        return set()
    s = string_at(snap.get("strings", []))
    out: set[int] = set()
    for d, hits in wanted_nodes(snap, wanted):
        bids, parents, names, attrs = d.bids, d.parents, d.names, d.attrs
        for i in hits:
            at = parents[i] if s(names[i]) == "#text" and i < len(parents) else i
            if at < 0 or s(names[at]) != "LABEL":
                continue
            pairs = attrs[at] if at < len(attrs) else []
            if any(s(pairs[k]) == "for" for k in range(0, len(pairs) - 1, 2)):
                continue
            inside = {at}
            holds = False
            for j in range(at + 1, min(len(parents), at + 1 + _INSIDE)):
                if parents[j] not in inside:
                    break
                inside.add(j)
                holds = holds or s(names[j]) in LABELABLE
            up = parents[at]
            count = min(len(parents), len(names))
            rest = range(subtree_end(parents, at, count), subtree_end(parents, up, count))
            # A control after it in its parent is the one it captions (``<label>Description
            # </label><textarea>``): only a label that ends its group names the field before.
            if not holds and up >= 0 and not any(s(names[j]) in LABELABLE for j in rest):
                out.add(bids[i])
    return out
