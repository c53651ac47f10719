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
from handrail.safety.rules.confirms import buttons_box
from handrail.safety.rules.people import removes_tag
from handrail.safety.rules.view import (
    ALLOW,
    EDITABLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import Role, State

__all__ = [
    "answers_invite",
    "editor_plain",
    "invites_on_save",
    "kin_cross",
    "opens_thread",
    "overlay_verb",
    "releases_version",
    "skips_notice",
    "titled_alone",
]

_OVERLAY_REACH = 3
"""How many containers up from a button its overlay may be (a footer's row, its box)."""
_OVERLAY_PARTS = 16
"""How many elements an overlay's box may hold; a bigger one is the page around it."""
_TITLE_BACK = 6
"""How many elements before a button its overlay's heading may be, when no box holds both."""
_TITLE_AFTER = 2
"""How many elements after a button an overlay's way back (*Cancel*) may be."""
_KIN_REACH = 4
"""How many rows away a ✕ that says what it does may be from an unnamed one."""
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
_SKIP_NOTICE = re.compile(r"^(?:don'?t|do not) (?:send|notify)$")
"""A dialog's *Don't send*: it goes on without the notice, it does not go back."""
_NOTICE = re.compile(
    r"\b(?:send|notify|email)\b.{0,60}\b(?:guests?|attendees|participants|invitees)\b"
)
"""A question about telling an event's guests (*Send cancellation emails to guests?*)."""
_CANCELS = re.compile(r"\bcancell?ation|\bcancel(?:led|ed)?\b|\bdelet")
"""A notice that tells of an event deleted or cancelled."""
_SAVES = re.compile(r"^(?:save|save event|create|create event|schedule)$")
"""An event editor's button that stores the event."""
_GUESTS = re.compile(r"^(?:add |invite )?(?:guests?|attendees|invitees|participants)$")
"""A field of the people an event invites."""
_EDITOR = re.compile(r"^(?:edit|new|create) (?:event|meeting|task|issue)\b")
"""The title of a dialog that edits an event, a task or an issue (not a question)."""
_VERSION = re.compile(r"(?:^|\s)v?\d+\.\d+(?:\.\d+)*(?:[-+][\w.]+)?(?:\s|$|·)")
"""A version's number on its row (*v2.4.0 · 12 issues*)."""
_RELEASE_BACK = 2
"""How many elements before a bare *Release* its version's line may be."""
_ASKS_BACK = 3
"""How many named elements before a bare answer its question may be."""


def opens_thread(element: Element, label: str) -> bool:
    """True for a message's *Reply in thread* icon: it opens the thread, and sends nothing.

    A page's ``title`` is both the icon's description and its hint, so its label says
    it twice (*reply in thread reply in thread*): each of its own texts is judged alone.
    """
    said = p.fold(element.hint) if not label.strip() else label
    if _THREAD.match(said.strip()):
        return True
    own = [p.fold(t).strip() for t in (element.name, element.description, element.hint)]
    own = [t for t in own if t]
    return bool(own) and all(_THREAD.match(t) for t in own)


def overlay_verb(element: Element, label: str, view: View) -> Assessment:
    """A page's own overlay's button that carries out the question above it.

    *Archive* under the heading *Archive #general?*, *Change to Private* under *Change to a
    private channel?*: the overlay is no dialog in the tree, but its heading asks and its
    way back (*Cancel*) stands beside the button of the same verb. A browser's tree may
    drop the overlay's box, its heading and buttons then standing alone among the page's
    own: the nearest heading before the button is its title.
    """
    word = label.split(" ", 1)[0] if label else ""
    if len(word) < 4 or not word.isalpha() or not pressable(element):
        return ALLOW
    if p.NEGATIVE.match(label) or view.dialog_of(element) is not None:
        return ALLOW
    found = _overlay_of(element, view)
    if found is None:
        return ALLOW
    title, inside = found
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


def _overlay_of(element: Element, view: View) -> tuple[Element, list[Element]] | None:
    """The heading of the overlay ``element`` is in, and what else the overlay holds.

    A container a few levels up that holds a heading and little else is the overlay; else
    the nearest heading within :data:`_TITLE_BACK` elements before ``element``, the
    overlay being what lies between them and the few elements after it.
    """
    for i, box in enumerate(view.ancestors(element)):
        if i >= _OVERLAY_REACH:
            break
        inside = view.descendants(box)
        if len(inside) > _OVERLAY_PARTS:
            break
        title = next((e for e in inside if e.role is Role.HEADING and e.name), None)
        if title is not None:
            return title, inside
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), None)
    if at is None:
        return None
    for j in range(at - 1, max(-1, at - 1 - _TITLE_BACK), -1):
        if elements[j].role is Role.HEADING:
            if not elements[j].name:
                return None
            return elements[j], list(elements[j + 1 : at + 1 + _TITLE_AFTER])
    return None


