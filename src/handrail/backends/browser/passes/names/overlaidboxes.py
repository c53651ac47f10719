"""A check box laid over the words right after it is named by them; they are its face.

daisyUI's collapse is ``<div class="collapse"><input type=checkbox><div
class="collapse-title">Care instructions</div>…``: its style sheet stretches the check box,
transparent, over the title, so a press on the title ticks it and the section opens.
Chromium reads an unnamed ``checkbox`` and, after it, the title as a clickable element of
its own (``clickable covered Care instructions``). An unnamed check box or radio button
whose box holds the middle of the next element, a clickable one of no control's role
under the same parent, is named by that element's words, and the element goes (what it
holds moves up): ``checkbox Care instructions``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["named_by_overlaid_words"]

_BOXES = frozenset({Role.CHECKBOX, Role.RADIO})


def _over(outer: Sequence[float], inner: Sequence[float]) -> bool:
    """Whether box ``outer`` (x, y, width, height) holds the middle of box ``inner``."""
    x, y = inner[0] + inner[2] / 2, inner[1] + inner[3] / 2
    return outer[0] <= x <= outer[0] + outer[2] and outer[1] <= y <= outer[1] + outer[3]


def named_by_overlaid_words(
    drafts: list[Draft], box: Callable[[str, int], Sequence[float] | None]
) -> list[Draft]:
    """``drafts`` with each check box laid over its words named by them, the words gone."""
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for d, k in pairwise(drafts):
        if d.role not in _BOXES or d.name.strip() or d.bid is None or k.bid is None:
            continue
        face = State.CLICKABLE in k.states and k.role not in INTERACTIVE_ROLES
        if not face or k.parent != d.parent or k.sid != d.sid or not k.name.strip():
            continue
        outer, inner = box(d.sid, d.bid), box(k.sid, k.bid)
        if outer is None or inner is None or min(inner[2], inner[3]) <= 0:
            continue
        if _over(outer, inner):
            d.name = " ".join(k.name.split())
            gone.add(k.locator)
            moved[k.locator] = k.parent
    return drop(drafts, gone, moved) if gone else drafts
