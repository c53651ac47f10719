"""A link that is the whole face of the tab it is drawn in is no control of its own.

jQuery UI (and the tab widgets made like it) gives the ``<li>`` the role ``tab`` and
keeps the ``<a href="#panel" tabindex=-1>`` inside it, where jQuery UI listens: each tab
read ``tab Hotels`` over ``link Hotels``. The link says only its tab's name; it goes,
and a press on the tab lands on its words, the link's (:mod:`perform` takes the words
of a control saying only its tab's words as the tab's own).
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role

__all__ = ["without_tab_faces"]


def _said(text: str) -> str:
    return " ".join(text.split()).casefold()


def without_tab_faces(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the links that say only the name of the tab right around them."""
    by_locator = {d.locator: d for d in drafts}
    gone: dict[str, str | None] = {}
    for d in drafts:
        up = by_locator.get(d.parent) if d.parent is not None else None
        if d.role is not Role.LINK or up is None or up.role is not Role.TAB:
            continue
        if d.name.strip() and _said(d.name) == _said(up.name):
            gone[d.locator] = up.locator
    return drop(drafts, set(gone), gone) if gone else drafts
