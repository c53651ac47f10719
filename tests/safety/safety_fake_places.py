"""Fake apps whose controls say what they do only where they stand: bare verbs under a
section heading or in a list, a lone *Cancel* in a panel, switches that act by
themselves."""

from __future__ import annotations

from collections.abc import Callable

from safety_fake_parts import (
    Layout,
    control,
    next_pid,
    press_marks,
    status_node,
    text_field,
    window_of,
)
from safety_fake_webapps import select_node

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State


def choice_form(
    name: str, role: Role, choice: str, commit: str, lay: Layout, press: Callable[[FakeNode], None]
) -> FakeNode:
    """A form holding one ticked choice (a check box or a radio button) and its commit."""
    box = lay.box(h=70)
    return FakeNode(
        role=Role.FORM,
        name=name,
        bounds=box,
        children=[
            control(role, choice, Rect(box.x, box.y, 300, 28), press, states={State.CHECKED}),
            control(Role.BUTTON, commit, Rect(box.x, box.y + 36, 300, 28), press),
        ],
    )


def sections() -> FakeApp:
    """An admin page: services, firmware, a list, appointments, automation, 2FA."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def heading(name: str) -> FakeNode:
        return FakeNode(role=Role.HEADING, name=name, bounds=lay.box())

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    def row(*parts: tuple[Role, str]) -> list[FakeNode]:
        # One line: each part 160 px right of the one before.
        box = lay.box()
        out = []
        for i, (role, name) in enumerate(parts):
            bounds = Rect(box.x + 160 * i, box.y, 150, box.h)
            if role is Role.TEXTBOX:
                out.append(
                    FakeNode(
                        role=role,
                        name=name,
                        bounds=bounds,
                        states={State.EDITABLE, State.FOCUSABLE},
                    )
                )
            elif role is Role.TEXT:
                out.append(FakeNode(role=role, name=name, bounds=bounds))
            else:
                out.append(control(role, name, bounds, press))
        return out

    kids = [
        heading("Services"),
        select_node("sshd", "Running", ["Running", "Stop", "Restart"], lay, press),
        heading("Now playing"),
        select_node("Player", "Play", ["Play", "Stop"], lay, press),
        heading("Firmware"),
        FakeNode(role=Role.TEXT, name="Version 1.3.0 is available.", bounds=lay.box()),
        item(Role.BUTTON, "Update now"),
        heading("Reading list"),
        item(Role.BUTTON, "Update"),
        heading("Upcoming appointments"),
        *row((Role.TEXT, "Dr Smith, Tue 10:00"), (Role.BUTTON, "Cancel")),
        heading("Appointment notes"),
        *row((Role.TEXTBOX, "Notes"), (Role.BUTTON, "Save"), (Role.LINK, "Cancel")),
        heading("Upcoming visits"),
        *row((Role.TEXT, "Move to Thursday?"), (Role.BUTTON, "OK"), (Role.GENERIC, "Cancel")),
        heading("Automation"),
        item(Role.SWITCH, "Auto-approve refunds"),
        item(Role.SWITCH, "Auto-approve expense reports", {State.CHECKED}),
        item(Role.SWITCH, "Autoplay videos"),
        heading("Two-factor authentication"),
        item(Role.BUTTON, "Disable"),
    ]
    return FakeApp(name="fake-sections", pid=next_pid(), window=window_of("Admin", kids, status))


ROUND4 = [
    (Role.GENERIC, "Create + Print Label ($8.45)", ""), (Role.BUTTON, "Void labels", ""),
    (Role.MENUITEM, "Cancel shipment", ""), (Role.BUTTON, "Schedule UPS pickup", ""),
    (Role.BUTTON, "Cancel pickup", ""), (Role.BUTTON, "Close manifest", ""),
    (Role.GENERIC, "Dispatch", ""), (Role.GENERIC, "Cancel route", ""),
    (Role.BUTTON, "Release hold", ""), (Role.MENUITEM, "Release to warehouse", ""),
    (Role.BUTTON, "Ship 9 items", ""), (Role.BUTTON, "Approve return", ""),
    (Role.BUTTON, "Issue store credit", ""), (Role.GENERIC, "Give $51.80", ""),
    (Role.BUTTON, "Pledge", ""), (Role.BUTTON, "Launch campaign", ""),
    (Role.BUTTON, "End campaign", ""), (Role.BUTTON, "Export donor list (CSV)", ""),
    (Role.BUTTON, "Stop recurring gift", ""), (Role.BUTTON, "Email all donors", ""),
    (Role.MENUITEM, "Retire", ""), (Role.MENUITEM, "Remote lock", ""),
    (Role.MENUITEM, "Enable Lost Mode", ""), (Role.BUTTON, "Solve", ""),
    (Role.MENUITEM, "Truncate table", ""), (Role.GENERIC, "Empty table", ""),
    (Role.MENUITEM, "Reset branch", ""),
    (Role.LINK, "Download service-account credentials (JSON)", ""),
    (Role.BUTTON, "Share results with #growth", ""), (Role.BUTTON, "Stop experiment", ""),
    (Role.BUTTON, "Roll out variant B to everyone", ""), (Role.BUTTON, "Kill switch", ""),
    (Role.BUTTON, "Pause project", ""), (Role.BUTTON, "Reset results", ""),
    (Role.BUTTON, "Write off", ""), (Role.GENERIC, "", "lock"),
    (Role.BUTTON, "", "kill power settings new"),
    (Role.BUTTON, "Send test to me", ""), (Role.GENERIC, "checkout-cta-color Running", ""),
    (Role.BUTTON, "Print label", ""), (Role.BUTTON, "Pickup times", ""),
    (Role.BUTTON, "Manifest history", ""), (Role.BUTTON, "Dispatch board", ""),
    (Role.BUTTON, "Hold reasons", ""), (Role.BUTTON, "Return policy", ""),
    (Role.BUTTON, "Store credit balance", ""), (Role.BUTTON, "Giving history", ""),
    (Role.BUTTON, "Pledge terms", ""), (Role.BUTTON, "Campaign report", ""),
    (Role.BUTTON, "Write-off report", ""), (Role.BUTTON, "Reset filters", ""),
    (Role.BUTTON, "Lock screen settings", ""), (Role.BUTTON, "Branch settings", ""),
    (Role.BUTTON, "Pause video", ""), (Role.BUTTON, "Launch guide", ""),
]  # fmt: skip
"""Shipping, giving, IT administration and data tools buttons: thirty-seven that buy a
label, void, cancel, dispatch, release, ship, approve, refund, give, pledge, launch, end,
export donors, email everyone, retire or lock a device, solve, truncate, reset, share to a
channel, roll out, kill, pause or write off (two of them unnamed icons); then eighteen
look-alikes."""


SIGNING = [
    (Role.BUTTON, "Disburse all (2)", ""), (Role.GENERIC, "Execute", ""),
    (Role.BUTTON, "Accept renewal", ""), (Role.LINK, "Run screening ($39.95)", ""),
    (Role.MENUITEM, "Syndicate to Zillow & Apartments.com", ""),
    (Role.BUTTON, "Finish signing", ""), (Role.MENUITEM, "Void envelopes", ""),
    (Role.BUTTON, "Approve applicant", ""), (Role.GENERIC, "", "user minus"),
    (Role.BUTTON, "Disbursement report", ""), (Role.BUTTON, "Execution history", ""),
    (Role.BUTTON, "Renewal terms", ""), (Role.BUTTON, "Screening criteria", ""),
    (Role.BUTTON, "Finish later", ""), (Role.BUTTON, "Rent roll", ""),
]  # fmt: skip
"""E-signature, contract and property management controls: nine that disburse, execute,
accept a renewal, run a paid screening, syndicate a listing, finish signing, void, approve
an applicant or remove a member (an unnamed icon); then six look-alikes."""


def hinted(name: str, labels: list[tuple[Role, str, str]]) -> Callable[[], FakeApp]:
    """An app of ``labels`` (role, name, icon hint), one under the other."""

    def build() -> FakeApp:
        status = status_node()
        press = press_marks(status)
        lay = Layout()
        kids = [control(r, n, lay.box(), press, hint=h) for r, n, h in labels]
        return FakeApp(name=name, pid=next_pid(), window=window_of(name, kids, status))

    return build


def desk() -> FakeApp:
    """A helpdesk and admin screen: status lists, a list of admin roles, licences priced
    per user, a dialog's field in front of a form, a bare Cancel beside Cancel route, a
    reply box whose page sends with Ctrl+Enter."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    roles = FakeNode(
        role=Role.LISTBOX,
        name="",
        bounds=lay.box(),
        children=[
            item(Role.OPTION, n)
            for n in ("No admin role", "Helpdesk Administrator", "Global Administrator")
        ],
    )
    seats = "Microsoft 365 E5 ($57/user/month)"
    licences = choice_form("Licenses", Role.CHECKBOX, seats, "Save licenses", lay, press)
    alerts = choice_form("Alerts", Role.CHECKBOX, "Email notifications", "Save alerts", lay, press)
    behind = item(Role.BUTTON, "Post adjustment")

    def dialog(name: str, field: str, commit: str) -> FakeNode:
        box = lay.box(h=90)
        return FakeNode(
            role=Role.DIALOG,
            name=name,
            bounds=box,
            children=[
                FakeNode(
                    role=Role.TEXTBOX,
                    name=field,
                    value="3",
                    bounds=Rect(box.x, box.y, 150, 28),
                    states={State.EDITABLE, State.FOCUSABLE},
                ),
                control(Role.BUTTON, "Go back", Rect(box.x, box.y + 40, 100, 28), press),
                control(Role.BUTTON, commit, Rect(box.x + 110, box.y + 40, 100, 28), press),
            ],
        )

    menu_box = lay.box()
    row_menu = FakeNode(
        role=Role.MENU,
        name="Device actions",
        bounds=menu_box,
        children=[control(Role.MENUITEM, "Locate device", menu_box, press)],
    )
    # The next row's wipe icon, under the open menu: the observation found it covered.
    under = Rect(menu_box.x + 100, menu_box.y + 4, 20, 20)
    wipe = control(Role.GENERIC, "", under, press, hint="phonelink erase", states={State.COVERED})
    owners = FakeNode(
        role=Role.LISTBOX,
        name="",
        bounds=lay.box(),
        children=[item(Role.OPTION, n) for n in ("Leasing agent", "Account owner")],
    )
    line = lay.box()
    kids = [
        row_menu,
        wipe,
        owners,
        select_node("Status", "Open", ["Open", "Pending", "Solved", "Closed – lost"], lay, press),
        select_node("Filter by status", "All", ["All", "Closed"], lay, press),
        select_node("Priority", "Low", ["Low", "High"], lay, press),
        roles,
        licences,
        alerts,
        behind,
        dialog("Write off MUG-11", "Units", "Write off"),
        dialog("Rename view", "Name", "Rename"),
        FakeNode(role=Role.HEADING, name="Route R-208", bounds=lay.box()),
        control(Role.GENERIC, "Cancel route", Rect(line.x + 400, line.y, 120, 28), press),
        control(Role.GENERIC, "Cancel", Rect(line.x + 540, line.y, 80, 28), press),
        FakeNode(
            role=Role.TEXTBOX,
            name="Public reply",
            value="Hello",
            bounds=lay.box(h=80),
            states={State.EDITABLE, State.FOCUSABLE, State.MULTILINE},
        ),
        FakeNode(role=Role.TEXT, name="Ctrl+Enter to send", bounds=lay.box()),
        # An inline edit in a table row that opens its user's panel when clicked.
        FakeNode(
            role=Role.ROW,
            name="",
            bounds=Rect(1000, 40, 270, 30),
            states={State.CLICKABLE},
            on_press=press,
            children=[
                FakeNode(
                    role=Role.TEXTBOX,
                    name="Job title",
                    value="Account Executive",
                    bounds=Rect(1060, 42, 200, 26),
                    states={State.EDITABLE, State.FOCUSABLE},
                )
            ],
        ),
        item(Role.BUTTON, "Submit as Open"),
    ]
    return FakeApp(name="fake-desk", pid=next_pid(), window=window_of("Desk", kids, status))


