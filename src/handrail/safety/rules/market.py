"""The risk policy's rules for marketing-email, ads-manager, blog and registrar pages.

Such pages draw their controls as plain clickable elements and say what a bare button
does in the words around it: a budget pop-over's *Save* under *Changes apply to the live
campaign right away*, a recommendation card's *Apply* under *Raise your budget*, a post
editor's *Update* beside *Preview*, a comment row's *Spam* and *Trash*, an automation
row's *Activate*, a switch whose help line says a copy *goes out automatically*. The
choice of a page's own drop-down with its *Apply* beside commits nothing by itself; the
*Apply* or *Change* beside it does.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import same_row
from handrail.safety.rules.rows import row_switch
from handrail.safety.rules.view import (
    ALLOW,
    COMMIT_ROLES,
    POPUP_ITEMS,
    TOGGLE_ROLES,
    Assessment,
    View,
    beside,
    called,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["help_over", "market_plain", "market_press", "market_switch"]

_HELP_LOOKBACK = 3
"""How many elements before a switch its own help line may lie."""
_CHECK_ICON = frozenset({"check", "checkmark", "tick", "done", "save", "confirm", "ok"})
"""Words of an unnamed icon's hint that say it saves what was typed beside it."""
_NAMESERVERS = re.compile(r"\bname ?servers?\b|\bdns servers?\b")

_REACH = 3
_LOOKBACK = 4
_ITEMS_REACH = 12
"""How many elements before a drop-down's item its opener may lie."""
"""How many elements before a control the lines that explain it may lie."""
"""How many containers up from a control the words that explain it may lie."""
_SMALL = 24
"""A container holding more than this many elements is a page, not a card or pop-over."""

_DROP = re.compile(r"\s*[▾▼⌄˅]\s*$")
"""The arrow a page's own drop-down draws after its choice."""

_LOOKALIKE = re.compile(
    r"^(?:merge (?:tags?|fields?)|send(?:ing)? history|remove (?:paragraph|heading|image"
    r"|list|quote|columns?|group|table|button|spacer)(?: block)?|(?:transfer|renewal) status)$"
)
"""Labels that name an editor's or a list's part, not a command: *Merge tags* opens the
list of placeholders, *Send history* and *Transfer status* a record, *Remove Paragraph* edits
a draft."""

_CARRIES_OUT = re.compile(r"^(?:apply|change|go|save|update|ok|confirm|submit)$")
"""A bar's button that carries out what its drop-down shows."""

_LIVE_NOTICE = re.compile(
    r"\b(?:appl(?:y|ies)|go(?:es)? live|takes? effect|(?:is|are) used|starts? (?:spending"
    r"|delivering)) (?:[\w-]+ ){0,5}(?:right away|immediately|at once|straight away|now)\b"
)
"""A line saying a change reaches what is live at once."""

_SPENDS = re.compile(r"\b(?:budget|bids?|spend(?:ing)?|cost cap|cpc|cpm)\b")
"""What an ads manager's change spends."""

_LIVE_COMMIT = re.compile(r"^(?:save|save changes|apply|update|done|confirm|ok)$")
"""A bare button that carries out its pop-over or card."""

_RECOMMENDS = re.compile(
    r"\b(?:raise|increase|boost|double|adjust) (?:your |the |daily |campaign )*(?:budgets?"
    r"|bids?|spend|spending limit)\b|\brecommendations?\b"
)
"""A card or section whose *Apply* changes what a campaign spends."""

_APPLY = re.compile(r"^(?:apply|apply all|accept|accept all)(?: \(\d+\))?$")
"""A recommendation's own button."""

_EDITOR_BAR = re.compile(r"^(?:preview|save draft|save as draft|switch to draft)$")
"""Buttons beside which a bare *Update* republishes the post being edited."""

_UPDATE = re.compile(r"^update(?: post| page| article)?$")

_ROW_ACTION = re.compile(r"^(?:trash|spam)$")
"""A row's bare action link that removes or reports its item."""

_ROW_LINKS = re.compile(r"^(?:edit|quick edit|reply|approve|unapprove|view|restore)$")
"""Links a list's row shows beside its own *Trash* and *Spam*."""

_STARTS = re.compile(r"^(?:activate|resume|start|turn on|go live)$")
"""A bare verb that sets something running."""

_SENDS_BY_ITSELF = re.compile(
    r"\b(?:automation|journey|workflow|series|sequence|drip|autoresponder|campaign|ad set)s?\b"
)
"""A row whose item sends mail or spends money once it runs."""

_GOES_OUT = re.compile(
    r"\b(?:goes|go|is|are|gets?) (?:out|sent|e-?mailed|mailed|delivered) (?:[\w-]+ ){0,3}"
    r"automatically\b|\bautomatically (?:sends?|goes out|e-?mails?)\b|^(?:auto-?)?resend\b"
)
"""A switch's words saying mail leaves by itself once it is on."""


