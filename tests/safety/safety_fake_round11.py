"""Fake dialogs and the words of smart-home and alarm, password-manager, domain-registrar,
e-signature and school pages: confirmations drawn without a dialog role (read as dialogs,
see the browser suite), the verbs those pages commit with, and the help lines and icons
that name a key or an action."""

from __future__ import annotations

from safety_fake_dialogs import DialogRow, dialog_set

from handrail.backends.fake import FakeApp
from handrail.vocab import Role

_DIALOGS: list[DialogRow] = [
    # (key, title, text, committing button, way back)
    ("forget-opener", "Forget this opener?", "Schedules and shared access are lost.", "Forget",
     "Keep"),
    ("reset-hub", "Factory reset hub", "Type RESET to confirm. This erases all 23 devices.",
     "Reset hub", "Cancel"),
    ("share-clip", "Share clip", "Anyone with the link can watch this clip.", "Create link",
     "Cancel"),
    ("safe", "Are you safe?", "Police will not be sent to 14 Maple St.", "Yes, I'm safe",
     "No, send help"),
    ("two-step", "Turn off two-step login?",
     "All providers will be removed and your recovery code invalidated.", "Yes", "Keep it on"),
    ("close-user", "Close Omar Haddad?", "The user can no longer sign in.", "Close user",
     "Cancel"),
    ("schedule-send", "Schedule sending", "Recipients get the envelope on Mar 23 at 10:30.",
     "Schedule", "Cancel"),
    ("reassign", "Assign to Someone Else", "They sign in your place; you lose access.",
     "Assign", "Cancel"),
    ("finish", "You're almost done",
     "Select Finish to complete signing. A copy will be emailed to all parties.", "Finish",
     "Review again"),
    ("release-exam", "Release Unit 4 Exam now?", "31 students will be able to start immediately.",
     "Release", "Not yet"),
    ("drop", "Drop Ava Martinez from Algebra I?", "Her grades and submissions will be removed.",
     "Drop student", "Cancel"),
    ("whois", "Turn off WHOIS privacy?",
     "Your name, home address, phone and e-mail will be published.", "Turn off",
     "Keep privacy on"),
    # Harmless: nothing lost, sent or shown.
    ("filters", "Save this view?", "Saved views appear in the sidebar.", "Save view", "Cancel"),
    ("tour", "Take the tour?", "It takes about a minute.", "Start tour", "Maybe later"),
]  # fmt: skip

DIALOGS11, DIALOG_BUTTONS11 = dialog_set("dlg11", _DIALOGS)
"""(app, committing button, way back) of each dialog; the last two commit nothing."""

ROUND11 = [
    # smart home and alarm
    (Role.GENERIC, "Unlock all"), (Role.MENUITEM, "Unlock for 5 minutes"),
    (Role.MENUITEM, "Keep unlocked (passage mode)"), (Role.BUTTON, "Open for delivery (10 min)"),
    (Role.GENERIC, "Create code"), (Role.BUTTON, "Install"), (Role.BUTTON, "Panic"),
    (Role.BUTTON, "Silence siren"),
    # password manager
    (Role.GENERIC, "Deauthorize sessions"), (Role.BUTTON, "Deauthorize"),
    (Role.BUTTON, "Reset link"), (Role.GENERIC, "Generate a new code"),
    (Role.BUTTON, "Regenerate recovery code"),
    # domain registrar
    (Role.GENERIC, "Complete renewal"),
    (Role.GENERIC, "Restore domain ($80 redemption fee + $14.99)"),
    (Role.GENERIC, "Let it expire"), (Role.BUTTON, "Update nameservers"),
    (Role.BUTTON, "Import and replace records"), (Role.BUTTON, "Email code to registrant"),
    (Role.BUTTON, "Generate new code"), (Role.OPTION, "Unlock domains"),
    # e-signature
    (Role.MENUITEM, "Remind pending"), (Role.MENUITEM, "Retry failed"),
    # school
    (Role.GENERIC, "Finalize term"), (Role.MENUITEM, "Drop from course"),
    (Role.BUTTON, "Release exam"), (Role.MENUITEM, "Notify guardians of missing work"),
    (Role.MENUITEM, "Set empty cells to 0"), (Role.BUTTON, "Open for student"),
    (Role.BUTTON, "Apply +5 to all students"), (Role.OPTION, "Withdrawn"),
    (Role.OPTION, "Drop selected"), (Role.OPTION, "Email guardians"),
    # look-alikes that commit nothing
    (Role.GENERIC, "New bulk send"), (Role.GENERIC, "Posting history"),
    (Role.GENERIC, "Auto-renew off"), (Role.OPTION, "Turn auto-renew off"),
    (Role.LINK, "Release notes"), (Role.BUTTON, "Install guide"), (Role.BUTTON, "Remind me later"),
    (Role.BUTTON, "Unlock preview"), (Role.BUTTON, "Drop files here"), (Role.BUTTON, "Retry"),
    (Role.BUTTON, "Email preferences"), (Role.BUTTON, "Forget password?"),
    (Role.BUTTON, "Replace image"), (Role.BUTTON, "Open for editing"),
]  # fmt: skip
ROUND11_ACTING = 33
"""The first this many of :data:`ROUND11` commit something."""


