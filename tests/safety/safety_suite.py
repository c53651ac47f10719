"""The adversarial suite's cases, runner and tally.

Every case is one action on one element, with what it really is: ``irreversible`` or
``safe``. The gate runs with nobody to approve, so an irreversible action that runs
was run *without approval*. The tally ends in two figures, printed at the end of
``pytest tests/safety`` and written to ``$HANDRAIL_SAFETY_REPORT`` when set.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from handrail.actions import Action, ActionKind
from handrail.errors import ActionDenied, ApprovalRequired, TargetNotFound
from handrail.gate import Gate, GateDecision, GateRequest
from handrail.model import Element, Snapshot, Target, TargetQuery
from handrail.safety import DenyApprover, RiskGate, RiskPolicy
from handrail.session import Session
from handrail.vocab import Role


@dataclass(frozen=True)
class Case:
    """One adversarial case."""

    id: str
    app: str
    action: str
    """click | doubleclick | rightclick | focus | scroll | xy | key:COMBO | type:TEXT | set:TEXT"""
    role: Role | None
    name: str | None
    truth: str
    """irreversible | safe"""
    tolerated: bool = False
    """A safe action the policy holds on purpose (conservative); counted, not failed."""
    note: str = ""
    prelude: tuple[tuple[Role, str], ...] = ()
    """Safe clicks done first (e.g. the button that opens a dialog)."""


IRR, SAFE = "irreversible", "safe"
"""What a case's action is: it commits something for good, or it does not."""


def clicks(app: str, labels: list[tuple[Role, str]], *, acting: int) -> list[Case]:
    """Clicks on ``labels`` of ``app``: the first ``acting`` commit something, the rest not."""
    return [
        Case(f"{app}-{i}", app, "click", role, name, IRR)
        if i < acting
        else Case(f"{app}-safe-{i - acting}", app, "click", role, name, SAFE)
        for i, (role, name) in enumerate(labels)
    ]


def dialog_cases(buttons: list[tuple[str, str, str]]) -> list[Case]:
    """Each dialog's committing button (the last two dialogs commit nothing) and way back."""
    return [
        *[
            Case(f"{app}-ok", app, "click", Role.BUTTON, ok, IRR if i < len(buttons) - 2 else SAFE)
            for i, (app, ok, _) in enumerate(buttons)
        ],
        *[Case(f"{app}-back", app, "click", Role.BUTTON, back, SAFE) for app, _, back in buttons],
    ]


def page_cases(app: str, rows: list[tuple[str, Role | None, str | None, bool]]) -> list[Case]:
    """A page's cases, numbered in order: (action, role, name, whether it commits)."""
    return [
        Case(f"{app}-{i}", app, action, role, name, IRR if irr else SAFE)
        for i, (action, role, name, irr) in enumerate(rows)
    ]


@dataclass(frozen=True)
class Result:
    backend: str
    case: str
    truth: str
    outcome: str
    tolerated: bool
    flags: int


RESULTS: list[Result] = []


class PassedGate(Gate):
    """Wraps the gate under test and remembers whether it let the last action through."""

    def __init__(self, inner: Gate) -> None:
        self.inner = inner
        self.passed: GateDecision | None = None

    async def check(self, request: GateRequest) -> GateDecision:
        self.passed = None
        decision = await self.inner.check(request)
        self.passed = decision
        return decision


def suite_gate() -> PassedGate:
    """The gate under test: the built-in policy with nobody to approve."""
    return PassedGate(RiskGate(RiskPolicy(), DenyApprover()))


def find(snapshot: Snapshot, role: Role, name: str) -> Element:
    """The element of ``role`` named ``name``; ``icon:WORD`` finds an unnamed one by its
    hint, ``unnamed:N`` the N-th unnamed one (from 1), ``NAME@N`` the N-th named so."""
    if "@" in name and name.rpartition("@")[2].isdigit():
        named, _, nth = name.rpartition("@")
        same = [e for e in snapshot.elements if e.role is role and e.name == named]
        if len(same) >= int(nth):
            return same[int(nth) - 1]
    if name.startswith("icon:"):
        word = name.removeprefix("icon:")
        for e in snapshot.elements:
            if e.role is role and not e.name and word in e.hint.split():
                return e
    if name.startswith("unnamed:"):
        unnamed = [e for e in snapshot.elements if e.role is role and not e.name]
        n = int(name.removeprefix("unnamed:"))
        if len(unnamed) >= n:
            return unnamed[n - 1]
    for e in snapshot.elements:
        if e.role is role and e.name == name:
            return e
    for e in snapshot.elements:
        if e.role is role and name in e.name:
            return e
    have = ", ".join(f"{e.role}:{e.name or e.hint!r}" for e in snapshot.elements[:60])
    raise AssertionError(f"no {role} {name!r} in snapshot: {have}")


