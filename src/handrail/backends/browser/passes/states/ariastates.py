"""States and values a page sets by ARIA attributes that Chromium's tree does not hand on.

``Accessibility.getFullAXTree`` gives no property for ``aria-current``, ``aria-sort`` or
the element an ``aria-activedescendant`` names, and an empty ``valuetext`` whatever
``aria-valuetext`` says, nor ``required`` of a checkbox or radio button, yet each tells an
agent something it acts on: which link is the current page or step, which column the
table is sorted by, which option Enter will pick, where a media slider stands (``0:42 of
5:37``, not ``42``), which box must be ticked. The DOM snapshot every read
takes holds the attributes, so they are read from it; a page that uses none of them
costs one look at its strings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from handrail.vocab import State

__all__ = ["AriaFacts", "aria_facts"]

_CURRENT, _SORT, _ACTIVE = "aria-current", "aria-sort", "aria-activedescendant"
_VALUETEXT = "aria-valuetext"
_REQUIRED = "required"
_CHECKED = "aria-checked"
_KEYS = (_CURRENT, _SORT, _ACTIVE, _VALUETEXT, _REQUIRED, _CHECKED)
_SORTS = {"ascending": State.ASCENDING, "descending": State.DESCENDING}


@dataclass(frozen=True, slots=True, kw_only=True)
class AriaFacts:
    """What ARIA attributes say of a session's nodes, by backend node id."""

    states: dict[int, set[State]] = field(default_factory=dict)
    """The states a node's (or its container's) attributes give it."""
    values: dict[int, str] = field(default_factory=dict)
    """A range's value as it says it (``aria-valuetext``)."""
    suggested: set[int] = field(default_factory=set)
    """Options a combobox's ``aria-activedescendant`` names: the one its popup highlights,
    whose ``aria-selected`` (the APG combobox pattern, Tom Select) says that and no choice."""
    checked: dict[int, bool] = field(default_factory=dict)
    """Whether a node's ``aria-checked`` says it is on (``true``/``false`` only): Chromium
    reads a native checkbox by its own ``checked``, which a page that draws the box itself
    can leave behind (Element Plus's switch, its label pressed)."""


def aria_facts(snap: dict[str, Any]) -> AriaFacts:
    """The states and values the ARIA attributes of one session's snapshot give its nodes."""
    strings: list[str] = snap.get("strings", [])
    index = {s: i for i, s in enumerate(strings) if s in _KEYS or s in ("id", "role", "combobox")}
    wanted = {index[k] for k in _KEYS if k in index}
    facts = AriaFacts()
    out, values = facts.states, facts.values
    if not wanted:
        return facts
    current, sort, active = index.get(_CURRENT), index.get(_SORT), index.get(_ACTIVE)
    valuetext, required = index.get(_VALUETEXT), index.get(_REQUIRED)
    checked = index.get(_CHECKED)
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        targets: set[int] = set()
        suggested: set[int] = set()
        for i, pairs in enumerate(attrs):
            if wanted.isdisjoint(pairs[0::2]) or i >= len(bids):
                continue
            for k in range(0, len(pairs) - 1, 2):
                key, value = pairs[k], pairs[k + 1]
                text = strings[value] if 0 <= value < len(strings) else ""
                if key == current and text not in ("", "false"):
                    out.setdefault(bids[i], set()).add(State.CURRENT)
                elif key == sort and text in _SORTS:
                    out.setdefault(bids[i], set()).add(_SORTS[text])
                elif key == active and text:
                    targets.add(value)
                    if _combobox(pairs, index):
                        suggested.add(value)
                elif key == valuetext and text.strip():
                    values[bids[i]] = " ".join(text.split())
                elif key == checked and text in ("true", "false"):
                    facts.checked[bids[i]] = text == "true"
                elif key == required:
                    # Chromium's tree says it of a text field, not of a checkbox or radio.
                    out.setdefault(bids[i], set()).add(State.REQUIRED)
        if not targets or "id" not in index:
            continue
        id_key = index["id"]
        for i, pairs in enumerate(attrs):
            for k in range(0, len(pairs) - 1, 2):
                if pairs[k] == id_key and pairs[k + 1] in targets and i < len(bids):
                    out.setdefault(bids[i], set()).add(State.HIGHLIGHTED)
                    if pairs[k + 1] in suggested:
                        facts.suggested.add(bids[i])
    return facts


def _combobox(pairs: list[int], index: dict[str, int]) -> bool:
    """Whether an element's attribute pairs give it the role ``combobox``."""
    role, combobox = index.get("role"), index.get("combobox")
    if role is None or combobox is None:
        return False
    return any(pairs[k] == role and pairs[k + 1] == combobox for k in range(0, len(pairs) - 1, 2))
