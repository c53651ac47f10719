"""Tool arguments as a model sends them, checked and turned into Handrail values.

A model's arguments arrive as a JSON object, checked against the tool's published
schema (:mod:`.schemas`): its names, bounds, choices and defaults. Every check raises
:class:`~handrail.errors.UsageError` with a message the model can act on (which
argument, what was expected, what was given) instead of letting a malformed value
reach a backend. Arguments the schema does not name are refused: none can smuggle in
an approval or anything else the schema does not offer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import mcp.types as types

from handrail.actions import PERFORMED_KINDS, Action, ActionKind, Via
from handrail.errors import UsageError
from handrail.geometry import Rect
from handrail.model import Perception
from handrail.targets import FieldValue, TargetQuery, naming_choices, target_fields
from handrail.vocab import Role

__all__ = [
    "ACT_KINDS",
    "Args",
    "action_from",
    "mode_from",
    "query_from",
    "region_from",
    "roles_from",
]

ACT_KINDS: tuple[str, ...] = tuple(k.value for k in PERFORMED_KINDS)
"""The actions the ``act`` tool offers, in the order its schema lists them."""


class Args:
    """Typed access to one tool call's arguments, checked against the tool's own schema.

    The schema is the one source of a tool's contract: the arguments it names are the
    only ones accepted, and their bounds, choices, patterns and defaults are read from
    it, so what a model is shown is what is checked. Every name read is recorded in
    :attr:`read` (a test holds each handler to its schema with it).

    Args:
        tool: the tool, whose ``input_schema`` lists its arguments.
        raw: the arguments as received (``None`` counts as no arguments).

    Raises:
        UsageError: when ``raw`` is not an object or names an argument not in the schema.

    """

    def __init__(self, tool: types.Tool, raw: Mapping[str, Any] | None) -> None:
        self.tool = tool.name
        self.schema: dict[str, dict[str, Any]] = dict(tool.input_schema.get("properties", {}))
        self.read: set[str] = set()
        """Every argument name a handler asked for."""
        if raw is not None and not isinstance(raw, Mapping):
            raise UsageError(f"{self.tool}: arguments must be a JSON object")
        self.raw: dict[str, Any] = {k: v for k, v in (raw or {}).items() if v is not None}
        unknown = sorted(set(self.raw) - set(self.schema))
        if unknown:
            raise UsageError(
                f"{self.tool}: unknown argument(s) {', '.join(unknown)}; "
                f"accepted: {', '.join(sorted(self.schema))}"
            )

    def offers(self, name: str) -> bool:
        """True when the tool's schema has the argument ``name``."""
        return name in self.schema

    def value(self, name: str) -> Any:
        """The argument ``name`` as given (``None`` when absent), unchecked.

        Raises:
            KeyError: when the schema has no such argument (a handler's mistake).

        """
        if name not in self.schema:
            raise KeyError(f"{self.tool} reads {name!r}, which its schema does not offer")
        self.read.add(name)
        return self.raw.get(name)

    def _default(self, name: str) -> Any:
        return self.schema[name].get("default")

    def has(self, name: str) -> bool:
        """True when ``name`` was given (a JSON ``null`` counts as not given)."""
        return self.value(name) is not None

    def string(self, name: str, *, required: bool = False) -> str | None:
        """The string argument ``name``, matching the schema's ``pattern`` if it has one.

        Raises:
            UsageError: when it is missing but required, not a string, empty, or does not
                match the pattern.

        """
        value = self.value(name)
        if value is None:
            if required:
                raise UsageError(f"{self.tool}: argument {name!r} is required")
            return None
        if not isinstance(value, str):
            raise UsageError(f"{self.tool}: {name!r} must be a string, got {_kind(value)}")
        if not value.strip():
            raise UsageError(f"{self.tool}: {name!r} must not be empty")
        pattern = self.schema[name].get("pattern")
        if pattern is not None and not re.search(pattern, value):
            raise UsageError(
                f"{self.tool}: {name!r} must match {pattern}"
                f"{_example(self.schema[name])}, got {value!r}"
            )
        return value

    def text(self, name: str) -> str | None:
        """A string argument that may be empty (text to type, a value to set).

        Raises:
            UsageError: when it is not a string.

        """
        value = self.value(name)
        if value is None:
            return None
        if not isinstance(value, str):
            raise UsageError(f"{self.tool}: {name!r} must be a string, got {_kind(value)}")
        return value

    def integer(self, name: str) -> int | None:
        """The integer argument ``name`` within the schema's bounds, or its default.

        Raises:
            UsageError: when it is not an integer or out of range.

        """
        value = self.value(name)
        if value is None:
            default = self._default(name)
            return int(default) if default is not None else None
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise UsageError(f"{self.tool}: {name!r} must be an integer, got {_kind(value)}")
        low, high = self.schema[name].get("minimum"), self.schema[name].get("maximum")
        if low is not None and value < low:
            raise UsageError(f"{self.tool}: {name!r} must be at least {low}, got {value}")
        if high is not None and value > high:
            raise UsageError(f"{self.tool}: {name!r} must be at most {high}, got {value}")
        return value

    def number(self, name: str) -> float:
        """The number argument ``name`` within the schema's bounds, or its default.

        Raises:
            UsageError: when it is not a number or out of range.

        """
        value = self.value(name)
        if value is None:
            return float(self._default(name))
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise UsageError(f"{self.tool}: {name!r} must be a number, got {_kind(value)}")
        low = self.schema[name].get("minimum", float("-inf"))
        high = self.schema[name].get("maximum", float("inf"))
        if not low <= value <= high:
            raise UsageError(f"{self.tool}: {name!r} must be between {low:g} and {high:g}")
        return float(value)

    def boolean(self, name: str) -> bool:
        """The boolean argument ``name`` (its default, or ``False``, when absent).

        Raises:
            UsageError: when it is not a boolean.

        """
        value = self.value(name)
        if value is None:
            return bool(self._default(name))
        if not isinstance(value, bool):
            raise UsageError(f"{self.tool}: {name!r} must be true or false, got {_kind(value)}")
        return value

    def choice(self, name: str) -> str:
        """The argument ``name``, one of the schema's ``enum`` (or its default).

        Raises:
            UsageError: when it is missing (and there is no default) or not one of them.

        """
        options = tuple(self.schema[name]["enum"])
        default = self._default(name)
        value = self.string(name, required=default is None) or default
        assert value is not None
        if value not in options:
            raise UsageError(
                f"{self.tool}: {name!r} must be one of {', '.join(options)}; got {value!r}"
            )
        return str(value)

    def strings(self, name: str) -> list[str]:
        """The list-of-strings argument ``name`` (empty when absent).

        Raises:
            UsageError: when it is not a list of strings.

        """
        value = self.value(name)
        if value is None:
            return []
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise UsageError(f"{self.tool}: {name!r} must be a list of strings")
        return value


