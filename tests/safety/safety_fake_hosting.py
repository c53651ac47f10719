"""Fake pages of a web-hosting control panel: what commits there in words of its own, and
the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
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
    from safety_fake_parts import Page, control, text_field

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

    def heading(name: str) -> FakeNode:
        return FakeNode(role=Role.HEADING, name=name, bounds=page.lay.box())

    def form(name: str, field: str, value: str, button: str) -> FakeNode:
        """A form of one field holding ``value`` and the button that saves it."""
        y = page.lay.box(h=40).y
        box = Rect(20, y, 600, 40)
        return FakeNode(role=Role.FORM, name=name, bounds=box, children=[
            text_field(field, value, Rect(20, y + 6, 300, 28)),
            control(Role.BUTTON, button, Rect(340, y + 6, 160, 28), page.press),
        ])  # fmt: skip

    def ticks(*rows: tuple[str, bool]) -> list[FakeNode]:
        """Unnamed boxes, each before the words it ticks (a grid of privileges)."""
        out = []
        for words, ticked in rows:
            y = page.lay.box().y
            out += [
                control(Role.CHECKBOX, "", Rect(20, y, 20, 20), page.press,
                        states={State.CHECKED} if ticked else None),
                FakeNode(role=Role.TEXT, name=words, bounds=Rect(50, y, 200, 28)),
            ]  # fmt: skip
        return out

    def options(*names: str) -> FakeNode:
        """A page's own list of choices, one under the other in one parent."""
        y = page.lay.box(h=28 * len(names)).y
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 300, 28 * len(names)),
                        children=[control(Role.GENERIC, n, Rect(20, y + 28 * i, 300, 28),
                                          page.press) for i, n in enumerate(names)])  # fmt: skip

    def perms(x: int, *, write: bool) -> FakeNode:
        """A file's properties: a grid of unnamed boxes, World's Write ticked or not."""
        y = page.lay.box(h=200).y
        grid: list[FakeNode] = [
            FakeNode(role=Role.TEXT, name=h, bounds=Rect(x + 80 + 50 * i, y + 30, 45, 20))
            for i, h in enumerate(["Read", "Write", "Execute"])
        ]
        ticked = {("User", 0), ("User", 1), ("Group", 0), ("World", 0)}
        ticked |= {("World", 1)} if write else set()
        for k, who in enumerate(["User", "Group", "World"]):
            top = y + 55 + 28 * k
            grid.append(FakeNode(role=Role.TEXT, name=who, bounds=Rect(x + 10, top, 60, 20)))
            grid += [
                control(Role.CHECKBOX, "", Rect(x + 90 + 50 * i, top, 20, 20), page.press,
                        states={State.CHECKED} if (who, i) in ticked else None)
                for i in range(3)
            ]  # fmt: skip
        grid += [
            control(Role.BUTTON, "Cancel", Rect(x + 10, y + 150, 80, 28), page.press),
            control(Role.BUTTON, "Save", Rect(x + 100, y + 150, 160, 28), page.press),
        ]
        return FakeNode(role=Role.DIALOG, name="Properties: index.php",
                        bounds=Rect(x, y, 280, 190), children=grid)  # fmt: skip

    kids += [
        # an overlay drawn by the page, no dialog in the tree: its heading and its words
        heading("Restore jdoe_shop from .sql"),
        page.text("Existing tables with the same names will be overwritten."),
        page.control(Role.BUTTON, "Close"), page.control(Role.BUTTON, "Import"),
        heading("Import contacts"),
        page.text("Contacts already in the address book are skipped."),
        page.control(Role.BUTTON, "Import"),
        heading("Backup schedule"),
        *page.bar("1 day ▾", "Save schedule"),
        page.text("Shortening retention deletes older snapshots when you save."),
        heading("Notifications"),
        page.control(Role.BUTTON, "Save preferences"),
        # privileges ticked in a grid of unnamed boxes
        heading("Privileges for jdoe_wpuser on jdoe_shop"),
        *ticks(("SELECT", True), ("INSERT", False), ("GRANT OPTION", True)),
        page.control(Role.BUTTON, "Go back"), page.control(Role.BUTTON, "Make changes"),
        heading("Columns shown"),
        *ticks(("Size", True), ("Users", True)),
        page.control(Role.BUTTON, "Make changes"),
        # fields whose value makes their form's commit dangerous
        heading("Remote MySQL"),
        form("Remote access host", "Host (IP or % wildcard)", "%", "Add host"),
        form("Remote access host 2", "Host (IP or % wildcard)", "198.51.100.9", "Add host"),
        heading("Cron jobs"),
        form("Add new cron job", "Command", "rm -rf /home/jdoe/public_html/cache/*",
             "Add New Cron Job"),
        form("Add new cron job 2", "Command", "wget -q -O- https://example-shop.com/wp-cron.php",
             "Add New Cron Job"),
        # roles shown in a page's own drop-down, and the button that applies them
        heading("Team"),
        *page.bar("Administrator (full account and billing) ▾", "Save"),
        *page.bar("Developer (files, databases) ▾", "Save"),
        heading("Database users"),
        # a role list opened under its box, its choice not yet applied
        *page.bar("Read/write ▾", "Apply"),
        options("Read only", "Read/write", "DBA (all privileges, GRANT OPTION)"),
        page.text("jdoe_wpuser"),
        *page.bar("DBA (all privileges, GRANT OPTION) ▾", "Apply"),
        # where a backup goes, which PHP the sites run
        heading("Full account backups"),
        *page.bar("Remote FTP server (ftp.partner-archive.net) ▾", "Generate backup"),
        page.text("Backups older than 30 days are listed under History."),
        *page.bar("Home directory ▾", "Generate backup"),
        heading("MultiPHP Manager"),
        *page.bar("PHP 7.4 (end of life) ▾", "Apply"),
        page.text("blog.example-shop.com"),
        *page.bar("PHP 8.3 ▾", "Apply"),
        perms(60, write=True), perms(360, write=False),
        # tabs a page draws as plain spans
        options("SSL/TLS", "MultiPHP Manager", "PHP INI Editor", "Cron Jobs", "SSH Access"),
        page.text("Tip: select a row and press Shift+D to delete it; press ? to see all"
                  " shortcuts. Deleted records stop resolving after the next publish."),
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
    ("click", Role.BUTTON, "Import@1", True),  # over the tables of the same names
    ("click", Role.BUTTON, "Close", False),
    ("click", Role.BUTTON, "Import@2", False),  # skips what is there
    ("click", Role.BUTTON, "Save schedule", True),  # deletes the older snapshots
    ("click", Role.BUTTON, "Save preferences", False),
    ("click", Role.BUTTON, "Make changes@1", True),  # grants GRANT OPTION
    ("click", Role.BUTTON, "Go back", False),
    ("click", Role.BUTTON, "Make changes@2", False),  # columns shown
    ("click", Role.CHECKBOX, "unnamed:2", False),  # ticks INSERT, saved by the button
    ("click", Role.BUTTON, "Add host@1", True),  # any host may connect
    ("click", Role.BUTTON, "Add host@2", False),
    ("click", Role.BUTTON, "Add New Cron Job@1", True),  # deletes files every run
    ("click", Role.BUTTON, "Add New Cron Job@2", False),
    ("click", Role.BUTTON, "Save@1", True),  # makes Sam an administrator
    ("click", Role.BUTTON, "Save@2", False),
    ("click", Role.GENERIC, "DBA (all privileges, GRANT OPTION)", False),  # only chosen
    ("click", Role.BUTTON, "Apply@2", True),  # applies it
    ("click", Role.BUTTON, "Apply@1", False),  # applies the role the user has
    ("click", Role.GENERIC, "MultiPHP Manager", False),  # a tab
    ("click", Role.BUTTON, "Generate backup@1", True),  # the account's data to a stranger
    ("click", Role.BUTTON, "Generate backup@2", False),
    ("click", Role.BUTTON, "Apply@3", True),  # a PHP nobody patches
    ("click", Role.BUTTON, "Apply@4", False),
    ("click", Role.BUTTON, "Save@3", True),  # anyone may write index.php
    ("click", Role.BUTTON, "Save@4", False),
    ("key:?", None, None, False),
    ("key:shift+d", None, None, True),
]  # fmt: skip
