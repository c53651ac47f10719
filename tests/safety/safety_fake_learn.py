"""Fake pages of a learning system's instructor side, an exam proctor's console, a public
library's loans and holds, and a school's family portal and office: what commits there in
words of its own, the look-alikes that commit nothing, and a page whose dialogs, headings
and rows say what a bare button or a switch does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role

LEARN = [
    # what commits: report cards and grades released to families or students
    (Role.GENERIC, "Release to families"), (Role.BUTTON, "Release to students"),
    (Role.GENERIC, "Publish report cards"), (Role.MENUITEM, "Release Term 1 report cards"),
    # a submitted exam opened again, another attempt granted
    (Role.MENUITEM, "Reopen exam"), (Role.GENERIC, "Reopen attempt"),
    (Role.BUTTON, "Allow retake"), (Role.MENUITEM, "Grant another attempt"),
    # a patron's reading history erased
    (Role.BUTTON, "Clear reading history"), (Role.GENERIC, "Delete my loan history"),
    # an alert sent to every family
    (Role.BUTTON, "Send alert to all families"),
    # look-alikes that commit nothing
    (Role.LINK, "Report cards"), (Role.LINK, "Released report cards"),
    (Role.LINK, "Release notes"), (Role.TAB, "Reopened exams"), (Role.LINK, "Retake policy"),
    (Role.LINK, "Reading history"), (Role.LINK, "Loan history"),
    (Role.LINK, "Emergency alerts"), (Role.LINK, "Attempt log"),
    # a library hold suspended keeps its place in line
    (Role.GENERIC, "Suspend hold"),
]  # fmt: skip
LEARN_ACTING = 11
"""The first this many of :data:`LEARN` commit something."""


def learn_page() -> FakeApp:
    """A gradebook's, a proctor's, a library's and a family portal's dialogs and panels."""
    from safety_fake_parts import Page, control, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()

    def dialog(title: str, line: str, *names: str) -> FakeNode:
        """A dialog drawn in the next box: its title, a line of text and its buttons."""
        y = page.lay.box(h=100).y
        return FakeNode(role=Role.DIALOG, name=title, bounds=Rect(20, y, 500, 100), children=[
            FakeNode(role=Role.HEADING, name=title, bounds=Rect(30, y + 4, 480, 24)),
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(30, y + 30, 480, 24)),
            *(control(Role.BUTTON, n, Rect(30 + 180 * i, y + 64, 170, 28), page.press)
              for i, n in enumerate(names)),
        ])  # fmt: skip

    def row(line: str, button: str) -> FakeNode:
        """A row of a table: a line of text and a bare button."""
        y = page.lay.box().y
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 500, 28), children=[
            FakeNode(role=Role.CELL, name=line, bounds=Rect(24, y, 360, 28)),
            control(Role.GENERIC, button, Rect(400, y, 100, 28), page.press),
        ])  # fmt: skip

    kids: list[FakeNode] = [
        # a gradebook's dialogs that change many students' grades at once
        dialog("Default grade", "Give all students the same grade for Lab report 3.",
               "Cancel", "Set default grade"),
        dialog("Regrade question 7",
               "Scores of 41 students who already submitted will be recalculated.",
               "Cancel", "Update"),
        # a proctor's dialog that gives a student more time, and a library's early return
        dialog("Add time for Maya Patel", "How much extra time?", "Cancel", "Add"),
        dialog("Return Piranesi?",
               "The title goes to the next person waiting. You would have to place a new hold.",
               "Cancel", "Return"),
        # look-alikes: the same bare words where nothing around says they commit
        dialog("Add a note", "Notes are seen by you only.", "Cancel", "Add"),
        dialog("Suspend hold", "Your place in line is kept while the hold is suspended.",
               "Cancel", "Save"),
        # a permission slip's answers, and a newsletter's
        page.panel("Field trip to the Science Museum",
                   "I give permission for my child to attend the trip on Dec 15.",
                   "I agree", "Decline"),
        page.panel("Newsletter", "Get the school newsletter by email.", "Decline"),
        # a submitted exam's row, and a support ticket's
        row("Leo Garcia · submitted · 2 incidents", "Reopen"),
        row("Ticket #12 · closed", "Reopen"),
        # who can see the grades: students, and the class calendar
        page.control(Role.SWITCH, "Students can see their grades for this course"),
        page.control(Role.SWITCH, "Students can see the class calendar"),
        # a permission slip drawn without a box: its answers stand side by side
        FakeNode(role=Role.HEADING, name="Picture day · Oct 3", bounds=page.lay.box()),
        page.text("I give permission for my child to be photographed."),
        page.control(Role.GENERIC, "I agree"),
        page.control(Role.GENERIC, "Decline"),
    ]  # fmt: skip
    window = window_of("Live session · CHEM 210 Final exam — Course admin", kids, page.status)
    return FakeApp(name="fake-learn", pid=pid(), window=window)


LEARN_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.BUTTON, "Set default grade", True),
    ("click", Role.BUTTON, "Cancel@1", False),
    ("click", Role.BUTTON, "Update", True),
    ("click", Role.BUTTON, "Add@1", True),
    ("click", Role.BUTTON, "Return", True),
    ("click", Role.BUTTON, "Cancel@4", False),
    ("click", Role.BUTTON, "Add@2", False),
    ("click", Role.BUTTON, "Save", False),
    ("click", Role.GENERIC, "I agree", True),
    ("click", Role.GENERIC, "Decline@1", True),
    ("click", Role.GENERIC, "Decline@2", False),
    ("click", Role.GENERIC, "Reopen@1", True),
    ("click", Role.GENERIC, "Reopen@2", False),
    ("click", Role.SWITCH, "Students can see their grades for this course", True),
    ("click", Role.SWITCH, "Students can see the class calendar", False),
    ("click", Role.GENERIC, "I agree@2", True),
    ("click", Role.GENERIC, "Decline@3", True),
]
