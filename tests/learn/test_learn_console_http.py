"""The console over HTTP: archived runs shown like directories; the learning pages need the
token and the form token, and refuse bad verdicts and corrections in one line."""

from __future__ import annotations

from pathlib import Path

import httpx
from console_harness import serving
from learn_helpers import Refuser, fake_run

from handrail.config import Settings
from handrail.learn import ReviewQueue, mine_run, review_dir
from handrail.loop.archive import pack_run
from handrail.safety import RiskGate, RiskPolicy

SEND = {
    "status": "continue",
    "summary": "send",
    "actions": [{"type": "click", "element": {"role": "button", "name": "Send"}}],
}


async def test_archived_runs_and_the_learning_pages(tmp_path: Path) -> None:
    settings = Settings(state_dir=tmp_path / "state")
    run = await fake_run(settings.runs_dir, [SEND], gate=RiskGate(RiskPolicy(), Refuser()))
    queue = ReviewQueue(review_dir(settings.state_dir))
    sid = next(m.sample.id for m in mine_run(run) if queue.add(m))
    png = (run.path / "round-0001.png").read_bytes()
    pack_run(run.path)
    async with serving(settings) as server, httpx.AsyncClient(base_url=server.url) as client:
        for path in ("/review", "/health", f"/review/{sid}", f"/review/{sid}/picture.png"):
            assert (await client.get(path)).status_code == 401
        await client.get(f"/?token={server.token}")
        index = await client.get("/")
        assert run.run_id in index.text
        page = await client.get(f"/runs/{run.run_id}")
        assert page.status_code == 200 and "handoff" in page.text
        shot = await client.get(f"/runs/{run.run_id}/files/round-0001.png")
        assert shot.status_code == 200 and shot.content == png
        assert (await client.get(f"/runs/{run.run_id}/files/nope.png")).status_code == 404
        review = await client.get(f"/review/{sid}")
        assert review.status_code == 200 and "APPROVAL_DENIED" in review.text
        assert (await client.get("/review/..%2Fx")).status_code == 404
        csrf = review.text.split('name="csrf" value="')[1].split('"')[0]
        url = f"/review/{sid}/verdict"
        refused = await client.post(url, data={"csrf": "no", "verdict": "confirm"})
        assert refused.status_code == 403
        bad = await client.post(url, data={"csrf": csrf, "verdict": "relabel", "label": "NOPE"})
        assert bad.status_code == 400 and bad.text == "not a root cause: 'NOPE'"
        unknown = await client.post(url, data={"csrf": csrf, "verdict": "maybe"})
        assert unknown.status_code == 400
        sample = queue.get(sid)
        assert sample is not None and sample.review.status == "pending"
        health = await client.get("/health?since=banana")
        assert health.status_code == 200 and "chart-outcomes" in health.text