def _held(risk: str, reason: str) -> Assessment:
    return Assessment(verdict=Verdict.APPROVE, risk=risk, reason=reason, rule=f"builtin:{risk}")


def _near_lines(element: Element, view: View, *, after: bool = False) -> list[str]:
    """The folded plain words of the card, pop-over or row ``element`` stands in.

    A container with no name of its own may be left out of the tree: the plain lines
    right before ``element`` (a button's), or right after it (a switch's help line), up
    to a heading or another control, count too.
    """
    lines: list[str] = []
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    nearby = (
        elements[at + 1 : at + 1 + _LOOKBACK]
        if after
        else elements[max(0, at - _LOOKBACK) : at][::-1]
    )
    for e in nearby:
        if e.role is Role.HEADING or e.role in COMMIT_ROLES or e.role in TOGGLE_ROLES:
            break
        if e.name and not e.interactive and not e.has(State.CLICKABLE):
            lines.append(p.fold(e.name))
    for i, box in enumerate(view.ancestors(element)):
        inside = view.descendants(box)
        if i >= _REACH or len(inside) > _SMALL:
            break
        for e in inside:
            if e.id == element.id or e.interactive or e.has(State.CLICKABLE) or not e.name:
                continue
            said = p.fold(e.name)
            if said not in lines:
                lines.append(said)
    return lines


def _pressable(element: Element) -> bool:
    return element.role in COMMIT_ROLES or element.has(State.CLICKABLE)


def market_plain(element: Element, label: str, view: View) -> bool:
    """True for a label that only opens or edits, or a drop-down's choice its bar applies.

    *Merge tags*, *Send history* and a block's *Remove Paragraph* commit nothing; nor does
    *Unsubscribe* picked in a page's own *Actions ▾* with *Apply* beside it (the *Apply*
    is judged with the choice it shows).
    """
    if _LOOKALIKE.match(label.strip()):
        return True
    item = element.role in POPUP_ITEMS or (
        element.has(State.CLICKABLE) and element.role not in INTERACTIVE_ROLES
    )
    if not item:
        return False
    # A button after the bar (*Delete audience*) hangs under no drop-down: no item.
    openers = [
        o
        for o in (view.popup_opener(element), _drawn_opener(element, view))
        if o is not None and o.id != element.id and _DROP.search(o.name)
        if _hangs_under(element, o)
    ]
    if not openers:
        return False
    opener = openers[0]
    return any(
        e.id not in (element.id, opener.id)
        and _pressable(e)
        and _CARRIES_OUT.match(p.fold(e.name).strip())
        and beside(opener.bounds, e.bounds)
        and same_row(opener, e)
        for e in view.snapshot.elements
    )


def _drawn_opener(item: Element, view: View) -> Element | None:
    """The page's own drop-down (*Actions ▾*) right before the items it drew open."""
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == item.id), 0)
    for e in reversed(elements[max(0, at - _ITEMS_REACH) : at]):
        if e.role is Role.HEADING or e.role in INTERACTIVE_ROLES:
            return None
        if e.has(State.CLICKABLE) and _DROP.search(e.name):
            return e
    return None


def _hangs_under(item: Element, opener: Element) -> bool:
    """Whether ``item`` is drawn below ``opener`` and overlaps it across: a list it opened."""
    a, b = item.bounds, opener.bounds
    if a is None or b is None:
        return False
    below = a.y >= b.y + b.h // 2
    across = a.x < b.x + b.w and b.x < a.x + a.w
    return below and across


