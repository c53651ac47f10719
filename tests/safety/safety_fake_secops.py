"""Fake pages of a SIEM, an endpoint-protection console, a firewall manager and an email
security gateway: what commits there in words of its own, the look-alikes that commit
nothing, and a page whose headings, dialogs and rows say what a bare button or switch does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role, State

SECOPS = [
    # what commits: alerts suppressed or closed, playbooks run
    (Role.GENERIC, "Suppress"), (Role.MENUITEM, "Suppress alerts for 7 days"),
    (Role.MENUITEM, "Close as false positive"), (Role.BUTTON, "Close 3 alerts"),
    (Role.MENUITEM, "Run playbook: Disable user account"), (Role.BUTTON, "Run playbook"),
    # hosts contained and released, files released from quarantine
    (Role.GENERIC, "Network contain"), (Role.BUTTON, "Contain host"),
    (Role.MENUITEM, "Lift containment"), (Role.MENUITEM, "Release from isolation"),
    (Role.BUTTON, "Release file"), (Role.MENUITEM, "Release from quarantine"),
    # addresses unblocked, policies pushed
    (Role.MENUITEM, "Unblock IP"),
    (Role.BUTTON, "Push policy"), (Role.BUTTON, "Install policy"),
    (Role.BUTTON, "Deploy changes to firewalls"),
    # quarantined mail released, senders allowed
    (Role.MENUITEM, "Release to all recipients"), (Role.BUTTON, "Release message"),
    (Role.MENUITEM, "Allow sender"), (Role.MENUITEM, "Add sender to allow list"),
    (Role.MENUITEM, "Trust domain"),
    # look-alikes that commit nothing
    (Role.LINK, "Suppression history"), (Role.TAB, "Suppressed"), (Role.LINK, "Suppression rules"),
    (Role.LINK, "Closed alerts"), (Role.LINK, "Playbook runs"), (Role.LINK, "Playbooks"),
    (Role.LINK, "Network containment docs"), (Role.LINK, "Isolation history"),
    (Role.TAB, "Quarantine"), (Role.LINK, "Released files"), (Role.TAB, "Blocked IPs"),
    (Role.LINK, "Unblock requests"), (Role.LINK, "Policy history"), (Role.LINK, "Install logs"),
    (Role.LINK, "Message trace"), (Role.TAB, "Allow list"),
    (Role.LINK, "Sender allow lists explained"), (Role.LINK, "Trusted domains"),
]  # fmt: skip
SECOPS_ACTING = 21
"""The first this many of :data:`SECOPS` commit something."""


def secops_page() -> FakeApp:
    """Dialogs and panels whose bare buttons their text explains, a quarantine's rows, and
    switches that protect a host or a mailbox."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    lay = page.lay
    kids: list[FakeNode] = [
        page.panel("Release 3 messages?", "They will be delivered to the recipients' inboxes.",
                   "Continue", "Cancel"),
        page.panel("Install policy",
                   "The policy will be installed on 14 gateways and take effect immediately.",
                   "Done"),
        page.panel("Pending changes", "3 changes will be pushed to 14 firewalls.", "Push"),
        page.panel("Always allow mail from billing@paypa1.com?",
                   "Mail from this sender will skip spam and phishing checks.", "OK"),
        page.panel("Network contain WS-0142?",
                   "The host will lose all network connections except to the console.",
                   "Confirm"),
        # look-alikes: the same bare words where nothing around says they commit
        page.panel("Welcome to the console", "Take a short tour of the dashboards.",
                   "Continue"),
        page.panel("Export ready", "Your report has been generated.", "Done"),
        page.panel("Saved search", "The search was saved to your list.", "OK"),
        # a quarantine's row and its bare Release; a release notes' look-alike
        FakeNode(role=Role.HEADING, name="Quarantined files", bounds=lay.box()),
        *page.line("invoice_0923.exe", "Release"),
        # a blocked address's bare Unblock; a person's elsewhere is the moderation's own
        FakeNode(role=Role.HEADING, name="Blocked addresses", bounds=lay.box()),
        *page.line("198.51.100.3 · Blocked", "Unblock"),
        # a detection rule's switch, a host's protection, a domain's bypass
        FakeNode(role=Role.HEADING, name="Rule: Brute force SSH", bounds=lay.box()),
        page.control(Role.SWITCH, "Enabled", states={State.CHECKED}),
        FakeNode(role=Role.HEADING, name="Prevention policy", bounds=lay.box()),
        page.control(Role.SWITCH, "Block malicious scripts", states={State.CHECKED}),
        FakeNode(role=Role.HEADING, name="Domain settings", bounds=lay.box()),
        page.control(Role.SWITCH, "Bypass spam filtering"),
        FakeNode(role=Role.HEADING, name="Display", bounds=lay.box()),
        page.control(Role.SWITCH, "Compact rows", states={State.CHECKED}),
    ]  # fmt: skip
    window = window_of("Quarantine · MailShield", kids, page.status)
    return FakeApp(name="fake-secops", pid=pid(), window=window)


SECOPS_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Continue@1", True),
    ("click", Role.GENERIC, "Cancel", False),
    ("click", Role.GENERIC, "Done@1", True),
    ("click", Role.GENERIC, "Push", True),
    ("click", Role.GENERIC, "OK@1", True),
    ("click", Role.GENERIC, "Confirm", True),
    ("click", Role.GENERIC, "Continue@2", False),
    ("click", Role.GENERIC, "Done@2", False),
    ("click", Role.GENERIC, "OK@2", False),
    ("click", Role.GENERIC, "Release", True),
    ("click", Role.GENERIC, "Unblock", True),
    ("click", Role.SWITCH, "Enabled", True),
    ("click", Role.SWITCH, "Block malicious scripts", True),
    ("click", Role.SWITCH, "Bypass spam filtering", True),
    ("click", Role.SWITCH, "Compact rows", False),
]


def secops_mail_rules() -> FakeApp:
    """A mail client's own inbox rules: a rule's bare *Enabled* there only sorts mail."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    kids: list[FakeNode] = [
        FakeNode(role=Role.HEADING, name="Rule: Move newsletters", bounds=page.lay.box()),
        page.control(Role.SWITCH, "Enabled", states={State.CHECKED}),
    ]
    window = window_of("Inbox rules · Mail", kids, page.status)
    return FakeApp(name="fake-secops-mail-rules", pid=pid(), window=window)


SECOPS_MAIL_RULES = [("click", Role.SWITCH, "Enabled", False)]
