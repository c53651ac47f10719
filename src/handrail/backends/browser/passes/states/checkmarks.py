"""A check mark a page draws into a choice's name, read as the state it is.

Pages following the WAI-ARIA Authoring Practices keep ``aria-checked`` or
``aria-selected`` in step by script and draw the mark by a style sheet:
``[role=radio]::before { content: "○ " }``, ``[aria-checked=true]::before { content: "● " }``,
``[role=option][aria-selected=true]::after { content: " ✓" }``. Chromium puts that
generated text into the name (``● Light``, ``Chen Wei ✓``), so the name, and the id made
from it, changed with every press. The mark says what the state already says: it leaves
the name when it agrees with the state (a mark that disagrees stays, so nothing is hidden).

A list box a page draws itself (Alpine.js and Tailwind-style kits: ``<div
class="lb-opt"><span>Viewer</span> <span x-show="role===r">✓</span></div>``) marks its
chosen option by a check mark beside its words and says nothing else of it: ``Viewer ✓``
beside ``Editor``. Among two or more sibling clickables of no role (or options), exactly
one of which ends with a check mark, that one is ``selected`` and the mark leaves its name
(:func:`check_marked`).
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["MARKED_ROLES", "check_marked", "glyph_radios", "marked", "without_check_marks"]

_ON = frozenset("●◉⦿⊙☑☒✓✔✅■")
"""Marks drawn for a chosen radio button, a ticked box, a selected option."""
_OFF = frozenset("○◯☐□")
"""Marks drawn for one not chosen."""
MARKED_ROLES = frozenset({Role.RADIO, Role.CHECKBOX, Role.SWITCH, Role.OPTION})
"""Roles whose state ARIA gives, so a mark in the name only repeats it."""


def marked(name: str) -> tuple[str, bool] | None:
    """``name`` without a check mark at its start or end, and whether the mark is on.

    ``None`` when the name has no such mark, or nothing but the mark.
    """
    text = name.strip()
    if len(text) >= 2 and text[0] in _ON | _OFF:
        rest = text[1:].strip()
        if rest:
            return rest, text[0] in _ON
    if len(text) >= 3 and text[-1] in _ON | _OFF and text[-2].isspace():
        return text[:-1].rstrip(), text[-1] in _ON
    return None


def without_check_marks(drafts: list[Draft]) -> None:
    """A radio button, check box, switch or option loses a mark agreeing with its state."""
    for d in drafts:
        if d.role not in MARKED_ROLES or (found := marked(d.name)) is None:
            continue
        rest, on = found
        if on == bool(d.states & {State.CHECKED, State.SELECTED}):
            d.name = rest


_MARKS = frozenset("✓✔☑")
"""Check marks a page draws beside its chosen option's words."""


def _mark_end(name: str) -> str | None:
    """``name`` without a check mark at its end (set off by a space), or None."""
    text = name.strip()
    if len(text) < 3:
        return None
    if text[-1] in _MARKS and text[-2].isspace():
        return text[:-1].rstrip()
    return None  # a mark before the words is as often a status (``✔ CI #320 passed``)


def _choice(d: Draft) -> bool:
    return d.role is Role.OPTION or (
        State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
    )


def check_marked(drafts: list[Draft]) -> None:
    """The one check-marked choice of each sibling group is ``selected``, unmarked (in place)."""
    groups: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None and _choice(d) and d.name.strip():
            groups.setdefault(d.parent, []).append(d)
    for members in groups.values():
        if len(members) < 2:
            continue
        marked = [(d, bare) for d in members if (bare := _mark_end(d.name)) is not None]
        if len(marked) != 1:
            continue
        d, bare = marked[0]
        d.name = bare
        d.states.add(State.SELECTED)


_RADIO_GLYPHS = {"○": False, "◯": False, "●": True, "◉": True, "⦿": True, "⊙": True}
"""Glyphs a page draws before a choice's words (``::before``): empty, or chosen."""


def glyph_radios(drafts: list[Draft]) -> dict[str, bool]:
    """Sibling clickables drawn as radio buttons by a glyph before their words.

    ``○ Segment: VIP customers`` beside ``● All subscribers``: two or more under one
    parent, each beginning with an empty or a filled circle, at most one filled. They
    lose the glyph from their names; the result says which is chosen (locator -> on).
    """
    groups: dict[str | None, list[Draft]] = {}
    for d in drafts:
        if State.CLICKABLE not in d.states or d.role in INTERACTIVE_ROLES:
            continue
        if len(d.name) > 2 and d.name[0] in _RADIO_GLYPHS and d.name[1] == " ":
            groups.setdefault(d.parent, []).append(d)
    out: dict[str, bool] = {}
    for members in groups.values():
        filled = [_RADIO_GLYPHS[d.name[0]] for d in members]
        if len(members) < 2 or sum(filled) > 1:
            continue
        for d, on in zip(members, filled, strict=True):
            d.name = d.name[2:].strip()
            out[d.locator] = on
    return out
