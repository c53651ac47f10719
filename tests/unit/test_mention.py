"""How messages name an element: by its name, else by its icon, never as ``''``."""

from __future__ import annotations

from handrail.model import Element
from handrail.vocab import Role, State


def test_an_element_is_named_by_its_name_else_its_icon() -> None:
    clickable = frozenset({State.CLICKABLE})
    assert Element(id="e1", role=Role.BUTTON, name="Send").mention == "button 'Send'"
    icon = Element(id="e2", role=Role.GENERIC, name="", hint="kebab", states=clickable)
    assert icon.mention == "clickable (icon: kebab)"
    assert Element(id="e3", role=Role.GENERIC, name="").mention == "element"
