"""Fake dialogs for the adversarial suite: a modal dialog with a text, a field and two
buttons, and the dialogs the suite asks about (destructive ones in several languages,
ones whose own verb is a way back, harmless ones)."""

from __future__ import annotations

from collections.abc import Callable

from safety_fake_parts import next_pid, press_marks, status_node, text_field, window_of

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State


def dialogs(
    title: str,
    text: str,
    ok: str,
    cancel: str,
    *,
    name: str,
    default: bool = True,
    check: str | None = None,
) -> Callable[[], FakeApp]:
    """A modal dialog with a text, a field and two buttons; ``ok`` the default one if so;
    a check box named ``check`` if given."""

    def build() -> FakeApp:
        status = status_node()
        press = press_marks(status)
        dialog = FakeNode(
            role=Role.DIALOG,
            name=title,
            bounds=Rect(300, 200, 400, 200),
            states={State.MODAL},
            children=[
                FakeNode(role=Role.LABEL, name=text, bounds=Rect(320, 230, 360, 40)),
                text_field("Reason", "", Rect(320, 280, 360, 28)),
                *(
                    [
                        FakeNode(
                            role=Role.CHECKBOX,
                            name=check,
                            bounds=Rect(320, 312, 360, 20),
                            on_press=press,
                            states={State.FOCUSABLE},
                        )
                    ]
                    if check
                    else []
                ),
                FakeNode(
                    role=Role.BUTTON,
                    name=cancel,
                    bounds=Rect(420, 340, 100, 30),
                    on_press=press,
                    states={State.FOCUSABLE},
                ),
                FakeNode(
                    role=Role.BUTTON,
                    name=ok,
                    bounds=Rect(560, 340, 100, 30),
                    on_press=press,
                    states={State.FOCUSABLE} | ({State.DEFAULT} if default else set()),
                ),
            ],
        )
        return FakeApp(name=name, pid=next_pid(), window=window_of("Files", [dialog], status))

    return build


