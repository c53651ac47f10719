"""The state words a switch draws on either side of its lever are its face, no text.

Materialize draws a switch as ``<label>Off<input type=checkbox><span
class="lever"></span>On</label>``, its words beside it (``<span>Newsletter</span>``):
Chromium names the box ``Off On`` and reads ``Off`` and ``On`` again as texts around it.
A check box or switch named only by two of the states it draws
(:func:`roles.state_named`), with those words as texts right before and after it under
its parent, loses them: they say its state, which the box says itself; the short text right
after them names it.
"""

from __future__ import annotations

from handrail.backends.browser.roles import state_named
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["without_drawn_states"]

_BOXES = frozenset({Role.CHECKBOX, Role.SWITCH})


def _said(d: Draft, word: str, parent: str | None) -> bool:
    return d.role is Role.TEXT and d.parent == parent and d.name.strip() == word


_NAME_CHARS = 40
"""A text after a box names it up to this long."""


def _words_after(after: Draft | None, parent: str | None) -> str:
    """The words of ``after`` when it is a short plain text under ``parent``, else ''."""
    if after is None or after.role is not Role.TEXT or after.parent != parent:
        return ""
    words = " ".join(after.name.split()).rstrip(":").strip()
    return words if 0 < len(words) <= _NAME_CHARS and not state_named(Role.SWITCH, words) else ""


def without_drawn_states(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the state words drawn around a box named by them alone.

    The box loses that name too, so the text beside it names it.
    """
    gone: set[int] = set()
    for i, d in enumerate(drafts):
        words = d.name.split()
        if d.role not in _BOXES or len(words) != 2 or not state_named(d.role, d.name):
            continue
        if i == 0 or i + 1 == len(drafts):
            continue
        if _said(drafts[i - 1], words[0], d.parent) and _said(drafts[i + 1], words[1], d.parent):
            gone.update((i - 1, i + 1))
            # Its <label> says only its states: the short text right after that label,
            # under the same parent, is its name (Materialize's ``Newsletter``, drawn
            # after the switch's block); without one it is unnamed.
            after = drafts[i + 2] if i + 2 < len(drafts) else None
            d.name = _words_after(after, d.parent)
    return [d for i, d in enumerate(drafts) if i not in gone] if gone else drafts
