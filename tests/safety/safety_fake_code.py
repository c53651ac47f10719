"""Fake pages of code hosting, container platforms and citizen-services portals: what
commits there in words of its own, the look-alikes that commit nothing, and a page whose
rows, dialogs and panels say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

CODE = [
    # what commits: a repository's protections and who may write to it
    (Role.GENERIC, "Unprotect"), (Role.GENERIC, "Unprotect branch"),
    (Role.BUTTON, "Unprotect tag"), (Role.BUTTON, "Disable secret scanning"),
    (Role.BUTTON, "Disable Dependabot alerts"),
    (Role.GENERIC, "Change base permission to “Write”"),
    (Role.GENERIC, "Add mkowalski to this repository"),
    (Role.MENUITEM, "Disabled Do not evaluate or enforce rules"),
    # its workflows and secrets
    (Role.GENERIC, "Run workflow"), (Role.GENERIC, "Disable workflow"),
    (Role.GENERIC, "Update secret"), (Role.GENERIC, "Create secret"),
    (Role.BUTTON, "Reveal value"),
    # a cluster's objects saved live
    (Role.GENERIC, "Save labels"), (Role.GENERIC, "Save maintenance window"),
    # an appeal withdrawn
    (Role.MENUITEM, "Withdraw appeal"),
    # look-alikes that commit nothing
    (Role.GENERIC, "Secret scanning settings"), (Role.LINK, "Unprotected branches"),
    (Role.GENERIC, "Active Rules are enforced"), (Role.LINK, "Secret update history"),
    (Role.LINK, "Create secret docs"), (Role.LINK, "Revealed values log"),
    (Role.GENERIC, "Base permission"), (Role.GENERIC, "Add topics to this repository"),
    (Role.GENERIC, "Run workflow ▾"), (Role.LINK, "Disabled workflows"),
    (Role.GENERIC, "Edit labels"), (Role.GENERIC, "View maintenance window"),
    (Role.LINK, "Appeal withdrawal guidance"), (Role.LINK, "Deploy keys"),
    (Role.GENERIC, "Publish status ▾"), (Role.GENERIC, "+ Add bypass"),
]  # fmt: skip
CODE_ACTING = 16
"""The first this many of :data:`CODE` commit something."""


def code_page() -> FakeApp:
    """Rows that name what their bare button acts on, a review dialog, masked values,
    a bin drawn in red, a scale dialog and an editor of a cluster's live object."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    lay = page.lay

    def row(*words: str, name: str = "", hint: str = "") -> list[FakeNode]:
        """Texts side by side and, after them on the same line, a control."""
        y = lay.box().y
        kids = [
            FakeNode(role=Role.TEXT, name=w, bounds=Rect(20 + 180 * i, y, 170, 28))
            for i, w in enumerate(words)
        ]
        box = Rect(20 + 180 * len(words), y, 60, 28)
        return [*kids, control(Role.GENERIC, name, box, page.press, hint=hint)]

    def stacked(title: str, help_line: str) -> list[FakeNode]:
        """A settings row: its title over its help line, a bare Disable far right."""
        y = lay.box(h=40).y
        return [
            FakeNode(role=Role.TEXT, name=title, bounds=Rect(20, y, 240, 16)),
            FakeNode(role=Role.TEXT, name=help_line, bounds=Rect(20, y + 16, 630, 16)),
            control(Role.GENERIC, "Disable", Rect(842, y + 3, 78, 26), page.press),
        ]

    def count_row(before: str, value: str, after: str, commit: str) -> list[FakeNode]:
        """A number field between two texts on one line, and a commit after them."""
        y = lay.box().y
        return [
            FakeNode(role=Role.TEXT, name=before, bounds=Rect(20, y, 100, 28)),
            FakeNode(role=Role.SPINBUTTON, name=before, value=value, bounds=Rect(130, y, 60, 28),
                     states={State.EDITABLE, State.FOCUSABLE}),
            FakeNode(role=Role.TEXT, name=after, bounds=Rect(200, y, 100, 28)),
            control(Role.BUTTON, commit, Rect(310, y, 90, 28), page.press),
        ]  # fmt: skip

    def dialog(title: str, inner: list[FakeNode]) -> FakeNode:
        top = inner[0].bounds.y if inner[0].bounds else lay.y
        box = Rect(10, top - 4, 900, lay.y - top + 8)
        return FakeNode(role=Role.DIALOG, name=title, bounds=box, children=inner)

    def button(name: str) -> FakeNode:
        return page.control(Role.BUTTON, name)

    review = dialog("Review pending deployments", [
        page.control(Role.CHECKBOX, "production"),
        page.text("deploy v2.4.1 to 14 hosts"),
        text_field("Leave a comment", "", lay.box()),
        button("Cancel"), button("Reject"), button("Approve and deploy"),
    ])  # fmt: skip
    scale = dialog("Scale deployment", [
        FakeNode(role=Role.HEADING, name="Scale ledger-sync", bounds=lay.box()),
        FakeNode(role=Role.SPINBUTTON, name="Replicas", value="0", bounds=lay.box(),
                 states={State.EDITABLE, State.FOCUSABLE}),
        button("Close"), button("Apply"),
    ])  # fmt: skip
    kids = [
        FakeNode(role=Role.HEADING, name="Code security", bounds=lay.box()),
        # a bare Disable far right of the feature's title stacked over its help line
        *stacked("Private vulnerability reporting",
                 "Allow your community to privately report potential security vulnerabilities."),
        *stacked("Compact sidebar", "Show fewer items in the sidebar."),
        review,
        FakeNode(role=Role.HEADING, name="Variables", bounds=lay.box()),
        # an eye beside a value the page masks, and one beside a file's name
        *row("DATABASE_URL", "*****", "Masked", hint="eye reveal value"),
        *row("SENTRY_DSN", "*****", "Masked", hint="visibility"),
        *row("README.md", "2 KB", hint="eye preview"),
        FakeNode(role=Role.HEADING, name="Branches", bounds=lay.box()),
        # a bin drawn in red with no word of its own, and a red star
        *row("feature/idempotency-keys", "Updated 3 days ago", hint="red oct"),
        *row("chore/bump-stripe-sdk", "Updated last week", hint="red star"),
        scale,
        # an editor of a cluster's live object, and of a view's columns
        FakeNode(role=Role.HEADING, name="Edit ConfigMap · feature-flags", bounds=lay.box()),
        text_field("YAML editor", 'data:\n  NEW_CHECKOUT_FLOW: "true"', lay.box(h=60),
                   multiline=True),
        button("Diff"), button("Apply changes"),
        FakeNode(role=Role.HEADING, name="Edit view · columns", bounds=lay.box()),
        text_field("Column list", "name, status, age", lay.box(h=60), multiline=True),
        button("Apply changes"),
    ]  # fmt: skip
    # a ruleset's own drop-down, its choices describing themselves in a list the page
    # appends to its end, drawn 10 pixels under it
    kids.append(FakeNode(role=Role.HEADING, name="Rulesets", bounds=lay.box()))
    kids.append(page.control(Role.GENERIC, "Active ▾"))
    drop = lay.box(h=70).y + 2
    kids += [
        # an environment's protections, and a branch's force pushes allowed
        FakeNode(role=Role.HEADING, name="Environment · production", bounds=lay.box()),
        page.control(Role.CHECKBOX, "Required reviewers", states={State.CHECKED}),
        page.control(Role.CHECKBOX, "Prevent self-review", states={State.CHECKED}),
        page.control(Role.CHECKBOX, "Wait timer"),
        page.control(Role.SWITCH, "Allowed to force push"),
        page.control(Role.SWITCH, "Highlight stale branches"),
        # a retention rule's count before its commit, and a page size before its own
        FakeNode(role=Role.HEADING, name="Tag retention", bounds=lay.box()),
        *count_row("Keep the last", "1", "tags", "Save policy"),
        *count_row("Show", "25", "items per page", "Save"),
        # an application beside a fee's notice, far below the panels above
        FakeNode(role=Role.TEXT, name="", bounds=lay.box(h=200)),
        FakeNode(role=Role.HEADING, name="Business licences", bounds=lay.box()),
        page.text("Annual fee of £180 due 12 December 2024."),
        button("Pay annual fee £180"), button("Apply to vary licence"),
        FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, drop, 340, 60), children=[
            control(Role.GENERIC, choice, Rect(20, drop + 30 * k, 340, 30), page.press)
            for k, choice in enumerate(("Active Rules are enforced on every push",
                                        "Disabled Do not evaluate or enforce rules"))
        ]),
    ]  # fmt: skip
    return page.app("fake-code", kids)


