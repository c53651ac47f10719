"""The words of a control's own ``<label>`` read once, as its name.

``<label><md-switch></md-switch> Email alerts</label>``: the web component's control lies
in its shadow root, where Chromium carries no label's words to it, so it is named by them
(:mod:`besidetext`) and the same words, right after it, read again as a text of their
own. A plain text right after a switch, check box or radio button that says its whole
name and lies in the ``<label>`` labelling it goes.

So does one before the field its ``<label>`` labels, with at most :data:`_BETWEEN` lines
between: Web Awesome's ``<wa-number-input>`` lays its ``<label for=input>`` *Age* over
its −/+ buttons and the ``<input>`` between them, and the label's words read as a line
``Age`` over ``button Decrement`` and ``spinbutton Age = 30``.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from handrail.backends.browser.passes.names.labeltexts import labels_of_texts
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["without_label_repeats"]

_TOGGLES = frozenset({Role.SWITCH, Role.CHECKBOX, Role.RADIO})
_FIELDS = frozenset(
    {Role.TEXTBOX, Role.SEARCHBOX, Role.SPINBUTTON, Role.COMBOBOX, Role.SLIDER, Role.LISTBOX}
)
_BETWEEN = 2
"""The most lines between a field's label text and the field (a stepper's − button)."""


def _words(text: str) -> str:
    return " ".join(text.split())


def without_label_repeats(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without the texts of a control's own label that repeat its name."""
    asked: dict[str, dict[int, tuple[Draft, Draft]]] = {}
    """Per session, text's backend id -> that text and the control right before it."""
    for prev, d in pairwise(drafts):
        plain = d.role is Role.TEXT and d.value is None and State.CLICKABLE not in d.states
        if not plain or prev.role not in _TOGGLES or d.bid is None or prev.bid is None:
            continue
        if d.sid == prev.sid and _words(prev.name) and _words(d.name) == _words(prev.name):
            asked.setdefault(d.sid, {})[d.bid] = (d, prev)
    for i, d in enumerate(drafts):
        if d.role is not Role.TEXT or d.value is not None or d.bid is None:
            continue
        if State.CLICKABLE in d.states or not _words(d.name):
            continue
        for field in drafts[i + 1 : i + 2 + _BETWEEN]:
            if field.role in _FIELDS and field.bid is not None and field.sid == d.sid:
                if _words(field.name) == _words(d.name):
                    asked.setdefault(d.sid, {})[d.bid] = (d, field)
                break
    gone: set[str] = set()
    for sid, pairs in asked.items():
        controls = labels_of_texts(snaps.get(sid, {}), set(pairs))
        gone.update(t.locator for b, (t, c) in pairs.items() if controls.get(b) == c.bid)
    return [d for d in drafts if d.locator not in gone] if gone else drafts
