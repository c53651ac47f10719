"""Fake apps of site settings, chat menus and the words of social, smart-home, ride and
site-admin pages: radio groups an arrow key moves, switches that keep a site private, a
menu that marks its highlighted item by its look alone."""

from __future__ import annotations

from safety_fake_parts import Layout, control, next_pid, press_marks, status_node, window_of
from safety_fake_webapps import select_node

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role, State


def site_settings() -> FakeApp:
    """A site's visibility radios, its privacy switches, and two focused menus."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    def group(name: str, *radios: tuple[str, bool]) -> FakeNode:
        kids = [item(Role.RADIO, n, {State.CHECKED} if on else None) for n, on in radios]
        return FakeNode(role=Role.GROUP, name=name, bounds=lay.box(), children=kids)

    def menu(name: str, items: list[str]) -> FakeNode:
        kids = [item(Role.MENUITEM, n) for n in items]
        return FakeNode(
            role=Role.MENU,
            name=name,
            bounds=lay.box(),
            states={State.FOCUSABLE},
            children=kids,
        )

    kids = [
        FakeNode(role=Role.HEADING, name="Site settings", bounds=lay.box()),
        group("Site visibility", ("Private — only you", True), ("Public", False)),
        group("Comment order", ("Oldest first", True), ("Newest first", False)),
        item(Role.BUTTON, "Save changes"),
        item(Role.SWITCH, "Make this site private", {State.CHECKED}),
        item(Role.CHECKBOX, "Discourage search engines from indexing this site", {State.CHECKED}),
        item(Role.CHECKBOX, "Show author bio", {State.CHECKED}),
        menu("Conversation actions", ["Mute", "Clear chat history", "Block"]),
        menu("View options", ["Sort by name", "Sort by date"]),
        FakeNode(role=Role.HEADING, name="Invitations", bounds=lay.box()),
        item(Role.BUTTON, "Accept"),
        # A post's audience menu drawn with plain clickable items, opened by its button.
        item(Role.BUTTON, "Who can see this post", {State.EXPANDED, State.HASPOPUP}),
        FakeNode(
            role=Role.GENERIC,
            name="",
            bounds=lay.box(),
            children=[item(Role.GENERIC, n) for n in ("Public", "Only me")],
        ),
        select_node(
            "Who can message you", "Followers", ["Followers", "Everyone", "No one"], lay, press
        ),
        # A role taken from Admin; a page's own role list a person's "Viewer ▾" opened.
        select_node("Role for Ken Adams", "Admin", ["Admin", "Agent"], lay, press),
        item(Role.BUTTON, "Viewer ▾", {State.EXPANDED, State.HASPOPUP}),
        FakeNode(
            role=Role.GENERIC,
            name="",
            bounds=lay.box(),
            children=[item(Role.GENERIC, n) for n in ("Viewer", "Editor")],
        ),
    ]
    return FakeApp(name="fake-site", pid=next_pid(), window=window_of("Site", kids, status))


def text_menu() -> FakeApp:
    """A focused ``<ul role=menu>`` whose items read as plain text, highlighted by look."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()
    items = [
        FakeNode(role=Role.TEXT, name=n, bounds=lay.box(), on_press=press)
        for n in ("Reschedule", "Report tasker")
    ]
    menu = FakeNode(
        role=Role.MENU,
        name="Task actions",
        bounds=lay.box(),
        states={State.FOCUSABLE, State.FOCUSED},
        children=items,
    )
    return FakeApp(name="fake-tasks", pid=next_pid(), window=window_of("Tasks", [menu], status))


