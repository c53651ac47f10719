"""Fake pages of a marketing-email tool, an ads manager, a blog's admin and a registrar:
what commits there in words of its own, the look-alikes that commit nothing, and a page
whose pop-overs, cards, bars, rows and switches say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

MARKET = [
    # what commits: resends, imports, automations, recommendations, drafts
    (Role.MENUITEM, "Resend to non-openers"), (Role.GENERIC, "Complete import"),
    (Role.BUTTON, "Activate automation"), (Role.GENERIC, "Apply all recommendations"),
    (Role.LINK, "Switch to draft"),
    # look-alikes that commit nothing
    (Role.LINK, "Test email settings"), (Role.LINK, "Resend settings"),
    (Role.LINK, "Import history"), (Role.LINK, "Automation settings"),
    (Role.TAB, "Recommendations (4)"), (Role.LINK, "Drafts (3)"),
    (Role.LINK, "Merge tags"), (Role.GENERIC, "Send history"),
    (Role.MENUITEM, "Remove Paragraph"), (Role.LINK, "Transfer status"),
]  # fmt: skip
MARKET_ACTING = 5
"""The first this many of :data:`MARKET` commit something."""


def market_page() -> FakeApp:
    """A campaign table's switches, a budget pop-over, recommendation cards, a post
    editor's bar, comment rows, automation rows, a resend switch and bulk bars."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    lay = page.lay
    press = page.press

    def box(*kids: FakeNode, h: int) -> FakeNode:
        """A card or pop-over: a plain container of its own, ``h`` pixels high."""
        y = lay.box(h=h, w=600).y
        for i, k in enumerate(kids):
            if k.bounds is None or k.bounds.y < y or k.bounds.width <= 1:
                k.bounds = Rect(30 + 150 * (i % 4), y + 30 * (i // 4), 140, 26)
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 600, h), children=list(kids))

    def words(name: str) -> FakeNode:
        return FakeNode(role=Role.TEXT, name=name, bounds=None)

    def button(name: str) -> FakeNode:
        return control(Role.GENERIC, name, Rect(0, 0, 1, 1), press)

    def line(*kids: FakeNode, role: Role = Role.GENERIC) -> FakeNode:
        """A row or bar: its parts side by side on one line."""
        y = lay.box().y
        for i, k in enumerate(kids):
            k.bounds = Rect(20 + 130 * i, y, 120, 28)
        return FakeNode(role=role, name="", bounds=Rect(20, y, 130 * len(kids), 28),
                        children=list(kids))  # fmt: skip

    def campaigns() -> FakeNode:
        """A table of campaigns, each row's unnamed switch drawn under *Off / On*."""
        top = lay.box(h=28 * 3).y
        heads = ["Off / On", "Campaign", "Budget"]
        head = FakeNode(role=Role.ROW, name="", bounds=Rect(20, top, 420, 28), children=[
            FakeNode(role=Role.COLUMNHEADER, name=h, bounds=Rect(20 + 140 * i, top, 140, 28))
            for i, h in enumerate(heads)])  # fmt: skip
        rows = []
        for k, (name, budget) in enumerate([("Spring sale", "$50.00"), ("Retargeting", "$30.00")]):
            y = top + 28 * (k + 1)
            switch = control(Role.SWITCH, "", Rect(30, y + 4, 30, 20), press, hint="switch")
            rows.append(FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 420, 28), children=[
                FakeNode(role=Role.CELL, name="", bounds=Rect(20, y, 140, 28), children=[switch]),
                FakeNode(role=Role.CELL, name=name, bounds=Rect(160, y, 140, 28)),
                FakeNode(role=Role.CELL, name=budget, bounds=Rect(300, y, 140, 28)),
            ]))  # fmt: skip
        return FakeNode(role=Role.TABLE, name="", bounds=Rect(20, top, 420, 84),
                        children=[head, *rows])  # fmt: skip

    def bar(shown: str, commit: str, items: list[str] = ()) -> list[FakeNode]:
        """A page's own drop-down showing ``shown``, its items hung under it, and a button."""
        y = lay.box(h=28 + 28 * len(items)).y
        opener = control(Role.GENERIC, shown, Rect(20, y, 160, 28), press)
        go = control(Role.GENERIC, commit, Rect(190, y, 60, 28), press)
        hung = [
            control(Role.GENERIC, n, Rect(20, y + 28 * (i + 1), 160, 28), press)
            for i, n in enumerate(items)
        ]
        return [opener, *hung, go]

    def icon_after(field: FakeNode, hint: str) -> list[FakeNode]:
        """A field and, after it on its line, an unnamed icon."""
        y = lay.box().y
        field.bounds = Rect(20, y, 200, 28)
        return [field, control(Role.GENERIC, "", Rect(230, y + 4, 20, 20), press, hint=hint)]

    kids: list[FakeNode] = [
        # bulk bars: an item picked under *Actions ▾*, and bars showing their choice
        *bar("Actions ▾", "Apply", ["Add tags", "Unsubscribe", "Permanently delete"]),
        *bar("Unsubscribe ▾", "Apply"),
        *bar("Administrator ▾", "Change"),
        *bar("Subscriber ▾", "Change"),
        # a button after a bar is no item of its drop-down
        line(button("Sort ▾"), button("Apply"), button("Delete audience")),
        FakeNode(role=Role.HEADING, name="Campaigns", bounds=lay.box()),
        campaigns(),
        # a budget pop-over saved live, and a view's own pop-over saved for itself
        box(words("Daily budget"), text_field("Daily budget", "180.00", Rect(30, 0, 1, 1)),
            words("Changes apply to the live campaign right away."), button("Save"), h=70),
        box(words("Column width"), words("Changes are kept for your view only."),
            button("Save"), h=70),
        # recommendation cards: one raises the budget, one only changes the look
        box(words("Raise your budget"),
            words("Campaigns limited by budget could get 34% more results at $180/day."),
            button("Apply"), button("Dismiss"), h=70),
        box(words("Try the compact layout"), words("See more rows at once."), button("Apply"),
            h=70),
        # a post editor's bar, and a profile's Update beside Cancel
        line(button("Save draft"), button("Preview"), button("Submit for Review"),
             button("Copy link"), button("Update")),
        line(words("Display name"), button("Cancel"), button("Update")),
        # a comment's row, and a mail folder list
        line(words("Jo: Great recipes!"), button("Reply"), button("Spam"), button("Trash"),
             role=Role.ROW),
        box(button("Inbox"), button("Spam"), button("Trash"), h=40),
        # a tool bar's bare Trash acts on the chosen rows
        line(button("Archive"), button("Trash"), role=Role.TOOLBAR),
        # an automation's row, and a theme's
        line(words("Welcome series"), words("Draft"), button("Activate"), role=Role.ROW),
        line(words("Night theme"), words("Installed"), button("Activate"), role=Role.ROW),
        # a switch that mails by itself, and one that only times the send
        box(control(Role.SWITCH, "Resend to non-openers after 24 hours", Rect(30, 0, 1, 1), press),
            words("A second copy goes out automatically to everyone who didn't open."), h=40),
        box(control(Role.SWITCH, "Send time optimization", Rect(30, 0, 1, 1), press),
            words("We pick the best hour for each contact."), h=40),
        # a registrar's check icon saves the nameservers typed beside it; a search's passes
        FakeNode(role=Role.HEADING, name="Nameservers", bounds=lay.box()),
        *icon_after(text_field("Nameserver 1", "ns1.otherhost.net", Rect(0, 0, 1, 1)),
                    "check nssave"),
        FakeNode(role=Role.HEADING, name="Find a record", bounds=lay.box()),
        *icon_after(text_field("Search records", "mx", Rect(0, 0, 1, 1)), "check"),
        # a switch under the help line of the switch before it is judged by its own words
        page.control(Role.SWITCH, "Require approval before ads go live", states={State.CHECKED}),
        page.text("When off, ads created by editors publish without review."),
        page.control(Role.SWITCH, "Email me a weekly summary"),
    ]  # fmt: skip
    return page.app("fake-market", kids)


