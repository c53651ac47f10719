"""The web console: live runs, pending approvals, the emergency stop and run history.

A small Starlette application with server-rendered pages (Jinja2, autoescaped). It
talks to runs only through files in the state directory: run logs, approval files and
the stop flag, so it can be started and stopped at any time without touching a run.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import (
    FileResponse,
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from handrail.config import Settings
from handrail.console.auth import TokenAuth
from handrail.console.forms import read_form
from handrail.console.learn_pages import LearnPages
from handrail.console.runs import ago, list_runs, read_rounds, read_run_view, safe_run_id
from handrail.console.screens import outline_box
from handrail.errors import UsageError
from handrail.learn.causes import RootCause
from handrail.learn.corrections import ACTION_TYPES
from handrail.loop.archive import ARCHIVE_SUFFIX, is_archive, run_file
from handrail.safety.approval_files import ApprovalAudit, ApprovalFiles
from handrail.safety.approvals import ApprovalAnswer, Outcome, Scope
from handrail.safety.secrets import SecretVault
from handrail.safety.wiring import approvals_dir
from handrail.stop import StopFlag

__all__ = ["ConsoleConfig", "create_app"]

_STATIC = Path(__file__).parent / "static"
_ANSWERS = {
    "once": (Outcome.APPROVED, Scope.ONCE),
    "run": (Outcome.APPROVED, Scope.RUN),
    "deny": (Outcome.DENIED, Scope.ONCE),
}


@dataclass(frozen=True, kw_only=True)
class ConsoleConfig:
    """What the console serves and how it is protected.

    ``hosts`` are the ``Host`` header names accepted (loopback names by default, plus
    the host it listens on); ``port`` names the cookie.
    """

    settings: Settings
    token: str
    port: int
    hosts: tuple[str, ...] = ("127.0.0.1", "localhost", "::1")
    vault: SecretVault | None = None


class _Console:
    def __init__(self, config: ConsoleConfig) -> None:
        self.config = config
        settings = config.settings
        vault = config.vault or SecretVault()
        self.vault = vault
        self.files = ApprovalFiles(approvals_dir(settings), vault)
        self.audit = ApprovalAudit(approvals_dir(settings) / "audit.jsonl", vault)
        self.stop = StopFlag(settings.state_dir)
        self.runs_dir = settings.runs_dir
        self.env = Environment(
            loader=PackageLoader("handrail.console", "templates"),
            autoescape=select_autoescape(default=True, default_for_string=True),
        )
        self.env.filters["ago"] = ago
        self.env.filters["tojson_pretty"] = lambda v: json.dumps(
            v, ensure_ascii=False, indent=2, default=str
        )
        self.env.filters["clock"] = lambda ts: (
            time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(float(ts))) if ts else "-"
        )

    def render(
        self, request: Request, name: str, version: str | None = None, **values: Any
    ) -> HTMLResponse:
        # ``version`` must be taken before the page's data is read: a change in between
        # then makes the page reload rather than go unnoticed.
        template = self.env.get_template(name)
        page = template.render(
            csrf=request.scope.get("state", {}).get("csrf", ""),
            stop_reason=self.stop.reason(),
            now=time.time(),
            version=version or self.state()["version"],
            **self.vault.redact(values),
        )
        return HTMLResponse(page, headers=_SECURITY_HEADERS)

    # -- state ---------------------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        runs = list_runs(self.runs_dir, limit=50)
        pending = self.files.pending()
        data = {
            "stop": self.stop.reason(),
            "pending": [p.get("id") for p in pending],
            "runs": [[r.run_id, r.status, r.modified] for r in runs[:20]],
        }
        digest = hashlib.sha256(json.dumps(data, default=str).encode()).hexdigest()[:16]
        return {**data, "version": digest}

    # -- pages ---------------------------------------------------------------------------

    async def index(self, request: Request) -> Response:
        version = self.state()["version"]
        runs = list_runs(self.runs_dir, limit=50)
        return self.render(
            request,
            "index.html",
            version=version,
            pending=self.files.pending(),
            live=[(r, (read_rounds(r.path, last=1) or [{}])[-1]) for r in runs if r.live],
            history=[r for r in runs if not r.live],
            flash=request.query_params.get("flash", ""),
        )

    async def approval(self, request: Request) -> Response:
        rid = request.path_params["rid"]
        version = self.state()["version"]
        try:
            data = self.files.get(rid)
        except UsageError:
            return PlainTextResponse("malformed approval id", status_code=404)
        if data is None:
            return self.render(request, "gone.html", version=version, rid=rid)
        rounds: list[dict[str, Any]] = []
        run_id = safe_run_id(str(data.get("run_id") or ""))
        if run_id:
            rounds = read_rounds(self.runs_dir / run_id, last=5)
        shot = self.files.screenshot_path(rid)
        box = outline_box(data, shot) if shot else None
        return self.render(
            request,
            "approval.html",
            version=version,
            a=data,
            rounds=rounds,
            box=box,
            shot=bool(shot),
            action_types=ACTION_TYPES,
            labels=[c.value for c in RootCause],
        )

    async def approval_png(self, request: Request) -> Response:
        try:
            path = self.files.screenshot_path(request.path_params["rid"])
        except UsageError:
            path = None
        if path is None:
            return PlainTextResponse("no screenshot", status_code=404)
        return FileResponse(path, media_type="image/png", headers=_SECURITY_HEADERS)

    async def answer(self, request: Request) -> Response:
        form = await read_form(request)
        if not self._csrf_ok(request, form):
            return PlainTextResponse("bad form token", status_code=403)
        rid = request.path_params["rid"]
        choice = _ANSWERS.get(form.get("answer", ""))
        if choice is None:
            return PlainTextResponse("answer must be once, run or deny", status_code=400)
        outcome, scope = choice
        by = "console"
        try:
            done = self.files.answer(
                rid, ApprovalAnswer(outcome=outcome, scope=scope, by=by, note=form.get("note", ""))
            )
        except UsageError:
            return PlainTextResponse("malformed approval id", status_code=404)
        word = {"once": "approved once", "run": "approved for the run", "deny": "denied"}
        flash = f"{rid}: {word[form['answer']]}" if done else f"{rid}: no longer pending"
        return RedirectResponse(f"/?flash={flash}", status_code=303)

    async def stop_raise(self, request: Request) -> Response:
        form = await read_form(request)
        if not self._csrf_ok(request, form):
            return PlainTextResponse("bad form token", status_code=403)
        self.stop.raise_("emergency stop from the console")
        self.audit.record({"event": "emergency-stop", "at": time.time(), "by": "console"})
        return RedirectResponse("/?flash=EMERGENCY STOP raised", status_code=303)

    async def stop_clear(self, request: Request) -> Response:
        form = await read_form(request)
        if not self._csrf_ok(request, form):
            return PlainTextResponse("bad form token", status_code=403)
        self.stop.clear()
        self.audit.record({"event": "stop-cleared", "at": time.time(), "by": "console"})
        return RedirectResponse("/?flash=stop cleared", status_code=303)

    def _run_path(self, raw: str) -> Path | None:
        # A run's directory, or its archive: both are read the same way.
        run_id = safe_run_id(raw)
        if run_id is None:
            return None
        for path in (self.runs_dir / run_id, self.runs_dir / (run_id + ARCHIVE_SUFFIX)):
            if (path / "run.json").is_file() or is_archive(path):
                return path
        return None

    async def run(self, request: Request) -> Response:
        path = self._run_path(request.path_params["run_id"])
        if path is None:
            return PlainTextResponse("no such run", status_code=404)
        view = read_run_view(path)
        rounds = read_rounds(view.path)
        return self.render(request, "run.html", run=view, rounds=rounds)

    async def run_file(self, request: Request) -> Response:
        path = self._run_path(request.path_params["run_id"])
        name = request.path_params["name"]
        if path is None or safe_run_id(name) is None or not name.endswith((".png", ".json")):
            return PlainTextResponse("no such file", status_code=404)
        try:
            raw = run_file(path, name)
        except UsageError:
            raw = None
        if raw is None:
            return PlainTextResponse("no such file", status_code=404)
        if name.endswith(".json"):
            try:
                data = json.loads(raw)
            except ValueError:
                return PlainTextResponse("unreadable", status_code=404)
            return JSONResponse(self.vault.redact(data), headers=_SECURITY_HEADERS)
        return Response(raw, media_type="image/png", headers=_SECURITY_HEADERS)

    async def audit_page(self, request: Request) -> Response:
        entries = list(reversed(self.audit.entries(200)))
        return self.render(request, "audit.html", entries=entries)

    async def api_state(self, request: Request) -> Response:
        return JSONResponse(self.vault.redact(self.state()), headers=_SECURITY_HEADERS)

    def _csrf_ok(self, request: Request, form: dict[str, str]) -> bool:
        expected = str(request.scope.get("state", {}).get("csrf", ""))
        given = form.get("csrf", "").encode("utf-8", "replace")
        return bool(expected) and hmac.compare_digest(given, expected.encode())


# "same-origin", not "no-referrer": under no-referrer a browser posts the console's own
# forms with "Origin: null", which the Origin check must refuse.
_SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self'; style-src 'self'; script-src 'self'; "
        "frame-ancestors 'none'; form-action 'self'"
    ),
}


def create_app(config: ConsoleConfig) -> TokenAuth:
    """The console as an ASGI application, behind token authentication."""
    c = _Console(config)
    learn = LearnPages(c, config.settings.state_dir, _SECURITY_HEADERS)
    app = Starlette(
        routes=[
            *learn.routes(),
            Route("/", c.index),
            Route("/approvals/{rid}", c.approval),
            Route("/approvals/{rid}/screenshot.png", c.approval_png),
            Route("/approvals/{rid}/answer", c.answer, methods=["POST"]),
            Route("/stop", c.stop_raise, methods=["POST"]),
            Route("/stop/clear", c.stop_clear, methods=["POST"]),
            Route("/runs/{run_id}", c.run),
            Route("/runs/{run_id}/files/{name}", c.run_file),
            Route("/audit", c.audit_page),
            Route("/api/state", c.api_state),
            Mount("/static", app=StaticFiles(directory=_STATIC), name="static"),
        ]
    )
    return TokenAuth(
        app,
        token=config.token,
        cookie=f"handrail_console_{config.port}",
        hosts=config.hosts,
    )