ROUND7 = [
    # social
    (Role.GENERIC, "🌹 Rose 10 coins"), (Role.BUTTON, "💍 Diamond ring 500 coins"),
    (Role.BUTTON, "Cancel Premium"), (Role.MENUITEM, "Leave conversation"),
    (Role.BUTTON, "Log out everywhere"), (Role.BUTTON, "Request download"),
    (Role.LINK, "Accept message request"), (Role.GENERIC, "Super Like — uses 1 credit"),
    # smart home and cars
    (Role.BUTTON, "Unlock"), (Role.MENUITEM, "Unlock now"), (Role.BUTTON, "Turn off recording"),
    (Role.BUTTON, "Bypass sensor"), (Role.BUTTON, "Remote start"), (Role.BUTTON, "Start engine"),
    (Role.MENUITEM, "Restart hub"), (Role.MENUITEM, "Exclude"), (Role.MENUITEM, "Forget device"),
    (Role.BUTTON, "Unpair"), (Role.BUTTON, "End guest access"), (Role.BUTTON, "Open trunk"),
    (Role.BUTTON, "Yes, cancel alarm"),
    # rides and delivery
    (Role.GENERIC, "Request UberX"), (Role.BUTTON, "Request Comfort"),
    (Role.GENERIC, "Split fare"), (Role.GENERIC, "Switch now"),
    (Role.BUTTON, "Hold for 10 min (free)"), (Role.BUTTON, "Lock and finish"),
    (Role.MENUITEM, "Reorder selected"),
    # site admin
    (Role.LINK, "Activate plugin"), (Role.BUTTON, "Update plugins"),
    (Role.MENUITEM, "Make primary"), (Role.BUTTON, "Connect domain"),
    (Role.MENUITEM, "Archive products"), (Role.BUTTON, "Put 1 products on sale"),
    (Role.BUTTON, "Import 3 subscribers"),
    # calendars and meetings
    (Role.BUTTON, "Schedule Event"), (Role.BUTTON, "Admit"), (Role.BUTTON, "Admit all"),
    (Role.MENUITEM, "Add as co-host"), (Role.MENUITEM, "Make Priya Nair the host"),
    (Role.MENUITEM, "Lock meeting"), (Role.MENUITEM, "Start recording"),
    (Role.BUTTON, "Accept invitation"), (Role.GENERIC, "Email guests"),
    (Role.BUTTON, "Welcome home Unlocks front door · disarms alarm · opens garage"),
    (Role.BUTTON, "Vacation off Turns off cameras · disables alarm"),
    # legal, documents, support desks, forms and marketplaces
    (Role.BUTTON, "Resubmit"), (Role.BUTTON, "Apply hold"), (Role.BUTTON, "Close matter"),
    (Role.BUTTON, "Approve intake"), (Role.BUTTON, "Clear conflict"),
    (Role.MENUITEM, "Share set with opposing counsel"), (Role.BUTTON, "E-serve selected"),
    (Role.BUTTON, "Release PROD-003"), (Role.MENUITEM, "emailAllClients"),
    (Role.MENUITEM, "deleteArchivedRows"), (Role.BUTTON, "Start publishing"),
    (Role.BUTTON, "Stop publishing"), (Role.LINK, "Stop sharing"),
    (Role.BUTTON, "Share and notify"), (Role.MENUITEM, "Revert to this version"),
    (Role.MENUITEM, "Close without reply"), (Role.MENUITEM, "Email transcript to customer"),
    (Role.BUTTON, "Mark won"), (Role.GENERIC, "Closed won"), (Role.BUTTON, "Save and set live"),
    (Role.BUTTON, "Award certificates"), (Role.BUTTON, "Email respondents"),
    (Role.BUTTON, "Clear all responses"), (Role.BUTTON, "Remind all"),
    (Role.BUTTON, "Finalize grades"), (Role.BUTTON, "Lock gradebook"),
    (Role.BUTTON, "Sync to SIS"), (Role.BUTTON, "Retake quiz (1 attempt left)"),
    (Role.BUTTON, "Close collector now"), (Role.BUTTON, "Stop accepting responses"),
    (Role.GENERIC, "Release payment"), (Role.BUTTON, "Approve & release $140"),
    (Role.BUTTON, "Mark as received"), (Role.BUTTON, "Hire now"),
    (Role.BUTTON, "Fund milestone"), (Role.BUTTON, "Book again"), (Role.BUTTON, "Open dispute"),
    (Role.MENUITEM, "Cancel task"),
    # look-alikes
    (Role.BUTTON, "Earn 10 coins"), (Role.BUTTON, "Daily bonus: 50 coins"),
    (Role.BUTTON, "Send test email"), (Role.BUTTON, "Start"), (Role.BUTTON, "Clear all"),
    (Role.BUTTON, "Exclude from search"), (Role.BUTTON, "Primary domain settings"),
    (Role.BUTTON, "Split view"), (Role.BUTTON, "Switch account"), (Role.BUTTON, "Hold music"),
    (Role.BUTTON, "Request changes"), (Role.LINK, "Premium features"),
    (Role.BUTTON, "Recording settings"), (Role.BUTTON, "Domain connected"),
    (Role.BUTTON, "Add Guests"), (Role.BUTTON, "Start recording settings"),
    (Role.BUTTON, "Scheduled events"), (Role.BUTTON, "Admission policy"),
    (Role.BUTTON, "Good night Dims lights · Plays rain sounds"),
    (Role.MENUITEM, "formatHeaders"), (Role.BUTTON, "Closed matters"),
    (Role.BUTTON, "Release notes"), (Role.BUTTON, "Publishing settings"),
    (Role.BUTTON, "Stop sharing screen"), (Role.BUTTON, "Closed tickets"),
    (Role.BUTTON, "Exam settings"), (Role.BUTTON, "Start test drive"), (Role.BUTTON, "Hire"),
    (Role.BUTTON, "Work history"), (Role.BUTTON, "Clear filters"),
]  # fmt: skip
"""Social, smart-home, ride, site-admin, calendar and meeting controls: eighty-four that
pay in a game's or an app's currency, cancel, leave, log out everywhere, export data,
accept, unlock, weaken security, start a car, restart or remove a device, end access,
request a ride, split a fare, switch plans, hold, finish a rental, reorder, activate or
update plugins, change the primary domain, connect a domain, archive products, put them
on sale, import subscribers, schedule an event, admit from a lobby, make a co-host or the
host, lock a meeting, start recording, accept an invitation, e-mail guests, scenes that
unlock or disarm; legal, document, support-desk, form and marketplace commits (serve,
file, hold, release a production or payment, run a macro named in camel case, publish to
the web, stop sharing, revert, close tickets and forms, mark a deal won, award
certificates, e-mail respondents, finalise grades, fund a milestone, hire, open a
dispute); then thirty look-alikes."""