def market_press(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the card, bar, row or drop-down it stands in."""
    if not _pressable(element):
        return ALLOW
    word = label.strip()
    rules = (_live_save, _recommended, _republished, _row_action, _started, _changed, _ticked)
    for rule in rules:
        found = rule(element, word, view)
        if found.verdict is not Verdict.ALLOW:
            return found
    return ALLOW


def _live_save(element: Element, word: str, view: View) -> Assessment:
    """*Save* in a pop-over saying *Changes apply to the live campaign right away*."""
    if not _LIVE_COMMIT.match(word) or view.dialog_of(element) is not None:
        return ALLOW
    for line in _near_lines(element, view):
        if _LIVE_NOTICE.search(line):
            risk = (
                "pay" if any(_SPENDS.search(x) for x in _near_lines(element, view)) else "publish"
            )
            return _held(risk, f"{called(element)} is under the line {line[:100]!r}")
    return ALLOW


def _recommended(element: Element, word: str, view: View) -> Assessment:
    """*Apply* on a card that recommends raising a campaign's budget or bids."""
    if not _APPLY.match(word):
        return ALLOW
    lines = [*_near_lines(element, view), view.heading_before(element)]
    said = next((line for line in lines if _RECOMMENDS.search(line)), None)
    if said is None:
        return ALLOW
    return _held("pay", f"{called(element)} carries out the recommendation {said[:100]!r}")


def _republished(element: Element, word: str, view: View) -> Assessment:
    """A post editor's bare *Update* beside *Preview* or *Save draft* republishes it."""
    if not _UPDATE.match(word):
        return ALLOW
    bar = [
        e
        for e in view.snapshot.elements
        if e.id != element.id and _pressable(e) and same_row(element, e)
        if _EDITOR_BAR.match(p.fold(e.name).strip())
    ]
    if not bar:
        return ALLOW
    return _held(
        "publish", f'{called(element)} beside "{bar[0].name}" publishes the edited post live'
    )


def _in_row(element: Element, view: View) -> Element | None:
    return next((a for a in view.ancestors(element) if a.role in (Role.ROW, Role.LISTITEM)), None)


def _row_action(element: Element, word: str, view: View) -> Assessment:
    """A row's bare *Trash* or *Spam* beside its *Edit* or *Reply* acts on that item.

    So does one in a tool bar, which acts on what is chosen (a folder list's *Trash*
    only opens that folder).
    """
    if not _ROW_ACTION.match(word):
        return ALLOW
    doing = "move to trash" if word == "trash" else "mark as spam"
    risk = (p.categories(doing) or ["delete"])[0]
    if any(a.role is Role.TOOLBAR for a in view.ancestors(element)):
        return _held(risk, f"{called(element)} in a tool bar would {doing} what is chosen")
    row = _in_row(element, view)
    mates = [
        e
        for e in view.snapshot.elements
        if e.id != element.id and _pressable(e) and _ROW_LINKS.match(p.fold(e.name).strip())
        if beside(element.bounds, e.bounds) and same_row(element, e)
    ]
    if row is None and not mates:
        return ALLOW
    return _held(risk, f"{called(element)} in a row would {doing} its item")


def _started(element: Element, word: str, view: View) -> Assessment:
    """A bare *Activate* on an automation's or a campaign's row sets it sending."""
    if not _STARTS.match(word):
        return ALLOW
    row = _in_row(element, view)
    if row is None:
        return ALLOW
    words = " ".join(p.fold(e.name) for e in view.descendants(row) if e.name and not e.interactive)
    if not _SENDS_BY_ITSELF.search(words) and not _SENDS_BY_ITSELF.search(p.fold(row.name)):
        return ALLOW
    return _held("send", f"{called(element)} sets the row's automation or campaign running")


def _changed(element: Element, word: str, view: View) -> Assessment:
    """*Change* beside a page's own drop-down showing *Administrator ▾* grants it."""
    if word != "change":
        return ALLOW
    for e in view.snapshot.elements:
        if e.id == element.id or not _DROP.search(e.name) or not same_row(element, e):
            continue
        if not beside(element.bounds, e.bounds):
            continue
        chosen = p.fold(_DROP.sub("", e.name)).strip()
        if p.PRIVILEGED.match(chosen):
            return _held("grant", f'{called(element)} applies "{chosen}" shown beside it')
        cats = p.categories(chosen)
        if cats:
            return _held(cats[0], f'{called(element)} applies "{chosen}" shown beside it')
    return ALLOW


def _ticked(element: Element, word: str, view: View) -> Assessment:
    """An unnamed check icon under *Nameservers* saves the servers typed beside it."""
    if element.name.strip() or _CHECK_ICON.isdisjoint(p.fold(element.hint).split()):
        return ALLOW
    heading = view.heading_before(element)
    if not _NAMESERVERS.search(heading):
        return ALLOW
    return _held("security", f"{called(element)} under {heading[:60]!r} changes the nameservers")


def help_over(element: Element, view: View) -> list[str]:
    """The plain lines right before a switch, unless another switch stands before them.

    Lines after another switch are that switch's help (*When off, ads … publish without
    review* between the approval switch and *Email me a weekly summary*), unless a title
    naming this switch begins them.
    """
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    lines: list[str] = []
    titled = False  # a title over the switch (*Apple News*) begins its own lines
    for e in reversed(elements[max(0, at - _HELP_LOOKBACK) : at]):
        if e.role in TOGGLE_ROLES:
            return lines if titled else []  # untitled lines after a switch are its own
        if e.interactive or e.has(State.CLICKABLE):
            continue
        if e.name == element.name:
            titled = True
        else:
            lines.append(e.name)
    return lines


def market_switch(element: Element, label: str, view: View) -> Assessment:
    """A switch that starts sending or spending once turned on.

    An unnamed switch drawn in a campaign's row (its hint only says *switch*) turns that
    row's campaign on or off, live; *Resend to non-openers* under *A second copy goes out
    automatically* mails by itself.
    """
    if element.role not in TOGGLE_ROLES:
        return ALLOW
    if element.role is Role.SWITCH and not element.name.strip():
        found = row_switch(element, view)
        if isinstance(found, Assessment):
            return found
    if element.has(State.CHECKED) or element.has(State.PRESSED):
        return ALLOW
    lines = [p.fold(label), p.fold(element.description), *_near_lines(element, view, after=True)]
    said = next((line for line in lines if line and _GOES_OUT.search(line)), None)
    if said is None:
        return ALLOW
    return _held("send", f"{called(element)} turned on sends by itself: {said[:100]!r}")
