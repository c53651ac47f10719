"""One planned action, checked against a snapshot and built into an :class:`Action`.

Every rejection is written for the model that made the plan: which action was wrong,
in the plan's own terms (its fields, never command-line flags), and the nearest valid
choice — the ids whose names match what it wrote, the action types, the keys.
"""

from __future__ import annotations

import difflib
import json
import math
import re
from collections.abc import Collection, Sequence
from typing import Any

from handrail.actions import Action, ActionKind
from handrail.errors import HandrailError, PlanRejected
from handrail.keys import parse_keys
from handrail.loop.nearest import choices_line, nearest_elements
from handrail.loop.textnorm import normalize_text
from handrail.model import Element, Snapshot
from handrail.planschema import PLAN_ACTIONS
from handrail.vocab import State

__all__ = ["build_action", "resolve_element_ref"]

_KINDS = {
    "click": ActionKind.CLICK,
    "doubleclick": ActionKind.DOUBLECLICK,
    "rightclick": ActionKind.RIGHTCLICK,
    "hover": ActionKind.HOVER,
    "scroll": ActionKind.SCROLL,
    "writetext": ActionKind.TYPE,
    "keypress": ActionKind.KEY,
    "wait": ActionKind.WAIT,
}
_POINTER = frozenset({"click", "doubleclick", "rightclick", "hover"})
_PARAMS: dict[str, tuple[str, ...]] = {
    "click": ("element_id", "x", "y"),
    "doubleclick": ("element_id", "x", "y"),
    "rightclick": ("element_id", "x", "y"),
    "hover": ("element_id", "x", "y"),
    "scroll": ("element_id", "dx", "dy"),
    "writetext": ("element_id", "text"),
    "keypress": ("keys", "element_id"),
    "wait": ("seconds",),
    "finish": (),
}
_PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
_KEYS_EXAMPLE = 'such as "Return", "Tab", "ctrl+a" or "5"'


def _shown(value: Any, limit: int = 40) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _quoted(names: Sequence[str]) -> str:
    return ", ".join(f'"{n}"' for n in names)


def resolve_element_ref(
    ref: Any, snapshot: Snapshot, shown: Collection[str] | None = None
) -> Element:
    """The element of ``snapshot`` that ``{"role": R, "name": N, "index"?: I}`` names.

    Names are compared after normalization; among several matches, enabled interactive
    elements come first, then document order; ``index`` picks among them (default 0).
    With ``shown``, only elements whose ids the planner was shown count.

    Raises:
        PlanRejected: when the reference is malformed or matches nothing (naming the
            nearest elements).

    """
    if not isinstance(ref, dict) or not isinstance(ref.get("name"), str):
        raise PlanRejected(
            '"element" must be an object with a "role" and a "name", such as'
            ' {"role": "button", "name": "7"}; or give "element_id" instead'
        )
    role = ref.get("role")
    index = ref.get("index", 0)
    if role is not None and not isinstance(role, str):
        raise PlanRejected('"element.role" must be a role name such as "button"')
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise PlanRejected('"element.index" must be 0 or a larger whole number')
    want = normalize_text(ref["name"], punctuation=False)
    matches = [
        e
        for e in snapshot.elements
        if (role is None or e.role.value == role)
        and normalize_text(e.name, punctuation=False) == want
        and (shown is None or e.id in shown)
    ]
    matches.sort(key=lambda e: (not e.interactive, e.has(State.DISABLED)))
    if index >= len(matches):
        near = nearest_elements(snapshot, [ref["name"]], shown=shown, role=role)
        what = f'{role} named "{ref["name"]}"' if role else f'element named "{ref["name"]}"'
        raise PlanRejected(
            f"the element list has no {what}; the nearest are: {choices_line(near)}"
            ' (use one of these ids as "element_id")'
        )
    return matches[index]


