"""The form control a drop-down library hides behind the one it draws is left out.

Tom Select (and the libraries made like it) keeps the page's own ``<select>`` or
``<input>`` in the document, clipped to one pixel and out of the tab order
(``tabindex=-1``), and draws its own ``combobox`` right after it, showing the choice as
items in its box (``<div class="item">Germany</div>``) while the combobox itself (its
search field) is empty. Chromium's tree reads both: ``covered combobox Country =
Germany`` with all its options, ``clickable Germany`` and an empty ``combobox``. The
hidden original goes, its value becomes the drawn combobox's (a list of choices joined
by commas), and the items showing that value fold into it: one ``combobox Country =
Germany`` to open and pick from. While that field is focused and typed in, it shows what
was typed (the search), and the original stays left out.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_hidden_originals"]

_ORIGINALS = frozenset({Role.COMBOBOX, Role.LISTBOX, Role.TEXTBOX})
_HIDDEN = 1.5
"""A box at most this wide or high (px) is clipped away: no person sees it."""
_NEAR = 8
"""Drafts after the original (past its options) the drawn combobox must begin within."""


def _untabbable(snap: dict[str, Any] | None, bids: set[int]) -> set[int]:
    """Those of ``bids`` whose element says ``tabindex="-1"``."""
    if snap is None or not bids:
        return set()
    strings: list[str] = snap.get("strings", [])
    key = next((i for i, v in enumerate(strings) if v == "tabindex"), None)
    if key is None:
        return set()
    out: set[int] = set()
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        ids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        for i, pairs in enumerate(attrs):
            if i >= len(ids) or ids[i] not in bids:
                continue
            for k in range(0, len(pairs) - 1, 2):
                v = pairs[k + 1]
                if pairs[k] == key and 0 <= v < len(strings) and strings[v].strip() == "-1":
                    out.add(ids[i])
    return out


def _choices(d: Draft, inside: list[Draft]) -> list[str]:
    """What the hidden original holds: its chosen options, else its value split at commas."""
    if d.role is Role.LISTBOX:
        return [o.name for o in inside if o.role is Role.OPTION and State.SELECTED in o.states]
    return [p.strip() for p in (d.value or "").split(",") if p.strip()]


def without_hidden_originals(
    drafts: list[Draft],
    layouts: dict[str, SessionLayout],
    snaps: dict[str, dict[str, Any]],
) -> list[Draft]:
    """``drafts`` without the controls a drop-down library hides behind its own combobox.

    Returns: the drafts left; the drawn combobox takes the original's value, and the
    clickable items showing it (its box, or items beside it) go, their children
    moving up to the box's parent.
    """
    tiny: dict[str, set[int]] = {}
    for d in drafts:
        layout = layouts.get(d.sid)
        raw = layout.raw.get(d.bid) if layout is not None and d.bid is not None else None
        if d.role in _ORIGINALS and raw is not None and min(raw[2], raw[3]) <= _HIDDEN:
            tiny.setdefault(d.sid, set()).add(d.bid)  # type: ignore[arg-type]
    hidden = {sid: _untabbable(snaps.get(sid), bids) for sid, bids in tiny.items()}
    if not any(hidden.values()):
        return drafts
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for i, d in enumerate(drafts):
        if d.bid is None or d.bid not in hidden.get(d.sid, ()) or d.locator in gone:
            continue
        inside = {d.locator}
        end = i + 1
        while end < len(drafts) and drafts[end].parent in inside:
            inside.add(drafts[end].locator)
            end += 1
        drawn = next((k for k in drafts[end : end + _NEAR] if k.role in INTERACTIVE_ROLES), None)
        if drawn is None or drawn.role is not Role.COMBOBOX:
            continue
        # A focused field holding words is being typed in: they search its options.
        searched = bool((drawn.value or "").strip())
        if searched and State.FOCUSED not in drawn.states:
            continue
        choices = _choices(d, drafts[i + 1 : end])
        gone |= inside
        if not searched:
            drawn.value = ", ".join(choices) or None
        shown = set(choices)
        for k in drafts[end : end + _NEAR]:
            items = k is not drawn and k.role not in INTERACTIVE_ROLES
            if items and State.CLICKABLE in k.states and k.name.strip() in shown:
                gone.add(k.locator)
                moved[k.locator] = k.parent
    return drop(drafts, gone, moved) if gone else drafts
