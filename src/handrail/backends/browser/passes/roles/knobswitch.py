"""A button drawn as a switch (a pill with a round knob in it) is a switch, on or off.

Hand-built apps (Alpine.js or Vue with utility classes) draw a settings switch as a
``<button>`` shaped as a pill holding one round knob and, often, words only a screen
reader gets (``<span class="sr-only">``); a script moves the knob (``translate-x-5``) and
recolours the pill, and nothing in the markup says on or off (no ``role="switch"``, no
``aria-checked``, no ``aria-pressed``). A read gave ``button Use setting`` whatever the
state, so an agent could not tell what it had turned on. A person reads the knob: at
the right end the switch is on, at the left end it is off.

So a button with no words drawn, twice to three and a half times as wide as it is high,
holding exactly one drawn element that is about square, at most as high as the pill and
at least half as high, with nothing inside it, lying at one end of the pill, is a
``switch``; ``checked`` when the knob is at the right end. An icon centred in a pill is
no knob.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import SessionLayout, subtree_end
from handrail.backends.browser.passes.looks.classlooks import string_at
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["knob_switches"]

_WIDE = (1.5, 3.5)
"""How many times its height a pill is wide."""
_HIGH = (10.0, 48.0)
"""How high (px) a pill is."""
_UNSEEN = 1.5
"""A box this small or smaller (``sr-only``) draws nothing of what it holds."""
_SQUARE = 0.25
"""How far a knob's width and height may differ, as a share of the larger."""
_END = 3.0
"""How much further (px) from the pill's end than from its top a knob at that end lies."""
_PICTURES = frozenset({"IMG", "SVG", "svg", "CANVAS", "INPUT", "VIDEO", "OBJECT"})
"""Elements that draw a picture or a field, never a knob."""
_STATED = frozenset({State.PRESSED, State.CHECKED})


def _knob_on(
    top: int,
    names: list[str],
    texts: list[str],
    parents: list[int],
    bids: list[int],
    raw: dict[int, Any],
) -> bool | None:
    """Whether the pill at node ``top`` has its knob at the right end; ``None``: no pill."""
    pill = raw.get(bids[top])
    if pill is None or not (_HIGH[0] <= pill[3] <= _HIGH[1]):
        return None
    if not (_WIDE[0] * pill[3] <= pill[2] <= _WIDE[1] * pill[3]):
        return None
    count = min(len(bids), len(parents))
    end = subtree_end(parents, top, count)
    knobs: list[Any] = []
    ni = top + 1
    while ni < end:
        inner = subtree_end(parents, ni, count)
        box = raw.get(bids[ni])
        if names[ni] == "#text":
            if texts[ni].strip() and box is not None and min(box[2], box[3]) > _UNSEEN:
                return None  # words drawn on it: a button
        elif box is not None and min(box[2], box[3]) > _UNSEEN:
            if inner > ni + 1 or parents[ni] != top or names[ni] in _PICTURES:
                return None  # a knob holds nothing, and lies right in the pill
            knobs.append(box)
        ni = inner if box is None or min(box[2], box[3]) <= _UNSEEN else ni + 1
    if len(knobs) != 1:
        return None
    k = knobs[0]
    if abs(k[2] - k[3]) > _SQUARE * max(k[2], k[3]) or not (pill[3] / 2 <= k[3] <= pill[3]):
        return None
    gap = (pill[3] - k[3]) / 2 + _END
    if k[0] - pill[0] <= gap:
        return False
    if pill[0] + pill[2] - (k[0] + k[2]) <= gap:
        return True
    return None  # in the middle: an icon, no knob


def knob_switches(
    drafts: list[Draft], layouts: dict[str, SessionLayout], snaps: dict[str, dict[str, Any]]
) -> None:
    """Make each button drawn as a switch (see the module's description) a ``switch``.

    Changes the drafts in place: role ``switch``, ``checked`` when its knob is right.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.BUTTON and d.bid is not None and not d.states & _STATED:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, by_bid in wanted.items():
        snap, layout = snaps.get(sid), layouts.get(sid)
        if snap is None or layout is None:
            continue
        s = string_at(snap.get("strings", []))
        for doc in snap.get("documents", []):
            nodes = doc.get("nodes", {})
            bids: list[int] = nodes.get("backendNodeId", [])
            hits = [i for i, b in enumerate(bids) if b in by_bid]
            if not hits:
                continue
            names = [s(v) for v in nodes.get("nodeName", [])]
            texts = [s(v) for v in nodes.get("nodeValue", [])]
            parents: list[int] = nodes.get("parentIndex", [])
            for i in hits:
                on = _knob_on(i, names, texts, parents, bids, layout.raw)
                if on is None:
                    continue
                d = by_bid[bids[i]]
                d.role = Role.SWITCH
                if on:
                    d.states.add(State.CHECKED)
