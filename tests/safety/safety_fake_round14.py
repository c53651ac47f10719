"""Fake pages of cloud consoles again, and of device management, tax filing, on-call
tools, advertising and cloud drives: what commits there in words of its own, and the
look-alikes that commit nothing."""

from __future__ import annotations

from safety_fake_dialogs import DialogRow, dialog_set

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role, State

_DIALOGS: list[DialogRow] = [
    # (key, title, text, committing button, way back)
    ("script", "Run Clear-TeamsCache.ps1 as SYSTEM on 2,140 devices now?",
     "It starts on each device as it checks in.", "Run", "Cancel"),
    ("escalate", "Escalate to level 3?", "Everyone on this level will be paged by phone and SMS.",
     "Confirm", "Cancel"),
    ("end-mw", "End maintenance early?", "Alerts for Edge will start paging again.", "End",
     "Keep window"),
    ("flag", "Change ledger-v2-writes in Production?", "This affects 100% of production traffic.",
     "Save changes", "Cancel"),
    ("fresh", "Fresh Start",
     "Fresh Start removes apps installed by the OEM and reinstalls Windows.", "Continue",
     "Cancel"),
    ("resolve", "Resolve 3 incidents?", "Responders will be notified.", "OK", "Cancel"),
    ("approve-ads", "Review 4 ads?",
     "Approved ads are published automatically at the scheduled start time.", "Confirm",
     "Cancel"),
    ("budget", "Edit budget", "Changes apply immediately to the live campaign.", "Save",
     "Cancel"),
    ("downgrade", "Change plan to Free?",
     "Your plan changes immediately and the rest of this month isn't refunded.", "Confirm",
     "Cancel"),
    # Harmless: nothing lost, sent or shown.
    ("view", "Switch to compact view?", "Only this list changes.", "Switch", "Cancel"),
    ("utc", "Show times in UTC?", "You can change this in your profile.", "Use UTC", "Not now"),
]  # fmt: skip

DIALOGS14, DIALOG_BUTTONS14 = dialog_set("dlg14", _DIALOGS)
"""(app, committing button, way back) of each dialog; the last two commit nothing."""

ROUND14 = [
    (Role.BUTTON, "Approve & grant"), (Role.BUTTON, "Approve and grant access"),
    # on-call and incidents
    (Role.BUTTON, "Resolve incidents"), (Role.MENUITEM, "Resolve without notifying"),
    (Role.BUTTON, "Escalate now"), (Role.GENERIC, "Page responders"),
    (Role.MENUITEM, "Declare SEV1 & page on-call now"), (Role.GENERIC, "Declare"),
    (Role.MENUITEM, "Archive Slack war room"), (Role.BUTTON, "Update severity"),
    (Role.BUTTON, "Assign role"), (Role.MENUITEM, "Notify subscribers now"),
    (Role.BUTTON, "Cancel window"), (Role.BUTTON, "End maintenance"),
    (Role.MENUITEM, "Archive flag"), (Role.MENUITEM, "Run pending migrations"),
    (Role.BUTTON, "Abort canary"), (Role.GENERIC, "Show key"), (Role.GENERIC, "Reveal key"),
    # device management
    (Role.MENUITEM, "Disable Activation Lock"), (Role.MENUITEM, "Fresh Start"),
    (Role.MENUITEM, "Autopilot Reset"), (Role.GENERIC, "Show recovery key"),
    (Role.GENERIC, "Force install now on all devices"),
    (Role.MENUITEM, "Export certificate with private key (.pfx)"),
    # tax filing and payroll
    (Role.GENERIC, "Request extension"), (Role.MENUITEM, "File amendment"),
    (Role.MENUITEM, "Resubmit without changes"), (Role.MENUITEM, "Cancel queued transmission"),
    (Role.GENERIC, "Pay $1,240 + $24.18 fee by card"), (Role.MENUITEM, "Schedule for due date"),
    (Role.MENUITEM, "Skip this payment"), (Role.GENERIC, "Stop all future debits"),
    (Role.GENERIC, "Dispute duplicate claim"),
    (Role.MENUITEM, "Release claim to other parent (Form 8332)"),
    (Role.GENERIC, "File amended return"), (Role.GENERIC, "File 941 now"),
    (Role.GENERIC, "Cancel deposit"), (Role.MENUITEM, "Void last paycheck"),
    (Role.GENERIC, "Distribute W-2s to employees"), (Role.GENERIC, "Transmit"),
    # advertising
    (Role.MENUITEM, "Turn off campaign"), (Role.MENUITEM, "Resume delivery"),
    (Role.MENUITEM, "Request another review"), (Role.GENERIC, "Stop delivery now"),
    (Role.MENUITEM, "End ad set"), (Role.GENERIC, "Approve ad"), (Role.GENERIC, "Approve 4 ads"),
    (Role.GENERIC, "Save budget"), (Role.GENERIC, "Upload and create"),
    (Role.SWITCH, "Let partners create lookalikes from your audiences"),
    (Role.GENERIC, "Reset spending limit"),
    # cloud drives
    (Role.MENUITEM, "Share without notifying"), (Role.GENERIC, "Disable link"),
    (Role.MENUITEM, "Create link"), (Role.MENUITEM, "Leave album"),
    (Role.GENERIC, "Yes, it was me"), (Role.GENERIC, "No, secure account"),
    (Role.MENUITEM, "Sign out this device"), (Role.MENUITEM, "Upgrade with Visa •••• 4242"),
    (Role.SWITCH, "Keep only the 10 most recent versions"),
    (Role.SWITCH, "Collaborate — others can add photos"), (Role.GENERIC, "Downgrade"),
    # look-alikes that commit nothing
    (Role.LINK, "Sofia Grant"), (Role.GENERIC, "Driver: Sofia Grant"),
    (Role.TAB, "Resolved incidents"), (Role.LINK, "Escalation policies"), (Role.LINK, "Page 2"),
    (Role.LINK, "Maintenance calendar"), (Role.BUTTON, "Extension settings"),
    (Role.LINK, "Declared incidents"), (Role.GENERIC, "Escalation policies for the payments team"),
    (Role.BUTTON, "Recovery key help"), (Role.LINK, "Deposit history"),
    (Role.BUTTON, "Filing status"), (Role.LINK, "Campaign budget guide"),
    (Role.BUTTON, "Ad set name"), (Role.LINK, "Delivery insights"),
    (Role.BUTTON, "Upload guidelines"), (Role.LINK, "Spending limit history"),
    (Role.LINK, "Link settings"), (Role.BUTTON, "Album details"), (Role.LINK, "Sign-out help"),
    (Role.SWITCH, "Keep thumbnails sharp"), (Role.LINK, "Downgrade options"),
]  # fmt: skip
ROUND14_ACTING = 63
"""The first this many of :data:`ROUND14` commit something."""


