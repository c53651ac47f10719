"""Approvals: asking a person about one irreversible action, bound to what was seen.

An :class:`ApprovalRequest` describes one action on one element of one snapshot; its
:class:`ApprovalBinding` (snapshot signature, element id, role and name, action) is what
an approval is valid for. When the screen changes before the approved action runs, the
approval no longer matches and the question is asked again.

An :class:`Approver` is a channel to a person: :class:`DenyApprover` (nobody there: the
action does not run), ``TerminalApprover`` (:mod:`handrail.safety.terminal`),
``ConsoleApprover`` (:mod:`handrail.safety.approval_files`, answered in the web console);
other channels implement the same small class.
"""

from __future__ import annotations

import json
import math
import secrets as _random
import time
from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from handrail.actions import Action
from handrail.geometry import Rect
from handrail.model import Element, Snapshot
from handrail.vocab import Role, State

__all__ = [
    "ApprovalAnswer",
    "ApprovalBinding",
    "ApprovalRequest",
    "Approver",
    "DenyApprover",
    "Outcome",
    "Scope",
    "new_request_id",
]

_MENU_ITEMS = frozenset({Role.MENUITEM, Role.OPTION})
"""Items of a menu or list a press opened: whose menu they are is their opener's place."""
_ROWS = frozenset({Role.ROW, Role.LISTITEM, Role.ARTICLE})
_DIALOGS = frozenset({Role.DIALOG, Role.ALERT})
_SAYING = frozenset({Role.TEXT, Role.PARAGRAPH, Role.LABEL, Role.HEADING})
"""What a dialog says its action does is told by its text, not by its controls."""
_SAYS = 160
_FIELDS = frozenset(
    {Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON, Role.SLIDER, Role.LISTBOX}
)


def _plain(name: str) -> str:
    return " ".join(name.split()).rstrip(":*").strip().casefold()


"""Containers of one record: a question names one of their controls by their own words."""
_GAP = 12
"""Pixels between the items of one menu, drawn one under another."""
_OVERLAP = 3
"""Pixels by which a menu's items may overlap (rounded boxes, shared borders)."""
_REACH = 24
"""How far below (or above) its opener a menu may be drawn."""
_OPENERS = frozenset({Role.BUTTON, Role.COMBOBOX, Role.GENERIC, Role.LINK, Role.MENUITEM})
"""What opens a row's menu (a "⋮" button, a clickable ``<div>``, a menu's submenu)."""


class Outcome(StrEnum):
    """What came back from a person."""

    APPROVED = "approved"
    DENIED = "denied"
    UNANSWERED = "unanswered"
    """Nobody answered in time, or nobody can be asked: the action does not run."""


class Scope(StrEnum):
    """How far an approval reaches.

    ``once``: this action, on this element, on this screen, one time. ``run``: the same
    action on the same element (role and name) of the same application again, for as long
    as the gate lives (one run, or one CLI command).
    """

    ONCE = "once"
    RUN = "run"


def new_request_id() -> str:
    """A short random request id (12 hex digits)."""
    return _random.token_hex(6)


def _action_key(action: Action) -> str:
    return json.dumps(action.to_json(), sort_keys=True, ensure_ascii=False)


@dataclass(frozen=True, kw_only=True)
class ApprovalBinding:
    """What an approval is valid for: a screen, an element and an action."""

    signature: str
    target: str
    element_id: str | None
    role: str | None
    name: str | None
    action: str
    """The action's canonical JSON."""

    @classmethod
    def of(cls, action: Action, element: Element | None, snapshot: Snapshot) -> ApprovalBinding:
        """The binding of ``action`` on ``element`` as chosen from ``snapshot``."""
        return cls(
            signature=snapshot.signature,
            target=snapshot.target.key,
            element_id=element.id if element else None,
            role=element.role.value if element else None,
            name=element.name if element else None,
            action=_action_key(action),
        )

    def same_thing(self, other: ApprovalBinding) -> bool:
        """True when both name the same action on the same element, whatever the screen."""
        return (self.target, self.role, self.name, self.action) == (
            other.target,
            other.role,
            other.name,
            other.action,
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "signature": self.signature,
            "target": self.target,
            "element_id": self.element_id,
            "role": self.role,
            "name": self.name,
            "action": json.loads(self.action),
        }


