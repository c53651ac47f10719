"""Fake pages of a cloud drive, a photo library, a family-sharing console and a backup
console: what commits there in words of its own, the look-alikes that commit nothing, and a
page whose dialogs and sections say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role

CLOUDFILE = [
    # what commits: files deleted for good, shared or handed to someone else
    (Role.BUTTON, "Delete forever"), (Role.MENUITEM, "Empty trash now"),
    (Role.BUTTON, "Transfer ownership"), (Role.MENUITEM, "Stop sharing"),
    (Role.GENERIC, "Make public"), (Role.BUTTON, "Delete album"),
    (Role.GENERIC, "Remove from shared album"), (Role.BUTTON, "Leave shared album"),
    # a family's members, requests and devices
    (Role.MENUITEM, "Remove from family"), (Role.BUTTON, "Approve purchase"),
    (Role.BUTTON, "Erase device"), (Role.GENERIC, "Erase iPad"),
    # a backup's snapshots and sync
    (Role.BUTTON, "Restore and overwrite"), (Role.GENERIC, "Delete snapshot"),
    (Role.BUTTON, "Delete 3 snapshots"), (Role.BUTTON, "Stop sync"),
    (Role.MENUITEM, "Stop syncing"), (Role.BUTTON, "Overwrite"),
    (Role.MENUITEM, "Forget snapshot"), (Role.MENUITEM, "Unshare"),
    (Role.BUTTON, "Turn off link sharing"), (Role.MENUITEM, "Stop family sharing"),
    (Role.BUTTON, "Leave family"),
    # look-alikes that commit nothing
    (Role.LINK, "Sharing history"), (Role.LINK, "Learn about sharing"),
    (Role.LINK, "Storage settings"), (Role.TAB, "Trash"), (Role.LINK, "Partner sharing help"),
    (Role.LINK, "Sharing activity"), (Role.LINK, "Purchase history"),
    (Role.LINK, "View all devices"), (Role.LINK, "Backup logs"),
    (Role.LINK, "Retention policy docs"), (Role.GENERIC, "Browse files"),
    (Role.GENERIC, "Restore to new folder"), (Role.BUTTON, "Copy link"),
    (Role.GENERIC, "Play sound"), (Role.LINK, "Unsharing files"),
    (Role.LINK, "Family sharing settings"), (Role.TAB, "Snapshots"),
]  # fmt: skip
CLOUDFILE_ACTING = 23
"""The first this many of :data:`CLOUDFILE` commit something."""


def cloudfile_page() -> FakeApp:
    """Dialogs of a drive, a photo library, a family console and a backup console whose
    bare answers their text explains, and the same bare words where nothing commits."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    kids: list[FakeNode] = [
        page.panel("Delete all items forever?",
                   "All 31 items in the trash will be permanently deleted.", "OK", "Cancel"),
        page.panel("Transfer ownership of Q3 report.pdf?",
                   "You will no longer own this file and may lose edit access.", "Transfer"),
        page.panel("Stop sharing “Team folder”?", "12 people will lose access to this folder.",
                   "Confirm"),
        page.panel("Share your library with Alex?",
                   "Alex will see all photos from 2020 on and can add, edit and delete them.",
                   "Yes", "Not now"),
        page.panel("Delete album?",
                   "The album “Summer 2026” will be deleted. Photos stay in your library.",
                   "Delete"),
        page.panel("Remove Sam from family?",
                   "Sam will lose access to shared purchases and storage.", "Remove"),
        page.panel("Purchase requests", "Sam wants to buy Minecraft — $6.99", "Approve",
                   "Decline"),
        page.panel("Lock Sam's iPad now?", "Sam will need your passcode to unlock it.", "Lock"),
        page.panel("Erase all content on Sam's iPad?",
                   "All data on the device will be removed. This can't be undone.", "Continue"),
        page.panel("Stop syncing this device?",
                   "Files on this laptop will no longer be backed up.", "Stop"),
        page.panel("Retention", "Snapshots older than 7 days will be deleted permanently.",
                   "Save"),
        page.panel("Restore to 3 Dec 2026 02:00?", "Current files in /home will be replaced.",
                   "Restore to new folder"),
        page.panel("Replace “Q3 report.pdf”?",
                   "A file named “Q3 report.pdf” already exists. Do you want to replace it?",
                   "Replace", "Keep both"),
        # look-alikes: the same bare words where nothing around says they commit
        page.panel("Welcome to Photos", "Take a short tour of your library.", "Continue"),
        page.panel("Upload complete", "3 files were added to My files.", "OK"),
        page.panel("Display", "Show file sizes in the list.", "Save"),
        page.panel("Slideshow", "Play your album with music.", "Stop"),
    ]  # fmt: skip
    window = window_of("Drive · Photos · Family · Backup", kids, page.status)
    return FakeApp(name="fake-cloudfile", pid=pid(), window=window)


CLOUDFILE_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "OK@1", True),
    ("click", Role.GENERIC, "Cancel", False),
    ("click", Role.GENERIC, "Transfer", True),
    ("click", Role.GENERIC, "Confirm", True),
    ("click", Role.GENERIC, "Yes", True),
    ("click", Role.GENERIC, "Not now", False),
    ("click", Role.GENERIC, "Delete", True),
    ("click", Role.GENERIC, "Remove", True),
    ("click", Role.GENERIC, "Approve", True),
    ("click", Role.GENERIC, "Decline", True),
    ("click", Role.GENERIC, "Lock", True),
    ("click", Role.GENERIC, "Continue@1", True),
    ("click", Role.GENERIC, "Stop@1", True),
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Continue@2", False),
    ("click", Role.GENERIC, "OK@2", False),
    ("click", Role.GENERIC, "Save@2", False),
    ("click", Role.GENERIC, "Stop@2", False),
    ("click", Role.GENERIC, "Restore to new folder", False),
    ("click", Role.GENERIC, "Replace", True),
    ("click", Role.GENERIC, "Keep both", False),
]
