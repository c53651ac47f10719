"""The per-session lookups the node step of a read makes of what its snapshot draws.

Each gathers, from the finished drafts, the backend ids worth asking about (the
unnamed controls for an icon hint, the clickables with no role for a look that gives
them one) and asks the snapshot's look readers (:mod:`hints`, :mod:`classlooks`,
:mod:`unread`, :mod:`disclosers`) once per session.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.kinds import ancestors_of, pressed
from handrail.backends.browser.passes.looks.classlooks import (
    link_looks,
    radio_looks,
    says_on,
    switch_inside,
    switch_looks,
)
from handrail.backends.browser.passes.looks.hints import glyph_only, icon_hints, tooltips
from handrail.backends.browser.passes.looks.svgshapes import shape_hints
from handrail.backends.browser.passes.roles.choicecards import choice_cards
from handrail.backends.browser.passes.states.disclosers import open_looks
from handrail.backends.browser.passes.states.unread import unread_looks
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = [
    "clickables",
    "drawn_toggle",
    "links",
    "opens",
    "radios",
    "switch_rows",
    "tip",
    "tips",
    "unnamed_hints",
    "unread",
]

_HINTED_ROLES = INTERACTIVE_ROLES | {Role.IMAGE}
"""Unnamed nodes of these roles get an icon hint from their look."""


def drawn_toggle(hint: str) -> tuple[Role, str, bool] | None:
    """The role, the rest of the hint and the state of a toggle drawn with no role.

    Read from its look (``switch on``, ``checkbox on copyme``); ``None`` for others. The
    look is what a person reads: ``<span class="tgl on">`` is a switch that is on,
    ``<span class="cb">`` a check box that is not ticked.
    """
    words = hint.split()
    if words[:1] == ["switch"] and words[1:] in ([], ["on"]):
        return Role.SWITCH, "", words[1:] == ["on"]
    if "checkbox" not in words:
        return None
    rest = [w for w in words if w != "checkbox" and not says_on(w)]
    return Role.CHECKBOX, " ".join(rest), len(rest) + 1 < len(words)


def switch_rows(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, dict[int, str]]:
    """The look of the one switch a clickable row draws inside it (the row is the switch).

    Only a row named by its words, with no control of its own inside it: an app's root
    that a delegated handler made clickable holds its switches as controls.
    """
    holding = ancestors_of(
        drafts, lambda d: d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states
    )
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if (
            d.bid is not None
            and d.name
            and State.CLICKABLE in d.states
            and d.role not in INTERACTIVE_ROLES
            and d.locator not in holding
        ):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return {sid: switch_inside(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def opens(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, dict[int, bool]]:
    """Per session, the clickables whose class draws a disclosure control open or closed.

    Those with no control's role: a tree's switcher (:mod:`disclosers`), True when open.
    """
    wanted: dict[str, dict[int, bool]] = {}
    for d in drafts:
        if d.bid is None or State.CLICKABLE not in d.states or d.role in INTERACTIVE_ROLES:
            continue
        # An icon in the switcher takes its parent's class; a worded title does not.
        icon = d.role is Role.IMAGE or not d.name.strip() or glyph_only(d.name)
        wanted.setdefault(d.sid, {})[d.bid] = icon
    return {sid: open_looks(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


_MESSAGES = frozenset(
    {Role.ROW, Role.LISTITEM, Role.LINK, Role.OPTION, Role.ARTICLE, Role.TREEITEM}
)
"""Roles a message, a notification or a thread is drawn with in a list of them."""


def unread(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, set[int]]:
    """Per session, the messages (rows, items, clickables) a class draws as unread."""
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if d.bid is not None and (d.role in _MESSAGES or State.CLICKABLE in d.states):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return {sid: unread_looks(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def clickables(drafts: list[Draft], *, named: bool) -> dict[str, set[int]]:
    """Per session, the clickable elements that are no control of their own.

    With ``named``, only those named by words; without, a swatch or a carousel's dot too,
    which has no name, only a look, and is still the chosen one of its group.
    """
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        worded = bool(d.name.strip()) and not glyph_only(d.name)
        if d.bid is not None and pressed(d) and (worded or not named):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return wanted


def links(wanted: dict[str, set[int]], snaps: dict[str, dict[str, Any]]) -> dict[str, set[int]]:
    """Of ``wanted``, those drawn as links (:func:`link_looks`), per session."""
    return {sid: link_looks(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def radios(
    wanted: dict[str, set[int]], snaps: dict[str, dict[str, Any]]
) -> dict[str, dict[int, bool]]:
    """Of ``wanted``, those drawn as radio buttons or as a choice group's cards, per session."""
    return {
        sid: {**choice_cards(snaps[sid], bids), **radio_looks(snaps[sid], bids)}
        for sid, bids in wanted.items()
        if sid in snaps
    }


