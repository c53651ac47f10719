"""The menu a button owns is no part of the button's name, and its items are menu items.

Vuetify's menu button points at its open menu with ``aria-owns``, so Chromium reads the
menu inside the button and names the button by all of it: ``button THEME Light Dark
System``, the items ``clickable link Light`` (plain list items with a click handler,
their ``v-list-item--link`` class read as a link's look). A clickable item with no
control's role inside a button that opens a popup is a ``menuitem``, and the button's
name ends before the items' words: ``button THEME`` over ``menuitem Light``
(``tests/browser/test_browser_lib10_vuetify.py``).
"""

from __future__ import annotations

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["owned_menu_items"]


def owned_menu_items(drafts: list[Draft]) -> None:
    """Make the clickable items inside a popup button menu items; unname the button of them.

    ``drafts`` are changed in place.
    """
    by_locator = {d.locator: d for d in drafts}
    items: dict[str, list[Draft]] = {}
    for d in drafts:
        if not pressed(d) or d.role not in (Role.LISTITEM, Role.GENERIC, Role.TEXT):
            continue
        up = by_locator.get(d.parent) if d.parent is not None else None
        while up is not None and up.role is not Role.BUTTON:
            up = by_locator.get(up.parent) if up.parent is not None else None
        if up is not None and State.HASPOPUP in up.states:
            items.setdefault(up.locator, []).append(d)
    for locator, held in items.items():
        button = by_locator[locator]
        for d in held:
            d.role = Role.MENUITEM
        said = " ".join(d.name.strip() for d in held if d.name.strip()).split()
        words = button.name.split()
        if said and len(words) > len(said) and words[-len(said) :] == said:
            button.name = " ".join(words[: -len(said)])
