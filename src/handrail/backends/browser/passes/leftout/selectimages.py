"""An image inside a drop-down is the drop-down's face, not a line of its own.

A select drawn with divs draws its arrow in a box of its own, and a library may mark that
box ``role=img`` with a label of a state it is not in (Naive UI's ``<div role=img
aria-label=loading>`` around the arrow while nothing loads): Chromium reads ``clickable
image loading`` inside the ``combobox``, a line naming nothing an agent can do (a press
there opens the same drop-down). An image holding nothing but pictures inside a combobox goes,
unless it, or the combobox, is ``busy`` (``aria-busy``: then something does load). A
``progressbar`` is no image and stays wherever it stands.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = ["without_select_images"]


def without_select_images(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the images drawn inside comboboxes that are not busy.

    Returns: the drafts left.
    """
    boxes = {d.locator for d in drafts if d.role is Role.COMBOBOX and State.BUSY not in d.states}
    if not boxes:
        return drafts  # most pages: no combobox
    # What holds more than pictures (a spinner's words) is more than a picture.
    holders = {d.parent for d in drafts if d.parent is not None and d.role is not Role.IMAGE}
    by_locator = {d.locator: d for d in drafts}
    gone: set[str] = set()
    for d in drafts:
        if d.role is not Role.IMAGE or State.BUSY in d.states or d.locator in holders:
            continue
        up = by_locator.get(d.parent) if d.parent is not None else None
        while up is not None and up.locator not in boxes:
            if up.role is not Role.GENERIC and up.role is not Role.IMAGE:
                up = None  # inside a control or a region of its own first
                break
            up = by_locator.get(up.parent) if up.parent is not None else None
        if up is not None:
            gone.add(d.locator)
    for d in drafts:  # the pictures under one gone go with it
        if d.parent in gone:
            gone.add(d.locator)
    return drop(drafts, gone, {}) if gone else drafts
