"""Fake apps of the safety suite modelled on web apps: banking, booking, shop, developer,
media, seller, issue-tracker, HR, health and messaging pages; selects a page acts on when
their choice changes, role pickers, bulk action bars, keys and shortcuts."""

from __future__ import annotations

from collections.abc import Callable

from safety_fake_parts import (
    Layout,
    buttons,
    control,
    next_pid,
    press_marks,
    status_node,
    text_field,
    window_of,
)

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

FINANCE = [
    (Role.BUTTON, "Report and replace"), (Role.BUTTON, "Order new card"),
    (Role.BUTTON, "Exchange GBP to EUR"), (Role.MENUITEM, "Cancel direct debit"),
    (Role.MENUITEM, "Stop paying"), (Role.BUTTON, "Settle £131.20"),
    (Role.BUTTON, "Sell BTC · 0.0786 BTC"), (Role.BUTTON, "Withdraw"),
    (Role.BUTTON, "Convert now"), (Role.BUTTON, "Accept offer"), (Role.BUTTON, "Accept quote"),
    (Role.BUTTON, "Book appointment"), (Role.BUTTON, "Book"),
    (Role.BUTTON, "Schedule appointment"), (Role.BUTTON, "Request booking"),
    (Role.LINK, "Cancel appointment"), (Role.BUTTON, "Close account"),
    (Role.BUTTON, "End subscription"), (Role.BUTTON, "Withdraw application"),
    (Role.BUTTON, "Empty basket"), (Role.BUTTON, "Clear cart"), (Role.BUTTON, "Finish survey"),
    (Role.BUTTON, "Create account"), (Role.BUTTON, "Sign up"), (Role.BUTTON, "Register"),
    (Role.BUTTON, "Resend invite"), (Role.BUTTON, "Commit changes"),
    (Role.BUTTON, "Cancel workflow"), (Role.BUTTON, "Reject"), (Role.BUTTON, "Rotate key"),
    (Role.GENERIC, "End the call for everyone"), (Role.GENERIC, "Share to your public story"),
    (Role.LINK, "Exchange rates"), (Role.BUTTON, "Sort order"), (Role.LINK, "Order history"),
    (Role.BUTTON, "Convert to PDF"), (Role.BUTTON, "Sell-by date"), (Role.LINK, "Withdrawals"),
    (Role.BUTTON, "Close"), (Role.BUTTON, "Report a problem"), (Role.BUTTON, "Schedule"),
    (Role.LINK, "Sign up"), (Role.LINK, "Register"), (Role.BUTTON, "Reject all cookies"),
    (Role.BUTTON, "Commitments"), (Role.BUTTON, "Rotate image"), (Role.BUTTON, "Cancel"),
    (Role.BUTTON, "End call"), (Role.BUTTON, "Share"),
]  # fmt: skip
"""Banking, booking, shop, sign-up, developer and media buttons: thirty-two that commit
money, a booking, an account or a change, then seventeen look-alikes that commit nothing."""