def code(text: str) -> Callable[[], FakeApp]:
    """A query editor holding ``text`` with its Run button."""

    def build() -> FakeApp:
        status = status_node()
        press = press_marks(status)
        lay = Layout()
        kids = [
            FakeNode(
                role=Role.TEXTBOX,
                name="Query",
                value=text,
                bounds=lay.box(h=120),
                states={State.EDITABLE, State.FOCUSABLE, State.MULTILINE},
            ),
            control(Role.BUTTON, "Run", lay.box(), press),
        ]
        return FakeApp(name="fake-sql", pid=next_pid(), window=window_of("SQL", kids, status))

    return build


def div_dialog() -> FakeApp:
    """A dialog whose buttons are a page's clickable ``<div>`` elements."""
    status = status_node()
    press = press_marks(status)
    dialog = FakeNode(
        role=Role.DIALOG,
        name="Decline to sign",
        bounds=Rect(300, 200, 400, 200),
        states={State.MODAL},
        children=[
            FakeNode(
                role=Role.TEXT,
                name="The envelope will be voided. This cannot be undone.",
                bounds=Rect(320, 230, 360, 40),
            ),
            control(Role.GENERIC, "Cancel", Rect(420, 340, 100, 30), press),
            control(Role.GENERIC, "Decline to Sign", Rect(540, 340, 140, 30), press),
        ],
    )
    return FakeApp(
        name="fake-div-dialog", pid=next_pid(), window=window_of("Sign", [dialog], status)
    )


