"""What an object says beyond its place in the tree: value, text, actions, labels.

Read in one concurrent round per batch of objects and kept on the object's
:class:`~handrail.backends.atspi.walk.Info`, so that a read can ask for details early
(while it still fetches extents) without asking twice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from dbus_fast import Variant

from handrail.backends.atspi.bus import (
    ACCESSIBLE,
    ACTION,
    PROPERTIES,
    TEXT,
    VALUE,
    AtspiBus,
    Call,
    CallError,
    Ref,
)
from handrail.backends.atspi.names import LABELLED_BY, clean_name
from handrail.backends.atspi.roles import is_editable, map_role
from handrail.backends.atspi.textio import clean_text
from handrail.backends.atspi.walk import Info
from handrail.vocab import INTERACTIVE_ROLES, Role

__all__ = ["ACTIONABLE", "NAMED_BY_CONTENT", "TEXT_LIMIT", "Details", "read_details", "role_of"]

TEXT_LIMIT = 4000
"""Characters of an object's text read as its value."""

# AT-SPI roles whose text is their value (text, entry, spin button, terminal,
# paragraph, password text).
_TEXT_VALUE_ROLES = frozenset({61, 79, 52, 60, 73, 40})
_PASSWORD = 40
_RANGES = frozenset({Role.SLIDER, Role.SPINBUTTON, Role.PROGRESSBAR, Role.SCROLLBAR})
_CELL = 56

ACTIONABLE = INTERACTIVE_ROLES | {Role.CELL, Role.LISTITEM, Role.ROW, Role.LINK, Role.IMAGE}
"""Roles whose action names a read asks for."""

NAMED_BY_CONTENT = INTERACTIVE_ROLES | {Role.TEXTBOX, Role.CELL, Role.LISTITEM, Role.HEADING}
"""Roles that, when unnamed, take a name from a label or their content."""


def role_of(info: Info) -> Role:
    """The Handrail role of an object."""
    return map_role(info.role, editable=is_editable(info.bits))


@dataclass(frozen=True, slots=True, kw_only=True)
class Details:
    """An object's value (``None`` when it has none), action names and labelling objects."""

    value: str | None
    actions: tuple[str, ...]
    labels: tuple[Ref, ...]


def _number(value: object) -> str:
    number = float(value)  # type: ignore[arg-type]
    return str(int(number)) if number.is_integer() else f"{number:g}"


def _wants_value(info: Info) -> bool:
    if info.role == _CELL and info.has("Text"):
        return True
    if info.role in _TEXT_VALUE_ROLES:
        return info.has("Text") and info.role != _PASSWORD
    # LibreOffice puts Value (always 0) on buttons and menus: only ranges have one.
    return info.has("Value") and role_of(info) in _RANGES


def _value_call(info: Info) -> Call:
    if _by_text(info):
        return (*info.ref, TEXT, "GetText", "ii", [0, TEXT_LIMIT])
    return (*info.ref, PROPERTIES, "Get", "ss", [VALUE, "CurrentValue"])


def _by_text(info: Info) -> bool:
    """True when the object's text is its value (a spreadsheet cell's too: its content)."""
    return info.role in _TEXT_VALUE_ROLES or (info.role == _CELL and info.has("Text"))


def _wants_count(info: Info) -> bool:
    return _by_text(info) and _wants_value(info)


def _count_call(info: Info) -> Call:
    return (*info.ref, PROPERTIES, "Get", "ss", [TEXT, "CharacterCount"])


def _count(info: Info, body: list[Any]) -> int:
    value = body[0].value if isinstance(body[0], Variant) else body[0]
    return int(value)


def _value(info: Info, body: list[Any]) -> str | None:
    if _by_text(info):
        return clean_text(str(body[0]))
    value = body[0].value if isinstance(body[0], Variant) else body[0]
    try:
        return _number(value)
    except (TypeError, ValueError):
        return None


def _wants_actions(info: Info) -> bool:
    # GTK 4 puts the Action interface on every widget; asking a panel or a label for
    # its actions costs a round trip per object and finds none worth listing.
    return info.has("Action") and role_of(info) in ACTIONABLE


def _actions_call(info: Info) -> Call:
    return (*info.ref, ACTION, "GetActions", "", [])


