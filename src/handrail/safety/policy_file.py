"""The user's policy file: extra patterns, and allow or deny per application.

A TOML file::

    # every rule: a regular expression (case-insensitive, matched against the folded
    # name and description of the element acted on), a verdict, and optional limits
    [[rules]]
    match = "archive|归档"
    verdict = "approve"            # allow | approve | deny
    risk = "archive"               # the category shown to a person
    apps = ["thunderbird"]         # only in these applications (substring of the name)
    roles = ["button", "menuitem"] # only on these roles
    actions = ["click"]            # only for these action kinds

    [apps."gnome-calculator"]
    verdict = "allow"              # every action in this application

    [apps."bank"]
    verdict = "deny"               # no action at all in this application
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.errors import UsageError
from handrail.gate import Verdict

__all__ = ["AppRule", "PatternRule", "PolicyFile", "load_policy_file", "parse_policy"]


@dataclass(frozen=True, kw_only=True)
class PatternRule:
    """One ``[[rules]]`` entry."""

    pattern: re.Pattern[str]
    verdict: Verdict
    risk: str = "custom"
    apps: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    actions: tuple[str, ...] = ()
    index: int = 0

    def applies(self, app: str, role: str, action: str) -> bool:
        """True when the rule's limits admit this application, role and action kind."""
        if self.apps and not any(a.casefold() in app.casefold() for a in self.apps):
            return False
        if self.roles and role not in self.roles:
            return False
        return not (self.actions and action not in self.actions)


@dataclass(frozen=True, kw_only=True)
class AppRule:
    """One ``[apps."NAME"]`` entry: a verdict for every action in matching applications."""

    app: str
    verdict: Verdict

    def applies(self, app: str) -> bool:
        """True when ``app`` contains this rule's name (case-insensitive)."""
        return self.app.casefold() in app.casefold()


@dataclass(frozen=True, kw_only=True)
class PolicyFile:
    """A parsed policy file."""

    rules: tuple[PatternRule, ...] = ()
    apps: tuple[AppRule, ...] = ()
    path: Path | None = None


def _verdict(value: Any, where: str) -> Verdict:
    try:
        return Verdict(str(value))
    except ValueError:
        raise UsageError(
            f"{where}: verdict must be allow, approve or deny, not {value!r}"
        ) from None


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise UsageError(f"{where}: expected a string or a list of strings")


def parse_policy(data: dict[str, Any], source: str = "policy") -> PolicyFile:
    """Build a :class:`PolicyFile` from parsed TOML data.

    Raises:
        UsageError: for unknown keys, a bad verdict or a bad regular expression.

    """
    unknown = set(data) - {"rules", "apps"}
    if unknown:
        raise UsageError(f"{source}: unknown section(s) {', '.join(sorted(unknown))}")
    rules: list[PatternRule] = []
    for i, raw in enumerate(data.get("rules") or [], 1):
        where = f"{source}: rules[{i}]"
        if not isinstance(raw, dict) or "match" not in raw or "verdict" not in raw:
            raise UsageError(f"{where}: needs 'match' and 'verdict'")
        extra = set(raw) - {"match", "verdict", "risk", "apps", "roles", "actions"}
        if extra:
            raise UsageError(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
        try:
            pattern = re.compile(str(raw["match"]), re.IGNORECASE)
        except re.error as exc:
            raise UsageError(f"{where}: bad pattern: {exc}") from None
        rules.append(
            PatternRule(
                pattern=pattern,
                verdict=_verdict(raw["verdict"], where),
                risk=str(raw.get("risk") or "custom"),
                apps=_strings(raw.get("apps"), where),
                roles=_strings(raw.get("roles"), where),
                actions=_strings(raw.get("actions"), where),
                index=i,
            )
        )
    apps: list[AppRule] = []
    app_table = data.get("apps") or {}
    if not isinstance(app_table, dict):
        raise UsageError(f"{source}: [apps] must be a table")
    for name, raw in app_table.items():
        if not isinstance(raw, dict) or "verdict" not in raw:
            raise UsageError(f"{source}: apps.{name} needs a 'verdict'")
        apps.append(AppRule(app=name, verdict=_verdict(raw["verdict"], f"{source}: apps.{name}")))
    return PolicyFile(rules=tuple(rules), apps=tuple(apps))


def load_policy_file(path: Path) -> PolicyFile:
    """Read and parse the policy file at ``path``.

    Raises:
        UsageError: when it cannot be read or is malformed.

    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"policy file {path}: {exc}") from None
    parsed = parse_policy(data, str(path))
    return PolicyFile(rules=parsed.rules, apps=parsed.apps, path=path)
