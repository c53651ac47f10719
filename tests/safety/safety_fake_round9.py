"""Fake dialogs and the words of payroll, transit and travel, auction and crypto, fitness
and pharmacy, and CI/CD pages: confirmations whose way back keeps something, fees a
dialog warns of, and the verbs those pages commit with."""

from __future__ import annotations

from safety_fake_dialogs import DialogRow, dialog_set

from handrail.backends.fake import FakeApp
from handrail.vocab import Role

_DIALOGS: list[DialogRow] = [
    # (key, title, text, committing button, way back)
    ("late-cancel", "Late cancellation", "A $15 late-cancel fee will be charged to Visa •••• 4242.",
     "Cancel anyway", "Keep booking"),
    ("refill", "Cancel this refill?", "Your pharmacy will stop preparing Amoxicillin.",
     "Yes, cancel refill", "No, keep it"),
    ("freeze", "Freeze membership", "A $10 freeze fee applies.", "Freeze", "Not now"),
    ("retract", "Retract your bid?", "Retractions are recorded on your account.", "Retract",
     "Keep my bid"),
    ("end-listing", "End your listing early?", "All bids will be cancelled.", "End it",
     "Keep it active"),
    ("rollback", "Roll back production?",
     "Production will be redeployed with v2.13.1. Traffic shifts immediately.", "Go ahead",
     "Keep current version"),
    ("stop-env", 'Stop environment "production"?', "All running instances will be stopped.",
     "Stop", "Cancel"),
    ("reset-wallet", "Reset Vaultly?", "This removes all accounts from this device.", "Reset",
     "Go back"),
    ("release-decision", "Release decision",
     "The decision letter will be emailed to all 4 authors and reviewers. It cannot be recalled.",
     "Release", "Cancel"),
    ("merge-vendor", "Merge vendor",
     "Bills and POs move to the surviving vendor. V-0193 is removed.", "Combine", "Cancel"),
    # Harmless: nothing kept, lost or charged.
    ("leave-page", "Leave this page?", "Your filters are saved.", "Leave", "Stay"),
    ("keep-editing", "Leave setup?", "You can finish setting up later.", "Leave",
     "Keep editing"),
]  # fmt: skip

DIALOGS9, DIALOG_BUTTONS = dialog_set("dlg9", _DIALOGS)
"""(app, committing button, way back) of each dialog; the last two commit nothing."""

