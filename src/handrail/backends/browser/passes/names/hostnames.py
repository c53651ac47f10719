"""A field drawn inside a named custom element takes the element's name.

Fluent UI's ``<fluent-text-input>`` and ``<fluent-dropdown>`` are custom elements with
no role of their own, labelled by their field's ``<label>`` through ``aria-labelledby``
on the element itself; the control a person types in or opens is inside it (an
``<input>`` in its shadow root, a ``<button role=combobox>`` in a slot) and unnamed.
Chromium gives the name to the element, a ``generic``, and none to the control: a read
gave ``clickable Language`` over ``combobox English`` (named by the option text beside
it) and ``Display name`` apart from an unnamed ``textbox``.

An element of no role named by the page (``aria-labelledby``, ``aria-label``) that
holds exactly one control, a field of no name, and nothing else to read but that
field's own parts and the list it opens (``<fluent-listbox>``, while open), gives the
field its name and reads as nothing itself.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role

__all__ = ["named_by_host"]

_FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON, Role.SLIDER})
_POPUPS = frozenset({Role.LISTBOX, Role.MENU, Role.TREE, Role.TABLE, Role.DIALOG})
"""Roles of the list a field opens, which the element may hold beside it while open."""
_HOSTS = frozenset({Role.GENERIC})
"""Roles of an element that names nothing a person reads on its own."""


def _author_named(d: Draft) -> bool:
    """Whether ``d``'s name is the page's (``aria-labelledby``, ``aria-label``)."""
    for source in (d.named or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return source.get("attribute") in ("aria-labelledby", "aria-label")
    return False


def named_by_host(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` with each unnamed field named by the named element of no role it fills."""
    children: dict[str | None, list[Draft]] = {}
    for d in drafts:
        children.setdefault(d.parent, []).append(d)

    def inside(d: Draft) -> list[Draft]:
        found, todo = [], list(children.get(d.locator, ()))
        while todo:
            c = todo.pop()
            found.append(c)
            todo.extend(children.get(c.locator, ()))
        return found

    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for host in drafts:
        if host.role not in _HOSTS or not host.name.strip():
            continue
        if not _author_named(host):
            continue
        held = inside(host)
        fields = [c for c in held if c.role in _FIELDS]
        if len(fields) != 1 or fields[0].name.strip():
            continue
        field = fields[0]
        own = {c.locator for c in inside(field)}
        for popup in (c for c in held if c.role in _POPUPS):
            own |= {popup.locator} | {c.locator for c in inside(popup)}
        if any(c is not field and c.locator not in own for c in held):
            continue  # the element holds more than the field: its name is not the field's
        field.name = " ".join(host.name.split())
        gone.add(host.locator)
        moved[host.locator] = host.parent
    return drop(drafts, gone, moved) if gone else drafts
