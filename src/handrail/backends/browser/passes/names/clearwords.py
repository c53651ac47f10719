"""Words drawn in a fully transparent colour are no part of what a person reads.

A sidebar's group header may hold a word it shows only under the pointer, drawn
``color: transparent`` until then: w2ui's ``<span>Hide</span>`` before the group's
name. Chromium names the header by all its text, ``Hide PEOPLE``, which no one sees.
The snapshot's computed ``color`` of each text says which texts are drawn transparent
(only texts are looked at, and only their colour's string is compared); such a
text at the start or the end of the name of the read element holding it leaves that
name (``clickable PEOPLE``). Text painted by its box's background through it
(``background-clip: text`` over a gradient: a box around it drawing a
``background-image``) is seen, and stays.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import COLOR, DRAWN_IMAGES, SessionLayout
from handrail.backends.browser.shape import Draft

__all__ = ["without_clear_words"]

_CLEAR = ("transparent", "rgba(0, 0, 0, 0)")
"""A computed text colour that draws nothing."""
_TEXT = 3
"""The DOM's node type of a text."""
_LEVELS = 4
"""How many boxes up from a text its element may be, or a box painting it."""


def without_clear_words(
    drafts: list[Draft], layouts: dict[str, SessionLayout], snaps: dict[str, dict[str, Any]]
) -> None:
    """Take the words drawn fully transparent out of the names holding them (in place)."""
    by_bid: dict[str, dict[int, Draft]] = {}
    for sid, snap in snaps.items():
        layout = layouts.get(sid)
        if layout is None:
            continue
        for bid, words in _clear_texts(snap):
            if sid not in by_bid:
                by_bid[sid] = {d.bid: d for d in drafts if d.sid == sid and d.bid is not None}
            up: int | None = layout.parent(bid)
            for _ in range(_LEVELS):
                if up is None:
                    break
                d = by_bid[sid].get(up)
                if d is not None:
                    d.name = _without(d.name, words)
                    break
                up = layout.parent(up)


def _without(name: str, words: str) -> str:
    """``name`` less ``words`` at its start or end (whole words), else ``name``."""
    said = " ".join(name.split())
    if said == words:
        return name
    if said.startswith(words + " "):
        return said[len(words) + 1 :]
    if said.endswith(" " + words):
        return said[: -len(words) - 1]
    return name


def _clear_texts(snap: dict[str, Any]) -> list[tuple[int, str]]:
    """Each text node of the snapshot drawn fully transparent: its backend id and words."""
    out: list[tuple[int, str]] = []
    strings: list[str] = snap.get("strings", [])
    clear = {i for i, v in enumerate(strings) if v in _CLEAR}
    if not clear:
        return out
    for doc in snap.get("documents", []):
        lay = doc.get("layout", {})
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        values: list[int] = nodes.get("nodeValue", [])
        kinds: list[int] = nodes.get("nodeType", [])
        index: list[int] = lay.get("nodeIndex", [])
        styles: list[list[int]] = lay.get("styles", [])
        drawn: dict[int, list[int]] = {}
        for k, ni in enumerate(index):
            st = styles[k] if k < len(styles) else []
            if len(st) <= COLOR or st[COLOR] not in clear:
                continue
            if ni >= len(values) or ni >= len(kinds) or kinds[ni] != _TEXT:
                continue
            v = values[ni]
            words = " ".join(strings[v].split()) if 0 <= v < len(strings) else ""
            if not drawn:
                drawn = dict(zip(index, styles, strict=False))
            if not words or ni >= len(bids) or _painted(ni, parents, drawn, strings):
                continue
            out.append((bids[ni], words))
    return out


def _painted(ni: int, parents: list[int], drawn: dict[int, list[int]], strings: list[str]) -> bool:
    """Whether a box around text ``ni`` draws an image its text may be cut from."""
    up = parents[ni] if ni < len(parents) else -1
    for _ in range(_LEVELS):
        if up < 0:
            return False
        st = drawn.get(up)
        if st is not None and any(
            len(st) > k and 0 <= st[k] < len(strings) and strings[st[k]] not in ("", "none")
            for k in DRAWN_IMAGES
        ):
            return True
        up = parents[up] if up < len(parents) else -1
    return False
