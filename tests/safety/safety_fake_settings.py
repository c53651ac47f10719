"""Fake pages of a repository's, a cluster's, a hosting panel's and a video studio's
settings: what commits there in words of its own, the look-alikes that commit nothing,
and a page whose drop-downs, columns and dialogs say what a choice does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role

SETTINGS = [
    # what commits
    (Role.GENERIC, "Add record"), (Role.GENERIC, "Squash and merge"),
    (Role.GENERIC, "Invite member"), (Role.BUTTON, "Add key"), (Role.GENERIC, "checkout"),
    # look-alikes that commit nothing
    (Role.GENERIC, "+ Add record"), (Role.GENERIC, "Add deploy key"),
]  # fmt: skip
SETTINGS_ACTING = 5
"""The first this many of :data:`SETTINGS` commit something."""


def settings_page() -> FakeApp:
    """A branch rule's drop-downs whose lists the page appends to its end, a table of who
    may merge, and dialogs that pick who bypasses a protection (or which labels apply)."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    lay = page.lay

    def picker(words: str, shown: str) -> tuple[list[FakeNode], Rect]:
        """A line's words and, after them, a page's own drop-down showing ``shown``."""
        y = lay.box(h=31 + 33 * 3 + 40).y  # room for its list under it
        opener = control(Role.GENERIC, shown, Rect(713, y, 60, 31), page.press)
        text = FakeNode(role=Role.TEXT, name=words, bounds=Rect(380, y + 7, 330, 16))
        return [text, opener], opener.bounds or Rect(713, y, 60, 31)

    def hung(under: Rect, items: list[str], width: int = 130) -> FakeNode:
        """A list the page appends to its end, drawn 9 pixels under its opener."""
        top = under.y + under.h + 9
        box = Rect(under.x, top, width, 33 * len(items))
        return FakeNode(role=Role.GENERIC, name="", bounds=box, children=[
            control(Role.GENERIC, item, Rect(under.x + 1, top + 33 * k, width, 33), page.press)
            for k, item in enumerate(items)
        ])  # fmt: skip

    def dialog(title: str, inner: list[FakeNode]) -> FakeNode:
        top = inner[0].bounds.y if inner[0].bounds else lay.y
        box = Rect(10, top - 4, 900, lay.y - top + 8)
        return FakeNode(role=Role.DIALOG, name=title, bounds=box, children=inner)

    kids: list[FakeNode] = [FakeNode(role=Role.HEADING, name="Branch protection rule · main",
                                     bounds=lay.box())]  # fmt: skip
    line, approvals = picker("Required number of approvals before merging: ", "2 ▾")
    kids += line
    line, stale = picker("Highlight branches inactive for (days): ", "30 ▾")
    kids += line
    line, size = picker("Items per page: ", "25 ▾")
    kids += line
    kids.append(page.control(Role.GENERIC, "+ Add bypass"))
    kids.append(dialog("Add bypass", [
        text_field("Filter items", "", lay.box()),
        page.text("Roles"),
        page.control(Role.GENERIC, "Repository admin"),
        page.control(Role.GENERIC, "Maintain"),
        page.control(Role.GENERIC, "Cancel"),
        page.control(Role.GENERIC, "Add selected"),
    ]))  # fmt: skip
    kids.append(dialog("Apply labels", [
        page.text("Labels"),
        page.control(Role.GENERIC, "bug"),
        page.control(Role.GENERIC, "Add selected"),
    ]))  # fmt: skip
    # a merge button's ▾ and the methods its menu picks, drawn right under it
    y = lay.box().y
    caret = Rect(200, y, 28, 28)
    kids += [
        control(Role.GENERIC, "Merge pull request", Rect(20, y, 170, 28), page.press),
        control(Role.GENERIC, "▾", caret, page.press, hint="caret menu anchor"),
        FakeNode(role=Role.GENERIC, name="", bounds=Rect(200, y + 37, 400, 100), children=[
            control(Role.GENERIC, name, Rect(200, y + 37 + 50 * k, 400, 50), page.press)
            for k, name in enumerate(_METHODS)
        ]),
    ]  # fmt: skip
    lay.box(h=110)
    # a filter's own drop-down and the namespaces its list shows
    y = lay.box().y
    kids += [
        control(Role.GENERIC, "Namespace: payments ▾", Rect(20, y, 200, 28), page.press),
        FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y + 34, 200, 66), children=[
            control(Role.GENERIC, name, Rect(20, y + 34 + 33 * k, 200, 33), page.press)
            for k, name in enumerate(("payments", "checkout"))
        ]),
    ]  # fmt: skip
    lay.box(h=70)
    # a side menu of workflows headed "All workflows", and a toolbar's invite button
    top = lay.box(h=5 * 32).y
    kids.append(FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, top, 200, 160), children=[
        control(Role.GENERIC, name, Rect(20, top + 32 * k, 200, 30), page.press)
        for k, name in enumerate(("All workflows", "CI", "Deploy to production",
                                  "Nightly DB backup", "Delete all logs"))
    ]))  # fmt: skip
    y = lay.box().y
    kids += [
        text_field("Find a member…", "", Rect(20, y, 300, 28)),
        control(Role.GENERIC, "Role ▾", Rect(330, y, 80, 28), page.press),
        control(Role.GENERIC, "Invite member", Rect(420, y, 120, 28), page.press),
    ]
    # a mail filter's action shown in its own drop-down, and its commit under it
    for action in ("Discard message ▾", "Deliver to folder ▾"):
        y = lay.box().y
        kids += [
            FakeNode(role=Role.TEXT, name="Then", bounds=Rect(20, y, 40, 28)),
            control(Role.GENERIC, action, Rect(70, y, 180, 28), page.press),
        ]
        kids += [
            page.control(Role.GENERIC, "Test filter"),
            page.control(Role.GENERIC, "Create filter"),
        ]
    # a table of who may merge to a protected branch, its drop-downs saved at once
    kids.append(FakeNode(role=Role.HEADING, name="Protected branches", bounds=lay.box()))
    top = lay.box().y
    heads = [
        FakeNode(role=Role.COLUMNHEADER, name=head, bounds=Rect(20 + 200 * i, top, 190, 28))
        for i, head in enumerate(("Branch", "Allowed to merge", "Allowed to push and merge"))
    ]
    y = lay.box().y
    merge = Rect(225, y, 150, 28)
    kids.append(FakeNode(role=Role.TABLE, name="", bounds=Rect(20, top, 600, y + 28 - top),
                         children=[*heads,
        FakeNode(role=Role.CELL, name="production", bounds=Rect(20, y, 190, 28)),
        control(Role.GENERIC, "Maintainers ▾", merge, page.press),
        control(Role.GENERIC, "No one ▾", Rect(425, y, 150, 28), page.press),
    ]))  # fmt: skip
    kids += [
        hung(approvals, ["0", "1", "3"]),
        hung(stale, ["7", "90"]),
        hung(size, ["10", "100"]),
        hung(merge, ["Maintainers", "Developers + Maintainers", "No one"], width=150),
    ]
    return page.app("fake-settings", kids)