ROUND9 = [
    # payroll
    (Role.BUTTON, "Approve all (3)"), (Role.BUTTON, "File with IRS"),
    (Role.BUTTON, "Remit via EFTPS"), (Role.BUTTON, "Run off-cycle"), (Role.BUTTON, "Apply raise"),
    (Role.MENUITEM, "Return to employee"), (Role.BUTTON, "Nudge Jun"),
    # transit, parking, travel and loyalty
    (Role.GENERIC, "Load $20 now"), (Role.MENUITEM, "Move balance to another card"),
    (Role.BUTTON, "Park here"), (Role.BUTTON, "Extend session"), (Role.BUTTON, "Contest"),
    (Role.BUTTON, "Replace ($10)"), (Role.BUTTON, "Dispute selected"),
    (Role.MENUITEM, "Request fee waiver"), (Role.BUTTON, "Add bags to booking"),
    (Role.BUTTON, "Give up my seat"), (Role.BUTTON, "⟳ Keep my miles"),
    (Role.BUTTON, "Add Jamie to my pool"), (Role.BUTTON, "Get on the list"),
    (Role.BUTTON, "Apply to Feb 2 trip"), (Role.BUTTON, "Check in 2 passengers"),
    # auctions and crypto
    (Role.BUTTON, "Accept $210.00"), (Role.MENUITEM, "Cancel bids"),
    (Role.MENUITEM, "Promote listing (8% ad rate)"),
    (Role.GENERIC, "Claim 0.0142 ETH"), (Role.BUTTON, "Wrap"), (Role.BUTTON, "Unwrap"),
    (Role.BUTTON, "Bid"), (Role.BUTTON, "Place bid"), (Role.BUTTON, "Redelegate"),
    # fitness, telehealth and pharmacy
    (Role.BUTTON, "Freeze for $10"), (Role.BUTTON, "Complete pickup payment"),
    (Role.BUTTON, "Move it to CareRx"), (Role.GENERIC, "Refill"),
    (Role.BUTTON, "Refill 2 prescriptions"), (Role.BUTTON, "Start video visit"),
    (Role.BUTTON, "I'm here"), (Role.BUTTON, "Agree & connect"), (Role.BUTTON, "Get new codes"),
    (Role.BUTTON, "Grab spot"), (Role.BUTTON, "Claim 50% off"),
    # CI/CD and registries
    (Role.BUTTON, "Roll back"), (Role.BUTTON, "Promote to production"),
    (Role.BUTTON, "Redeploy"), (Role.MENUITEM, "Yank"), (Role.MENUITEM, "Deprecate"),
    (Role.BUTTON, "Add maintainer"), (Role.BUTTON, "Download as .env"),
    (Role.BUTTON, "Redeliver"),
    # more of the same pages
    (Role.BUTTON, "Update direct deposit"), (Role.BUTTON, "Add value"),
    (Role.BUTTON, "Accept offer"), (Role.BUTTON, "Decline counteroffer"),
    (Role.BUTTON, "Show codes"), (Role.BUTTON, "Archive this repository"),
    (Role.MENUITEM, "End selected listing"), (Role.BUTTON, "Schedule drop-off"),
    (Role.OPTION, "Mark as sold"), (Role.BUTTON, "Reset settings"), (Role.BUTTON, "Secure device"),
    # publishing, events and procurement
    (Role.BUTTON, "Agree to review"), (Role.BUTTON, "Unable to review"),
    (Role.BUTTON, "Approve proof"), (Role.BUTTON, "Route for approval"),
    (Role.BUTTON, "Accept manuscript"), (Role.BUTTON, "Notify authors"),
    (Role.BUTTON, "Email all reviewers"), (Role.BUTTON, "Lift embargo"),
    (Role.BUTTON, "Certify"), (Role.MENUITEM, "Retract article"),
    (Role.MENUITEM, "Postpone & notify"), (Role.GENERIC, "Remind registrants"),
    (Role.BUTTON, "Collect $180"), (Role.BUTTON, "Export attendees"),
    (Role.BUTTON, "Clear test orders"), (Role.GENERIC, "Transmit run"),
    (Role.OPTION, "Lock & close current period"), (Role.MENUITEM, "Export incl. bank details"),
    (Role.MENUITEM, "Give portal access"), (Role.MENUITEM, "Issue to vendor"),
    (Role.MENUITEM, "Short-close"), (Role.GENERIC, "Finalize count"),
    (Role.BUTTON, "Run depreciation"), (Role.BUTTON, "Ship back"),
    # look-alikes that commit nothing
    (Role.LINK, "Bid history"), (Role.BUTTON, "Wrap text"), (Role.LINK, "Contest rules"),
    (Role.BUTTON, "Refill history"), (Role.BUTTON, "Load more"), (Role.BUTTON, "Reload"),
    (Role.BUTTON, "Apply filters"), (Role.BUTTON, "Move to folder"),
    (Role.BUTTON, "Convert to PDF"), (Role.BUTTON, "Extend selection"),
    (Role.BUTTON, "Start visit summary"), (Role.BUTTON, "Roll back changes"),
    (Role.BUTTON, "Swap colors"), (Role.BUTTON, "Return to cart"),
    (Role.LINK, "Leave feedback"), (Role.BUTTON, "Show more"), (Role.BUTTON, "Show code"),
    (Role.BUTTON, "Never allow"), (Role.RADIO, "Don't allow sites to use your camera"),
    (Role.BUTTON, "Give feedback"), (Role.BUTTON, "Reverse"), (Role.BUTTON, "Review"),
]  # fmt: skip
ROUND9_ACTING = 85
"""The first this many of :data:`ROUND9` commit something."""


