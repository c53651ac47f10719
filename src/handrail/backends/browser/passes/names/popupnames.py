"""A pop-up named by all its contents is named by its words, not its icon's or buttons'.

Ant Design's Popconfirm is a ``role=tooltip`` holding an icon (``<span role=img
aria-label="exclamation-circle">``), its question and its buttons: Chromium names it by
everything in it, ``exclamation-circle Archive this order? No Yes``, and the button it
describes carries that as its description. A tooltip or dialog named by its contents
loses its buttons' names at its name's end and an icon's name (one lower-case word, as
``icontrail.py`` reads them) at its start; a description that said the old name says the
new one. So does one named by its title bar (``aria-labelledby``) when that bar holds its
close button: Kendo UI's Dialog reads ``dialog Delete record``, not ``Delete record
Close``.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.axdrafts import from_contents
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["popups_by_their_words"]

_POPUPS = frozenset({Role.TOOLTIP, Role.DIALOG})
_ICON_LABEL = re.compile(r"^[a-z]+(?:-[a-z]+)*$")
"""What an icon's own name looks like (``exclamation-circle``)."""
_CONTROLS = frozenset({Role.BUTTON, Role.LINK})


def _words(text: str) -> str:
    return " ".join(text.split())


def _by_element(named: dict[str, Any] | None) -> bool:
    """Whether a node's name is another element's words (``aria-labelledby``)."""
    for source in (named or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return bool(source.get("type") == "relatedElement" and source.get("attribute"))
    return False


def popups_by_their_words(drafts: list[Draft]) -> None:
    """Name each pop-up of ``drafts`` named by its contents by its own words (in place)."""
    popups = {d.locator: d for d in drafts if d.role in _POPUPS and d.name.strip()}
    if not popups:
        return
    owner: dict[str, str] = {}
    controls: dict[str, list[str]] = {}
    images: dict[str, list[str]] = {}
    for d in drafts:
        up = d.parent if d.parent in popups else owner.get(d.parent or "")
        if up is None:
            continue
        owner[d.locator] = up
        if d.role in _CONTROLS and d.name.strip():
            controls.setdefault(up, []).append(_words(d.name))
        elif d.role is Role.IMAGE and _ICON_LABEL.match(d.name.strip()):
            images.setdefault(up, []).append(d.name.strip())
    renamed: dict[str, str] = {}
    for locator, popup in popups.items():
        if locator not in controls:
            continue
        if not (from_contents(popup.named) or _by_element(popup.named)):
            continue
        old = name = _words(popup.name)
        for said in reversed(controls[locator]):
            if name.endswith(" " + said):
                name = name[: -len(said) - 1].rstrip()
        first = name.split(" ", 1)
        if len(first) > 1 and first[0] in images.get(locator, []):
            name = first[1]
        if name != old and name:
            popup.name = name
            renamed[old] = name
    if renamed:
        for d in drafts:
            d.desc = renamed.get(_words(d.desc), d.desc)
