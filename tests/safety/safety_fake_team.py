"""Fake pages of a team chat, a calendar and a project board: what commits there in words
of its own, the look-alikes that commit nothing, and a page whose overlays, invitations
and message toolbars say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role

TEAM = [
    # what commits: sprints, versions, invitations and a channel turned private
    (Role.BUTTON, "Complete sprint"), (Role.GENERIC, "Close sprint"),
    (Role.BUTTON, "Release v2.4.0"), (Role.GENERIC, "Accept invitation"),
    (Role.GENERIC, "Change to Private"),
    # look-alikes that commit nothing
    (Role.LINK, "Sprint report"), (Role.LINK, "Release notes"),
    (Role.LINK, "Invitation settings"), (Role.GENERIC, "Private channels"),
]  # fmt: skip
TEAM_ACTING = 5
"""The first this many of :data:`TEAM` commit something."""


def team_page() -> FakeApp:
    """A chat's own overlays (no dialogs in the tree), an event's answers and an
    invitation's, and a message's toolbar."""
    from safety_fake_parts import Page, control

    page = Page()
    lay = page.lay

    def overlay(title: str, line: str, button: str) -> FakeNode:
        """A page's own overlay: a heading, a line, Cancel and its button."""
        y = lay.box(h=110).y
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 420, 110), children=[
            FakeNode(role=Role.HEADING, name=title, bounds=Rect(30, y + 4, 400, 24)),
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(30, y + 32, 400, 24)),
            control(Role.GENERIC, "Cancel", Rect(30, y + 70, 80, 28), page.press),
            control(Role.GENERIC, button, Rect(120, y + 70, 140, 28), page.press),
        ])  # fmt: skip

    def answers(question: str, *names: str) -> list[FakeNode]:
        """A question and, on its line, the chips that answer it."""
        y = lay.box().y
        return [
            FakeNode(role=Role.TEXT, name=question, bounds=Rect(20, y, 80, 28)),
            *[
                control(Role.GENERIC, n, Rect(110 + 70 * i, y, 60, 28), page.press)
                for i, n in enumerate(names)
            ],
        ]

    kids: list[FakeNode] = [
        overlay("Archive #general?", "No one will be able to post in this channel.", "Archive"),
        overlay("Change to a private channel?", "This can't be undone.", "Change to Private"),
        overlay("Archived channels", "Browse channels archived this year.", "Archive"),
        FakeNode(role=Role.TEXT, name="Invitations", bounds=lay.box()),
        FakeNode(role=Role.TEXT, name="Design review · Thu 2pm", bounds=lay.box()),
        *answers("", "Accept", "Decline"),
        FakeNode(role=Role.DIALOG, name="Team sync", bounds=Rect(500, 30, 400, 120), children=[
            FakeNode(role=Role.TEXT, name="Going?", bounds=Rect(510, 60, 80, 28)),
            control(Role.GENERIC, "Yes", Rect(600, 60, 50, 28), page.press),
            control(Role.GENERIC, "No", Rect(660, 60, 50, 28), page.press),
            control(Role.GENERIC, "Close", Rect(510, 100, 60, 28), page.press),
        ]),
        *answers("Was this helpful?", "Yes", "No"),
        page.control(Role.GENERIC, "", hint="reply in thread"),
        page.control(Role.GENERIC, "", hint="send"),
    ]  # fmt: skip
    return page.app("fake-team", kids)


TEAM_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Archive@1", True),
    ("click", Role.GENERIC, "Change to Private", True),
    ("click", Role.GENERIC, "Cancel@1", False),
    ("click", Role.GENERIC, "Archive@2", False),
    ("click", Role.GENERIC, "Accept", True),
    ("click", Role.GENERIC, "Decline", True),
    ("click", Role.GENERIC, "Yes@1", True),
    ("click", Role.GENERIC, "No@1", True),
    ("click", Role.GENERIC, "Close", False),
    ("click", Role.GENERIC, "Yes@2", False),
    ("click", Role.GENERIC, "No@2", False),
    ("click", Role.GENERIC, "icon:thread", False),
    ("click", Role.GENERIC, "icon:send", True),
]
