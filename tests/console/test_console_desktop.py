"""A question about a real desktop dialog: its screenshot and the element's outline as the
console shows them, then a refusal that leaves the dialog untouched."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest
from console_harness import serving

from handrail.actions import Action, ActionKind
from handrail.backends.atspi import AtspiBackend
from handrail.config import Settings
from handrail.console.screens import outline_box
from handrail.errors import ActionDenied
from handrail.model import TargetQuery
from handrail.safety import (
    ApprovalAnswer,
    ApprovalFiles,
    ConsoleApprover,
    Outcome,
    RiskGate,
    RiskPolicy,
)
from handrail.safety.wiring import approvals_dir
from handrail.session import Session
from handrail.stop import StopFlag
from handrail.vocab import Role

pytestmark = pytest.mark.desktop


async def test_question_about_a_zenity_dialog(desktop, launch_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--question", "--text", "Delete all files permanently?"])
    settings = Settings(state_dir=tmp_path / "state")
    files = ApprovalFiles(approvals_dir(settings))
    gate = RiskGate(RiskPolicy(), ConsoleApprover(files, StopFlag(settings.state_dir), poll=0.05))
    query = TargetQuery(pid=app.pid)
    async with Session(AtspiBackend(desktop.settings), gate=gate) as session:
        snap = await session.observe(query)
        yes = next(e for e in snap.elements if e.role is Role.BUTTON and e.name == "Yes")
        task = asyncio.create_task(
            session.act(query, Action(kind=ActionKind.CLICK, element_id=yes.id), before=snap)
        )
        for _ in range(200):
            if files.pending():
                break
            await asyncio.sleep(0.05)
        (pending,) = files.pending()
        shot = files.screenshot_path(pending["id"])
        assert shot is not None and shot.read_bytes().startswith(b"\x89PNG")
        box = outline_box(pending, shot)
        assert box is not None and 0 <= box["left"] < 100 and 0 <= box["top"] < 100
        assert pending["risk"] in ("delete", "confirm")
        async with serving(settings) as server, httpx.AsyncClient(base_url=server.url) as client:
            await client.get(f"/?token={server.token}")
            page = await client.get(f"/approvals/{pending['id']}")
            assert page.status_code == 200 and 'id="outline"' in page.text
            png = await client.get(f"/approvals/{pending['id']}/screenshot.png")
            assert png.status_code == 200 and png.content == shot.read_bytes()
        files.answer(pending["id"], ApprovalAnswer(outcome=Outcome.DENIED, by="console"))
        with pytest.raises(ActionDenied):
            await task
        still = await session.observe(query)  # the dialog is still there: nothing was clicked
        assert any(e.name == "Yes" for e in still.elements)
