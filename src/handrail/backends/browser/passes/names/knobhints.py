"""An unnamed knob a page draws over a named control, told by that control.

A colour picker draws its knobs as empty ``div``s laid over the area they move on
(Pickr's ``.pcr-picker`` over its ``role=listbox`` *color selection area* and over its
``role=slider`` *hue selection slider*): both would read the same look of their class.
An unnamed clickable element with no role and nothing inside it, right beside (in
document order, under the same parent) a named control whose box holds its centre, is
told by that control: ``clickable (icon: knob on hue selection slider)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["knobs_by_their_area"]


def knobs_by_their_area(
    drafts: list[Draft], box: Callable[[str, int], Sequence[float] | None]
) -> dict[str, str]:
    """Hints (by locator) for the unnamed knobs lying over a named control beside them."""
    holders = {d.parent for d in drafts if d.parent is not None}
    out: dict[str, str] = {}
    for at, d in enumerate(drafts):
        if (
            d.role is not Role.GENERIC
            or State.CLICKABLE not in d.states
            or d.name.strip()
            or d.bid is None
            or d.locator in holders
        ):
            continue
        own = box(d.sid, d.bid)
        if own is None or len(own) < 4:
            continue
        cx, cy = own[0] + own[2] / 2, own[1] + own[3] / 2
        for other in _beside(drafts, at):
            area = box(other.sid, other.bid) if other.bid is not None else None
            if area is None or len(area) < 4:
                continue
            if area[0] <= cx <= area[0] + area[2] and area[1] <= cy <= area[1] + area[3]:
                out[d.locator] = f"knob on {' '.join(other.name.split())}"
                break
    return out


def _beside(drafts: list[Draft], at: int) -> list[Draft]:
    """The named controls right before and after ``drafts[at]`` under the same parent."""
    d = drafts[at]
    found: list[Draft] = []
    for step in (1, -1):
        i = at + step
        while 0 <= i < len(drafts) and drafts[i].parent != d.parent:
            if drafts[i].parent is None or (step < 0 and drafts[i].sid != d.sid):
                break
            i += step
        if 0 <= i < len(drafts):
            other = drafts[i]
            if (
                other.parent == d.parent
                and other.sid == d.sid
                and other.role in INTERACTIVE_ROLES
                and other.role is not Role.GENERIC
                and other.name.strip()
            ):
                found.append(other)
    return found
