"""Whether a node found again is still the element the read made of it.

Chromium's tree names a node as the page says; a read may have named it otherwise (a
finishing pass named an unnamed control by the text beside it, read a ``<div>`` as the
drop-down it draws, took a drawn state out of a name). Before anything is sent, the node
must still be that element: the checks of :mod:`drawnas` (the tree's role may differ
from the read's) are asked first, then, the roles the same, those of :mod:`renamed`; the
first that has something to say decides. Else the names must be the same.

A new finishing pass that names or makes elements otherwise than the tree adds its check
to one of those two lists.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.acting.drawnas import DRAWN_AS, TOGGLES
from handrail.backends.browser.acting.livetext import LiveNode
from handrail.backends.browser.acting.renamed import RENAMED
from handrail.backends.browser.passes.looks.hints import tick_only
from handrail.backends.browser.session.cdp import CdpSession
from handrail.model import Element
from handrail.vocab import Role

__all__ = ["same"]


async def same(
    session: CdpSession,
    object_id: str,
    node: dict[str, Any],
    element: Element,
    role: Role,
    name: str,
) -> bool:
    """Whether the live node (``node``, its tree ``role`` and ``name``) is still ``element``."""
    if element.role is Role.SWITCH and role is Role.CHECKBOX:
        role = Role.SWITCH  # a checkbox drawn as a switch (:mod:`switchfaces`)
    if element.role in TOGGLES and not element.name and tick_only(name):
        name = ""  # a check box drawn with no role, its tick drawn as its text
    live = LiveNode(session, object_id, node, element, role, name)
    for check in DRAWN_AS:
        verdict = await check(live)
        if verdict is not None:
            return verdict
    if node.get("ignored") or role != element.role:
        return False
    for check in RENAMED:
        verdict = await check(live)
        if verdict is not None:
            return verdict
    return name == element.name
