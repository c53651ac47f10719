"""Elements that only hold the focus for a page: no control of their own.

A data grid's tab guards and a focus trap's sentinels (empty boxes of no size, or of a
pixel), where the focus lands on its way into or out of a widget, and a focus ring's
layer laid over the whole of its item (Quasar's ``q-focus-helper``): nothing a person
sees or presses apart from what they serve. ``finish.py`` leaves them out of a read
unless they hold something.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.geometry import Rect
from handrail.vocab import Role

__all__ = ["focus_guard", "focus_ring"]

_SPECK = 1.0
"""The size (px) of a side a focus guard has at most: what a page hides from the eye."""


def focus_guard(d: Draft, bounds: Rect | None) -> bool:
    """Whether ``d`` is an empty element of no size with no role or name of its own.

    A data grid's tab guard (AG Grid's ``<div tabindex=0>`` before and after it), or a
    focus trap's (MUI's ``sentinelStart``, a block as wide as the page and 0 px high),
    where the focus lands on its way in or out: nothing a person sees or presses; also one
    of a pixel, the size a page gives what it hides from the eye alone (PrimeVue's
    ``<span class="p-hidden-accessible" tabindex=0>`` around an open list). Its children,
    if any, keep it (the caller checks).
    """
    return (
        d.role is Role.GENERIC
        and not d.name.strip()
        and not (d.value or "").strip()
        and bounds is not None
        and min(bounds.w, bounds.h) <= _SPECK
    )


def focus_ring(d: Draft, bounds: Rect | None, control: Rect | None) -> bool:
    """Whether ``d`` is an empty element laid over the whole of the control holding it.

    Quasar draws each clickable item's focus ring with ``<div class="q-focus-helper"
    tabindex=-1>`` over the item: where the focus goes as the item is pressed, a part of
    it, no control of its own. The caller checks it holds nothing.
    """
    return (
        control is not None
        and bounds is not None
        and d.role is Role.GENERIC
        and not d.name.strip()
        and not (d.value or "").strip()
        and max(
            abs(bounds.x - control.x),
            abs(bounds.y - control.y),
            abs(bounds.w - control.w),
            abs(bounds.h - control.h),
        )
        <= _SPECK
    )
