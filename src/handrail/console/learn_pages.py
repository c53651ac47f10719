"""The console's review queue, health page and "correct the action" answer.

Thin pages over :mod:`handrail.learn`: the queue is the same files ``handrail log mine``
writes, a verdict records who (the name typed in, as ``console:<name>``) and when, and a
correction denies the pending action and records a reviewed sample.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Protocol

from starlette.requests import Request
from starlette.responses import (
    FileResponse,
    HTMLResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from starlette.routing import Route

from handrail.console.forms import read_form
from handrail.console.plots import bar_chart, line_chart
from handrail.errors import UsageError
from handrail.learn.causes import RootCause
from handrail.learn.corrections import correction_action, correction_sample
from handrail.learn.health import Health, health
from handrail.learn.review import ReviewQueue, review_dir
from handrail.learn.samples import Proposal
from handrail.loop.archive import parse_age
from handrail.loop.runlog import find_run, read_run, run_dirs
from handrail.safety.approval_files import ApprovalFiles
from handrail.safety.approvals import ApprovalAnswer, Outcome, Scope

__all__ = ["LearnPages"]

_VERDICTS = {"confirm": "confirmed", "relabel": "relabelled", "reject": "rejected"}


class _Host(Protocol):
    files: ApprovalFiles
    runs_dir: Path

    def render(
        self, request: Request, name: str, version: str | None = None, **values: Any
    ) -> HTMLResponse: ...

    def _csrf_ok(self, request: Request, form: dict[str, str]) -> bool: ...


def _who(form: dict[str, str]) -> str:
    name = " ".join(form.get("by", "").split())[:60]
    return f"console:{name}" if name else "console"


class LearnPages:
    """The review, health and correction routes of one console."""

    def __init__(self, host: _Host, state_dir: Path, headers: dict[str, str]) -> None:
        self.host = host
        self.queue = ReviewQueue(review_dir(state_dir))
        self.headers = headers

    def routes(self) -> list[Route]:
        """The routes to mount."""
        return [
            Route("/review", self.review_list),
            Route("/review/{sid}", self.review_page),
            Route("/review/{sid}/picture.png", self.picture),
            Route("/review/{sid}/verdict", self.verdict, methods=["POST"]),
            Route("/approvals/{rid}/correct", self.correct, methods=["POST"]),
            Route("/health", self.health_page),
        ]

    async def review_list(self, request: Request) -> Response:
        """The queue: samples waiting for a person, then the reviewed ones."""
        status = request.query_params.get("status") or None
        samples = self.queue.samples(status)
        pending = [s for s in samples if s.review.status == "pending"]
        done = [s for s in samples if s.review.status != "pending"]
        return self.host.render(
            request,
            "review.html",
            pending=pending,
            done=list(reversed(done)),
            flash=request.query_params.get("flash", ""),
        )

    async def review_page(self, request: Request) -> Response:
        """One sample: its label and why, the scene, the proposal, the verdict form."""
        try:
            sample = self.queue.get(request.path_params["sid"])
        except UsageError:
            sample = None
        if sample is None:
            return PlainTextResponse("no such sample", status_code=404)
        return self.host.render(
            request,
            "sample.html",
            s=sample,
            labels=[c.value for c in RootCause],
            picture=self.queue.picture(sample.id) is not None,
        )

    async def picture(self, request: Request) -> Response:
        """The cut of a sample's screenshot."""
        try:
            path = self.queue.picture(request.path_params["sid"])
        except UsageError:
            path = None
        if path is None:
            return PlainTextResponse("no picture", status_code=404)
        return FileResponse(path, media_type="image/png", headers=self.headers)

    async def verdict(self, request: Request) -> Response:
        """Record a confirm, relabel or reject, with who and when."""
        form = await read_form(request)
        if not self.host._csrf_ok(request, form):
            return PlainTextResponse("bad form token", status_code=403)
        sid = request.path_params["sid"]
        status = _VERDICTS.get(form.get("verdict", ""))
        if status is None:
            return PlainTextResponse("verdict must be confirm, relabel or reject", 400)
        text = form.get("correction", "").strip()
        try:
            sample = self.queue.review(
                sid,
                status=status,
                by=_who(form),
                label=form.get("label") if status == "relabelled" else None,
                correction=Proposal(text=text, source="person") if text else None,
                note=form.get("note", ""),
            )
        except UsageError as exc:
            return PlainTextResponse(exc.message, status_code=400)
        return RedirectResponse(
            f"/review?flash={sample.id}: {status} by {sample.review.by}", status_code=303
        )

    async def correct(self, request: Request) -> Response:
        """Deny a pending action and record the person's correction as a reviewed sample."""
        form = await read_form(request)
        if not self.host._csrf_ok(request, form):
            return PlainTextResponse("bad form token", status_code=403)
        rid = request.path_params["rid"]
        try:
            data = self.host.files.get(rid)
            if data is None:
                return RedirectResponse(f"/?flash={rid}: no longer pending", status_code=303)
            action = correction_action(
                form.get("type", ""),
                form.get("element_id", ""),
                form.get("text", ""),
                form.get("keys", ""),
            )
            run_dir = None
            if data.get("run_id"):
                try:
                    run_dir = find_run(str(data["run_id"]), self.host.runs_dir)
                except UsageError:
                    run_dir = None
            shot = self.host.files.screenshot_path(rid)
            by, now = _who(form), time.time()
            mined = correction_sample(
                data,
                action,
                by=by,
                at=now,
                label=form.get("label") or RootCause.WRONG_TARGET.value,
                note=form.get("note", ""),
                run_dir=run_dir,
                picture=shot.read_bytes() if shot else None,
            )
            note = f"corrected: {action}"
            done = self.host.files.answer(
                rid, ApprovalAnswer(outcome=Outcome.DENIED, scope=Scope.ONCE, by=by, note=note)
            )
        except UsageError as exc:
            return PlainTextResponse(exc.message, status_code=400)
        if not done:
            return RedirectResponse(f"/?flash={rid}: no longer pending", status_code=303)
        self.queue.add(mined)
        return RedirectResponse(
            f"/?flash={rid}: denied and corrected (sample {mined.sample.id})", status_code=303
        )

    async def health_page(self, request: Request) -> Response:
        """Health figures, plots and alerts over recent runs."""
        since_text = request.query_params.get("since", "7d")
        try:
            since = parse_age(since_text)
        except UsageError:
            since_text, since = "7d", parse_age("7d")
        runs = []
        for path in reversed(run_dirs(self.host.runs_dir)):
            try:
                runs.append(read_run(path))
            except UsageError:
                continue
        report = health(runs, since=since)
        return self.host.render(
            request, "health.html", since=since_text, h=report.to_json(), charts=_charts(report)
        )


