"""A sortable column's arrows are its header's face, not controls of their own.

Ant Design draws a sortable column's header as a clickable ``<th>`` (the sort control,
which says its order by ``aria-sort``) holding two arrow icons, ``<span class="anticon
anticon-caret-up ant-table-column-sorter-up">``: each read ``clickable covered (icon:
caret up table column sorter)``, two lines per column that take no press of their own.
An unnamed clickable element with no role inside a clickable column header whose class,
or that of an element up to two levels above it, names a sorter (``sorter``, ``sort``,
``sortable``) goes with its parts: a press on it is the header's.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.looks.classlooks import node_attribute
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_sort_arrows"]

_SORTER = re.compile(r"(?:^|[-_])sort(?:er|ers|able|ing)?(?:$|[-_])", re.IGNORECASE)
"""A class word naming a sort control or its arrows (``ant-table-column-sorter-up``)."""
_UP = 2
"""Levels above an arrow at which its sorter's class may be."""


def without_sort_arrows(
    drafts: list[Draft], layouts: dict[str, SessionLayout], snaps: dict[str, dict[str, Any]]
) -> list[Draft]:
    """``drafts`` without the unnamed sort arrows drawn in clickable column headers."""
    by_locator = {d.locator: d for d in drafts}
    headers = {
        d.locator for d in drafts if d.role is Role.COLUMNHEADER and State.CLICKABLE in d.states
    }
    if not headers:
        return drafts
    gone: set[str] = set()
    for d in drafts:
        if d.parent in gone:
            gone.add(d.locator)
            continue
        plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        if not plain or d.name.strip() or d.bid is None or d.role is Role.COLUMNHEADER:
            continue
        up = by_locator.get(d.parent or "")
        while up is not None and up.locator not in headers:
            up = by_locator.get(up.parent or "")
        layout, snap = layouts.get(d.sid), snaps.get(d.sid)
        if up is None or layout is None or snap is None:
            continue
        chain, node = [d.bid], layout.parent(d.bid)
        while node is not None and len(chain) <= _UP:
            chain.append(node)
            node = layout.parent(node)
        classes = node_attribute(snap, set(chain), "class")
        if any(_SORTER.search(w) for n in chain for w in classes.get(n, "").split()):
            gone.add(d.locator)
    return [d for d in drafts if d.locator not in gone] if gone else drafts
