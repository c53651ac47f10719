"""The run tools: run_task (a bounded loop run) and get_run (a run log, summarized).

The planner a run uses is chosen by whoever starts the server (``handrail mcp
--planner``), not by the calling model. A run acts through the same session, ids and
gate as the other tools, so irreversible steps still ask the person.

A run goes on in the background of the server: its ``run_task`` call is answered when
it ends, with a progress notification after each round meanwhile (when the client gave
a progress token), and every other tool is served during it — except the ones that
would act beside it (``act``, another ``run_task``), which fail fast with
:class:`~handrail.errors.TargetBusy` naming the run. ``handrail stop`` stops it, and so
does the client cancelling the call.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from typing import Any

import mcp.types as types

from handrail.errors import TargetBusy
from handrail.loop.criteria import criteria_from_texts
from handrail.loop.runlog import find_run, new_run_id, read_run
from handrail.loop.runner import RunConfig, Runner, RunResult
from handrail.loop.vision import choose_vision
from handrail.mcpserver.approval import current_channel
from handrail.mcpserver.arguments import Args, mode_from, query_from
from handrail.mcpserver.results import ok_result
from handrail.mcpserver.schemas import tool
from handrail.mcpserver.tools import Toolbox
from handrail.model import ObserveOptions
from handrail.planners.factory import make_planner
from handrail.render import render_run, run_summary

__all__ = ["RunTools"]

log = logging.getLogger(__name__)

STOP_GRACE = 30.0
"""Seconds a run stopped by a cancelled call or a closing server gets to end cleanly."""


class RunTools:
    """run_task and get_run over the loop and its run logs.

    Args:
        toolbox: the sessions, gate and settings the other tools use.
        planner: the planner spec (``openai``, ``anthropic`` or ``replay:FILE``).
        model: the planner's model (default: the ``HANDRAIL_MODEL`` setting).

    """

    def __init__(self, toolbox: Toolbox, *, planner: str = "openai", model: str | None = None):
        self.toolbox = toolbox
        self.planner = planner
        self.model = model
        self.active: dict[str, tuple[Runner, asyncio.Task[RunResult]]] = {}
        """The runs going on, by run id."""
        toolbox.closing.append(self.close)

    def check_idle(self, what: str) -> None:
        """Refuse ``what`` (an action or a run) while a run acts on the desktop.

        Raises:
            TargetBusy: naming the run.

        """
        for run_id in self.active:
            raise TargetBusy(
                f"{what}: run {run_id} is going on; read it"
                " with get_run, wait for it to end, or stop it (handrail stop)"
            )

    async def close(self) -> None:
        """Stop the runs going on and wait for them to end (the server is closing)."""
        for runner, task in list(self.active.values()):
            runner.request_stop("the MCP server is closing")
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(task), STOP_GRACE)

    async def run_task(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``run_task`` tool.

        Raises:
            UsageError: for bad arguments or a planner that is not configured.

        """
        args = Args(tool("run_task"), raw)
        instruction = args.string("instruction", required=True)
        assert instruction is not None
        query = query_from(args, backend=self.toolbox.backend)
        self.toolbox.check_cdp(args.tool, query)
        assert query is not None
        max_steps = args.integer("max_steps")
        assert max_steps is not None
        expect = args.strings("expect")
        settings = self.toolbox.settings
        self.check_idle("run_task")
        run_id = new_run_id()
        config = RunConfig(
            run_id=run_id,
            instruction=instruction,
            execute=args.boolean("execute"),
            max_steps=max_steps,
            timeout=args.number("max_seconds"),
            criteria=criteria_from_texts(expect),
            log_dir=settings.runs_dir,
            observe=ObserveOptions(mode=mode_from(args)),
            vision=choose_vision(
                args.choice("vision") if args.string("vision") is not None else None,
                settings.vision,
                mode_from(args),
            ),
            vision_long_side=settings.vision_long_side,
        )
        async with self.toolbox.lock:
            planner = make_planner(self.planner, settings, model=self.model)
            session = await self.toolbox.session(query)
        progress = _Progress(run_id, max_steps)
        runner = Runner(
            session, query, planner, config, vault=self.toolbox.vault, on_round=progress.round
        )

        async def drive() -> RunResult:
            async with planner:
                return await runner.run()

        task = asyncio.create_task(drive(), name=f"run {run_id}")
        self.active[run_id] = (runner, task)
        # The run is done with the server only when its task ends, whatever the call does.
        task.add_done_callback(lambda _t: self.active.pop(run_id, None))
        try:
            await progress.report(0, f"run {run_id} started: {instruction}")
            result = await asyncio.shield(task)
        except asyncio.CancelledError:
            # The client cancelled the call (or went away): the run stops at its next
            # state change and ends its log; nothing here may await any more (the
            # cancellation is delivered again at every await).
            runner.request_stop("the client cancelled run_task")
            progress.abandon()
            raise
        except BaseException:
            progress.abandon()
            raise
        await progress.done()
        await progress.report(
            max(result.rounds, progress.last),
            f"run {run_id} {result.status.value}: {result.reason}",
        )
        return ok_result("\n".join(run_summary(result, read_with="get_run")), result.to_json())

    async def get_run(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``get_run`` tool.

        ``run_id`` is a run id (or a unique prefix of one, or ``last``), never a path: a
        caller reads only the runs directory's logs.

        Raises:
            UsageError: when ``run_id`` is not a run id or no run matches.

        """
        args = Args(tool("get_run"), raw)
        ref = args.string("run_id") or "last"
        limit = args.integer("max_rounds")
        assert limit is not None
        run = read_run(find_run(ref, self.toolbox.settings.runs_dir))
        shown = run
        if len(run.rounds) > limit:
            shown = dataclasses.replace(run, rounds=run.rounds[-limit:])
        lines = render_run(shown)
        if shown is not run:
            lines.insert(1, f"(showing the last {limit} of {len(run.rounds)} rounds)")
        data = {
            "path": str(run.path),
            "run": run.header,
            "status": run.status,
            "rounds": len(run.rounds),
            "torn": run.torn,
        }
        return ok_result("\n".join(lines), data)


class _Progress:
    """Progress notifications for a run's ``run_task`` call, sent in order.

    The loop calls :meth:`round` synchronously after each round; the notifications go
    out from one task, so a slow client never holds the run up. Without a progress
    token from the client nothing is sent.
    """

    def __init__(self, run_id: str, total: int) -> None:
        self.run_id = run_id
        self.total = total
        self.last = 0
        channel = current_channel.get()
        self._session = channel.session if channel is not None else None
        self._queue: asyncio.Queue[tuple[float, str] | None] = asyncio.Queue()
        self._sender: asyncio.Task[None] | None = None

    def round(self, record: dict[str, Any]) -> None:
        number = record.get("round")
        if not isinstance(number, int):
            return
        self.last = max(self.last, number)
        actions = record.get("actions") or []
        did = "; ".join(str(a.get("action") or a.get("type") or "") for a in actions if a)
        status = (record.get("plan") or {}).get("status") or ""
        what = ", ".join(x for x in (f"planner: {status}" if status else "", did) if x)
        self._queue.put_nowait((float(number), f"run {self.run_id}: round {number} done: {what}"))
        self._start()

    def _start(self) -> None:
        if self._sender is None and self._session is not None:
            self._sender = asyncio.create_task(self._send())

    async def _send(self) -> None:
        while (item := await self._queue.get()) is not None:
            await self._emit(*item)

    async def _emit(self, value: float, message: str) -> None:
        if self._session is None:
            return
        try:
            await self._session.report_progress(value, float(self.total), message)
        except Exception as exc:  # a client gone away must not fail the run
            log.debug("progress not sent: %s", exc)

    async def report(self, value: float, message: str) -> None:
        """Send one notification now (after the queued ones)."""
        await self.done()
        await self._emit(value, message)

    def abandon(self) -> None:
        """Send nothing more (the call is over)."""
        self._session = None
        if self._sender is not None:
            self._sender.cancel()
            self._sender = None

    async def done(self) -> None:
        """Send what is queued and end the sender."""
        if self._sender is not None:
            self._queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await self._sender
            self._sender = None
