"""The HTML report rendered in real headless Chromium: plots present and titled, no errors."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from eval_synth import synthetic_runs
from playwright.async_api import async_playwright

from handrail.config import load_settings
from handrail.evaluation.htmlreport import write_html

pytestmark = pytest.mark.browser

CHROMIUM = load_settings().chromium

TITLES = [
    "Rounds per run",
    "Success rate per form and abnormal state",
    "Handoff rate per form and abnormal state",
    "Time per round",
    "Time per round by page form",
]


async def test_report_renders_offline_with_titled_plots_and_no_errors(tmp_path: Path) -> None:
    if not await asyncio.to_thread(Path(CHROMIUM).exists):
        pytest.skip(f"no Chromium at {CHROMIUM}")
    runs = synthetic_runs(repeats=2)
    page_file = await asyncio.to_thread(write_html, tmp_path / "report.html", runs)
    problems: list[str] = []
    requests: list[str] = []
    async with async_playwright() as p:
        browser = await p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
        )
        try:
            page = await browser.new_page()
            page.set_default_timeout(15000)
            page.on(
                "console",
                lambda m: problems.append(m.text) if m.type in ("error", "warning") else None,
            )
            page.on("pageerror", lambda e: problems.append(str(e)))
            page.on("request", lambda r: requests.append(r.url))
            await page.goto(page_file.as_uri(), wait_until="load")
            plots = await page.eval_on_selector_all(
                "figure > svg",
                """els => els.map(s => {
                    const r = s.getBoundingClientRect();
                    const t = s.querySelector(':scope > title');
                    return {title: t && t.textContent, label: s.getAttribute('aria-labelledby'),
                            labelled: t && t.id === s.getAttribute('aria-labelledby'),
                            width: r.width, height: r.height,
                            shapes: s.querySelectorAll('path, rect, use').length,
                            text: s.textContent};
                })""",
            )
            ids = await page.eval_on_selector_all("[id]", "els => els.map(e => e.id)")
            heading = await page.inner_text("h1")
            headline = await page.inner_text(".headline")
            await page.screenshot(path=str(tmp_path / "report.png"), full_page=True)
        finally:
            await browser.close()
    assert problems == []
    assert requests == [page_file.as_uri()]  # self-contained: nothing else is fetched
    assert [p["title"] for p in plots] == TITLES
    assert all(p["labelled"] and p["width"] > 200 and p["height"] > 100 for p in plots)
    assert all(p["shapes"] > 10 for p in plots)
    assert len(ids) == len(set(ids))  # the plots' ids do not collide on one page
    success_map = plots[1]["text"]
    for name in ("chat", "wizard", "popup", "unavailable", "n=14"):
        assert name in success_map
    assert heading == "Handrail acceptance suite"
    assert headline.startswith(f"{len(runs)} runs: success ")
