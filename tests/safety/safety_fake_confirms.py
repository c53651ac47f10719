"""Fake pages of admin and SaaS apps built on component libraries' confirm dialogs and
pop-overs: a dialog's body drawn as one clickable box around its buttons, a title bar
holding its *Close*, a pop-over's question, a dialog that says its consequence in a line
of text above a bare *Continue* or *Done*, and look-alikes whose bare button commits
nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

CONFIRMS = [
    # what commits: a confirm's own words for the action
    (Role.BUTTON, "Yes, delete it!"), (Role.BUTTON, "Delete all items"),
    (Role.BUTTON, "Yes, revoke it"), (Role.BUTTON, "Yes, refund it"),
    (Role.BUTTON, "Yes, cancel my subscription"), (Role.BUTTON, "Send invoice now"),
    (Role.BUTTON, "Refund payment"), (Role.BUTTON, "Revoke API key"),
    # look-alikes that commit nothing
    (Role.BUTTON, "No, keep it"), (Role.BUTTON, "Keep subscription"),
    (Role.LINK, "Refund policy"), (Role.LINK, "API keys docs"), (Role.LINK, "Invoice history"),
    (Role.TAB, "Deleted items"), (Role.BUTTON, "Close this dialog"),
]  # fmt: skip
CONFIRMS_ACTING = 8
"""The first this many of :data:`CONFIRMS` commit something."""


def confirms_page() -> FakeApp:
    """Confirm dialogs and pop-overs as the component libraries draw them."""
    from safety_fake_parts import Page, control, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    lay = page.lay

    def dialog(title: str, line: str, *names: str, boxed: bool = False) -> FakeNode:
        """A modal dialog: its title, a line, its buttons; ``boxed`` draws them all in
        one clickable box named by the dialog's text, as a confirm's body is."""
        y = lay.box(h=120).y
        parts = [
            FakeNode(role=Role.HEADING, name=title, bounds=Rect(30, y + 4, 480, 24)),
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(30, y + 30, 480, 24)),
            *(
                control(Role.BUTTON, n, Rect(30 + 100 * i, y + 70, 90, 28), page.press)
                for i, n in enumerate(names)
            ),
        ]
        if boxed:
            parts = [
                FakeNode(role=Role.GENERIC, name=f"{title} {line}", bounds=Rect(24, y, 490, 110),
                         states={State.CLICKABLE}, on_press=page.press, children=parts)
            ]  # fmt: skip
        return FakeNode(role=Role.DIALOG, name=title, bounds=Rect(20, y, 500, 120), children=parts)

    def titled(title: str, line: str, *names: str) -> FakeNode:
        """A dialog whose clickable title bar (it drags the dialog) holds its *Close*."""
        y = lay.box(h=120).y
        bar = FakeNode(
            role=Role.GENERIC, name=title, bounds=Rect(24, y, 490, 30), states={State.CLICKABLE},
            on_press=page.press, children=[
                FakeNode(role=Role.TEXT, name=title, bounds=Rect(30, y + 4, 300, 24)),
                control(Role.BUTTON, "Close", Rect(480, y + 4, 24, 24), page.press),
            ])  # fmt: skip
        kids = [
            bar,
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(30, y + 36, 480, 24)),
            *(
                control(Role.BUTTON, n, Rect(30 + 140 * i, y + 70, 130, 28), page.press)
                for i, n in enumerate(names)
            ),
        ]
        return FakeNode(role=Role.DIALOG, name=title, bounds=Rect(20, y, 500, 120), children=kids)

    def popover(question: str, *names: str) -> FakeNode:
        """A pop-over's question and its buttons, all in one clickable box."""
        y = lay.box(h=70).y
        box = FakeNode(
            role=Role.GENERIC, name=question, bounds=Rect(24, y, 300, 60), on_press=page.press,
            states={State.CLICKABLE}, children=[
                FakeNode(role=Role.TEXT, name=question, bounds=Rect(30, y + 4, 280, 24)),
                *(control(Role.BUTTON, n, Rect(30 + 60 * i, y + 32, 50, 24), page.press)
                  for i, n in enumerate(names)),
            ])  # fmt: skip
        return FakeNode(role=Role.TOOLTIP, name="", bounds=Rect(20, y, 310, 66), children=[box])

    kids: list[FakeNode] = [
        dialog('Make "Q3 results" public?',
               "Everyone with the link and all 12,400 subscribers will see it.",
               "Save draft", "Continue"),
        dialog("Welcome to Studio", "Take a short tour of the editor.", "Skip", "Continue"),
        dialog("Send invoice INV-0042?", "Globex Corp will receive it at billing@globex.com.",
               "Cancel", "OK", boxed=True),
        titled("Remove jane@acme.io?",
               "She loses access to every workspace at once and her files move to you.",
               "Remove", "Cancel"),
        popover("Delete this post?", "No", "Yes"),
        # a web component's dialog the tree shows as no dialog: its text, then its buttons
        page.panel("Team", "Bob can no longer sign in and his drafts are deleted.",
                   "Keep Bob", "Done"),
        page.panel("Import finished", "42 contacts were added to your list.", "Done"),
    ]  # fmt: skip
    window = window_of("Admin console", kids, page.status)
    return FakeApp(name="fake-confirms", pid=pid(), window=window)


CONFIRMS_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.BUTTON, "Continue@1", True),
    ("click", Role.BUTTON, "Save draft", False),
    ("click", Role.BUTTON, "Continue@2", False),
    ("click", Role.BUTTON, "Skip", False),
    ("click", Role.BUTTON, "OK", True),
    ("click", Role.BUTTON, "Cancel@1", False),
    ("click", Role.BUTTON, "Remove", True),
    ("click", Role.BUTTON, "Close", False),
    ("click", Role.BUTTON, "Cancel@2", False),
    ("click", Role.BUTTON, "Yes", True),
    ("click", Role.BUTTON, "No", False),
    ("click", Role.GENERIC, "Done@1", True),
    ("click", Role.GENERIC, "Keep Bob", False),
    ("click", Role.GENERIC, "Done@2", False),
]
