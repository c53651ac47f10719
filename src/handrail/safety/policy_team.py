"""The risk policy's rules for team chats, calendars and project boards.

A page's own confirmation overlay is no dialog in the tree: its question (*Archive
#general?*) names what its button of the same verb does. An invitation's bare *Accept* or
an event's *Yes* under *Going?* answers the organiser. A message's *Reply in thread*
opens the thread beside it, and sends nothing.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.policy_view import ALLOW, Assessment, View, called, pressable
from handrail.vocab import Role, State

__all__ = ["answers_invite", "opens_thread", "overlay_verb"]

_OVERLAY_REACH = 3
"""How many containers up from a button its overlay may be (a footer's row, its box)."""
_THREAD = re.compile(
    r"^(?:(?:reply|respond|answer) in (?:a |the )?thread|(?:view|open|show) (?:the )?thread"
    r"|(?:view|show) (?:\d+ )?repl(?:y|ies))$"
)
"""A message's control that opens its thread in a side panel."""
_ANSWER = re.compile(r"^(?:yes|no|accept|decline)$")
"""A bare answer to an invitation."""
_ASKS = re.compile(
    r"(?:\bgoing|\battending|\bwill you (?:attend|join|come)|\brsvp)\s*\??$|\binvitations?\b"
)
"""A line that asks for an answer to an invitation (*Going?*) or heads invitations."""
_ASKS_BACK = 3
"""How many named elements before a bare answer its question may be."""


def opens_thread(element: Element, label: str) -> bool:
    """True for a message's *Reply in thread* icon: it opens the thread, and sends nothing."""
    said = p.fold(element.hint) if not label.strip() else label
    return bool(_THREAD.match(said.strip()))


def overlay_verb(element: Element, label: str, view: View) -> Assessment:
    """A page's own overlay's button that carries out the question above it.

    *Archive* under the heading *Archive #general?*, *Change to Private* under *Change to a
    private channel?*: the overlay is no dialog in the tree, but its heading asks and its
    way back (*Cancel*) stands beside the button of the same verb.
    """
    word = label.split(" ", 1)[0] if label else ""
    if len(word) < 4 or not word.isalpha() or not pressable(element):
        return ALLOW
    if p.NEGATIVE.match(label) or view.dialog_of(element) is not None:
        return ALLOW
    for i, box in enumerate(view.ancestors(element)):
        if i >= _OVERLAY_REACH:
            break
        inside = view.descendants(box)
        title = next((e for e in inside if e.role is Role.HEADING and e.name), None)
        if title is None:
            continue
        asked = p.fold(title.name).strip()
        if not asked.endswith("?") or not asked.startswith(f"{word} "):
            return ALLOW
        back = any(
            e is not element
            and (e.role is Role.BUTTON or e.has(State.CLICKABLE))
            and p.NEGATIVE.match(p.fold(e.name))
            for e in inside
        )
        if not back:
            return ALLOW
        risk = (p.categories(asked) or ["confirm"])[0]
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=risk,
            reason=f'{called(element)} answers the overlay "{title.name[:80]}"',
            rule=f"builtin:{risk}",
        )
    return ALLOW


def answers_invite(element: Element, label: str, view: View) -> Assessment:
    """A bare *Accept*, *Decline*, *Yes* or *No* after *Going?* or under *Invitations*.

    The answer is sent to the organiser at once; a *Maybe* is left to pass.
    """
    if not _ANSWER.match(label.strip()) or not pressable(element):
        return ALLOW
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), None)
    if at is None:
        return ALLOW
    seen = 0
    for e in reversed(elements[:at]):
        if not e.name or e.role in (Role.BUTTON, Role.LINK) or e.has(State.CLICKABLE):
            continue
        said = p.fold(e.name).strip()
        if _ASKS.search(said):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="send",
                reason=f"{called(element)} answers the invitation ({e.name[:60]!r})",
                rule="builtin:send",
            )
        seen += 1
        if seen >= _ASKS_BACK or said.endswith("?"):  # another question is asked nearer
            break
    return ALLOW