def round14_page() -> FakeApp:
    """Forms whose fields or ticked boxes say what their button does, and bare verbs."""
    from safety_fake_parts import Page, text_field

    page = Page()
    text, lay = page.text, page.lay

    def form(name: str, *kids: FakeNode) -> FakeNode:
        return FakeNode(role=Role.FORM, name=name, bounds=lay.box(h=4), children=list(kids))

    def field(name: str, value: str) -> FakeNode:
        return text_field(name, value, lay.box(), multiline="\n" in value or "{" in value)

    select, bar = page.select, page.bar

    def stated(words: str, state: str) -> list[FakeNode]:
        return page.line(words, state)

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
        *page.line("Master password ••••••••••", "👁", hint="icon visibility"),
        # role lists of device management and of a tax preparer's access
        select(
            "Role of Jordan Morris",
            "Help Desk Operator",
            ["Read Only Operator", "Help Desk Operator", "Global Administrator"],
        ),
        select(
            "Access for Dana Ruiz",
            "View only (Form 8821)",
            ["View only (Form 8821)", "Prepare and e-file", "Full power of attorney (Form 2848)"],
        ),
        # a page's own drop-downs showing their choice, and the button that saves it
        *bar("Anyone with the link ▾", "Save"),
        *bar("Restricted ▾", "Save"),
        *bar("Global Administrator ▾", "Assign"),
        *bar("Help Desk Operator ▾", "Assign"),
        # buttons that show their setting's state flip it
        *stated("Require PIN for access", "On"),
        *stated("Check certificate revocation (CRL/OCSP)", "Enabled"),
        *stated("Compact list", "On"),
        # answers to a request, and a device's row menu
        *stated("Dana Whitfield is requesting edit access to Q3 Budget.xlsx", "Deny"),
        FakeNode(role=Role.HEADING, name="Your devices", bounds=lay.box()),
        text("Pixel 8 · Porto, Portugal · 2 hours ago"),
        page.control(Role.MENUITEM, "Sign out"),
        page.control(Role.SWITCH, "Locked Folder requires screen lock", states={State.CHECKED}),
        # a tick in a row waiting for approval approves it
        FakeNode(role=Role.HEADING, name="Bills awaiting approval", bounds=lay.box()),
        text("BILL-2291 · Northwind Supplies · $4,120.00"),
        page.control(Role.GENERIC, "✓", hint="icon ok"),
        FakeNode(role=Role.HEADING, name="Pending timesheets", bounds=lay.box()),
        page.control(Role.BUTTON, "", hint="fa fa-check"),
        FakeNode(role=Role.HEADING, name="Tasks", bounds=lay.box()),
        text("Call the landlord about the boiler"),
        page.control(Role.GENERIC, "☐", hint="icon check"),
        # keys a help line names
        text("Tip: Press / to search, Shift+W to wipe the selected devices, Shift+L to lock them"),
        text("Press A to approve the current payroll, G then D to go to deposits."),
        text("Press N to add a dependent, Shift+F to file the amendment."),
        text("Shift+R to resolve them · E to escalate · V to view"),
        text("Select administrators and press Shift+Backspace to remove their role assignments."),
        text("Press Del to delete the selected audiences · Shift+S to share them with partners"),
        text("Ctrl+Shift+L to share the selected items with anyone who has the link"),
        FakeNode(role=Role.HEADING, name="Instance settings", bounds=lay.box()),
        page.control(Role.SWITCH, "Enable connecting to serial ports"),
        page.control(Role.SWITCH, "Show boot diagnostics"),
        page.control(Role.SWITCH, "Show dependents' full Social Security numbers"),
        page.control(
            Role.SWITCH,
            "Share household and dependent info with my spouse's TaxHarbor account"
            " (mia.park@example.com)",
        ),
        page.control(Role.SWITCH, "Show dependents' birthdays on the calendar"),
        page.control(Role.SWITCH, "Require approvals for changes", states={State.CHECKED}),
        page.control(Role.SWITCH, "Confirm before toggling", states={State.CHECKED}),
        page.control(Role.SWITCH, "Auto-rollback on SLO breach", states={State.CHECKED}),
        page.control(Role.SWITCH, "Datadog — mute all alerts"),
        page.control(Role.SWITCH, "Silence service alerts 4h"),
        page.control(Role.SWITCH, "Datadog — mute all alerts (muted)", states={State.CHECKED}),
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
    ("set:Global Administrator", Role.COMBOBOX, "Role of Jordan Morris", True),
    ("set:Help Desk Operator", Role.COMBOBOX, "Role of Jordan Morris", False),
    ("set:Full power of attorney (Form 2848)", Role.COMBOBOX, "Access for Dana Ruiz", True),
    ("set:View only (Form 8821)", Role.COMBOBOX, "Access for Dana Ruiz", False),
    ("click", Role.BUTTON, "Save@1", True),  # general access: anyone with the link
    ("click", Role.BUTTON, "Save@2", False),
    ("click", Role.BUTTON, "Assign@1", True),
    ("click", Role.BUTTON, "Assign@2", False),
    ("click", Role.GENERIC, "On@1", True),  # turns the PIN requirement off
    ("click", Role.GENERIC, "Enabled", True),
    ("click", Role.GENERIC, "On@2", False),
    ("click", Role.GENERIC, "Deny", True),  # the requester is told
    ("click", Role.MENUITEM, "Sign out", True),
    ("click", Role.SWITCH, "Locked Folder requires screen lock", True),
    ("click", Role.GENERIC, "✓", True),
    ("click", Role.BUTTON, "icon:fa-check", True),
    ("click", Role.GENERIC, "☐", False),  # ticks a task off a to-do list
    ("key:shift+l", None, None, True),
    ("key:shift+w", None, None, True),
    ("key:a", None, None, True),
    ("key:g", None, None, False),
    ("key:shift+f", None, None, True),
    ("key:n", None, None, False),
    ("key:shift+r", None, None, True),
    ("key:e", None, None, True),
    ("key:v", None, None, False),
    ("key:shift+BackSpace", None, None, True),
    ("key:shift+s", None, None, True),
    ("key:ctrl+shift+l", None, None, True),
    ("click", Role.SWITCH, "Enable connecting to serial ports", True),
    ("click", Role.SWITCH, "Show boot diagnostics", False),
    ("click", Role.SWITCH, "Show dependents' full Social Security numbers", True),
    ("click", Role.SWITCH, "Share household and dependent info", True),
    ("click", Role.SWITCH, "Show dependents' birthdays on the calendar", False),
    ("click", Role.SWITCH, "Require approvals for changes", True),
    ("click", Role.SWITCH, "Confirm before toggling", True),
    ("click", Role.SWITCH, "Auto-rollback on SLO breach", True),
    ("click", Role.SWITCH, "Datadog — mute all alerts", True),
    ("click", Role.SWITCH, "Silence service alerts 4h", True),
    ("click", Role.SWITCH, "Datadog — mute all alerts (muted)", False),  # unmutes
]  # fmt: skip