@dataclass(frozen=True, kw_only=True)
class ApprovalRequest:
    """A question for a person: may this action run.

    Attributes:
        id: a short random id (file names, URLs).
        action, element, snapshot: what would run, on what, as seen on which screen.
        risk: the policy's category (``send``, ``pay``, ``delete``, …).
        reason: the policy's explanation, for a person.
        flags: suspicious things noticed on the screen (possible prompt injection).
        context: the caller's evidence: the planner's ``summary`` and ``intent``, the
            last rounds, the instruction.
        origin, run_id: who asks (``cli``, ``api``, ``mcp``, ``loop``) and for which run.
        created, expires: wall-clock seconds; the approver answers by ``expires``.
        screenshot: a PNG of the target as seen, when one could be taken.

    """

    id: str = field(default_factory=new_request_id)
    action: Action
    element: Element | None
    snapshot: Snapshot
    risk: str | None = None
    reason: str = ""
    flags: tuple[str, ...] = ()
    context: dict[str, Any] = field(default_factory=dict)
    origin: str = "api"
    run_id: str | None = None
    created: float = field(default_factory=time.time)
    expires: float = 0.0
    screenshot: bytes | None = field(default=None, repr=False)
    attempt: int = 1
    """1 for the first question; higher when the screen changed and it is asked again."""

    @property
    def binding(self) -> ApprovalBinding:
        """What an answer to this request is valid for."""
        return ApprovalBinding.of(self.action, self.element, self.snapshot)

    @property
    def remaining(self) -> float:
        """Seconds left to answer (never negative)."""
        return max(0.0, self.expires - time.time())

    def describe(self) -> str:
        """One line for a person, e.g. ``click button "Send" in fake-form (send)``."""
        what = self.action.describe()
        if self.element is not None:
            e = self.element
            # An unnamed control is told by its icon, else by its id; and why it is asked.
            label = f'"{e.name}"' if e.name else f"(icon: {e.hint})" if e.hint else e.id
            what = f"{self.action.kind} {e.spoken_role} {label}"
            place = self._place(e)
            if place is not None:
                # One of several alike ("Cancel appointment" twice): which one.
                what += f" {e.id}" if label != e.id else ""
                what += f" ({place})" if place else ""
            elif not self._in_dialog(e) and (opened := self._opened_by(e)):
                # A row's menu item (*Delete* in the menu of one of many "⋮"): whose menu.
                what += f" (in the menu opened {opened})"
            if said := self._dialog_says(e):
                # What the confirming dialog says it will do ("This will email 12,480
                # subscribers"): the count and the object a person answers for.
                what += f" (the dialog says: {said})"
            if not e.name and self.reason:
                what += f" [{self.reason}]"
            if self.action.text is not None:
                what += f" text {self.action.text!r}"
            if self.action.keys is not None:
                what += f" keys {self.action.keys}"
        app = self.snapshot.target.app
        risk = f" ({self.risk})" if self.risk else ""
        return f"{what} in {app}{risk}"

    def explained(self) -> str:
        """:meth:`describe` with the policy's reason, for a one-line error."""
        what = self.describe()
        if self.reason and (self.element is None or self.element.name):
            what += f" — {self.reason}"
        return what

    def _in_dialog(self, e: Element) -> bool:
        """Whether ``e`` is in a dialog: its buttons are no menu's items."""
        by_id = {x.id: x for x in self.snapshot.elements}
        node = by_id.get(e.parent or "")
        for _ in range(16):
            if node is None:
                return False
            if node.role in _DIALOGS:
                return True
            node = by_id.get(node.parent or "")
        return False

    def _dialog_says(self, e: Element) -> str:
        """The words of the dialog ``e`` is in, past its name: ``"This will email …"``."""
        by_id = {x.id: x for x in self.snapshot.elements}
        node = by_id.get(e.parent or "")
        for _ in range(16):
            if node is None or node.role in _DIALOGS:
                break
            node = by_id.get(node.parent or "")
        if node is None:
            return ""
        inside, held = {node.id}, []
        for x in self.snapshot.elements:
            if x.parent in inside:
                inside.add(x.id)
                held.append(x)
        # A field's label ("Qty" beside the field "Qty") says nothing of what is done.
        fields = {_plain(x.name) for x in held if x.role in _FIELDS}
        words = [
            " ".join(x.name.split())
            for x in held
            if x.role in _SAYING and x.name and x.name != node.name and _plain(x.name) not in fields
        ]
        said = " ".join(words)
        if not said:
            return ""
        return repr(said if len(said) <= _SAYS else said[:_SAYS].rstrip() + "…")

    def _opened_by(self, e: Element) -> str:
        """For an item of an open menu or list: which of several alike openers opened it.

        ``after "Invoice 1042"`` when the expanded opener is one of several alike (each
        row's "⋮"); empty when the item is no menu's or its opener is alone of its look.
        """
        if e.role not in _MENU_ITEMS and not e.has(State.CLICKABLE):
            return ""
        openers = [
            x
            for x in self.snapshot.elements
            if x.has(State.EXPANDED) and x.role in _OPENERS and x.id != e.id
        ]
        if not openers:
            # A page's own menu of plain elements says nothing of being open: the one of
            # several alike openers it is drawn right against opened it.
            beside = self._opener_against(e)
            row = self._row_of(e)
            if beside is None or (row and all(x.id != beside.id for x in row)):
                return ""  # a row's own button, under another row's opener
            return self._place(beside) or ""
        # A page may leave an opener it closed marked expanded: of several, the menu
        # drawn nearest is the one it opened.
        opener = min(openers, key=lambda x: _distance(x, e)) if len(openers) > 1 else openers[0]
        place = self._place(opener)
        return place or ""

    def _opener_against(self, e: Element) -> Element | None:
        """The one opener of several alike drawn right above (or below) ``e``'s column.

        ``e``'s column: it and the clickable items stacked right above or below it, a
        menu's items (two at least).
        """
        elements = self.snapshot.elements
        at = next((i for i, x in enumerate(elements) if x.id == e.id), None)
        if at is None or e.bounds is None:
            return None
        top = bottom = e.bounds
        for x in reversed(elements[:at]):
            b = x.bounds
            if (
                b is None
                or not _item(x)
                or abs(b.x - top.x) > 2
                or not -_OVERLAP <= top.y - b.bottom <= _GAP
            ):
                break
            top = b
        for x in elements[at + 1 :]:
            b = x.bounds
            if b is None or not _item(x) or abs(b.x - bottom.x) > 2:
                break
            if not -_OVERLAP <= b.y - bottom.bottom <= _GAP:
                break
            bottom = b
        if top is bottom:
            # Alone, it is no menu's column: a row's icon drawn right over the next row's
            # "⋮" (or under the row's above) is that row's own.
            return None
        looks = Counter((x.role, x.name, x.hint) for x in elements)
        alike = [
            x
            for x in elements
            if x.bounds is not None and x.role in _OPENERS and looks[(x.role, x.name, x.hint)] >= 2
        ]
        # Opened downwards, as menus mostly are; else upwards, from under its last item.
        # Of several there (a row's Start and Edit above its "⋮"), the one drawn closest.
        for side in ("under", "over"):
            found = sorted(
                (gap, i, x)
                for i, x in enumerate(alike)
                if x.bounds is not None
                and (gap := _against(x.bounds, top, bottom, side)) is not None
            )
            if len(found) == 1 or (found and found[1][0] - found[0][0] >= _GAP):
                return found[0][2]
            if found:
                return None
        return None

    def _place(self, e: Element) -> str | None:
        """Which of several alike an element is, by the words of its row or before it.

        ``in the row of "…"``: the first name of its own row, list item or article that
        nothing else has; else ``after "…"``: the nearest such name before it. Its row's
        title, its post's author, for one of several *Cancel* buttons or trash icons;
        ``None`` when it is alone of its look.
        """
        elements = self.snapshot.elements
        looks = Counter((x.role, x.name, x.hint) for x in elements)
        if looks[(e.role, e.name, e.hint)] < 2:
            return None
        # Its own row's first name nothing else has (a row's check box comes before it).
        for x in self._row_of(e):
            if x.id != e.id and x.name and looks[(x.role, x.name, x.hint)] == 1:
                return f'in the row of "{" ".join(x.name.split())[:80]}"'
        at = next((i for i, x in enumerate(elements) if x.id == e.id), len(elements))
        for x in reversed(elements[:at]):
            if x.name and looks[(x.role, x.name, x.hint)] == 1:
                return f'after "{" ".join(x.name.split())[:80]}"'
        return ""

    def _row_of(self, e: Element) -> list[Element]:
        """The elements of the row, list item or article ``e`` is in, in order; else none."""
        by_id = {x.id: x for x in self.snapshot.elements}
        row, node = None, by_id.get(e.parent or "")
        for _ in range(16):
            if node is None:
                break
            if node.role in _ROWS:
                row = node
                break
            node = by_id.get(node.parent or "")
        if row is None:
            return []
        out, inside = [], {row.id}
        for x in self.snapshot.elements:
            if x.parent in inside:
                inside.add(x.id)
                out.append(x)
        return out

    def to_json(self) -> dict[str, Any]:
        """The JSON form (files, the console, the audit log); the screenshot is left out."""
        root = next((e for e in self.snapshot.elements if e.depth == 0 and e.bounds), None)
        return {
            "id": self.id,
            "describe": self.describe(),
            "action": self.action.to_json(),
            "element": self.element.to_json() if self.element else None,
            "target": self.snapshot.target.to_json(),
            "signature": self.snapshot.signature,
            "root_bounds": root.bounds.as_list() if root and root.bounds else None,
            "risk": self.risk,
            "reason": self.reason,
            "flags": list(self.flags),
            "context": self.context,
            "origin": self.origin,
            "run_id": self.run_id,
            "created": self.created,
            "expires": self.expires,
            "attempt": self.attempt,
            "binding": self.binding.to_json(),
        }