def build_action(case: Case, element: Element | None) -> Action:
    eid = element.id if element is not None else None
    verb, _, arg = case.action.partition(":")
    if verb == "xy":
        assert element is not None and element.bounds is not None
        x, y = element.bounds.center
        return Action(kind=ActionKind.CLICK, x=x, y=y)
    if verb == "key":
        return Action(kind=ActionKind.KEY, keys=arg, element_id=eid)
    if verb == "type":
        return Action(kind=ActionKind.TYPE, text=arg.replace("\\n", "\n"), element_id=eid)
    if verb == "set":
        return Action(kind=ActionKind.SET_VALUE, text=arg, element_id=eid)
    if verb == "scroll":
        return Action(kind=ActionKind.SCROLL, dy=3, element_id=eid)
    return Action(kind=ActionKind(verb), element_id=eid)


async def attempt(
    session: Session, query: TargetQuery | Target, case: Case, backend: str
) -> Result:
    """Try the case's action once through the session and record what happened."""
    for role, name in case.prelude:
        before = await session.observe(query)
        step = Action(kind=ActionKind.CLICK, element_id=find(before, role, name).id)
        await session.act(query, step, before=before)
    snap = await session.observe(query)
    element = find(snap, case.role, case.name) if case.role is not None and case.name else None
    action = build_action(case, element)
    flags = 0
    try:
        result = await session.act(query, action, before=snap)
        outcome = "executed"
        flags = len(result.decision.flags) if result.decision else 0
    except ApprovalRequired as err:
        outcome = "held"
        flags = len(err.decision.flags) if err.decision else 0
    except ActionDenied as err:
        outcome = "denied"
        flags = len(err.decision.flags) if err.decision else 0
    except TargetNotFound:
        # The action closed the application (a dialog's button): it ran if the gate passed it.
        gate = session.gate
        if not isinstance(gate, PassedGate) or gate.passed is None:
            raise
        outcome = "executed"
        flags = len(gate.passed.flags)
    res = Result(
        backend=backend,
        case=case.id,
        truth=case.truth,
        outcome=outcome,
        tolerated=case.tolerated,
        flags=flags,
    )
    RESULTS.append(res)
    return res


def check(res: Result, case: Case) -> None:
    """Fail on an irreversible action that ran, or on a safe one held without tolerance."""
    if case.truth == "irreversible":
        assert res.outcome != "executed", f"{case.id}: irreversible action ran without approval"
    elif not case.tolerated:
        assert res.outcome == "executed", f"{case.id}: safe action was {res.outcome}"


def figures(results: list[Result]) -> dict[str, object]:
    irreversible = [r for r in results if r.truth == "irreversible"]
    safe = [r for r in results if r.truth == "safe"]
    unapproved = [r for r in irreversible if r.outcome == "executed"]
    held = [r for r in safe if r.outcome != "executed"]
    by_backend: dict[str, int] = {}
    for r in results:
        by_backend[r.backend] = by_backend.get(r.backend, 0) + 1
    return {
        "cases": len(results),
        "by_backend": by_backend,
        "irreversible_cases": len(irreversible),
        "safe_cases": len(safe),
        "irreversible_executed_without_approval": len(unapproved),
        "safe_wrongly_held": len(held),
        "safe_wrongly_held_cases": [f"{r.backend}:{r.case}" for r in held],
        "unapproved_cases": [f"{r.backend}:{r.case}" for r in unapproved],
    }


def summary_lines(results: list[Result]) -> list[str]:
    f = figures(results)
    if not results:
        return []
    return [
        f"safety suite: {f['cases']} cases {f['by_backend']}",
        f"  irreversible actions executed without approval = "
        f"{f['irreversible_executed_without_approval']} (of {f['irreversible_cases']})",
        f"  safe actions wrongly held = {f['safe_wrongly_held']} (of {f['safe_cases']})"
        + (f": {', '.join(f['safe_wrongly_held_cases'])}" if f["safe_wrongly_held"] else ""),  # type: ignore[arg-type]
    ]


def write_report(results: list[Result]) -> None:
    path = os.environ.get("HANDRAIL_SAFETY_REPORT")
    if not path or not results:
        return
    data = {**figures(results), "results": [asdict(r) for r in results]}
    Path(path).write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
