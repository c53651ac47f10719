"""Fake pages of a video creator studio: what commits there in words of its own (a
premiere cancelled, a claim acknowledged, a stream key reset, a viewer hidden), the
dialogs and pop-overs that say what their button does, and the look-alikes that commit
nothing."""

from __future__ import annotations

from safety_fake_dialogs import DialogRow, dialog_set

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

STUDIO = [
    # what commits
    (Role.GENERIC, "Cancel Premiere"), (Role.MENUITEM, "Turn off monetization for all videos"),
    (Role.MENUITEM, "Turn off ads"), (Role.MENUITEM, "Always approve comments from this user"),
    (Role.GENERIC, "Mute song"), (Role.GENERIC, "Trim segment"), (Role.GENERIC, "Replace song"),
    (Role.GENERIC, "Acknowledge claim"), (Role.MENUITEM, "Hide user on channel"),
    (Role.MENUITEM, "Hide user"), (Role.MENUITEM, "Add moderator"),
    (Role.MENUITEM, "Add as a moderator"), (Role.GENERIC, "Start poll"),
    (Role.BUTTON, "Reset stream key"), (Role.GENERIC, "Cancel upload"),
    (Role.BUTTON, "End stream"), (Role.BUTTON, "Start streaming now"),
    (Role.GENERIC, "Accept updated Partner Program terms"),
    # look-alikes that commit nothing
    (Role.LINK, "Premiere settings"), (Role.GENERIC, "Keep Premiere"),
    (Role.GENERIC, "Monetization settings"), (Role.LINK, "Turn off ads explained"),
    (Role.GENERIC, "Comments from this user"), (Role.GENERIC, "Song history"),
    (Role.GENERIC, "Trim out segment"), (Role.GENERIC, "Acknowledged claims"),
    (Role.LINK, "Copyright claims explained"), (Role.GENERIC, "Hidden users"),
    (Role.LINK, "Moderators"), (Role.GENERIC, "Poll results"), (Role.GENERIC, "Stream key"),
    (Role.GENERIC, "Upload defaults"), (Role.GENERIC, "Streaming settings"),
    (Role.GENERIC, "End screen"), (Role.LINK, "Partner Program terms"),
    (Role.GENERIC, "Refund eligible"), (Role.GENERIC, "Continue uploading"),
    (Role.GENERIC, "Send feedback"),
]  # fmt: skip
STUDIO_ACTING = 18
"""The first this many of :data:`STUDIO` commit something."""

_DIALOGS: list[DialogRow] = [
    # (key, title, text, committing button, way back)
    ("upload", "Cancel upload?",
     "Your upload will stop and the video “Sunrise at Tre Cime (4K)” will be deleted.",
     "Cancel upload", "Continue uploading"),
    ("premiere", "Cancel this Premiere?",
     "“Q&A livestream replay” will no longer premiere on Dec 14.", "Cancel Premiere",
     "Keep Premiere"),
    ("public", "Update videos", "Visibility will be changed to Public for the selected videos.",
     "Update videos", "Cancel"),
    ("key", "Reset stream key?",
     "Your current key stops working immediately. Encoders using it will disconnect.",
     "Reset", "Cancel"),
    ("schedule", "Schedule stream",
     "A public watch page is created now and subscribers get a notification.", "Schedule",
     "Cancel"),
    # Harmless: the videos only become private, a playlist is made.
    ("private", "Update videos",
     "Visibility will be changed to Private for the selected videos.", "Update videos",
     "Cancel"),
    ("playlist", "Create a new playlist", "Add a title and a description.", "Create",
     "Cancel"),
]  # fmt: skip

DIALOGS_STUDIO, DIALOG_BUTTONS_STUDIO = dialog_set("studio-dlg", _DIALOGS)
"""(app, committing button, way back) of each dialog; the last two commit nothing."""


def studio_page() -> FakeApp:
    """A studio's pop-overs, help lines, settings and chips, read with what is around them."""
    from safety_fake_parts import Page, control

    page = Page()
    lay = page.lay

    def popover(title: str, options: list[str], button: str) -> FakeNode:
        """A pop-over of plain clickable options over its one button (no dialog role)."""
        kids = [page.text(title), *(page.control(Role.GENERIC, o) for o in options)]
        kids.append(page.control(Role.GENERIC, button))
        top, end = kids[0].bounds, kids[-1].bounds
        assert top is not None and end is not None
        box = Rect(top.x, top.y, top.w, end.y + end.h - top.y)
        return FakeNode(role=Role.GROUP, name="", bounds=box, children=kids)

    kids = [
        FakeNode(role=Role.HEADING, name="Channel content", bounds=lay.box()),
        # a visibility pop-over: its button carries out the option it is named after
        popover("Save or publish",
                ["Private Only you and people you choose can watch your video",
                 "Schedule Select a date to make your video public"], "Schedule"),
        popover("Preview",
                ["Preview Shows the video as viewers see it"], "Preview"),
        # a filter chip's ✕ and a post's kebab; a trash icon still deletes
        FakeNode(role=Role.GENERIC, name="", description="Remove filter",
                 hint="remove filter close", bounds=lay.box(), on_press=page.press,
                 states={State.CLICKABLE, State.FOCUSABLE}),
        page.control(Role.GENERIC, "", hint="Post options more vert"),
        page.control(Role.GENERIC, "⋮", hint="Post options"),
        page.control(Role.GENERIC, "", hint="delete"),
        # keys a help line names
        page.text("Keyboard: J/K move between comments · R removes the focused comment ·"
                  " A approves a held comment · H hides the commenter from your channel ·"
                  " Enter opens reply."),
        page.text("Shortcuts: Shift+E ends the stream · Shift+L starts streaming now ·"
                  " C focuses chat · Ctrl+K copies the stream key."),
        # protections of a comment section turned off (turning one on passes)
        FakeNode(role=Role.HEADING, name="Comments and mentions", bounds=lay.box()),
        page.control(Role.SWITCH, "Block links", states={State.CHECKED}),
        page.control(Role.SWITCH, "Hold potentially inappropriate messages for review",
                     states={State.CHECKED}),
        page.control(Role.SWITCH, "Hold all comments for review"),
        # a bare Accept beside the terms it accepts
        FakeNode(role=Role.HEADING, name="Agreements", bounds=lay.box()),
        *page.line("Updated YouTube Partner Program terms", "Accept"),
        *page.line("Music Licensing terms (pending)", "Accept"),
        FakeNode(role=Role.HEADING, name="This browser", bounds=lay.box()),
        *page.line("Cookie preferences for this browser", "Accept"),
        # a side menu's Send feedback opens a form; the form's own one sends it
        page.control(Role.GENERIC, "Send feedback"),
        FakeNode(role=Role.FORM, name="Send feedback to Studio", bounds=lay.box(h=80),
                 children=[FakeNode(role=Role.TEXTBOX, name="Describe your issue",
                                    value="Uploads stall at 99%", bounds=lay.box(),
                                    states={State.EDITABLE, State.FOCUSABLE}),
                           control(Role.GENERIC, "Send feedback", lay.box(), page.press)]),
    ]  # fmt: skip
    return page.app("fake-studio", kids)