ROUND5 = [
    (Role.BUTTON, "Adopt signature and finish"), (Role.BUTTON, "Swap SIM"),
    (Role.BUTTON, "Unlock device"), (Role.BUTTON, "Set up arrangement"),
    (Role.BUTTON, "Start service"), (Role.BUTTON, "Cancel request"),
    (Role.BUTTON, "Withdraw claim"), (Role.BUTTON, "Restore version"),
    (Role.BUTTON, "Restore this version"), (Role.BUTTON, "Disconnect"),
    (Role.BUTTON, "Export audit log & API keys (.csv)"),
    (Role.GENERIC, "2,800 Gems — $24.99"), (Role.BUTTON, "💎 1,200"),
    (Role.BUTTON, "🪙 Unlock"), (Role.BUTTON, "Gift for $9.99"),
    (Role.MENUITEM, "Pause for 3 months"), (Role.MENUITEM, "Move to another family"),
    (Role.BUTTON, "Make trade"), (Role.BUTTON, "Put it up for sale"),
    (Role.BUTTON, "Accept friend request"), (Role.MENUITEM, "Unfriend"),
    (Role.MENUITEM, "Retire to Hall of Heroes"), (Role.GENERIC, "Clear slot"),
    (Role.TAB, "Number transfer"), (Role.TAB, "Purchase history"),
    (Role.LINK, "How number transfer works"), (Role.BUTTON, "Restore"),
    (Role.BUTTON, "Version history"), (Role.BUTTON, "Disconnected devices"),
    (Role.BUTTON, "Gems store"), (Role.BUTTON, "Trade history"),
    (Role.BUTTON, "Friend requests"), (Role.BUTTON, "Service status"),
    (Role.BUTTON, "SIM details"),
]  # fmt: skip
"""Telecom, insurance, collaboration and game buttons: twenty-three that sign, swap a SIM,
unlock, arrange payments, start service, cancel, withdraw a claim, restore a version over
the current one, disconnect an integration, export keys, buy or spend a game's currency,
gift, pause, move or retire, trade, list for sale, accept a friend, unfriend, clear a
slot; then eleven look-alikes (tabs, a help link, history and status pages)."""