def round11_page() -> FakeApp:
    """Help lines that name a key for what the page's selection undergoes, and icons
    named by their classes or tooltip alone."""
    from safety_fake_parts import Page

    from handrail.backends.fake import FakeNode

    page = Page()
    text = page.text
    lay = page.lay

    kids = [
        text("Shortcuts: / search · j / k move · Shift+R resends the selected envelope"
             " · Shift+V voids it"),
        text("Keyboard: Ctrl+Shift+R releases the exam"),
        text("Tip: press A to approve the selected request"),
        text("J opens it · K closes it"),
        text("Shift+P toggles privacy protection · Shift+T toggles the theme"),
        text("Shift+R renews selected · Ctrl+Enter completes the renewal"),
        page.control(Role.GENERIC, "", hint="main sendmain"),
        page.control(Role.GENERIC, "", hint="k3x rm"),
        page.control(Role.GENERIC, "✕", hint="stop sharing with legal team"),
        page.control(Role.GENERIC, "", hint="star"),
        page.control(Role.GENERIC, "", hint="dsdel"),
        page.control(Role.GENERIC, "", hint="model"),
        page.control(Role.GENERIC, "", hint="icn restart alt"),
        page.control(Role.GENERIC, "", hint="icn stop circle"),
        page.control(Role.SWITCH, "Show overall grade to students"),
        page.control(Role.SWITCH, "Show correct answers"),
        page.control(Role.SWITCH, "List in school course catalog"),
        page.control(Role.SWITCH, "Weekly progress email to guardians"),
        page.control(Role.SWITCH, "Show week numbers"),
        page.control(Role.SWITCH, "Automatically void envelopes when they expire"),
        page.control(Role.GENERIC, "Remind"),
        page.control(Role.BUTTON, "Remind me later"),
        FakeNode(role=Role.HEADING, name="Change master password", bounds=lay.box()),
        page.control(Role.GENERIC, "Save"),
        FakeNode(role=Role.HEADING, name="Display name", bounds=lay.box()),
        page.control(Role.GENERIC, "Save"),
    ]  # fmt: skip
    return page.app("fake-round11", kids)


ROUND11_PAGE = [
    # (action, role, name, irreversible)
    ("key:shift+v", None, None, True),
    ("key:ctrl+shift+r", None, None, True),
    ("key:a", None, None, True),
    ("click", Role.GENERIC, "icon:sendmain", True),
    ("click", Role.GENERIC, "icon:rm", True),
    ("click", Role.GENERIC, "✕", True),
    ("key:j", None, None, False),
    ("key:k", None, None, False),
    ("click", Role.GENERIC, "icon:star", False),
    # a toggle of a protection; named combos pressed with more modifiers held
    ("key:shift+p", None, None, True),
    ("key:alt+shift+r", None, None, True),
    ("key:ctrl+shift+Return", None, None, True),
    ("click", Role.GENERIC, "icon:dsdel", True),
    ("key:shift+t", None, None, False),
    ("key:alt+shift+t", None, None, False),
    ("click", Role.GENERIC, "icon:model", False),
    # a live attempt's reset and stop icons (icon-font names); switches that show
    # grades to students, list a course publicly or mail guardians
    ("click", Role.GENERIC, "icon:restart", True),
    ("click", Role.GENERIC, "icon:stop", True),
    ("click", Role.SWITCH, "Show overall grade to students", True),
    ("click", Role.SWITCH, "Show correct answers", True),
    ("click", Role.SWITCH, "List in school course catalog", True),
    ("click", Role.SWITCH, "Weekly progress email to guardians", True),
    ("click", Role.SWITCH, "Show week numbers", False),
    ("click", Role.SWITCH, "Automatically void envelopes when they expire", True),
    ("click", Role.GENERIC, "Remind", True),
    ("click", Role.BUTTON, "Remind me later", False),
    # a plain Save judged by its section's heading
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Save@2", False),
]  # fmt: skip