def _charts(report: Health) -> dict[str, Any]:
    f = report.figures
    alerts = {a.name for a in report.alerts}
    out: dict[str, Any] = {}
    for key, name in (("action_latency_ms", "action"), ("round_latency_ms", "round")):
        hist = f[key]["histogram"]
        out[key] = bar_chart(
            [(k, float(v)) for k, v in hist.items()],
            title=f"{name} latency (ms), p95 {f[key]['p95']}",
            chart_id=f"chart-{name}-latency",
            alert=[
                f"{name}_latency_p95" in alerts and int(k.split("-")[0].rstrip("+")) >= 2000
                for k in hist
            ],
        )
    per_hour = f["fingerprint_changes"]["per_hour"]
    out["fingerprint"] = bar_chart(
        [(k, float(v)) for k, v in per_hour.items()] or [("none", 0.0)],
        title="environment fingerprint changes per hour",
        chart_id="chart-fingerprint",
        limit=5,
        alert=[v > 5 for v in per_hour.values()],
    )
    neg = f["negative_rate"]
    out["negative"] = bar_chart(
        [("last week", neg["last_week"] or 0.0), ("this week", neg["this_week"] or 0.0)],
        title="failed rounds per round, week over week",
        chart_id="chart-negative",
        alert=[False, "negative_rate_rise" in alerts],
    )
    outcomes = f["outcomes"]
    out["outcomes"] = line_chart(
        [o["at"] for o in outcomes],
        [
            ("success", [o["success_rate"] for o in outcomes]),
            ("handoff", [o["handoff_rate"] for o in outcomes]),
        ],
        title="success and handoff rate over time",
        chart_id="chart-outcomes",
    )
    out["causes"] = bar_chart(
        [(k, float(v)) for k, v in f["root_causes"].items()] or [("none", 0.0)],
        title="top root causes",
        chart_id="chart-causes",
    )
    return out
