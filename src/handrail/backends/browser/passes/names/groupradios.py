"""Radio buttons of one group the page names by nothing, read by their value or place.

daisyUI draws a rating as bare ``<input type=radio name=rating-2 class="mask
mask-star-2">`` elements with no label, no text beside them and no ``aria-label``:
each reads ``radio (icon: rating mask star)``, and which star is which is left to their
order. A person reads them by their place in the row, and so is each named: by the
``value`` the page gave it when every radio of its group has a distinct one of its own
(not the browser's ``on``), else by its place in its group, ``2 of 5``. Only a group
of two or more, none of which the page or the text beside it names, is named so.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["group_place_names", "named_by_group"]

_VALUE_CHARS = 30
"""The longest value read as a radio button's name."""


def group_place_names(values: list[str]) -> list[str]:
    """The names of a group's radio buttons whose ``value`` attributes are ``values``."""
    n = len(values)
    own = [" ".join(v.split()) for v in values]
    if all(v and v != "on" and len(v) <= _VALUE_CHARS for v in own) and len(set(own)) == n:
        return own
    return [f"{i + 1} of {n}" for i in range(n)]


def named_by_group(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]], beside: dict[str, dict[int, str]]
) -> None:
    """Name the unnamed radio buttons of ``drafts`` by their group (in place).

    ``beside`` holds, per session, the hints the text beside an unnamed control gives it:
    a radio button told so is named by no group.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.RADIO and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    if not any(not d.name.strip() for found in wanted.values() for d in found.values()):
        return
    groups: dict[tuple[str, int, str], list[tuple[Draft, str]]] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            group = attribute_of(doc.attrs, i, s, "name")
            if group:
                d = found[doc.bids[i]]
                key = (d.sid, id(doc.doc), group)
                groups.setdefault(key, []).append((d, attribute_of(doc.attrs, i, s, "value")))
    for (sid, _, _), members in groups.items():
        told = beside.get(sid, {})
        if len(members) < 2 or any(d.name.strip() or d.bid in told for d, _ in members):
            continue
        members.sort(key=lambda m: drafts.index(m[0]))
        for (d, _), name in zip(members, group_place_names([v for _, v in members]), strict=True):
            d.name = name
