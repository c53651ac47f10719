"""The acceptance suite's cases: the TOML case files, their parser, and the case list.

One file holds one page form on one target and any number of ``[[case]]`` tables; each
case runs under each of the file's ``states`` (or its own), so one file yields
``cases × states`` cases, each with an id ``<file stem>/<operation>[-<n>]/<state>``
(``-<n>`` numbers a file's second, third, … case of the same operation)::

    form = "form"
    target = { page = "/form/contact.html" }       # or { app = "gnome-calculator" }
    states = ["none", "popup", "missing"]
    budget = { rounds = 8, seconds = 60 }

    [[case]]
    operation = "type"
    instruction = "Type Alice into the Name field"
    expect = ['textbox "Name" = "Alice"']
    outcome = "finished"
    plan = [{ do = "type", target = { role = "textbox", name = "Name" }, text = "Alice" }]

A bad file is one line naming the file, the case and the key (a
:class:`~handrail.errors.UsageError`, exit 2).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import Any

from handrail.errors import UsageError
from handrail.loop.criteria import parse_check

__all__ = [
    "APPS",
    "FORMS",
    "OPERATIONS",
    "OUTCOMES",
    "STATES",
    "VERBS",
    "Budget",
    "Case",
    "CaseFilter",
    "CaseTarget",
    "Ref",
    "Step",
    "expected_outcome",
    "load_case_file",
    "load_cases",
    "parse_filter",
    "representative",
    "shipped_case_files",
]

FORMS = ("form", "list", "detail", "dialog", "chart", "table", "tabs", "tree", "wizard", "chat")
"""The page forms a case file may name."""

STATES = ("none", "loading", "popup", "missing", "overlong", "unavailable")
"""The abnormal states (``none`` is the normal one)."""

OPERATIONS = (
    "type",
    "select",
    "check",
    "toggle",
    "submit",
    "undo",
    "navigate",
    "search",
    "sort",
    "filter",
    "dialog",
    "scroll-find",
    "read",
    "copy-paste",
    "upload",
    "date",
    "wizard",
    "reorder",
    "delete",
    "send",
)
"""The operations a case may name."""

OUTCOMES = ("finished", "handoff")
"""The right outcomes a case may declare."""

IRREVERSIBLE = ("delete", "send")
"""Operations whose right outcome is always ``handoff``: the gate holds the step."""

VERBS = ("click", "doubleclick", "rightclick", "type", "key", "scroll", "wait", "find")
"""The reference plan's step verbs."""

APPS = ("gnome-calculator", "gtk-form", "tkapp")
"""The desktop applications a case may target."""

_FILE_KEYS = frozenset({"form", "target", "states", "budget", "case"})
_CASE_KEYS = frozenset(
    {
        "operation",
        "instruction",
        "expect",
        "outcome",
        "outcomes",
        "plan",
        "states",
        "budget",
        "crash",
        "args",
    }
)
_STEP_KEYS = frozenset({"do", "target", "text", "keys", "dy", "seconds"})
_REF_KEYS = frozenset({"role", "name", "nth", "name_contains"})


@dataclass(frozen=True, kw_only=True)
class Ref:
    """A plan's reference to an element: role and name, never an id."""

    role: str
    name: str
    nth: int = 1
    """Which match (1-based, in document order) when several elements match."""
    name_contains: bool = False
    """Match elements whose name contains ``name`` rather than equals it."""

    def describe(self) -> str:
        """``button "Save"`` (with ``~`` for a substring and ``#n`` for the n-th)."""
        op = "~" if self.name_contains else ""
        nth = f" #{self.nth}" if self.nth != 1 else ""
        return f'{self.role} {op}"{self.name}"{nth}'


@dataclass(frozen=True, kw_only=True)
class Step:
    """One step of a reference plan."""

    do: str
    target: Ref | None = None
    text: str | None = None
    keys: str | None = None
    dy: int = 3
    seconds: float = 1.0


@dataclass(frozen=True, kw_only=True)
class Budget:
    """How many rounds and seconds a case may use."""

    rounds: int = 8
    seconds: float = 60.0


@dataclass(frozen=True, kw_only=True)
class CaseTarget:
    """What a case operates: a page of the suite's site, or a desktop application."""

    page: str | None = None
    app: str | None = None
    args: tuple[str, ...] = ()
    """Extra arguments for the application."""

    @property
    def desktop(self) -> bool:
        """Whether the target is a desktop application."""
        return self.app is not None


