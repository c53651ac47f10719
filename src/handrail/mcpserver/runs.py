"""The run tools: run_task (a bounded loop run) and get_run (a run log, summarized)."""

from __future__ import annotations

from typing import Any

import mcp.types as types

from handrail.config import Settings
from handrail.errors import UsageError
from handrail.gate import Gate

__all__ = ["RunTools"]


class RunTools:
    """run_task and get_run over the loop and its run logs.

    Args:
        settings: Handrail settings (planner endpoint, run log directory).
        gate: the gate every action of a run passes.
        backend: force targets onto this registry backend.

    """

    def __init__(self, settings: Settings, *, gate: Gate | None, backend: str | None) -> None:
        self.settings = settings
        self.gate = gate
        self.backend = backend

    async def run_task(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``run_task`` tool.

        Raises:
            UsageError: until the loop is available.

        """
        raise UsageError("run_task is not available in this installation")

    async def get_run(self, raw: dict[str, Any] | None) -> types.CallToolResult:
        """The ``get_run`` tool.

        Raises:
            UsageError: until run logs are available.

        """
        raise UsageError("get_run is not available in this installation")
