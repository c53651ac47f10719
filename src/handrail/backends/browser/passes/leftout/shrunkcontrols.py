"""Controls a page draws at no size at all, words and all (``transform: scale(0)``).

Framework7's swipe-out actions (``Archive``, ``Delete``) sit under their list row's
content, scaled to nothing until the row is swiped: their own box and their text's are
of no size, so a person sees nothing of them. Such a control reads ``offscreen`` (out of
view, still pressed through its id), not as a link beside the row. A control of no size
whose words are drawn at a size (an empty block its text overflows) or that holds nothing
laid out (an empty switch its sibling draws) is not one of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, State

__all__ = ["shrunk_controls"]

_DEPTH = 6
"""How many levels under a control its drawn words are looked for."""


def _no_size(box: object) -> bool:
    return isinstance(box, (list, tuple)) and len(box) >= 4 and box[2] < 1 and box[3] < 1


def shrunk_controls(
    drafts: Iterable[Draft], layouts: dict[str, SessionLayout]
) -> dict[str, set[int]]:
    """Session -> the named controls drawn at no size, everything laid out inside them too."""
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if d.bid is None or not d.name or d.sid not in layouts:
            continue
        if d.role not in INTERACTIVE_ROLES and State.CLICKABLE not in d.states:
            continue
        if _no_size(layouts[d.sid].raw.get(d.bid)):
            wanted.setdefault(d.sid, set()).add(d.bid)
    out: dict[str, set[int]] = {}
    for sid, bids in wanted.items():
        layout = layouts[sid]
        drawn: set[int] = set()
        sized: set[int] = set()
        for ids, parents, _ in layout.trees:
            for ni, bid in enumerate(ids):
                box = layout.raw.get(bid)
                if box is None or bid in bids:
                    continue
                up = parents[ni] if ni < len(parents) else -1
                for _ in range(_DEPTH):
                    if up < 0 or up >= len(ids):
                        break
                    if ids[up] in bids:
                        (drawn if _no_size(box) else sized).add(ids[up])
                        break
                    up = parents[up]
        out[sid] = drawn - sized
    return out
