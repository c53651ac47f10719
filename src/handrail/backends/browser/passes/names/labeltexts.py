"""The words of one control's ``<label>`` name no other control beside them.

daisyUI's swap is a ``<label class="swap">`` holding a check box and the two faces it
swaps between (``Saved``, ``Save``); a bare toggle right after it, its words after it
(``<input class="toggle"> Gift wrap``), was named by the face before it, ``Save``, as
the text drawn right before an unnamed control on its line. Words inside a ``<label>``
that labels another control are that control's name.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.labels import label_controls
from handrail.backends.browser.passes.looks.classlooks import string_at, wanted_nodes

__all__ = ["labels_of_texts"]

_LEVELS = 8
"""How many ancestors up a text's ``<label>`` is looked for."""


def labels_of_texts(snap: dict[str, Any], texts: set[int]) -> dict[int, int]:
    """Of ``texts`` (backend node ids), those inside a ``<label>``: text -> its control.

    The control is the backend node id of the element the label labels (by ``for``, or
    the first labelable element inside it).
    """
    strings: list[str] = snap.get("strings", [])
    if "LABEL" not in strings or not texts:
        return {}
    s = string_at(strings)
    out: dict[int, int] = {}
    for doc, hits in wanted_nodes(snap, texts):
        controls = label_controls(strings, doc.doc.get("nodes", {}))
        if not controls:
            continue
        for i in hits:
            up = i
            for _ in range(_LEVELS):
                if up < 0 or up >= len(doc.names):
                    break
                if s(doc.names[up]) == "LABEL":
                    control = controls.get(doc.bids[up])
                    if control is not None:
                        out[doc.bids[i]] = control
                    break
                up = doc.parents[up] if up < len(doc.parents) else -1
    return out
