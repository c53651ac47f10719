"""The run tools: run_task (a bounded loop run) and get_run (a run log, summarized).

The planner a run uses is chosen by whoever starts the server (``handrail mcp
--planner``), not by the calling model. A run acts through the same session, ids and
gate as the other tools, so irreversible steps still ask the person.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import mcp.types as types

from handrail.loop.criteria import criteria_from_texts
from handrail.loop.runlog import find_run, read_run
from handrail.loop.runner import RunConfig, Runner
from handrail.mcpserver.arguments import Args, mode_from, query_from
from handrail.mcpserver.results import ok_result
from handrail.mcpserver.schemas import tool
from handrail.mcpserver.tools import Toolbox
from handrail.model import ObserveOptions
from handrail.planners.factory import make_planner
from handrail.render import render_run, run_summary

__all__ = ["RunTools"]


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
        config = RunConfig(
            instruction=instruction,
            execute=args.boolean("execute"),
            max_steps=max_steps,
            timeout=args.number("max_seconds"),
            criteria=criteria_from_texts(expect),
            log_dir=settings.runs_dir,
            observe=ObserveOptions(mode=mode_from(args)),
        )
        planner = make_planner(self.planner, settings, model=self.model)
        session = await self.toolbox.session(query)
        async with planner:
            result = await Runner(session, query, planner, config, vault=self.toolbox.vault).run()
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
