"""Buttons named alike and told apart only by the colour each draws say that colour.

A colour picker's swatches are buttons of one name (Pickr's ``<button aria-label="color
swatch">``, each drawing its colour by its ``::after``): a read gave eight lines of
``button color swatch``, and an agent could not tell which colour it pressed. Among two
or more sibling buttons of one name, each drawing a colour of its own (its background,
else that of its ``::before``/``::after`` or of a child), all different, each takes its
colour (``#4caf50``) as its description, which the text format shows as its tip.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import BACKGROUND_COLOR
from handrail.backends.browser.passes.looks.classlooks import DocNodes, string_at
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["coloured_alike"]

_RGB = re.compile(r"rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)")


def coloured_alike(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Describe each of a group of same-named sibling buttons by its drawn colour."""
    groups: dict[tuple[str, str | None, str], list[Draft]] = {}
    for d in drafts:
        if d.role is Role.BUTTON and d.bid is not None and d.name.strip() and not d.desc:
            groups.setdefault((d.sid, d.parent, d.name.strip()), []).append(d)
    for (sid, _, _), group in groups.items():
        snap = snaps.get(sid)
        if len(group) < 2 or snap is None:
            continue
        colours = _colours(snap, {d.bid for d in group if d.bid is not None})
        said = [colours.get(d.bid) if d.bid is not None else None for d in group]
        if None in said or len(set(said)) < len(said):
            continue
        for d, colour in zip(group, said, strict=True):
            d.desc = colour or ""


def _colours(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """Backend id -> the colour the node draws (its own, else a part's), as ``#rrggbb``."""
    s = string_at(snap.get("strings", []))
    out: dict[int, str] = {}
    for raw in snap.get("documents", []):
        doc = DocNodes.of(raw)
        lay = raw.get("layout", {})
        colour: dict[int, str] = {}
        for ni, st in zip(lay.get("nodeIndex", []), lay.get("styles", []), strict=False):
            if ni not in colour and len(st) > BACKGROUND_COLOR:
                hexed = _hex(s(st[BACKGROUND_COLOR]))
                if hexed:
                    colour[ni] = hexed
        at = {b: i for i, b in enumerate(doc.bids) if b in wanted}
        if not at:
            continue
        parts: dict[int, str] = {}
        for i, p in enumerate(doc.parents):
            if p in colour or i not in colour:
                continue
            parts.setdefault(p, colour[i])
        for bid, i in at.items():
            found = colour.get(i) or parts.get(i)
            if found:
                out[bid] = found
    return out


def _hex(css: str) -> str | None:
    """``rgb(244, 67, 54)`` as ``#f44336``; ``None`` for a see-through colour."""
    m = _RGB.fullmatch(css.strip())
    if m is None or (m.group(4) is not None and float(m.group(4)) == 0):
        return None
    return "#" + "".join(f"{int(m.group(k)):02x}" for k in (1, 2, 3))
