"""Fake pages of a video creator studio: what commits there in words of its own (a
premiere cancelled, a claim acknowledged, a stream key reset, a viewer hidden), the
dialogs that say what their button does, and the look-alikes that commit nothing."""

from __future__ import annotations

from safety_fake_dialogs import DialogRow, dialog_set

from handrail.vocab import Role

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