@dataclass(frozen=True, kw_only=True)
class Case:
    """One case under one state: everything needed to run and judge it."""

    id: str
    file: str
    form: str
    operation: str
    state: str
    instruction: str
    expect: tuple[str, ...]
    expected: str
    """The right outcome under this state: ``finished`` or ``handoff``."""
    plan: tuple[Step, ...]
    target: CaseTarget
    budget: Budget = field(default_factory=Budget)
    crash: bool = False
    """Whether the runner crashes the page's renderer (``unavailable`` only)."""


def expected_outcome(operation: str, state: str, outcome: str, outcomes: Mapping[str, str]) -> str:
    """The right outcome of a case under ``state``.

    The case's own per-state ``outcomes`` win; ``delete`` and ``send`` are ``handoff``
    in every state (the gate holds the step); a ``missing`` target and an
    ``unavailable`` service are ``handoff``; every other state keeps ``outcome``.
    """
    if state in outcomes:
        return outcomes[state]
    if operation in IRREVERSIBLE:
        return "handoff"
    if state in ("missing", "unavailable"):
        return "handoff"
    return outcome


class _Where:
    """Where in a file a value is, for error messages."""

    def __init__(self, file: str, case: str | None = None) -> None:
        self.file, self.case = file, case

    def error(self, message: str) -> UsageError:
        where = f"{self.file}: {self.case}" if self.case else self.file
        return UsageError(f"{where}: {message}")


def _str(where: _Where, data: Mapping[str, Any], key: str, *, required: bool = True) -> str:
    value = data.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or not value.strip():
        if value is None:
            raise where.error(f"missing key '{key}'")
        raise where.error(f"'{key}' must be a non-empty string")
    return value


def _choice(where: _Where, key: str, value: Any, allowed: Sequence[str], what: str) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise where.error(f"{key}: unknown {what} {value!r}; use one of: {', '.join(allowed)}")
    return value