def kin_cross(element: Element, view: View) -> Assessment:
    """An unnamed ✕ on a row whose neighbour's same ✕ says what it does.

    Members' rows each end with a ✕, only the first titled *Remove from channel*: the
    others do the same to their own row. A row of chips or a pop-over's ✕, none of whose
    kin says more than *close*, is left to pass.
    """
    symbol = element.name.strip()
    if not symbol or any(c.isalnum() for c in symbol) or element.description.strip():
        return ALLOW
    if not pressable(element) or element.parent is None:
        return ALLOW
    row = view.by_id.get(element.parent)
    if row is None or row.parent is None:
        return ALLOW
    rows = view.children.get(row.parent, [])
    at = next((i for i, r in enumerate(rows) if r.id == row.id), None)
    if at is None:
        return ALLOW
    for step in (-1, 1):
        j = at + step
        while 0 <= j < len(rows) and abs(j - at) <= _KIN_REACH:
            cross = next(
                (c for c in view.children.get(rows[j].id, []) if c.name.strip() == symbol), None
            )
            if cross is None:
                break  # the rows alike end here
            said = p.fold(cross.description).strip()
            cats = p.categories(said) if said else []
            if cats and not removes_tag(said):
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=cats[0],
                    reason=(
                        f'{called(element)} on "{row.name[:60]}" is the same icon as'
                        f' "{cross.description[:60]}" on "{rows[j].name[:60]}"'
                    ),
                    rule=f"builtin:{cats[0]}",
                )
            j += step
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


def skips_notice(element: Element, label: str, view: View) -> Assessment:
    """A *Don't send* in a dialog that asks whether to tell an event's guests.

    The event's deletion (or change) was asked for before the dialog opened: *Don't send*
    carries it out without the notice, and only *Back* goes back.
    """
    if not _SKIP_NOTICE.match(label.strip()) or not pressable(element):
        return ALLOW
    dialog = view.dialog_of(element)
    if dialog is None:
        return ALLOW
    said = p.fold(" ".join([dialog.name, *(e.name for e in view.descendants(dialog))]))
    if not _NOTICE.search(said):
        return ALLOW
    risk = "delete" if _CANCELS.search(said) else "submit"
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f"{called(element)} goes on without telling the guests ({dialog.name[:60]!r})",
        rule=f"builtin:{risk}",
    )


def invites_on_save(element: Element, label: str, view: View) -> Assessment:
    """An event editor's *Save* with people typed into its guests field invites them.

    Without guests the event is only stored in one's own calendar and passes.
    """
    if not _SAVES.match(label.strip()) or not pressable(element):
        return ALLOW
    dialog = view.dialog_of(element)
    if dialog is None:
        return ALLOW
    guests = next(
        (
            e
            for e in view.descendants(dialog)
            if e.role in EDITABLE_ROLES
            and (e.value or "").strip()
            and any(_GUESTS.match(p.fold(t).strip()) for t in (e.name, e.description, e.hint))
        ),
        None,
    )
    if guests is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="send",
        reason=f"{called(element)} sends the invitation to {(guests.value or '')[:60]!r}",
        rule="builtin:send",
    )


def editor_plain(element: Element, label: str, dialog: Element, view: View) -> bool:
    """True for a bare *Discard* beside *Save* in an *Edit event* dialog: it drops the edits.

    A dialog that asks (*Discard this draft?*) is not an editor, and its *Discard* is
    judged as ever. A confirm's clickable box around its way back is no button either.
    """
    if buttons_box(element, label, view):
        return True
    said = label.strip()
    if said != "discard" or not _EDITOR.match(p.fold(dialog.name).strip()):
        return False
    return any(
        e.id != element.id and pressable(e) and p.fold(e.name).strip() == "save"
        for e in view.descendants(dialog)
    )


def releases_version(element: Element, label: str, view: View) -> Assessment:
    """A bare *Release* on a version's row (*v2.4.0 · 12 issues*) ships that version.

    A *Release* chip among filters names no version and passes; *Release notes* is no
    bare verb.
    """
    if label.strip() != "release" or not pressable(element):
        return ALLOW
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), None)
    if at is None:
        return ALLOW
    near = [e.name for e in elements[max(0, at - _RELEASE_BACK) : at]]
    parent = view.by_id.get(element.parent) if element.parent else None
    if parent is not None and parent.role is not Role.DOCUMENT:
        near.append(parent.name)
    line = next((n for n in near if _VERSION.search(f" {p.fold(n)} ")), None)
    if line is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} releases the version on its line ({line[:60]!r})",
        rule="builtin:publish",
    )


def titled_alone(element: Element, view: View) -> bool:
    """True for a switch whose own title line comes right after another control.

    *Compact rows* after the switch of *Post status updates … automatically*: the lines
    before its own title belong to the rows above, and explain nothing of it.
    """
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), None)
    if at is None or at < 2:
        return False
    title, before = elements[at - 1], elements[at - 2]
    if p.fold(title.name).strip() != p.fold(element.name).strip() or title.interactive:
        return False
    return before.interactive or before.has(State.CLICKABLE)