def _example(prop: dict[str, Any]) -> str:
    found = re.search(r"e\.g\. '([^']+)'", prop.get("description", ""))
    return f" (e.g. {found.group(1)!r})" if found else ""


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def query_from(args: Args, *, backend: str | None, required: bool = True) -> TargetQuery | None:
    """The target the arguments name (the tool's schema says which target arguments it has).

    Args:
        backend: a registry name that overrides the one the target implies (the
            server's ``--backend``), or ``None``.
        required: whether a target must be named.

    Returns:
        The query, or ``None`` when no target was named and none is required.

    Raises:
        UsageError: when no target, or more than one kind of target, was named, or a
            target argument does not go with the target.

    """
    app = args.string("app") if args.offers("app") else None
    pid = args.integer("pid") if args.offers("pid") else None
    fields: dict[str, FieldValue | None] = {}
    for field in target_fields():
        if not args.offers(field.name):
            continue
        if field.kind is bool:
            fields[field.name] = args.boolean(field.name)
        elif field.kind is int:
            fields[field.name] = args.value(field.name)  # hex text too: the query checks it
        else:
            fields[field.name] = args.string(field.name)
    try:
        query = TargetQuery(app=app, pid=pid, backend=backend, fields=fields)
    except UsageError as err:
        raise UsageError(f"{args.tool}: {err.template}") from None
    if query.names_target:
        return query
    if required:
        raise UsageError(
            f"{args.tool}: name a target: {naming_choices()} (a name as list_apps shows it)"
        )
    return TargetQuery(backend=backend) if backend else None


