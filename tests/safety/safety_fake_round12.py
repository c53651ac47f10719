"""Fake dialogs and the words of code-hosting, video-meeting, helpdesk and CRM,
restaurant point-of-sale and insurance and mobile-carrier pages: confirmations drawn
without a dialog role (read as dialogs, see the browser suite), the verbs those pages
commit with, and the help lines, icons and switches that name a key or an action."""

from __future__ import annotations

from safety_fake_dialogs import DialogRow, dialog_set

from handrail.backends.fake import FakeApp
from handrail.geometry import Rect
from handrail.vocab import Role, State

_DIALOGS: list[DialogRow] = [
    # (key, title, text, committing button, way back)
    ("cancel-webinar", 'Cancel "Onboarding for Admins"?',
     "All 312 registrants and panelists will be emailed a cancellation notice.",
     "Cancel webinar", "Keep webinar"),
    ("reset-id", "Reset your personal meeting ID?",
     "Your current ID 845 221 9930 and its links stop working.", "Reset ID", "Cancel"),
    ("go-live", "Start the webinar?",
     "412 attendees will join and the webinar will be recorded to the cloud.", "Start",
     "Not yet"),
    ("cancel-policy", "Cancel HO-77-5521?", "A short-rate cancellation fee of $45 may apply.",
     "Cancel policy", "Keep my policy"),
    ("autopay", "Turn on AutoPay?",
     "We'll automatically charge Visa •••• 4242 for your full balance each month.",
     "Turn on AutoPay", "Not now"),
    ("discard-release", "Discard draft?", "This cannot be undone.", "OK", "Cancel"),
    ("force-close", "Force-close 3 open checks?",
     "Open checks are closed as paid. Tabs with a card on file are charged.", "Force close",
     "Cancel"),
    ("throw-away", "Throw away your draft?", "All 4 unpublished changes are lost.",
     "Throw away", "Keep editing"),
    ("blast", "You're about to reach 48,310 inboxes",
     "Spring sale goes to All subscribers right away.", "Let's go", "Not yet"),
    ("run-rule", "Run this rule now?",
     "Its actions will be applied to 412 tickets and requesters will get its emails.",
     "Run now", "Cancel"),
    ("anonymize", "Anonymize Hannah Weiss?",
     "Name, email, phone and address are replaced with random values.", "Anonymize",
     "Never mind"),
    # Harmless: nothing lost, sent or shown.
    ("layout", "Switch to gallery view?", "You can switch back any time.", "Switch", "Cancel"),
    ("tips", "Show tips?", "Tips appear at the bottom of each page.", "Show tips", "No thanks"),
]  # fmt: skip

DIALOGS12, DIALOG_BUTTONS12 = dialog_set("dlg12", _DIALOGS)
"""(app, committing button, way back) of each dialog; the last two commit nothing."""

ROUND12 = [
    # code hosting
    (Role.BUTTON, "Generate token"), (Role.BUTTON, "Add key"),
    (Role.GENERIC, "Disable branch protection rules"),
    (Role.MENUITEM, "Convert to outside collaborator"), (Role.GENERIC, "Re-request review"),
    # video meetings and webinars
    (Role.BUTTON, "Cancel webinar"), (Role.GENERIC, "Live on YouTube"),
    (Role.MENUITEM, "Email link to participants"), (Role.MENUITEM, "Promote to panelist"),
    (Role.BUTTON, "Launch poll"),
    # helpdesk and CRM
    (Role.GENERIC, "Start cleanup"), (Role.BUTTON, "Request e-signature"),
    (Role.BUTTON, "Email quote to Priya Shah"), (Role.GENERIC, "Enroll segment now"),
    (Role.GENERIC, "Halt sending"), (Role.MENUITEM, "Log in to Experience as User"),
    (Role.MENUITEM, "Enable Customer User"), (Role.GENERIC, "Anonymize"),
    (Role.GENERIC, "Downgrade seat"),
    # point of sale
    (Role.BUTTON, "Charge $13.00"), (Role.BUTTON, "Charge 48.20"), (Role.BUTTON, "Tip $15"),
    (Role.GENERIC, "Close check as paid (cash)"), (Role.MENUITEM, "Email receipt"),
    (Role.BUTTON, "Notify again"), (Role.GENERIC, "Write off"),
    # insurance and mobile carrier
    (Role.BUTTON, "Cancel policy"), (Role.BUTTON, "Switch plan now"),
    (Role.BUTTON, "Switch at next bill cycle"), (Role.BUTTON, "Turn on AutoPay"),
    (Role.BUTTON, "Add driver & update premium"), (Role.BUTTON, "Request re-inspection"),
    (Role.GENERIC, "Record"), (Role.GENERIC, "Share results"),
    # look-alikes that commit nothing
    (Role.BUTTON, "Generate report"), (Role.BUTTON, "Add filter"), (Role.LINK, "Switch account"),
    (Role.BUTTON, "Keep webinar"), (Role.BUTTON, "Keep my policy"),
    (Role.LINK, "Charge history"), (Role.BUTTON, "Tip settings"),
    (Role.LINK, "Export settings"), (Role.BUTTON, "Cleanup guide"),
    (Role.BUTTON, "Email preview"), (Role.LINK, "Live demo"), (Role.BUTTON, "Poll results"),
    (Role.BUTTON, "Compare plans"), (Role.BUTTON, "Add driver"), (Role.LINK, "Recordings"),
    (Role.BUTTON, "Results"),
]  # fmt: skip
ROUND12_ACTING = 34
"""The first this many of :data:`ROUND12` commit something."""


