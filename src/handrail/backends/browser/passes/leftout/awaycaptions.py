"""A form caption that names its widget reads once, wherever the widget's parts lie.

``<label for="lines">Product lines</label>`` over a widget that hides the element it
labels (an ``<input>`` or ``<select>`` kept inside the widget's wrapper) and draws a
control of its own, named by the same words (``aria-labelledby``, or the label the
widget copies): the text is left out as a caption only right before its control, and
here a tag list or a slider's step button lies between them, so the caption read twice.
A plain text inside a ``<label>`` whose words are the whole name of a control that is
the element it labels, holds it, or lies in the same wrapper goes.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import wanted_nodes
from handrail.backends.browser.passes.names.labeltexts import labels_of_texts
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_away_captions"]

_LEVELS = 8
"""How many ancestors up a control is looked for around its label's target."""


def _words(text: str) -> str:
    return " ".join(text.split())


def _up(parents: list[int], i: int) -> list[int]:
    """``i`` and its ancestors, ``_LEVELS`` of them at most."""
    out = [i]
    for _ in range(_LEVELS):
        i = parents[i] if 0 <= i < len(parents) else -1
        if i < 0:
            break
        out.append(i)
    return out


def _near(parents: list[int], target: int, control: int) -> bool:
    """Whether ``control`` is the ``target``, holds it, or lies in its wrapper (parent)."""
    above = _up(parents, target)
    if control in above:
        return True
    wrapper = above[1] if len(above) > 1 else -1
    return wrapper >= 0 and wrapper in _up(parents, control)


def without_away_captions(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without the ``<label>`` texts that repeat their widget's whole name."""
    named: dict[tuple[str, str], list[int]] = {}
    """(session, name) -> the backend ids of the controls it names."""
    texts: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is None or not d.name:
            continue
        if d.role in INTERACTIVE_ROLES:
            named.setdefault((d.sid, _words(d.name)), []).append(d.bid)
        elif d.value is None and State.CLICKABLE not in d.states and d.role is Role.TEXT:
            texts.setdefault(d.sid, {})[d.bid] = d
    asked = {
        sid: {b: t for b, t in found.items() if (sid, _words(t.name)) in named}
        for sid, found in texts.items()
    }
    gone: set[str] = set()
    for sid, found in asked.items():
        snap = snaps.get(sid)
        if not found or snap is None:
            continue
        targets = labels_of_texts(snap, set(found))
        if not targets:
            continue
        controls = {b for t in targets for b in named[(sid, _words(found[t].name))]}
        for doc, hits in wanted_nodes(snap, set(targets.values()) | controls):
            at = {doc.bids[i]: i for i in hits}
            for text, target in targets.items():
                if target not in at:
                    continue
                others = named[(sid, _words(found[text].name))]
                if any(c in at and _near(doc.parents, at[target], at[c]) for c in others):
                    gone.add(found[text].locator)
    return [d for d in drafts if d.locator not in gone] if gone else drafts