def tips(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, dict[int, str]]:
    """The page's own tooltips of the controls that have no description, per session."""
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if (
            d.bid is not None
            and not d.desc
            and (d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states)
        ):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return {sid: tooltips(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def tip(tips: dict[str, dict[int, str]], sid: str, bid: int | None, name: str) -> str:
    """A node's tooltip as its description: none when it is its name already."""
    tip = tips.get(sid, {}).get(bid, "") if bid is not None else ""
    return "" if tip == name else tip


_NUMBERED_RUN = 3
"""Siblings named by numbers alone, at least this many, are numbered, not counts."""


def _numbered(drafts: list[Draft]) -> set[str]:
    """The locators of parents holding a run of siblings named by numbers alone.

    A calendar's days drawn as ``<div data-date="15">15</div>`` (Air Datepicker), a
    pager's ``1 2 3`` (DataTables): each is named by its number, as a person reads it.
    """
    runs: dict[str, int] = {}
    for d in drafts:
        if d.parent is not None and d.name.strip().isdigit():
            runs[d.parent] = runs.get(d.parent, 0) + 1
    return {parent for parent, n in runs.items() if n >= _NUMBERED_RUN}


def _count(
    d: Draft,
    cells: set[str] | frozenset[str] = frozenset(),
    numbered: set[str] | frozenset[str] = frozenset(),
) -> bool:
    """Whether a draft's name is a number that names nothing: a count on an icon.

    A cell's number is its name (a calendar's day, a sheet's value), and so is that of
    the link or button right inside a cell (``cells``: their locators), jQuery UI's
    ``<td data-handler="selectDay"><a href="#">15</a>``, and that of one of a run of
    numbered siblings (``numbered``: their parents' locators, :func:`_numbered`).
    """
    if not d.name.strip().isdigit() or d.role is Role.CELL or d.parent in numbered:
        return False
    return not (d.parent in cells and d.role in (Role.LINK, Role.BUTTON))


def unnamed_hints(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]]
) -> dict[str, dict[int, str]]:
    """Icon hints for the unnamed controls, images and clickable elements, per session.

    A name of symbols only (``✕``, drawn by CSS or typed) counts as none. An element
    whose content shows as named elements of its own (a container a framework's
    delegated click handler made clickable) is no icon: its content speaks for it, and
    the class words of everything inside it would make a misleading hint.
    """
    cells = {d.locator for d in drafts if d.role is Role.CELL}
    numbered = _numbered(drafts)
    speaking = ancestors_of(
        drafts,
        lambda d: bool(d.name) and not glyph_only(d.name) and not _count(d, cells, numbered),
    )
    unnamed: dict[str, set[int]] = {}
    pressed: dict[str, set[int]] = {}
    for d in drafts:
        counted = _count(d, cells, numbered)  # a count on an icon (a bell's 3) names nothing
        if (d.name and not glyph_only(d.name) and not counted) or d.value or d.bid is None:
            continue  # named, or a field its value describes
        if d.locator in speaking:
            continue  # its content is shown, named
        if d.role in _HINTED_ROLES or State.CLICKABLE in d.states:
            unnamed.setdefault(d.sid, set()).add(d.bid)
        if State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES:
            pressed.setdefault(d.sid, set()).add(d.bid)
    out: dict[str, dict[int, str]] = {}
    for sid, bids in unnamed.items():
        if sid not in snaps:
            continue
        found = out[sid] = icon_hints(snaps[sid], bids)
        for bid, drawn in shape_hints(snaps[sid], {b for b in bids if not found.get(b)}).items():
            found[bid] = drawn  # no class or file names it: its inline SVG's strokes do
        # A plain element drawn as a switch (``<div class="sw on">`` in a table's cell,
        # its row's script handling the click) shows that look, whatever its class says.
        clicked = {b for b in bids if b in pressed.get(sid, ())}
        found.update(switch_looks(snaps[sid], clicked, boxes=True))
    return out