def plans() -> FakeApp:
    """Lists that share, charge, lose or lift a limit; protections of a child's account;
    a section whose notice bills every change at once; ticked agreements to pay or lose;
    an unnamed control named by its picture; an SVG inside a clickable trash span."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    def heading(name: str) -> FakeNode:
        return FakeNode(role=Role.HEADING, name=name, bounds=lay.box())

    access = ["Restricted", "Acme Corp", "Anyone with the link"]
    plan = ["Monthly — $4.99", "Yearly — $39.99 (charged today)", "Free (lose Plus benefits)"]
    deposit = choice_form(
        "Start service", Role.CHECKBOX, "I agree to a $150 deposit", "Done", lay, press
    )
    keep = "Keep this device's save (cloud save will be replaced)"
    conflict = choice_form("Sync conflict", Role.RADIO, keep, "Continue", lay, press)
    erase_box = lay.box()
    erase = FakeNode(
        role=Role.GENERIC,
        name="",
        bounds=erase_box,
        states={State.CLICKABLE, State.FOCUSABLE},
        on_press=press,
        children=[FakeNode(role=Role.GROUP, name="Erase device", bounds=erase_box)],
    )
    trash_box = lay.box(w=24)
    trash = FakeNode(
        role=Role.GENERIC,
        name="",
        hint="btn trash",
        bounds=trash_box,
        states={State.CLICKABLE},
        on_press=press,
        children=[FakeNode(role=Role.IMAGE, name="", bounds=trash_box)],
    )
    kids = [
        heading("Sharing"),
        select_node("General access", "Restricted", access, lay, press),
        select_node("Plan", "Monthly — $4.99", plan, lay, press),
        heading("Family"),
        select_node("Daily limit", "1 hour", ["1 hour", "2 hours", "No limit"], lay, press),
        item(Role.SWITCH, "Ask to Buy", {State.CHECKED}),
        item(Role.SWITCH, "Voice chat with strangers"),
        item(Role.SWITCH, "One-tap purchases"),
        item(Role.SWITCH, "Search engine indexing"),
        heading("Coverage"),
        FakeNode(
            role=Role.TEXT,
            name="Changes to coverage take effect immediately and are billed pro rata.",
            bounds=lay.box(),
        ),
        select_node("Collision deductible", "$500", ["$500", "$250"], lay, press),
        item(Role.SWITCH, "Roadside assistance ($18/6mo)"),
        item(Role.BUTTON, "Add driver"),
        heading("Preferences"),
        item(Role.SWITCH, "Dark mode"),
        deposit,
        conflict,
        erase,
        trash,
    ]
    return FakeApp(name="fake-plans", pid=next_pid(), window=window_of("Settings", kids, status))


HOSPITALITY = [
    (Role.BUTTON, "Charge"), (Role.MENUITEM, "Void item"), (Role.MENUITEM, "Comp item"),
    (Role.BUTTON, "Void selected"), (Role.MENUITEM, "Run Z report"), (Role.BUTTON, "No Sale"),
    (Role.BUTTON, "Batch out"), (Role.BUTTON, "Distribute"), (Role.BUTTON, "No-show"),
    (Role.BUTTON, "List it"), (Role.BUTTON, "Release to sale"), (Role.BUTTON, "Lost key"),
    (Role.BUTTON, "Fire"), (Role.GENERIC, "Close day"),
    (Role.BUTTON, "Preview Z"), (Role.BUTTON, "X report"), (Role.BUTTON, "Review batch"),
    (Role.BUTTON, "Drawer log"), (Role.TAB, "Voided items"), (Role.BUTTON, "List view"),
    (Role.BUTTON, "Chargeback policy"), (Role.BUTTON, "Fire exits"),
]  # fmt: skip
"""Restaurant, hotel and ticketing buttons: fourteen that charge, void, comp, run the Z
report, open the drawer, settle, pay out tips, charge a no-show, list a ticket, release
seats, revoke keys, fire an order or close the day; then eight look-alikes."""


def front_desk() -> FakeApp:
    """A priced switch, a priced room move, a dialog that closes the business day."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()
    rooms = ["412 (current)", "503 (Suite, +$90/night)"]
    day = FakeNode(
        role=Role.DIALOG,
        name="Close business day?",
        bounds=Rect(600, 300, 400, 200),
        states={State.MODAL},
        children=[
            FakeNode(
                role=Role.TEXT,
                name="This zeroes all totals. It can't be undone.",
                bounds=Rect(620, 320, 360, 30),
            ),
            control(Role.BUTTON, "Go back", Rect(620, 440, 100, 30), press),
            control(Role.BUTTON, "Close day", Rect(740, 440, 100, 30), press),
        ],
    )
    kids = [
        control(Role.SWITCH, "Late checkout (2 PM, $40)", lay.box(), press),
        control(Role.SWITCH, "Do not disturb", lay.box(), press),
        select_node("Move guest to", "412 (current)", rooms, lay, press),
        day,
    ]
    return FakeApp(name="fake-front-desk", pid=next_pid(), window=window_of("Desk", kids, status))


