"""A capped snapshot keeps the view and what lies nearest to it, not the page's top."""

from handrail.model import Element
from handrail.session import _keep
from handrail.vocab import Role, State


def test_the_cap_keeps_the_view_then_its_neighbours_in_document_order() -> None:
    off = frozenset({State.OFFSCREEN})
    rows = [
        Element(id=f"e{n}", role=Role.LINK, name=f"Row {n}", parent="e0", states=off)
        for n in range(1, 101)
    ]
    # Rows 50 and 51 are in view; the list holds 100.
    for n in (49, 50):
        rows[n] = Element(id=rows[n].id, role=Role.LINK, name=rows[n].name, parent="e0")
    page = [Element(id="e0", role=Role.LIST, name="Contacts"), *rows]
    kept = _keep(page, 7)
    # The list (the rows' ancestor), the two rows in view, then the two nearest on each side.
    assert [e.name for e in kept] == ["Contacts", *(f"Row {n}" for n in range(48, 54))]
