"""Fake pages of a live-streaming dashboard, a social network and a dating app: what
commits there in words of its own, the look-alikes that commit nothing, and a page whose
headings, help lines and rows say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

SOCIAL = [
    # what commits: a stream's viewers sent away, a chatter timed out, ads run
    (Role.GENERIC, "Raid now"), (Role.BUTTON, "Start raid"), (Role.GENERIC, "Raid"),
    (Role.GENERIC, "Timeout"), (Role.MENUITEM, "Timeout user"),
    (Role.GENERIC, "Timeout 10m"), (Role.BUTTON, "Time out @spam for 10 minutes"),
    (Role.BUTTON, "Run ad"), (Role.GENERIC, "Run a commercial"), (Role.BUTTON, "Run ad break"),
    # a paid like spent, a call placed
    (Role.GENERIC, "Super Like"), (Role.BUTTON, "Send Super Like"),
    (Role.GENERIC, "Video call"), (Role.BUTTON, "Voice call"), (Role.BUTTON, "Start video call"),
    # look-alikes that commit nothing
    (Role.LINK, "How raids work"), (Role.TAB, "Raids"), (Role.LINK, "Raid settings"),
    (Role.LINK, "Timeouts"), (Role.LINK, "Timed-out users"), (Role.LINK, "Session timeout"),
    (Role.LINK, "Ad break settings"), (Role.TAB, "Ads"), (Role.LINK, "Super Likes"),
    (Role.LINK, "Call history"), (Role.TAB, "Calls"), (Role.LINK, "Video call settings"),
    (Role.GENERIC, "Raid settings"), (Role.GENERIC, "Timeout settings"),
    (Role.BUTTON, "Raid history"), (Role.BUTTON, "Timeout rules"),
    # a post's embed code and a timeline's new posts are only shown
    (Role.MENUITEM, "Embed post"), (Role.GENERIC, "Show 12 posts"),
]  # fmt: skip
SOCIAL_ACTING = 15
"""The first this many of :data:`SOCIAL` commit something."""


def social_page() -> FakeApp:
    """A stream manager's panels, a creator's collab requests, a composer's schedule icon
    over a timeline's new posts, and icons that open a dialog."""
    from safety_fake_parts import Page, control, text_field, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    lay = page.lay

    def request(line: str, *names: str) -> FakeNode:
        """A row of a request's line and its bare buttons."""
        y = lay.box().y
        kids = [FakeNode(role=Role.TEXT, name=line, bounds=Rect(24, y, 300, 28))]
        kids += [
            control(Role.GENERIC, n, Rect(340 + 80 * i, y, 70, 28), page.press)
            for i, n in enumerate(names)
        ]
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 500, 28), children=kids)

    y = lay.box(h=190).y
    composer = FakeNode(
        role=Role.GENERIC, name="", bounds=Rect(20, y, 500, 90), children=[
            text_field("What's happening?", "Launching our podcast tomorrow!",
                       Rect(30, y, 480, 40)),
            control(Role.GENERIC, "Schedule", Rect(30, y + 50, 28, 28), page.press),
            control(Role.GENERIC, "Post", Rect(420, y + 50, 80, 28), page.press),
        ])  # fmt: skip
    kids: list[FakeNode] = [
        composer,
        control(Role.GENERIC, "Show 12 posts", Rect(20, y + 94, 500, 24), page.press),
        # a post right under the composer: its own Reply icon opens a reply to it
        FakeNode(
            role=Role.ARTICLE, name="", bounds=Rect(20, y + 122, 500, 60), children=[
                FakeNode(role=Role.TEXT, name="@troll you are all idiots lol",
                         bounds=Rect(30, y + 122, 480, 24)),
                control(Role.BUTTON, "Reply", Rect(30, y + 150, 28, 28), page.press),
            ]),
        page.panel("Run an ad break", "Viewers will see 90 seconds of ads. Ads cannot be stopped "
                   "once started.", "Run"),
        page.panel("Run diagnostics", "Checks your connection to the ingest server.", "Run"),
        request("@bobstreams invited you to co-stream on Friday", "Accept", "View"),
        request("Cookies help us improve the site", "Accept"),
        page.control(Role.GENERIC, "Boost", states={State.HASPOPUP}),
        page.control(Role.GENERIC, "Send GIF", states={State.HASPOPUP}),
    ]  # fmt: skip
    window = window_of("Creator Dashboard", kids, page.status)
    return FakeApp(name="fake-social", pid=pid(), window=window)


SOCIAL_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Show 12 posts", False),
    ("click", Role.BUTTON, "Reply", False),
    ("click", Role.GENERIC, "Run@1", True),
    ("click", Role.GENERIC, "Run@2", False),
    ("click", Role.GENERIC, "Accept@1", True),
    ("click", Role.GENERIC, "View", False),
    ("click", Role.GENERIC, "Accept@2", False),
    ("click", Role.GENERIC, "Boost", False),
    ("click", Role.GENERIC, "Send GIF", False),
]