_METHODS = (
    "Create a merge commit All commits from this branch will be added to the base branch.",
    "Squash and merge The 3 commits from this branch will be combined into one commit.",
)
"""A merge button's methods as its menu shows them, each with what it will do."""

SETTINGS_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "0", True),  # nobody need approve a merge
    ("click", Role.GENERIC, "3", False),  # more approvals
    ("click", Role.GENERIC, "7", False),  # a highlight's age
    ("click", Role.GENERIC, "10", False),  # a page's size
    ("click", Role.GENERIC, "Developers + Maintainers", True),  # more people merge, at once
    ("click", Role.GENERIC, "Maintainers", False),  # the same people
    ("click", Role.GENERIC, "No one", False),  # nobody
    ("click", Role.GENERIC, "+ Add bypass", False),  # opens the dialog
    ("click", Role.GENERIC, "Repository admin", False),  # picked, not yet added
    ("click", Role.GENERIC, "Add selected@1", True),  # lets admins past the rules
    ("click", Role.GENERIC, "Cancel", False),
    ("click", Role.GENERIC, "Add selected@2", False),  # labels applied
    ("click", Role.GENERIC, "Merge pull request", True),
    ("click", Role.GENERIC, _METHODS[1], False),  # the button's method, not a merge
    ("click", Role.GENERIC, _METHODS[0], False),
    ("click", Role.GENERIC, "checkout", False),  # a namespace shown
    ("click", Role.GENERIC, "Deploy to production", False),  # a workflow's runs shown
    ("click", Role.GENERIC, "Delete all logs", True),  # a command among them
    ("click", Role.GENERIC, "Invite member", False),  # opens the invite form
    ("click", Role.GENERIC, "Create filter@1", True),  # discards matching mail
    ("click", Role.GENERIC, "Create filter@2", False),  # files it
    ("click", Role.GENERIC, "Test filter", False),
]  # fmt: skip
