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

Choices.js keeps the page's ``<select>`` inside the ``combobox`` it draws, the
``hidden`` attribute on it but its CSS drawing it transparent over that box (so
Chromium reads it, ``covered listbox Watchers`` with all its options, in an unnamed
``combobox``); it goes likewise, and the box it lies in takes its name and value:
``combobox Watchers = Bo Chen``, the chosen items (each with its remove button) left
inside it. Its single drop-down is a ``listbox`` with a popup (``aria-haspopup``):
``listbox Priority = Normal``.

Tagify keeps the page's ``<input>`` of no size, far off the page and out of the tab
order, right after the field it draws (its tags, then a ``contenteditable`` text box),
and writes the tags into it as JSON: a hidden text box with a field one types in among
the drafts before it goes, so that no one types into it.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.shape import Draft, drop, subtree_end
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_hidden_originals"]

_ORIGINALS = frozenset({Role.COMBOBOX, Role.LISTBOX, Role.TEXTBOX})
_HIDDEN = 1.5
"""A box at most this wide or high (px) is clipped away: no person sees it."""
_NEAR = 8
"""Drafts after the original (past its options) the drawn combobox must begin within."""


def _attribute(snap: dict[str, Any] | None, bids: set[int], name: str) -> dict[int, str]:
    """The value of attribute ``name`` on those of ``bids`` whose element has it."""
    if snap is None or not bids:
        return {}
    strings: list[str] = snap.get("strings", [])
    key = next((i for i, v in enumerate(strings) if v == name), None)
    if key is None:
        return {}
    out: dict[int, str] = {}
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        ids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        for i, pairs in enumerate(attrs):
            if i >= len(ids) or ids[i] not in bids:
                continue
            for k in range(0, len(pairs) - 1, 2):
                v = pairs[k + 1]
                if pairs[k] == key:
                    # An empty value (``hidden``'s) may come as no string (-1).
                    out[ids[i]] = strings[v].strip() if 0 <= v < len(strings) else ""
    return out


def _hidden(snap: dict[str, Any] | None, tiny: set[int], others: set[int]) -> set[int]:
    """Those of ``tiny`` (clipped away) and of ``others`` (``hidden``) out of the tab order."""
    flagged = tiny | set(_attribute(snap, others, "hidden"))
    return {b for b, v in _attribute(snap, flagged, "tabindex").items() if v == "-1"}


def _holder(d: Draft, by_locator: dict[str, Draft]) -> Draft | None:
    """The ``combobox`` (or ``listbox`` with a popup) ``d`` lies in (Choices.js's), if any."""
    up = by_locator.get(d.parent) if d.parent is not None else None
    while up is not None:
        if up.role is Role.COMBOBOX or (up.role is Role.LISTBOX and State.HASPOPUP in up.states):
            return up
        up = by_locator.get(up.parent) if up.parent is not None else None
    return None


def _choices(d: Draft, inside: list[Draft]) -> list[str]:
    """What the hidden original holds: its chosen options, else its value split at commas."""
    if d.role is Role.LISTBOX:
        return [o.name for o in inside if o.role is Role.OPTION and State.SELECTED in o.states]
    return [p.strip() for p in (d.value or "").split(",") if p.strip()]


def _drawn_before(d: Draft, before: list[Draft], hidden: dict[str, set[int]]) -> bool:
    """Whether the last control among ``before`` is a field one can type in, no original."""
    last = next((k for k in reversed(before) if k.role in INTERACTIVE_ROLES), None)
    if last is None or last.sid != d.sid or last.role not in (Role.TEXTBOX, Role.COMBOBOX):
        return False
    return last.bid is None or last.bid not in hidden.get(last.sid, ())


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
    others: dict[str, set[int]] = {}
    for d in drafts:
        layout = layouts.get(d.sid)
        raw = layout.raw.get(d.bid) if layout is not None and d.bid is not None else None
        if d.role in _ORIGINALS and raw is not None and d.bid is not None:
            into = tiny if min(raw[2], raw[3]) <= _HIDDEN else others
            into.setdefault(d.sid, set()).add(d.bid)
    hidden = {
        sid: _hidden(snaps.get(sid), tiny.get(sid, set()), others.get(sid, set()))
        for sid in tiny.keys() | others.keys()
    }
    if not any(hidden.values()):
        return drafts
    by_locator = {d.locator: d for d in drafts}
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for i, d in enumerate(drafts):
        if d.bid is None or d.bid not in hidden.get(d.sid, ()) or d.locator in gone:
            continue
        end = subtree_end(drafts, i)
        inside = {x.locator for x in drafts[i:end]}
        holder = _holder(d, by_locator)
        if holder is not None:
            # Drawn transparent inside the box that stands for it (Choices.js).
            gone |= inside
            holder.value = ", ".join(_choices(d, drafts[i + 1 : end])) or None
            holder.name = holder.name or d.name
            continue
        drawn = next((k for k in drafts[end : end + _NEAR] if k.role in INTERACTIVE_ROLES), None)
        if drawn is None or drawn.role is not Role.COMBOBOX:
            if d.role is Role.TEXTBOX and _drawn_before(d, drafts[max(0, i - _NEAR) : i], hidden):
                # A tag input's own field (Tagify's) lies before it and holds what is
                # typed; the original keeps the tags as the library writes them (JSON).
                gone |= inside
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