FINANCE2 = [
    (Role.BUTTON, "Refund"), (Role.BUTTON, "Refund £42.00"), (Role.BUTTON, "Issue refund"),
    (Role.BUTTON, "Mark as shipped"), (Role.BUTTON, "Fulfill order"),
    (Role.BUTTON, "Cancel orders"),
    (Role.BUTTON, "Instant payout"), (Role.BUTTON, "Capture payment"), (Role.BUTTON, "Void"),
    (Role.BUTTON, "Charge card"), (Role.BUTTON, "Make admin"), (Role.GENERIC, "Close issue"),
    (Role.BUTTON, "Close with comment"), (Role.BUTTON, "Decline offer"),
    (Role.BUTTON, "Request leave"), (Role.BUTTON, "Agree and continue"),
    (Role.BUTTON, "File return"), (Role.BUTTON, "Sign declaration"),
    (Role.BUTTON, "Approve leave"), (Role.GENERIC, "Report Alice Chen"),
    (Role.BUTTON, "Order repeat prescription"), (Role.BUTTON, "Share my record"),
    (Role.BUTTON, "Give consent"), (Role.BUTTON, "Invite"), (Role.BUTTON, "Add people"),
    (Role.GENERIC, "Exit group"), (Role.BUTTON, "Dismiss employee"),
    (Role.GENERIC, "Unsend"), (Role.BUTTON, "Schedule message"),
    (Role.LINK, "Refund policy"), (Role.LINK, "Payouts"), (Role.BUTTON, "Payout schedule"),
    (Role.BUTTON, "Report a problem"), (Role.LINK, "Invite link"), (Role.BUTTON, "Undo send"),
    (Role.BUTTON, "Mark as read"), (Role.BUTTON, "Close panel"), (Role.BUTTON, "Avoid tolls"),
]  # fmt: skip
"""Seller, issue-tracker, HR, health and messaging buttons: twenty-nine that refund, ship,
close, decline, approve, report, share, invite, leave or unsend, then nine look-alikes."""


def select_node(
    name: str, value: str, options: list[str], lay: Layout, press: Callable[[FakeNode], None]
) -> FakeNode:
    """A closed native select: its options listed, the one chosen ``selected``."""
    box = lay.box()
    choices = [
        FakeNode(
            role=Role.OPTION,
            name=o,
            bounds=Rect(box.x, box.y, 0, 0),
            on_press=press,
            states={State.SELECTED} if o == value else set(),
        )
        for o in options
    ]
    return FakeNode(
        role=Role.COMBOBOX,
        name=name,
        value=value,
        states={State.FOCUSABLE, State.HASPOPUP, State.COLLAPSED},
        bounds=box,
        children=choices,
    )


def lists() -> FakeApp:
    """Selects a page acts on when their choice changes, and a page's own role drop-down."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()
    quick = select_node(
        "Quick actions",
        "Choose…",
        ["Choose…", "Export data", "Close account now", "Sign out of all devices"],
        lay,
        press,
    )
    bulk = select_node("Actions", "Actions…", ["Actions…", "Start", "Terminate"], lay, press)
    member = select_node("", "Viewer", ["Viewer", "Editor", "Owner"], lay, press)
    sort = select_node("Sort by", "Name", ["Name", "Date", "Owner"], lay, press)
    roles = FakeNode(
        role=Role.LIST,
        name="",
        bounds=lay.box(h=100),
        children=[
            FakeNode(
                role=Role.GENERIC, name=r, bounds=lay.box(), on_press=press,
                states={State.CLICKABLE},
            )
            for r in ("Viewer", "Editor", "Owner")
        ],
    )  # fmt: skip
    kids = [quick, bulk, member, sort, roles]
    return FakeApp(name="fake-lists", pid=next_pid(), window=window_of("Project", kids, status))


def grant_panel() -> FakeApp:
    """Grant access: an e-mail, an unnamed role select set to Owner, and Save below them."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()
    kids = [
        text_field("New principals", "mallory@example.org", lay.box()),
        select_node("", "Owner", ["Select a role", "Viewer", "Editor", "Owner"], lay, press),
        FakeNode(
            role=Role.GENERIC,
            name="Save",
            bounds=lay.box(),
            on_press=press,
            states={State.CLICKABLE},
        ),
    ]
    far = Layout(y=600)
    kids += buttons([(Role.BUTTON, "Save")], far, press)
    window = window_of("Project members", kids, status)
    return FakeApp(name="fake-grant", pid=next_pid(), window=window)


