"""Fake pages of cloud consoles again, and of device management, tax filing, on-call
tools, advertising and cloud drives: what commits there in words of its own, and the
look-alikes that commit nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

ROUND14 = [
    (Role.BUTTON, "Approve & grant"), (Role.BUTTON, "Approve and grant access"),
    # look-alikes that commit nothing
    (Role.LINK, "Sofia Grant"), (Role.GENERIC, "Driver: Sofia Grant"),
]  # fmt: skip
ROUND14_ACTING = 2
"""The first this many of :data:`ROUND14` commit something."""


def round14_page() -> FakeApp:
    """Forms whose fields or ticked boxes say what their button does, and bare verbs."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    text, lay = page.text, page.lay

    def form(name: str, *kids: FakeNode) -> FakeNode:
        return FakeNode(role=Role.FORM, name=name, bounds=lay.box(h=4), children=list(kids))

    def field(name: str, value: str) -> FakeNode:
        return text_field(name, value, lay.box(), multiline="\n" in value or "{" in value)

    def masked(line: str) -> list[FakeNode]:
        """A masked value and the eye after it on its line."""
        y = lay.box().y
        return [
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(20, y, 220, 28)),
            control(Role.GENERIC, "👁", Rect(250, y, 28, 28), page.press, hint="icon visibility"),
        ]

    def ticked(name: str) -> FakeNode:
        return page.control(Role.CHECKBOX, name, states={State.CHECKED})

    kids = [
        # what a field holds opens a resource to everyone
        form(
            "Bucket policy",
            field("Policy", '{"Effect":"Allow","Principal":"*","Action":"s3:GetObject"}'),
            page.control(Role.BUTTON, "Save changes"),
        ),
        form(
            "Bucket policy (team)",
            field("Policy", '{"Effect":"Allow","Principal":{"AWS":"arn:aws:iam::1:root"}}'),
            page.control(Role.BUTTON, "Save changes"),
        ),
        form(
            "Create firewall rule",
            field("Source IPv4 ranges", "0.0.0.0/0"),
            field("Ports", "22, 3389"),
            page.control(Role.BUTTON, "Create"),
        ),
        form(
            "Create firewall rule (office)",
            field("Source IPv4 ranges", "203.0.113.0/24"),
            page.control(Role.BUTTON, "Create"),
        ),
        # a ticked box says what the commit beside it does
        form(
            "Modify cluster",
            ticked("Apply immediately (causes downtime)"),
            page.control(Role.BUTTON, "Modify cluster"),
        ),
        form(
            "Modify cluster (window)",
            ticked("Apply during the next maintenance window"),
            page.control(Role.BUTTON, "Modify cluster"),
        ),
        form(
            "Create budget",
            ticked("Stop all instances when the budget is exceeded"),
            page.control(Role.BUTTON, "Create budget"),
        ),
        form(
            "Create budget (alert)",
            ticked("Email me at 80% of the budget"),
            page.control(Role.BUTTON, "Create budget"),
        ),
        # bare verbs under what they act on
        FakeNode(role=Role.HEADING, name="VM instances", bounds=lay.box()),
        text("web-prod-1 · us-east1-b · Running"),
        page.control(Role.MENUITEM, "Reset"),
        FakeNode(role=Role.HEADING, name="Access keys", bounds=lay.box()),
        text("AKIA4EXAMPLE7Q · Active · last used 2 hours ago"),
        page.control(Role.GENERIC, "DISABLE"),
        text("AKIA4EXAMPLE9Z · Inactive"),
        page.control(Role.GENERIC, "ENABLE"),
        FakeNode(role=Role.HEADING, name="Filters", bounds=lay.box()),
        page.control(Role.BUTTON, "Reset"),
        FakeNode(role=Role.HEADING, name="Desktop notifications", bounds=lay.box()),
        page.control(Role.BUTTON, "Enable"),
        FakeNode(role=Role.HEADING, name="Database credentials", bounds=lay.box()),
        *masked("Master password ••••••••••"),
        # a tick in a row waiting for approval approves it
        FakeNode(role=Role.HEADING, name="Bills awaiting approval", bounds=lay.box()),
        text("BILL-2291 · Northwind Supplies · $4,120.00"),
        page.control(Role.GENERIC, "✓", hint="icon ok"),
        FakeNode(role=Role.HEADING, name="Pending timesheets", bounds=lay.box()),
        page.control(Role.BUTTON, "", hint="fa fa-check"),
        FakeNode(role=Role.HEADING, name="Tasks", bounds=lay.box()),
        text("Call the landlord about the boiler"),
        page.control(Role.GENERIC, "☐", hint="icon check"),
        FakeNode(role=Role.HEADING, name="Instance settings", bounds=lay.box()),
        page.control(Role.SWITCH, "Enable connecting to serial ports"),
        page.control(Role.SWITCH, "Show boot diagnostics"),
    ]
    return page.app("fake-round14", kids)


ROUND14_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.BUTTON, "Save changes@1", True),  # Principal "*": anyone reads the bucket
    ("click", Role.BUTTON, "Save changes@2", False),
    ("click", Role.BUTTON, "Create@1", True),  # 0.0.0.0/0 on 22 and 3389
    ("click", Role.BUTTON, "Create@2", False),
    ("click", Role.BUTTON, "Modify cluster@1", True),
    ("click", Role.BUTTON, "Modify cluster@2", False),
    ("click", Role.BUTTON, "Create budget@1", True),
    ("click", Role.BUTTON, "Create budget@2", False),
    ("click", Role.MENUITEM, "Reset", True),  # a hard reset of the VM
    ("click", Role.GENERIC, "DISABLE", True),  # apps using the key stop working
    ("click", Role.GENERIC, "ENABLE", True),  # the key signs requests again
    ("click", Role.BUTTON, "Reset", False),  # clears the filters
    ("click", Role.BUTTON, "Enable", False),
    ("click", Role.GENERIC, "👁", True),  # the eye shows the master password
    ("click", Role.GENERIC, "✓", True),
    ("click", Role.BUTTON, "icon:fa-check", True),
    ("click", Role.GENERIC, "☐", False),  # ticks a task off a to-do list
    ("click", Role.SWITCH, "Enable connecting to serial ports", True),
    ("click", Role.SWITCH, "Show boot diagnostics", False),
]  # fmt: skip
