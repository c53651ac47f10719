"""A round held to its checks: a ``finished`` claim, the plan's ``expect``, and the decision.

Pure functions over a :class:`~handrail.loop.rounds.RoundState`; the runner calls them in
GATE (the claim), VERIFY (the expectation) and DECIDE (how the round ends the run, if it
does).
"""

from __future__ import annotations

from dataclasses import replace

from handrail.loop.criteria import Criteria, expect_checks
from handrail.loop.decide import Decider, Decision, Ending
from handrail.loop.rounds import RoundState

__all__ = ["check_claim", "check_expectation", "round_decision"]


def check_claim(rs: RoundState, criteria: Criteria | None) -> None:
    """Hold a planner's ``finished`` to the success checks, when there are any.

    Sets ``rs.claim`` (``verified`` is ``None`` without checks) and ``rs.criteria``.
    """
    if criteria is None or rs.snapshot is None:
        rs.claim = {"verified": None, "failing": []}
        return
    rs.criteria = criteria.evaluate(rs.snapshot)
    failing = [
        r.check + (f" (the screen shows: {' | '.join(r.evidence)})" if r.evidence else "")
        for r in rs.criteria.results
        if not r.ok
    ]
    rs.claim = {"verified": rs.criteria.met, "failing": failing}


def check_expectation(rs: RoundState) -> None:
    """Hold the round to the planner's ``expect`` when it was written as checks.

    An unmet expectation fails the last verdict's semantics layer, unless OCR read the
    expected text on the screen after the action.
    """
    expect = expect_checks(rs.valid.plan.expect) if rs.valid else None
    after = rs.after
    if expect is None or after is None or not rs.verdicts or not rs.executions:
        return
    rs.expectation = expect.evaluate(after)
    last = rs.verdicts[-1]
    if last.ocr is not None and last.ocr.get("found_all"):
        return  # OCR read the expected text on the screen after the action
    if not rs.expectation.met and last.ok:
        missed = [r.check for r in rs.expectation.results if not r.ok]
        rs.verdicts[-1] = replace(
            last,
            semantics=min(last.semantics or 0.0, rs.expectation.score),
            failed_layer="semantics",
            details=(*last.details, "expected but not seen: " + "; ".join(missed)),
        )


def round_decision(
    rs: RoundState,
    decider: Decider,
    *,
    execute: bool,
    criteria_given: bool,
    steps_used: int,
    cost_usd: float,
    elapsed_s: float,
) -> Decision:
    """How this round ends the run, if it does (``ending`` is ``None`` to go on).

    Args:
        execute: ``False`` for a dry run.
        criteria_given: the run has success checks.

    """
    if rs.error is not None:
        return Decision(ending=Ending.ERROR, reason=rs.error)
    if rs.valid is None and rs.rejected:
        return Decision(
            ending=Ending.BLOCKED,
            reason=f"the plan stayed invalid after {len(rs.rejected) - 1} repair(s):"
            f" {rs.rejected[-1]}",
            evidence={"rejected": rs.rejected},
        )
    if rs.valid is not None and rs.valid.status == "continue" and not execute:
        return Decision(ending=Ending.DRY_RUN, reason="dry run: planned, nothing done")
    facts = rs.facts(
        steps_used=steps_used,
        cost_usd=cost_usd,
        elapsed_s=elapsed_s,
        criteria_given=criteria_given,
    )
    decision = decider.decide(facts)
    if decision.ending is None and rs.valid is None:
        # The planner did not answer within the time budget.
        return Decision(ending=Ending.BUDGET, reason="the time budget ran out while planning")
    refuted = rs.claim is not None and rs.claim["verified"] is False
    if refuted:
        note = "the planner said finished, but the success checks fail: " + "; ".join(
            rs.claim["failing"] if rs.claim else []
        )
        if decision.ending is None and not execute:
            return Decision(ending=Ending.DRY_RUN, reason=f"dry run: {note}")
        if decision.ending is None:
            return Decision(ending=None, reason=note)
        return replace(
            decision,
            reason=f"{decision.reason} ({note})",
            evidence={**decision.evidence, "refuted": rs.claim},
        )
    return decision
