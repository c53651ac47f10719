"""A link or button that opens a choice reads the choice it shows as its value.

Framework7's smart select is ``<a class="item-link smart-select">`` holding the hidden
``<select>`` it stands for, its title (*Signature*) and, drawn after it, the chosen
option's words (``<div class="item-after">Short</div>``): Chromium names the link by
both, ``link Signature Short``, and the name (and the id with it) changed with each
choice, which read as part of the label. Mobile kits and admin themes draw a picker
row so: the label, then the choice.

A link or button with no value holding a ``<select>`` (the list it opens) whose chosen
option's words end its name reads the words before as its name and the choice as its
value: ``link Signature = Short``. ``acting/renamed.py`` finds it again by both.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["valued_by_hidden_select"]

_ROLES = frozenset({Role.LINK, Role.BUTTON})


def _chosen(d: DocNodes, s: Any, at: int) -> str | None:
    """The words of the chosen option of the one ``<select>`` inside node ``at``, if any."""
    inside = {at}
    selects: list[int] = []
    for i in range(at + 1, len(d.parents)):
        if d.parents[i] not in inside:
            break  # the subtree of a node follows it in the snapshot
        inside.add(i)
        if s(d.names[i]) == "SELECT":
            selects.append(i)
    if len(selects) != 1:
        return None
    picked = set(d.doc.get("nodes", {}).get("optionSelected", {}).get("index", []))
    first: str | None = None
    for i in range(selects[0] + 1, len(d.parents)):
        if d.parents[i] != selects[0] or s(d.names[i]) != "OPTION":
            continue
        words = " ".join(
            " ".join(s(d.values[j]).split())
            for j in range(i + 1, min(i + 4, len(d.parents)))
            if d.parents[j] == i and s(d.names[j]) == "#text"
        ).strip()
        if i in picked:
            return words
        if first is None:
            first = words
    return None if picked else first


def valued_by_hidden_select(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Value links and buttons by their hidden select's choice ending their name (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role in _ROLES and d.bid is not None and not d.value and d.name.strip():
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            draft = found[doc.bids[i]]
            choice = _chosen(doc, s, i)
            name = " ".join(draft.name.split())
            if not choice or not name.endswith(" " + choice):
                continue
            draft.name, draft.value = name[: -len(choice)].strip(), choice
