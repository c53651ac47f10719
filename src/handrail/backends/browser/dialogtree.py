"""Locators of page nodes, and the tree that stands for an open JavaScript dialog."""

from __future__ import annotations

from handrail.backends.base import Tree
from handrail.backends.browser.session.page import Dialog
from handrail.model import Environment, Node
from handrail.vocab import Role, State

__all__ = ["DIALOG_PREFIX", "dialog_tree", "make_locator", "parse_locator"]

DIALOG_PREFIX = "dialog:"
"""Locators of the synthetic nodes that stand for an open JavaScript dialog."""


def make_locator(frame_id: str, loader_id: str, backend_id: int | str) -> str:
    """A node's locator: frame, document (loader) and backend node id."""
    return f"{frame_id}:{loader_id}:{backend_id}"


def parse_locator(locator: str) -> tuple[str, str, int | None]:
    """``(frame_id, loader_id, backend node id or None)`` from a locator."""
    parts = locator.split(":")
    if len(parts) != 3:
        return ("", "", None)
    try:
        return (parts[0], parts[1], int(parts[2]))
    except ValueError:
        return (parts[0], parts[1], None)


def dialog_tree(dialog: Dialog, environment: Environment, title: str | None = None) -> Tree:
    """The tree shown while a JavaScript dialog blocks the page: the dialog and its buttons.

    Pressing them is the only way the dialog is answered: never silently. ``title`` is the
    page's, as its last read saw it (while the dialog is open Chromium names the page by
    its address).
    """
    root = Node(
        locator=f"{DIALOG_PREFIX}{dialog.kind}",
        role=Role.ALERT if dialog.kind == "alert" else Role.DIALOG,
        name=" ".join(dialog.message.split()) or dialog.kind,
        states=frozenset({State.MODAL}),
        actions=(),
    )
    nodes = [root]
    if dialog.kind == "unknown":
        # Not seen opening, so not answerable from here: no buttons to press.
        return Tree(
            nodes=(root,),
            total=1,
            environment=environment,
            blocking=dialog.describe(),
            title=title,
        )
    nodes.append(
        Node(
            locator=f"{DIALOG_PREFIX}accept",
            role=Role.BUTTON,
            name="Leave" if dialog.kind == "beforeunload" else "OK",
            states=frozenset({State.FOCUSABLE, State.DEFAULT}),
            actions=("press",),
            parent=root.locator,
        )
    )
    if dialog.kind != "alert":
        nodes.append(
            Node(
                locator=f"{DIALOG_PREFIX}dismiss",
                role=Role.BUTTON,
                name="Stay" if dialog.kind == "beforeunload" else "Cancel",
                states=frozenset({State.FOCUSABLE}),
                actions=("press",),
                parent=root.locator,
            )
        )
    return Tree(
        nodes=tuple(nodes),
        total=len(nodes),
        environment=environment,
        blocking=dialog.describe(),
        title=title,
    )
