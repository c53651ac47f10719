"""Fake pages of a team chat, a calendar and a project board: what commits there in words
of its own, the look-alikes that commit nothing, and a page whose overlays, invitations
and message toolbars say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

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

    def row(who: str, hint: str, said: str = "") -> FakeNode:
        """A clickable row named ``who`` with a ✕ icon at its end."""
        box = lay.box(h=36)
        cross = control(Role.GENERIC, "✕", Rect(280, box.y + 4, 28, 28), page.press, hint=hint)
        cross.description = said
        return FakeNode(role=Role.GENERIC, name=who, states={State.CLICKABLE}, bounds=box,
                        on_press=page.press, children=[cross])  # fmt: skip

    def times(opener: str, *items: str) -> list[FakeNode]:
        """A drop-down's items drawn right above their opener, whose ⌄ is drawn inside."""
        boxes = [lay.box() for _ in items]
        below = lay.box()
        arrow = FakeNode(role=Role.TEXT, name="⌄", hint="dropdown",
                         bounds=Rect(below.x + 8, below.y + 4, 12, 16))  # fmt: skip
        return [
            *[control(Role.GENERIC, n, b, page.press) for n, b in zip(items, boxes, strict=True)],
            FakeNode(role=Role.GENERIC, name=opener, states={State.CLICKABLE}, bounds=below,
                     on_press=page.press, children=[arrow]),
        ]  # fmt: skip

    def notice(title: str, *names: str) -> FakeNode:
        """A dialog titled ``title`` and its buttons."""
        box = lay.box(h=60)
        return FakeNode(role=Role.DIALOG, name=title, bounds=box, children=[
            control(Role.GENERIC, n, Rect(30 + 110 * i, box.y + 28, 100, 28), page.press)
            for i, n in enumerate(names)
        ])  # fmt: skip

    def editor(guests: str) -> FakeNode:
        """A new event's dialog: its title, its guests field holding ``guests``, Save."""
        box = lay.box(h=100)
        return FakeNode(role=Role.DIALOG, name="New event", bounds=box, children=[
            FakeNode(role=Role.TEXTBOX, name="Add title", value="Lunch",
                     states={State.EDITABLE, State.FOCUSABLE}, bounds=Rect(30, box.y, 200, 24)),
            FakeNode(role=Role.TEXTBOX, name="Add guests", value=guests,
                     states={State.EDITABLE, State.FOCUSABLE},
                     bounds=Rect(30, box.y + 30, 200, 24)),
            control(Role.GENERIC, "Save", Rect(30, box.y + 64, 80, 28), page.press),
        ])  # fmt: skip

    thread = page.control(Role.GENERIC, "", hint="reply in thread")
    thread.description = "Reply in thread"

    kids: list[FakeNode] = [
        FakeNode(role=Role.HEADING, name="Channels", bounds=lay.box()),
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
        thread,
        # an overlay whose box the tree drops: its heading, line and buttons stand alone
        FakeNode(role=Role.HEADING, name="Archive #random?", bounds=lay.box()),
        page.text("No one will be able to post in this channel."),
        page.control(Role.GENERIC, "Cancel"),
        page.control(Role.GENERIC, "Archive"),
        *times("Due date", "Tomorrow", "Next week"),
        # members' rows: one ✕ says what it does, the next one only draws a cross
        page.text("Members (3)"),
        row("Alice Chen", "remove from channel", "Remove from channel"),
        row("Bob Li", "close"),
        # tag chips whose ✕ only draws a cross, and a pop-over's ✕
        page.text("Labels"),
        row("design", "close"),
        row("urgent", "close"),
        FakeNode(role=Role.GENERIC, name="", bounds=lay.box(h=60), children=[
            FakeNode(role=Role.TEXT, name="Shortcuts", bounds=Rect(20, lay.y - 60, 200, 24)),
            control(Role.GENERIC, "✕", Rect(240, lay.y - 60, 28, 28), page.press, hint="close"),
        ]),
        # a composer's times to send at, drawn above its opener, whose ⌄ is its child
        *times("Schedule for later", "Tomorrow at 9:00 AM", "Custom time"),
        # an event's trash asks whether to tell its guests; a read receipt asks nothing
        notice("Send cancellation emails to guests?", "Back", "Don't send", "Send"),
        notice("Send a read receipt?", "Don't send", "Send receipt"),
        # a new event saved with a guest typed in invites them; without one it is kept
        editor("a@example.com"),
        editor(""),
        # a version's row and its bare Release; a filter chip named Release
        page.text("v2.4.0 · 12 issues"),
        page.control(Role.GENERIC, "Release"),
        page.control(Role.GENERIC, "Release notes"),
        page.text("Filter by type"),
        page.control(Role.GENERIC, "Bug"),
        page.control(Role.GENERIC, "Release"),
        # a project's rules: a switch that notifies or posts by itself, and one that
        # only moves a task
        page.control(Role.SWITCH, "When a task is completed, notify collaborators by email"),
        page.control(Role.SWITCH, "When a task is completed, move it to Done"),
        # a row titled by its own line after a row that posts by itself
        page.text("Post status updates to #marketing automatically"),
        page.control(Role.SWITCH, "Post status updates to #marketing automatically"),
        page.text("Compact rows"),
        page.control(Role.SWITCH, "Compact rows"),
        # an editor's Discard beside Save, and a draft's Discard that asks first
        notice("Edit event", "Discard", "Save"),
        notice("Discard this draft?", "Cancel", "Discard"),
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
    ("click", Role.GENERIC, "unnamed:6", False),
    ("click", Role.GENERIC, "Archive@3", True),
    ("click", Role.GENERIC, "Cancel@4", False),
    ("click", Role.GENERIC, "✕@2", True),
    ("click", Role.GENERIC, "✕@1", True),
    ("click", Role.GENERIC, "✕@3", False),
    ("click", Role.GENERIC, "✕@5", False),
    ("click", Role.GENERIC, "Tomorrow at 9:00 AM", True),
    ("click", Role.GENERIC, "Custom time", False),
    ("click", Role.GENERIC, "Tomorrow", False),
    ("click", Role.GENERIC, "Schedule for later", False),
    ("click", Role.GENERIC, "Don't send@1", True),
    ("click", Role.GENERIC, "Back", False),
    ("click", Role.GENERIC, "Don't send@2", False),
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Save@2", False),
    ("click", Role.GENERIC, "Release@1", True),
    ("click", Role.GENERIC, "Release@2", False),
    ("click", Role.SWITCH, "When a task is completed, notify collaborators by email", True),
    ("click", Role.SWITCH, "Post status updates to #marketing automatically", True),
    ("click", Role.SWITCH, "When a task is completed, move it to Done", False),
    ("click", Role.SWITCH, "Compact rows", False),
    ("click", Role.GENERIC, "Discard@1", False),
    ("click", Role.GENERIC, "Discard@2", True),
]