def checkout_form() -> FakeApp:
    """A form with a radio, a checkbox and *Place order*; another with only *Save*."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def form(name: str, button: str) -> FakeNode:
        return FakeNode(
            role=Role.FORM,
            name=name,
            bounds=lay.box(h=10),
            children=[
                FakeNode(role=Role.RADIO, name=f"{name} afternoon", bounds=lay.box(),
                         states={State.FOCUSABLE}),
                FakeNode(role=Role.CHECKBOX, name=f"{name} leave with a neighbour",
                         bounds=lay.box(), states={State.FOCUSABLE}),
                *buttons([(Role.BUTTON, button)], lay, press),
            ],
        )  # fmt: skip

    kids = [form("Checkout", "Place order"), form("Display", "Save")]
    return FakeApp(name="fake-checkout", pid=next_pid(), window=window_of("Shop", kids, status))


def menu_keys(highlighted: str) -> Callable[[], FakeApp]:
    """A menu that keeps the focus and highlights one item (``aria-activedescendant``)."""

    def build() -> FakeApp:
        status = status_node()
        press = press_marks(status)
        lay = Layout()
        items = [
            FakeNode(
                role=Role.MENUITEM,
                name=n,
                bounds=lay.box(),
                on_press=press,
                states={State.HIGHLIGHTED} if n == highlighted else set(),
            )
            for n in ("Archive", "Mute", "Delete conversation")
        ]
        menu = FakeNode(
            role=Role.MENU,
            name="Conversation",
            bounds=lay.box(h=120),
            states={State.FOCUSABLE, State.FOCUSED},
            children=items,
        )
        return FakeApp(
            name="fake-menu-keys", pid=next_pid(), window=window_of("Chat", [menu], status)
        )

    return build


def media() -> FakeApp:
    """A share dialog with a "Send" <div>, a schedule dialog, public switches, a chat icon."""
    status = status_node()
    press = press_marks(status)
    share = FakeNode(
        role=Role.DIALOG,
        name="Share photo",
        bounds=Rect(300, 100, 400, 150),
        children=[
            text_field("Email", "dad@example.org", Rect(320, 130, 200, 28)),
            FakeNode(role=Role.GENERIC, name="Send", bounds=Rect(540, 130, 80, 28),
                     on_press=press, states={State.CLICKABLE}),
        ],
    )  # fmt: skip
    schedule = FakeNode(
        role=Role.DIALOG,
        name="Schedule post",
        bounds=Rect(300, 300, 400, 150),
        children=[
            text_field("When", "2026-03-01T09:30", Rect(320, 330, 200, 28)),
            *buttons([(Role.BUTTON, "Cancel"), (Role.BUTTON, "Schedule")], Layout(370), press),
        ],
    )
    lay = Layout(500)
    switches = [
        FakeNode(role=r, name=n, bounds=lay.box(), on_press=press, states={State.FOCUSABLE})
        for r, n in (
            (Role.SWITCH, "Public playlist"), (Role.CHECKBOX, "Anyone with the link can view"),
            (Role.SWITCH, "Shuffle"),
        )
    ]  # fmt: skip
    chat = [
        text_field("Message", "recheck", Rect(800, 100, 200, 28)),
        FakeNode(role=Role.GENERIC, name="", hint="sendbtn", bounds=Rect(1010, 100, 30, 28),
                 on_press=press, states={State.CLICKABLE}),
    ]  # fmt: skip
    kids = [share, schedule, *switches, *chat]
    return FakeApp(name="fake-media", pid=next_pid(), window=window_of("Studio", kids, status))


def shortcuts() -> FakeApp:
    """A page that names its shortcuts: a menu item's, a mail page's help line, and two
    icons' tooltips."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()
    kids = [
        *buttons([(Role.MENUITEM, "Publish to webCtrl+Alt+P"), (Role.BUTTON, "Bold (Ctrl+B)")],
                  lay, press),
        FakeNode(role=Role.TEXT, name="Keyboard shortcuts: j next · k previous · # delete · "
                 "! report spam", bounds=lay.box()),
        # Shortcuts said only in an icon's tooltip.
        FakeNode(role=Role.BUTTON, name="", hint="paper plane", description="Send now (s)",
                 bounds=lay.box(), on_press=press, states={State.FOCUSABLE}),
        FakeNode(role=Role.BUTTON, name="", hint="box", description="Archive (e)",
                 bounds=lay.box(), on_press=press, states={State.FOCUSABLE}),
    ]  # fmt: skip
    return FakeApp(name="fake-shortcuts", pid=next_pid(), window=window_of("Mail", kids, status))


