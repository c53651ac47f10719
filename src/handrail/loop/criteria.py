"""Success criteria: checks on a snapshot that, when they all hold, end a run ``finished``.

Written on the command line as ``ROLE "NAME" [OP "TEXT"] [[STATE ...]]``, e.g.
``textbox "Display" = "8"`` (value equals), ``text "Sent to bob" `` (exists),
``textbox "To" ~ "bob"`` (value contains), ``button "Send" [disabled]`` (has the state),
``!dialog "Error"`` (absent). A JSON file holds a list of objects with the same parts:
``{"role": "textbox", "name": "Display", "value": "8"}``, with ``contains``,
``states`` (a list) and ``absent`` (a boolean). Text is compared after normalization
(:mod:`handrail.loop.textnorm`); ``role`` and ``name`` are optional in JSON.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.errors import UsageError, arg
from handrail.loop.textnorm import normalize_text, text_contains
from handrail.model import Element, Snapshot
from handrail.textformat import format_element
from handrail.vocab import Role, State

__all__ = [
    "Check",
    "CheckResult",
    "Criteria",
    "CriteriaResult",
    "criteria_from_texts",
    "expect_checks",
    "load_criteria",
    "parse_check",
]

_CHECK = re.compile(
    r"""^\s*(?P<absent>!)?\s*(?P<role>[a-z]+)?\s*
        (?:"(?P<name>(?:[^"\\]|\\.)*)")?\s*
        (?:(?P<op>=|~)\s*"(?P<text>(?:[^"\\]|\\.)*)")?\s*
        (?:\[(?P<states>[a-z ]*)\])?\s*$""",
    re.VERBOSE,
)


@dataclass(frozen=True, kw_only=True)
class Check:
    """One condition on a snapshot: an element matching role/name with value/states, or absent."""

    role: Role | None = None
    name: str | None = None
    value: str | None = None
    contains: str | None = None
    states: frozenset[State] = frozenset()
    absent: bool = False

    def describe(self) -> str:
        """The check in its command-line form."""
        parts = ["!" if self.absent else ""]
        if self.role is not None:
            parts.append(self.role.value)
        if self.name is not None:
            parts.append(json.dumps(self.name, ensure_ascii=False))
        if self.value is not None:
            parts.append("= " + json.dumps(self.value, ensure_ascii=False))
        if self.contains is not None:
            parts.append("~ " + json.dumps(self.contains, ensure_ascii=False))
        if self.states:
            parts.append("[" + " ".join(sorted(s.value for s in self.states)) + "]")
        return " ".join(p for p in parts if p).replace("! ", "!")

    def _candidates(self, snapshot: Snapshot) -> list[Element]:
        want = normalize_text(self.name, punctuation=False) if self.name is not None else None
        return [
            e
            for e in snapshot.elements
            if (self.role is None or e.role is self.role)
            and (want is None or normalize_text(e.name, punctuation=False) == want)
        ]

    def _holds_on(self, e: Element) -> bool:
        # An element with no value shows its name (a text label), so compare that then.
        shown = e.value if e.value is not None else e.name
        if self.value is not None and normalize_text(shown) != normalize_text(self.value):
            return False
        if self.contains is not None and not text_contains(shown, self.contains):
            return False
        return self.states <= e.states

    def evaluate(self, snapshot: Snapshot) -> CheckResult:
        """Whether the check holds on ``snapshot``, with the element line as evidence."""
        candidates = self._candidates(snapshot)
        if self.absent:
            return CheckResult(
                check=self.describe(),
                ok=not candidates,
                evidence=[format_element(e) for e in candidates[:3]],
            )
        holding = [e for e in candidates if self._holds_on(e)]
        shown = holding or candidates
        return CheckResult(
            check=self.describe(),
            ok=bool(holding),
            evidence=[format_element(e) for e in shown[:3]],
        )


@dataclass(frozen=True, kw_only=True)
class CheckResult:
    """One check's outcome: ``evidence`` lists the matching elements' lines."""

    check: str
    ok: bool
    evidence: list[str]

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in run logs."""
        return {"check": self.check, "ok": self.ok, "evidence": self.evidence}


