"""Fake pages of a password manager, a cloud drive and a smart home: what commits there in
words of its own or by its place, and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

HOME = [
    # what commits: a vault's codes, a drive's trash and link, a camera's clips
    (Role.BUTTON, "View recovery code"), (Role.MENUITEM, "Print emergency kit"),
    (Role.GENERIC, "Share clip"), (Role.MENUITEM, "Share recording link"),
    (Role.MENUITEM, "Anyone with the link"), (Role.GENERIC, "Public on the web"),
    (Role.GENERIC, "Anyone with the link can edit"),
    (Role.BUTTON, "Move the selected files to trash"),
    # look-alikes that commit nothing
    (Role.LINK, "Recovery code settings"), (Role.LINK, "Shared clips"),
    (Role.GENERIC, "Anyone with the link ▾"), (Role.LINK, "Public on the web: what it means"),
    (Role.LINK, "How to move files to trash"),
]  # fmt: skip
HOME_ACTING = 8
"""The first this many of :data:`HOME` commit something."""


def home_page() -> FakeApp:
    """A vault's, a drive's and a home's controls whose place says what a press does."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    on = {State.CHECKED}

    def heading(name: str) -> FakeNode:
        return FakeNode(role=Role.HEADING, name=name, bounds=page.lay.box())

    def row(*texts: str, button: str, hint: str = "", role: Role = Role.BUTTON) -> list[FakeNode]:
        """Texts side by side and, after them on the same line, a control."""
        y = page.lay.box().y
        nodes = [
            FakeNode(role=Role.TEXT, name=t, bounds=Rect(20 + 130 * i, y, 120, 28))
            for i, t in enumerate(texts)
        ]
        x = 20 + 130 * len(texts)
        nodes.append(control(role, button, Rect(x, y, 40, 28), page.press, hint=hint))
        return nodes

    def choices(*names: str) -> FakeNode:
        """Rows a person picks from, drawn as plain clickables in one parent."""
        y = page.lay.box(h=28 * len(names)).y
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 300, 28 * len(names)),
                        children=[control(Role.GENERIC, n, Rect(20, y + 28 * i, 300, 28),
                                          page.press) for i, n in enumerate(names)])  # fmt: skip

    def switch(title: str, help_line: str, *, checked: bool) -> FakeNode:
        """A settings row: a title over its help line, its switch at the right."""
        y = page.lay.box(h=48).y
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 600, 48), children=[
            FakeNode(role=Role.TEXT, name=title, bounds=Rect(20, y, 300, 20)),
            FakeNode(role=Role.TEXT, name=help_line, bounds=Rect(20, y + 22, 300, 20)),
            control(Role.SWITCH, title, Rect(560, y + 10, 40, 24), page.press,
                    states=on if checked else None),
        ])  # fmt: skip

    def dialog(name: str, *buttons: str) -> FakeNode:
        y = page.lay.box(h=90).y
        return FakeNode(role=Role.DIALOG, name=name, bounds=Rect(40, y, 400, 90), children=[
            FakeNode(role=Role.TEXT, name="They will be able to see it.",
                     bounds=Rect(50, y + 10, 300, 20)),
            *[control(Role.BUTTON, b, Rect(50 + 110 * i, y + 50, 100, 28), page.press)
              for i, b in enumerate(buttons)],
        ])  # fmt: skip

    def flat_switch(title: str, help_line: str) -> list[FakeNode]:
        """A settings row that is no element of its own: its texts and switch side by side."""
        y = page.lay.box(h=48).y
        return [
            FakeNode(role=Role.TEXT, name=title, bounds=Rect(20, y, 300, 20)),
            FakeNode(role=Role.TEXT, name=help_line, bounds=Rect(20, y + 22, 300, 20)),
            control(Role.SWITCH, title, Rect(560, y + 10, 40, 24), page.press),
        ]

    def flat_list(words: str, shown: str, *items: str) -> list[FakeNode]:
        """A page's own drop-down and its open list, drawn at the page's left edge."""
        y = page.lay.box().y
        nodes = [
            FakeNode(role=Role.TEXT, name=words, bounds=Rect(20, y, 200, 28)),
            control(Role.GENERIC, shown, Rect(480, y, 120, 28), page.press),
        ]
        for item in items:
            nodes.append(control(Role.GENERIC, item, page.lay.box(w=180), page.press))
        return nodes

    def overlay(title: str) -> FakeNode:
        """A page's own overlay with no name: its title, two filled fields, its buttons."""
        y = page.lay.box(h=120).y
        return FakeNode(role=Role.DIALOG, name="", bounds=Rect(40, y, 400, 120), children=[
            FakeNode(role=Role.TEXT, name=title, bounds=Rect(50, y + 10, 300, 20)),
            text_field("Guest name", "Mia", Rect(50, y + 34, 300, 24)),
            text_field("Code (4–8 digits)", "4821", Rect(50, y + 60, 300, 24)),
            control(Role.GENERIC, "Cancel", Rect(50, y + 90, 100, 24), page.press),
            control(Role.GENERIC, "Save", Rect(160, y + 90, 100, 24), page.press),
        ])  # fmt: skip

    kids: list[FakeNode] = [
        # a page's own sign-out, in no device's row
        page.control(Role.BUTTON, "Sign out"),
        heading("Favorites"),
        page.control(Role.GENERIC, "🔒 Front Door Locked"),
        page.control(Role.GENERIC, "🔓 Back Door Unlocked"),
        page.control(Role.GENERIC, "🚗 Garage Door Closed"),
        page.control(Role.GENERIC, "💡 Living Room Off"),
        page.control(Role.GENERIC, "🛡 Alarm Armed · Away"),
        page.control(Role.GENERIC, "🛡 Alarm Disarmed"),
        heading("Front Door"),
        switch("Auto-lock", "Lock 30 seconds after the door closes", checked=True),
        switch("Auto-brightness", "Dim the keypad at night", checked=True),
        heading("Alarm"),
        choices("Armed away", "Armed stay", "Disarmed"),
        heading("Garage"),
        *row("Garage Door · Closed", button="Open"),
        *row("Garage Door · Closed", button="Close"),
        heading("Documents"),
        *row("Q3 report.pdf", button="Open"),
        heading("Cameras"),
        switch("Backyard camera", "Recording · Motion alerts on", checked=True),
        switch("Porch light", "On at sunset", checked=True),
        switch("Privacy mode", "Cameras stop recording while you're home", checked=False),
        switch("Quiet hours", "Notifications are muted at night", checked=False),
        heading("Schedules"),
        switch("Unlock for dog walker", "Weekdays 12:00–12:15", checked=False),
        switch("Unlock with biometrics", "Use Touch ID to open the vault", checked=False),
        heading("Chase Bank"),
        *row("Password", "••••••••••••", button=""),
        *row("Username", "jordan.lee@example.com", button=""),
        *row("Website", "chase.com", button="Launch"),
        heading("Campaigns"),
        *row("Spring sale", button="Launch"),
        heading("Security"),
        *row("Vault timeout", button="15 minutes ▾", role=Role.GENERIC),
        choices("1 minute", "15 minutes", "Never"),
        heading("Reminders"),
        *row("Remind me to rotate passwords", button="Monthly ▾", role=Role.GENERIC),
        choices("Monthly", "Yearly", "Never"),
        heading("Access requests"),
        *row("Lina Park wants edit access to “Q3 Budget.xlsx”", button="Share"),
        heading("Files"),
        *row("Q3 Budget.xlsx", button="Share"),
        dialog("Share “Chase Bank”", "Cancel", "Share"),
        dialog("Photo details", "Done", "Share"),
        heading("Where you're signed in"),
        *row("Chrome on Windows", "Berlin, DE · 2 hours ago", button="Sign out"),
        heading("Profile"),
        *page.bar("Discard", "Save changes"),
        page.text("Keyboard shortcuts: # moves the selected items to trash · . opens the"
                  " share dialog"),
        heading("Doorbell"),
        *flat_switch("Camera privacy", "Cameras stop recording while anyone is home"),
        *flat_switch("Chime", "Play a sound when the doorbell rings"),
        heading("Vault"),
        *flat_list("Lock after", "30 minutes ▾", "5 minutes", "Never"),
        heading("Digest"),
        *flat_list("Email digest", "Weekly ▾", "Daily", "Never"),
        heading("Guests"),
        overlay("Create guest code"),
        overlay("Rename guest"),
    ]  # fmt: skip
    return page.app("fake-home", kids)


