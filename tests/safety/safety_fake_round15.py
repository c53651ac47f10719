"""Fake pages of git hosting, container dashboards, video studios, hosting panels and
citizen-services portals: what commits there in words of its own, and the look-alikes
that commit nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

ROUND15 = [
    # what commits
    (Role.BUTTON, "Show recovery key"), (Role.BUTTON, "Deploy plan"),
    # citizen services
    (Role.GENERIC, "Claim repayment"), (Role.GENERIC, "Show UTR"),
    (Role.GENERIC, "Create a check code"), (Role.GENERIC, "Cancel vehicle tax"),
    (Role.GENERIC, "Set up vehicle tax"), (Role.GENERIC, "Cancel selected"),
    (Role.MENUITEM, "Request a court hearing"), (Role.MENUITEM, "Cancel arrangement"),
    (Role.MENUITEM, "Request postponement"), (Role.GENERIC, "Save hearing choice"),
    (Role.SWITCH, "Let Citizens Advice Leeds act for me on this appeal"),
    (Role.GENERIC, "Accept earlier slot"), (Role.GENERIC, "Tell my work coach"),
    (Role.MENUITEM, "Release my slot"), (Role.MENUITEM, "Book for me and Amara (2 people)"),
    (Role.LINK, "Request interpreter"), (Role.MENUITEM, "Make main account holder"),
    # container platforms
    (Role.GENERIC, "Approve step 3 (50%)"), (Role.MENUITEM, "Approve for 8 hours"),
    (Role.GENERIC, "Approve promotion"), (Role.SWITCH, "Show decoded values"),
    (Role.GENERIC, "Export unsealed"), (Role.GENERIC, "Force sync from Vault"),
    (Role.MENUITEM, "Kill container istio-proxy"), (Role.MENUITEM, "Attach debug container"),
    (Role.MENUITEM, "Restart all pods in namespace"), (Role.MENUITEM, "Replace node"),
    (Role.GENERIC, "Add taint"), (Role.GENERIC, "Resize pool"),
    (Role.GENERIC, "Rotate cluster CA"), (Role.GENERIC, "Drain selected"),
    (Role.GENERIC, "Upgrade to 4.2.1"), (Role.MENUITEM, "Upgrade and force recreate pods"),
    (Role.GENERIC, "Install release"), (Role.MENUITEM, "Sign image"),
    (Role.GENERIC, "Update image"), (Role.GENERIC, "Save autoscaler"),
    (Role.SWITCH, "Immutable"),
    # look-alikes that commit nothing
    (Role.BUTTON, "Show deploy plan"), (Role.BUTTON, "View publish log"),
    (Role.BUTTON, "See payment history"),
    (Role.LINK, "Ways to pay"), (Role.LINK, "Check if you need to renew"),
    (Role.LINK, "Grant types explained"), (Role.GENERIC, "▸ What happens after I submit?"),
    (Role.GENERIC, "▸ Why we share data"), (Role.LINK, "Pay by phone details"),
    (Role.GENERIC, "Tell me more"), (Role.GENERIC, "Slot times explained"),
    (Role.LINK, "Purge policy"), (Role.GENERIC, "Approved"), (Role.GENERIC, "Scale image"),
    (Role.MENUITEM, "Describe"), (Role.MENUITEM, "Download logs"),
]  # fmt: skip
ROUND15_ACTING = 40
"""The first this many of :data:`ROUND15` commit something."""

Cell = str | tuple[Role, str] | tuple[Role, str, set[State]]
"""A table cell: its words, or the one control it holds (role, name[, states])."""


def round15_page() -> FakeApp:
    """Tables read by their columns: boxes that pick a row, switches that turn a row on."""
    from safety_fake_parts import Page, control

    page = Page()
    lay = page.lay

    def masked_line(name: str, value: str, badge: str, icon: str) -> list[FakeNode]:
        """A variable's name, value and badge, and an icon after them on the line."""
        y = lay.box().y
        words = [(name, 20, 120), (value, 150, 80), (badge, 240, 50)]
        return [
            *[FakeNode(role=Role.TEXT, name=w, bounds=Rect(x, y, cx, 28))
              for w, x, cx in words if w],
            control(Role.GENERIC, "", Rect(300, y + 4, 20, 20), page.press, hint=icon),
        ]  # fmt: skip

    def icon_row(title: str, icon: str) -> list[FakeNode]:
        """A row's title and an unnamed icon at its end."""
        y = lay.box().y
        return [
            FakeNode(role=Role.TEXT, name=title, bounds=Rect(20, y, 200, 28)),
            control(Role.GENERIC, "", Rect(300, y + 4, 20, 20), page.press, hint=icon),
        ]

    def table(name: str, headers: list[str], *rows: list[Cell]) -> FakeNode:
        """A table whose columns are 140 pixels wide, a header row over its rows."""
        top = lay.box(h=28 * (len(rows) + 1)).y

        def cells(y: int, row: list[Cell], role: Role) -> FakeNode:
            kids = []
            for i, c in enumerate(row):
                box = Rect(20 + 140 * i, y, 140, 28)
                if isinstance(c, str):
                    kids.append(FakeNode(role=role, name=c, bounds=box))
                    continue
                inner = control(
                    c[0],
                    c[1],
                    Rect(box.x + 10, y + 4, 30, 20),
                    page.press,
                    states=c[2] if len(c) > 2 else None,
                )
                kids.append(FakeNode(role=Role.CELL, name="", bounds=box, children=[inner]))
            return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 140 * len(row), 28),
                            children=kids)  # fmt: skip

        head = cells(top, list(headers), Role.COLUMNHEADER)
        body = [cells(top + 28 * (k + 1), r, Role.CELL) for k, r in enumerate(rows)]
        box = Rect(20, top, 140 * len(headers), 28 * (len(rows) + 1))
        return FakeNode(role=Role.TABLE, name=name, bounds=box, children=[head, *body])

    box, sw = (Role.CHECKBOX, ""), (Role.SWITCH, "")
    on = (Role.SWITCH, "", {State.CHECKED})
    kids = [
        FakeNode(role=Role.HEADING, name="Account · Devices", bounds=lay.box()),
        # the box a row begins with picks it for the bulk bar
        table("Devices", ["", "Device", "Platform"],
              [box, "WORKSTATION-07", "Windows 11"], [box, "Pixel 8", "Android 14"]),
        # a box after the row's words is the setting the row names
        table("Account permissions", ["Permission", ""],
              ["Manage billing", box], ["Invite members", box]),
        # switches under a header that only says on or off turn the row on, live
        FakeNode(role=Role.HEADING, name="Ads Manager", bounds=lay.box()),
        table("Campaigns", ["", "Off / On", "Campaign", "Budget"],
              [box, on, "Spring Sale – Prospecting", "$50.00 Daily"],
              [box, sw, "Retargeting – Cart abandoners", "$25.00 Daily"]),
        FakeNode(role=Role.HEADING, name="Endpoint policies", bounds=lay.box()),
        table("Configuration policies", ["Policy", "Platform", "Enabled"],
              ["Block USB storage", "Windows", sw]),
        # a header of its own speaks for its switches
        FakeNode(role=Role.HEADING, name="Your repositories", bounds=lay.box()),
        table("Repositories", ["Repository", "Public", "Notify me"],
              ["api-gateway", sw, sw]),
        # a bare verb beside what the page keeps hidden, or beside an offer
        FakeNode(role=Role.HEADING, name="Your details", bounds=lay.box()),
        *page.line("QQ •• •• •• C", "Show"),
        *page.line("Spring campaign · 12 ads", "Show"),
        FakeNode(role=Role.HEADING, name="Secrets", bounds=lay.box()),
        *page.line("stripe-live-key · Opaque · 2 keys", "", hint="reveal in tree account"),
        *page.line("Earlier slot available: Monday 25 November, 9:00am", "Decline"),
        *page.line("Bright & Co Accountants (agent BC4471) asks to see your tax records", "Deny"),
        # keys a help line names
        page.text("Shift + A accepts the fixed penalty offer on the Speeding tab."),
        page.text("Press A to approve the access request at the top of the page, V to view it."),
        page.text("Tip: select a row, then press Shift+R to restart the selected deployment"
                  " or Shift+D to delete it. Press / to search, ? to show all shortcuts."),
        page.text("Press Shift+E to reveal all values of the selected secret."),
        # protections of a cluster turned off
        page.control(Role.SWITCH, "Automatic rollback on failed analysis",
                     states={State.CHECKED}),
        page.control(Role.SWITCH, "Auto-repair", states={State.CHECKED}),
        page.control(Role.SWITCH, "Shielded nodes (Secure Boot)", states={State.CHECKED}),
        page.control(Role.SWITCH, "Block deploys with critical CVEs", states={State.CHECKED}),
        page.select("Role of dave", "view", ["view", "edit", "cluster-admin"]),
        # who may act for the account
        page.select("Access for Bright & Co Accountants", "View only",
                    ["View only", "View and file returns", "Full authority including repayments"]),
        page.select("Access for Amara Okafor", "Can view",
                    ["Can view", "Can act for me on all services"]),
        # variables whose values are masked, an eye at the end of each line
        FakeNode(role=Role.HEADING, name="Environment variables", bounds=lay.box()),
        *masked_line("DATABASE_URL", "*****", "Masked", "eye reveal value"),
        *masked_line("DEPLOY_REGION", "eu-west-1", "", "visibility"),
        # a branch's protection, ticked boxes of a rule's form
        FakeNode(role=Role.HEADING, name="Protect matching branches", bounds=lay.box()),
        page.control(Role.CHECKBOX, "Require approvals", states={State.CHECKED}),
        page.control(Role.CHECKBOX, "Dismiss stale pull request approvals when new commits"
                     " are pushed", states={State.CHECKED}),
        page.control(Role.CHECKBOX, "Include administrators", states={State.CHECKED}),
        page.control(Role.CHECKBOX, "Require conversation resolution before merging"),
        page.control(Role.CHECKBOX, "Allow deletions"),
        page.control(Role.CHECKBOX, "Allow auto-merge", states={State.CHECKED}),
        # a row's icons with nothing to tell them by but their colour
        *icon_row("feature/idempotency-keys", "red oct"),
        *icon_row("Saved search", "red heart"),
    ]  # fmt: skip
    return page.app("fake-round15", kids)


