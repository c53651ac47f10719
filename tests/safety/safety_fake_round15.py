"""Fake pages of git hosting, container dashboards, video studios, hosting panels and
citizen-services portals: what commits there in words of its own, and the look-alikes
that commit nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role


def round15_page() -> FakeApp:
    """Tables whose first cell is a box that picks the row, and boxes that are settings."""
    from safety_fake_parts import Page

    page = Page()
    lay = page.lay

    def row(*cells: FakeNode | str) -> FakeNode:
        kids = [
            c
            if isinstance(c, FakeNode)
            else FakeNode(role=Role.CELL, name=c, bounds=lay.box())
            for c in cells
        ]
        return FakeNode(role=Role.ROW, name="", bounds=lay.box(), children=kids)

    def box_cell() -> FakeNode:
        return FakeNode(
            role=Role.CELL,
            name="",
            bounds=lay.box(),
            children=[page.control(Role.CHECKBOX, "")],
        )

    def table(name: str, *rows: FakeNode) -> FakeNode:
        return FakeNode(role=Role.TABLE, name=name, bounds=lay.box(h=4), children=list(rows))

    kids = [
        FakeNode(role=Role.HEADING, name="Account · Devices", bounds=lay.box()),
        # the box a row begins with picks it for the bulk bar
        table(
            "Devices",
            row(box_cell(), "WORKSTATION-07", "Windows 11"),
            row(box_cell(), "Pixel 8", "Android 14"),
        ),
        # a box after the row's words is the setting the row names
        table(
            "Account permissions",
            row("Manage billing", box_cell()),
            row("Invite members", box_cell()),
        ),
    ]
    return page.app("fake-round15", kids)


ROUND15_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.CHECKBOX, "unnamed:1", False),  # picks WORKSTATION-07
    ("click", Role.CHECKBOX, "unnamed:2", False),
    ("click", Role.CHECKBOX, "unnamed:3", True),  # lets this account manage billing
]  # fmt: skip