CODE_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Disable@1", True),  # private vulnerability reporting off
    ("click", Role.GENERIC, "Disable@2", False),  # a compact sidebar
    ("click", Role.BUTTON, "Reject", True),  # the deployment is rejected
    ("click", Role.BUTTON, "Cancel", False),
    ("click", Role.GENERIC, "icon:reveal", True),
    ("click", Role.GENERIC, "icon:visibility", True),
    ("click", Role.GENERIC, "icon:preview", False),
    ("click", Role.GENERIC, "icon:oct", True),  # deletes the branch
    ("click", Role.GENERIC, "icon:star", False),
    ("click", Role.BUTTON, "Apply", True),  # scales ledger-sync to 0
    ("click", Role.BUTTON, "Apply changes@1", True),  # the ConfigMap, live
    ("key:ctrl+s", Role.TEXTBOX, "YAML editor", True),
    ("click", Role.BUTTON, "Apply changes@2", False),
    ("key:ctrl+s", Role.TEXTBOX, "Column list", False),
    ("key:ctrl+s", None, None, True),  # the page takes it wherever the focus is
    ("key:ctrl+s", Role.BUTTON, "Diff", True),
    ("click", Role.BUTTON, "Apply to vary licence", True),  # an application, held as one
    ("click", Role.GENERIC, "Disabled Do not evaluate or enforce rules", True),
    ("click", Role.GENERIC, "Active Rules are enforced on every push", False),
    ("click", Role.BUTTON, "Save policy", True),  # deletes all tags but the newest
    ("click", Role.BUTTON, "Save", False),
    ("click", Role.CHECKBOX, "Required reviewers", True),  # turned off
    ("click", Role.CHECKBOX, "Prevent self-review", True),  # turned off
    ("click", Role.CHECKBOX, "Wait timer", False),  # turned on
    ("click", Role.SWITCH, "Allowed to force push", True),  # turned on
    ("click", Role.SWITCH, "Highlight stale branches", False),
]  # fmt: skip