HOME_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "🔒 Front Door Locked", True),  # a press unlocks it
    ("click", Role.GENERIC, "🔓 Back Door Unlocked", False),  # locks it
    ("click", Role.GENERIC, "🚗 Garage Door Closed", True),  # opens it
    ("click", Role.GENERIC, "💡 Living Room Off", False),
    ("click", Role.GENERIC, "🛡 Alarm Armed · Away", True),  # disarms it
    ("click", Role.GENERIC, "🛡 Alarm Disarmed", False),
    ("click", Role.SWITCH, "Auto-lock", True),
    ("click", Role.SWITCH, "Auto-brightness", False),
    ("click", Role.GENERIC, "Disarmed", True),  # beside Armed away
    ("click", Role.GENERIC, "Armed stay", False),
    ("click", Role.BUTTON, "Open@1", True),  # the garage door
    ("click", Role.BUTTON, "Close", False),
    ("click", Role.BUTTON, "Open@2", False),  # a document
    ("click", Role.SWITCH, "Backyard camera", True),
    ("click", Role.SWITCH, "Porch light", False),
    ("click", Role.SWITCH, "Privacy mode", True),  # the cameras stop recording
    ("click", Role.SWITCH, "Quiet hours", False),
    ("click", Role.SWITCH, "Unlock for dog walker", True),
    ("click", Role.SWITCH, "Unlock with biometrics", False),
    ("click", Role.BUTTON, "unnamed:1", True),  # an eye after the masked password
    ("click", Role.BUTTON, "unnamed:2", False),  # after a user name
    ("click", Role.BUTTON, "Launch@1", False),  # opens chase.com
    ("click", Role.BUTTON, "Launch@2", True),  # a campaign
    ("click", Role.GENERIC, "Never@1", True),  # the vault never locks
    ("click", Role.GENERIC, "1 minute", False),
    ("click", Role.GENERIC, "Never@2", False),  # no reminders
    ("click", Role.BUTTON, "Share@1", True),  # gives the access asked for
    ("click", Role.BUTTON, "Share@2", False),  # opens the share dialog
    ("click", Role.BUTTON, "Share@3", True),  # the share dialog's own commit
    ("click", Role.BUTTON, "Share@4", False),  # a photo's details
    ("click", Role.BUTTON, "Sign out@2", True),  # that device's session
    ("click", Role.BUTTON, "Sign out@1", False),  # the page's own
    ("click", Role.GENERIC, "Discard", False),  # unsaved edits, beside Save changes
    ("click", Role.GENERIC, "Save@1", True),  # creates a code that opens the door
    ("click", Role.GENERIC, "Save@2", False),  # renames a guest
    ("click", Role.SWITCH, "Camera privacy", True),  # its row is no element of its own
    ("click", Role.SWITCH, "Chime", False),
    ("click", Role.GENERIC, "Never@3", True),  # the vault's list, drawn away from it
    ("click", Role.GENERIC, "Never@4", False),  # no digest
    ("key:#", None, None, True),
    ("key:period", None, None, False),
]  # fmt: skip
