"""Actions and their receipts.

An :class:`Action` is one small step (click an element, type text, press a key combo, …).
The loop's plan vocabulary (``writetext``, ``keypress``) maps onto the same kinds
(``type``, ``key``). An :class:`ActionReceipt` says what happened and through which
channel of the operation ladder.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from handrail.errors import UsageError, arg
from handrail.keys import KeyCombo, parse_keys

__all__ = [
    "AIMED_KINDS",
    "MAX_COORD",
    "MAX_KEYS",
    "MAX_SCROLL_STEPS",
    "MAX_TEXT",
    "PERFORMED_KINDS",
    "Action",
    "ActionKind",
    "ActionReceipt",
    "Mode",
    "Via",
]


class ActionKind(StrEnum):
    """What an action does."""

    CLICK = "click"
    DOUBLECLICK = "doubleclick"
    RIGHTCLICK = "rightclick"
    HOVER = "hover"
    """The pointer rests on the element (or point), pressing nothing: what shows the
    controls a page or toolkit reveals only under the pointer (a row's archive icon)."""
    SCROLL = "scroll"
    TYPE = "type"
    KEY = "key"
    FOCUS = "focus"
    SET_VALUE = "set_value"
    WAIT = "wait"
    FINISH = "finish"


POINTER_KINDS = frozenset({ActionKind.CLICK, ActionKind.DOUBLECLICK, ActionKind.RIGHTCLICK})
"""The kinds that press a pointer button."""
AIMED_KINDS = POINTER_KINDS | {ActionKind.HOVER}
"""The kinds that need an element or a point: the presses and the hover."""
NEEDS_ELEMENT = frozenset({ActionKind.FOCUS, ActionKind.SET_VALUE})
NO_TARGET = frozenset({ActionKind.WAIT, ActionKind.FINISH})
PERFORMED_KINDS = tuple(k for k in ActionKind if k not in NO_TARGET)
"""The kinds a backend carries out, in the order the CLI and the MCP tool list them."""


class Via(StrEnum):
    """Which channels an action may use: ``auto`` walks the ladder, ``ax`` or ``input`` only."""

    AUTO = "auto"
    AX = "ax"
    INPUT = "input"


class Mode(StrEnum):
    """The channel an action was carried out through.

    ``ax``: an accessibility action; ``keyboard``: synthesized keys; ``clipboard``: paste;
    ``input``: pointer input at a point (the coordinate fallback); ``none``: nothing was sent.
    """

    AX = "ax"
    KEYBOARD = "keyboard"
    CLIPBOARD = "clipboard"
    INPUT = "input"
    NONE = "none"


MAX_SCROLL_STEPS = 100
"""The most wheel steps (notches) one ``scroll`` may send on each axis."""
MAX_TEXT = 10_000
"""The most characters one ``type`` / ``set-value`` may carry."""
MAX_COORD = 100_000
"""The largest coordinate (in pixels, either sign) an action may name."""
MAX_KEYS = 100
"""The longest key combo string."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Action:
    """One action. Validates its own parameters on construction.

    Raises:
        UsageError: when parameters do not fit the kind (missing text, malformed keys, …).

    """

    kind: ActionKind
    element_id: str | None = None
    x: int | None = None
    y: int | None = None
    text: str | None = None
    keys: str | None = None
    dx: int = 0
    dy: int = 0
    seconds: float = 0.0

    def __post_init__(self) -> None:
        kind = self.kind
        has_point = self.x is not None or self.y is not None
        if has_point and (self.x is None or self.y is None):
            raise UsageError(f"{kind}: give both x and y")
        if has_point and self.element_id is not None:
            raise UsageError(f"{kind}: give an element id or x/y, not both")
        if kind in AIMED_KINDS and self.element_id is None and not has_point:
            raise UsageError(f"{kind}: needs an element id (or {arg('x')} and {arg('y')})")
        if kind in NEEDS_ELEMENT and self.element_id is None:
            raise UsageError(f"{kind}: needs an element id")
        if kind in (ActionKind.TYPE, ActionKind.SET_VALUE) and self.text is None:
            raise UsageError(f"{kind}: needs text")
        if kind is ActionKind.KEY:
            if not self.keys:
                raise UsageError("key: needs a key combo such as ctrl+a or Return")
            parse_keys(self.keys)
        if kind is ActionKind.SCROLL and self.dx == 0 and self.dy == 0:
            raise UsageError("scroll: dx and dy are both 0")
        for axis, amount in (("dx", self.dx), ("dy", self.dy)):
            if isinstance(amount, bool) or not isinstance(amount, int):
                raise UsageError(f"{kind}: {axis} must be a whole number of steps")
            if abs(amount) > MAX_SCROLL_STEPS:
                raise UsageError(
                    f"scroll: {axis} {amount} is more than {MAX_SCROLL_STEPS} steps (wheel"
                    " notches, 100 CSS pixels each in a browser); scroll in smaller amounts"
                    " and observe between them"
                )
        for axis, coord in (("x", self.x), ("y", self.y)):
            if coord is not None and (
                isinstance(coord, bool) or not isinstance(coord, int) or abs(coord) > MAX_COORD
            ):
                raise UsageError(
                    f"{kind}: {axis} must be a whole number of pixels within ±{MAX_COORD}"
                )
        if self.text is not None and len(self.text) > MAX_TEXT:
            raise UsageError(
                f"{kind}: text of {len(self.text)} characters is more than {MAX_TEXT};"
                " type it in parts"
            )
        if self.keys is not None and len(self.keys) > MAX_KEYS:
            raise UsageError(f"key: a combo of more than {MAX_KEYS} characters")
        if kind is ActionKind.WAIT and not 0 <= self.seconds <= 60:
            raise UsageError("wait: seconds must be between 0 and 60")

    @property
    def is_coordinate(self) -> bool:
        """True when the action targets raw screen coordinates (a marked last resort)."""
        return self.x is not None

    @property
    def combo(self) -> KeyCombo:
        """The parsed key combo of a ``key`` action.

        Raises:
            UsageError: if this is not a ``key`` action.

        """
        if self.keys is None:
            raise UsageError(f"{self.kind} has no key combo")
        return parse_keys(self.keys)

    def to_json(self) -> dict[str, Any]:
        """A compact JSON form: the kind plus only the parameters that are set."""
        out: dict[str, Any] = {"kind": self.kind.value}
        for name in ("element_id", "x", "y", "text", "keys"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.kind is ActionKind.SCROLL:
            out["dx"], out["dy"] = self.dx, self.dy
        if self.kind is ActionKind.WAIT:
            out["seconds"] = self.seconds
        return out

    def describe(self) -> str:
        """A short human description, e.g. ``click e4`` or ``type "hello" into e2``."""
        where = self.element_id or (f"({self.x},{self.y})" if self.is_coordinate else "")
        if self.kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            text = self.text if self.text is not None else ""
            short = text if len(text) <= 40 else text[:37] + "..."
            return f"{self.kind} {short!r}" + (f" into {where}" if where else "")
        if self.kind is ActionKind.KEY:
            return f"key {self.keys}" + (f" on {where}" if where else "")
        if self.kind is ActionKind.SCROLL:
            return f"scroll {self.dx},{self.dy}" + (f" on {where}" if where else "")
        if self.kind is ActionKind.WAIT:
            return f"wait {self.seconds:g}s"
        return f"{self.kind} {where}".strip()


@dataclass(frozen=True, slots=True, kw_only=True)
class ActionReceipt:
    """What happened when an action ran.

    ``mode`` is the channel used; ``fallback_from`` the channel tried first when a
    fallback happened; ``diagnostic`` a one-line explanation for a person; ``source``
    where the place acted on came from when it was not the tree: ``ocr`` (a text box
    OCR found), ``region`` (a profile's region) or ``coordinates`` (raw coordinates);
    ``opened`` what the action opened outside its target, now in front (``a new tab
    'The guide' http://…/guide.html``), ``""`` for nothing.
    """

    ok: bool
    action: Action
    mode: Mode
    fallback_from: Mode | None = None
    latency_ms: float = 0.0
    diagnostic: str = ""
    source: str | None = None
    opened: str = ""

    @classmethod
    def since(
        cls,
        started: float,
        *,
        action: Action,
        mode: Mode,
        fallback_from: Mode | None = None,
        diagnostic: str = "",
    ) -> ActionReceipt:
        """A receipt for an action that succeeded, timed from ``started`` (``perf_counter``)."""
        return cls(
            ok=True,
            action=action,
            mode=mode,
            fallback_from=fallback_from,
            latency_ms=(time.perf_counter() - started) * 1000,
            diagnostic=diagnostic,
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "ok": self.ok,
            "action": self.action.to_json(),
            "mode": self.mode.value,
            "fallback_from": self.fallback_from.value if self.fallback_from else None,
            "latency_ms": round(self.latency_ms, 1),
            "diagnostic": self.diagnostic,
            "source": self.source,
            "opened": self.opened or None,
        }