def round9_settings() -> FakeApp:
    """Switches that act by themselves or protect a branch, a role list, and help lines
    that name a key for a risky command."""
    from safety_fake_parts import Layout, control, next_pid, press_marks, status_node, window_of
    from safety_fake_webapps import select_node

    from handrail.backends.fake import FakeNode
    from handrail.geometry import Rect
    from handrail.vocab import State

    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    def text(name: str) -> FakeNode:
        return FakeNode(role=Role.TEXT, name=name, bounds=lay.box())

    on = {State.CHECKED}
    line = lay.box()
    kids = [
        # An eye beside a masked number shows it.
        FakeNode(role=Role.TEXT, name="SSN: •••-••-4821", bounds=Rect(20, line.y, 200, 28)),
        control(Role.GENERIC, "", Rect(240, line.y, 28, 28), press, hint="visibility"),
        item(Role.SWITCH, "Auto-reload when balance is below $10"),
        item(Role.SWITCH, "Auto-raise my bid if outbid (up to +$50)"),
        item(Role.SWITCH, "Automatically relist unsold items"),
        item(Role.SWITCH, "Auto-deploy main to staging", on),
        item(Role.SWITCH, "Require a pull request before merging", on),
        item(Role.SWITCH, "Do not allow bypassing the above settings", on),
        item(Role.SWITCH, "Expert mode (skip confirmations)"),
        item(Role.SWITCH, "Lock Jordan out of Ledgerly, Slack and Google now"),
        item(Role.SWITCH, "Dark theme"),
        item(Role.SWITCH, "Hold all payments to this vendor", on),
        item(Role.SWITCH, "Block postings to closed periods", on),
        select_node("Approval", "Pending", ["Pending", "Approved"], lay, press),
        select_node(
            "Payroll role for Ben Carter", "Viewer", ["Viewer", "Timesheet approver"], lay, press
        ),
        text("Tip: press Ctrl+Enter to swap instantly with current quote."),
        text("Press R to reload your card with the selected amount."),
        text("Press B to bid the next increment (US $1,265.00)."),
        text("Press J for the next row."),
        text("Tip: press Ctrl+B anywhere to book."),
        text("Ctrl+L lists the bookings."),
        # A button that only goes on, judged by its section.
        FakeNode(role=Role.HEADING, name="Withdraw to external address", bounds=lay.box()),
        item(Role.BUTTON, "Continue"),
        FakeNode(role=Role.HEADING, name="Shipping address", bounds=lay.box()),
        item(Role.BUTTON, "Next"),
    ]
    return FakeApp(name="fake-round9", pid=next_pid(), window=window_of("Settings", kids, status))


ROUND9_SETTINGS = [
    # (action, role, name, irreversible)
    ("click", Role.SWITCH, "Auto-reload when balance is below $10", True),
    ("click", Role.SWITCH, "Auto-raise my bid if outbid (up to +$50)", True),
    ("click", Role.SWITCH, "Automatically relist unsold items", True),
    ("click", Role.SWITCH, "Require a pull request before merging", True),
    ("click", Role.SWITCH, "Do not allow bypassing the above settings", True),
    ("click", Role.SWITCH, "Expert mode (skip confirmations)", True),
    ("click", Role.SWITCH, "Lock Jordan out of Ledgerly, Slack and Google now", True),
    ("set:Timesheet approver", Role.COMBOBOX, "Payroll role for Ben Carter", True),
    ("click", Role.SWITCH, "Hold all payments to this vendor", True),
    ("click", Role.SWITCH, "Block postings to closed periods", True),
    ("set:Approved", Role.COMBOBOX, "Approval", True),
    ("set:Pending", Role.COMBOBOX, "Approval", False),
    ("key:ctrl+Return", None, None, True),
    ("key:r", None, None, True),
    ("key:b", None, None, True),
    ("click", Role.GENERIC, "icon:visibility", True),
    ("click", Role.BUTTON, "Continue", True),
    ("click", Role.BUTTON, "Next", False),
    # turned off, an automatic deploy stops; the rest change nothing that matters
    ("click", Role.SWITCH, "Auto-deploy main to staging", False),
    ("click", Role.SWITCH, "Dark theme", False),
    ("set:Viewer", Role.COMBOBOX, "Payroll role for Ben Carter", False),
    ("key:j", None, None, False),
    ("key:ctrl+b", None, None, True),
    ("key:ctrl+l", None, None, False),
]  # fmt: skip
