"""A field an empty ``<label>`` unnames reads by its placeholder, as a bare field does.

Fluent UI's ``<fluent-text-input placeholder="Email address">`` draws its ``<input>`` in
its shadow root with a ``<label for>`` kept empty and hidden while the page gives it no
words: Chromium names the field by that label, ``""``, before its placeholder, where an
``<input placeholder>`` with no label is named by the placeholder. A read gave
``textbox (icon: Email address)``. A field Chromium left unnamed though its placeholder
has words reads by that placeholder (``textbox Email address``), and
:mod:`~handrail.backends.browser.acting.renamed` finds it again by it.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["named_by_placeholder", "unnamed_placeholder"]

FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON})
"""Roles of fields that a placeholder names."""


def unnamed_placeholder(named: dict[str, Any] | None) -> str:
    """The placeholder's words of a field Chromium's name leaves unnamed, or ``""``.

    ``named`` is Chromium's ``name`` property with the sources it tried: the name is empty
    and a placeholder it passed over (``superseded``) has words.
    """
    if not named or " ".join(str(named.get("value") or "").split()):
        return ""
    for source in named.get("sources", ()):
        if source.get("type") != "placeholder":
            continue
        words = " ".join(str((source.get("value") or {}).get("value") or "").split())
        if words:
            return words
    return ""


def named_by_placeholder(drafts: list[Draft]) -> None:
    """Name each unnamed field of ``drafts`` by the placeholder Chromium passed over."""
    for d in drafts:
        if d.role in FIELDS and not d.name.strip():
            words = unnamed_placeholder(d.named)
            if words:
                d.name = words
