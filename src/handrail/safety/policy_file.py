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
from typing import TYPE_CHECKING, Any

from handrail.actions import ActionKind
from handrail.errors import UsageError
from handrail.gate import Verdict
from handrail.safety.folding import fold, fold_pattern
from handrail.safety.rules.view import Assessment, stronger
from handrail.textfile import read_text_file
from handrail.vocab import Role

if TYPE_CHECKING:
    from handrail.actions import Action
    from handrail.model import Element

__all__ = ["AppRule", "PatternRule", "PolicyFile", "load_policy_file", "parse_policy"]

MAX_POLICY_BYTES = 1 << 20
_RULE_KEYS = frozenset({"match", "verdict", "risk", "apps", "roles", "actions"})
_PROBES = ("", "x", "ok", "7", "取消", "a b", "zzqq")
"""Labels nothing sensible matches all of: a pattern that does is a catch-all."""
_ROLES = frozenset(r.value for r in Role)
_ACTIONS = frozenset(k.value for k in ActionKind)


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
    source: str = ""
    """The pattern as written."""

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

    def apply(
        self, action: Action, app: str, subjects: list[Element], builtin: Assessment
    ) -> Assessment:
        """The verdict once this file's rules are applied to the built-in ``builtin``.

        A deny anywhere wins; then a rule about the element itself (its ``allow``
        overrides, its ``approve`` can only raise); then the application's verdict; the
        built-in verdict otherwise. An ``allow`` says which rules it came from.
        """
        if not self.rules and not self.apps:
            return builtin
        where = str(self.path) if self.path is not None else "policy"
        matched: list[Assessment] = []
        for rule in self.rules:
            for e in subjects:
                if not rule.applies(app, e.role.value, action.kind.value):
                    continue
                label = fold(" ".join(t for t in (e.name, e.description, e.hint) if t))
                if rule.pattern.search(label):
                    matched.append(
                        Assessment(
                            verdict=rule.verdict,
                            risk=rule.risk,
                            reason=(
                                f"{where} rules[{rule.index}] (match {rule.source!r}) matches "
                                f'"{e.name}"'
                            ),
                            rule=f"file:rules[{rule.index}]",
                        )
                    )
                    break
        for app_rule in self.apps:
            if app_rule.applies(app):
                matched.append(
                    Assessment(
                        verdict=app_rule.verdict,
                        risk=builtin.risk,
                        reason=f"{where} apps.{app_rule.app!r}: {app_rule.verdict}",
                        rule=f"file:apps.{app_rule.app}",
                    )
                )
        for a in matched:
            if a.verdict is Verdict.DENY:
                return a
        for a in matched:
            if a.rule.startswith("file:rules"):
                return (
                    self._allowed(a, builtin)
                    if a.verdict is Verdict.ALLOW
                    else stronger(builtin, a)
                )
        for a in matched:
            if a.verdict is Verdict.ALLOW:
                return self._allowed(a, builtin)
            return stronger(builtin, a)
        return builtin

    @staticmethod
    def _allowed(a: Assessment, builtin: Assessment) -> Assessment:
        if builtin.verdict is Verdict.ALLOW:
            return Assessment(verdict=Verdict.ALLOW, reason=f"allowed by {a.reason}", rule=a.rule)
        return Assessment(
            verdict=Verdict.ALLOW,
            risk=builtin.risk,
            reason=f"allowed by {a.reason}, over {builtin.rule} ({builtin.reason})",
            rule=a.rule,
        )


def _verdict(value: Any, where: str) -> Verdict:
    if not isinstance(value, str):
        raise UsageError(f"{where}: verdict must be a string (allow, approve or deny)")
    try:
        return Verdict(value)
    except ValueError:
        raise UsageError(
            f"{where}: verdict must be allow, approve or deny, not {value!r}"
        ) from None


