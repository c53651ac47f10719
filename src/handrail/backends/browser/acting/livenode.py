"""The page node an action is about to act on, looked up again from its locator.

Before anything is sent the element is found again by its locator (frame, document,
backend node id): it must still be connected and have the role and name it was observed
with (a text's name begins its block's; a clickable element without an accessible name
still holds its text), or the action fails as stale and nothing is sent.
"""

from __future__ import annotations

from dataclasses import dataclass

from handrail.backends.browser.acting.pagecall import IS_CONNECTED, call
from handrail.backends.browser.acting.sameness import same
from handrail.backends.browser.dialogtree import parse_locator
from handrail.backends.browser.roles import field_role, map_role, node_name, prop_map
from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import ActionFailed, StaleElement
from handrail.model import Element
from handrail.vocab import Role

__all__ = ["Live", "resolve", "stale"]


@dataclass(frozen=True, slots=True)
class Live:
    """The node found again: its session, backend node id, a handle on it and its tag."""

    session: CdpSession
    backend_id: int
    object_id: str
    tag: str


def stale(element: Element, why: str) -> StaleElement:
    """The error for an element that is gone or changed: nothing was done."""
    return StaleElement(
        f"element {element.id} ({element.mention}) {why}; nothing was done;"
        " observe again for current ids"
    )


async def resolve(page: PageHandle, element: Element) -> Live:
    """The element's node, found again by its locator, or :class:`StaleElement`."""
    frame_id, loader_id, bid = parse_locator(element.locator)
    if bid is None:
        raise ActionFailed(f"element {element.id} has no DOM node to act on")
    frames = {f.frame_id: f for f in await page.frames()}
    frame = frames.get(frame_id)
    if frame is None:
        raise stale(element, "is gone (its frame has gone)")
    if frame.loader_id != loader_id:
        raise stale(element, "is gone (the page has navigated)")
    session = frame.session
    try:
        resolved = await session.send("DOM.resolveNode", {"backendNodeId": bid})
        object_id = resolved["object"]["objectId"]
        if not await call(session, object_id, IS_CONNECTED):
            raise stale(element, "was removed from the page")
        ax = await session.send(
            "Accessibility.getPartialAXTree", {"backendNodeId": bid, "fetchRelatives": False}
        )
    except CdpError as exc:
        raise stale(element, "is gone") from exc
    nodes = ax.get("nodes", [])
    node = nodes[0] if nodes else {}
    role = field_role(map_role(node.get("role", {}).get("value", "")), prop_map(node))
    name = node_name(node)
    if not await same(session, object_id, node, element, role, name):
        if node.get("ignored") and not name:
            # Still in the page, no longer shown: a closed dialog's or menu's control.
            raise stale(element, "is no longer shown (hidden, or its dialog or menu closed)")
        now = "element" if role is Role.GENERIC else str(role)
        raise stale(element, f"changed (now {now} {name!r})")
    desc = await session.send("DOM.describeNode", {"backendNodeId": bid})
    tag = str(desc.get("node", {}).get("nodeName", "")).lower()
    return Live(session=session, backend_id=bid, object_id=object_id, tag=tag)
