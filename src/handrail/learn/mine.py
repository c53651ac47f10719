"""Mining a run log: one sample per failed round and one for the run's ending.

Each sample gets its root cause (:mod:`~handrail.learn.labels`), its scene (the element
list the round started from, the part of the screenshot around the element acted on,
the action, the events of the rounds around it, the prompt the planner saw and its
reply) and a proposed correction (:mod:`~handrail.learn.proposals`).

A run that ended as it should have is not mined at all: a run whose judge (such as
``handrail eval``, which knows each case's right outcome) wrote :data:`JUDGED` in its
log saying so. An expected handoff — a missing target, an irreversible step held — is
the loop working, not a failure to learn from.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from handrail.learn.labels import Finding, label_round, label_run
from handrail.learn.proposals import propose
from handrail.learn.samples import Sample
from handrail.learn.scene import SceneText, crop_region, read_scene_text
from handrail.loop.archive import run_file
from handrail.loop.runlog import RunRecord

__all__ = ["JUDGED", "Labels", "Mined", "judged_right", "label_all", "mine_run"]

JUDGED = "judged.json"
"""A run log's judgement by whoever knew the right outcome: ``{"expected": "handoff",
"outcome": "blocked", "success": true, "by": "handrail eval", ...}``."""


@dataclass(frozen=True, kw_only=True)
class Mined:
    """A sample and the cut of its screenshot (PNG), if there was one."""

    sample: Sample
    picture: bytes | None = None


def _event(rec: dict[str, Any]) -> list[str]:
    n = rec.get("round")
    out: list[str] = []
    plan = rec.get("plan") or {}
    if plan:
        out.append(f"round {n}: plan [{plan.get('status')}] {plan.get('summary', '')}".rstrip())
    for reason in (rec.get("validation") or {}).get("rejected") or []:
        out.append(f"round {n}: plan rejected: {reason}")
    for act in rec.get("actions") or []:
        what = json.dumps(act.get("action"), ensure_ascii=False)
        if act.get("error"):
            out.append(f"round {n}: {what} failed: {act['error']}")
        elif act.get("skipped"):
            out.append(f"round {n}: {what} skipped: {act['skipped']}")
        else:
            changed = act.get("signature_before") != act.get("signature_after")
            mode = (act.get("receipt") or {}).get("mode")
            out.append(f"round {n}: {what} via {mode}, {'changed' if changed else 'no change'}")
    if rec.get("gate"):
        out.append(f"round {n}: held by the gate: {rec['gate'].get('error')}")
    if rec.get("error"):
        out.append(f"round {n}: error: {rec['error']}")
    if rec.get("stop_reason"):
        out.append(f"round {n}: stopped: {rec['stop_reason']}")
    decision = rec.get("decision") or {}
    if decision.get("outcome") and decision["outcome"] != "continue":
        out.append(f"round {n}: => {decision['outcome']}: {decision.get('reason', '')}")
    return out


def _prompt(run: RunRecord, rec: dict[str, Any]) -> dict[str, Any] | None:
    name = rec.get("prompt_file")
    data = run_file(run.path, name) if isinstance(name, str) else None
    if data is None:
        return None
    try:
        prompt = json.loads(data)
    except ValueError:
        return None
    return prompt if isinstance(prompt, dict) else None


def _reply(rec: dict[str, Any]) -> str | None:
    attempts = rec.get("attempts") or []
    return str(attempts[-1].get("raw")) if attempts else None


def _sample(
    run: RunRecord,
    index: int | None,
    finding: Finding,
    scene: SceneText | None,
    next_scene: SceneText | None,
    now: float,
) -> Mined:
    rec = run.rounds[index] if index is not None else (run.rounds[-1] if run.rounds else {})
    element = finding.extra.get("element") or None
    picture = region = None
    shot = rec.get("screenshot")
    png = run_file(run.path, shot) if isinstance(shot, str) else None
    if png is not None:
        bounds = (element or {}).get("bounds")
        area = (rec.get("snapshot_before") or {}).get("area")
        cut = crop_region(png, bounds, area) if bounds else None
        picture, region = (cut[0], cut[1]) if cut else (png, None)
    lo = max(0, (index if index is not None else len(run.rounds) - 1) - 1)
    hi = (index + 2) if index is not None else len(run.rounds)
    events = [line for r in run.rounds[lo:hi] for line in _event(r)]
    header = run.header
    number = rec.get("round") if index is not None else None
    sid = f"{run.run_id}-r{int(number):04d}" if number is not None else f"{run.run_id}-end"
    sample = Sample(
        id=sid,
        run_id=run.run_id,
        round=int(number) if number is not None else None,
        label=finding.label,
        diagnostics=finding.diagnostics,
        scene={
            "instruction": header.get("instruction"),
            "target": header.get("target"),
            "backend": header.get("backend"),
            "status": run.status,
            "snapshot": scene.text if scene else None,
            "screenshot": None,
            "region": region,
            "action": finding.action,
            "element": element,
            "events": events,
        },
        proposal=propose(run.rounds, index, finding, scene, next_scene),
        prompt=_prompt(run, rec) if rec else None,
        reply=_reply(rec) if rec else None,
        created_at=now,
    )
    return Mined(sample=sample, picture=picture)


@dataclass(frozen=True, kw_only=True)
class Labels:
    """A run's labels: one finding (or ``None``) per round, and the ending's."""

    rounds: tuple[Finding | None, ...]
    ending: Finding | None
    scenes: tuple[SceneText | None, ...]
    next_scenes: tuple[SceneText | None, ...]


def label_all(run: RunRecord) -> Labels:
    """Label every round of ``run`` and its ending (no pictures are read)."""
    scenes = tuple(
        read_scene_text(run.path, (rec.get("snapshot_before") or {}).get("file"))
        for rec in run.rounds
    )
    findings: list[Finding | None] = []
    nexts: list[SceneText | None] = []
    for i, rec in enumerate(run.rounds):
        nxt = scenes[i + 1] if i + 1 < len(scenes) else None
        if nxt is None:
            nxt = read_scene_text(run.path, (rec.get("snapshot_after") or {}).get("file"))
        nexts.append(nxt)
        findings.append(label_round(rec, scenes[i], nxt))
    ending = label_run(run.header, run.rounds, findings, scenes[-1] if scenes else None)
    return Labels(rounds=tuple(findings), ending=ending, scenes=scenes, next_scenes=tuple(nexts))


def judged_right(run: RunRecord) -> bool:
    """Whether the run's log says it ended with its right outcome (see :data:`JUDGED`)."""
    try:
        judged = json.loads((run.path / JUDGED).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(judged, dict) and judged.get("success") is True


def mine_run(run: RunRecord, now: float | None = None) -> list[Mined]:
    """The samples of ``run``: its failed rounds, then its ending (if not a success).

    Nothing for a run judged right (:func:`judged_right`).
    """
    if judged_right(run):
        return []
    now = time.time() if now is None else now
    labels = label_all(run)
    out: list[Mined] = []
    for i, finding in enumerate(labels.rounds):
        if finding is not None:
            out.append(_sample(run, i, finding, labels.scenes[i], labels.next_scenes[i], now))
    if labels.ending is not None:
        last = labels.scenes[-1] if labels.scenes else None
        out.append(_sample(run, None, labels.ending, last, None, now))
    return out