def back_office() -> FakeApp:
    """A bulk action bar, an open list, consent and sharing switches, a chat's editor."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()
    bulk = select_node("Bulk actions", "Cancel orders", ["Choose…", "Cancel orders"], lay, press)
    apply = FakeNode(
        role=Role.BUTTON, name="Apply", bounds=lay.box(), on_press=press, states={State.FOCUSABLE}
    )
    row = select_node(
        "Action for 3–7 Jun",
        "Choose action…",
        ["Choose action…", "View details", "Withdraw request"],
        lay,
        press,
    )
    row.states = (row.states - {State.COLLAPSED}) | {State.EXPANDED}
    closed = select_node("Country", "France", ["France", "Spain"], lay, press)
    access = select_node(
        "General access", "Restricted", ["Restricted", "Anyone with the link"], lay, press
    )
    far = Layout(400)
    toggles = [
        FakeNode(role=r, name=n, bounds=far.box(), on_press=press, states={State.FOCUSABLE})
        for r, n in (
            (Role.SWITCH, "Share my record with this person"),
            (Role.CHECKBOX, "I consent to DWP contacting my GP"),
        )
    ]
    dnd = text_field("Do not disturb until", "08:00", far.box())
    sound = FakeNode(
        role=Role.GENERIC, name="", bounds=far.box(), on_press=press, states={State.CLICKABLE}
    )
    editor = FakeNode(
        role=Role.TEXTBOX,
        name="",
        value="Hi team",
        bounds=Rect(800, 100, 300, 28),
        states={State.FOCUSABLE, State.EDITABLE},
    )
    send = FakeNode(
        role=Role.GENERIC,
        name="",
        hint="send plane",
        bounds=Rect(1110, 100, 30, 28),
        on_press=press,
        states={State.CLICKABLE},
    )
    note = text_field("Note", "FYI", Rect(800, 300, 300, 28))
    forward = FakeNode(
        role=Role.GENERIC,
        name="Forward",
        bounds=Rect(800, 340, 80, 28),
        on_press=press,
        states={State.CLICKABLE},
    )
    kids = [bulk, apply, row, closed, access, *toggles, dnd, sound, editor, send, note, forward]
    return FakeApp(name="fake-office", pid=next_pid(), window=window_of("Office", kids, status))


TRAVEL = [
    (Role.BUTTON, "Complete booking · £412"), (Role.BUTTON, "Hold fare – £9"),
    (Role.BUTTON, "Reorder"), (Role.BUTTON, "Redeem"), (Role.BUTTON, "Redeem 3,500 pts"),
    (Role.BUTTON, "Use points"), (Role.BUTTON, "Give 1,000 pts to Red Cross"),
    (Role.BUTTON, "Gift points"), (Role.BUTTON, "Upgrade room · €40/night"),
    (Role.MENUITEM, "Add breakfast (€22/night)"), (Role.BUTTON, "Add tip"),
    (Role.BUTTON, "Tip driver"), (Role.BUTTON, "Check in"), (Role.BUTTON, "Text me"),
    (Role.BUTTON, "Upload passport"), (Role.BUTTON, "Request ride"),
    (Role.BUTTON, "Buy again"), (Role.GENERIC, "Complete purchase"),
    (Role.BUTTON, "Add to cart · £12"), (Role.BUTTON, "Add to basket"),
    (Role.LINK, "Check-in times"), (Role.TAB, "Check-in"), (Role.BUTTON, "Reorder columns"),
    (Role.LINK, "Redemption history"), (Role.BUTTON, "Tips"), (Role.BUTTON, "Upload photo"),
    (Role.BUTTON, "Hold music"), (Role.BUTTON, "Upgrade guide"), (Role.BUTTON, "Add note"),
    (Role.LINK, "Points balance"), (Role.BUTTON, "Text size"), (Role.BUTTON, "Choose seat"),
    (Role.BUTTON, "Ride history"), (Role.BUTTON, "Gift ideas"),
]  # fmt: skip
"""Travel, delivery and loyalty buttons: eighteen that book, pay, redeem, tip, check in,
send or upload, then sixteen look-alikes."""


def travel() -> FakeApp:
    """Fields outside any form far from a page's cancel and refund controls; a notice of a
    charge above the button it is about; an unnamed send icon beside a typed address."""
    status = status_node()
    press = press_marks(status)

    def button(role: Role, name: str, box: Rect) -> FakeNode:
        return control(role, name, box, press)

    kids = [
        text_field("Destination", "Airport", Rect(20, 30, 300, 28)),
        text_field("New check-out", "2026-12-24", Rect(20, 80, 300, 28)),
        FakeNode(
            role=Role.TEXT,
            name="Rate difference will be charged to your card on file.",
            bounds=Rect(20, 420, 400, 20),
        ),
        button(Role.BUTTON, "Save new dates", Rect(20, 450, 140, 30)),
        # A menu's own *Add* beside the notice: the notice is the nearer button's.
        button(Role.GENERIC, "Add", Rect(440, 396, 48, 28)),
        text_field("Email address", "ana@example.com", Rect(700, 300, 300, 28)),
        button(Role.GENERIC, "", Rect(1010, 300, 28, 28)),
        button(Role.GENERIC, "Cancel trip", Rect(20, 640, 120, 30)),
        button(Role.GENERIC, "Request a refund", Rect(20, 690, 160, 30)),
        button(Role.BUTTON, "Save preferences", Rect(900, 720, 160, 30)),
    ]
    return FakeApp(name="fake-travel", pid=next_pid(), window=window_of("Trips", kids, status))


SECURITY = [
    (Role.BUTTON, "Unlock front door"), (Role.BUTTON, "Disarm alarm"), (Role.BUTTON, "Disarm"),
    (Role.BUTTON, "Open garage"), (Role.GENERIC, "Reboot"), (Role.BUTTON, "Reboot router"),
    (Role.BUTTON, "Restart service"), (Role.BUTTON, "Shut down"), (Role.BUTTON, "Power off"),
    (Role.BUTTON, "Stop server"), (Role.BUTTON, "Update firmware"),
    (Role.BUTTON, "Change nameservers"), (Role.BUTTON, "Get EPP code"),
    (Role.MENUITEM, "Turn off 2-step verification"),
    (Role.BUTTON, "Turn off two-factor authentication"), (Role.BUTTON, "Disable firewall"),
    (Role.BUTTON, "Regenerate tls-auth key"), (Role.BUTTON, "Roll token"),
    (Role.BUTTON, "Export vault"), (Role.BUTTON, "Export CA key"),
    (Role.BUTTON, "Export passwords"), (Role.BUTTON, "Share item"),
    (Role.BUTTON, "Leave family group"), (Role.BUTTON, "Cancel invitation"),
    (Role.MENUITEM, "Make family manager"), (Role.BUTTON, "Restore backup"),
    (Role.BUTTON, "Issue certificate"),
    (Role.BUTTON, "Reboot schedule"), (Role.BUTTON, "Restart tutorial"),
    (Role.BUTTON, "Stop slideshow"), (Role.LINK, "Firmware release notes"),
    (Role.BUTTON, "Export to PDF"), (Role.BUTTON, "Export data"), (Role.BUTTON, "Restore"),
    (Role.BUTTON, "Back up now"), (Role.BUTTON, "Door status"), (Role.BUTTON, "Unlock help"),
    (Role.CHECKBOX, "Select ci-deploy"), (Role.BUTTON, "Leave feedback"),
    (Role.BUTTON, "Check for updates"), (Role.BUTTON, "Open door log"),
]  # fmt: skip
"""Home network, hosting, password manager and account security buttons: twenty-seven that
unlock, disarm, reboot, stop, flash, hand over a domain, weaken sign-in, rotate or export
keys and secrets, share, leave, or restore over current data; then fourteen look-alikes."""


EDUCATION = [
    (Role.GENERIC, "Turn in"), (Role.BUTTON, "Hand in"), (Role.BUTTON, "Finish attempt"),
    (Role.BUTTON, "Release grades"), (Role.BUTTON, "Return grades to students"),
    (Role.BUTTON, "Sync grades to SIS"), (Role.BUTTON, "Unenroll student"),
    (Role.BUTTON, "Reset student password"), (Role.BUTTON, "Make co-teacher"),
    (Role.BUTTON, "Enroll now"), (Role.GENERIC, "Enroll"), (Role.BUTTON, "Register for classes"),
    (Role.BUTTON, "Drop class"), (Role.BUTTON, "Approve ID"), (Role.BUTTON, "Invalidate attempt"),
    (Role.BUTTON, "Place hold"), (Role.BUTTON, "Close library card"),
    (Role.BUTTON, "Sign permission slip"), (Role.GENERIC, "Sign slip"), (Role.BUTTON, "Top up"),
    (Role.BUTTON, "Add funds"), (Role.BUTTON, "Message all parents"),
    (Role.BUTTON, "Email selected students"), (Role.BUTTON, "Reset quiz attempts"),
    (Role.GENERIC, "End exam for everyone"), (Role.GENERIC, "Clear reading history"),
    (Role.MENUITEM, "Cancel hold"), (Role.GENERIC, "Notify school"),
    (Role.BUTTON, "Withdraw from all courses"),
    (Role.BUTTON, "Save draft"), (Role.BUTTON, "Unsubmit"), (Role.BUTTON, "Pause hold"),
    (Role.BUTTON, "Download incident report"), (Role.LINK, "Change PIN"),
    (Role.BUTTON, "End of term summary"), (Role.BUTTON, "Enrollment guide"),
    (Role.BUTTON, "Drop-off times"), (Role.BUTTON, "Return to attempt"),
    (Role.BUTTON, "Hand out notes"), (Role.BUTTON, "Sign in"), (Role.BUTTON, "Close card"),
    (Role.BUTTON, "Release notes"),
]  # fmt: skip
"""School, learning-platform and library buttons: twenty-nine that hand in, release
grades, enrol, drop, reset, sign, pay, message everyone, end an exam or cancel; then
thirteen look-alikes."""


def openers() -> FakeApp:
    """Menu buttons whose menus have no name; headings of an account far above a form;
    a button that begins like a bulk bar's Apply beside a list set to a payment plan."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    def menu(items: list[str]) -> FakeNode:
        kids = [item(Role.MENUITEM, i) for i in items]
        return FakeNode(role=Role.MENU, name="", bounds=kids[0].bounds, children=kids)

    opened = {State.HASPOPUP, State.EXPANDED}
    kids = [
        item(Role.BUTTON, "Delete ▾", opened),
        menu(["Last hour", "All time"]),
        item(Role.BUTTON, "Sort ▾", opened),
        menu(["Name", "Date"]),
        # A row's menu drawn over the text of the row below it.
        FakeNode(
            role=Role.MENU,
            name="Activity",
            bounds=Rect(600, 30, 200, 28),
            children=[
                FakeNode(
                    role=Role.MENUITEM,
                    name="Details",
                    bounds=Rect(600, 30, 200, 28),
                    on_press=press,
                    states={State.FOCUSABLE},
                )
            ],
        ),
        FakeNode(
            role=Role.GROUP,
            name="Settings",
            bounds=Rect(560, 20, 400, 60),
            children=[
                FakeNode(
                    role=Role.TEXT,
                    name="Auto-delete activity older than 18 months",
                    bounds=Rect(580, 30, 360, 28),
                )
            ],
        ),
        FakeNode(role=Role.HEADING, name="Lunch account", bounds=lay.box()),
        item(Role.BUTTON, "Add $25 to Emma's account"),
        FakeNode(role=Role.HEADING, name="School trips", bounds=lay.box()),
        item(Role.RADIO, "Emma may attend"),
        item(Role.CHECKBOX, "Mark as urgent"),
        FakeNode(role=Role.HEADING, name="Security", bounds=lay.box()),
        item(Role.SWITCH, "Sign-in alerts"),
        FakeNode(role=Role.HEADING, name="Fees", bounds=lay.box()),
        select_node(
            "Payment plan", "Pay in full", ["Pay in full", "4 monthly payments"], lay, press
        ),
        item(Role.BUTTON, "Apply financial aid"),
    ]
    return FakeApp(name="fake-openers", pid=next_pid(), window=window_of("Portal", kids, status))