LENDING = [
    (Role.MENUITEM, "Fund loan"), (Role.MENUITEM, "Approve loan"),
    (Role.MENUITEM, "Issue Loan Estimate"), (Role.BUTTON, "Clear all conditions"),
    (Role.BUTTON, "Waive"), (Role.BUTTON, "Counteroffer"), (Role.BUTTON, "Accept counter"),
    (Role.BUTTON, "Mark under contract"), (Role.BUTTON, "I intend to proceed"),
    (Role.BUTTON, "Request appraisal waiver"), (Role.BUTTON, "Export borrower SSNs (CSV)"),
    (Role.BUTTON, "View wire instructions"), (Role.BUTTON, "Loan estimate preview"),
    (Role.BUTTON, "Conditions list"), (Role.BUTTON, "Draft a counter"),
    (Role.BUTTON, "Export pipeline report"),
]  # fmt: skip
"""Mortgage and real-estate buttons: eleven that fund, approve, disclose, clear or waive
conditions, counter, accept, go under contract, declare intent or export SSNs; then
five look-alikes."""


BOOKS = [
    (Role.GENERIC, "Close year"), (Role.BUTTON, "E-file 1099s"),
    (Role.BUTTON, "Mail copies to contractors"), (Role.MENUITEM, "Email pay stubs to employees"),
    (Role.BUTTON, "Skip this payroll"), (Role.BUTTON, "Disconnect from HMRC"),
    (Role.BUTTON, "Mark as filed"), (Role.MENUITEM, "Undo last reconciliation"),
    (Role.BUTTON, "Accept all (3)"), (Role.MENUITEM, "Schedule payment"),
    (Role.OPTION, "Lock through 30 Nov 2026"), (Role.BUTTON, "Reopen FY2025"),
    (Role.BUTTON, "Export company file"), (Role.MENUITEM, "Cordon"),
    (Role.BUTTON, "Drain node"), (Role.BUTTON, "Create access key"),
    (Role.BUTTON, "Undo"), (Role.BUTTON, "Accept all"), (Role.BUTTON, "Year-end checklist"),
    (Role.GENERIC, "Office Rent LLC · Due 1 Dec"), (Role.BUTTON, "Reconciliation report"),
    (Role.BUTTON, "Access keys help"),
]  # fmt: skip
"""Accounting and cloud buttons: sixteen that close the year, e-file, mail forms, e-mail
everyone, skip payroll, disconnect a tax agency, mark filed, undo a reconciliation, accept
a bank feed, schedule a payment, lock or reopen a period, export the company file, cordon
or drain a node, create an access key; then six look-alikes (a bare *Undo*, *Accept all*
cookies, a vendor named *Office Rent LLC*…)."""