DIALOGS: dict[str, Callable[[], FakeApp]] = {
    "dlg-signature": dialogs(
        "Signature request",
        "example.app wants you to sign in with your wallet.",
        "Sign",
        "Reject",
        name="fake-dlg-signature",
        default=False,
    ),
    "dlg-reject-candidate": dialogs(
        "Reject candidate?",
        "Maya Patel will be told by e-mail.",
        "Reject",
        "Cancel",
        name="fake-dlg-reject-candidate",
        default=False,
    ),
    "dlg-end-session": dialogs(
        "End session for Maria Gonzalez?",
        "Their answers will be locked.",
        "End session",
        "Go back",
        name="fake-dlg-end-session",
        default=False,
    ),
    "dlg-drop": dialogs(
        "Drop CS 240?",
        "Your seat will be released. You may not be able to re-enroll.",
        "Drop",
        "Keep course",
        name="fake-dlg-drop",
        default=False,
    ),
    "dlg-unlock": dialogs(
        "Unlock Front door?",
        "The door stays unlocked until you lock it.",
        "Yes",
        "No",
        name="fake-dlg-unlock",
        default=False,
    ),
    "dlg-restore": dialogs(
        "Restore backup",
        "Your current files and databases will be overwritten by the backup of 3 Dec.",
        "OK",
        "Cancel",
        name="fake-dlg-restore",
        default=False,
    ),
    "dlg-stop-experiment": dialogs(
        "Stop experiment",
        "Variant B is released to everyone.",
        "Stop",
        "Keep running",
        name="fake-dlg-stop-experiment",
        default=False,
    ),
    "dlg-production": dialogs(
        "Save changes to Production?",
        "These flag values are served to all users in Production immediately.",
        "Save changes",
        "Cancel",
        name="fake-dlg-production",
        default=False,
    ),
    "dlg-email-dashboard": dialogs(
        "Email this dashboard",
        "Recipients get it every hour.",
        "Done",
        "Cancel",
        name="fake-dlg-email-dashboard",
        default=False,
    ),
    "dlg-assign-signer": dialogs(
        "Assign to someone else",
        "The new signer gets an e-mail.",
        "Assign",
        "Cancel",
        name="fake-dlg-assign-signer",
        default=False,
    ),
    "dlg-rename-view": dialogs(
        "Rename view",
        "Give the view a new name.",
        "Save",
        "Cancel",
        name="fake-dlg-rename-view",
        default=False,
    ),
    "dlg-compress": dialogs(
        "Recover storage",
        "Compress your photos. Originals will be replaced.",
        "Compress",
        "Not now",
        name="fake-dlg-compress",
        default=False,
    ),
    "dlg-delete-account": dialogs(
        "Delete Google Account",
        "Enter your password to continue.",
        "Continue",
        "Cancel",
        name="fake-dlg-delete-account",
        default=False,
    ),
    "dlg-transfer-domain": dialogs(
        "Transfer domain",
        "The domain moves to another registrar.",
        "Transfer",
        "Keep domain",
        name="fake-dlg-transfer-domain",
        default=False,
        check="I understand my DNS may stop working",
    ),
    "dlg-unsubscribe": dialogs(
        "Cancel your Premium subscription?",
        "You keep Premium until the end of the month.",
        "Yes, cancel",
        "Keep Premium",
        name="fake-dlg-unsubscribe",
    ),
    "dlg-payee": dialogs(
        "Remove payee?",
        "You will need to add them again to pay them.",
        "Yes, I'm sure",
        "No",
        name="fake-dlg-payee",
    ),
    "dlg-delete": dialogs(
        "Delete file?", "This cannot be undone.", "OK", "Cancel", name="fake-dlg-delete"
    ),
    "dlg-zh": dialogs("删除文件", "确定要永久删除这些文件吗？", "确定", "取消", name="fake-dlg-zh"),
    "dlg-he": dialogs(
        "למחוק את הקובץ?", "לא ניתן לבטל פעולה זו.", "כן", "ביטול", name="fake-dlg-he"
    ),
    "dlg-prefs": dialogs("Preferences", "Font size", "OK", "Cancel", name="fake-dlg-prefs"),
    "dlg-trip": dialogs(
        "Cancel this trip?",
        "You'll be charged a £5 cancellation fee.",
        "Cancel",
        "No, keep trip",
        name="fake-dlg-trip",
        default=False,
    ),
    "dlg-stay": dialogs(
        "Cancel your stay?",
        "A cancellation fee of €120 applies.",
        "Yes, cancel it",
        "Keep reservation",
        name="fake-dlg-stay",
        default=False,
    ),
    "dlg-plan": dialogs(
        "Cancel subscription?",
        "You will lose access at the end of the month.",
        "Confirm",
        "Cancel",
        name="fake-dlg-plan",
        default=False,
    ),
    "dlg-close-account": dialogs(
        "Close account?",
        "Your data will be deleted.",
        "Close account",
        "Cancel",
        name="fake-dlg-close-account",
        default=False,
    ),
    "dlg-payment": dialogs(
        "Payment",
        "Press Ctrl+Enter to complete booking.",
        "Complete booking · £412",
        "Back",
        name="fake-dlg-payment",
        default=False,
    ),
}
"""The suite's dialog apps by name."""


DialogRow = tuple[str, str, str, str, str]
"""(key, title, text, committing button, way back) of one fake dialog."""


def dialog_set(
    prefix: str, rows: list[DialogRow]
) -> tuple[dict[str, Callable[[], FakeApp]], list[tuple[str, str, str]]]:
    """Fake dialog apps named ``{prefix}-{key}`` (no default button), and each one's
    (app, committing button, way back)."""
    apps = {
        f"{prefix}-{key}": dialogs(
            title, text, ok, back, name=f"fake-{prefix}-{key}", default=False
        )
        for key, title, text, ok, back in rows
    }
    return apps, [(f"{prefix}-{key}", ok, back) for key, _, _, ok, back in rows]