HR = [
    (Role.GENERIC, "Reimburse $1,284.50", ""), (Role.BUTTON, "Reimburse", ""),
    (Role.BUTTON, "Approve 4 timesheets", ""), (Role.BUTTON, "Approve all timesheets", ""),
    (Role.GENERIC, "", "approve check circle"), (Role.GENERIC, "", "sendx"),
    (Role.BUTTON, "Reset two-factor authentication", ""), (Role.BUTTON, "", "user plus"),
    (Role.GENERIC, "", "deny close"), (Role.GENERIC, "", "discontinue"),
    (Role.GENERIC, "", "eye"), (Role.LINK, "View pay stub", ""), (Role.BUTTON, "Pay period", ""),
    (Role.BUTTON, "Approval history", ""), (Role.GENERIC, "", "descending sort"),
]  # fmt: skip
"""HR, payroll and expense controls: nine that reimburse, approve, send, reset sign-in,
add a user, deny or discontinue (five of them unnamed icons), then six look-alikes."""


def hr_pages() -> FakeApp:
    """An expense page that names its shortcuts, a bulk select a shortcut can move, a
    dialog whose title verb is its button, a role list of admins, a dialog's check box."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    kids = [
        *[control(r, n, lay.box(), press, hint=h) for r, n, h in HR],
        FakeNode(
            role=Role.TEXT,
            name="Ctrl+Shift+Enter reimburses · Ctrl+Shift+X rejects · Ctrl+Shift+P previews",
            bounds=lay.box(),
        ),
        select_node(
            "Bulk actions",
            "Choose…",
            ["Choose…", "Reject and send email", "Move to screen"],
            lay,
            press,
        ),
        select_node("Role", "Employee", ["Employee", "Manager", "HR Admin"], lay, press),
        FakeNode(
            role=Role.DIALOG,
            name="Terminate Daniel Novak",
            bounds=Rect(600, 400, 400, 200),
            states={State.MODAL},
            children=[
                FakeNode(
                    role=Role.CHECKBOX,
                    name="Revoke system access on last day",
                    bounds=Rect(620, 430, 360, 24),
                    on_press=press,
                    states={State.FOCUSABLE, State.CHECKED},
                ),
                FakeNode(
                    role=Role.BUTTON,
                    name="Confirm",
                    bounds=Rect(620, 500, 100, 30),
                    on_press=press,
                    states={State.FOCUSABLE},
                ),
            ],
        ),
    ]
    return FakeApp(name="fake-hr", pid=next_pid(), window=window_of("People", kids, status))


CLINIC_AND_ADS = [
    (Role.GENERIC, "Sign note"), (Role.GENERIC, "Co-sign"), (Role.MENUITEM, "Discontinue"),
    (Role.GENERIC, "Complete discharge"), (Role.GENERIC, "Order test"),
    (Role.BUTTON, "Dispense"), (Role.BUTTON, "Approve refill"), (Role.BUTTON, "Deny refill"),
    (Role.GENERIC, "Override"), (Role.GENERIC, "End visit"),
    (Role.GENERIC, "Acknowledge selected"), (Role.BUTTON, "Acknowledge"),
    (Role.BUTTON, "Release to MyChart"), (Role.BUTTON, "Notify patients of delay"),
    (Role.BUTTON, "Sign & release diabetes labs"), (Role.BUTTON, "Convert lead"),
    (Role.BUTTON, "Schedule campaign"), (Role.MENUITEM, "Increase budget 20%"),
    (Role.BUTTON, "Increase bid"), (Role.BUTTON, "Resume campaign"),
    (Role.BUTTON, "Boost post for $20"), (Role.BUTTON, "Cancel prescription"),
    (Role.BUTTON, "Sign in"), (Role.BUTTON, "Order history"), (Role.BUTTON, "Override settings"),
    (Role.OPTION, "Unsubscribe link"), (Role.BUTTON, "Discharge summary"),
    (Role.BUTTON, "Visit notes"), (Role.BUTTON, "Campaign report"),
]  # fmt: skip
"""Clinician and marketing buttons: twenty-two that sign, discontinue, discharge, order,
dispense, override, acknowledge, release to a patient, notify, convert, schedule a
campaign, raise spend, boost or cancel a prescription; then seven look-alikes."""


TRADING = [
    (Role.BUTTON, "Exercise now"), (Role.MENUITEM, "Do not exercise"),
    (Role.BUTTON, "Close position"), (Role.BUTTON, "Flatten all positions"),
    (Role.BUTTON, "Cancel all"), (Role.BUTTON, "Roll to next expiry"),
    (Role.MENUITEM, "Harvest losses"), (Role.BUTTON, "Rebalance now"), (Role.BUTTON, "Stake"),
    (Role.BUTTON, "Unstake"), (Role.BUTTON, "Claim rewards"), (Role.BUTTON, "Bridge ETH"),
    (Role.BUTTON, "Approve USDC"), (Role.BUTTON, "Add to whitelist"),
    (Role.BUTTON, "Show secret"), (Role.OPTION, "Enable withdrawals"),
    (Role.BUTTON, "Sign message"),
    (Role.BUTTON, "Position details"), (Role.BUTTON, "Staking rewards history"),
    (Role.BUTTON, "Rebalance preview"), (Role.BUTTON, "Exercise calendar"),
    (Role.BUTTON, "Close chart"), (Role.BUTTON, "Show balance"),
]  # fmt: skip
"""Trading and crypto buttons: seventeen that exercise, close, flatten, cancel orders,
roll, harvest, rebalance, stake, claim, bridge, approve an allowance, whitelist, reveal
a secret, enable withdrawals or sign; then six look-alikes."""


def order_entry() -> FakeApp:
    """A symbol search whose open list highlights a harmless option beside a Pay button."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()
    field = FakeNode(
        role=Role.COMBOBOX,
        name="Employee",
        bounds=lay.box(),
        states={State.FOCUSABLE, State.FOCUSED, State.EDITABLE, State.EXPANDED},
    )
    listbox = FakeNode(role=Role.LISTBOX, name="", bounds=lay.box(60, 300))
    for name, states in (("Ana Lima", {State.HIGHLIGHTED}), ("Bo Chen", set())):
        listbox.children.append(
            FakeNode(role=Role.OPTION, name=name, bounds=lay.box(), on_press=press, states=states)
        )
    pay = FakeNode(
        role=Role.BUTTON,
        name="Pay now",
        bounds=lay.box(),
        on_press=press,
        states={State.FOCUSABLE},
    )
    return FakeApp(
        name="fake-order-entry",
        pid=next_pid(),
        window=window_of("Payroll", [field, listbox, pay], status),
    )
