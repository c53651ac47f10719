"""What the risk gate costs per action: policy, injection scan, decision.

    .venv/bin/python bench/gate_overhead.py [--runs 200]

Times ``RiskGate.check`` (nobody to approve, so an irreversible action is refused at
once) against ``AllowAll`` on synthetic snapshots of 20, 200 and 2,000 elements — page
text, links, buttons, a form field and a dialog — for a safe click, a risky click and
Enter in a form field (which looks at every button on the screen).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import time

from handrail.actions import Action, ActionKind
from handrail.errors import ApprovalRequired
from handrail.gate import AllowAll, Gate, GateRequest
from handrail.geometry import Rect
from handrail.model import Element, Snapshot, SnapshotStats, Target
from handrail.safety import DenyApprover, RiskGate, RiskPolicy
from handrail.vocab import Role, State


def snapshot(n: int) -> Snapshot:
    els = [
        Element(id="e1", role=Role.WINDOW, name="Shop", bounds=Rect(0, 0, 1280, 20000)),
        Element(id="e2", role=Role.TEXTBOX, name="Coupon", parent="e1", depth=1,
                states=frozenset({State.EDITABLE, State.FOCUSED}), bounds=Rect(10, 10, 200, 20)),
        Element(id="e3", role=Role.BUTTON, name="Pay now", parent="e1", depth=1,
                bounds=Rect(10, 40, 80, 20)),
        Element(id="e4", role=Role.BUTTON, name="Add to cart", parent="e1", depth=1,
                bounds=Rect(100, 40, 80, 20)),
        Element(id="e5", role=Role.DIALOG, name="Remove item?", parent="e1", depth=1,
                bounds=Rect(400, 40, 300, 200)),
    ]  # fmt: skip
    kinds = (Role.TEXT, Role.LINK, Role.BUTTON, Role.TEXT, Role.LISTITEM)
    i = len(els)
    while len(els) < n:
        role = kinds[i % len(kinds)]
        parent = "e5" if i % 50 == 0 else "e1"
        name = (
            f"Product {i}: a sturdy thing that ships in two days"
            if role is Role.TEXT
            else (f"Details {i}" if role is Role.LINK else f"Option {i}")
        )
        els.append(Element(id=f"e{i + 1}", role=role, name=name, parent=parent, depth=2,
                           bounds=Rect(10, 60 + 20 * i, 300, 18)))  # fmt: skip
        i += 1
    return Snapshot(
        target=Target(backend="bench", key="bench", app="shop"),
        elements=tuple(els),
        signature="0" * 16,
        stats=SnapshotStats(elements=len(els), total=len(els), truncated=False, elapsed_ms=0),
    )


async def time_check(gate: Gate, request: GateRequest, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        with contextlib.suppress(ApprovalRequired):
            await gate.check(request)
        out.append((time.perf_counter() - t) * 1000)
    return out


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    risk = RiskGate(RiskPolicy(), DenyApprover())
    allow = AllowAll()
    print("| elements | action | AllowAll p50 | RiskGate p50 | RiskGate p95 | verdict |")
    print("| --- | --- | --- | --- | --- | --- |")
    for n in (20, 200, 2000):
        snap = snapshot(n)
        cases = {
            "click Add to cart": (Action(kind=ActionKind.CLICK, element_id="e4"), "e4"),
            "click Pay now": (Action(kind=ActionKind.CLICK, element_id="e3"), "e3"),
            "Enter in Coupon": (Action(kind=ActionKind.KEY, keys="Return"), None),
        }
        for label, (action, eid) in cases.items():
            req = GateRequest(action=action, element=snap.get(eid) if eid else None, snapshot=snap)
            base = await time_check(allow, req, args.runs)
            ours = await time_check(risk, req, max(20, args.runs // (1 + n // 200)))
            verdict = RiskPolicy().assess(action, req.element, snap).verdict.value
            p95 = statistics.quantiles(ours, n=20)[-1]
            print(
                f"| {n} | {label} | {statistics.median(base):.3f} ms | "
                f"{statistics.median(ours):.2f} ms | {p95:.2f} ms | {verdict} |"
            )


if __name__ == "__main__":
    asyncio.run(main())