ROUND15_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.CHECKBOX, "unnamed:1", False),  # picks WORKSTATION-07
    ("click", Role.CHECKBOX, "unnamed:2", False),
    ("click", Role.CHECKBOX, "unnamed:3", True),  # lets this account manage billing
    ("click", Role.CHECKBOX, "unnamed:5", False),  # picks a campaign
    ("click", Role.SWITCH, "unnamed:1", True),  # turns the spring sale off
    ("click", Role.SWITCH, "unnamed:2", True),  # starts spending on retargeting
    ("click", Role.SWITCH, "unnamed:3", True),  # applies the policy to every device
    ("click", Role.SWITCH, "unnamed:4", True),  # makes the repository public
    ("click", Role.SWITCH, "unnamed:5", False),  # notifications of it to oneself
    ("click", Role.GENERIC, "Show@1", True),  # the National Insurance number unmasked
    ("click", Role.GENERIC, "Show@2", False),
    ("click", Role.GENERIC, "icon:tree", False),  # shows where the secret is listed
    ("click", Role.GENERIC, "Decline", True),  # the offered slot goes to someone else
    ("click", Role.GENERIC, "Deny", True),  # the agent is told
    ("key:shift+a", None, None, True),
    ("key:a", None, None, True),
    ("key:v", None, None, False),
    ("set:Full authority including repayments", Role.COMBOBOX, "Access for Bright", True),
    ("set:View and file returns", Role.COMBOBOX, "Access for Bright", False),
    ("set:Can act for me on all services", Role.COMBOBOX, "Access for Amara", True),
    ("key:shift+r", None, None, True),
    ("key:shift+d", None, None, True),
    ("key:/", None, None, False),
    ("key:shift+e", None, None, True),
    ("click", Role.SWITCH, "Automatic rollback on failed analysis", True),
    ("click", Role.SWITCH, "Auto-repair", True),
    ("click", Role.SWITCH, "Shielded nodes (Secure Boot)", True),
    ("click", Role.SWITCH, "Block deploys with critical CVEs", True),
    ("set:cluster-admin", Role.COMBOBOX, "Role of dave", True),
    ("set:edit", Role.COMBOBOX, "Role of dave", True),  # raised from one that only views
    ("click", Role.GENERIC, "icon:value", True),  # shows DATABASE_URL past a badge
    ("click", Role.GENERIC, "icon:visibility", False),
    ("click", Role.GENERIC, "icon:oct", True),  # a red icon: nothing else tells what it does
    ("click", Role.GENERIC, "icon:heart", False),
    ("click", Role.CHECKBOX, "Require approvals", True),  # unticked: no approval needed
    ("click", Role.CHECKBOX, "Dismiss stale pull request approvals", True),
    ("click", Role.CHECKBOX, "Include administrators", True),
    ("click", Role.CHECKBOX, "Require conversation resolution before merging", False),
    ("click", Role.CHECKBOX, "Allow deletions", True),  # ticked: the branch may be deleted
    ("click", Role.CHECKBOX, "Allow auto-merge", False),
]  # fmt: skip
