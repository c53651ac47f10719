"""Tool arguments as a model sends them, checked and turned into Handrail values.

A model's arguments arrive as a JSON object. Every check here raises
:class:`~handrail.errors.UsageError` with a message the model can act on (which
argument, what was expected, what was given) instead of letting a malformed value
reach a backend. Unknown arguments are refused too: no argument can smuggle in an
approval or anything else the schema does not offer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from handrail.actions import Action, ActionKind, Via
from handrail.errors import UsageError
from handrail.geometry import Rect
from handrail.model import TargetQuery
from handrail.vocab import Role

__all__ = [
    "ACT_KINDS",
    "Args",
    "action_from",
    "query_from",
    "region_from",
    "roles_from",
]

ACT_KINDS: tuple[str, ...] = (
    "click",
    "doubleclick",
    "rightclick",
    "scroll",
    "type",
    "key",
    "focus",
    "set_value",
)
"""The actions the ``act`` tool offers, in the order its schema lists them."""

TARGET_KEYS = ("app", "pid", "window", "browser", "cdp", "tab")


class Args:
    """Typed access to one tool call's arguments.

    Args:
        tool: the tool's name, used in messages.
        raw: the arguments as received (``None`` counts as no arguments).
        allowed: every argument name the tool accepts.

    Raises:
        UsageError: when ``raw`` is not an object or names an argument not in ``allowed``.

    """

    def __init__(self, tool: str, raw: Mapping[str, Any] | None, allowed: set[str]) -> None:
        if raw is not None and not isinstance(raw, Mapping):
            raise UsageError(f"{tool}: arguments must be a JSON object")
        self.tool = tool
        self.raw: dict[str, Any] = {k: v for k, v in (raw or {}).items() if v is not None}
        unknown = sorted(set(self.raw) - allowed)
        if unknown:
            raise UsageError(
                f"{tool}: unknown argument(s) {', '.join(unknown)}; "
                f"accepted: {', '.join(sorted(allowed))}"
            )

    def has(self, name: str) -> bool:
        """True when ``name`` was given (a JSON ``null`` counts as not given)."""
        return name in self.raw

    def string(self, name: str, *, required: bool = False) -> str | None:
        """The string argument ``name``.

        Raises:
            UsageError: when it is missing but required, not a string, or empty.

        """
        value = self.raw.get(name)
        if value is None:
            if required:
                raise UsageError(f"{self.tool}: argument {name!r} is required")
            return None
        if not isinstance(value, str):
            raise UsageError(f"{self.tool}: {name!r} must be a string, got {_kind(value)}")
        if not value.strip():
            raise UsageError(f"{self.tool}: {name!r} must not be empty")
        return value

    def text(self, name: str) -> str | None:
        """A string argument that may be empty (text to type, a value to set).

        Raises:
            UsageError: when it is not a string.

        """
        value = self.raw.get(name)
        if value is None:
            return None
        if not isinstance(value, str):
            raise UsageError(f"{self.tool}: {name!r} must be a string, got {_kind(value)}")
        return value

    def integer(
        self,
        name: str,
        *,
        default: int | None = None,
        low: int | None = None,
        high: int | None = None,
    ) -> int | None:
        """The integer argument ``name`` within ``[low, high]``, or ``default``.

        Raises:
            UsageError: when it is not an integer or out of range.

        """
        value = self.raw.get(name)
        if value is None:
            return default
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise UsageError(f"{self.tool}: {name!r} must be an integer, got {_kind(value)}")
        if low is not None and value < low:
            raise UsageError(f"{self.tool}: {name!r} must be at least {low}, got {value}")
        if high is not None and value > high:
            raise UsageError(f"{self.tool}: {name!r} must be at most {high}, got {value}")
        return value

    def number(self, name: str, *, default: float, low: float, high: float) -> float:
        """The number argument ``name`` within ``[low, high]``, or ``default``.

        Raises:
            UsageError: when it is not a number or out of range.

        """
        value = self.raw.get(name)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise UsageError(f"{self.tool}: {name!r} must be a number, got {_kind(value)}")
        if not low <= value <= high:
            raise UsageError(f"{self.tool}: {name!r} must be between {low:g} and {high:g}")
        return float(value)

    def boolean(self, name: str) -> bool:
        """The boolean argument ``name`` (``False`` when absent).

        Raises:
            UsageError: when it is not a boolean.

        """
        value = self.raw.get(name, False)
        if not isinstance(value, bool):
            raise UsageError(f"{self.tool}: {name!r} must be true or false, got {_kind(value)}")
        return value

    def choice(self, name: str, options: tuple[str, ...], *, default: str | None = None) -> str:
        """The argument ``name``, one of ``options``.

        Raises:
            UsageError: when it is missing (and there is no default) or not one of them.

        """
        value = self.string(name, required=default is None) or default
        assert value is not None
        if value not in options:
            raise UsageError(
                f"{self.tool}: {name!r} must be one of {', '.join(options)}; got {value!r}"
            )
        return value


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
    """The target the arguments name.

    Args:
        backend: a registry name that overrides the one the target implies (the
            server's ``--backend``), or ``None``.
        required: whether a target must be named.

    Returns:
        The query, or ``None`` when no target was named and none is required.

    Raises:
        UsageError: when no target, or more than one kind of target, was named.

    """
    app = args.string("app")
    pid = args.integer("pid", low=1)
    window = args.string("window")
    browser = args.boolean("browser")
    cdp = args.string("cdp")
    tab = args.string("tab")
    kinds = sum(1 for present in (app is not None or pid is not None, browser, cdp) if present)
    if kinds > 1:
        raise UsageError(f"{args.tool}: name one target: app/pid, browser or cdp")
    if app is not None and pid is not None:
        raise UsageError(f"{args.tool}: give app or pid, not both")
    if window is not None and (browser or cdp):
        raise UsageError(f"{args.tool}: window is for desktop apps; use tab for browser pages")
    if tab is not None and not (browser or cdp):
        raise UsageError(f"{args.tool}: tab needs browser=true or cdp")
    if kinds == 0:
        if required:
            raise UsageError(
                f"{args.tool}: name a target: app (as list_apps shows it), pid, browser=true or cdp"
            )
        return TargetQuery(backend=backend) if backend else None
    return TargetQuery(
        app=app, pid=pid, window=window, browser=browser, cdp=cdp, tab=tab, backend=backend
    )


def region_from(args: Args, name: str = "region") -> Rect | None:
    """The ``{x, y, w, h}`` argument ``name`` as a :class:`Rect`, or ``None``.

    Raises:
        UsageError: when it is not an object of four integers with a positive size.

    """
    value = args.raw.get(name)
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
    value = args.raw.get("role")
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


def action_from(args: Args) -> tuple[Action, Via]:
    """The action an ``act`` call asks for, and the channels it may use.

    Raises:
        UsageError: when the arguments do not fit the action (missing element, text or
            keys; coordinates mixed with an element; an unknown action).

    """
    verb = args.choice("action", ACT_KINDS)
    via = Via(args.choice("via", tuple(v.value for v in Via), default="auto"))
    element = args.string("element")
    x = args.integer("x")
    y = args.integer("y")
    has_point = x is not None or y is not None
    if has_point and verb not in ("click", "doubleclick", "rightclick"):
        raise UsageError(f"act {verb}: x/y coordinates are only for click, doubleclick, rightclick")
    if element is None and verb in ("click", "doubleclick", "rightclick") and not has_point:
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
    dx = args.integer("dx", default=0, low=-100, high=100) or 0
    dy = args.integer("dy", default=0, low=-100, high=100) or 0
    if (dx or dy) and kind is not ActionKind.SCROLL:
        raise UsageError(f"act {verb}: dx/dy are only for scroll")
    if kind is ActionKind.SCROLL and not (dx or dy):
        raise UsageError("act scroll: give dx and/or dy (wheel steps; dy > 0 scrolls down)")
    try:
        action = Action(kind=kind, element_id=element, x=x, y=y, text=text, keys=keys, dx=dx, dy=dy)
    except UsageError as err:
        raise UsageError(f"act: {err.message}") from None
    return action, via