class _Checker:
    """The checks of one raw action; ``fail`` raises with the action named."""

    def __init__(
        self,
        raw: dict[str, Any],
        kind: str,
        number: int,
        snapshot: Snapshot,
        shown: Collection[str] | None,
        hints: Sequence[str],
    ) -> None:
        self.raw, self.kind, self.number = raw, kind, number
        self.snapshot, self.shown, self.hints = snapshot, shown, hints

    def fail(self, what: str) -> PlanRejected:
        return PlanRejected(f"action {self.number} ({self.kind}) {what}")

    def nearest(self, *extra: str) -> str:
        texts = [*extra, str(self.raw.get("text") or ""), *self.hints]
        return choices_line(nearest_elements(self.snapshot, texts, shown=self.shown))

    def integer(self, name: str, default: int | None = None) -> int | None:
        value = self.raw.get(name, default)
        if value is None:
            return None
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or (isinstance(value, float) and not math.isfinite(value))
            or value != int(value)
        ):
            raise self.fail(f'has "{name}" {_shown(value)}; it must be a whole number')
        return int(value)

    def element_id(self, resolved: list[str]) -> str | None:
        raw = self.raw
        element_id = raw.get("element_id")
        if "element" in raw:
            if element_id is not None:
                raise self.fail('gives both "element_id" and "element"; give only one')
            element_id = resolve_element_ref(raw["element"], self.snapshot, self.shown).id
            resolved.append(element_id)
        if element_id is None:
            return None
        if not isinstance(element_id, str):
            guess = f"e{element_id}" if isinstance(element_id, int) else ""
            hint = f' (did you mean "{guess}"?)' if guess and self.snapshot.get(guess) else ""
            raise self.fail(
                f'has "element_id" {_shown(element_id)}; it must be an id from the element'
                f' list, a string such as "e4"{hint}'
            )
        if self.snapshot.get(element_id) is None or (
            self.shown is not None and element_id not in self.shown
        ):
            raise self.fail(
                f'names "{element_id}", which is not an id in the current element list;'
                f" the ids whose names match what you wrote: {self.nearest()}"
            )
        return element_id

    def text(self, secrets: Collection[str] | None) -> str | None:
        text = self.raw.get("text")
        if text is None:
            return None
        if not isinstance(text, str):
            raise self.fail(f'has "text" {_shown(text)}; it must be the text to type, a string')
        if secrets is not None:
            for name in _PLACEHOLDER.findall(text):
                if name not in secrets:
                    known = ", ".join("{{" + n + "}}" for n in sorted(secrets)) or "none"
                    raise self.fail(
                        f"types the secret {{{{{name}}}}}, which does not exist;"
                        f" the secrets there are: {known}"
                    )
        return text

    def keys(self) -> str | None:
        keys = self.raw.get("keys")
        if keys is None:
            return None
        if not isinstance(keys, str) or not keys.strip():
            raise self.fail(f'has "keys" {_shown(keys)}; give a key combo {_KEYS_EXAMPLE}')
        try:
            parse_keys(keys)
        except HandrailError as exc:
            why = exc.message.split(": ", 1)[-1]
            raise self.fail(
                f'has "keys" {_shown(keys)}, which is not a key combo ({why});'
                f" write keys {_KEYS_EXAMPLE}"
            ) from exc
        return keys

    def seconds(self) -> float:
        seconds = self.raw.get("seconds", 0.0)
        if isinstance(seconds, bool) or not isinstance(seconds, int | float):
            raise self.fail(f'has "seconds" {_shown(seconds)}; give a number from 0 to 60')
        if not 0 <= seconds <= 60:
            raise self.fail(f'waits {_shown(seconds)} seconds; "seconds" must be from 0 to 60')
        return float(seconds)


def build_action(
    raw: dict[str, Any],
    snapshot: Snapshot,
    *,
    number: int = 1,
    secrets: Collection[str] | None = None,
    shown: Collection[str] | None = None,
    resolved: list[str] | None = None,
    hints: Sequence[str] = (),
) -> Action | None:
    """The :class:`Action` that ``raw`` (the ``number``-th of its plan) asks for.

    ``None`` for ``finish``. ``hints`` (the plan's summary and expectation) help name
    the nearest elements when an id is wrong; ``{"role", "name"}`` references that
    resolved are appended to ``resolved``.

    Raises:
        PlanRejected: with a reason for the model and the nearest valid choice.

    """
    resolved = [] if resolved is None else resolved
    kind = raw.get("type")
    if kind not in PLAN_ACTIONS:
        close = difflib.get_close_matches(str(kind), PLAN_ACTIONS, n=1, cutoff=0.7)
        mean = f' (did you mean "{close[0]}"?)' if close else ""
        raise PlanRejected(
            f'action {number} has "type" {_shown(kind)}, which is not an action{mean};'
            f" use one of: {', '.join(PLAN_ACTIONS)}"
        )
    assert isinstance(kind, str)
    if kind == "finish":
        return None
    c = _Checker(raw, kind, number, snapshot, shown, hints)
    unknown = sorted(set(raw) - set(_PARAMS[kind]) - {"type", "element"})
    if unknown:
        raise c.fail(
            f"has {_quoted(unknown)}, which a {kind} does not take; it takes:"
            f" {_quoted(_PARAMS[kind])}"
        )
    element_id = c.element_id(resolved)
    x, y = c.integer("x"), c.integer("y")
    if (x is None) != (y is None):
        raise c.fail('gives only one of "x" and "y"; give both, or "element_id" instead')
    if x is not None and y is not None:
        if element_id is not None:
            raise c.fail('gives both "element_id" and "x"/"y"; give only "element_id"')
        env = snapshot.environment
        if env.screen_w and not (0 <= x < env.screen_w and 0 <= y < env.screen_h):
            raise c.fail(
                f"points at ({x}, {y}), outside the screen of {env.screen_w}×{env.screen_h}"
                ' pixels; give "element_id" instead'
            )
    if kind in _POINTER and element_id is None and x is None:
        raise c.fail(
            'names no element: give "element_id", an id from the element list; the ids'
            f" whose names match what you wrote: {c.nearest()}"
        )
    text = c.text(secrets)
    if kind == "writetext" and text is None:
        raise c.fail('has no "text": give the text to type')
    keys = c.keys()
    if kind == "keypress" and keys is None:
        raise c.fail(f'has no "keys": give a key combo {_KEYS_EXAMPLE}')
    dx, dy = c.integer("dx", 0) or 0, c.integer("dy", 0) or 0
    if kind == "scroll" and dx == 0 and dy == 0:
        raise c.fail('moves nowhere: give "dy" (positive scrolls down) or "dx"')
    seconds = c.seconds()
    try:
        return Action(
            kind=_KINDS[kind],
            element_id=element_id,
            x=x,
            y=y,
            text=text,
            keys=keys,
            dx=dx,
            dy=dy,
            seconds=seconds,
        )
    except HandrailError as exc:
        # The action's own bounds (scroll steps, text length, coordinates): said without
        # the action's name in front, which the rejection already gives.
        raise c.fail("is refused: " + exc.message.split(": ", 1)[-1]) from exc
