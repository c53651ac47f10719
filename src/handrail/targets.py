"""How a caller names a target: :class:`TargetQuery`, checked against what backends declare.

Every backend names targets by application (``app`` or ``pid``) or by fields of its
own, declared as a :class:`TargetSpec` when it is registered
(:func:`handrail.backends.registry.register_backend`): the browser backend's ``browser``,
``cdp`` and ``tab``, the desktop's ``window``. A query checks itself against those
declarations when it is made, so the same mistake (a desktop ``window`` with a
browser page) is refused in the same words from the CLI, the MCP server and Python;
the shells build their arguments from the same declarations, so a new backend adds its
fields without edits to them.

Messages name arguments with :func:`~handrail.errors.arg`, and each shell spells them
its way (``--tab`` on the command line, ``tab`` for a model).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from handrail.errors import UsageError, arg

__all__ = [
    "FieldValue",
    "TargetField",
    "TargetQuery",
    "TargetSpec",
    "declare_target",
    "default_backend",
    "naming_choices",
    "target_field",
    "target_fields",
    "target_owner",
    "target_spec",
    "target_specs",
]

FieldValue = str | int | bool
"""What a target field holds: text, a number or a switch."""

_CORE = ("app", "pid", "backend")


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetField:
    """One argument a backend adds to the ways of naming its targets.

    Attributes:
        name: the argument's name (``cdp``), a Python identifier.
        kind: ``str``, ``int`` or ``bool`` (a switch).
        help: one line saying what it names, for people and models alike.
        names_target: giving it names a target on its own and picks its backend
            (``browser``, ``cdp``); otherwise it narrows a named target (``tab``).
        metavar: how the command line shows its value (``URL``).
        connects: its value says where the backend connects (``cdp``), so a long-lived
            caller keeps one session per value.

    """

    name: str
    kind: type[str] | type[int] | type[bool] = str
    help: str = ""
    names_target: bool = False
    metavar: str | None = None
    connects: bool = False

    def check(self, value: object) -> FieldValue:
        """``value`` when it fits this field.

        Raises:
            UsageError: when it is of the wrong type, or an empty string.

        """
        if self.kind is bool:
            if not isinstance(value, bool):
                raise UsageError(f"{arg(self.name)} must be true or false, got {value!r}")
            return value
        if self.kind is int:
            if isinstance(value, str):
                try:
                    return int(value, 0)
                except ValueError:
                    pass
            elif isinstance(value, int) and not isinstance(value, bool):
                return value
            raise UsageError(
                f"{arg(self.name)} must be an integer (decimal, or hex as 0x1f), got {value!r}"
            )
        if not isinstance(value, str) or not value.strip():
            raise UsageError(f"{arg(self.name)} must be a non-empty string, got {value!r}")
        return value


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetSpec:
    """How one backend's targets are named.

    Attributes:
        backend: the backend's registry name.
        by_app: its targets are named by ``app`` or ``pid``.
        fields: the fields it adds, in the order help lists them.
        kind: what one of its targets is, in words (``desktop application``).
        empty: what to tell when it lists no targets at all (the likely cause).

    """

    backend: str
    by_app: bool = True
    fields: tuple[TargetField, ...] = ()
    kind: str = "application"
    empty: str = ""

    def __post_init__(self) -> None:
        for f in self.fields:
            if f.name in _CORE or not f.name.isidentifier():
                raise UsageError(f"backend {self.backend!r}: {f.name!r} cannot be a target field")

    @property
    def naming(self) -> tuple[str, ...]:
        """The ways of naming one of its targets, as argument names (``app``, ``pid``, …)."""
        own = tuple(f.name for f in self.fields if f.names_target)
        return (("app", "pid") if self.by_app else ()) + own


_SPECS: dict[str, TargetSpec] = {}
_DEFAULT: list[str] = []


def declare_target(spec: TargetSpec, *, default: bool = False) -> None:
    """Declare how ``spec.backend``'s targets are named (the registry calls this).

    ``default`` makes it the backend of queries that name no backend-specific field.

    Backends may share a field (the desktop's backends all take ``window``) when they
    declare the very same one.

    Raises:
        UsageError: when a field's name is declared by another backend with another meaning.

    """
    for f in spec.fields:
        other = target_field(f.name)
        owners = [b for b in _owners(f.name) if b != spec.backend]
        if other is not None and other != f and owners:
            raise UsageError(
                f"backend {spec.backend!r}: backend {owners[0]!r} declares {f.name!r} already,"
                " with another meaning"
            )
    _SPECS[spec.backend] = spec
    if default:
        _DEFAULT[:] = [spec.backend]


def default_backend() -> str:
    """The backend of a query that names no backend and no field of one.

    Raises:
        UsageError: when no backend was declared the default.

    """
    if not _DEFAULT:
        raise UsageError("no default backend is registered")
    return _DEFAULT[0]


def target_spec(backend: str) -> TargetSpec:
    """How ``backend``'s targets are named (by app or pid alone when it declared nothing)."""
    return _SPECS.get(backend) or TargetSpec(backend=backend)


def target_specs() -> tuple[TargetSpec, ...]:
    """Every declared backend's spec, the default backend's first."""
    return tuple(sorted(_SPECS.values(), key=lambda s: s.backend not in _DEFAULT))


def target_fields() -> tuple[TargetField, ...]:
    """Every declared target field once, in the order the backends were declared."""
    seen: dict[str, TargetField] = {}
    for spec in _SPECS.values():
        for f in spec.fields:
            seen.setdefault(f.name, f)
    return tuple(seen.values())


def target_field(name: str) -> TargetField | None:
    """The declared field called ``name``, or ``None``."""
    return next((f for f in target_fields() if f.name == name), None)


def _owners(name: str) -> list[str]:
    return [s.backend for s in _SPECS.values() if any(f.name == name for f in s.fields)]


def target_owner(name: str) -> str | None:
    """The backend a field takes a query to: the default if it has the field, else the first."""
    owners = _owners(name)
    if _DEFAULT and _DEFAULT[0] in owners:
        return _DEFAULT[0]
    return owners[0] if owners else None


def _alternatives(names: tuple[str, ...]) -> str:
    spelled = [arg(n) for n in names]
    if {"app", "pid"} <= set(names):
        spelled = [f"{arg('app')}/{arg('pid')}"] + [arg(n) for n in names if n not in _CORE]
    if len(spelled) == 1:
        return spelled[0]
    return ", ".join(spelled[:-1]) + " or " + spelled[-1]


def naming_choices() -> str:
    """Every way of naming a target, for a message: ``app/pid, browser or cdp``."""
    return _alternatives(_every_naming())


def _every_naming() -> tuple[str, ...]:
    names: list[str] = []
    for spec in target_specs():
        names.extend(n for n in spec.naming if n not in names)
    return tuple(names)


@dataclass(frozen=True, slots=True, init=False)
class TargetQuery:
    """What the caller asked to operate, checked when it is made.

    ``app`` (a name substring) or ``pid`` names an application; backends add fields of
    their own, given as keywords: ``TargetQuery(cdp="http://127.0.0.1:9222", tab="news")``,
    ``TargetQuery(app="calc", window="1")``. ``backend`` forces a backend by registry
    name; otherwise the fields pick it, and else it is the registry's default.

    Raises:
        UsageError: for an unknown field, a value of the wrong type, two ways of naming
            a target at once, or a field that does not belong to the target's backend.

    """

    app: str | None
    pid: int | None
    backend: str | None
    fields: tuple[tuple[str, FieldValue], ...]

    def __init__(
        self,
        *,
        app: str | None = None,
        pid: int | None = None,
        backend: str | None = None,
        fields: Mapping[str, FieldValue | None] | tuple[tuple[str, FieldValue], ...] | None = None,
        **more: FieldValue | None,
    ) -> None:
        given = {**dict(fields or {}), **more}
        checked: dict[str, FieldValue] = {}
        for name, value in given.items():
            if value is None:
                continue
            field = target_field(name)
            if field is None:
                known = ", ".join(f.name for f in target_fields()) or "none"
                raise UsageError(f"unknown target field {name!r} (fields: app, pid, {known})")
            value = field.check(value)
            if value is not False:
                checked[name] = value
        object.__setattr__(self, "app", app)
        object.__setattr__(self, "pid", pid)
        object.__setattr__(self, "backend", backend)
        object.__setattr__(self, "fields", tuple(sorted(checked.items())))
        self._check()

    def _check(self) -> None:
        if self.app is not None and self.pid is not None:
            raise UsageError(f"give {arg('app')} or {arg('pid')}, not both")
        naming = [n for n, _ in self.fields if (f := target_field(n)) and f.names_target]
        if len(naming) + (self.app is not None or self.pid is not None) > 1:
            raise UsageError(f"name one target: {naming_choices()}")
        spec = target_spec(self.backend_name)
        for name, _ in self.fields:
            if any(f.name == name for f in spec.fields):
                continue
            owner = target_spec(target_owner(name) or spec.backend)
            if name in dict(self.naming):
                raise UsageError(
                    f"{arg(name)} names a {owner.backend} target, not a {spec.backend} one"
                )
            raise UsageError(
                f"{arg(name)} needs {_alternatives(owner.naming)} (it is for {owner.kind}s)"
            )
        if not spec.by_app and (self.app is not None or self.pid is not None):
            raise UsageError(
                f"{spec.backend} targets are not named by {arg('app')} or {arg('pid')};"
                f" use {_alternatives(spec.naming)}"
            )

    @property
    def backend_name(self) -> str:
        """The registry name of the backend this query is for."""
        if self.backend:
            return self.backend
        for name, _ in self.fields:
            field = target_field(name)
            if field is not None and field.names_target:
                owner = target_owner(name)
                assert owner is not None
                return owner
        return default_backend()

    @property
    def names_target(self) -> bool:
        """True when the query names something (an app, a pid or a naming field)."""
        return self.app is not None or self.pid is not None or bool(self.naming)

    @property
    def naming(self) -> tuple[tuple[str, FieldValue], ...]:
        """The fields that name the target (not those that narrow it), as pairs."""
        return tuple((n, v) for n, v in self.fields if (f := target_field(n)) and f.names_target)

    @property
    def connection(self) -> tuple[tuple[str, FieldValue], ...]:
        """The fields that say where the backend connects (``cdp``), as pairs."""
        return tuple((n, v) for n, v in self.fields if (f := target_field(n)) and f.connects)

    def get(self, name: str) -> FieldValue | None:
        """The value of the field ``name``, or ``None`` when it was not given."""
        return dict(self.fields).get(name)

    def text(self, name: str) -> str | None:
        """The text field ``name``, or ``None`` when it was not given."""
        value = self.get(name)
        return value if isinstance(value, str) else None

    def flag(self, name: str) -> bool:
        """True when the switch ``name`` was given."""
        return self.get(name) is True

    def arguments(self) -> Iterator[tuple[str, Any]]:
        """Every given argument as ``(name, value)``: ``app``, ``pid``, then the fields."""
        if self.app is not None:
            yield "app", self.app
        if self.pid is not None:
            yield "pid", self.pid
        yield from self.fields

    def describe(self) -> str:
        """A short human description, e.g. ``app 'gnome-calculator'`` or ``cdp URL tab 'x'``."""
        parts = []
        for name, value in self.arguments():
            if value is True:
                parts.append(name)
            elif name == "pid" or name in dict(self.naming):
                parts.append(f"{name} {value}")
            else:
                parts.append(f"{name} {value!r}")
        return " ".join(parts) or "no target"
