"""Fake pages of a CI/CD pipeline, a GitOps deployer, a feature-flag console and an incident
manager: what commits there in words of its own, the look-alikes that commit nothing, and a
page whose headings, help lines and environment say what a bare button or switch does."""

from __future__ import annotations

from collections.abc import Callable

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

DEVOPS = [
    # what commits: a pipeline's runs and jobs
    (Role.GENERIC, "Re-run jobs"), (Role.MENUITEM, "Re-run failed jobs"),
    (Role.GENERIC, "Re-run this job"), (Role.BUTTON, "Re-run pipeline"),
    (Role.BUTTON, "Retry job"), (Role.BUTTON, "Run pipeline"),
    (Role.MENUITEM, "Restart deployment"), (Role.BUTTON, "Abort rollout"),
    # a deployment synchronized, promoted, rolled out
    (Role.BUTTON, "Synchronize application"), (Role.GENERIC, "Promote-Full"),
    (Role.BUTTON, "Roll out to 100%"), (Role.BUTTON, "Resume rollout"),
    (Role.MENUITEM, "Turn flag on in Production"),
    # requests and pages sent
    (Role.BUTTON, "Request approval"), (Role.BUTTON, "Add Responders"),
    (Role.GENERIC, "Run a Play"),
    # secrets shown or rotated, protections lifted
    (Role.GENERIC, "Show SDK key"), (Role.BUTTON, "Reset registration token"),
    (Role.GENERIC, "Reset key"), (Role.BUTTON, "Silence alerts for 24h"),
    (Role.BUTTON, "Disable service"), (Role.BUTTON, "Disable auto-sync"),
    (Role.BUTTON, "Lock environment"), (Role.GENERIC, "Save protection rules"),
    # logs and artifacts erased
    (Role.MENUITEM, "Erase job log"), (Role.MENUITEM, "Expire artifacts"),
    # a clickable row that begins like a resource's but says where it deploys
    (Role.GENERIC, "deploy guestbook-ui to production"),
    # look-alikes that commit nothing
    (Role.LINK, "Re-running jobs"), (Role.TAB, "Failed jobs"), (Role.LINK, "Job retries"),
    (Role.LINK, "Workflow runs"), (Role.GENERIC, "Pipeline runs"),
    (Role.LINK, "Deployment history"), (Role.LINK, "Rollout history"),
    (Role.LINK, "Synchronization settings"), (Role.LINK, "Promotion history"),
    (Role.LINK, "Rollout percentage explained"), (Role.LINK, "Resume rollout docs"),
    (Role.LINK, "Turning flags on in production"), (Role.LINK, "Copying flags"),
    (Role.MENUITEM, "Copy settings to environment"),
    (Role.LINK, "Approval requests"), (Role.TAB, "Responders"), (Role.LINK, "Response plays"),
    (Role.LINK, "SDK keys"), (Role.LINK, "Registration tokens"), (Role.LINK, "Key rotation"),
    (Role.LINK, "Silenced alerts"), (Role.LINK, "Disabled services"),
    (Role.LINK, "Auto-sync settings"), (Role.LINK, "Environment locks"),
    (Role.LINK, "Protection rules"), (Role.LINK, "Job logs"), (Role.TAB, "Artifacts"),
    # a deployer's tab of past deployments, whose rollbacks are chosen in it
    (Role.GENERIC, "History and rollback"),
]  # fmt: skip
DEVOPS_ACTING = 27
"""The first this many of :data:`DEVOPS` commit something."""