def round12_page() -> FakeApp:
    """Help lines that name a key for what the page's selection undergoes, and icons
    and switches named by their classes and rows alone."""
    from safety_fake_parts import Page, control

    from handrail.backends.fake import FakeNode

    page = Page()
    text, press, lay = page.text, page.press, page.lay

    def inline(question: str, *answers: str) -> list[FakeNode]:
        """A question and its answers on one line, with no dialog around them."""
        y = lay.box().y
        out = [FakeNode(role=Role.TEXT, name=question, bounds=Rect(20, y, 200, 28))]
        for i, answer in enumerate(answers):
            out.append(control(Role.GENERIC, answer, Rect(230 + 50 * i, y, 40, 28), press))
        return out

    on = {State.CHECKED}
    kids = [
        text("Shortcuts: W withdraws the selected claim · P pays your balance"),
        text("Alt+U unlocks this device"),
        text("Shift+F fires the next course"),
        text("A approves all timesheets · X exports to payroll · G goes to the dashboard"),
        text("Ctrl+Shift+P launches the poll · Shift+Enter blasts the campaign"),
        page.control(Role.GENERIC, "", hint="esend"),
        page.control(Role.GENERIC, "", hint="money off"),
        page.control(Role.GENERIC, "", hint="eye"),
        page.control(Role.SWITCH, "Auto-settle batch at 3:00 AM"),
        page.control(Role.SWITCH, "Auto-close open checks with card on file"),
        page.control(Role.SWITCH, "Waiting room", states=on),
        page.control(Role.SWITCH, "Passcode protection", states=on),
        page.control(Role.SWITCH, "Share driving data with partners"),
        page.control(Role.SWITCH, "Share link publicly"),
        page.control(Role.SWITCH, "Show seconds"),
        *inline("Delete this deal?", "No", "Yes"),
        *inline("Show archived deals?", "Yes"),
        # A pop-up's question over its answers.
        text("Remove this contact?"),
        page.control(Role.GENERIC, "No"),
        page.control(Role.GENERIC, "OK"),
        text("Scheduling emails the invitation to panelists and opens registration."),
        page.control(Role.BUTTON, "Schedule"),
        text("Previewing opens the page in a new tab."),
        page.control(Role.BUTTON, "Preview"),
        page.control(Role.SWITCH, "Admit people from my organization automatically"),
        page.control(Role.GENERIC, "Member Can see every member and team"),
        page.control(Role.GENERIC, "Owner Has full administrative rights to the organization"),
    ]  # fmt: skip
    return page.app("fake-round12", kids)


ROUND12_PAGE = [
    # (action, role, name, irreversible)
    ("key:shift+w", None, None, True),
    ("key:shift+p", None, None, True),
    ("key:alt+u", None, None, True),
    ("key:shift+f", None, None, True),
    ("key:shift+a", None, None, True),
    ("key:x", None, None, True),
    ("key:ctrl+shift+p", None, None, True),
    ("key:shift+Return", None, None, True),
    ("key:shift+g", None, None, False),
    ("key:g", None, None, False),
    ("click", Role.GENERIC, "icon:esend", True),
    ("click", Role.GENERIC, "icon:money", True),
    ("click", Role.GENERIC, "icon:eye", False),
    ("click", Role.SWITCH, "Auto-settle batch at 3:00 AM", True),
    ("click", Role.SWITCH, "Auto-close open checks with card on file", True),
    ("click", Role.SWITCH, "Waiting room", True),
    ("click", Role.SWITCH, "Passcode protection", True),
    ("click", Role.SWITCH, "Share driving data with partners", True),
    ("click", Role.SWITCH, "Share link publicly", True),
    ("click", Role.SWITCH, "Show seconds", False),
    # an inline confirmation: a question, then its answers
    ("click", Role.GENERIC, "Yes@1", True),
    ("click", Role.GENERIC, "No", False),
    ("click", Role.GENERIC, "Yes@2", False),
    ("click", Role.GENERIC, "OK", True),
    # a button under a line that says what it does by its own verb; a switch that
    # admits people by itself
    ("click", Role.BUTTON, "Schedule", True),
    ("click", Role.BUTTON, "Preview", False),
    ("click", Role.SWITCH, "Admit people from my organization automatically", True),
    # a page's own list of roles, each with its description
    ("click", Role.GENERIC, "Owner Has full administrative rights to the organization", True),
    ("click", Role.GENERIC, "Member Can see every member and team", False),
]  # fmt: skip
