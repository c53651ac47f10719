"""A checkbox or radio button the page hides and draws by its label stands as its label.

Switches and custom checkboxes are often made of a hidden ``<input>`` (``display: none``
or ``visibility: hidden``) inside or named by a ``<label>`` whose own parts draw the
control. Chromium leaves the hidden control out of its accessibility tree, so all a
person sees of it is the label, and a press on the label is the press the browser hands
to the control. Such a label is read as the control: its role, its checked and disabled
states from the snapshot (:func:`~handrail.backends.browser.labels.label_toggles`), and
a name of all its text. What draws it (a track, a knob, the texts the name is made of)
is folded into it; a link or another control inside the label stays an element of its
own. A control the tree does show (of no size, drawn by its label) is itself, as always,
and what its label draws of it (a switch's slider with a pointer cursor) is no control of
its own (:func:`drawn_parts`): a press there is the control's, judged as the control's.
A label inside a switch, check box or radio button of the tree's (a web component's host
that is the control, ``<ion-toggle role=switch>``, drawing it by a label in its shadow
root) is the control's face, no second control.
"""

from __future__ import annotations

from collections.abc import Iterator

from handrail.backends.browser.labels import Toggle
from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["drawn_parts", "stand_for_hidden_controls"]


def _toggle_labels(
    drafts: list[Draft], layouts: dict[str, SessionLayout]
) -> Iterator[tuple[int, int, Toggle]]:
    """Each shown label of a checkbox or radio button: its index, where its part ends.

    Drafts are in document order, so a label's descendants follow it at once (up to the
    index given, not included). A label the page does not show is ignored by Chromium,
    so it is no ``LABEL``.
    """
    i, count = 0, len(drafts)
    while i < count:
        d = drafts[i]
        i += 1
        layout = layouts.get(d.sid)
        if layout is None or d.bid is None or d.role is not Role.LABEL:
            continue
        toggle = layout.toggles.get(d.bid)
        if toggle is None:
            continue
        at, inside = i - 1, {d.locator}
        while i < count and drafts[i].parent in inside:
            inside.add(drafts[i].locator)
            i += 1
        yield at, i, toggle


_TOGGLE_ROLES = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})


def _in_toggle(d: Draft, by_locator: dict[str, Draft]) -> bool:
    """Whether ``d`` lies inside a switch, check box or radio button (its host's)."""
    up = by_locator.get(d.parent) if d.parent is not None else None
    while up is not None:
        if up.role in _TOGGLE_ROLES:
            return True
        up = by_locator.get(up.parent) if up.parent is not None else None
    return False


def stand_for_hidden_controls(
    drafts: list[Draft], layouts: dict[str, SessionLayout]
) -> list[Draft]:
    """``drafts`` with each label of a hidden checkbox or radio button made that control."""
    if not any(layout.toggles for layout in layouts.values()):
        return drafts
    shown = {(d.sid, d.bid) for d in drafts if d.bid is not None and not d.wrapper}
    by_locator = {d.locator: d for d in drafts}
    spans = {
        at: (end, toggle)
        for at, end, toggle in _toggle_labels(drafts, layouts)
        if (drafts[at].sid, toggle.control) not in shown and not _in_toggle(drafts[at], by_locator)
    }
    out: list[Draft] = []
    i = 0
    while i < len(drafts):
        d = drafts[i]
        out.append(d)
        span = spans.get(i)
        i += 1
        if span is None:
            continue
        end, toggle = span
        kept: set[str] = set()
        words: list[str] = []
        for k in drafts[i:end]:
            if k.parent in kept or k.role in INTERACTIVE_ROLES:
                # A link in the label's text is a link of its own (and part of its name).
                if k.parent not in kept:
                    words.append(k.name)
                    k.parent = d.locator
                kept.add(k.locator)
                out.append(k)
            elif k.role is Role.TEXT and k.name:
                words.append(k.name)
        i = end
        d.role = Role.RADIO if toggle.radio else Role.CHECKBOX
        d.name = d.name or " ".join(" ".join(words).split())
        d.value = None
        d.wrapper = False
        d.states = {State.CHECKABLE}
        if toggle.checked:
            d.states.add(State.CHECKED)
        if toggle.disabled:
            d.states.add(State.DISABLED)
    return out


def drawn_parts(drafts: list[Draft], layouts: dict[str, SessionLayout]) -> set[tuple[str, int]]:
    """(session id, backend node id) of what labels draw of the checkboxes they label.

    The parts of a label whose checkbox or radio button the tree shows (a slider, a
    knob) that are no control themselves: they are never clickable of their own.
    """
    if not any(layout.toggles for layout in layouts.values()):
        return set()
    out: set[tuple[str, int]] = set()
    for at, end, _ in _toggle_labels(drafts, layouts):
        own: set[str] = set()
        """The controls inside (the checkbox itself, a link in the label's text) and theirs."""
        for k in drafts[at + 1 : end]:
            if k.role in INTERACTIVE_ROLES or k.parent in own:
                own.add(k.locator)
            elif k.bid is not None:
                out.add((k.sid, k.bid))
    return out