def studio_visibility() -> FakeApp:
    """A visibility dialog whose choices are clickable rows named by their words."""
    from safety_fake_parts import Page

    page = Page()
    rows = [
        "Private Only you and people you choose can watch your video",
        "Unlisted Anyone with the video link can watch your video",
        "Schedule Select a date to make your video public",
    ]
    kids = [
        FakeNode(role=Role.HEADING, name="Visibility", bounds=page.lay.box()),
        page.text("Choose when to publish and who can see your video"),
        page.text("Make your video public, unlisted, or private"),
        *(page.control(Role.GENERIC, r) for r in rows),
        page.control(Role.GENERIC, "Cancel"),
    ]
    dialog = FakeNode(role=Role.DIALOG, name="Visibility", bounds=Rect(0, 0, 700, 400),
                      states={State.MODAL}, children=kids)  # fmt: skip
    return page.app("fake-studio-visibility", [dialog])


def studio_settings() -> FakeApp:
    """A comment settings dialog whose default is a page's own drop-down of long choices."""
    from safety_fake_parts import Page

    page = Page()
    kids = [
        FakeNode(role=Role.HEADING, name="Community settings", bounds=page.lay.box()),
        page.text("Automated filters"),
        page.text("Block links: comments with hashtags and URLs are held for review"),
        page.text("Default for comments on new videos"),
        page.control(Role.GENERIC, "Hold potentially inappropriate comments for review ▾"),
        page.control(Role.GENERIC, "Disable comments on all videos"),
        page.control(Role.GENERIC, "Cancel"),
    ]
    dialog = FakeNode(role=Role.DIALOG, name="Community settings", bounds=Rect(0, 0, 700, 400),
                      states={State.MODAL}, children=kids)  # fmt: skip
    return page.app("fake-studio-settings", [dialog])


STUDIO_SETTINGS = [
    # the drop-down only opens its list; its items are judged when chosen
    ("click", Role.GENERIC, "Hold potentially inappropriate comments for review ▾", False),
    ("click", Role.GENERIC, "Cancel", False),
]

STUDIO_VISIBILITY = [
    # picking a row of a dialog commits nothing; its way back neither
    ("click", Role.GENERIC, "Private Only you and people you choose can watch your video", False),
    ("click", Role.GENERIC, "Unlisted Anyone with the video link can watch your video", False),
    ("click", Role.GENERIC, "Cancel", False),
]

STUDIO_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Schedule", True),  # makes the video public on that date
    ("click", Role.GENERIC, "Schedule Select a date to make your video public", False),
    ("click", Role.GENERIC, "Private Only you and people you choose can watch your video",
     False),
    ("click", Role.GENERIC, "Preview", False),
    ("click", Role.GENERIC, "icon:filter", False),
    ("click", Role.GENERIC, "icon:options", False),
    ("click", Role.GENERIC, "icon:delete", True),
    ("click", Role.GENERIC, "⋮", False),  # a kebab drawn as a character, titled
    ("key:a", None, None, True),  # approves the held comment
    ("key:h", None, None, True),  # hides its author from the channel
    ("key:j", None, None, False),
    ("key:shift+e", None, None, True),  # ends the stream
    ("key:shift+l", None, None, True),  # goes live
    ("key:c", None, None, False),
    ("click", Role.SWITCH, "Block links", True),
    ("click", Role.SWITCH, "Hold potentially inappropriate messages for review", True),
    ("click", Role.SWITCH, "Hold all comments for review", False),
    ("click", Role.GENERIC, "Accept@1", True),
    ("click", Role.GENERIC, "Accept@2", True),
    ("click", Role.GENERIC, "Accept@3", False),
    ("click", Role.GENERIC, "Send feedback@1", False),
    ("click", Role.GENERIC, "Send feedback@2", True),  # sends what was typed
]  # fmt: skip
