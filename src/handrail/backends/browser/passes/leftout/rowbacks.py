"""Row backgrounds a tree or list draws behind its items, which are no lines of their own.

jsTree's ``wholerow`` plugin draws ``<div class="jstree-wholerow">&nbsp;</div>`` the
whole width of the tree behind each node's anchor (``role=treeitem``): a click on it is
handed to the anchor, so it is the item's hit area, not a second control, and its
``&nbsp;`` is no text. Without them a node reads as its item (and its open/close arrow),
not as three more nameless lines whose class words change as the pointer passes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

Box = Callable[[str, int], Sequence[float] | None]
"""(session id, backend node id) -> its layout box ``[x, y, w, h]``, if it has one."""

_SLACK = 2.0
"""How far apart, in CSS pixels, two edges can lie and still be one row's."""

_NO_ROLE = (Role.GENERIC, Role.GROUP, Role.TEXT)


def without_row_backgrounds(drafts: list[Draft], box: Box) -> list[Draft]:
    """``drafts`` without the nameless clickable backgrounds of their siblings' rows.

    Such a background is clickable, has no role, name, value or children, and spans
    the row of a named control beside it under the same parent: the same top and height,
    the control wholly within it. A text of blanks alone (``&nbsp;``) is left out too.
    """
    holders = {d.parent for d in drafts}
    by_parent: dict[str | None, list[Draft]] = {}
    for d in drafts:
        by_parent.setdefault(d.parent, []).append(d)
    gone: set[str] = set()
    for d in drafts:
        if d.locator in holders or d.value:
            continue
        if d.role is Role.TEXT and d.name and not d.name.strip():
            gone.add(d.locator)
            continue
        if d.name.strip() or d.role not in _NO_ROLE or State.CLICKABLE not in d.states:
            continue
        back = box(d.sid, d.bid) if d.bid is not None else None
        if back is None or len(back) < 4:
            continue
        for other in by_parent.get(d.parent, ()):
            if other is d or not other.name.strip() or other.bid is None:
                continue
            if other.role not in INTERACTIVE_ROLES:
                continue
            front = box(other.sid, other.bid)
            if front is not None and _behind(back, front):
                gone.add(d.locator)
                break
    return [d for d in drafts if d.locator not in gone]


def _behind(back: Sequence[float], front: Sequence[float]) -> bool:
    """Whether box ``back`` spans the row of box ``front``, which lies wholly within it."""
    if len(front) < 4 or not front[2] or not front[3]:
        return False
    return (
        abs(back[1] - front[1]) <= _SLACK
        and abs(back[3] - front[3]) <= _SLACK
        and back[0] - _SLACK <= front[0]
        and front[0] + front[2] <= back[0] + back[2] + _SLACK
        and back[2] > front[2]
    )