@dataclass(frozen=True, kw_only=True)
class ApprovalAnswer:
    """A person's answer (or the lack of one).

    ``by`` says who or which channel answered (``terminal:alice``, ``console``,
    ``nobody``); ``at`` is when; ``note`` explains an unanswered or denied request.
    """

    outcome: Outcome
    scope: Scope = Scope.ONCE
    by: str = "nobody"
    at: float = field(default_factory=time.time)
    note: str = ""

    @property
    def approved(self) -> bool:
        """True when the action may run."""
        return self.outcome is Outcome.APPROVED

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "outcome": self.outcome.value,
            "scope": self.scope.value,
            "by": self.by,
            "at": self.at,
            "note": self.note,
        }


class Approver(ABC):
    """A channel through which a person approves or denies one action."""

    name: str = "approver"
    wants_screenshot: bool = False
    """True when the channel shows a screenshot (the gate then takes one)."""

    @abstractmethod
    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        """Ask about ``request`` and return the answer by ``request.expires``.

        Returns:
            The answer; :attr:`Outcome.UNANSWERED` when time ran out or nobody can answer.

        Raises:
            Stopped: when an emergency stop was raised while waiting.

        """


class DenyApprover(Approver):
    """Nobody can be asked (no terminal, no console): the action does not run."""

    name = "none"

    def __init__(self, note: str = "") -> None:
        self.note = note or (
            "no one to ask: run interactively in a terminal, or start 'handrail console'"
        )

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        """Return :attr:`Outcome.UNANSWERED` at once."""
        return ApprovalAnswer(outcome=Outcome.UNANSWERED, by="nobody", note=self.note)


def _item(x: Element) -> bool:
    """Whether ``x`` may be an item of a menu: a menu's item or a clickable element."""
    return x.has(State.CLICKABLE) or x.role in _MENU_ITEMS


def _against(opener: Rect, top: Rect, bottom: Rect, side: str) -> int | None:
    """How far a column of items from ``top`` to ``bottom`` hangs from ``opener``.

    Right under it (``side`` ``"under"``) or right over it (``"over"``, a menu opened
    upwards), their sides overlapping: the gap between them in pixels; ``None`` when
    the column does not hang from it.
    """
    across = opener.x < top.right + _GAP and top.x < opener.right + _GAP
    gap = top.y - opener.bottom if side == "under" else opener.y - bottom.bottom
    return abs(gap) if across and -_GAP <= gap <= _REACH else None


def _distance(a: Element, b: Element) -> float:
    """How far apart two elements' boxes are drawn (their centres); far when unknown."""
    if a.bounds is None or b.bounds is None:
        return float("inf")
    ax, ay = a.bounds.x + a.bounds.w / 2, a.bounds.y + a.bounds.h / 2
    bx, by = b.bounds.x + b.bounds.w / 2, b.bounds.y + b.bounds.h / 2
    return float(math.hypot(ax - bx, ay - by))