def console() -> FakeApp:
    """A cloud console: a secret beside an eye drawn as a symbol, nameservers saved under
    their heading, a budget action chosen by radio, a policy ticked and added, a security
    level list, a bank feed row whose Add is judged by its own row's list."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def heading(name: str) -> FakeNode:
        return FakeNode(role=Role.HEADING, name=name, bounds=lay.box())

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    line = lay.box()
    shutdown = "Disable billing for project (shuts down all services)"
    budget = choice_form("Budget action", Role.RADIO, shutdown, "Save budget action", lay, press)
    policies = choice_form(
        "Attach policies", Role.CHECKBOX, "AdministratorAccess", "Add permissions", lay, press
    )
    # A bank feed in a column of its own, right of everything else.
    row_a, row_b = Rect(900, 40, 0, 28), Rect(900, 76, 0, 28)
    feed = [
        FakeNode(role=Role.TEXT, name="UBER *TRIP", bounds=Rect(760, row_a.y, 130, 28)),
        FakeNode(
            role=Role.COMBOBOX,
            name="Category",
            value="Travel",
            bounds=Rect(900, row_a.y, 150, 28),
            states={State.FOCUSABLE, State.COLLAPSED},
            children=[FakeNode(role=Role.OPTION, name="Travel", bounds=Rect(900, row_a.y, 0, 0))],
        ),
        control(Role.BUTTON, "Add", Rect(1080, row_a.y, 60, 28), press),
        FakeNode(
            role=Role.COMBOBOX,
            name="Category",
            value="Transfer",
            bounds=Rect(900, row_b.y, 150, 28),
            states={State.FOCUSABLE, State.COLLAPSED},
            children=[FakeNode(role=Role.OPTION, name="Transfer", bounds=Rect(900, row_b.y, 0, 0))],
        ),
    ]
    kids = [
        heading("Access keys"),
        FakeNode(role=Role.TEXT, name="Secret: ••••••••••••", bounds=Rect(20, line.y, 200, 28)),
        control(Role.GENERIC, "👁", Rect(240, line.y, 28, 28), press, hint="eye show"),
        heading("Custom nameservers"),
        text_field("Nameserver 1", "ns1.example.net", lay.box()),
        item(Role.BUTTON, "Save"),
        heading("Display name"),
        item(Role.BUTTON, "Update"),
        budget,
        policies,
        heading("Firewall"),
        select_node("Security level", "Medium", ["Medium", "Essentially Off"], lay, press),
        *feed,
    ]
    return FakeApp(name="fake-console", pid=next_pid(), window=window_of("Console", kids, status))


MODERATION2 = [
    (Role.BUTTON, "Lock comments"), (Role.MENUITEM, "Turn off commenting"),
    (Role.BUTTON, "Archive Channel"), (Role.BUTTON, "Prune"), (Role.BUTTON, "Kick Selected"),
    (Role.MENUITEM, "Mute member"), (Role.BUTTON, "Approve all"), (Role.BUTTON, "Decline all"),
    (Role.MENUITEM, "Mark as announcement"), (Role.BUTTON, "Pin message"),
    (Role.MENUITEM, "Save post"), (Role.BUTTON, "Archived channels"),
    (Role.BUTTON, "Member requests"), (Role.BUTTON, "Pinned messages"),
]  # fmt: skip
"""Community moderation buttons: ten that lock comments, turn off commenting, archive a
channel, prune or kick members, mute, approve or decline all requests, pin or announce;
then four look-alikes (*Save post* bookmarks it)."""
