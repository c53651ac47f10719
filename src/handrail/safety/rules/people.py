"""The risk policy's rules for help desks, CRMs, HR and payroll read with their surroundings.

A deal card's bare *Won* beside *Lost* closes the deal; a dialog titled for a change of
someone's pay (*Change salary*) is committed by its *Update* or *Save*; a tag chip's
✕ (*Remove tag refund*) only takes the tag off a draft, whatever the tag says, and Enter
in a side panel's *Add tag* only adds one; a composer's *Send later ▾* opens the times.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.view import ALLOW, Assessment, View, beside, called, pressable

__all__ = [
    "closes_deal",
    "opens_times",
    "removes_tag",
    "sends_at",
    "tags_field",
    "titled_change",
]

_TAG_CHIP = re.compile(r"^(?:× |✕ |x )?remove (?:the )?(?:tag|label) [^|]{1,40}$")
"""A chip's ✕ read with its tooltip: the tag's own name is no action."""

_TAGS_FIELD = re.compile(r"^(?:add (?:a |new )?)?tags?$")
"""A ticket's or contact's field whose Enter turns what was typed into a tag (*Add tag*).

Not an article's *Add label* beside *Publish*: held on purpose, a page's script may take
Enter there for the button."""

_SEND_TIMES = re.compile(r"^(?:send later|schedule(?: send| for later)?|snooze)\s*[▾▼⌄⌵]$")
"""A composer's drop-down of times to send at: it opens the times, each judged in turn."""

_ARROWS = "▾▼⌄⌵"
"""The arrows a drop-down's opener draws."""
_PICKS_TIME = re.compile(r"^(?:custom|pick|choose|select|set)\b")
"""An item of the times that opens a picker (*Custom date*) rather than sending."""

_LIST_REACH = 160
"""How far below (or above) its opener a drop-down's item may lie: a short list's height."""

_OUTCOMES = frozenset({"won", "lost"})
"""A deal's two outcomes, drawn as a pair of buttons on its card."""

_LINE_SLACK = 8
"""How many pixels the centres of two controls on one line may lie apart vertically."""

_LINE_REACH = 120
"""How far apart two controls on one line may lie and still be read together."""

_FILTERS = frozenset({"all", "open", "all deals", "open deals", "any"})
"""Names that make a row of *Won* and *Lost* a filter of the list, not a deal's buttons."""

_PAY_CHANGE = re.compile(
    r"^(?:change|edit|update|adjust) (?:the |this |\w+'s )?(?:base )?(?:salary|compensation|pay"
    r"(?: rate)?|wage|hourly rate)\b"
)
"""A dialog's title that says it changes what someone is paid."""

_DIALOG_COMMIT = re.compile(r"^(?:save|save changes|update|apply|submit|done|confirm)$")
"""The button that commits what a dialog is titled for."""


def removes_tag(label: str) -> bool:
    """Whether ``label`` is a tag chip's ✕ (*Remove tag refund*): the tag leaves a draft."""
    return bool(_TAG_CHIP.match(label.strip()))


def tags_field(field: Element, name: str, view: View) -> bool:
    """Whether Enter in ``field`` (named ``name``) only adds a tag: outside any form.

    In a form, Enter may submit it whatever the field is for.
    """
    return bool(_TAGS_FIELD.match(name.strip())) and view.form_of(field) is None


def opens_times(label: str) -> bool:
    """Whether ``label`` is a composer's *Send later ▾*, which opens times to send at."""
    return bool(_SEND_TIMES.match(label.strip()))


def sends_at(element: Element, label: str, view: View) -> Assessment:
    """An item of the times a *Send later ▾* opened (*Tomorrow morning 8:00*) sends then."""
    if not label or not pressable(element) or p.NEGATIVE.match(label) or _PICKS_TIME.match(label):
        return ALLOW
    if _drawn_name(element, view)[-1:] in _ARROWS:
        return ALLOW  # a drop-down of its own (*All Teams ▾*), no item of the times
    opener = view.popup_opener(element)
    if opener is None or opener.id == element.id or not opens_times(_drawn_name(opener, view)):
        opener = _hangs_from(element, view)
    if opener is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="send",
        reason=f'{called(element)} under "{opener.name}" schedules the message to send',
        rule="builtin:send",
    )


def _drawn_name(opener: Element, view: View) -> str:
    """``opener``'s folded name, with the ``▾`` its own child draws (a ``⌄`` inside it)."""
    name = p.fold(opener.name).strip()
    if name and name[-1] not in _ARROWS:
        kids = view.children.get(opener.id, [])
        if any(k.name.strip() and k.name.strip() in _ARROWS for k in kids):
            return f"{name} ▾"
    return name


def _hangs_from(item: Element, view: View) -> Element | None:
    """The *Send later ▾* whose list ``item`` hangs under (or over, in a footer).

    A page's list aligned with its opener, in the same parent, reads as one column with
    it, so the opener is looked for by its name among the item's kin: within
    :data:`_LIST_REACH` pixels, the columns overlapping.
    """
    box = item.bounds
    if box is None:
        return None
    for e in view.snapshot.elements:
        b = e.bounds
        if b is None or e.id == item.id or e.parent != item.parent or not pressable(e):
            continue
        if not opens_times(_drawn_name(e, view)):
            continue
        if b.right <= box.x or b.x >= box.right:
            continue
        below = 0 <= box.y - b.bottom <= _LIST_REACH
        above = 0 <= b.y - box.bottom <= _LIST_REACH
        if below or above:
            return e
    return None


def closes_deal(element: Element, label: str, view: View) -> Assessment:
    """A bare *Won* beside *Lost* on a deal's card marks the deal won.

    Among filters of a list (*All*, *Open*, *Won*, *Lost*) it only narrows what is shown.
    """
    word = label.strip()
    if word != "won" or not pressable(element):
        return ALLOW
    row = {p.fold(e.name).strip() for e in _on_line(element, view)}
    if "lost" not in row or row & _FILTERS:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="submit",
        reason=f'{called(element)} beside "Lost" closes the deal as won',
        rule="builtin:submit",
    )


def _on_line(element: Element, view: View) -> list[Element]:
    """The named controls on ``element``'s line next to it (a card's or a filter bar's)."""
    box = element.bounds
    if box is None:
        return []
    return [
        e
        for e in view.snapshot.elements
        if e.id != element.id
        and e.name
        and pressable(e)
        and e.bounds is not None
        and abs(e.bounds.center[1] - box.center[1]) <= _LINE_SLACK
        and beside(box, e.bounds, _LINE_REACH)
    ]


def titled_change(element: Element, label: str, view: View) -> Assessment:
    """*Update* in a dialog titled *Change salary* (or titled for a risk) commits it."""
    if not pressable(element) or not _DIALOG_COMMIT.match(label.strip()):
        return ALLOW
    dialog = view.dialog_of(element)
    if dialog is None or not dialog.name:
        return ALLOW
    title = p.fold(dialog.name).strip()
    cats = p.categories(title)
    if not cats and _PAY_CHANGE.match(title):
        cats = ["pay"]
    if not cats:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=cats[0],
        reason=f'{called(element)} commits the dialog "{dialog.name[:80]}": it would'
        f" {p.doing(cats[0])}",
        rule=f"builtin:{cats[0]}",
    )