def _actions(info: Info, body: list[Any]) -> tuple[str, ...]:
    return tuple(str(a[0]).lower() for a in body[0] if a[0])


def wants_labels(info: Info) -> bool:
    """True when ``info`` has no name of its own and a label could give it one."""
    return not clean_name(info.name) and role_of(info) in NAMED_BY_CONTENT


def _labels_call(info: Info) -> Call:
    return (*info.ref, ACCESSIBLE, "GetRelationSet", "", [])


def _labels(info: Info, body: list[Any]) -> tuple[Ref, ...]:
    return tuple(
        (str(t[0]), str(t[1])) for kind, targets in body[0] if kind == LABELLED_BY for t in targets
    )


async def labels_of(bus: AtspiBus, info: Info) -> tuple[Ref, ...]:
    """The objects that label ``info`` (by its labelled-by relations)."""
    try:
        body = await bus.call(*_labels_call(info)[:4])
    except CallError:
        return ()
    return _labels(info, body)


def details_of(info: Info) -> Details:
    """The details :func:`read_details` kept on ``info``.

    Raises:
        KeyError: when they were not read.

    """
    found = info.extra["details"]
    assert isinstance(found, Details)
    return found


_READS: tuple[
    tuple[Callable[[Info], bool], Callable[[Info], Call], Callable[[Info, list[Any]], object]], ...
] = (
    (_wants_value, _value_call, _value),
    (_wants_actions, _actions_call, _actions),
    (wants_labels, _labels_call, _labels),
    (_wants_count, _count_call, _count),
)


async def _reread_short_texts(bus: AtspiBus, infos: list[Info], parsed: list[list[object]]) -> None:
    """Read again, up to their length, texts answered empty although they have characters.

    Gecko and LibreOffice answer ``GetText(0, n)`` with ``''`` when the text is shorter
    than ``n``; their ``CharacterCount`` tells how far to ask.
    """
    again = [
        (n, count)
        for n, found in enumerate(parsed)
        if found[0] == "" and isinstance(count := found[3], int) and count > 0
    ]
    if not again:
        return
    replies = await bus.calls(
        # Up to the end (-1) when it is short: Gecko counts characters beyond the BMP twice.
        [
            (*infos[n].ref, TEXT, "GetText", "ii", [0, -1 if c <= TEXT_LIMIT else TEXT_LIMIT])
            for n, c in again
        ]
    )
    for (n, _), body in zip(again, replies, strict=True):
        if not isinstance(body, CallError):
            parsed[n][0] = clean_text(str(body[0]))


async def read_details(bus: AtspiBus, infos: Iterable[Info]) -> None:
    """Read the details of every object in ``infos`` that lacks them, all calls at once.

    Only the calls an object needs are made (a panel needs none), all in one batch
    (:meth:`AtspiBus.calls`); a call answered with an error reads as no value, no
    actions, no labels.

    Raises:
        OperationTimeout, BackendUnavailable: when the bus fails.

    """
    todo = [i for i in infos if "details" not in i.extra]
    calls: list[Call] = []
    plan: list[tuple[Info, list[int]]] = []
    for info in todo:
        slots = [-1] * len(_READS)
        for n, (wants, call, _) in enumerate(_READS):
            if wants(info):
                slots[n] = len(calls)
                calls.append(call(info))
        plan.append((info, slots))
    replies = await bus.calls(calls)
    parsed: list[list[object]] = []
    for info, slots in plan:
        found: list[object] = [None] * len(_READS)
        for n, (_, _, parse) in enumerate(_READS):
            body = replies[slots[n]] if slots[n] >= 0 else None
            if body is not None and not isinstance(body, CallError):
                try:
                    found[n] = parse(info, body)
                except (TypeError, ValueError):
                    found[n] = None
        parsed.append(found)
    await _reread_short_texts(bus, [info for info, _ in plan], parsed)
    for (info, _), found in zip(plan, parsed, strict=True):
        value, actions, labels, _ = found
        if slots[0] < 0 and info.role == _PASSWORD:
            value = ""
        names = list(actions) if isinstance(actions, tuple) else []
        if info.has("EditableText") and is_editable(info.bits):
            names.append("set_value")
        info.extra["details"] = Details(
            value=value if isinstance(value, str) else None,
            actions=tuple(dict.fromkeys(names)),
            labels=labels if isinstance(labels, tuple) else (),
        )