@dataclass(frozen=True, kw_only=True)
class CriteriaResult:
    """All checks' outcomes: ``met`` when every one holds; ``score`` the fraction that hold."""

    met: bool
    score: float
    results: tuple[CheckResult, ...]
    signature: str = ""

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in run logs."""
        return {
            "met": self.met,
            "score": round(self.score, 3),
            "signature": self.signature,
            "checks": [r.to_json() for r in self.results],
        }


@dataclass(frozen=True, kw_only=True)
class Criteria:
    """A task's success criteria: every check must hold."""

    checks: tuple[Check, ...]

    def evaluate(self, snapshot: Snapshot) -> CriteriaResult:
        """Evaluate every check on ``snapshot``."""
        results = tuple(c.evaluate(snapshot) for c in self.checks)
        held = sum(1 for r in results if r.ok)
        return CriteriaResult(
            met=bool(results) and held == len(results),
            score=held / len(results) if results else 0.0,
            results=results,
            signature=snapshot.signature,
        )

    def describe(self) -> list[str]:
        """Every check in its command-line form."""
        return [c.describe() for c in self.checks]


def _role(text: str | None) -> Role | None:
    if text is None:
        return None
    try:
        return Role(text)
    except ValueError as exc:
        raise UsageError(f"unknown role {text!r} in a success check") from exc


def _states(items: Sequence[str]) -> frozenset[State]:
    try:
        return frozenset(State(s) for s in items)
    except ValueError as exc:
        raise UsageError(f"unknown state in a success check: {exc}") from exc


def _unescape(text: str | None) -> str | None:
    return None if text is None else re.sub(r"\\(.)", r"\1", text)


def parse_check(text: str) -> Check:
    """Parse one check such as ``textbox "Display" = "8"``.

    Raises:
        UsageError: when the text does not have the check form or names an unknown role.

    """
    m = _CHECK.match(text)
    if m is None or not (m.group("role") or m.group("name") is not None):
        raise UsageError(
            f"{arg('expect')} {text!r}: write ROLE"
            ' "NAME" [= "VALUE" | ~ "TEXT"] [[STATES]],'
            ' e.g. textbox "Display" = "8"'
        )
    op, value = m.group("op"), _unescape(m.group("text"))
    return Check(
        role=_role(m.group("role")),
        name=_unescape(m.group("name")),
        value=value if op == "=" else None,
        contains=value if op == "~" else None,
        states=_states((m.group("states") or "").split()),
        absent=bool(m.group("absent")),
    )


def _check_from_json(item: Any) -> Check:
    if not isinstance(item, dict):
        raise UsageError("each success check in the file must be an object")
    for key in ("role", "name", "value", "contains"):
        if item.get(key) is not None and not isinstance(item[key], str):
            raise UsageError(f"success check: {key!r} must be a string")
    states = item.get("states", [])
    if not isinstance(states, list):
        raise UsageError("success check: 'states' must be a list")
    return Check(
        role=_role(item.get("role")),
        name=item.get("name"),
        value=item.get("value"),
        contains=item.get("contains"),
        states=_states(states),
        absent=bool(item.get("absent", False)),
    )


def load_criteria(items: Sequence[str]) -> Criteria | None:
    """Build criteria from ``--expect`` values: check texts, or paths of JSON files of checks.

    Returns:
        The criteria, or ``None`` when no value was given.

    Raises:
        UsageError: for a malformed check or an unreadable file.

    """
    checks: list[Check] = []
    for item in items:
        path = Path(item)
        if item.endswith(".json") and path.is_file():
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                raise UsageError(f"{arg('expect')} {item}: {exc}") from exc
            entries = data if isinstance(data, list) else data.get("checks", [data])
            checks.extend(_check_from_json(e) for e in entries)
        else:
            checks.append(parse_check(item))
    return Criteria(checks=tuple(checks)) if checks else None


def criteria_from_texts(items: Sequence[str]) -> Criteria | None:
    """Build criteria from check texts only: unlike :func:`load_criteria`, never a file.

    For callers that must not name files on this machine (an MCP client).

    Returns:
        The criteria, or ``None`` when no check was given.

    Raises:
        UsageError: for a malformed check.

    """
    checks = tuple(parse_check(item) for item in items)
    return Criteria(checks=checks) if checks else None


def expect_checks(text: str) -> Criteria | None:
    """The planner's ``expect`` as checks, when it is written as checks (``;`` between them).

    Returns:
        The checks, or ``None`` when ``expect`` is prose (then it is only recorded).

    """
    parts = [p.strip() for p in re.split(r"[;\n]", text) if p.strip()]
    if not parts:
        return None
    try:
        return Criteria(checks=tuple(parse_check(p) for p in parts))
    except UsageError:
        return None