def _unknown(where: _Where, data: Mapping[str, Any], allowed: frozenset[str], what: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise where.error(f"unknown key '{extra[0]}' in {what}")


def _states(where: _Where, value: Any, key: str = "states") -> tuple[str, ...]:
    if not isinstance(value, list) or not value:
        raise where.error(f"'{key}' must be a non-empty list of states")
    for s in value:
        if not isinstance(s, str) or s not in STATES:
            raise where.error(f"unknown state {s!r}; use one of: {', '.join(STATES)}")
    if len(set(value)) != len(value):
        raise where.error(f"'{key}' names a state twice")
    return tuple(value)


def _budget(where: _Where, value: Any, base: Budget) -> Budget:
    if value is None:
        return base
    if not isinstance(value, dict):
        raise where.error("'budget' must be a table such as { rounds = 8, seconds = 60 }")
    _unknown(where, value, frozenset({"rounds", "seconds"}), "budget")
    rounds = value.get("rounds", base.rounds)
    seconds = value.get("seconds", base.seconds)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 200:
        raise where.error("budget.rounds must be a whole number from 1 to 200")
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not 0 < seconds <= 3600:
        raise where.error("budget.seconds must be a number of seconds from 0 to 3600")
    return Budget(rounds=rounds, seconds=float(seconds))


def _target(where: _Where, value: Any) -> CaseTarget:
    if not isinstance(value, dict):
        raise where.error("'target' must be a table: { page = \"/path.html\" } or { app = NAME }")
    _unknown(where, value, frozenset({"page", "app", "args"}), "target")
    page, app = value.get("page"), value.get("app")
    if (page is None) == (app is None):
        raise where.error("'target' needs exactly one of 'page' and 'app'")
    if page is not None and (not isinstance(page, str) or not page.startswith("/")):
        raise where.error("target.page must be a path of the site starting with '/'")
    if app is not None:
        _choice(where, "target.app", app, APPS, "application")
    args = value.get("args", [])
    if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
        raise where.error("target.args must be a list of strings")
    return CaseTarget(page=page, app=app, args=tuple(args))


def _ref(where: _Where, value: Any, key: str) -> Ref:
    if not isinstance(value, dict):
        raise where.error(f'{key} must be a table such as {{ role = "button", name = "Save" }}')
    _unknown(where, value, _REF_KEYS, key)
    role, name = value.get("role"), value.get("name")
    if not isinstance(role, str) or not role:
        raise where.error(f'{key}.role must be a role name such as "button"')
    if not isinstance(name, str):
        raise where.error(f"{key}.name must be a string (the element's name)")
    nth = value.get("nth", 1)
    if not isinstance(nth, int) or isinstance(nth, bool) or nth < 1:
        raise where.error(f"{key}.nth must be a whole number from 1")
    contains = value.get("name_contains", False)
    if not isinstance(contains, bool):
        raise where.error(f"{key}.name_contains must be true or false")
    return Ref(role=role, name=name, nth=nth, name_contains=contains)


def _step(where: _Where, value: Any, number: int) -> Step:
    key = f"plan step {number}"
    if not isinstance(value, dict):
        raise where.error(f'{key} must be a table such as {{ do = "click", target = {{...}} }}')
    _unknown(where, value, _STEP_KEYS, key)
    do = _choice(where, f"{key}.do", value.get("do"), VERBS, "verb")
    target = _ref(where, value["target"], f"{key}.target") if "target" in value else None
    if do in ("click", "doubleclick", "rightclick", "find") and target is None:
        raise where.error(f"{key} ({do}) needs a 'target'")
    text = value.get("text")
    if do == "type" and not isinstance(text, str):
        raise where.error(f"{key} (type) needs a 'text' string")
    keys = value.get("keys")
    if do == "key" and (not isinstance(keys, str) or not keys):
        raise where.error(f"{key} (key) needs 'keys' such as \"Return\"")
    dy = value.get("dy", 3)
    if not isinstance(dy, int) or isinstance(dy, bool) or not -100 <= dy <= 100 or dy == 0:
        raise where.error(f"{key}.dy must be a whole number from -100 to 100, not 0")
    seconds = value.get("seconds", 1.0)
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not 0 < seconds <= 30:
        raise where.error(f"{key}.seconds must be a number from 0 to 30")
    return Step(do=do, target=target, text=text, keys=keys, dy=dy, seconds=float(seconds))


def _expect(where: _Where, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise where.error("'expect' must be a list of checks such as ['textbox \"Name\" = \"A\"']")
    for check in value:
        try:
            parse_check(check)
        except UsageError as exc:
            raise where.error(f"expect: {exc.message}") from None
    return tuple(value)


def _case_label(raw: Any, index: int) -> str:
    op = raw.get("operation") if isinstance(raw, dict) else None
    return f"case {index}" + (f" ({op})" if isinstance(op, str) else "")


def _expand(file: str, stem: str, data: dict[str, Any]) -> list[Case]:
    top = _Where(file)
    if not isinstance(data, dict):
        raise top.error("not a table of cases")
    _unknown(top, data, _FILE_KEYS, "the file")
    form = _choice(top, "form", data.get("form"), FORMS, "form")
    if "target" not in data:
        raise top.error("missing key 'target'")
    target = _target(top, data["target"])
    states = _states(top, data.get("states", ["none"]))
    budget = _budget(top, data.get("budget"), Budget())
    raw_cases = data.get("case")
    if not isinstance(raw_cases, list) or not raw_cases:
        raise top.error("no [[case]] tables")
    out: list[Case] = []
    seen: dict[str, int] = {}
    for index, raw in enumerate(raw_cases, start=1):
        where = _Where(file, _case_label(raw, index))
        if not isinstance(raw, dict):
            raise where.error("must be a table")
        _unknown(where, raw, _CASE_KEYS, "the case")
        op = _choice(where, "operation", raw.get("operation"), OPERATIONS, "operation")
        instruction = _str(where, raw, "instruction")
        expect = _expect(where, raw.get("expect", []))
        outcome = _choice(where, "outcome", raw.get("outcome", "finished"), OUTCOMES, "outcome")
        outcomes = raw.get("outcomes", {})
        if not isinstance(outcomes, dict):
            raise where.error("'outcomes' must be a table such as { missing = \"handoff\" }")
        for state, right in outcomes.items():
            _choice(where, "outcomes", state, STATES, "state")
            _choice(where, f"outcomes.{state}", right, OUTCOMES, "outcome")
        plan = raw.get("plan")
        if not isinstance(plan, list) or not plan:
            raise where.error("'plan' must be a non-empty list of steps")
        steps = tuple(_step(where, s, n) for n, s in enumerate(plan, start=1))
        case_states = _states(where, raw["states"]) if "states" in raw else states
        case_budget = _budget(where, raw.get("budget"), budget)
        crash = raw.get("crash", False)
        if not isinstance(crash, bool):
            raise where.error("'crash' must be true or false")
        args = raw.get("args")
        case_target = target
        if args is not None:
            if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
                raise where.error("'args' must be a list of strings")
            case_target = replace(target, args=target.args + tuple(args))
        rights = {s: expected_outcome(op, s, outcome, outcomes) for s in case_states}
        if "finished" in rights.values() and not expect:
            raise where.error("'expect' is empty: a finished case needs success checks")
        seen[op] = seen.get(op, 0) + 1
        name = op if seen[op] == 1 else f"{op}-{seen[op]}"
        for state in case_states:
            out.append(
                Case(
                    id=f"{stem}/{name}/{state}",
                    file=file,
                    form=form,
                    operation=op,
                    state=state,
                    instruction=instruction,
                    expect=expect,
                    expected=rights[state],
                    plan=steps,
                    target=case_target,
                    budget=case_budget,
                    crash=crash and state == "unavailable",
                )
            )
    return out


def load_case_file(path: Path, *, label: str | None = None) -> list[Case]:
    """The cases of one TOML file, expanded over its states.

    ``label`` is how messages name the file (its path by default).

    Raises:
        UsageError: naming the file, the case and the key of the first problem.

    """
    name = label or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{name}: cannot read: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{name}: not valid TOML: {exc}") from None
    return _expand(name, path.stem, data)


def shipped_case_files() -> list[Path]:
    """The case files shipped with Handrail, in name order."""
    root = resources.files("handrail.evaluation") / "cases"
    return sorted(
        (Path(str(p)) for p in root.iterdir() if p.name.endswith(".toml")),
        key=lambda p: p.name,
    )


def load_cases(paths: Iterable[Path] | None = None) -> list[Case]:
    """The cases of ``paths`` (files, or directories of ``*.toml``), or the shipped ones.

    Raises:
        UsageError: for a missing path, a bad file, or two cases with one id.

    """
    files: list[Path] = []
    for p in shipped_case_files() if paths is None else paths:
        if p.is_dir():
            files.extend(sorted(p.glob("*.toml")))
        elif p.is_file():
            files.append(p)
        else:
            raise UsageError(f"{p}: no such case file or directory")
    cases: list[Case] = []
    ids: dict[str, str] = {}
    for f in files:
        label = f"cases/{f.name}" if paths is None else str(f)
        for case in load_case_file(f, label=label):
            if case.id in ids:
                raise UsageError(f"{label}: case id {case.id!r} is also in {ids[case.id]}")
            ids[case.id] = label
            cases.append(case)
    return cases


@dataclass(frozen=True, kw_only=True)
class CaseFilter:
    """``--only form=a|b,operation=c,state=d``: each key's values, any of which matches."""

    forms: frozenset[str] = frozenset()
    operations: frozenset[str] = frozenset()
    states: frozenset[str] = frozenset()

    def __call__(self, case: Case) -> bool:
        """Whether ``case`` passes the filter."""
        return (
            (not self.forms or case.form in self.forms)
            and (not self.operations or case.operation in self.operations)
            and (not self.states or case.state in self.states)
        )


def parse_filter(text: str | None) -> CaseFilter:
    """Parse ``form=chat,state=popup|missing`` (``|`` between alternatives).

    Raises:
        UsageError: for an unknown key or value.

    """
    if not text:
        return CaseFilter()
    allowed = {"form": FORMS, "operation": OPERATIONS, "state": STATES}
    found: dict[str, set[str]] = {"form": set(), "operation": set(), "state": set()}
    for part in text.split(","):
        key, sep, values = part.partition("=")
        key = key.strip()
        if not sep or key not in allowed:
            raise UsageError(
                f"--only {part!r}: write KEY=VALUE with KEY one of form, operation, state"
            )
        for v in values.split("|"):
            v = v.strip()
            if v not in allowed[key]:
                raise UsageError(
                    f"--only: unknown {key} {v!r}; use one of: {', '.join(allowed[key])}"
                )
            found[key].add(v)
    return CaseFilter(
        forms=frozenset(found["form"]),
        operations=frozenset(found["operation"]),
        states=frozenset(found["state"]),
    )


def representative(cases: Sequence[Case], per_form: int = 2) -> list[Case]:
    """A small subset of ``cases`` that covers every form, state and target file.

    Per case file (one form on one target), ``per_form`` cases are chosen: each under
    another state, the states rotating from file to file, and each of another
    operation where the file has several. The choice depends only on the cases, so
    the subset is the same on every run.
    """
    by_file: dict[str, list[Case]] = {}
    for c in cases:
        by_file.setdefault(c.file, []).append(c)
    out: list[Case] = []
    for n, (_file, items) in enumerate(sorted(by_file.items())):
        states = [s for s in STATES if any(c.state == s for c in items)]
        used_ops: set[str] = set()
        for k in range(min(per_form, len(states))):
            state = states[(n + k) % len(states)]
            under = [c for c in items if c.state == state]
            fresh = [c for c in under if c.operation not in used_ops] or under
            pick = fresh[(n + k) % len(fresh)]
            used_ops.add(pick.operation)
            out.append(pick)
    return out
