"""Fake pages of help desks, CRMs, HR and payroll: what commits there in words of their
own, and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

PEOPLE = [
    # what commits: tickets, contacts and deals, pay runs
    (Role.MENUITEM, "Redact all attachments"), (Role.GENERIC, "Call"),
    (Role.BUTTON, "Call +1 555 0100"), (Role.BUTTON, "Mark deal as lost"),
    (Role.BUTTON, "Run payroll"), (Role.MENUITEM, "Cancel payroll"),
    # look-alikes that commit nothing
    (Role.LINK, "Redacted attachments"), (Role.GENERIC, "Calls"),
    (Role.LINK, "Call +1 555 0100 from 9 to 5"), (Role.LINK, "Lost deals report"),
    (Role.LINK, "Run payroll report"), (Role.LINK, "When can I cancel a payroll?"),
    (Role.MENUITEM, "Refund issued – close"), (Role.MENUITEM, "Change manager"),
    (Role.BUTTON, "Remove tag refund"),
]  # fmt: skip
PEOPLE_ACTING = 6
"""The first this many of :data:`PEOPLE` commit something."""


def people_page() -> FakeApp:
    """A deal's card and the list's filters, dialogs titled for a change of pay or a deal's
    outcome beside look-alikes titled for an edit, and a ticket's tag chip."""
    from safety_fake_parts import Page, control, text_field

    page = Page()

    def row(*names: str) -> FakeNode:
        """Buttons side by side in one parent (a deal card's *Won* and *Lost*)."""
        y = page.lay.box().y
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 600, 28), children=[
            control(Role.GENERIC, n, Rect(20 + 90 * i, y, 80, 28), page.press)
            for i, n in enumerate(names)
        ])  # fmt: skip

    def column(*names: str) -> FakeNode:
        """A control and the page's own list of choices it opened, stacked in one parent."""
        y = page.lay.box(h=28 * len(names)).y
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 300, 28 * len(names)),
                        children=[control(Role.GENERIC, n, Rect(20, y + 28 * i, 300, 28),
                                          page.press) for i, n in enumerate(names)])  # fmt: skip

    def covered_row(*cells: str) -> list[FakeNode]:
        """A clickable row, deep in a table, under an open menu's *Change manager*."""
        y = page.lay.box().y
        row = FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 400, 28), on_press=page.press,
                       states={State.CLICKABLE, State.COVERED}, children=[
            FakeNode(role=Role.CELL, name=c, bounds=Rect(20 + 200 * i, y, 200, 28))
            for i, c in enumerate(cells)
        ])  # fmt: skip
        table = FakeNode(role=Role.TABLE, name="", bounds=Rect(20, y, 400, 28), children=[
            FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 400, 28), children=[row])
        ])  # fmt: skip
        item = control(Role.GENERIC, "Change manager", Rect(40, y + 4, 200, 20), page.press)
        return [table, item]

    def dialog(title: str, field: str, *buttons: str) -> FakeNode:
        """A dialog titled ``title`` with one field and its buttons."""
        y = page.lay.box(h=120).y
        kids: list[FakeNode] = [text_field(field, "", Rect(40, y + 30, 300, 28))]
        kids += [
            control(Role.BUTTON, b, Rect(40 + 110 * i, y + 80, 100, 28), page.press)
            for i, b in enumerate(buttons)
        ]
        return FakeNode(role=Role.DIALOG, name=title, bounds=Rect(20, y, 500, 120), children=kids)

    kids: list[FakeNode] = [
        FakeNode(role=Role.HEADING, name="Acme renewal 2026", bounds=page.lay.box()),
        row("Won", "Lost"),
        FakeNode(role=Role.HEADING, name="Deals", bounds=page.lay.box()),
        row("All", "Open", "Won", "Lost"),
        page.control(Role.GENERIC, "×", hint="remove tag refund"),
        # a ticket's side panel: a tag field outside any form, an icon that merges
        text_field("Add tag", "billing", page.lay.box()),
        page.control(Role.IMAGE, "Merge ticket"),
        # a composer's drop-down of times to send at, opened: its items send (the page's
        # list lines up under its opener, as one column with it)
        column("Send later ▾", "Tomorrow morning 8:00", "Custom date"),
        # an employee's open menu drawn over a row of requests the observation found covered
        *covered_row("Jul 1 · Sick · 1 day", "✓ Approve"),
        dialog("Change salary", "Amount", "Cancel", "Update"),
        dialog("Edit note", "Note", "Cancel", "Update"),
        dialog("Mark deal as lost", "Reason", "Cancel", "Save"),
        dialog("Edit contact", "Phone", "Cancel", "Save"),
    ]
    return page.app("fake-people", kids)


PEOPLE_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Won@1", True),
    ("click", Role.GENERIC, "Lost@1", False),
    ("click", Role.GENERIC, "Won@2", False),
    ("click", Role.GENERIC, "×", False),
    ("click", Role.BUTTON, "Update@1", True),
    ("click", Role.BUTTON, "Update@2", False),
    ("click", Role.BUTTON, "Save@1", True),
    ("click", Role.BUTTON, "Save@2", False),
    ("key:Return", Role.TEXTBOX, "Add tag", False),
    ("click", Role.GENERIC, "Send later ▾", False),
    ("click", Role.GENERIC, "Tomorrow morning 8:00", True),
    ("click", Role.GENERIC, "Custom date", False),
    ("click", Role.GENERIC, "Change manager", False),
]
