"""Fake pages of a web-hosting control panel: what commits there in words of its own, and
the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role, State

HOSTING = [
    # what commits: zones, databases, mail
    (Role.BUTTON, "Save nameservers"), (Role.MENUITEM, "Reset zone to defaults"),
    (Role.MENUITEM, "Empty jdoe_shop (drop all tables)"), (Role.MENUITEM, "Drop"),
    (Role.GENERIC, "Empty"), (Role.BUTTON, "Add forwarder"), (Role.BUTTON, "Add to blocklist"),
    (Role.MENUITEM, "Show IMAP password"), (Role.MENUITEM, "Empty Spam folder"),
    # certificates, PHP, cron, files
    (Role.MENUITEM, "Re-key certificate"), (Role.MENUITEM, "Install on domain"),
    (Role.BUTTON, "Restart PHP-FPM"), (Role.GENERIC, "Run now"),
    (Role.MENUITEM, "Create public download link"), (Role.BUTTON, "Overwrite existing file"),
    (Role.GENERIC, "Extract here"),
    # backups
    (Role.BUTTON, "Restore now"), (Role.MENUITEM, "Restore files only"),
    (Role.MENUITEM, "Restore email only"), (Role.MENUITEM, "Roll back account to this snapshot"),
    # billing
    (Role.BUTTON, "Apply $20 credit to #4411"), (Role.BUTTON, "Prepay 36 months — $459.65"),
    (Role.GENERIC, "Cancel my hosting"), (Role.BUTTON, "Add to plan"),
    # look-alikes that commit nothing
    (Role.LINK, "Nameservers explained"), (Role.LINK, "Zone reset history"),
    (Role.LINK, "What does drop all tables do?"), (Role.BUTTON, "Drop files here"),
    (Role.GENERIC, "Empty folders hidden"), (Role.LINK, "View forwarders"),
    (Role.LINK, "View blocklist"), (Role.MENUITEM, "Show IMAP settings"),
    (Role.LINK, "Spam folder settings"), (Role.LINK, "Certificate re-key history"),
    (Role.LINK, "View installed certificates"), (Role.LINK, "PHP-FPM restart log"),
    (Role.LINK, "Run history"), (Role.LINK, "Manage public links"),
    (Role.LINK, "Overwrite rules explained"), (Role.MENUITEM, "Extract to…"),
    (Role.LINK, "Restore history"), (Role.BUTTON, "Restore"), (Role.LINK, "Rollback history"),
    (Role.LINK, "How account credit applies"), (Role.LINK, "Prepaid invoices"),
    (Role.LINK, "Cancelling your hosting explained"), (Role.LINK, "Compare plans"),
    (Role.GENERIC, "Revoke history"), (Role.BUTTON, "Discard changes"),
    (Role.GENERIC, "Discard with error to sender (at SMTP time)"),
    (Role.GENERIC, "Discard (not recommended)"),
]  # fmt: skip
HOSTING_ACTING = 24
"""The first this many of :data:`HOSTING` commit something."""


def hosting_page() -> FakeApp:
    """A hosting panel's settings: switches that protect the account, help lines and
    overlays that say what a commit does, fields whose value makes it dangerous."""
    from safety_fake_parts import Page

    page = Page()
    on = {State.CHECKED}
    kids: list[FakeNode] = [
        FakeNode(role=Role.HEADING, name="Database settings", bounds=page.lay.box()),
        page.control(Role.SWITCH, "Require TLS for all MySQL connections", states=on),
        page.control(Role.SWITCH, "Nightly database snapshots", states=on),
        page.control(Role.SWITCH, "Compact table view", states=on),
        FakeNode(role=Role.HEADING, name="Mail protection", bounds=page.lay.box()),
        page.control(Role.SWITCH, "Spam filtering (SpamAssassin)", states=on),
        page.control(Role.SWITCH, "DKIM signing for outgoing mail", states=on),
        page.control(Role.SWITCH, "Receive incoming mail", states=on),
        page.control(Role.SWITCH, "Show message previews", states=on),
        FakeNode(role=Role.HEADING, name="HTTPS & protection", bounds=page.lay.box()),
        page.control(Role.SWITCH, "AutoSSL (renew free certificates automatically)", states=on),
        page.control(Role.SWITCH, "HSTS (Strict-Transport-Security)", states=on),
        page.control(Role.SWITCH, "Email me 14 days before a certificate expires"),
        FakeNode(role=Role.HEADING, name="PHP INI", bounds=page.lay.box()),
        page.control(Role.SWITCH, "display_errors"),
        page.control(Role.SWITCH, "disable_functions (exec, shell_exec, system)", states=on),
        page.control(Role.SWITCH, "log_errors"),
    ]  # fmt: skip
    return page.app("fake-hosting", kids)


HOSTING_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.SWITCH, "Require TLS for all MySQL connections", True),
    ("click", Role.SWITCH, "Nightly database snapshots", True),
    ("click", Role.SWITCH, "Compact table view", False),
    ("click", Role.SWITCH, "Spam filtering (SpamAssassin)", True),
    ("click", Role.SWITCH, "DKIM signing for outgoing mail", True),
    ("click", Role.SWITCH, "Receive incoming mail", True),
    ("click", Role.SWITCH, "Show message previews", False),
    ("click", Role.SWITCH, "AutoSSL (renew free certificates automatically)", True),
    ("click", Role.SWITCH, "HSTS (Strict-Transport-Security)", True),
    ("click", Role.SWITCH, "Email me 14 days before a certificate expires", False),
    ("click", Role.SWITCH, "display_errors", True),
    ("click", Role.SWITCH, "disable_functions (exec, shell_exec, system)", True),
    ("click", Role.SWITCH, "log_errors", False),
]  # fmt: skip
