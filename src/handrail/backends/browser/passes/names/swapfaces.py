"""A toggle labelled by two faces, one drawn at a time, reads by the face drawn.

daisyUI's swap is ``<label class=swap><input type=checkbox><div class=swap-on>♥
Saved</div><div class=swap-off>♡ Save</div></label>``: its style sheet shows the
``-on`` face while the box is ticked and the ``-off`` face while it is not (the other at
opacity 0, or turned away), but Chromium names the box by all its label's words, ``♥
Saved ♡ Save``. A check box, switch or radio button whose parent holds exactly one
element classed as its on face and one as its off face (a class word ending ``-on`` /
``-off``), whose name is their words, is named by the face its state draws.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import subtree_end
from handrail.backends.browser.passes.looks.classlooks import class_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["FACE_CLASS", "drawn_face", "swapped_faces"]

FACE_CLASS = re.compile(r"[a-z0-9](?:-|__|--)(on|off)$", re.IGNORECASE)
"""A class word naming a toggle's face for one state (``swap-on``, ``label--off``)."""

_TOGGLES = frozenset({Role.CHECKBOX, Role.SWITCH, Role.RADIO})


def _words(text: str) -> str:
    return " ".join(text.split())


def drawn_face(name: str, faces: dict[str, str], on: bool) -> str | None:
    """The face of a toggle named ``name`` drawn in state ``on``, if ``faces`` name it.

    ``faces`` maps ``on`` and ``off`` to each face's words; ``name`` must be just those.
    """
    shown, hidden = faces.get("on", ""), faces.get("off", "")
    if not shown or not hidden:
        return None
    said = _words(name)
    if said not in (f"{shown} {hidden}", f"{hidden} {shown}"):
        return None
    return shown if on else hidden


def _faces(doc: Any, s: Any, top: int) -> dict[str, str]:
    """The ``on`` and ``off`` faces' words under node ``top``; none if either repeats."""
    parents, names, values = doc.parents, doc.names, doc.values
    end = subtree_end(parents, top, len(parents))
    out: dict[str, str] = {}
    for i in range(top + 1, end):
        ends = {
            m.group(1).lower()
            for w in class_of(doc.attrs, i, s).split()
            if (m := FACE_CLASS.search(w))
        }
        if len(ends) != 1:
            continue
        (end_word,) = ends
        if end_word in out:
            return {}
        last = subtree_end(parents, i, end)
        text = " ".join(
            s(values[k]) for k in range(i + 1, last) if k < len(names) and s(names[k]) == "#text"
        )
        out[end_word] = _words(text)
    return out


def swapped_faces(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts``, each toggle labelled by both its faces named by the one drawn.

    The text of the face not drawn, read as a line of its own once the toggle's name no
    longer says it, goes.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role in _TOGGLES and d.bid is not None and len(d.name.split()) >= 2:
            wanted.setdefault(d.sid, {})[d.bid] = d
    unseen: dict[str | None, str] = {}
    """Parent locator of a renamed toggle -> the words of the face it does not draw."""
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            up = doc.parents[i] if i < len(doc.parents) else -1
            if up < 0:
                continue
            d = found[doc.bids[i]]
            faces = _faces(doc, s, up)
            face = drawn_face(d.name, faces, State.CHECKED in d.states)
            if face is not None:
                d.name = face
                unseen[d.parent] = faces["off" if face == faces["on"] else "on"]
    if not unseen:
        return drafts
    return [
        d
        for d in drafts
        if not (
            d.role is Role.TEXT and unseen.get(d.parent) == _words(d.name) and d.bid is not None
        )
    ]