def region_from(args: Args, name: str = "region") -> Rect | None:
    """The ``{x, y, w, h}`` argument ``name`` as a :class:`Rect`, or ``None``.

    Raises:
        UsageError: when it is not an object of four integers with a positive size.

    """
    value = args.value(name)
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) != {"x", "y", "w", "h"}:
        raise UsageError(f"{args.tool}: {name!r} must be an object with x, y, w and h")
    parts = []
    for key in ("x", "y", "w", "h"):
        v = value[key]
        if isinstance(v, float) and v.is_integer():
            v = int(v)
        if isinstance(v, bool) or not isinstance(v, int):
            raise UsageError(f"{args.tool}: {name}.{key} must be an integer, got {_kind(v)}")
        parts.append(v)
    x, y, w, h = parts
    if w <= 0 or h <= 0:
        raise UsageError(f"{args.tool}: {name}.w and {name}.h must be positive")
    return Rect(x, y, w, h)


def roles_from(args: Args) -> frozenset[Role] | None:
    """The ``role`` filter: one role name or a list of them, or ``None``.

    Raises:
        UsageError: when a name is not in Handrail's role vocabulary.

    """
    value = args.value("role")
    if value is None:
        return None
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
        raise UsageError(f"{args.tool}: 'role' must be a role name or a list of role names")
    roles: set[Role] = set()
    for n in names:
        try:
            roles.add(Role(n.strip().lower()))
        except ValueError:
            raise UsageError(
                f"{args.tool}: unknown role {n!r}; roles include button, textbox, checkbox, "
                "link, menuitem, tab, combobox, listitem, heading, text"
            ) from None
    return frozenset(roles)


def mode_from(args: Args) -> Perception:
    """The ``mode`` argument (its default, ``auto``, when not given)."""
    return Perception(args.choice("mode"))


def action_from(args: Args) -> tuple[Action, Via]:
    """The action an ``act`` call asks for, and the channels it may use.

    Raises:
        UsageError: when the arguments do not fit the action (missing element, text or
            keys; coordinates mixed with an element; an unknown action).

    """
    verb = args.choice("action")
    via = Via(args.choice("via"))
    element = args.string("element")
    x = args.integer("x")
    y = args.integer("y")
    has_point = x is not None or y is not None
    aimed = ("click", "doubleclick", "rightclick", "hover")
    if has_point and verb not in aimed:
        raise UsageError(
            f"act {verb}: x/y coordinates are only for click, doubleclick, rightclick, hover"
        )
    if element is None and verb in aimed and not has_point:
        raise UsageError(f"act {verb}: give 'element' (an id such as e12 from observe)")
    if element is None and verb in ("focus", "set_value"):
        raise UsageError(f"act {verb}: give 'element' (an id such as e12 from observe)")
    kind = ActionKind(verb)
    text = args.text("text")
    keys = args.string("keys")
    if text is not None and kind not in (ActionKind.TYPE, ActionKind.SET_VALUE):
        raise UsageError(f"act {verb}: 'text' is only for type and set_value")
    if keys is not None and kind is not ActionKind.KEY:
        raise UsageError(f"act {verb}: 'keys' is only for the key action")
    dx = args.integer("dx") or 0
    dy = args.integer("dy") or 0
    if (dx or dy) and kind is not ActionKind.SCROLL:
        raise UsageError(f"act {verb}: dx/dy are only for scroll")
    if kind is ActionKind.SCROLL and not (dx or dy):
        raise UsageError("act scroll: give dx and/or dy (wheel steps; dy > 0 scrolls down)")
    try:
        action = Action(kind=kind, element_id=element, x=x, y=y, text=text, keys=keys, dx=dx, dy=dy)
    except UsageError as err:
        raise UsageError(f"act: {err.template}") from None
    return action, via
