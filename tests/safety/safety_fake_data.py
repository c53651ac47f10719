"""Fake pages of a database console, a BI dashboard and a backup and storage console:
what commits there in words of its own, the look-alikes that commit nothing, and a page
whose rows, sections and chosen retention say what a bare button or radio does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

DATA = [
    # what commits: tables and users dropped, a connection's secret shown
    (Role.MENUITEM, "Drop user"), (Role.GENERIC, "Drop table users"),
    (Role.BUTTON, "Drop database"), (Role.GENERIC, "Drop index idx_orders_created"),
    (Role.GENERIC, "Show connection string"), (Role.BUTTON, "Reveal database URL"),
    # schema migrations applied to, or taken back from, the live database
    (Role.BUTTON, "Apply all pending migrations"), (Role.GENERIC, "Run migrations"),
    (Role.MENUITEM, "Revert migration"), (Role.MENUITEM, "Roll back schema changes"),
    # backups turned off, restored over what is there, locked for good
    (Role.GENERIC, "Disable backups"), (Role.BUTTON, "Turn off automatic backups"),
    (Role.MENUITEM, "Pause snapshots"), (Role.MENUITEM, "Restore in place"),
    (Role.BUTTON, "Restore over current data"), (Role.MENUITEM, "Lock (keep forever)"),
    # an ellipsis after a chained name asks nothing first
    (Role.MENUITEM, "Save and send…"),
    # look-alikes that commit nothing
    (Role.LINK, "Drop user guide"), (Role.GENERIC, "Drop-down"),
    (Role.LINK, "Connection strings explained"), (Role.GENERIC, "Connection string"),
    (Role.LINK, "Migration history"), (Role.LINK, "View pending migrations"),
    (Role.LINK, "Rolling back a migration"),
    (Role.LINK, "Backups disabled"), (Role.GENERIC, "Backup schedule"),
    (Role.MENUITEM, "Restore to new server"), (Role.GENERIC, "Locked (keep forever)"),
    (Role.LINK, "Lock settings"),
    # a command whose name ends in an ellipsis opens a dialog that asks again
    (Role.MENUITEM, "Drop table…"), (Role.MENUITEM, "Schedule e-mail report…"),
    (Role.GENERIC, "Delete database..."),
]  # fmt: skip
DATA_ACTING = 17
"""The first this many of :data:`DATA` commit something."""


def data_page() -> FakeApp:
    """Migrations' and backups' rows with a bare button, a trash's and a filter's look-alike,
    retention radios, a read-only switch, a toolbar far above a section's switch, and
    dialogs that schedule a report by e-mail."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    lay = page.lay
    on = {State.CHECKED}

    def row(button: str, *cells: str, role: Role = Role.ROW) -> FakeNode:
        """A row of cells, then a bare button."""
        y = lay.box().y
        kids = [
            FakeNode(role=Role.CELL if role is Role.ROW else Role.TEXT, name=c,
                     bounds=Rect(20 + 150 * i, y, 140, 28))
            for i, c in enumerate(cells)
        ]  # fmt: skip
        press = control(Role.GENERIC, button, Rect(20 + 150 * len(cells), y, 70, 28), page.press)
        return FakeNode(role=role, name="", bounds=Rect(20, y, 900, 28), children=[*kids, press])

    def table(head: str, *rows: FakeNode) -> FakeNode:
        """A table with its first column's header."""
        y = lay.box().y
        header = FakeNode(role=Role.COLUMNHEADER, name=head, bounds=Rect(20, y, 140, 28))
        return FakeNode(role=Role.TABLE, name="", bounds=Rect(20, y, 900, 28), children=[
            FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 900, 28), children=[header]),
            *rows,
        ])  # fmt: skip

    def radios(*names: str, chosen: str) -> FakeNode:
        """A group of radio rows, ``chosen`` checked."""
        kids = [page.control(Role.RADIO, n, states=on if n == chosen else None) for n in names]
        box = Rect(20, kids[0].bounds.y if kids[0].bounds else 0, 500, 28 * len(kids))
        return FakeNode(role=Role.GROUP, name="", bounds=box, children=kids)

    def dialog(title: str, field: str, value: str, button: str) -> FakeNode:
        """A dialog: its title, one field and the button that saves it."""
        y = lay.box(h=100).y
        return FakeNode(role=Role.DIALOG, name=title, bounds=Rect(20, y, 500, 100), children=[
            text_field(field, value, Rect(30, y + 30, 300, 28)),
            control(Role.BUTTON, button, Rect(30, y + 64, 120, 28), page.press),
        ])  # fmt: skip

    kids: list[FakeNode] = [
        page.control(Role.GENERIC, "Create folder"),
        FakeNode(role=Role.HEADING, name="Permissions", bounds=lay.box()),
        page.control(Role.SWITCH, "Block all public access", states=on),
        FakeNode(role=Role.HEADING, name="Migrations", bounds=lay.box()),
        row("Apply", "0042_add_orders_index", "pending"),
        row("Revert", "0041_drop_legacy", "applied"),
        FakeNode(role=Role.HEADING, name="Saved filters", bounds=lay.box()),
        row("Apply", "EMEA, last 30 days", "mine", role=Role.LISTITEM),
        FakeNode(role=Role.HEADING, name="Server", bounds=lay.box()),
        table("Backup", row("Restore", "2026-12-05 02:00", "4.0 GB")),
        FakeNode(role=Role.HEADING, name="Trash", bounds=lay.box()),
        row("Restore", "report.pdf", "deleted 2 days ago", role=Role.LISTITEM),
        FakeNode(role=Role.HEADING, name="Retention", bounds=lay.box()),
        radios("Keep 7 days", "Keep 30 days", "Keep 90 days", chosen="Keep 30 days"),
        FakeNode(role=Role.HEADING, name="Database", bounds=lay.box()),
        page.control(Role.SWITCH, "Read-only mode", states=on),
        page.control(Role.SWITCH, "Query timeout 30s", states=on),
        # a report mailed on a schedule to the addresses typed, to nobody yet, and a rename
        dialog("Schedule e-mail report", "Recipients", "exec@acme.com", "Save schedule"),
        dialog("Schedule e-mail report", "Recipients", "", "Save schedule"),
        dialog("Rename report", "Name", "Revenue overview", "Save"),
    ]
    return page.app("fake-data", kids)


DATA_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Create folder", False),
    ("click", Role.GENERIC, "Apply@1", True),
    ("click", Role.GENERIC, "Revert", True),
    ("click", Role.GENERIC, "Apply@2", False),
    ("click", Role.GENERIC, "Restore@1", True),
    ("click", Role.GENERIC, "Restore@2", False),
    ("click", Role.RADIO, "Keep 7 days", True),
    ("click", Role.RADIO, "Keep 90 days", False),
    ("click", Role.SWITCH, "Read-only mode", True),
    ("click", Role.SWITCH, "Query timeout 30s", False),
    ("click", Role.BUTTON, "Save schedule@1", True),
    ("click", Role.BUTTON, "Save schedule@2", False),
    ("click", Role.BUTTON, "Save", False),
]
"""Cases of :func:`data_page`: what its surroundings say a bare button or radio does."""