def devops_page() -> FakeApp:
    """A deployer's panel and rollout, a dialog drawn of plain boxes, an environment's lock,
    a resource's row with its kind's badge, and a flag console set to production."""
    from safety_fake_parts import Page, control, text_field, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    lay = page.lay

    def resource(kind: str, name: str) -> FakeNode:
        """A resource's clickable row: its kind's badge, its name and a ⋮."""
        y = lay.box().y
        return FakeNode(
            role=Role.GENERIC, name=f"{kind} {name}", bounds=Rect(20, y, 500, 28),
            on_press=page.press, states={State.CLICKABLE}, children=[
                FakeNode(role=Role.TEXT, name=kind, bounds=Rect(24, y, 60, 28)),
                FakeNode(role=Role.TEXT, name=name, bounds=Rect(90, y, 300, 28)),
                control(Role.GENERIC, "⋮", Rect(490, y, 20, 28), page.press),
            ])  # fmt: skip

    def request(line: str, button: str) -> FakeNode:
        """A clickable row named by its line of text, holding a bare button."""
        y = lay.box().y
        return FakeNode(
            role=Role.GENERIC, name=line, bounds=Rect(20, y, 500, 28), on_press=page.press,
            states={State.CLICKABLE},
            children=[control(Role.GENERIC, button, Rect(400, y, 100, 28), page.press)],
        )  # fmt: skip

    kids: list[FakeNode] = [
        page.panel("Synchronize guestbook", "Revision: HEAD", "Synchronize", "Cancel"),
        page.panel("Rollout: guestbook-ui (canary)", "Step 2/4 · Paused", "Abort", "Retry"),
        page.panel("Disable Auto-Sync?",
                   "Are you sure you want to disable automated application synchronization?",
                   "OK", "Cancel"),
        page.panel("Lock environment", "Prevent any deployments to production until unlocked.",
                   "Lock"),
        page.panel("Maintenance window",
                   "No one will be notified while the service is in maintenance.", "Start"),
        # look-alikes: the same bare words where nothing around says they commit
        page.panel("Sync your calendar", "Last synced 2 minutes ago", "Sync"),
        page.panel("Upload failed", "The file could not be uploaded.", "Retry"),
        page.panel("Screen lock", "Lock this device when idle.", "Lock"),
        page.panel("Product tour", "Learn the basics in 2 minutes.", "Start"),
        page.panel("Copy flag settings from Production",
                   "The targeting of the chosen environment will be overwritten.", "Copy settings"),
        page.panel("Share your setup", "Paste them into another workspace.", "Copy settings"),
        page.panel("Save changes to Production?",
                   "These changes will be applied immediately to all users in Production.",
                   "Save changes"),
        page.panel("Profile", "Your display name is shown to teammates.", "Save changes"),
        request("mona requested changes to Production", "Apply changes"),
        request("mona commented on the draft", "Apply changes"),
        page.panel("Save changes to production?", "", "Save changes"),
        page.panel("Schedule a change", "Deploy guestbook-ui v2.4 to production at 02:00 UTC.",
                   "Schedule"),
        page.panel("Pipeline schedules", "Run pipelines at set times.", "New schedule"),
        # a CI variable's stored value, masked, and a sign-in form's own field
        *page.line("DB_PASSWORD ••••••••", "Show password"),
        *page.line("Password", "Show password"),
        # a deployer's application edited: the revision it deploys, then a release note's
        FakeNode(role=Role.HEADING, name="Edit application guestbook", bounds=lay.box()),
        text_field("Target revision", "v1.4.2", lay.box()),
        page.control(Role.GENERIC, "Save"),
        FakeNode(role=Role.HEADING, name="Release notes", bounds=lay.box()),
        text_field("Revision note", "Fixes the login redirect", lay.box()),
        page.control(Role.GENERIC, "Save"),
        resource("deploy", "guestbook-ui rev:14"),
        resource("svc", "guestbook-ui"),
        page.control(Role.SWITCH, "New checkout flow new-checkout-flow"),
        page.control(Role.SWITCH, "Toggle search-v2", states={State.CHECKED}),
        page.control(Role.RADIO, "Staging"),
    ]  # fmt: skip
    window = window_of("Flags · Production · Console", kids, page.status)
    return FakeApp(name="fake-devops", pid=pid(), window=window)


