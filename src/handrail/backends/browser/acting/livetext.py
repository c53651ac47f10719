"""A node found again, beside the element read, and the text comparisons its checks share.

:class:`LiveNode` is what each check of :mod:`sameness` is given: the node's handle, its
entry in Chromium's tree, the role and name that tree gives it now, and the element the
read made of it. The helpers compare a name read with words the page holds now, which
the tree shows as drawn and the DOM as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from handrail.backends.browser.acting.livescripts import TEXT_BESIDE, TIP
from handrail.backends.browser.acting.pagecall import call
from handrail.backends.browser.passes.looks.hints import TIP_ATTRS
from handrail.backends.browser.session.cdp import CdpSession
from handrail.model import Element
from handrail.vocab import Role

__all__ = ["GLYPH_NAME", "LiveNode", "glyphs_apart", "in_order", "squeezed"]

GLYPH_NAME = re.compile(r"[a-z][a-z0-9_]{1,40}")
"""What an icon font's glyph name looks like (the observation leaves it out of names)."""


def squeezed(text: str) -> str:
    """``text`` with every space taken out."""
    return "".join(text.split())


def in_order(seen: str, squeezed_live: str) -> bool:
    """Whether every word of ``seen`` is in ``squeezed_live`` (spaces taken out), in order.

    Case aside: the tree shows the text as drawn (``text-transform: uppercase``), the
    page holds it as written.
    """
    at = 0
    squeezed_live = squeezed_live.casefold()
    for word in seen.casefold().split():
        found = squeezed_live.find(word, at)
        if found < 0:
            return False
        at = found + len(word)
    return True


def glyphs_apart(live: str, seen: str) -> bool:
    """Whether ``live`` is ``seen`` with icon-font glyph names (``more_vert``) added."""
    rest = iter(live.split())
    for word in seen.split():
        for got in rest:
            if got == word:
                break
            if not GLYPH_NAME.fullmatch(got):
                return False
        else:
            return False
    return all(GLYPH_NAME.fullmatch(got) for got in rest)


@dataclass(frozen=True, slots=True)
class LiveNode:
    """The node an action is about to act on, as it is now, and the element read of it.

    ``role`` and ``name`` are what Chromium's tree says of the node now (``node``, its
    ``getPartialAXTree`` entry); ``element`` is what the read said.
    """

    session: CdpSession
    object_id: str
    node: dict[str, Any]
    element: Element
    role: Role
    name: str

    async def run(self, script: str, *args: Any) -> Any:
        """The value of a page script (:mod:`livescripts`) called on the node."""
        return await call(self.session, self.object_id, script, *args)

    async def text(self, script: str, *args: Any) -> str:
        """A page script's value as text, ``""`` for none."""
        return str(await self.run(script, *args) or "")

    async def named_by_tip(self) -> bool:
        """Whether the node's tooltip attribute (:data:`hints.TIP_ATTRS`) says its read name."""
        tip = await self.text(TIP, list(TIP_ATTRS))
        return " ".join(tip.split()) == self.element.name

    async def named_beside(self) -> bool:
        """Whether the text right before (or after) the node still names it as read."""
        name = self.element.name
        beside = await self.run(TEXT_BESIDE)
        before, after = [*beside, "", ""][:2] if isinstance(beside, list) else (beside, "")
        # The observation read the text as drawn, the DOM holds it as written: CSS may
        # draw it in capitals (``text-transform``, a time picker's ``am`` drawn ``AM``).
        want = squeezed(name).casefold()
        # The text before it may be a title with the line under it ("Shuffle questions"
        # / "Each student gets a different order"): the title begins it.
        said = squeezed(str(before or "")).casefold()
        later = squeezed(str(after or "")).casefold()
        return bool(want) and (
            said.rstrip(":").endswith(want)
            or said.startswith(want)
            # Named by a clickable card's words before it (*WEB-98 Payment webhook
            # retries Due*), which end with the text right before it (*Due*).
            or (len(said) > 1 and want.endswith(said.rstrip(":")))
            or later.startswith(want)
            # A row's words after a tick box, less the controls among them (its title).
            or (later.startswith(name.split()[0].casefold()) and in_order(name, later))
        )