MARKET_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.SWITCH, "unnamed:1", True),
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Save@2", False),
    ("click", Role.GENERIC, "Apply@4", True),
    ("click", Role.GENERIC, "Dismiss", False),
    ("click", Role.GENERIC, "Apply@5", False),
    ("click", Role.GENERIC, "Update@1", True),
    ("click", Role.GENERIC, "Update@2", False),
    ("click", Role.GENERIC, "Spam@1", True),
    ("click", Role.GENERIC, "Trash@1", True),
    ("click", Role.GENERIC, "Reply", False),
    ("click", Role.GENERIC, "Spam@2", False),
    ("click", Role.GENERIC, "Trash@2", False),
    ("click", Role.GENERIC, "Archive", False),
    ("click", Role.GENERIC, "Trash@3", True),
    ("click", Role.GENERIC, "Activate@1", True),
    ("click", Role.GENERIC, "Activate@2", False),
    ("click", Role.SWITCH, "Resend to non-openers after 24 hours", True),
    ("click", Role.SWITCH, "Send time optimization", False),
    ("click", Role.GENERIC, "Unsubscribe", False),
    ("click", Role.GENERIC, "Permanently delete", False),
    ("click", Role.GENERIC, "Apply@2", True),
    ("click", Role.GENERIC, "Change@1", True),
    ("click", Role.GENERIC, "Change@2", False),
    ("click", Role.GENERIC, "Delete audience", True),
    ("click", Role.GENERIC, "icon:nssave", True),
    ("click", Role.GENERIC, "unnamed:2", False),
    ("click", Role.SWITCH, "Require approval before ads go live", True),
    ("click", Role.SWITCH, "Email me a weekly summary", False),
]
