"""A combobox field that holds the combobox input it draws is that one control.

Vuetify's select (and its data table's *Items per page*) is a ``<div role=combobox>``
field holding its label, the choice it draws and the ``<input role=combobox>`` that
takes the focus and keys. Chromium reads both: an unnamed (or label-named) combobox
over the texts ``Language`` and ``English`` and ``combobox Language = English``. The
field goes, what it held moves up to its place, and the input stays: one ``combobox
Language = English``, named by the field when the input has no name; the texts inside
the field that only say the input's name or value go with it. The field's parts drawn
over the input are no cover: a press on the input lands on the field, which opens the
list (``tests/browser/test_browser_lib10_vuetify.py``). So is a clickable element of no
control's role named only by the input's name or value (Quasar's ``q-select``, a
``<label class="q-field">`` around its ``<input role=combobox>``, and its ``q-input``
around a text box: ``tests/browser/test_browser_lib15_vue.py``). A read-only box with no
name takes the words of such a frame when they are short, its caption (a field one types
into inside a clickable card is named by the words beside it, not the card's): mdui's select draws
its label and a read-only ``<input>`` in a clickable frame (``clickable Sort by`` around
``readonly textbox = Date``), and a read-only text box in a frame a press opens is a
``combobox Sort by = Date`` (``tests/browser/test_browser_lib44_mdui.py``).
"""

from __future__ import annotations

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_field_frames"]

_FACED = frozenset({Role.COMBOBOX, Role.TEXTBOX})
"""Fields a library draws inside a clickable frame of its own (Quasar's ``q-field``)."""


_CAPTION_CHARS = 40
"""How long the words of a frame naming the unnamed box it holds may be (its caption)."""


def _bare(s: str) -> str:
    """``s`` as a label says it: no spaces around, no colon after."""
    return s.strip().rstrip(":").strip().casefold()


def without_field_frames(drafts: list[Draft], layouts: dict[str, SessionLayout]) -> list[Draft]:
    """``drafts`` without the combobox fields that hold the combobox they draw.

    Returns: the drafts left; the inner combobox takes the field's name when it has
    none, the field's other parts move up to its parent. Each field is noted in its
    layout's ``framed`` (by the input's backend node id), so the hit test takes a
    press on the field's parts as the input's.
    """
    by_locator = {d.locator: d for d in drafts}
    frames: dict[str, Draft] = {}
    faces: set[str] = set()
    """Frames of no control's role: named by the choice they show, which names no box."""
    captioned: set[str] = set()
    """Frames of no control's role named by the caption of the unnamed box they hold."""
    for d in drafts:
        if d.role not in _FACED:
            continue
        up = by_locator.get(d.parent) if d.parent is not None else None
        while d.role is Role.COMBOBOX and up is not None and up.role is not Role.COMBOBOX:
            up = by_locator.get(up.parent) if up.parent is not None else None
        if d.role is not Role.COMBOBOX:
            up = None
        if up is not None and up.locator not in frames:
            frames[up.locator] = d
        elif up is None and (face := _clickable_face(d, drafts, by_locator)) is not None:
            frames.setdefault(face.locator, d)
            faces.add(face.locator)
            if not d.name.strip() and _bare(face.name):
                captioned.add(face.locator)
    if not frames:
        return drafts
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for locator, inner in frames.items():
        frame = by_locator[locator]
        if locator not in faces or locator in captioned:
            inner.name = inner.name or " ".join(frame.name.split())
        if locator in captioned and inner.role is Role.TEXTBOX and State.READONLY in inner.states:
            inner.role = Role.COMBOBOX  # a press on its frame opens its choices
        layout = layouts.get(inner.sid)
        if layout is not None and inner.bid is not None and frame.bid is not None:
            layout.framed[inner.bid] = frame.bid
        gone.add(locator)
        moved[locator] = frame.parent
        said = {_bare(inner.name), _bare(inner.value or "")} - {""}
        for d in drafts:
            repeats = d.role is Role.TEXT and _bare(d.name) in said
            if repeats and _plainly_in(d, locator, by_locator):
                gone.add(d.locator)
    return drop(drafts, gone, moved)


def _clickable_face(box: Draft, drafts: list[Draft], by_locator: dict[str, Draft]) -> Draft | None:
    """The clickable element of no control's role drawing ``box`` (a field), if any.

    Quasar's ``q-select`` is a clickable ``<label class="q-field">`` around the choice it
    shows and its ``<input role=combobox>``: Chromium names the label by that choice
    (``clickable Viewer``). Such an element, within three levels above the box, named
    by nothing but the box's name or value and holding no other control, is its field.
    """
    said = {"", _bare(box.name), _bare(box.value or ""), _bare(f"{box.name} {box.value or ''}")}
    up = by_locator.get(box.parent) if box.parent is not None else None
    # Only a read-only box, a choice one opens the frame for, takes the frame's words: a
    # clickable card's words do not name the field one types a date into inside it.
    unnamed = not box.name.strip() and State.READONLY in box.states
    for _ in range(3):
        if up is None or up.role in INTERACTIVE_ROLES:
            return None
        if State.CLICKABLE in up.states:
            break
        up = by_locator.get(up.parent) if up.parent is not None else None
    else:
        return None
    if up is None:
        return None
    caption = unnamed and 0 < len(_bare(up.name)) <= _CAPTION_CHARS
    if _bare(up.name) not in said and not caption:
        return None
    controls = [
        d
        for d in drafts
        if d is not box and d.role in INTERACTIVE_ROLES and _plainly_in(d, up.locator, by_locator)
    ]
    return None if controls else up


def _plainly_in(d: Draft, frame: str, by_locator: dict[str, Draft]) -> bool:
    """Whether ``d`` lies in the draft ``frame`` with no control between them."""
    up = by_locator.get(d.parent) if d.parent is not None else None
    while up is not None:
        if up.locator == frame:
            return True
        if up.role in INTERACTIVE_ROLES:
            return False
        up = by_locator.get(up.parent) if up.parent is not None else None
    return False