def _strings(
    value: Any, where: str, key: str, allowed: frozenset[str] | None = None
) -> tuple[str, ...]:
    if value is None:
        return ()
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(v, str) and v.strip() for v in items):
        raise UsageError(f"{where}: {key} must be a non-empty string or a list of them")
    if allowed is not None:
        bad = sorted(v for v in items if v not in allowed)
        if bad:
            raise UsageError(f"{where}: unknown {key} {', '.join(map(repr, bad))}")
    return tuple(items)


def _pattern(raw: Any, where: str) -> re.Pattern[str]:
    if not isinstance(raw, str):
        raise UsageError(f"{where}: match must be a string (a regular expression)")
    if not raw.strip():
        raise UsageError(f"{where}: match is empty, which would match every element")
    try:
        pattern = re.compile(fold_pattern(raw), re.IGNORECASE)
    except (re.error, RecursionError, OverflowError) as exc:
        raise UsageError(f"{where}: bad pattern: {exc}") from None
    if pattern.search("") is not None or all(pattern.search(t) for t in _PROBES[1:]):
        raise UsageError(f"{where}: match {raw!r} matches every label; name what it is about")
    return pattern


def parse_policy(data: dict[str, Any], source: str = "policy") -> PolicyFile:
    """Build a :class:`PolicyFile` from parsed TOML data.

    Raises:
        UsageError: for unknown keys (named), wrong types, a bad verdict, a bad, empty
            or catch-all regular expression, an unknown role or action kind.

    """
    unknown = set(data) - {"rules", "apps"}
    if unknown:
        raise UsageError(f"{source}: unknown section(s) {', '.join(sorted(unknown))}")
    raw_rules = data.get("rules") or []
    if not isinstance(raw_rules, list):
        raise UsageError(f"{source}: rules must be an array of tables ([[rules]])")
    rules: list[PatternRule] = []
    for i, raw in enumerate(raw_rules, 1):
        where = f"{source}: rules[{i}]"
        if not isinstance(raw, dict) or "match" not in raw or "verdict" not in raw:
            raise UsageError(f"{where}: needs 'match' and 'verdict'")
        extra = set(raw) - _RULE_KEYS
        if extra:
            raise UsageError(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
        risk = raw.get("risk", "custom")
        if not isinstance(risk, str) or not risk.strip():
            raise UsageError(f"{where}: risk must be a non-empty string")
        rules.append(
            PatternRule(
                pattern=_pattern(raw["match"], where),
                verdict=_verdict(raw["verdict"], where),
                risk=risk,
                apps=_strings(raw.get("apps"), where, "apps"),
                roles=_strings(raw.get("roles"), where, "roles", _ROLES),
                actions=_strings(raw.get("actions"), where, "actions", _ACTIONS),
                index=i,
                source=raw["match"],
            )
        )
    apps: list[AppRule] = []
    app_table = data.get("apps") or {}
    if not isinstance(app_table, dict):
        raise UsageError(f"{source}: [apps] must be a table")
    for name, raw in app_table.items():
        where = f"{source}: apps.{name!r}"
        if not name.strip():
            raise UsageError(f"{where}: an empty application name would match every application")
        if not isinstance(raw, dict) or "verdict" not in raw:
            raise UsageError(f"{where} needs a 'verdict'")
        extra = set(raw) - {"verdict"}
        if extra:
            raise UsageError(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
        apps.append(AppRule(app=name, verdict=_verdict(raw["verdict"], where)))
    return PolicyFile(rules=tuple(rules), apps=tuple(apps))


def load_policy_file(path: Path) -> PolicyFile:
    """Read and parse the policy file at ``path``.

    Raises:
        UsageError: when it is not a regular file, is too big, cannot be read, is not
            UTF-8 or is malformed.

    """
    text = read_text_file(path, "policy file", MAX_POLICY_BYTES)
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError) as exc:
        raise UsageError(f"policy file {path}: {exc}") from None
    parsed = parse_policy(data, str(path))
    return PolicyFile(rules=parsed.rules, apps=parsed.apps, path=path)
