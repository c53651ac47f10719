"""A drop-down that shows its choice in a read-only box of its own is valued by it.

Select2 and the widgets made like it draw a drop-down as ``<span role=combobox
aria-labelledby=…>`` holding ``<span role=textbox aria-readonly=true>Canada</span>``,
and name the drop-down by that box: Chromium reads ``combobox Canada`` over ``readonly
textbox = Canada``, the choice twice and the field's label (a ``<label>`` for the
hidden ``<select>`` it replaced) nowhere. The choice is the drop-down's value; the box
that shows it goes, and the drop-down is left unnamed for the text drawn beside it to
name (:mod:`besidetext`): ``combobox Country = Canada``. So is a drop-down that
``aria-labelledby`` names by its own choice (jQuery UI's selectmenu points it at the
highlighted option while open): its name changed, and its id with it, each time it opened.

Its multiple-choice box (a tag box) holds its choices as list items, each with its
remove button, and its search field: Chromium values the box by all its words glued,
``combobox Labels = Remove item bug Search``. Its value is its choices: ``= bug``.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["valued_by_items", "valued_by_shown_choice"]


def valued_by_shown_choice(drafts: list[Draft]) -> list[Draft]:
    """Drop-downs named by the read-only box showing their choice take it as their value.

    Returns: the drafts without those boxes.
    """
    gone: set[str] = set()
    for i, d in enumerate(drafts[:-1]):
        box = drafts[i + 1]
        if d.role is not Role.COMBOBOX or box.parent != d.locator:
            continue
        shown = " ".join((box.value or box.name).split())
        read_only = box.role is Role.TEXTBOX and State.READONLY in box.states
        valued = d.value is None or _shown_and_option(d.value, shown, _options(drafts, i))
        if shown and read_only and valued and shown == " ".join(d.name.split()):
            d.value, d.name = shown, ""
            gone.add(box.locator)
    for d in drafts:
        if d.role is Role.COMBOBOX and d.value and _by_other(d) and _same(d.name, d.value):
            d.name = ""
    if not gone:
        return drafts
    return [d for d in drafts if d.locator not in gone and d.parent not in gone]


def _options(drafts: list[Draft], i: int) -> set[str]:
    """The names of the options inside ``drafts[i]`` (its subtree follows it)."""
    inside, names = {drafts[i].locator}, set()
    for k in drafts[i + 1 :]:
        if k.parent not in inside:
            break
        inside.add(k.locator)
        if k.role is Role.OPTION:
            names.add(" ".join(k.name.split()))
    return names


def _shown_and_option(value: str, shown: str, options: set[str]) -> bool:
    """Whether ``value`` is empty, ``shown``, or ``shown`` and one of its ``options``.

    Select2's open box is valued by its shown choice and by the option its
    ``aria-activedescendant`` names (``Bo Chen Cy Park``).
    """
    said = " ".join(value.split())
    if said in ("", shown):
        return True
    return said.startswith(shown + " ") and said[len(shown) + 1 :] in options


def _same(a: str, b: str) -> bool:
    return " ".join(a.split()) == " ".join(b.split())


def _by_other(d: Draft) -> bool:
    """Whether the draft's name comes from another element (``aria-labelledby``)."""
    for source in (d.named or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return bool(source.get("type") == "relatedElement")
    return False


_FIELDS = frozenset({Role.SEARCHBOX, Role.TEXTBOX})


def _squeezed(text: str) -> str:
    return "".join(text.split())


def valued_by_items(drafts: list[Draft]) -> list[Draft]:
    """Tag boxes valued by their contents' words glued take their chosen items instead.

    A ``combobox`` holding a search field of its own and list items (its choices), whose
    value holds the field's name and every item's words, is valued by the items' names
    joined by commas (none when the value is only the field's name). Returns:
    ``drafts``, those boxes' values changed.
    """
    for i, d in enumerate(drafts):
        if d.role is not Role.COMBOBOX or not (d.value or "").strip():
            continue
        inside, items, field = {d.locator}, [], None
        for k in drafts[i + 1 :]:
            if k.parent not in inside:
                break
            inside.add(k.locator)
            if k.role is Role.LISTITEM and k.name.strip():
                items.append(" ".join(k.name.split()))
            elif k.role in _FIELDS and field is None:
                field = k
            elif k.role is Role.LISTBOX:
                break  # its open list of options: the choices are before it
        if field is None:
            continue
        said, label = _squeezed(d.value or ""), _squeezed(field.name)
        if items and label in said and all(_squeezed(t) in said for t in items):
            d.value = ", ".join(items)
        elif label and said == label:
            d.value = None  # no choice yet: only the field's label
    return drafts