def devops_staging() -> FakeApp:
    """The same console set to staging: a flag's switch there serves no customer."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    kids = [
        page.control(Role.SWITCH, "New checkout flow new-checkout-flow"),
        page.control(Role.GENERIC, "Resolve"),
        page.control(Role.GENERIC, "Snooze"),
    ]
    window = window_of("Flags · Staging · Console", kids, page.status)
    return FakeApp(name="fake-devops-staging", pid=pid(), window=window)


def devops_incidents() -> FakeApp:
    """An incident list's bar: a team filter above the bar's *Snooze ▾*, a bare *Resolve*."""
    from safety_fake_parts import Page, control, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    y = page.lay.box(h=80).y
    kids = [
        control(Role.GENERIC, "All Teams ▾", Rect(20, y, 120, 28), page.press),
        control(Role.GENERIC, "Resolve", Rect(20, y + 50, 80, 28), page.press),
        control(Role.GENERIC, "Snooze ▾", Rect(110, y + 50, 80, 28), page.press),
        page.control(Role.GENERIC, "Snooze"),
        control(Role.GENERIC, "Escalate ▾", Rect(800, y, 120, 28), page.press),
        control(Role.GENERIC, "Level 2: SRE Secondary", Rect(800, y + 30, 200, 28), page.press),
        # a drop-down of its own, drawn away from the bar's *Snooze ▾*
        control(Role.GENERIC, "Urgency ▾", Rect(600, y, 120, 28), page.press),
        control(Role.GENERIC, "Low", Rect(600, y + 30, 120, 28), page.press),
        control(
            Role.SWITCH,
            "Notify on-call",
            Rect(1000, y, 120, 28),
            page.press,
            states={State.CHECKED},
        ),
        control(
            Role.SWITCH,
            "Alert grouping",
            Rect(1000, y + 40, 120, 28),
            page.press,
            states={State.CHECKED},
        ),
    ]
    window = window_of("Incidents - On-call console", kids, page.status)
    return FakeApp(name="fake-devops-incidents", pid=pid(), window=window)


DEVOPS_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Synchronize", True),
    ("click", Role.GENERIC, "Cancel@1", False),
    ("click", Role.GENERIC, "Abort", True),
    ("click", Role.GENERIC, "Retry@1", True),
    ("click", Role.GENERIC, "OK", True),
    ("click", Role.GENERIC, "Lock@1", True),
    ("click", Role.GENERIC, "Start@1", True),
    ("click", Role.GENERIC, "Sync", False),
    ("click", Role.GENERIC, "Retry@2", False),
    ("click", Role.GENERIC, "Lock@2", False),
    ("click", Role.GENERIC, "Start@2", False),
    ("click", Role.GENERIC, "deploy guestbook-ui rev:14", False),
    ("click", Role.GENERIC, "⋮@1", False),
    ("click", Role.GENERIC, "svc guestbook-ui", False),
    ("click", Role.SWITCH, "New checkout flow new-checkout-flow", True),
    ("click", Role.SWITCH, "Toggle search-v2", True),
    ("click", Role.RADIO, "Staging", False),
    ("click", Role.GENERIC, "Copy settings@1", True),
    ("click", Role.GENERIC, "Copy settings@2", False),
    ("click", Role.GENERIC, "Save changes@1", True),
    ("click", Role.GENERIC, "Save changes@2", False),
    ("click", Role.GENERIC, "Apply changes@1", True),
    ("click", Role.GENERIC, "Apply changes@2", False),
    ("click", Role.GENERIC, "Save changes@3", True),
    ("click", Role.GENERIC, "Schedule", True),
    ("click", Role.GENERIC, "New schedule", False),
    ("click", Role.GENERIC, "Show password@1", True),
    ("click", Role.GENERIC, "Show password@2", False),
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Save@2", False),
]
DEVOPS_STAGING = [
    ("click", Role.SWITCH, "New checkout flow new-checkout-flow", False),
    ("click", Role.GENERIC, "Resolve", False),
    ("click", Role.GENERIC, "Snooze", False),
]
DEVOPS_INCIDENTS = [
    ("click", Role.GENERIC, "All Teams ▾", False),
    ("click", Role.GENERIC, "Resolve", True),
    ("click", Role.GENERIC, "Snooze@1", True),
    ("click", Role.GENERIC, "Escalate ▾", False),
    ("click", Role.GENERIC, "Level 2: SRE Secondary", True),
    ("click", Role.GENERIC, "Urgency ▾", False),
    ("click", Role.GENERIC, "Low", False),
    ("click", Role.SWITCH, "Notify on-call", True),
    ("click", Role.SWITCH, "Alert grouping", False),
]


def _review_dialogs() -> dict[str, Callable[[], FakeApp]]:
    """Dialogs whose bare *Reject*, *Deny* or *Decline* stands beside their other answer.

    Beside *Approve…* it decides what someone asked for (a deployment waiting for review,
    a person's request for access); beside *Allow* or *Accept* it only turns an offer down.
    """
    from safety_fake_dialogs import dialogs

    return {
        "devops-review": dialogs(
            "Review pending deployments",
            "production · Waiting for review. Run #412 deploys guestbook-ui v2.4.",
            "Approve and deploy",
            "Reject",
            name="fake-devops-review",
            default=False,
        ),
        "devops-access": dialogs(
            "Access request",
            "sam@example.com requests the Maintainer role on guestbook.",
            "Approve",
            "Deny",
            name="fake-devops-access",
            default=False,
        ),
        "devops-notify": dialogs(
            "Allow notifications?",
            "ci.example.com wants to show notifications when a pipeline fails.",
            "Allow",
            "Deny",
            name="fake-devops-notify",
            default=False,
        ),
        "devops-terms": dialogs(
            "Runner terms",
            "Read the terms of the hosted runners before you use them.",
            "Accept",
            "Decline",
            name="fake-devops-terms",
            default=False,
        ),
    }


DEVOPS_DIALOGS = _review_dialogs()
DEVOPS_REVIEW = [
    # (app, action, role, name, irreversible)
    ("devops-review", "click", Role.BUTTON, "Reject", True),
    ("devops-review", "click", Role.BUTTON, "Approve and deploy", True),
    ("devops-access", "click", Role.BUTTON, "Deny", True),
    ("devops-notify", "click", Role.BUTTON, "Deny", False),
    ("devops-terms", "click", Role.BUTTON, "Decline", False),
]
"""A review's answers decide it; an offer's are a way back."""
