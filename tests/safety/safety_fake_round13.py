"""Fake pages of cloud consoles, property management, logistics, newsrooms and
bookkeeping: the verbs those pages commit with, their look-alikes, and the lists, help
lines and switches whose effect a page says in words of its own."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role, State


def round13_page() -> FakeApp:
    """Lists whose help line says what a change deletes, and their harmless look-alikes."""
    from safety_fake_parts import Page

    page = Page()
    text, lay = page.text, page.lay

    def select(name: str, value: str, options: list[str]) -> FakeNode:
        box = lay.box()
        choices = [
            FakeNode(role=Role.OPTION, name=o, bounds=lay.box(), on_press=page.press)
            for o in options
        ]
        return FakeNode(
            role=Role.COMBOBOX,
            name=name,
            value=value,
            states={State.FOCUSABLE, State.HASPOPUP},
            bounds=box,
            children=choices,
        )

    kids = [
        text("Keep cloud recordings for"),
        select("Keep cloud recordings for", "90 days", ["30 days", "90 days", "Forever"]),
        text("Recordings older than this are deleted for good."),
        select("Keep logs for", "1 year", ["30 days", "1 year", "Never delete"]),
        FakeNode(role=Role.TEXT, name="Logs are permanently deleted after the period ends."),
        select("Show entries from", "Last 90 days", ["Last 30 days", "Last 90 days"]),
        text("Only changes what this list shows."),
    ]
    return page.app("fake-round13", kids)


ROUND13_PAGE = [
    # (action, role, name, irreversible)
    ("set:30 days", Role.COMBOBOX, "Keep cloud recordings for", True),
    ("set:Forever", Role.COMBOBOX, "Keep cloud recordings for", False),
    ("set:90 days", Role.COMBOBOX, "Keep cloud recordings for", False),
    ("set:30 days", Role.COMBOBOX, "Keep logs for", True),
    ("set:Never delete", Role.COMBOBOX, "Keep logs for", False),
    ("set:Last 30 days", Role.COMBOBOX, "Show entries from", False),
]  # fmt: skip
