"""Fake pages of an ad platform, an email-marketing tool, a CRM and a push or SMS broadcast
console: what commits there in words of its own, the look-alikes that commit nothing, and a
page whose rows and help lines say what a switch does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role

ADS = [
    # what commits: a text blasted to a list, every campaign paused or launched at once
    (Role.GENERIC, "Blast"), (Role.BUTTON, "Send blast"), (Role.BUTTON, "Blast now"),
    (Role.GENERIC, "Pause all campaigns"), (Role.BUTTON, "Launch all ads"),
    (Role.MENUITEM, "Resume all paused campaigns"),
    # look-alikes that commit nothing
    (Role.LINK, "Blast history"), (Role.TAB, "Blasts"),
    (Role.LINK, "Pausing campaigns: learn more"),
    (Role.LINK, "All campaigns"), (Role.TAB, "Paused campaigns"),
    (Role.GENERIC, "Send to test device"), (Role.BUTTON, "Send a test email"),
    (Role.GENERIC, "Review and publish"), (Role.BUTTON, "Review & send"),
]  # fmt: skip
ADS_ACTING = 6
"""The first this many of :data:`ADS` commit something."""


def ads_page() -> FakeApp:
    """A campaign's row with its budget and its on/off switch, a broadcast's recurring switch
    whose help line says it sends, and a settings switch that sends nothing."""
    from safety_fake_parts import Page, control, text_field, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    y = page.lay.box().y
    kids: list[FakeNode] = [
        FakeNode(role=Role.HEADING, name="Campaigns", bounds=page.lay.box()),
        control(Role.SWITCH, "Spring Sale", Rect(20, y + 40, 30, 20), page.press),
        text_field("Daily budget", "50", Rect(200, y + 40, 100, 20)),
        FakeNode(role=Role.HEADING, name="Recurring: Daily digest", bounds=page.lay.box()),
        page.control(Role.SWITCH, "Daily digest"),
        page.text("Off — turning on sends to all opted-in users every day at 8am"),
        FakeNode(role=Role.HEADING, name="Display", bounds=page.lay.box()),
        page.control(Role.SWITCH, "Compact rows"),
        page.text("Off — turning on shows more rows on each page"),
        page.panel("SMS broadcast", "Text 8,400 subscribers. Carrier fees apply.", "Blast"),
    ]
    window = window_of("Campaigns - Ads console", kids, page.status)
    return FakeApp(name="fake-ads", pid=pid(), window=window)


ADS_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.SWITCH, "Spring Sale", True),
    ("click", Role.SWITCH, "Daily digest", True),
    ("click", Role.SWITCH, "Compact rows", False),
    ("click", Role.GENERIC, "Blast", True),
]
