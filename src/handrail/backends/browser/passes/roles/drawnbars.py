"""A progress bar a web component draws with no role reads as one, with its value.

mdui's ``<mdui-linear-progress value="0.4">`` draws its bar in its shadow root as a
``<div class="determinate" style="width: 40%">`` in its track and says nothing: no
role, no ``aria-valuenow``, no text. Chromium's tree leaves it out, and the read showed
nothing where a person sees a bar two fifths full.

An element of no role drafted for nothing, whose tag's last word or class word is
``progress`` (``x-linear-progress``, ``progress-bar``), holding, a level or two down, an
element whose class word is ``determinate``, ``indicator`` or ``bar`` drawn from the
track's left edge, is a ``progressbar``: its value is how much of the track that bar
fills (``40%``). The short plain text of the element right before it (its caption,
``Storage used``) names it. An indeterminate bar (an animation, no amount) is left out.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import first_boxes
from handrail.backends.browser.passes.looks.classlooks import DocNodes, class_of, string_at
from handrail.backends.browser.shape import Draft, inserted, subtree_end
from handrail.vocab import Role, State

__all__ = ["drawn_bars"]

_PROGRESS = re.compile(r"(?:^|[-_])progress(?:$|[-_]bar$)", re.IGNORECASE)
"""A tag or class word naming a progress bar (``x-linear-progress``, ``progress-bar``)."""
_FILL = frozenset({"determinate", "indicator", "bar"})
"""Class words of the part that fills the track."""
_DOWN = 2
"""How many levels under the track its filling part may be."""
_EDGE = 2.0
"""How far (px) from the track's left edge the filling part may begin."""
_CAPTION_CHARS = 40


def _filled(doc: DocNodes, track: int, s: Any, boxes: dict[int, list[float]]) -> float | None:
    """How much of ``track``'s width its filling part covers (0 to 1), if it draws one."""
    box = boxes.get(track)
    if box is None or box[2] <= 0:
        return None
    todo = [(k, 1) for k in doc.children.get(track, [])]
    while todo:
        k, depth = todo.pop(0)
        if _FILL & set(class_of(doc.attrs, k, s).lower().split()):
            fill = boxes.get(k)
            if fill is None or abs(fill[0] - box[0]) > _EDGE:
                return None
            return min(max(fill[2] / box[2], 0.0), 1.0)
        if depth < _DOWN:
            todo.extend((g, depth + 1) for g in doc.children.get(k, []))
    return None


def drawn_bars(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` with a ``progressbar`` draft for each progress bar drawn with no role."""
    at: dict[tuple[str, int], int] = {
        (d.sid, d.bid): i for i, d in enumerate(drafts) if d.bid is not None
    }
    before: dict[int, list[Draft]] = {}
    for sid, snap in snaps.items():
        strings: list[str] = snap.get("strings", [])
        if not any("progress" in x.lower() for x in strings):
            continue  # no tag or class names a progress bar: nothing to look for
        s = string_at(strings)
        for raw in snap.get("documents", ()):
            doc = DocNodes.of(raw)
            boxes: dict[int, list[float]] | None = None
            for track in _bars(doc, s):
                if (sid, doc.bids[track]) in at:
                    continue
                if boxes is None:
                    boxes = first_boxes(raw.get("layout", {}))
                filled = _filled(doc, track, s, boxes)
                home, prev = _home(doc, track, sid, at, s)
                if filled is None or home is None:
                    continue
                owner = drafts[home]
                pos, name = _place(drafts, home, sid, doc, track), ""
                if prev is not None and prev > home and drafts[prev].parent == owner.locator:
                    pos, name = subtree_end(drafts, prev), _caption(drafts[prev])
                prefix = owner.locator.rsplit(":", 1)[0]
                before.setdefault(pos, []).append(
                    Draft(
                        locator=f"{prefix}:{doc.bids[track]}",
                        role=Role.PROGRESSBAR,
                        name=name,
                        value=f"{round(filled * 100)}%",
                        desc="",
                        states=set(),
                        parent=owner.locator,
                        sid=sid,
                        bid=doc.bids[track],
                    )
                )
    return inserted(drafts, before)


def _caption(d: Draft) -> str:
    """The words of ``d`` when it is a short plain text (a bar's caption), else ``""``."""
    words = " ".join(d.name.split()).rstrip(":")
    plain = d.role is Role.TEXT and State.CLICKABLE not in d.states and d.value is None
    return words if plain and 0 < len(words) <= _CAPTION_CHARS else ""


def _place(drafts: list[Draft], home: int, sid: str, doc: DocNodes, track: int) -> int:
    """Where, among the drafts under ``drafts[home]``, the track goes in document order."""
    order: dict[int, int] | None = None
    inside = {drafts[home].locator}
    j = home + 1
    while j < len(drafts) and drafts[j].parent in inside:
        d = drafts[j]
        if d.sid == sid and d.bid is not None:
            if order is None:
                order = {b: i for i, b in enumerate(doc.bids)}
            k = order.get(d.bid)
            if k is not None and k > track:
                return j
        inside.add(d.locator)
        j += 1
    return j


def _bars(doc: DocNodes, s: Any) -> list[int]:
    """The nodes of ``doc`` whose tag or class word names a progress bar."""
    out = []
    for i, n in enumerate(doc.names):
        tag = s(n)
        if _PROGRESS.search(tag) or any(
            _PROGRESS.search(w) for w in class_of(doc.attrs, i, s).split()
        ):
            out.append(i)
    return out


def _home(
    doc: DocNodes, track: int, sid: str, at: dict[tuple[str, int], int], s: Any
) -> tuple[int | None, int | None]:
    """The draft the track lies in, and the draft of the element right before it."""
    up = doc.parents[track] if track < len(doc.parents) else -1
    home = None
    while up >= 0:
        home = at.get((sid, doc.bids[up]))
        if home is not None:
            break
        up = doc.parents[up]
    # Its caption is the element right before it, or a text in that element.
    parent = doc.parents[track] if track < len(doc.parents) else -1
    kin = [k for k in doc.children.get(parent, []) if s(doc.names[k]) != "#text"]
    at_kin = kin.index(track) if track in kin else 0
    if at_kin == 0:
        return home, None
    sibling = kin[at_kin - 1]
    for k in (sibling, *doc.children.get(sibling, [])):
        found = at.get((sid, doc.bids[k]))
        if found is not None:
            return home, found
    return home, None
