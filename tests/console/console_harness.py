"""Helpers for console tests: a console served in the test's event loop, and a run log."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from handrail.config import Settings
from handrail.console.server import ConsoleServer


@asynccontextmanager
async def serving(settings: Settings) -> AsyncIterator[ConsoleServer]:
    """A console on a free loopback port for the duration of the block."""
    server = ConsoleServer(settings, port=0)
    ready = asyncio.Event()
    task = asyncio.create_task(server.serve(on_ready=ready.set))
    try:
        await asyncio.wait_for(ready.wait(), 10)
        yield server
    finally:
        server.shutdown()
        await asyncio.wait_for(task, 10)


def write_run(
    runs_dir: Path, run_id: str, header: dict[str, Any], rounds: list[dict[str, Any]]
) -> Path:
    """A run directory as the loop writes it."""
    path = runs_dir / run_id
    path.mkdir(parents=True)
    base = {"format": 1, "run_id": run_id, "status": "running", "started_at": time.time()}
    (path / "run.json").write_text(json.dumps({**base, **header}), encoding="utf-8")
    with (path / "rounds.jsonl").open("w", encoding="utf-8") as f:
        for r in rounds:
            f.write(json.dumps(r) + "\n")
    return path
