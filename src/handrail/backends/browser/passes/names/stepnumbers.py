"""A step's number reads with its title, on one line.

daisyUI draws each step of ``<ul class="steps"><li class="step">Shipping</li>…`` with
its number (a CSS counter, or the item's ``data-content``) in a ``::after`` box above
its title, which the read gives as a text line of its own (``Shipping`` then ``2``). Among
two or more steps under one parent (:data:`stepstates.STEP`), a step whose lines are
only texts, one with words (its title) and one short mark without letters (``2``,
``✓``), reads as one line, the mark before the title (``2 Shipping``), as a control
naming its step does.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, class_of, string_at
from handrail.backends.browser.passes.states.stepstates import STEP
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["step_numbers"]

_UP = 4
"""How far above a text its step's element may lie."""
_MARK = 3
"""The most characters a step's number or mark has."""


def _steps(d: DocNodes, s: Any) -> set[int]:
    """Indexes of the elements that are one of two or more steps under one parent."""
    under: dict[int, list[int]] = {}
    for i in range(min(len(d.attrs), len(d.parents))):
        if any(STEP.match(w) for w in class_of(d.attrs, i, s).split()):
            under.setdefault(d.parents[i], []).append(i)
    return {i for group in under.values() if len(group) > 1 for i in group}


def _fold(lines: list[Draft]) -> Draft | None:
    """The mark among a step's ``lines`` once folded into its title, else ``None``."""
    if len(lines) != 2:
        return None
    if any(d.role is not Role.TEXT or State.CLICKABLE in d.states for d in lines):
        return None
    titles = [d for d in lines if any(c.isalpha() for c in d.name)]
    marks = [d for d in lines if d not in titles and 0 < len(d.name.strip()) <= _MARK]
    if len(titles) != 1 or len(marks) != 1:
        return None
    titles[0].name = f"{marks[0].name.strip()} {titles[0].name}"
    return marks[0]


def _node_of(d: Draft, held: dict[str, Draft]) -> int:
    """The backend id of ``d``'s node, or of the nearest draft around it that has one.

    A box drawn by CSS (``::after``) has no node of its own in the read: its text is
    held by the element it is drawn on.
    """
    seen: Draft | None = d
    for _ in range(_UP):
        if seen is None:
            break
        if seen.bid is not None:
            return seen.bid
        seen = held.get(seen.parent) if seen.parent is not None else None
    return -1


def step_numbers(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft] | None:
    """The drafts kept once each step's number is folded into its title."""
    gone: set[int] = set()
    for sid, snap in snaps.items():
        strings: list[str] = snap.get("strings", [])
        if not any("step" in t.lower() for t in strings):
            continue
        s = string_at(strings)
        mine = [d for d in drafts if d.sid == sid]
        held = {d.locator: d for d in mine}
        for doc in snap.get("documents", []):
            nodes = DocNodes.of(doc)
            steps = _steps(nodes, s)
            if not steps:
                continue
            where = {b: i for i, b in enumerate(nodes.bids)}
            lines: dict[int, list[Draft]] = {}
            for d in mine:
                i = where.get(_node_of(d, held), -1)
                for _ in range(_UP):
                    if i < 0 or i in steps:
                        break
                    i = nodes.parents[i] if i < len(nodes.parents) else -1
                if i in steps and (d.role is Role.TEXT or d.role in INTERACTIVE_ROLES):
                    lines.setdefault(i, []).append(d)
            for group in lines.values():
                if any(d.role in INTERACTIVE_ROLES for d in group):
                    continue
                mark = _fold(group)
                if mark is not None:
                    gone.add(id(mark))
    if not gone:
        return None
    return [d for d in drafts if id(d) not in gone]
